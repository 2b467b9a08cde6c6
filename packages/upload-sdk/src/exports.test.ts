import { describe, expect, it } from 'vitest';
import * as api from './index';
import * as node from './node/index';
import * as nodeRoot from './node/root';

describe('public API of @org/upload-sdk', () => {
  it('exports exactly the documented values', () => {
    expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
      [
        "BLOCK_SIZE",
        "COMPRESSIBLE_IMAGE_TYPES",
        "DEFAULT_API_HOST",
        "REGIONS",
        "UPLOAD_DEFAULTS",
        "UploadError",
        "compressImage",
        "computeQetag",
        "createRequestLimiter",
        "createUploader",
        "defaultHasher",
        "defaultResumeStore",
        "defaultTransport",
        "directUpload",
        "fetchTransport",
        "fileUrl",
        "indexedDbResumeStore",
        "isAbortError",
        "isUploadError",
        "localStorageResumeStore",
        "memoryResumeStore",
        "observeUpload",
        "parseUploadToken",
        "sharedRequestLimiter",
        "threadHasher",
        "upload",
        "uploadFile",
        "urlSafeBase64Decode",
        "urlSafeBase64Encode",
        "workerHasher",
        "xhrTransport",
      ]
    `);
  });

  it('exports the Node-only parts from @org/upload-sdk/node', () => {
    expect(Object.keys(node).sort()).toEqual([
      'fileFromPath',
      'fileResumeStore',
      'nodeHasher',
      'nodeTransport',
    ]);
  });

  it('exports the same values from the main entry as Node loads it', () => {
    expect(Object.keys(nodeRoot).sort()).toEqual(Object.keys(api).sort());
  });
});

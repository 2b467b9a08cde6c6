import { describe, expect, it } from 'vitest';
import * as api from './index';

describe('public API of @org/upload-sdk', () => {
  it('exports exactly the documented values', () => {
    expect(Object.keys(api).sort()).toMatchInlineSnapshot(`
      [
        "BLOCK_SIZE",
        "COMPRESSIBLE_IMAGE_TYPES",
        "UPLOAD_DEFAULTS",
        "UploadError",
        "parseUploadToken",
        "urlSafeBase64Decode",
        "urlSafeBase64Encode",
      ]
    `);
  });
});

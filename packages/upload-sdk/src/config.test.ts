import { describe, expect, it } from 'vitest';
import { resolveConfig } from './config';
import { BLOCK_SIZE, UPLOAD_DEFAULTS } from './constants';
import { memoryResumeStore } from './resume-store';

describe('configuration', () => {
  it('has the spec defaults', () => {
    const config = resolveConfig();
    expect(config).toMatchObject({
      useCdnDomain: true,
      upprotocol: 'https',
      apiHost: 'https://api.qiniu.com',
      concurrentRequestLimit: 3,
      checkByMD5: false,
      chunkSize: BLOCK_SIZE,
      forceDirect: false,
      logUrl: 'https://uplog.qbox.me/log/3',
      resumeTtlMs: 24 * 3600 * 1000,
      verify: 'none',
    });
    expect(config.policy.retryCount).toBe(UPLOAD_DEFAULTS.retryCount);
    expect(UPLOAD_DEFAULTS).toMatchObject({
      retryCount: 3,
      concurrentRequestLimit: 3,
      logRetryCount: 3,
    });
  });

  it('takes the protocol and the log address from an own API host', () => {
    expect(resolveConfig({ apiHost: 'http://files.local:3000/storage' })).toMatchObject({
      upprotocol: 'http',
      apiHost: 'http://files.local:3000/storage',
      logUrl: 'http://files.local:3000/storage/log/3',
    });
    expect(resolveConfig({ apiHost: 'files.local', upprotocol: 'http:' }).apiHost).toBe(
      'http://files.local',
    );
    expect(resolveConfig({ disableStatisticsReport: true }).logUrl).toBeNull();
  });

  it('turns resuming off with resumeStore: null', () => {
    expect(resolveConfig({ resumeStore: null }).resumeStore).toBeNull();
    const store = memoryResumeStore();
    expect(resolveConfig({ resumeStore: store }).resumeStore).toBe(store);
  });

  it('refuses impossible numbers', () => {
    expect(() => resolveConfig({ chunkSize: BLOCK_SIZE + 1 })).toThrow(RangeError);
    expect(() => resolveConfig({ chunkSize: 10 })).toThrow(RangeError);
    expect(() => resolveConfig({ concurrentRequestLimit: 0 })).toThrow(RangeError);
    expect(() => resolveConfig({ retryCount: -1 })).toThrow(RangeError);
    expect(resolveConfig({ retryCount: 0 }).policy.retryCount).toBe(0);
  });
});

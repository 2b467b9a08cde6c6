import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../src/config';

describe('storage settings from the environment', () => {
  it('read the local backend, keys, limits and addresses', () => {
    const { storage } = readConfig({
      STORAGE_DIR: '/srv/files',
      STORAGE_ACCESS_KEY: 'ak',
      STORAGE_SECRET_KEY: 'sk',
      STORAGE_BUCKET: 'forms',
      STORAGE_PUBLIC_URL: 'https://cdn.example.com/files/',
      STORAGE_MAX_FILE_SIZE: '1048576',
      STORAGE_TOKEN_TTL: '600',
      STORAGE_BLOCK_TTL: '86400',
      STORAGE_CORS_ORIGIN: 'https://app.example.com',
      STORAGE_USER_QUOTA: '5368709120',
      STORAGE_USER_PENDING_QUOTA: '2097152',
    });
    expect(storage).toEqual({
      dir: '/srv/files',
      backend: { kind: 'local' },
      accessKey: 'ak',
      secretKey: 'sk',
      bucket: 'forms',
      publicUrl: 'https://cdn.example.com/files',
      maxFileSize: 1_048_576,
      formLimit: 1_048_576,
      tokenTtlSeconds: 600,
      blockTtlSeconds: 86_400,
      corsOrigin: 'https://app.example.com',
      userQuota: 5 * 1024 ** 3,
      userPendingQuota: 2 * 1024 ** 2,
    });
  });

  it('default the quotas: 10 GiB of files per user, unfinished blocks up to the largest file', () => {
    const { storage } = readConfig({ STORAGE_MAX_FILE_SIZE: '1048576' });
    expect(storage).toMatchObject({ userQuota: 10 * 1024 ** 3, userPendingQuota: 1_048_576 });
    expect(readConfig({}).storage).toMatchObject({ userPendingQuota: 4 * 1024 ** 3 });
  });

  it('read an S3-compatible backend', () => {
    const { storage } = readConfig({
      STORAGE_BACKEND: 's3',
      STORAGE_SECRET_KEY: 'shared',
      STORAGE_S3_ENDPOINT: 'http://minio:9000/',
      STORAGE_S3_BUCKET: 'platform',
      STORAGE_S3_ACCESS_KEY_ID: 'id',
      STORAGE_S3_SECRET_ACCESS_KEY: 'secret',
      STORAGE_S3_PREFIX: 'uploads',
      STORAGE_S3_PATH_STYLE: 'false',
    });
    expect(storage?.backend).toEqual({
      kind: 's3',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'platform',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      prefix: 'uploads/',
      pathStyle: false,
    });
  });

  it('name the variable that cannot be used', () => {
    const s3 = {
      STORAGE_BACKEND: 's3',
      STORAGE_S3_ENDPOINT: 'http://minio:9000',
      STORAGE_S3_BUCKET: 'b',
      STORAGE_S3_ACCESS_KEY_ID: 'i',
      STORAGE_S3_SECRET_ACCESS_KEY: 's',
    };
    const cases: [Record<string, string>, string][] = [
      [{ STORAGE_BACKEND: 'ftp' }, 'STORAGE_BACKEND: expected local or s3, got "ftp"'],
      [{ STORAGE_MAX_FILE_SIZE: 'big' }, 'STORAGE_MAX_FILE_SIZE: expected an integer'],
      [
        { STORAGE_PUBLIC_URL: 'cdn.example.com' },
        'STORAGE_PUBLIC_URL: expected an http:// or https:// URL',
      ],
      [{ STORAGE_TOKEN_TTL: '5' }, 'STORAGE_TOKEN_TTL: expected an integer from 60'],
      [{ STORAGE_USER_QUOTA: '-1' }, 'STORAGE_USER_QUOTA: expected an integer from 0'],
      [{ STORAGE_USER_PENDING_QUOTA: '1.5' }, 'STORAGE_USER_PENDING_QUOTA: expected an integer'],
      [{ ...s3 }, 'STORAGE_SECRET_KEY: required with STORAGE_BACKEND=s3'],
      [
        { ...s3, STORAGE_SECRET_KEY: 'k', STORAGE_S3_BUCKET: '' },
        'STORAGE_S3_BUCKET: required when STORAGE_BACKEND=s3',
      ],
      [
        { ...s3, STORAGE_SECRET_KEY: 'k', STORAGE_MAX_FILE_SIZE: String(6 * 1024 ** 3) },
        'STORAGE_MAX_FILE_SIZE: at most 5 GiB',
      ],
    ];
    for (const [env, message] of cases) {
      expect(() => readConfig(env), message).toThrow(ConfigError);
      expect(() => readConfig(env), message).toThrow(message);
    }
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../src/config';
import { defaultDataDir } from '../src/paths';
import { STORAGE_DEFAULTS } from '../src/storage/settings';

/** The storage settings without any STORAGE_* variable, files under `dataDir/storage`. */
const defaultStorage = (dataDir: string) => ({
  dir: join(dataDir, 'storage'),
  backend: { kind: 'local' },
  accessKey: STORAGE_DEFAULTS.accessKey,
  secretKey: '',
  bucket: STORAGE_DEFAULTS.bucket,
  publicUrl: undefined,
  maxFileSize: STORAGE_DEFAULTS.maxFileSize,
  formLimit: STORAGE_DEFAULTS.formLimit,
  tokenTtlSeconds: STORAGE_DEFAULTS.tokenTtlSeconds,
  blockTtlSeconds: STORAGE_DEFAULTS.blockTtlSeconds,
  corsOrigin: STORAGE_DEFAULTS.corsOrigin,
  userQuota: STORAGE_DEFAULTS.userQuota,
  userPendingQuota: STORAGE_DEFAULTS.maxFileSize,
});

describe('readConfig', () => {
  it('defaults to the embedded database in the server data directory on port 3000', () => {
    expect(readConfig({})).toEqual({
      host: '0.0.0.0',
      port: 3000,
      database: { kind: 'pglite', dataDir: defaultDataDir() },
      logLevel: 'info',
      bodyLimit: 1024 * 1024,
      trustProxy: false,
      language: 'zh-CN',
      mockRoutes: true,
      scheduler: true,
      secretKey: undefined,
      storage: defaultStorage(defaultDataDir()),
    });
    expect(defaultDataDir()).toMatch(/apps[\\/]server[\\/]data$/);
  });

  it('reads every variable', () => {
    const config = readConfig({
      HOST: '127.0.0.1',
      PORT: '8080',
      DATABASE_URL: 'postgres://app:secret@db:5432/platform',
      DATABASE_POOL_SIZE: '20',
      LOG_LEVEL: 'warn',
      BODY_LIMIT: '2097152',
      TRUST_PROXY: '1',
      MOCK_ROUTES: 'off',
      SCHEDULER: 'off',
      PLATFORM_LANGUAGE: 'en-US',
      PLATFORM_SECRET_KEY: ' a long random text, trimmed ',
    });
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 8080,
      database: { kind: 'postgres', url: 'postgres://app:secret@db:5432/platform', poolSize: 20 },
      logLevel: 'warn',
      bodyLimit: 2_097_152,
      trustProxy: 1,
      language: 'en-US',
      mockRoutes: false,
      scheduler: false,
      secretKey: 'a long random text, trimmed',
      storage: defaultStorage(defaultDataDir()),
    });
    expect(readConfig({ DATA_DIR: '/srv/platform' }).database).toEqual({
      kind: 'pglite',
      dataDir: '/srv/platform',
    });
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });

  it('names the variable that cannot be used', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'eighty' }, 'PORT: expected an integer from 0 to 65535, got "eighty"'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: expected a postgres:// or postgresql:// URL'],
      [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: expected one of'],
      [{ MOCK_ROUTES: 'maybe' }, 'MOCK_ROUTES: expected true or false, got "maybe"'],
      [{ PLATFORM_LANGUAGE: 'fr-FR' }, 'PLATFORM_LANGUAGE: expected zh-CN or en-US, got "fr-FR"'],
      [{ BODY_LIMIT: '10' }, 'BODY_LIMIT: expected an integer from 1024'],
      [
        { PLATFORM_SECRET_KEY: 'short-key' },
        'PLATFORM_SECRET_KEY: expected at least 16 characters (a long random text), got 9',
      ],
    ];
    for (const [env, message] of cases) {
      expect(() => readConfig(env)).toThrow(ConfigError);
      expect(() => readConfig(env)).toThrow(message);
    }
    // The message never shows the key itself.
    const refusal = (() => {
      try {
        readConfig({ PLATFORM_SECRET_KEY: 'short-key' });
        return '';
      } catch (error) {
        return String(error);
      }
    })();
    expect(refusal).toContain('PLATFORM_SECRET_KEY');
    expect(refusal).not.toContain('short-key');
  });
});

import { isAbsolute, join, resolve } from 'node:path';
import { LANGUAGES, type Language } from './i18n/language';
import { defaultDataDir } from './paths';
import { GIB, STORAGE_DEFAULTS, type StorageSettings } from './storage/settings';

/** Where the data lives: an embedded PGlite directory, or a PostgreSQL server. */
export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string; poolSize: number };

export interface ServerConfig {
  host: string;
  port: number;
  database: DatabaseConfig;
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  logLevel: string;
  /** Default largest request body in bytes (routes may set their own). */
  bodyLimit: number;
  /** Fastify's `trustProxy`: false, true, a hop count, or addresses/CIDRs of the proxies. */
  trustProxy: boolean | number | string;
  /**
   * The platform's language (`PLATFORM_LANGUAGE`, zh-CN by default): the language of the data a
   * new database is seeded with. Each request is still answered in the language it asks for.
   */
  language: Language;
  /** Serve the vue-admin-template mirror (`/vue-admin-template/user/*`). */
  mockRoutes: boolean;
  /**
   * Run scheduled tasks on this instance (`SCHEDULER`, on by default). Every instance on one
   * PostgreSQL may: each scheduled time still runs once.
   */
  scheduler: boolean;
  /**
   * The key of stored secrets (`PLATFORM_SECRET_KEY`; hashed into the AES-256 key). Undefined:
   * a random key generated once and kept in the database, which protects less.
   */
  secretKey?: string | undefined;
  /**
   * Uploaded files: where they go, the keys that sign upload tokens, limits. Always set by
   * `readConfig`; without it the server keeps files in a temporary directory.
   */
  storage?: StorageSettings;
}

/** A setting in the environment that cannot be used. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
  }
}

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(name, `expected an integer from ${min} to ${max}, got "${text}"`);
  }
  return value;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const text = env[name]?.toLowerCase();
  if (text === undefined || text === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(text)) return true;
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  throw new ConfigError(name, `expected true or false, got "${text}"`);
}

function trustProxy(text: string | undefined): boolean | number | string {
  if (text === undefined || text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

/** Shortest `PLATFORM_SECRET_KEY` accepted: it is hashed, not stretched, into the key. */
const MIN_SECRET_KEY_LENGTH = 16;

/** `PLATFORM_SECRET_KEY`, checked without ever showing it in a message. */
function platformSecretKey(env: NodeJS.ProcessEnv): string | undefined {
  const value = text(env, 'PLATFORM_SECRET_KEY');
  if (value !== undefined && value.length < MIN_SECRET_KEY_LENGTH) {
    throw new ConfigError(
      'PLATFORM_SECRET_KEY',
      `expected at least ${MIN_SECRET_KEY_LENGTH} characters (a long random text), got ${value.length}`,
    );
  }
  return value;
}

/** The `STORAGE_*` variables; `dataDir` is where the files go unless `STORAGE_DIR` says. */
function readStorageConfig(env: NodeJS.ProcessEnv, dataDir: string): StorageSettings {
  const dir = text(env, 'STORAGE_DIR');
  const kind = text(env, 'STORAGE_BACKEND') ?? 'local';
  if (kind !== 'local' && kind !== 's3') {
    throw new ConfigError('STORAGE_BACKEND', `expected local or s3, got "${kind}"`);
  }
  const secretKey = text(env, 'STORAGE_SECRET_KEY') ?? '';
  const maxFileSize = integer(
    env,
    'STORAGE_MAX_FILE_SIZE',
    STORAGE_DEFAULTS.maxFileSize,
    1,
    64 * GIB,
  );
  let backend: StorageSettings['backend'] = { kind: 'local' };
  if (kind === 's3') {
    const required = (name: string) => {
      const value = text(env, name);
      if (value === undefined) throw new ConfigError(name, 'required when STORAGE_BACKEND=s3');
      return value;
    };
    const endpoint = required('STORAGE_S3_ENDPOINT');
    if (!/^https?:\/\//.test(endpoint)) {
      throw new ConfigError('STORAGE_S3_ENDPOINT', 'expected an http:// or https:// URL');
    }
    if (secretKey === '') {
      throw new ConfigError(
        'STORAGE_SECRET_KEY',
        'required with STORAGE_BACKEND=s3 (every instance must sign with the same secret)',
      );
    }
    if (maxFileSize > 5 * GIB) {
      throw new ConfigError('STORAGE_MAX_FILE_SIZE', 'at most 5 GiB with the s3 backend');
    }
    const prefix = text(env, 'STORAGE_S3_PREFIX') ?? '';
    backend = {
      kind: 's3',
      endpoint: endpoint.replace(/\/+$/, ''),
      region: text(env, 'STORAGE_S3_REGION') ?? 'us-east-1',
      bucket: required('STORAGE_S3_BUCKET'),
      accessKeyId: required('STORAGE_S3_ACCESS_KEY_ID'),
      secretAccessKey: required('STORAGE_S3_SECRET_ACCESS_KEY'),
      prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
      pathStyle: flag(env, 'STORAGE_S3_PATH_STYLE', true),
    };
  }
  const publicUrl = text(env, 'STORAGE_PUBLIC_URL');
  if (publicUrl !== undefined && !/^https?:\/\//.test(publicUrl)) {
    throw new ConfigError('STORAGE_PUBLIC_URL', 'expected an http:// or https:// URL');
  }
  return {
    dir: dir ? (isAbsolute(dir) ? dir : resolve(process.cwd(), dir)) : join(dataDir, 'storage'),
    backend,
    accessKey: text(env, 'STORAGE_ACCESS_KEY') ?? STORAGE_DEFAULTS.accessKey,
    secretKey,
    bucket: text(env, 'STORAGE_BUCKET') ?? STORAGE_DEFAULTS.bucket,
    publicUrl: publicUrl?.replace(/\/+$/, ''),
    maxFileSize,
    formLimit: Math.min(STORAGE_DEFAULTS.formLimit, maxFileSize),
    tokenTtlSeconds: integer(
      env,
      'STORAGE_TOKEN_TTL',
      STORAGE_DEFAULTS.tokenTtlSeconds,
      60,
      7 * 86_400,
    ),
    blockTtlSeconds: integer(
      env,
      'STORAGE_BLOCK_TTL',
      STORAGE_DEFAULTS.blockTtlSeconds,
      600,
      30 * 86_400,
    ),
    corsOrigin: text(env, 'STORAGE_CORS_ORIGIN') ?? STORAGE_DEFAULTS.corsOrigin,
    userQuota: integer(env, 'STORAGE_USER_QUOTA', STORAGE_DEFAULTS.userQuota, 0, 2 ** 50),
    userPendingQuota: integer(env, 'STORAGE_USER_PENDING_QUOTA', maxFileSize, 0, 2 ** 50),
  };
}

/** Reads the server's settings from environment variables (see the README for the list). */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const url = env.DATABASE_URL?.trim();
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    throw new ConfigError('DATABASE_URL', 'expected a postgres:// or postgresql:// URL');
  }
  const dataDir = env.DATA_DIR?.trim();
  const database: DatabaseConfig = url
    ? { kind: 'postgres', url, poolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 200) }
    : {
        kind: 'pglite',
        dataDir: dataDir
          ? isAbsolute(dataDir)
            ? dataDir
            : resolve(process.cwd(), dataDir)
          : defaultDataDir(),
      };
  const language = env.PLATFORM_LANGUAGE?.trim() || 'zh-CN';
  if (!LANGUAGES.includes(language as Language)) {
    throw new ConfigError(
      'PLATFORM_LANGUAGE',
      `expected ${LANGUAGES.join(' or ')}, got "${language}"`,
    );
  }
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.has(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `expected one of ${[...LOG_LEVELS].join(', ')}`);
  }
  return {
    host: env.HOST?.trim() || '0.0.0.0',
    port: integer(env, 'PORT', 3000, 0, 65_535),
    database,
    logLevel,
    bodyLimit: integer(env, 'BODY_LIMIT', 1024 * 1024, 1024, 100 * 1024 * 1024),
    trustProxy: trustProxy(env.TRUST_PROXY?.trim()),
    language: language as Language,
    mockRoutes: flag(env, 'MOCK_ROUTES', true),
    scheduler: flag(env, 'SCHEDULER', true),
    secretKey: platformSecretKey(env),
    storage: readStorageConfig(
      env,
      database.kind === 'pglite'
        ? database.dataDir
        : dataDir
          ? resolve(process.cwd(), dataDir)
          : defaultDataDir(),
    ),
  };
}

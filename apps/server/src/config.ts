import { isAbsolute, resolve } from 'node:path';
import { defaultDataDir } from './paths';

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
  /** Serve the vue-admin-template mirror (`/vue-admin-template/user/*`). */
  mockRoutes: boolean;
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
    mockRoutes: flag(env, 'MOCK_ROUTES', true),
  };
}

import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { GrantService } from './auth/grants';
import { LoginService } from './auth/login';
import { type PasswordHasher, createPasswordHasher } from './auth/password';
import { SessionService } from './auth/sessions';
import { InvalidationBus } from './cache/invalidation-bus';
import { type Clock, systemClock } from './clock';
import type { AppContext } from './context';
import { type GatewayCallRow, gatewayCalls } from './db/schema/gateway';
import type { DatabaseHandle } from './db/types';
import { DEFAULT_LANGUAGE, type Language } from './i18n/language';
import { FEATURES } from './features';
import { registerDocs } from './http/docs';
import { installErrorHandling } from './http/error-handler';
import { withInputCheck } from './http/input-check';
import { redactUrl, serializeError } from './http/log-redaction';
import { QueuedWriter } from './lib/queued-writer';
import { validatorCompiler } from './http/validation';
import { DictService } from './services/dict-service';
import { OperLogWriter } from './services/oper-log';
import { ParamService } from './services/param-service';
import { ProfileService } from './services/profile-service';
import { TaskEngine, type TaskEngineOptions } from './services/tasks/engine';
import { type StorageSettings, temporaryStorageSettings } from './storage/settings';

/** Version shown in the OpenAPI document. */
export const API_VERSION = '1.0.0';

export interface BuildAppOptions {
  database: DatabaseHandle;
  clock?: Clock;
  passwords?: PasswordHasher;
  /** pino level; 'silent' in tests. Default 'info'. */
  logLevel?: string;
  /** Where log lines go (standard output by default). */
  logStream?: { write(line: string): void };
  /** Default body limit in bytes. Default 1 MiB. */
  bodyLimit?: number;
  trustProxy?: boolean | number | string;
  mockRoutes?: boolean;
  /** The platform's language (`PLATFORM_LANGUAGE`); default zh-CN. */
  language?: Language;
  /** The key of stored secrets; default none (a key generated and kept in the database). */
  secretKey?: string | undefined;
  /** Uploaded files; default: a temporary directory removed when the server closes. */
  storage?: StorageSettings;
  /**
   * Run scheduled tasks on this instance (the job engine and its timers). The server's start
   * does; tests ask for it where they need it. Default false.
   */
  scheduler?: boolean | TaskEngineOptions;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Fastify's `trustProxy`; a hop count trusts that many proxies in front of the server. */
function trustProxyOption(value: BuildAppOptions['trustProxy']) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value;
  return value ?? false;
}

/** Builds the services of one server instance over an open database. */
async function createContext(options: BuildAppOptions): Promise<AppContext> {
  const { database } = options;
  const db = database.db;
  const clock = options.clock ?? systemClock;
  const passwords = options.passwords ?? createPasswordHasher();
  const bus = new InvalidationBus(database);
  await bus.start();
  const params = new ParamService(db, bus);
  const sessions = new SessionService(db, clock, params, bus);
  return {
    database,
    db,
    clock,
    bus,
    passwords,
    params,
    sessions,
    grants: new GrantService(db, bus),
    profiles: new ProfileService(db, bus),
    login: new LoginService(db, clock, params, passwords, sessions),
    dicts: new DictService(db, bus),
    operLog: new OperLogWriter(db),
    gatewayLog: new QueuedWriter('gateway call log', (rows: GatewayCallRow[]) =>
      db.insert(gatewayCalls).values(rows),
    ),
    tasks: null,
    settings: {
      language: options.language ?? DEFAULT_LANGUAGE,
      mockRoutes: options.mockRoutes ?? true,
      secretKey: options.secretKey,
      storage: options.storage ?? temporaryStorageSettings(),
    },
  };
}

/**
 * The Fastify application over an open (migrated, seeded) database. It does not listen:
 * `start.ts` does, and tests call it over HTTP after `listen({ port: 0 })`.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const ctx = await createContext(options);
  try {
    return await assemble(ctx, options);
  } catch (error) {
    await ctx.bus.stop();
    throw error;
  }
}

async function assemble(ctx: AppContext, options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      // Errors are logged without statement parameters, hashes or secrets (log-redaction.ts).
      serializers: { err: serializeError },
      ...(options.logStream === undefined ? {} : { stream: options.logStream }),
    },
    // One line per request is written by the onResponse hook below (with secrets redacted).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (request) => {
      const given = request.headers['x-reqid'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxyOption(options.trustProxy),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('platform', ctx);
  app.decorateRequest('session', null);
  app.decorateRequest('resultCode', undefined);
  app.setValidatorCompiler(validatorCompiler);
  installErrorHandling(app);
  // Every route, whoever registers it, checks every string it receives (input-check.ts).
  app.addHook('onRoute', withInputCheck);

  // An empty JSON body counts as no body (a client may send the header on a query-only call);
  // routes that need a body then answer 40022 "body: must be object". `__proto__` and
  // `constructor` keys are parsed as plain keys and refused by the input check, naming the path.
  const parseJson = app.getDefaultJsonParser('ignore', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, String(body), done);
  });
  // Classic HTML forms post `application/x-www-form-urlencoded` (the sign-in calls accept it).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  // One log line per request, with secrets redacted. Not even registered when the level
  // hides it: a hook costs time on every request.
  if (['trace', 'debug', 'info'].includes(options.logLevel ?? 'info')) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          status: reply.statusCode,
          code: request.resultCode ?? 20000,
          ms: Math.round(reply.elapsedTime * 10) / 10,
          user: request.session?.userId,
        },
        'request',
      );
    });
  }
  app.addHook('onClose', async () => {
    // runs under way end, and the operation log's last entries go in, before the database may
    // close
    await ctx.tasks?.stop();
    await ctx.operLog.flush();
    await ctx.gatewayLog.flush();
    await ctx.bus.stop();
  });

  await registerDocs(app, API_VERSION);
  for (const feature of FEATURES) {
    if (feature.enabled && !feature.enabled(ctx)) continue;
    await feature.register(app, ctx);
  }
  await app.ready();
  if (options.scheduler) {
    const engine = new TaskEngine(ctx, options.scheduler === true ? {} : options.scheduler);
    try {
      await engine.start();
    } catch (error) {
      await engine.stop().catch(() => undefined);
      await app.close();
      throw error;
    }
    ctx.tasks = engine;
  }
  return app;
}

import type { GrantService } from './auth/grants';
import type { LoginService } from './auth/login';
import type { PasswordHasher } from './auth/password';
import type { Session, SessionService } from './auth/sessions';
import type { InvalidationBus } from './cache/invalidation-bus';
import type { Clock } from './clock';
import type { DatabaseHandle, Db } from './db/types';
import type { GatewayCallRow } from './db/schema/gateway';
import type { Language } from './i18n/language';
import type { QueuedWriter } from './lib/queued-writer';
import type { DictService } from './services/dict-service';
import type { OperLogWriter } from './services/oper-log';
import type { ParamService } from './services/param-service';
import type { ProfileService } from './services/profile-service';
import type { TaskEngine } from './services/tasks/engine';
import type { StorageSettings } from './storage/settings';

/** Settings the routes read. */
export interface AppSettings {
  /** The platform's language: of its seed data, and the apps' until a user chooses one. */
  language: Language;
  /** Serve the vue-admin-template mirror. */
  mockRoutes: boolean;
  /** The key of stored secrets (`PLATFORM_SECRET_KEY`), if set. */
  secretKey: string | undefined;
  /** The storage endpoints (`src/storage/`). */
  storage: StorageSettings;
}

/**
 * Everything a route needs, built once per server and reachable from any request as
 * `request.server.platform`. Services hold no state that matters: what they cache is
 * invalidated through `bus` on every instance.
 */
export interface AppContext {
  database: DatabaseHandle;
  db: Db;
  clock: Clock;
  bus: InvalidationBus;
  passwords: PasswordHasher;
  params: ParamService;
  sessions: SessionService;
  grants: GrantService;
  profiles: ProfileService;
  login: LoginService;
  dicts: DictService;
  /** The operation log's writer: entries are queued and written after the answers. */
  operLog: OperLogWriter;
  /** The gateway's call log, written after the answers like the operation log. */
  gatewayLog: QueuedWriter<GatewayCallRow>;
  /** The scheduled-task engine, when this instance runs one (`BuildAppOptions.scheduler`). */
  tasks: TaskEngine | null;
  settings: AppSettings;
}

declare module 'fastify' {
  interface FastifyInstance {
    platform: AppContext;
  }
  interface FastifyRequest {
    /** The signed-in caller; set by the `signedIn` and permission guards. */
    session: Session | null;
    /** Envelope code of a failed request, for the request log. */
    resultCode: number | undefined;
  }
}

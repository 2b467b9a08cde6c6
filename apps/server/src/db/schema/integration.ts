import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, instant, ref, softDeleteColumns, statusColumn } from './columns';
import { users } from './org';

/** External applications that call the platform with an app key and secret. */
export const externalApps = pgTable(
  'sys_external_app',
  {
    id: idColumn(),
    appCode: varchar('app_code', { length: 64 }).notNull(),
    appName: varchar('app_name', { length: 100 }).notNull(),
    logo: text('logo'),
    appKey: varchar('app_key', { length: 64 }).notNull(),
    /** scrypt hash of the secret; the secret is shown once, when created or reset. */
    secretHash: text('secret_hash').notNull(),
    /**
     * The secret encrypted with the platform key (`secret-box.ts`): the gateway needs it to check
     * signatures. Null for applications whose secret was issued before signed calls existed.
     */
    secretEncrypted: text('secret_encrypted'),
    /** Last four characters of the secret, to tell secrets apart. */
    secretHint: varchar('secret_hint', { length: 8 }).notNull().default(''),
    grantTypes: jsonb('grant_types').$type<string[]>().notNull().default([]),
    redirectUris: jsonb('redirect_uris').$type<string[]>().notNull().default([]),
    ipWhitelist: jsonb('ip_whitelist').$type<string[]>().notNull().default([]),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    accessTokenValiditySeconds: integer('access_token_validity_seconds').notNull().default(7200),
    refreshTokenValiditySeconds: integer('refresh_token_validity_seconds')
      .notNull()
      .default(2_592_000),
    expiresAt: instant('expires_at'),
    lastUsedAt: instant('last_used_at'),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(600),
    contact: varchar('contact', { length: 100 }).notNull().default(''),
    status: statusColumn(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_external_app_code_uq')
      .on(t.appCode)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('sys_external_app_key_uq').on(t.appKey),
  ],
);

/** Servers that host APIs (接口与服务). */
export const apiServers = pgTable(
  'sys_api_server',
  {
    id: idColumn(),
    serverCode: varchar('server_code', { length: 64 }).notNull(),
    serverName: varchar('server_name', { length: 100 }).notNull(),
    /** http or https. */
    protocol: varchar('protocol', { length: 8 }).notNull().default('http'),
    host: varchar('host', { length: 255 }).notNull(),
    port: integer('port'),
    basePath: varchar('base_path', { length: 255 }).notNull().default(''),
    healthPath: varchar('health_path', { length: 255 }).notNull().default(''),
    timeoutMs: integer('timeout_ms').notNull().default(10_000),
    /** NONE, TOKEN, APPKEY or BASIC. */
    authType: varchar('auth_type', { length: 16 }).notNull().default('NONE'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    env: varchar('env', { length: 16 }).notNull().default('prod'),
    status: statusColumn(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_api_server_code_uq')
      .on(t.serverCode)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** APIs of a server. */
export const apis = pgTable(
  'sys_api',
  {
    id: idColumn(),
    serverId: ref('server_id')
      .notNull()
      .references(() => apiServers.id, { onDelete: 'cascade' }),
    apiCode: varchar('api_code', { length: 64 }).notNull(),
    apiName: varchar('api_name', { length: 100 }).notNull(),
    method: varchar('method', { length: 8 }).notNull().default('GET'),
    path: varchar('path', { length: 500 }).notNull(),
    requestSchema: jsonb('request_schema'),
    responseSchema: jsonb('response_schema'),
    /** DRAFT, PUBLISHED or OFFLINE. */
    publishStatus: varchar('publish_status', { length: 16 }).notNull().default('DRAFT'),
    status: statusColumn(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_api_code_uq')
      .on(t.apiCode)
      .where(sql`${t.deletedAt} is null`),
    index('sys_api_server_idx').on(t.serverId),
  ],
);

/** APIs an external application may call. */
export const externalAppApis = pgTable(
  'sys_external_app_api',
  {
    appId: ref('app_id')
      .notNull()
      .references(() => externalApps.id, { onDelete: 'cascade' }),
    apiId: ref('api_id')
      .notNull()
      .references(() => apis.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.appId, t.apiId] })],
);

/** Routes of the external gateway; deleted ones stay in a recycle bin (soft delete). */
export const gatewayRoutes = pgTable(
  'sys_gateway_route',
  {
    id: idColumn(),
    routerId: varchar('router_id', { length: 64 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    uri: varchar('uri', { length: 500 }).notNull(),
    predicates: jsonb('predicates').$type<unknown[]>().notNull().default([]),
    filters: jsonb('filters').$type<unknown[]>().notNull().default([]),
    stripPrefix: integer('strip_prefix').notNull().default(0),
    retryable: boolean('retryable').notNull().default(false),
    persistable: boolean('persistable').notNull().default(false),
    showApi: boolean('show_api').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    status: statusColumn(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_gateway_route_router_uq')
      .on(t.routerId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** GitLab accounts mapped to platform users. The access token is stored encrypted. */
export const gitlabUsers = pgTable(
  'sys_gitlab_user',
  {
    id: idColumn(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'set null' }),
    account: varchar('account', { length: 64 }).notNull().default(''),
    gitlabUserId: bigint('gitlab_user_id', { mode: 'number' }),
    gitlabUsername: varchar('gitlab_username', { length: 100 }).notNull(),
    gitlabName: varchar('gitlab_name', { length: 100 }).notNull().default(''),
    gitlabEmail: varchar('gitlab_email', { length: 100 }).notNull().default(''),
    /** active or blocked. */
    state: varchar('state', { length: 16 }).notNull().default('active'),
    isAdmin: boolean('is_admin').notNull().default(false),
    canCreateGroup: boolean('can_create_group').notNull().default(false),
    projectsLimit: integer('projects_limit').notNull().default(0),
    isExternal: boolean('is_external').notNull().default(false),
    accessTokenEncrypted: text('access_token_encrypted'),
    accessTokenHint: varchar('access_token_hint', { length: 8 }).notNull().default(''),
    /** NEVER, SYNCED, FAILED. */
    syncStatus: varchar('sync_status', { length: 16 }).notNull().default('NEVER'),
    lastSyncAt: instant('last_sync_at'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_gitlab_user_username_uq')
      .on(t.gitlabUsername)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('sys_gitlab_user_user_uq')
      .on(t.userId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

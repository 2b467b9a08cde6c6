import { index, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { appArtefacts, applications } from './apps';
import { idColumn, instant, ref } from './columns';
import { apis, externalApps } from './integration';
import { users } from './org';

/**
 * What a published orchestration runs: the copy taken when it was last published, under its
 * catalogue API (`sys_api`, whose `publish_status` says whether calls are answered). Editing
 * the orchestration changes nothing for callers until it is published again.
 */
export const orchestrationApis = pgTable(
  'orchestration_api',
  {
    apiId: ref('api_id')
      .primaryKey()
      .references(() => apis.id, { onDelete: 'cascade' }),
    appId: ref('app_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    artefactId: ref('artefact_id')
      .notNull()
      .references(() => appArtefacts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    publishedAt: instant('published_at').notNull(),
    publishedBy: ref('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('orchestration_api_artefact_idx').on(t.artefactId),
    index('orchestration_api_app_idx').on(t.appId, t.publishedAt),
  ],
);

/** Nonces of signed gateway calls, kept while their timestamp could still be accepted. */
export const gatewayNonces = pgTable(
  'gateway_nonce',
  {
    appId: ref('app_id')
      .notNull()
      .references(() => externalApps.id, { onDelete: 'cascade' }),
    nonce: varchar('nonce', { length: 64 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.nonce] }),
    index('gateway_nonce_expiry_idx').on(t.expiresAt),
  ],
);

/** Calls per application and minute, counted by every instance in one place. */
export const gatewayRates = pgTable(
  'gateway_rate',
  {
    appId: ref('app_id')
      .notNull()
      .references(() => externalApps.id, { onDelete: 'cascade' }),
    windowStart: instant('window_start').notNull(),
    calls: integer('calls').notNull(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.windowStart] })],
);

/** Every call made through the gateway: accepted, refused or failed. */
export const gatewayCalls = pgTable(
  'gateway_call',
  {
    id: idColumn(),
    calledAt: instant('called_at').notNull(),
    appId: ref('app_id').references(() => externalApps.id, { onDelete: 'set null' }),
    appKey: varchar('app_key', { length: 64 }).notNull(),
    apiCode: varchar('api_code', { length: 64 }).notNull(),
    outcome: varchar('outcome', { length: 8 }).notNull(),
    code: integer('code').notNull(),
    message: varchar('message', { length: 500 }).notNull().default(''),
    ms: integer('ms').notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
  },
  (t) => [index('gateway_call_time_idx').on(t.calledAt, t.id)],
);

export type GatewayCallRow = typeof gatewayCalls.$inferInsert;

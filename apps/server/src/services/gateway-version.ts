import type { GatewayVersion } from '@org/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { InvalidationBus } from '../cache/invalidation-bus';
import { sysMeta } from '../db/schema/index';
import type { Db } from '../db/types';

/** `sys_meta` key of the version of the gateway routes. */
export const GATEWAY_VERSION_KEY = 'gateway.routes.version';
/** Topic of the notification sent to every instance when the routes are reloaded. */
export const GATEWAY_TOPIC = 'gateway';

function toVersion(row: { value: string; updatedAt: Date } | undefined): GatewayVersion {
  if (!row) return { version: 0, reloadedAt: null };
  const version = Number(row.value);
  return {
    version: Number.isSafeInteger(version) ? version : 0,
    reloadedAt: row.updatedAt.toISOString(),
  };
}

/** The current version (0 before the first reload). */
export async function gatewayVersion(db: Db): Promise<GatewayVersion> {
  const [row] = await db.select().from(sysMeta).where(eq(sysMeta.key, GATEWAY_VERSION_KEY));
  return toVersion(row);
}

/**
 * Bumps the version in one statement (so concurrent reloads on several instances each get
 * their own number) and announces it on the invalidation channel (`gateway:<version>`).
 */
export async function bumpGatewayVersion(
  db: Db,
  bus: InvalidationBus,
  now: Date,
): Promise<GatewayVersion> {
  const [row] = await db
    .insert(sysMeta)
    .values({ key: GATEWAY_VERSION_KEY, value: '1', updatedAt: now })
    .onConflictDoUpdate({
      target: sysMeta.key,
      set: {
        value: sql`(case when ${sysMeta.value} ~ '^[0-9]{1,15}$' then ${sysMeta.value}::bigint + 1 else 1 end)::text`,
        updatedAt: now,
      },
    })
    .returning();
  const version = toVersion(row);
  await bus.publish(GATEWAY_TOPIC, String(version.version));
  return version;
}

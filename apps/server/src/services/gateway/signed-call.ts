import { BlockList, isIPv6 } from 'node:net';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import {
  GATEWAY_CLOCK_SKEW_MS,
  GATEWAY_HEADERS,
  ResultCode,
  gatewaySigningText,
} from '@org/api-contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/rows';
import { externalAppApis, externalApps } from '../../db/schema/index';
import { ApiError } from '../../http/api-error';
import { text } from '../../i18n/text';
import { secretBoxOf } from '../secret-box';

const NONCE = /^[A-Za-z0-9_-]{8,64}$/;
/** Nonces are kept a little longer than any timestamp they could come with is accepted. */
const NONCE_KEEP_MS = 2 * GATEWAY_CLOCK_SKEW_MS + 60_000;
const MINUTE_MS = 60_000;

/** What the gateway read of a call before anything else: for the call log too. */
export interface SignedCall {
  method: string;
  /** The path with the query, as the caller sent it and signed it. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  ip: string;
}

/** The application a call was verified to come from. */
export interface CallingApp {
  id: number;
  name: string;
}

const header = (call: SignedCall, name: string): string | undefined => {
  const value = call.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

function required(call: SignedCall, name: string): string {
  const value = header(call, name)?.trim();
  if (!value) {
    throw new ApiError(
      ResultCode.GATEWAY_BAD_SIGNATURE,
      text('gateway.missingHeader', { header: name }),
    );
  }
  return value;
}

/** Whether `ip` is in the allow-list (addresses and CIDR blocks); an empty list allows all. */
export function addressAllowed(ip: string, list: readonly string[]): boolean {
  if (list.length === 0) return true;
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  const family = isIPv6(plain) ? 'ipv6' : 'ipv4';
  const allowed = new BlockList();
  for (const entry of list) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (bits === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(bits), type);
  }
  return allowed.check(plain, family);
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** When each application last had its `last_used_at` written by this instance. */
const lastUseWritten = new Map<number, number>();

/**
 * Checks a call made through the gateway, in the order that spends least on callers who
 * cannot prove who they are: the headers, the timestamp, the application by its key, the
 * signature (HMAC-SHA256 with the application's secret), the application's state and
 * address; then, in one statement, records the nonce (a nonce seen before is a replay) and
 * counts the call in the application's minute (over its limit, 42900). The nonce and the count
 * live in PostgreSQL: every instance sees them. Throws an `ApiError` with the refusal's code.
 */
export async function verifySignedCall(ctx: AppContext, call: SignedCall): Promise<CallingApp> {
  const appKey = required(call, GATEWAY_HEADERS.appKey);
  const timestamp = required(call, GATEWAY_HEADERS.timestamp);
  const nonce = required(call, GATEWAY_HEADERS.nonce);
  const signature = required(call, GATEWAY_HEADERS.signature);
  if (!NONCE.test(nonce)) {
    throw new ApiError(
      ResultCode.GATEWAY_BAD_SIGNATURE,
      text('gateway.badNonce', { header: GATEWAY_HEADERS.nonce }),
    );
  }
  const now = ctx.clock.now().getTime();
  const signedAt = Number(timestamp);
  if (!Number.isSafeInteger(signedAt) || Math.abs(now - signedAt) > GATEWAY_CLOCK_SKEW_MS) {
    throw new ApiError(
      ResultCode.GATEWAY_EXPIRED,
      text('gateway.expired', { minutes: GATEWAY_CLOCK_SKEW_MS / MINUTE_MS }),
    );
  }
  const [app] = await ctx.db
    .select()
    .from(externalApps)
    .where(and(eq(externalApps.appKey, appKey), isNull(externalApps.deletedAt)));
  if (!app) {
    throw new ApiError(
      ResultCode.GATEWAY_BAD_SIGNATURE,
      text('gateway.unknownKey', { key: appKey.slice(0, 64) }),
    );
  }
  const name = app.appName;
  if (!app.secretEncrypted) {
    throw new ApiError(ResultCode.GATEWAY_APP_REFUSED, text('gateway.resetSecret', { name }));
  }
  const secret = (await secretBoxOf(ctx)).decrypt(app.secretEncrypted);
  const expected = createHmac('sha256', secret)
    .update(
      gatewaySigningText({
        method: call.method,
        path: call.url,
        timestamp,
        nonce,
        bodySha256: createHash('sha256').update(call.body).digest('hex'),
      }),
    )
    .digest('hex');
  if (!sameSignature(expected, signature)) {
    throw new ApiError(ResultCode.GATEWAY_BAD_SIGNATURE, text('gateway.badSignature'));
  }
  if (app.status !== 1) {
    throw new ApiError(ResultCode.GATEWAY_APP_REFUSED, text('gateway.appDisabled', { name }));
  }
  if (app.expiresAt && app.expiresAt.getTime() <= now) {
    throw new ApiError(ResultCode.GATEWAY_APP_REFUSED, text('gateway.appExpired', { name }));
  }
  if (!addressAllowed(call.ip, app.ipWhitelist)) {
    throw new ApiError(
      ResultCode.GATEWAY_APP_REFUSED,
      text('gateway.addressRefused', { name, ip: call.ip }),
    );
  }
  const windowStart = new Date(now - (now % MINUTE_MS));
  const [counted] = await queryRows<{ fresh: boolean; calls: number }>(
    ctx.db,
    sql`with fresh as (
          insert into gateway_nonce (app_id, nonce, expires_at)
          values (${app.id}, ${nonce}, ${new Date(now + NONCE_KEEP_MS)})
          on conflict do nothing
          returning 1
        ), counted as (
          insert into gateway_rate (app_id, window_start, calls)
          values (${app.id}, ${windowStart}, 1)
          on conflict (app_id, window_start)
          do update set calls = gateway_rate.calls + 1
          returning calls
        )
        select exists (select 1 from fresh) as fresh, (select calls from counted) as calls`,
  );
  if (!counted?.fresh) {
    throw new ApiError(ResultCode.GATEWAY_REPLAYED, text('gateway.replayed', { nonce }));
  }
  if (Number(counted.calls) > app.rateLimitPerMinute) {
    const retry = Math.ceil((windowStart.getTime() + MINUTE_MS - now) / 1000);
    throw new ApiError(
      ResultCode.TOO_MANY_REQUESTS,
      text('gateway.tooMany', { name, limit: app.rateLimitPerMinute }),
      { retryAfterSeconds: retry },
    );
  }
  if ((lastUseWritten.get(app.id) ?? 0) < now - MINUTE_MS) {
    lastUseWritten.set(app.id, now);
    // when the application was last seen: at most once a minute per instance, never awaited
    void ctx.db
      .update(externalApps)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(externalApps.id, app.id))
      .catch(() => lastUseWritten.delete(app.id));
  }
  return { id: app.id, name };
}

/** Refuses a call of an API that was not granted to the calling application. */
export async function requireGrant(
  ctx: AppContext,
  app: CallingApp,
  api: { id: number; code: string },
): Promise<void> {
  const [grant] = await ctx.db
    .select({ apiId: externalAppApis.apiId })
    .from(externalAppApis)
    .where(and(eq(externalAppApis.appId, app.id), eq(externalAppApis.apiId, api.id)));
  if (!grant) {
    throw new ApiError(
      ResultCode.NOT_GRANTED,
      text('gateway.notGranted', { api: api.code, name: app.name }),
    );
  }
}

/** Drops nonces that can no longer be replayed and minute counts that have passed. */
export async function purgeGatewayState(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now().getTime();
  await ctx.db.execute(sql`delete from gateway_nonce where expires_at < ${new Date(now)}`);
  await ctx.db.execute(
    sql`delete from gateway_rate where window_start < ${new Date(now - 2 * MINUTE_MS)}`,
  );
}

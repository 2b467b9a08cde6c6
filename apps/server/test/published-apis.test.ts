/**
 * Published orchestrations: publishing lists one in the catalogue and copies it for callers;
 * signed-in users call it at its path; external applications call it through the gateway with a
 * signature of their secret, and every refusal (signature, timestamp, replayed nonce, grant,
 * state, address, rate) has its own code and is logged with the accepted calls.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import {
  API,
  GATEWAY_HEADERS,
  type GatewayCall,
  PUBLISHED_API_SERVER,
  type PublishedApi,
  gatewaySigningText,
  routeUrl,
} from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiServers, apis, dataViews } from '../src/db/schema/index';
import { demoAppId } from './flow-fixtures';
import { managementSuite } from './harness';

const t = managementSuite();
let appId = 0;
let orchestrationId = 0;
let published: PublishedApi;
let external = { id: 0, appKey: '', appSecret: '' };

/** A view of a region's children, then a script that names them. */
const content = (children: number) => ({
  inputs: [{ name: 'parent', type: 'number', required: true }],
  steps: [
    {
      key: 'regions',
      name: '下级区划',
      type: 'DATA_VIEW',
      viewId: children,
      params: { parentId: '${input.parent}' },
    },
    {
      key: 'names',
      name: '取名称',
      type: 'SCRIPT',
      script:
        'if (input.parent < 0) throw new Error("没有这个区划"); return steps.regions.rows.map((row) => row.regionName);',
    },
  ],
});

const callPath = (code: string) =>
  routeUrl(API.orchestrations.call).replace(':apiCode', encodeURIComponent(code));

interface Signed {
  body?: string;
  secret?: string;
  appKey?: string;
  timestamp?: number;
  nonce?: string;
  path?: string;
  /** Sent instead of the body that was signed. */
  sentBody?: string;
}

/** A call through the gateway, signed as an external application signs it. */
function gatewayCall(apiCode: string, o: Signed = {}) {
  const path = o.path ?? `/open-api/${encodeURIComponent(apiCode)}`;
  const body = o.body ?? JSON.stringify({ input: { parent: 1 } });
  const timestamp = String(o.timestamp ?? t.server.clock.now().getTime());
  const nonce = o.nonce ?? randomUUID();
  const signature = createHmac('sha256', o.secret ?? external.appSecret)
    .update(
      gatewaySigningText({
        method: 'POST',
        path,
        timestamp,
        nonce,
        bodySha256: createHash('sha256').update(body).digest('hex'),
      }),
    )
    .digest('hex');
  return t.server.call<{ output: unknown }>('POST', path, {
    body: o.sentBody ?? body,
    headers: {
      [GATEWAY_HEADERS.appKey]: o.appKey ?? external.appKey,
      [GATEWAY_HEADERS.timestamp]: timestamp,
      [GATEWAY_HEADERS.nonce]: nonce,
      [GATEWAY_HEADERS.signature]: signature,
    },
  });
}

async function calls(): Promise<GatewayCall[]> {
  const page = await t.call(API.gateway.calls, t.admin, { body: { pageNo: 1, pageSize: 100 } });
  expect(page.body.code).toBe(20000);
  return page.body.data.list;
}

beforeAll(async () => {
  appId = await demoAppId(t);
  const [view] = await t.server.db
    .select({ id: dataViews.id })
    .from(dataViews)
    .where(eq(dataViews.viewCode, 'region_children'));
  const saved = await t.call(API.artefacts.create, t.admin, {
    body: {
      appId,
      kind: 'ORCHESTRATION',
      artefactCode: 'region_names',
      artefactName: '下级区划名称',
      content: content(view!.id) as never,
    },
  });
  expect(saved.body.code, saved.body.message).toBe(20000);
  orchestrationId = saved.body.data.id;
});

describe('publishing an orchestration', () => {
  it('lists it in the catalogue under the published-orchestrations server, version 1', async () => {
    const answer = await t.call(API.orchestrations.publish, t.admin, {
      body: { appId, id: orchestrationId },
    });
    expect(answer.body.code, answer.body.message).toBe(20000);
    published = answer.body.data;
    expect(published).toMatchObject({
      apiName: '下级区划名称',
      artefactCode: 'region_names',
      version: 1,
      publishStatus: 'PUBLISHED',
      inputs: [{ name: 'parent', type: 'number', required: true }],
      gatewayPath: `/open-api/${published.apiCode}`,
    });
    expect(published.apiCode).toMatch(/\.region_names$/);
    const [row] = await t.server.db
      .select({ server: apiServers.serverCode, method: apis.method, schema: apis.requestSchema })
      .from(apis)
      .innerJoin(apiServers, eq(apiServers.id, apis.serverId))
      .where(eq(apis.id, published.apiId));
    expect(row).toEqual({
      server: PUBLISHED_API_SERVER,
      method: 'POST',
      schema: {
        type: 'object',
        properties: { parent: { type: 'number' } },
        required: ['parent'],
      },
    });
    const page = await t.call(API.orchestrations.published, t.admin, {
      body: { appId, pageNo: 1, pageSize: 10 },
    });
    expect(page.body.data.list.map((api) => api.apiCode)).toContain(published.apiCode);
  });

  it('keeps its API and counts the version up when published again', async () => {
    const again = await t.call(API.orchestrations.publish, t.admin, {
      body: { appId, id: orchestrationId },
    });
    expect(again.body.data).toMatchObject({ apiId: published.apiId, version: 2 });
  });
});

describe('a signed-in call', () => {
  it('answers the last step’s output', async () => {
    const answer = await t.server.call<{ output: unknown }>('POST', callPath(published.apiCode), {
      token: t.admin,
      body: { input: { parent: 1 } },
    });
    expect(answer.body.code, answer.body.message).toBe(20000);
    expect(answer.body.data.output).toEqual(['北京市辖区']);
  });

  it('refuses a missing input, names a failed step, and needs a session', async () => {
    const missing = await t.server.call('POST', callPath(published.apiCode), {
      token: t.admin,
      body: { input: {} },
    });
    expect(missing.body).toMatchObject({ code: 40022 });
    const failed = await t.server.call('POST', callPath(published.apiCode), {
      token: t.admin,
      body: { input: { parent: -1 } },
    });
    expect(failed.body).toMatchObject({ code: 50020, data: { step: 'names' } });
    expect(failed.body.message).toContain('没有这个区划');
    const anonymous = await t.server.call('POST', callPath(published.apiCode), {
      body: { input: { parent: 1 } },
    });
    expect(anonymous.body.code).toBe(40001);
  });
});

describe('a call through the gateway', () => {
  beforeAll(async () => {
    const made = await t.call(API.externalApp.create, t.admin, {
      body: { appCode: 'region_reader', appName: '区划读取方' },
    });
    expect(made.body.code, made.body.message).toBe(20000);
    external = made.body.data;
    const granted = await t.call(API.externalApp.grant, t.admin, {
      body: { appId: external.id, apiIds: [published.apiId] },
    });
    expect(granted.body.code, granted.body.message).toBe(20000);
  });

  it('answers a correctly signed call of a granted API', async () => {
    const answer = await gatewayCall(published.apiCode);
    expect(answer.body.code, answer.body.message).toBe(20000);
    expect(answer.body.data.output).toEqual(['北京市辖区']);
  });

  it('refuses a wrong secret, a changed body and an unknown key (40101)', async () => {
    const wrong = await gatewayCall(published.apiCode, { secret: 'not-the-secret' });
    expect(wrong.body.code).toBe(40101);
    expect(wrong.body.message).toMatch(/signature does not match/);
    const changed = await gatewayCall(published.apiCode, {
      sentBody: JSON.stringify({ input: { parent: 2 } }),
    });
    expect(changed.body.code).toBe(40101);
    const unknown = await gatewayCall(published.apiCode, { appKey: 'ak_nobody' });
    expect(unknown.body).toMatchObject({ code: 40101 });
    expect(unknown.body.message).toContain('ak_nobody');
  });

  it('refuses a timestamp older than five minutes (40102) and a replayed nonce (40103)', async () => {
    const old = await gatewayCall(published.apiCode, {
      timestamp: t.server.clock.now().getTime() - 6 * 60_000,
    });
    expect(old.body.code).toBe(40102);
    const nonce = `n-${randomUUID()}`;
    expect((await gatewayCall(published.apiCode, { nonce })).body.code).toBe(20000);
    const replay = await gatewayCall(published.apiCode, { nonce });
    expect(replay.body.code).toBe(40103);
  });

  it('refuses an API not granted (40301) and one not published (40004)', async () => {
    const [other] = await t.server.db
      .select({ code: apis.apiCode })
      .from(apis)
      .where(eq(apis.apiCode, 'dict.byCode'));
    // the catalogue API exists, but it is not a published orchestration
    expect((await gatewayCall(other!.code)).body.code).toBe(40004);
    await t.call(API.externalApp.grant, t.admin, { body: { appId: external.id, apiIds: [] } });
    const refused = await gatewayCall(published.apiCode);
    expect(refused.body.code).toBe(40301);
    expect(refused.body.message).toContain(published.apiCode);
    await t.call(API.externalApp.grant, t.admin, {
      body: { appId: external.id, apiIds: [published.apiId] },
    });
    await t.call(API.orchestrations.unpublish, t.admin, { body: { appId, id: orchestrationId } });
    expect((await gatewayCall(published.apiCode)).body.code).toBe(40004);
    await t.call(API.orchestrations.publish, t.admin, { body: { appId, id: orchestrationId } });
    expect((await gatewayCall(published.apiCode)).body.code).toBe(20000);
  });

  it('refuses a disabled application and one calling from an address not allowed (40104)', async () => {
    await t.call(API.externalApp.setStatus, t.admin, { query: { id: external.id, status: 0 } });
    const disabled = await gatewayCall(published.apiCode);
    expect(disabled.body.code).toBe(40104);
    await t.call(API.externalApp.setStatus, t.admin, { query: { id: external.id, status: 1 } });
    await t.call(API.externalApp.update, t.admin, {
      body: { id: external.id, ipWhitelist: ['10.0.0.0/8'] },
    });
    const elsewhere = await gatewayCall(published.apiCode);
    expect(elsewhere.body.code).toBe(40104);
    expect(elsewhere.body.message).toMatch(/may not call from/);
    await t.call(API.externalApp.update, t.admin, {
      body: { id: external.id, ipWhitelist: ['127.0.0.1', '::1'] },
    });
    expect((await gatewayCall(published.apiCode)).body.code).toBe(20000);
  });

  it('refuses calls beyond the application’s calls per minute (42900)', async () => {
    await t.call(API.externalApp.update, t.admin, {
      body: { id: external.id, rateLimitPerMinute: 2 },
    });
    t.server.clock.advance(60_000);
    expect((await gatewayCall(published.apiCode)).body.code).toBe(20000);
    expect((await gatewayCall(published.apiCode)).body.code).toBe(20000);
    const over = await gatewayCall(published.apiCode);
    expect(over.body.code).toBe(42900);
    t.server.clock.advance(60_000);
    expect((await gatewayCall(published.apiCode)).body.code).toBe(20000);
    await t.call(API.externalApp.update, t.admin, {
      body: { id: external.id, rateLimitPerMinute: 600 },
    });
  });

  it('asks an application whose secret predates signed calls to reset it', async () => {
    const old = await gatewayCall(published.apiCode, { appKey: 'ak_demo_crm' });
    expect(old.body.code).toBe(40104);
    expect(old.body.message).toMatch(/reset it/);
  });

  it('logs every call with its application, API, outcome and code', async () => {
    const logged = await calls();
    const mine = logged.filter((call) => call.appKey === external.appKey);
    expect(mine.length).toBeGreaterThanOrEqual(10);
    expect(mine[0]!.calledAt >= mine.at(-1)!.calledAt).toBe(true);
    const outcomes = new Set(mine.map((call) => `${call.outcome} ${call.code}`));
    for (const seen of [
      'OK 20000',
      'REFUSED 40101',
      'REFUSED 40102',
      'REFUSED 40103',
      'REFUSED 40301',
      'REFUSED 40004',
      'REFUSED 40104',
      'REFUSED 42900',
    ]) {
      expect(outcomes, seen).toContain(seen);
    }
    const ok = mine.find((call) => call.outcome === 'OK')!;
    expect(ok).toMatchObject({
      appId: external.id,
      appName: '区划读取方',
      apiCode: published.apiCode,
    });
    const unknown = logged.find((call) => call.appKey === 'ak_nobody');
    expect(unknown).toMatchObject({ appId: null, outcome: 'REFUSED', code: 40101 });
    const refused = await t.call(API.gateway.calls, t.admin, {
      body: { pageNo: 1, pageSize: 10, outcome: 'REFUSED', apiCode: 'region_names' },
    });
    expect(refused.body.data.list.every((call) => call.outcome === 'REFUSED')).toBe(true);
  });
});

import { ALL_ROUTES, API, RESULT_CODES, type SysParam, routeUrl } from '@org/api-contract';
import { count, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sysParams } from '../src/db/schema/index';
import { createTestServer, managementSuite } from './harness';

const SYS_INFO = routeUrl(API.system.sysInfo);
const PARAMS = routeUrl(API.system.getParams);

const t = managementSuite();

const countParams = async () => (await t.server.db.select({ n: count() }).from(sysParams))[0]?.n;

describe('system info', () => {
  it('answers the name and logo to anyone (the sign-in page shows them)', async () => {
    const answer = await t.server.call('GET', SYS_INFO);
    expect(answer.body).toEqual({
      code: 20000,
      message: 'success',
      data: { sysName: '综合业务平台', sysLog: null, language: 'zh-CN' },
    });
  });

  it('names the platform’s language, and its default name in it, on a platform started in English', async () => {
    const english = await createTestServer({ language: 'en-US' });
    try {
      expect((await english.call('GET', SYS_INFO)).body.data).toMatchObject({ language: 'en-US' });
      await english.client(await english.signIn('admin')).post('/auth/sysParam/v1/sysParam', {
        'sys.name': '',
      });
      expect((await english.call('GET', SYS_INFO)).body.data).toMatchObject({
        sysName: 'Business Platform',
      });
    } finally {
      await english.close();
    }
  });

  it('follows the sys.name and sys.logo parameters', async () => {
    await t.server.client(t.admin).post('/auth/sysParam/v1/sysParam', {
      'sys.name': 'Acme Platform',
      'sys.logo': '/static/logo.png',
    });
    expect((await t.server.call('GET', SYS_INFO)).body.data).toEqual({
      sysName: 'Acme Platform',
      sysLog: '/static/logo.png',
      language: 'zh-CN',
    });
    await t.server
      .client(t.admin)
      .post('/auth/sysParam/v1/sysParam', { 'sys.name': ' ', 'sys.logo': '' });
    expect((await t.server.call('GET', SYS_INFO)).body.data).toEqual({
      sysName: '综合业务平台',
      sysLog: null,
      language: 'zh-CN',
    });
  });
});

describe('system parameters', () => {
  it('lets every signed-in user read the visible ones, and parameter holders all', async () => {
    const forEditor = await t.server.call<SysParam[]>('GET', PARAMS, { token: t.editor });
    expect(forEditor.body.data.map((p) => p.paramKey)).toEqual(['sys.logo', 'sys.name']);
    const forAdmin = await t.server.call<SysParam[]>('GET', PARAMS, { token: t.admin });
    expect(forAdmin.body.data.map((p) => p.paramKey)).toEqual(
      expect.arrayContaining(['sys.token.expireMinutes', 'sys.login.maxRetryCount']),
    );
    const some = await t.server.call<SysParam[]>('GET', PARAMS, {
      token: t.admin,
      query: { paramKey: ['sys.login.lockMinutes', 'no.such.key', 'sys.name'] },
    });
    expect(some.body.data).toEqual([
      expect.objectContaining({
        paramKey: 'sys.login.lockMinutes',
        paramValue: '10',
        valueType: 'number',
        builtIn: true,
      }),
      expect.objectContaining({ paramKey: 'sys.name', visible: true }),
    ]);
    const hidden = await t.server.call<SysParam[]>('GET', PARAMS, {
      token: t.editor,
      query: { paramKey: 'sys.login.lockMinutes' },
    });
    expect(hidden.body.data).toEqual([]);
  });

  it('updates existing parameters and creates new ones with their type', async () => {
    const answer = await t.server.call<SysParam[]>('POST', PARAMS, {
      token: t.admin,
      body: { 'sys.login.lockMinutes': 15, 'biz.feature.enabled': true, 'biz.banner': 'Hello' },
    });
    expect(answer.body.data).toEqual([
      expect.objectContaining({
        paramKey: 'sys.login.lockMinutes',
        paramValue: '15',
        valueType: 'number',
      }),
      expect.objectContaining({
        paramKey: 'biz.feature.enabled',
        paramValue: 'true',
        valueType: 'boolean',
        builtIn: false,
      }),
      expect.objectContaining({ paramKey: 'biz.banner', paramValue: 'Hello', valueType: 'string' }),
    ]);
    const read = await t.server.call<SysParam[]>('GET', PARAMS, {
      token: t.admin,
      query: { paramKey: 'sys.login.lockMinutes' },
    });
    expect(read.body.data[0]?.paramValue).toBe('15');
  });

  it('checks values against the type and bounds of the parameter; stores nothing on error', async () => {
    const before = await countParams();
    const answer = await t.server.call('POST', PARAMS, {
      token: t.admin,
      body: {
        'sys.token.expireMinutes': 0,
        'sys.login.singleSession': 'maybe',
        'sys.login.maxRetryCount': 2.5,
        'biz.new.key': 'fine',
      },
    });
    expect(answer.body).toMatchObject({ code: 40022 });
    expect(answer.body.data).toEqual({
      errors: [
        { field: 'body["sys.token.expireMinutes"]', message: 'must be at least 1' },
        { field: 'body["sys.login.singleSession"]', message: 'must be true or false' },
        { field: 'body["sys.login.maxRetryCount"]', message: 'must be an integer' },
      ],
    });
    const badKeys = await t.server.call('POST', PARAMS, {
      token: t.admin,
      body: { 'bad key!': 'x' },
    });
    expect(badKeys.body).toMatchObject({
      code: 40022,
      message: 'body["bad key!"]: is not an accepted field',
    });
    const empty = await t.server.call('POST', PARAMS, { token: t.admin, body: {} });
    expect(empty.body).toMatchObject({ code: 40022, message: 'body: must have at least 1 entry' });
    const nested = await t.server.call('POST', PARAMS, {
      token: t.admin,
      body: { 'a.b': { x: 1 } },
    });
    expect(nested.body).toMatchObject({
      code: 40022,
      message: 'body["a.b"]: must be string or number or boolean',
    });
    const oversized = await t.server.call('POST', PARAMS, {
      token: t.admin,
      body: { 'biz.big': 'x'.repeat(70_000) },
    });
    expect(oversized.body.code).toBe(41300);
    const wrongQuery = await t.server.call('GET', PARAMS, {
      token: t.admin,
      query: { paramKey: "x' or '1'='1" },
    });
    expect(wrongQuery.body.code).toBe(40022);
    expect(await countParams()).toBe(before);
  });

  it('refuses writes without system:param:edit, and new keys without system:param:add', async () => {
    const before = await countParams();
    const answer = await t.server.call('POST', PARAMS, {
      token: t.editor,
      body: { 'sys.name': 'Mine' },
    });
    expect(answer.body).toMatchObject({ code: 40003, data: { permission: 'system:param:edit' } });
    expect((await t.server.call('GET', SYS_INFO)).body.data).toMatchObject({
      sysName: '综合业务平台',
    });
    expect(await countParams()).toBe(before);
  });
});

describe('the service around the routes', () => {
  it('reports health with the database engine', async () => {
    const answer = await t.server.call('GET', '/health');
    expect(answer.body).toEqual({
      code: 20000,
      message: 'success',
      data: { status: 'ok', database: t.server.database.kind },
    });
  });

  it('takes a statement the database just answered as its health, and checks it when it has been quiet', async () => {
    const { database } = t.server;
    const order: string[] = [];
    await database.db.execute(sql`select 1`);
    const long = database.db.execute(sql`select pg_sleep(1)`).then(() => order.push('statement'));
    // Answered within the last minute: no check of its own, so nothing waits for the sleep.
    await database.ping(60_000).then(() => order.push('recent ping'));
    // Never recent enough: a `select 1`, which on the embedded engine queues behind the sleep.
    await database.ping(-1).then(() => order.push('checked ping'));
    await long;
    expect(order).toEqual(
      database.kind === 'pglite'
        ? ['recent ping', 'statement', 'checked ping']
        : ['recent ping', 'checked ping', 'statement'],
    );
  });

  it('serves the OpenAPI document with every route of the contract, and its UI, offline', async () => {
    const document = (await (await fetch(`${t.server.url}/docs/json`)).json()) as {
      paths: Record<string, Record<string, { summary?: string; security?: unknown }>>;
      info: { description: string };
    };
    for (const route of ALL_ROUTES) {
      // OpenAPI writes a path parameter `:id` as `{id}`
      const path = routeUrl(route).replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation?.summary, `${route.method} ${routeUrl(route)}`).toBe(route.summary);
      expect(Boolean(operation?.security), routeUrl(route)).toBe(route.access !== 'public');
    }
    for (const info of RESULT_CODES) expect(document.info.description).toContain(String(info.code));
    const ui = await fetch(`${t.server.url}/docs/`);
    expect(ui.status).toBe(200);
    const html = await ui.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/https?:\/\/(cdn|unpkg)/);
    const script = await fetch(`${t.server.url}/docs/static/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    expect((await script.text()).length).toBeGreaterThan(100_000);
  });

  it('sends a browser opening the server address to the documentation', async () => {
    const answer = await fetch(`${t.server.url}/`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/docs');
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const answer = await t.server.call('GET', '/ibsp-bg-auth/no/such/route?token=secret');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({
      code: 40004,
      message: 'No route GET /ibsp-bg-auth/no/such/route.',
      data: null,
    });
  });

  it('answers unsupported content types with 41500', async () => {
    const answer = await t.server.call('POST', '/ibsp-bg-auth/sysDict/v1/dictPaging', {
      token: t.admin,
      body: '<dict/>',
      contentType: 'application/xml',
    });
    expect(answer.body).toMatchObject({ code: 41500 });
  });
});

import {
  API,
  BUILT_IN_PARAMS,
  MASKED_VALUE,
  PARAM_KEYS,
  type Page,
  type SysParam,
  type SysParamRecord,
  routeUrl,
} from '@org/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysParams } from '../src/db/schema/index';
import { type TestServer, createTestServer, managementSuite } from './harness';
import {
  expectAttacksFindNothing,
  expectEditorRefused,
  expectRefused,
  expectRowsUnchanged,
  rowCount,
} from './reference-support';

const P = API.param;
const url = routeUrl;

// Two instances of the platform on one database (`t.server` and `second`): parameter changes
// must reach both.
const t = managementSuite();
let second: TestServer;

beforeAll(async () => {
  second = await createTestServer({ database: t.server.database });
});
afterAll(async () => {
  await second.close();
});

const page = async (body: Record<string, unknown> = {}) =>
  (await t.server.call<Page<SysParamRecord>>('POST', url(P.page), { token: t.admin, body })).body
    .data;
const byKey = async (key: string) => {
  const found = (await page({ paramKey: key })).list.find((p) => p.paramKey === key);
  if (!found) throw new Error(`no parameter ${key}`);
  return found;
};
/** A parameter's value as the spec's read call of the second instance answers it. */
const valueOnSecond = async (key: string) =>
  (
    await second.call<SysParam[]>('GET', url(API.system.getParams), {
      token: t.admin,
      query: { paramKey: key },
    })
  ).body.data[0]?.paramValue;

describe('system parameters', () => {
  it('pages, filters and sorts the parameters', async () => {
    const all = await page({ pageSize: 100 });
    expect(all.total).toBe(BUILT_IN_PARAMS.length);
    expect(all.list.every((p) => p.builtIn)).toBe(true);
    const security = await page({
      category: 'security',
      paramKey: 'login',
      sortBy: 'paramKey',
      sortOrder: 'desc',
    });
    expect(security.list.map((p) => p.paramKey)).toEqual([
      'sys.login.singleSession',
      'sys.login.rateLimit.windowSeconds',
      'sys.login.rateLimit.perIp',
      'sys.login.rateLimit.perAccount',
      'sys.login.maxRetryCount',
      'sys.login.lockMinutes',
    ]);
    expect((await page({ paramName: '系统名称' })).list.map((p) => p.paramKey)).toEqual([
      'sys.name',
    ]);
    expect((await page({ builtIn: false })).total).toBe(0);
    const one = await t.server.call<SysParamRecord>('GET', url(P.get), {
      token: t.admin,
      query: { id: (await byKey('sys.name')).id },
    });
    expect(one.body.data).toMatchObject({ paramKey: 'sys.name', builtIn: true, visible: true });
  });

  it('creates, changes and deletes business parameters; every instance sees the changes', async () => {
    const made = await t.server.call<SysParamRecord>('POST', url(P.create), {
      token: t.admin,
      body: {
        paramKey: 'biz.order.prefix',
        paramName: ' 订单号前缀 ',
        paramValue: 'SO',
        visible: true,
        remark: 'r',
      },
    });
    expect(made.body.data).toMatchObject({
      paramKey: 'biz.order.prefix',
      paramName: '订单号前缀',
      valueType: 'string',
      category: 'business',
      builtIn: false,
      visible: true,
    });
    const id = made.body.data.id;
    // Visible parameters are readable by every signed-in user through the spec's call.
    const asEditor = await second.call<SysParam[]>('GET', url(API.system.getParams), {
      token: t.editor,
      query: { paramKey: 'biz.order.prefix' },
    });
    expect(asEditor.body.data.map((p) => p.paramValue)).toEqual(['SO']);

    await t.server.call('PUT', url(P.update), { token: t.admin, body: { id, paramValue: 'PO' } });
    await expect.poll(() => valueOnSecond('biz.order.prefix')).toBe('PO');
    const renamed = await t.server.call<SysParamRecord>('PUT', url(P.update), {
      token: t.admin,
      body: { id, paramKey: 'biz.order.codePrefix', valueType: 'string' },
    });
    expect(renamed.body.data.paramKey).toBe('biz.order.codePrefix');
    const duplicate = await t.server.call('POST', url(P.create), {
      token: t.admin,
      body: { paramKey: 'sys.name', paramName: 'x', paramValue: 'x' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Parameter key "sys.name" is already in use.',
    });
    const removed = await t.server.call('DELETE', url(P.remove), {
      token: t.admin,
      body: { ids: [id] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
    await expect.poll(() => valueOnSecond('biz.order.codePrefix')).toBeUndefined();
    expect(
      (await t.server.call('GET', url(P.get), { token: t.admin, query: { id } })).body.code,
    ).toBe(40004);
  });

  it('protects built-in parameters: no deletion, no new key or type, values within bounds', async () => {
    const retry = await byKey('sys.login.maxRetryCount');
    const deleted = await t.server.call('DELETE', url(P.remove), {
      token: t.admin,
      body: { ids: [retry.id] },
    });
    expect(deleted.body).toMatchObject({
      code: 40009,
      message: 'Built-in parameters cannot be deleted: sys.login.maxRetryCount.',
    });
    const rekey = await t.server.call('PUT', url(P.update), {
      token: t.admin,
      body: { id: retry.id, paramKey: 'sys.login.retries' },
    });
    expect(rekey.body).toMatchObject({
      code: 40009,
      message: 'The key of the built-in parameter "sys.login.maxRetryCount" cannot change.',
    });
    const retype = await t.server.call('PUT', url(P.update), {
      token: t.admin,
      body: { id: retry.id, valueType: 'string' },
    });
    expect(retype.body.code).toBe(40009);
    const low = await t.server.call('PUT', url(P.update), {
      token: t.admin,
      body: { id: retry.id, paramValue: '0' },
    });
    expect(low.body).toMatchObject({ code: 40022, message: 'body.paramValue: must be at least 1' });
    const fraction = await t.server.call('PUT', url(P.update), {
      token: t.admin,
      body: { id: retry.id, paramValue: '2.5' },
    });
    expect(fraction.body.message).toBe('body.paramValue: must be an integer');
    const ok = await t.server.call<SysParamRecord>('PUT', url(P.update), {
      token: t.admin,
      body: { id: retry.id, paramValue: '7', paramName: '失败锁定次数' },
    });
    expect(ok.body.data).toMatchObject({ paramValue: '7', paramName: '失败锁定次数' });
    await expect.poll(() => valueOnSecond('sys.login.maxRetryCount')).toBe('7');
  });

  it('masks secrets (the initial password) in every answer; users are still created with it', async () => {
    const initial = BUILT_IN_PARAMS.find((p) => p.key === PARAM_KEYS.initPassword)?.value ?? '';
    const init = await byKey(PARAM_KEYS.initPassword);
    expect(init).toMatchObject({ paramValue: MASKED_VALUE, secret: true, builtIn: true });
    const listed = await page({ pageSize: 100 });
    expect(JSON.stringify(listed)).not.toContain(initial);
    expect(listed.list.find((p) => p.paramKey === 'sys.name')).toMatchObject({
      paramValue: '综合业务平台',
      secret: false,
    });
    const one = await t.server.call<SysParamRecord>('GET', url(P.get), {
      token: t.admin,
      query: { id: init.id },
    });
    expect(one.body.data.paramValue).toBe(MASKED_VALUE);
    expect(await valueOnSecond(PARAM_KEYS.initPassword)).toBe(MASKED_VALUE);

    // The form saved unchanged sends the mask back: the password stays what it was.
    const kept = await t.server.call<SysParamRecord>('PUT', url(P.update), {
      token: t.admin,
      body: { id: init.id, paramName: '初始密码', paramValue: MASKED_VALUE },
    });
    expect(kept.body.data).toMatchObject({ paramName: '初始密码', paramValue: MASKED_VALUE });
    await t.server.call('PUT', url(P.update), {
      token: t.admin,
      body: { id: init.id, paramName: init.paramName },
    });
    const setBack = await t.server.call('POST', url(API.system.setParams), {
      token: t.admin,
      body: { [PARAM_KEYS.initPassword]: MASKED_VALUE },
    });
    expect(JSON.stringify(setBack.body)).not.toContain(initial);
    const created = await t.call(API.user.create, t.admin, {
      body: { account: 'masked_init', username: 'Masked init' },
    });
    expect(created.body.code).toBe(20000);
    await expect(t.server.signIn('masked_init', initial)).resolves.toEqual(expect.any(String));

    // A typed value changes it (answered masked) and new users get it.
    const typed = await t.server.call<SysParamRecord>('PUT', url(P.update), {
      token: t.admin,
      body: { id: init.id, paramValue: 'Fresh#Start2468' },
    });
    expect(typed.body.data.paramValue).toBe(MASKED_VALUE);
    expect(JSON.stringify(typed.body)).not.toContain('Fresh#Start2468');
    const fresh = await t.call(API.user.create, t.admin, {
      body: { account: 'fresh_init', username: 'Fresh init' },
    });
    expect(fresh.body.code).toBe(20000);
    await expect(t.server.signIn('fresh_init', 'Fresh#Start2468')).resolves.toEqual(
      expect.any(String),
    );

    // A built-in secret stays one; any other parameter can be marked secret.
    const unmark = await t.server.call('PUT', url(P.update), {
      token: t.admin,
      body: { id: init.id, secret: false },
    });
    expect(unmark.body.code).toBe(40009);
    const token = await t.server.call<SysParamRecord>('POST', url(P.create), {
      token: t.admin,
      body: {
        paramKey: 'biz.sms.apiKey',
        paramName: '短信密钥',
        paramValue: 'sk-123',
        secret: true,
      },
    });
    expect(token.body.data).toMatchObject({ paramValue: MASKED_VALUE, secret: true });
    expect(JSON.stringify(await page({ paramKey: 'biz.sms' }))).not.toContain('sk-123');
    const [row] = await t.server.db
      .select({ value: sysParams.paramValue })
      .from(sysParams)
      .where(sql`${sysParams.paramKey} = 'biz.sms.apiKey'`);
    expect(row?.value).toBe('sk-123');
  });

  it('refreshes the parameter cache of every instance on request', async () => {
    const refreshed = await t.server.call('POST', url(P.refreshCache), { token: t.admin });
    expect(refreshed.body.data).toEqual({ count: await rowCount(t.server, sysParams) });
    // A change no trigger announces (the trigger is off in this test's database copy): the
    // second instance keeps its cached value until the cache is refreshed.
    expect(await valueOnSecond('sys.name')).toBe('综合业务平台');
    await t.server.db.execute(sql`alter table sys_param disable trigger sys_param_invalidate`);
    try {
      await t.server.db.execute(
        sql`update sys_param set param_value = 'Renamed' where param_key = 'sys.name'`,
      );
      expect(await valueOnSecond('sys.name')).toBe('综合业务平台');
      await t.server.call('POST', url(P.refreshCache), { token: t.admin });
      await expect.poll(() => valueOnSecond('sys.name')).toBe('Renamed');
    } finally {
      await t.server.db.execute(sql`alter table sys_param enable trigger sys_param_invalidate`);
    }
    const info = await t.server.call<{ sysName: string }>('GET', url(API.system.sysInfo));
    expect(info.body.data.sysName).toBe('Renamed');
  });

  it('stores nothing from bad input', async () => {
    await expectRowsUnchanged(t.server, sysParams, async () => {
      await expectRefused(t.server, t.admin, [
        [
          'POST',
          url(P.create),
          { paramKey: 'a.b', paramName: 'x' },
          40022,
          'body.paramValue: is required',
        ],
        [
          'POST',
          url(P.create),
          { paramKey: '1a', paramName: 'x', paramValue: '' },
          40022,
          'body.paramKey: has an invalid format',
        ],
        [
          'POST',
          url(P.create),
          { paramKey: 'a.b', paramName: 'x', paramValue: 'x', valueType: 'number' },
          40022,
          'body.paramValue: must be a number',
        ],
        [
          'POST',
          url(P.create),
          { paramKey: 'a.b', paramName: 'x', paramValue: 'yes', valueType: 'boolean' },
          40022,
          'body.paramValue: must be true or false',
        ],
        [
          'POST',
          url(P.create),
          { paramKey: 'a.b', paramName: 'x', paramValue: '{', valueType: 'json' },
          40022,
          'body.paramValue: must be valid JSON',
        ],
        [
          'POST',
          url(P.create),
          { paramKey: 'a.b', paramName: 'x', paramValue: 'x', valueType: 'date' },
          40022,
          'body.valueType: must be one of',
        ],
        [
          'POST',
          url(P.create),
          { paramKey: 'a.b', paramName: 'x', paramValue: 'x', category: 'misc' },
          40022,
          'body.category: must be one of',
        ],
        [
          'POST',
          url(P.create),
          { paramKey: 'a.b', paramName: 'x', paramValue: 'x'.repeat(4001) },
          40022,
          'body.paramValue: must be at most 4000 characters',
        ],
        ['PUT', url(P.update), { paramValue: 'x' }, 40022, 'body.id: is required'],
        [
          'PUT',
          url(P.update),
          { id: 999999, paramValue: 'x' },
          40004,
          'System parameter 999999 was not found.',
        ],
        [
          'POST',
          url(P.create),
          { paramKey: 'a.b', paramName: 'x', paramValue: 'x', remark: 'y'.repeat(1_100_000) },
          41300,
          'larger than 1048576 bytes',
        ],
      ]);
    });
  });

  it('refuses the editor, who lacks every code of the screen', async () => {
    await expectRowsUnchanged(t.server, sysParams, async () => {
      await expectEditorRefused(t.server, t.editor, [
        ['POST', url(P.page), {}, 'system:param'],
        [
          'POST',
          url(P.create),
          { paramKey: 'a.b', paramName: 'x', paramValue: 'x' },
          'system:param:add',
        ],
        ['PUT', url(P.update), { id: 1, paramValue: 'x' }, 'system:param:edit'],
        ['DELETE', url(P.remove), { ids: [1] }, 'system:param:remove'],
        ['POST', url(P.refreshCache), undefined, 'system:param:edit'],
      ]);
    });
  });

  it('treats SQL and wildcards in every search field as plain text', async () => {
    await expectAttacksFindNothing(t.server, t.admin, url(P.page), ['paramKey', 'paramName']);
  });
});

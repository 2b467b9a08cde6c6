import {
  API,
  type AppConfigItem,
  type ConfiguredApp,
  type Page,
  routeUrl,
} from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appConfigs, applications, users } from '../src/db/schema/index';
import { createTestServer, managementSuite } from './harness';
import {
  expectAttacksFindNothing,
  expectEditorRefused,
  expectNothingLeaked,
  expectRefused,
  expectRowsUnchanged,
} from './reference-support';

const A = API.appConfig;
const url = routeUrl;

const t = managementSuite();
let appId: number;

beforeAll(async () => {
  const made = await t.server.call<ConfiguredApp>('POST', url(A.appCreate), {
    token: t.admin,
    body: { appCode: 'crm', appName: ' 客户管理 ', homePath: '/crm/index', sort: 2 },
  });
  appId = made.body.data.id;
});

const apps = async (body: Record<string, unknown> = {}) =>
  (await t.server.call<Page<ConfiguredApp>>('POST', url(A.appPage), { token: t.admin, body })).body
    .data;
const items = async (body: Record<string, unknown> = {}) =>
  (
    await t.server.call<Page<AppConfigItem>>('POST', url(A.configPage), {
      token: t.admin,
      body: { appId, ...body },
    })
  ).body.data;
const addItem = (body: Record<string, unknown>) =>
  t.server.call<AppConfigItem>('POST', url(A.configCreate), {
    token: t.admin,
    body: { appId, ...body },
  });
const stored = async (id: number) =>
  (await t.server.db.select().from(appConfigs).where(eq(appConfigs.id, id)))[0];

describe('applications', () => {
  it('lists, searches, sorts, gets and updates the applications of the application centre', async () => {
    expect((await apps()).list.map((a) => [a.appCode, a.configCount])).toEqual([
      ['demo', 3],
      ['crm', 0],
    ]);
    expect((await apps({ sortBy: 'appCode' })).list.map((a) => a.appCode)).toEqual(['crm', 'demo']);
    expect((await apps({ appName: '客户' })).list.map((a) => a.appCode)).toEqual(['crm']);
    const [owner] = await t.server.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.account, 'lisi'));
    const changed = await t.server.call<ConfiguredApp>('PUT', url(A.appUpdate), {
      token: t.admin,
      body: { id: appId, ownerUserId: owner?.id, description: 'CRM', status: 0 },
    });
    expect(changed.body.data).toMatchObject({
      appName: '客户管理',
      ownerUserId: owner?.id,
      description: 'CRM',
      status: 0,
    });
    const got = await t.server.call<ConfiguredApp>('GET', url(A.appGet), {
      token: t.admin,
      query: { id: appId },
    });
    expect(got.body.data.homePath).toBe('/crm/index');
    const noOwner = await t.server.call('PUT', url(A.appUpdate), {
      token: t.admin,
      body: { id: appId, ownerUserId: 999999 },
    });
    expect(noOwner.body).toMatchObject({ code: 40004, message: 'User 999999 was not found.' });
    const duplicate = await t.server.call('POST', url(A.appCreate), {
      token: t.admin,
      body: { appCode: 'demo', appName: 'x' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Application code "demo" is already in use.',
    });
  });

  it('refuses deleting an application that still has forms', async () => {
    const [demo] = (await apps({ appCode: 'demo' })).list;
    const refused = await t.server.call('DELETE', url(A.appRemove), {
      token: t.admin,
      body: { ids: [demo?.id] },
    });
    expect(refused.body).toMatchObject({ code: 40009 });
    expect(refused.body.message).toContain('demo');
    const spare = await t.server.call<ConfiguredApp>('POST', url(A.appCreate), {
      token: t.admin,
      body: { appCode: 'spare', appName: '备用' },
    });
    const removed = await t.server.call('DELETE', url(A.appRemove), {
      token: t.admin,
      body: { ids: [spare.body.data.id] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
    const gone = await t.server.call('POST', url(A.configPage), {
      token: t.admin,
      body: { appId: spare.body.data.id },
    });
    expect(gone.body.code).toBe(40004);
  });
});

describe('configuration items', () => {
  it('keeps key/values per environment, with typed values', async () => {
    const prod = await addItem({
      configKey: 'api.timeout',
      configValue: '3000',
      valueType: 'number',
    });
    expect(prod.body.data).toMatchObject({
      appId,
      configKey: 'api.timeout',
      configValue: '3000',
      env: 'prod',
      encrypted: false,
    });
    const dev = await addItem({
      configKey: 'api.timeout',
      configValue: '100000',
      valueType: 'number',
      env: 'dev',
      category: 'http',
    });
    expect(dev.body.data.env).toBe('dev');
    const duplicate = await addItem({ configKey: 'api.timeout', configValue: '1', env: 'dev' });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Configuration key "api.timeout" exists already in dev of this application.',
    });
    const notNumber = await addItem({ configKey: 'n', configValue: 'ten', valueType: 'number' });
    expect(notNumber.body).toMatchObject({
      code: 40022,
      message: 'body.configValue: must be a number',
    });
    const badJson = await addItem({ configKey: 'j', configValue: '{', valueType: 'json' });
    expect(badJson.body).toMatchObject({
      code: 40022,
      message: 'body.configValue: must be valid JSON',
    });

    expect((await items()).list.map((i) => [i.configKey, i.env])).toEqual([
      ['api.timeout', 'prod'],
      ['api.timeout', 'dev'],
    ]);
    expect((await items({ env: 'dev' })).total).toBe(1);
    expect((await items({ category: 'htt' })).list.map((i) => i.env)).toEqual(['dev']);
    expect((await items({ sortBy: 'env' })).list.map((i) => i.env)).toEqual(['dev', 'prod']);
    expect((await apps({ appCode: 'crm' })).list[0]?.configCount).toBe(2);

    const changed = await t.server.call<AppConfigItem>('PUT', url(A.configUpdate), {
      token: t.admin,
      body: { id: prod.body.data.id, configValue: '5000', remark: 'slower' },
    });
    expect(changed.body.data).toMatchObject({ configValue: '5000', remark: 'slower' });
    const wrongType = await t.server.call('PUT', url(A.configUpdate), {
      token: t.admin,
      body: { id: prod.body.data.id, valueType: 'boolean' },
    });
    expect(wrongType.body).toMatchObject({
      code: 40022,
      message: 'body.configValue: must be true or false',
    });
    const removed = await t.server.call('DELETE', url(A.configRemove), {
      token: t.admin,
      body: { ids: [dev.body.data.id] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
    const gone = await t.server.call('GET', url(A.configGet), {
      token: t.admin,
      query: { id: dev.body.data.id },
    });
    expect(gone.body.code).toBe(40004);
  });

  it('stores encrypted values encrypted and answers them masked', async () => {
    const secret = await addItem({
      configKey: 'db.password',
      configValue: 'Pa55-word!',
      encrypted: true,
      category: 'database',
    });
    expect(secret.body.data).toMatchObject({ configValue: '******', encrypted: true });
    const id = secret.body.data.id;
    expect((await stored(id))?.configValue).toMatch(/^v1\.db\./);
    const answers = [
      await t.server.call('GET', url(A.configGet), { token: t.admin, query: { id } }),
      await t.server.call('POST', url(A.configPage), { token: t.admin, body: { appId } }),
    ];
    for (const answer of answers) {
      expect(JSON.stringify(answer.body)).not.toContain('Pa55-word!');
      expectNothingLeaked(answer.body);
    }

    // Sending the mask back (an edit form) keeps the value; a new one is encrypted again.
    const renamed = await t.server.call<AppConfigItem>('PUT', url(A.configUpdate), {
      token: t.admin,
      body: { id, configValue: '******', remark: 'rotated quarterly' },
    });
    expect(renamed.body.data.configValue).toBe('******');
    const before = (await stored(id))?.configValue;
    const rotated = await t.server.call<AppConfigItem>('PUT', url(A.configUpdate), {
      token: t.admin,
      body: { id, configValue: 'N3w-secret' },
    });
    expect(rotated.body.data.configValue).toBe('******');
    expect((await stored(id))?.configValue).not.toBe(before);
    // Turning encryption off stores (and shows) the plain value again.
    const plain = await t.server.call<AppConfigItem>('PUT', url(A.configUpdate), {
      token: t.admin,
      body: { id, encrypted: false },
    });
    expect(plain.body.data).toMatchObject({ configValue: 'N3w-secret', encrypted: false });
    expect((await stored(id))?.configValue).toBe('N3w-secret');
  });

  it('encrypts with PLATFORM_SECRET_KEY when set, and still reads what the generated key wrote', async () => {
    const old = await addItem({
      configKey: 'old.token',
      configValue: 'Old-t0ken',
      encrypted: true,
    });
    expect((await stored(old.body.data.id))?.configValue).toMatch(/^v1\.db\./);
    const keyed = await createTestServer({
      database: t.server.database,
      secretKey: 'a long random text for the tests',
    });
    try {
      const token = await keyed.signIn('admin');
      const made = await keyed.call<AppConfigItem>('POST', url(A.configCreate), {
        token,
        body: { appId, configKey: 'new.token', configValue: 'N3w-t0ken', encrypted: true },
      });
      expect((await stored(made.body.data.id))?.configValue).toMatch(/^v1\.env\./);
      const shown = await keyed.call<AppConfigItem>('PUT', url(A.configUpdate), {
        token,
        body: { id: old.body.data.id, encrypted: false },
      });
      expect(shown.body.data.configValue).toBe('Old-t0ken');
    } finally {
      await keyed.close();
    }
  });

  it('stores nothing from bad input', async () => {
    await expectRowsUnchanged(t.server, [applications, appConfigs], async () => {
      await expectRefused(t.server, t.admin, [
        ['POST', url(A.appCreate), { appName: 'x' }, 40022, 'body.appCode: is required'],
        [
          'POST',
          url(A.appCreate),
          { appCode: 'x', appName: 'x', homePath: 'no-slash' },
          40022,
          'body.homePath',
        ],
        [
          'POST',
          url(A.appCreate),
          { appCode: 'x', appName: 'x', sort: -1 },
          40022,
          'body.sort: must be at least 0',
        ],
        [
          'POST',
          url(A.configCreate),
          { appId, configKey: 'k' },
          40022,
          'body.configValue: is required',
        ],
        [
          'POST',
          url(A.configCreate),
          { appId, configKey: '9k', configValue: '' },
          40022,
          'body.configKey: has an invalid format',
        ],
        [
          'POST',
          url(A.configCreate),
          { appId, configKey: 'k', configValue: 'v', env: 'staging' },
          40022,
          'body.env: must be one of: dev, test, uat, prod',
        ],
        [
          'POST',
          url(A.configCreate),
          { appId, configKey: 'k', configValue: 'v'.repeat(8001) },
          40022,
          'body.configValue: must be at most 8000 characters',
        ],
        [
          'POST',
          url(A.configCreate),
          { appId: 999999, configKey: 'k', configValue: 'v' },
          40004,
          'Application 999999 was not found.',
        ],
        ['POST', url(A.configPage), {}, 40022, 'body.appId: is required'],
        [
          'POST',
          url(A.configCreate),
          { appId, configKey: 'k', configValue: 'v', remark: 'y'.repeat(1_100_000) },
          41300,
          'larger than 1048576 bytes',
        ],
      ]);
    });
  });

  it('refuses the editor, who lacks every code of both screens', async () => {
    await expectEditorRefused(t.server, t.editor, [
      ['POST', url(A.appPage), {}, 'system:appConfig'],
      ['POST', url(A.appCreate), { appCode: 'x', appName: 'x' }, 'system:appConfig:add'],
      ['DELETE', url(A.appRemove), { ids: [appId] }, 'system:appConfig:remove'],
      ['POST', url(A.configPage), { appId }, 'system:appConfigItem'],
      [
        'POST',
        url(A.configCreate),
        { appId, configKey: 'k', configValue: 'v' },
        'system:appConfigItem:add',
      ],
      ['PUT', url(A.configUpdate), { id: 1 }, 'system:appConfigItem:edit'],
    ]);
  });

  it('treats SQL and wildcards in every search field as plain text', async () => {
    await expectAttacksFindNothing(t.server, t.admin, url(A.appPage), ['appName', 'appCode']);
    await expectAttacksFindNothing(
      t.server,
      t.admin,
      url(A.configPage),
      ['configKey', 'category'],
      {
        appId,
      },
    );
  });
});

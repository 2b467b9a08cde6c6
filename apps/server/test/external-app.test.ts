import {
  API,
  type Api,
  type ExternalApp,
  type ExternalAppWithSecret,
  type Page,
  routeUrl,
} from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apis, externalAppApis, externalApps } from '../src/db/schema/index';
import { managementSuite } from './harness';
import {
  expectAttacksFindNothing,
  expectEditorRefused,
  expectNothingLeaked,
  expectRefused,
  expectRowsUnchanged,
} from './reference-support';
import { testPasswords } from './template';

const E = API.externalApp;
const url = routeUrl;

const t = managementSuite();

const storedApp = async (id: number) =>
  (await t.server.db.select().from(externalApps).where(eq(externalApps.id, id)))[0];
const apiId = async (apiCode: string) =>
  (await t.server.db.select({ id: apis.id }).from(apis).where(eq(apis.apiCode, apiCode)))[0]?.id ??
  0;

describe('external applications', () => {
  it('generates the app key and a secret that is shown once and stored as a hash', async () => {
    const made = await t.server.call<ExternalAppWithSecret>('POST', url(E.create), {
      token: t.admin,
      body: {
        appCode: 'erp',
        appName: ' 企业ERP ',
        grantTypes: ['client_credentials', 'refresh_token'],
        redirectUris: ['https://erp.example.com/callback'],
        ipWhitelist: ['10.0.0.0/8', '192.168.1.20', '::1'],
        scopes: ['dict:read'],
        expiresAt: '2030-01-01T00:00:00.000Z',
        contact: 'erp@example.com',
      },
    });
    const app = made.body.data;
    expect(app).toMatchObject({
      appCode: 'erp',
      appName: '企业ERP',
      status: 1,
      accessTokenValiditySeconds: 7200,
      expiresAt: '2030-01-01T00:00:00.000Z',
      lastUsedAt: null,
    });
    expect(app.appKey).toMatch(/^ak_[0-9a-f]{32}$/);
    expect(app.appSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(app.secretHint).toBe(app.appSecret.slice(-4));
    const row = await storedApp(app.id);
    expect(row?.secretHash).toMatch(/^scrypt\$/);
    expect(row?.secretHash).not.toContain(app.appSecret);
    expect(await testPasswords.verify(app.appSecret, row?.secretHash ?? '')).toBe(true);

    // Never readable again: not in the record, the list, or an update's answer.
    const got = await t.server.call<ExternalApp>('GET', url(E.get), {
      token: t.admin,
      query: { id: app.id },
    });
    expect(got.body.data).not.toHaveProperty('appSecret');
    expect(JSON.stringify(got.body)).not.toContain(app.appSecret);
    const list = await t.server.call<Page<ExternalApp>>('POST', url(E.page), {
      token: t.admin,
      body: { pageSize: 100 },
    });
    expect(JSON.stringify(list.body)).not.toContain(app.appSecret);
    expectNothingLeaked([got.body, list.body]);

    const reset = await t.server.call<ExternalAppWithSecret>('POST', url(E.resetSecret), {
      token: t.admin,
      body: { id: app.id },
    });
    expect(reset.body.data.appSecret).not.toBe(app.appSecret);
    expect(reset.body.data.appKey).toBe(app.appKey);
    const after = await storedApp(app.id);
    expect(await testPasswords.verify(app.appSecret, after?.secretHash ?? '')).toBe(false);
    expect(await testPasswords.verify(reset.body.data.appSecret, after?.secretHash ?? '')).toBe(
      true,
    );
  });

  it('lists, searches, sorts, updates, disables and deletes', async () => {
    const list = async (body: Record<string, unknown>) =>
      (await t.server.call<Page<ExternalApp>>('POST', url(E.page), { token: t.admin, body })).body
        .data;
    expect((await list({ sortBy: 'appCode' })).list.map((a) => a.appCode)).toEqual([
      'demo-crm',
      'erp',
    ]);
    expect((await list({ appName: 'erp' })).list.map((a) => a.appCode)).toEqual(['erp']);
    expect((await list({ appKey: 'ak_demo' })).list.map((a) => a.appCode)).toEqual(['demo-crm']);
    const erp = (await list({ appCode: 'erp' })).list[0];
    const id = erp?.id ?? 0;
    const changed = await t.server.call<ExternalApp>('PUT', url(E.update), {
      token: t.admin,
      body: { id, appName: 'ERP', scopes: [], expiresAt: null, remark: 'x' },
    });
    expect(changed.body.data).toMatchObject({
      appName: 'ERP',
      scopes: [],
      expiresAt: null,
      appKey: erp?.appKey,
    });
    const disabled = await t.server.call<ExternalApp>('PUT', url(E.setStatus), {
      token: t.admin,
      query: { id, status: 0 },
    });
    expect(disabled.body.data.status).toBe(0);
    expect((await list({ status: 0 })).list.map((a) => a.appCode)).toEqual(['erp']);
    const duplicate = await t.server.call('PUT', url(E.update), {
      token: t.admin,
      body: { id, appCode: 'demo-crm' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Application code "demo-crm" is already in use.',
    });
    const removed = await t.server.call('DELETE', url(E.remove), {
      token: t.admin,
      body: { ids: [id] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
    const gone = await t.server.call('POST', url(E.resetSecret), { token: t.admin, body: { id } });
    expect(gone.body).toMatchObject({
      code: 40004,
      message: `External application ${id} was not found.`,
    });
  });

  it('grants only existing, published APIs, replacing the previous grants', async () => {
    const crm = (
      await t.server.call<Page<ExternalApp>>('POST', url(E.page), {
        token: t.admin,
        body: { appCode: 'demo-crm' },
      })
    ).body.data.list[0];
    const appId = crm?.id ?? 0;
    const granted = await t.server.call<Api[]>('GET', url(E.apis), {
      token: t.admin,
      query: { appId },
    });
    expect(granted.body.data.map((a) => a.apiCode)).toEqual(['dict.byCode']);

    const both = await t.server.call<Api[]>('PUT', url(E.grant), {
      token: t.admin,
      body: { appId, apiIds: [await apiId('user.info'), await apiId('dict.byCode')] },
    });
    expect(both.body.data.map((a) => [a.apiCode, a.serverCode])).toEqual([
      ['dict.byCode', 'platform-auth'],
      ['user.info', 'platform-auth'],
    ]);

    await t.server.call('PUT', url(API.apiServer.unpublish), {
      token: t.admin,
      body: { ids: [await apiId('user.info')] },
    });
    const unpublished = await t.server.call('PUT', url(E.grant), {
      token: t.admin,
      body: { appId, apiIds: [await apiId('user.info')] },
    });
    expect(unpublished.body).toMatchObject({
      code: 40009,
      message: 'Only published APIs can be granted: user.info.',
    });
    const unknown = await t.server.call('PUT', url(E.grant), {
      token: t.admin,
      body: { appId, apiIds: [999999] },
    });
    expect(unknown.body).toMatchObject({ code: 40004, message: 'API 999999 was not found.' });
    const none = await t.server.call<Api[]>('PUT', url(E.grant), {
      token: t.admin,
      body: { appId, apiIds: [] },
    });
    expect(none.body.data).toEqual([]);
    expect(
      await t.server.db.select().from(externalAppApis).where(eq(externalAppApis.appId, appId)),
    ).toEqual([]);
  });

  it('stores nothing from bad input', async () => {
    const app = (body: Record<string, unknown>) => ({ appCode: 'bad', appName: 'x', ...body });
    await expectRowsUnchanged(t.server, externalApps, async () => {
      await expectRefused(t.server, t.admin, [
        ['POST', url(E.create), { appCode: 'bad' }, 40022, 'body.appName: is required'],
        [
          'POST',
          url(E.create),
          app({ appCode: 'has space' }),
          40022,
          'body.appCode: has an invalid',
        ],
        [
          'POST',
          url(E.create),
          app({ grantTypes: ['implicit'] }),
          40022,
          'body.grantTypes[0]: must be one of',
        ],
        [
          'POST',
          url(E.create),
          app({ redirectUris: ['not a uri'] }),
          40022,
          'body.redirectUris[0]: must be a valid uri',
        ],
        [
          'POST',
          url(E.create),
          app({ ipWhitelist: ['300.1.1.1'] }),
          40022,
          'body.ipWhitelist[0]: must be an IP address or CIDR',
        ],
        [
          'POST',
          url(E.create),
          app({ ipWhitelist: ['10.0.0.0/40'] }),
          40022,
          'body.ipWhitelist[0]',
        ],
        [
          'POST',
          url(E.create),
          app({ accessTokenValiditySeconds: 5 }),
          40022,
          'body.accessTokenValiditySeconds: must be at least 60',
        ],
        ['POST', url(E.create), app({ expiresAt: 'tomorrow' }), 40022, 'body.expiresAt'],
        [
          'PUT',
          url(E.grant),
          { appId: 1, apiIds: [1, 1] },
          40022,
          'body.apiIds: must not contain duplicates',
        ],
        ['POST', url(E.resetSecret), {}, 40022, 'body.id: is required'],
        [
          'POST',
          url(E.create),
          app({ remark: 'y'.repeat(1_100_000) }),
          41300,
          'larger than 1048576 bytes',
        ],
      ]);
      const badStatus = await t.server.call('PUT', url(E.setStatus), {
        token: t.admin,
        query: { id: 'x', status: 5 },
      });
      expect(badStatus.body.code).toBe(40022);
    });
  });

  it('ignores a secret sent by the caller: the secret is always generated', async () => {
    const made = await t.server.call<ExternalAppWithSecret>('POST', url(E.create), {
      token: t.admin,
      body: { appCode: 'own-secret', appName: 'x', appSecret: 'mine' },
    });
    expect(made.body.data.appSecret).not.toBe('mine');
    const row = await storedApp(made.body.data.id);
    expect(await testPasswords.verify('mine', row?.secretHash ?? '')).toBe(false);
  });

  it('refuses the editor, who lacks every code of the screen', async () => {
    await expectRowsUnchanged(t.server, externalApps, async () => {
      await expectEditorRefused(t.server, t.editor, [
        ['POST', url(E.page), {}, 'system:externalApp'],
        ['POST', url(E.create), { appCode: 'x', appName: 'x' }, 'system:externalApp:add'],
        ['POST', url(E.resetSecret), { id: 1 }, 'system:externalApp:resetSecret'],
        ['PUT', url(E.grant), { appId: 1, apiIds: [] }, 'system:externalApp:grant'],
        ['DELETE', url(E.remove), { ids: [1] }, 'system:externalApp:remove'],
      ]);
    });
  });

  it('treats SQL and wildcards in every search field as plain text', async () => {
    await expectAttacksFindNothing(t.server, t.admin, url(E.page), [
      'appName',
      'appCode',
      'appKey',
    ]);
  });
});

import { API, type Api, type ApiServer, type Page, routeUrl } from '@org/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { apis } from '../src/db/schema/index';
import { managementSuite } from './harness';
import {
  expectAttacksFindNothing,
  expectEditorRefused,
  expectRefused,
  expectRowsUnchanged,
} from './reference-support';

const S = API.apiServer;
const url = routeUrl;

const t = managementSuite();
let serverId: number;

beforeAll(async () => {
  const made = await t.server.call<ApiServer>('POST', url(S.create), {
    token: t.admin,
    body: { serverCode: 'orders-svc', serverName: '订单服务', host: 'orders.internal', port: 8080 },
  });
  serverId = made.body.data.id;
});

describe('APIs of a server', () => {
  it('creates, pages by server, updates, publishes, unpublishes and deletes', async () => {
    const made = await t.server.call<Api>('POST', url(S.apiCreate), {
      token: t.admin,
      body: {
        serverId,
        apiCode: 'svc.orders',
        apiName: ' 订单列表 ',
        method: 'POST',
        path: '/orders/page',
        requestSchema: { type: 'object', properties: { pageNo: { type: 'integer' } } },
      },
    });
    expect(made.body.data).toMatchObject({
      serverId,
      serverCode: 'orders-svc',
      apiName: '订单列表',
      publishStatus: 'DRAFT',
      requestSchema: { type: 'object' },
      responseSchema: null,
    });
    const apiId = made.body.data.id;
    const page = await t.server.call<Page<Api>>('POST', url(S.apiPage), {
      token: t.admin,
      body: { serverId },
    });
    expect(page.body.data.list.map((a) => a.apiCode)).toEqual(['svc.orders']);
    const published = await t.server.call<Page<Api>>('POST', url(S.apiPage), {
      token: t.admin,
      body: { publishStatus: 'PUBLISHED', sortBy: 'path', sortOrder: 'desc' },
    });
    expect(published.body.data.list.map((a) => a.apiCode)).toEqual(['user.info', 'dict.byCode']);

    const changed = await t.server.call<Api>('PUT', url(S.apiUpdate), {
      token: t.admin,
      body: { id: apiId, path: '/orders/list', responseSchema: { type: 'array' } },
    });
    expect(changed.body.data).toMatchObject({
      path: '/orders/list',
      responseSchema: { type: 'array' },
    });

    const publish = await t.server.call('PUT', url(S.publish), {
      token: t.admin,
      body: { ids: [apiId] },
    });
    expect(publish.body.data).toEqual({ affected: 1 });
    const twice = await t.server.call('PUT', url(S.publish), {
      token: t.admin,
      body: { ids: [apiId] },
    });
    expect(twice.body.data).toEqual({ affected: 0 });
    const blocked = await t.server.call('DELETE', url(S.apiRemove), {
      token: t.admin,
      body: { ids: [apiId] },
    });
    expect(blocked.body.code).toBe(40009);
    expect(blocked.body.message).toContain('svc.orders');
    const offline = await t.server.call('PUT', url(S.unpublish), {
      token: t.admin,
      body: { ids: [apiId] },
    });
    expect(offline.body.data).toEqual({ affected: 1 });
    const got = await t.server.call<Api>('GET', url(S.apiGet), {
      token: t.admin,
      query: { id: apiId },
    });
    expect(got.body.data.publishStatus).toBe('OFFLINE');
    const removed = await t.server.call('DELETE', url(S.apiRemove), {
      token: t.admin,
      body: { ids: [apiId] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
    expect(
      (await t.server.call('GET', url(S.apiGet), { token: t.admin, query: { id: apiId } })).body
        .code,
    ).toBe(40004);
    const unknown = await t.server.call('PUT', url(S.publish), {
      token: t.admin,
      body: { ids: [apiId, 999999] },
    });
    expect(unknown.body).toMatchObject({
      code: 40004,
      message: `API ${apiId}, 999999 was not found.`,
    });
    const noServer = await t.server.call('POST', url(S.apiCreate), {
      token: t.admin,
      body: { serverId: 999999, apiCode: 'x.y', apiName: 'x', path: '/x' },
    });
    expect(noServer.body).toMatchObject({
      code: 40004,
      message: 'API server 999999 was not found.',
    });
    const duplicate = await t.server.call('POST', url(S.apiCreate), {
      token: t.admin,
      body: { serverId, apiCode: 'dict.byCode', apiName: 'x', path: '/x' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'API code "dict.byCode" is already in use.',
    });
  });

  it('stores nothing from bad input', async () => {
    const api = (body: Record<string, unknown>) => ({
      serverId,
      apiCode: 'x',
      apiName: 'x',
      path: '/x',
      ...body,
    });
    await expectRowsUnchanged(t.server, apis, async () => {
      await expectRefused(t.server, t.admin, [
        ['POST', url(S.apiCreate), api({ path: 'no-slash' }), 40022, 'body.path'],
        ['POST', url(S.apiCreate), api({ path: '/x?y=1' }), 40022, 'body.path'],
        ['POST', url(S.apiCreate), api({ method: 'TRACE' }), 40022, 'body.method'],
        ['POST', url(S.apiCreate), api({ requestSchema: [1] }), 40022, 'body.requestSchema'],
        ['POST', url(S.apiCreate), api({ apiName: undefined }), 40022, 'body.apiName: is required'],
        [
          'POST',
          url(S.apiCreate),
          { apiCode: 'x', apiName: 'x', path: '/x' },
          40022,
          'body.serverId: is required',
        ],
        ['PUT', url(S.publish), { ids: ['1'] }, 40022, 'body.ids[0]: must be integer'],
        ['PUT', url(S.unpublish), {}, 40022, 'body.ids: is required'],
        [
          'POST',
          url(S.apiCreate),
          api({ remark: 'y'.repeat(300_000) }),
          41300,
          'larger than 262144 bytes',
        ],
      ]);
    });
  });

  it('refuses the editor, who lacks every code of the screen', async () => {
    await expectRowsUnchanged(t.server, apis, async () => {
      await expectEditorRefused(t.server, t.editor, [
        ['POST', url(S.apiPage), {}, 'system:api'],
        [
          'POST',
          url(S.apiCreate),
          { serverId, apiCode: 'x', apiName: 'x', path: '/x' },
          'system:api:add',
        ],
        ['PUT', url(S.apiUpdate), { id: 1, apiName: 'x' }, 'system:api:edit'],
        ['PUT', url(S.publish), { ids: [1] }, 'system:api:publish'],
        ['PUT', url(S.unpublish), { ids: [1] }, 'system:api:publish'],
        ['DELETE', url(S.apiRemove), { ids: [1] }, 'system:api:remove'],
      ]);
    });
  });

  it('treats SQL and wildcards in every search field as plain text', async () => {
    await expectAttacksFindNothing(t.server, t.admin, url(S.apiPage), [
      'apiName',
      'apiCode',
      'path',
    ]);
    await expectAttacksFindNothing(
      t.server,
      t.admin,
      url(S.apiPage),
      ['apiName', 'apiCode', 'path'],
      {
        serverId,
      },
    );
  });
});

import { API, type Api, type ApiServer, type Page, routeUrl } from '@org/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apis } from '../src/db/schema/index';
import { type TestServer, createTestServer } from './harness';
import {
  expectAttacksFindNothing,
  expectEditorRefused,
  expectRefused,
  rowCount,
} from './reference-support';

const S = API.apiServer;
const url = routeUrl;

let server: TestServer;
let admin: string;
let editor: string;
let serverId: number;

beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn('admin');
  editor = await server.signIn('editor');
  const made = await server.call<ApiServer>('POST', url(S.create), {
    token: admin,
    body: { serverCode: 'orders-svc', serverName: '订单服务', host: 'orders.internal', port: 8080 },
  });
  serverId = made.body.data.id;
});
afterAll(() => server.close());

describe('APIs of a server', () => {
  it('creates, pages by server, updates, publishes, unpublishes and deletes', async () => {
    const made = await server.call<Api>('POST', url(S.apiCreate), {
      token: admin,
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
    const page = await server.call<Page<Api>>('POST', url(S.apiPage), {
      token: admin,
      body: { serverId },
    });
    expect(page.body.data.list.map((a) => a.apiCode)).toEqual(['svc.orders']);
    const published = await server.call<Page<Api>>('POST', url(S.apiPage), {
      token: admin,
      body: { publishStatus: 'PUBLISHED', sortBy: 'path', sortOrder: 'desc' },
    });
    expect(published.body.data.list.map((a) => a.apiCode)).toEqual(['user.info', 'dict.byCode']);

    const changed = await server.call<Api>('PUT', url(S.apiUpdate), {
      token: admin,
      body: { id: apiId, path: '/orders/list', responseSchema: { type: 'array' } },
    });
    expect(changed.body.data).toMatchObject({
      path: '/orders/list',
      responseSchema: { type: 'array' },
    });

    const publish = await server.call('PUT', url(S.publish), {
      token: admin,
      body: { ids: [apiId] },
    });
    expect(publish.body.data).toEqual({ affected: 1 });
    const twice = await server.call('PUT', url(S.publish), {
      token: admin,
      body: { ids: [apiId] },
    });
    expect(twice.body.data).toEqual({ affected: 0 });
    const blocked = await server.call('DELETE', url(S.apiRemove), {
      token: admin,
      body: { ids: [apiId] },
    });
    expect(blocked.body.code).toBe(40009);
    expect(blocked.body.message).toContain('svc.orders');
    const offline = await server.call('PUT', url(S.unpublish), {
      token: admin,
      body: { ids: [apiId] },
    });
    expect(offline.body.data).toEqual({ affected: 1 });
    const got = await server.call<Api>('GET', url(S.apiGet), {
      token: admin,
      query: { id: apiId },
    });
    expect(got.body.data.publishStatus).toBe('OFFLINE');
    const removed = await server.call('DELETE', url(S.apiRemove), {
      token: admin,
      body: { ids: [apiId] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
    expect(
      (await server.call('GET', url(S.apiGet), { token: admin, query: { id: apiId } })).body.code,
    ).toBe(40004);
    const unknown = await server.call('PUT', url(S.publish), {
      token: admin,
      body: { ids: [apiId, 999999] },
    });
    expect(unknown.body).toMatchObject({
      code: 40004,
      message: `API ${apiId}, 999999 was not found.`,
    });
    const noServer = await server.call('POST', url(S.apiCreate), {
      token: admin,
      body: { serverId: 999999, apiCode: 'x.y', apiName: 'x', path: '/x' },
    });
    expect(noServer.body).toMatchObject({
      code: 40004,
      message: 'API server 999999 was not found.',
    });
    const duplicate = await server.call('POST', url(S.apiCreate), {
      token: admin,
      body: { serverId, apiCode: 'dict.byCode', apiName: 'x', path: '/x' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'API code "dict.byCode" is already in use.',
    });
  });

  it('stores nothing from bad input', async () => {
    const before = await rowCount(server, apis);
    const api = (body: Record<string, unknown>) => ({
      serverId,
      apiCode: 'x',
      apiName: 'x',
      path: '/x',
      ...body,
    });
    await expectRefused(server, admin, [
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
    expect(await rowCount(server, apis)).toBe(before);
  });

  it('refuses the editor, who lacks every code of the screen', async () => {
    const before = await rowCount(server, apis);
    await expectEditorRefused(server, editor, [
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
    expect(await rowCount(server, apis)).toBe(before);
  });

  it('treats SQL and wildcards in every search field as plain text', async () => {
    await expectAttacksFindNothing(server, admin, url(S.apiPage), ['apiName', 'apiCode', 'path']);
    await expectAttacksFindNothing(server, admin, url(S.apiPage), ['apiName', 'apiCode', 'path'], {
      serverId,
    });
  });
});

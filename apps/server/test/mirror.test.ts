import { API, MANAGEMENT_DIRECTORY, type RouteRecord, routeUrl } from '@org/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

const MOCK_LOGIN = routeUrl(API.dev.mockLogin);
const MOCK_INFO = routeUrl(API.dev.mockInfo);

describe('vue-admin-template mirror', () => {
  it('signs admin and editor in with the fixed tokens', async () => {
    const admin = await server.call('POST', MOCK_LOGIN, {
      body: { username: 'admin', password: 'Admin@123' },
    });
    expect(admin.body).toEqual({ code: 20000, message: 'success', data: { token: 'admin-token' } });
    const editor = await server.call('POST', MOCK_LOGIN, {
      body: { account: ' editor ', password: 'Editor@123' },
    });
    expect(editor.body.data).toEqual({ token: 'editor-token' });
  });

  it("answers 60204 'Account and password are incorrect.' otherwise", async () => {
    for (const body of [
      { username: 'admin', password: 'wrong' },
      { username: 'zhangsan', password: 'Init@123456' },
      { username: 'nobody', password: 'x' },
    ]) {
      expect((await server.call('POST', MOCK_LOGIN, { body })).body).toEqual({
        code: 60204,
        message: 'Account and password are incorrect.',
        data: null,
      });
    }
    const missing = await server.call('POST', MOCK_LOGIN, { body: { username: 'admin' } });
    expect(missing.body).toMatchObject({ code: 40022, message: 'body.password: is required' });
  });

  it('describes the users of the fixed tokens', async () => {
    const admin = await server.call('GET', MOCK_INFO, { query: { token: 'admin-token' } });
    expect(admin.body.data).toEqual({
      roles: ['admin'],
      introduction: 'I am a super administrator',
      avatar: '',
      name: '系统管理员',
    });
    const editor = await server.call('GET', MOCK_INFO, { query: { token: 'editor-token' } });
    expect(editor.body.data).toMatchObject({ roles: ['editor', 'common'], name: '普通编辑' });
  });

  it("answers 50008 'Login failed, unable to get user details.' for other tokens", async () => {
    const real = await server.signIn('admin');
    for (const token of ['visitor-token', real]) {
      expect((await server.call('GET', MOCK_INFO, { query: { token } })).body).toEqual({
        code: 50008,
        message: 'Login failed, unable to get user details.',
        data: null,
      });
    }
    const missing = await server.call('GET', MOCK_INFO);
    expect(missing.body).toMatchObject({ code: 40022, message: 'query.token: is required' });
  });

  it('signs out', async () => {
    const answer = await server.call('POST', routeUrl(API.dev.mockLogout));
    expect(answer.body).toEqual({ code: 20000, message: 'success', data: 'success' });
  });

  it('does not open the real API with the fixed tokens', async () => {
    const answer = await server.call('GET', routeUrl(API.auth.userInfo), { token: 'admin-token' });
    expect(answer.body.code).toBe(50008);
  });
});

describe('route list', () => {
  const menuNames = MANAGEMENT_DIRECTORY.menus.map((menu) => menu.routeName);

  it('gives the admin every management screen, with roles and hidden pages', async () => {
    const token = await server.signIn('admin');
    const answer = await server.call<RouteRecord[]>('GET', routeUrl(API.dev.routerList), { token });
    const [system] = answer.body.data;
    expect(answer.body.data).toHaveLength(1);
    expect(system).toMatchObject({
      path: '/system',
      name: 'System',
      component: 'Layout',
      redirect: '/system/dashboard',
      meta: { title: '系统管理', resourceType: 'DIR', roles: ['admin', 'common', 'editor'] },
    });
    expect(system?.children?.map((route) => route.name)).toEqual(menuNames);
    const user = system?.children?.find((route) => route.name === 'UserManagement');
    expect(user).toMatchObject({
      path: 'user',
      component: 'system/user/index',
      hidden: false,
      meta: { title: '用户管理', titleEn: 'Users', icon: 'user', roles: ['admin', 'editor'] },
    });
    expect(user?.children).toBeUndefined();
    const apiServer = system?.children?.find((route) => route.name === 'ApiServer');
    expect(apiServer?.children).toEqual([
      expect.objectContaining({
        name: 'ApiList',
        path: 'api',
        hidden: true,
        meta: expect.objectContaining({ resourceType: 'PAGE', roles: ['admin'] }),
      }),
    ]);
  });

  it("gives the editor only the screens the editor's roles hold", async () => {
    const token = await server.signIn('editor');
    const answer = await server.call<RouteRecord[]>('GET', routeUrl(API.dev.routerList), { token });
    expect(answer.body.data[0]?.children?.map((route) => route.name)).toEqual([
      'Organization',
      'UserManagement',
      'OfficeManagement',
      'MyDepartment',
      'DataDictionary',
      'ClassificationDictionary',
      'CalendarManagement',
    ]);
  });
});

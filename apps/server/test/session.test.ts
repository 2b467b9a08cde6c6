import { API, type UserInfo, routeUrl } from '@org/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from './harness';

const LOGIN = routeUrl(API.auth.login);
const USER_INFO = routeUrl(API.auth.userInfo);
const LOGOUT = routeUrl(API.auth.logout);
const PAGE_RESOURCES = routeUrl(API.auth.pageResources);

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('sign-in', () => {
  it('accepts account and password as query parameters; data is the token', async () => {
    const answer = await server.call<string>('POST', LOGIN, {
      query: { account: 'admin', password: 'Admin@123' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 20000, message: 'success' });
    expect(answer.body.data).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts a JSON body and a form body, and trims the account', async () => {
    const json = await server.call<string>('POST', LOGIN, {
      body: { account: '  editor  ', password: 'Editor@123' },
    });
    expect(json.body.code).toBe(20000);
    const form = await server.call<string>('POST', LOGIN, {
      body: 'account=%20admin&password=Admin%40123',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(form.body.code).toBe(20000);
  });

  it('takes an empty JSON body for no body', async () => {
    const answer = await server.call<string>('POST', LOGIN, {
      query: { account: 'admin', password: 'Admin@123' },
      body: '',
      contentType: 'application/json',
    });
    expect(answer.body.code).toBe(20000);
  });

  it('works through the platform HTTP client', async () => {
    const token = await server.client().post<string>('/sysUser/v1/login', undefined, {
      params: { account: 'admin', password: 'Admin@123' },
    });
    const info = await server.client(token).get<UserInfo>('/sysUser/v1/login/userInfo');
    expect(info.account).toBe('admin');
  });

  it('answers 60204 with the spec message for a wrong password or an unknown account', async () => {
    for (const body of [
      { account: 'admin', password: 'wrong' },
      { account: 'nobody', password: 'Admin@123' },
    ]) {
      const answer = await server.call('POST', LOGIN, { body });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        code: 60204,
        message: 'Account and password are incorrect.',
        data: null,
      });
    }
  });

  it('says its refusals in Chinese when the request asks for zh-CN', async () => {
    const headers = { 'accept-language': 'zh-CN' };
    const wrong = await server.call('POST', LOGIN, {
      body: { account: 'nobody', password: 'Admin@123' },
      headers,
    });
    expect(wrong.body).toEqual({ code: 60204, message: '账号或密码错误。', data: null });
    const blank = await server.call('POST', LOGIN, {
      query: { account: '   ', password: 'x' },
      headers,
    });
    expect(blank.body).toEqual({
      code: 40022,
      message: 'body.account：不能为空',
      data: { errors: [{ field: 'body.account', message: '不能为空' }] },
    });
  });

  it('names the field of wrong types and missing fields (40022)', async () => {
    const wrongType = await server.call('POST', LOGIN, { body: { account: 42, password: true } });
    expect(wrongType.body.code).toBe(40022);
    expect(wrongType.body.data).toEqual({
      errors: [
        { field: 'body.account', message: 'must be string' },
        { field: 'body.password', message: 'must be string' },
      ],
    });
    const missing = await server.call('POST', LOGIN, { body: { password: 'x' } });
    expect(missing.body).toMatchObject({ code: 40022, message: 'body.account: is required' });
    const blank = await server.call('POST', LOGIN, { query: { account: '   ', password: 'x' } });
    expect(blank.body).toMatchObject({ code: 40022, message: 'body.account: is required' });
    const noPassword = await server.call('POST', LOGIN, { query: { account: 'admin' } });
    expect(noPassword.body).toMatchObject({ code: 40022, message: 'body.password: is required' });
    const tooLong = await server.call('POST', LOGIN, {
      body: { account: 'a'.repeat(65), password: 'x' },
    });
    expect(tooLong.body).toMatchObject({
      code: 40022,
      message: 'body.account: must be at most 64 characters',
    });
  });

  it('refuses an oversized body with 41300 and no stack trace', async () => {
    const answer = await server.call('POST', LOGIN, {
      body: { account: 'admin', password: 'x'.repeat(5000) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      code: 41300,
      message: 'The request body is larger than 4096 bytes.',
      data: { limit: 4096 },
    });
  });

  it('answers malformed JSON with 40000', async () => {
    const answer = await server.call('POST', LOGIN, {
      body: '{"account": ',
      contentType: 'application/json',
    });
    expect(answer.body).toMatchObject({ code: 40000, message: 'The body is not valid JSON.' });
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.js/);
  });
});

describe('user info', () => {
  it('describes the admin: roles as menu, roleList, organisations and every resource code', async () => {
    const token = await server.signIn('admin');
    const answer = await server.call<UserInfo>('GET', USER_INFO, { token });
    const info = answer.body.data;
    expect(answer.body.code).toBe(20000);
    expect(info).toMatchObject({
      username: '系统管理员',
      account: 'admin',
      name: '系统管理员',
      personImage: null,
      avatar: null,
      menu: ['admin'],
      roleList: [{ roleCode: 'admin', roleName: '超级管理员' }],
      orgNames: ['示例集团'],
      isAdmin: true,
    });
    const codes = info.resources.map((resource) => resource.resourceCode);
    expect(codes).toEqual(expect.arrayContaining(['system', 'system:user', 'system:user:add']));
    expect(codes.length).toBeGreaterThan(100);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('accepts the token as the `token` query parameter (the shell does this)', async () => {
    const token = await server.signIn('editor');
    const answer = await server.call<UserInfo>('GET', USER_INFO, { query: { token } });
    expect(answer.body.data).toMatchObject({
      account: 'editor',
      menu: ['editor', 'common'],
      orgNames: ['研发部'],
      isAdmin: false,
    });
    const codes = answer.body.data.resources.map((resource) => resource.resourceCode);
    expect(codes).toContain('system:dict');
    expect(codes).not.toContain('system:dict:add');
  });

  it('answers 40001 without a token and 50008 for an unknown token', async () => {
    expect((await server.call('GET', USER_INFO)).body.code).toBe(40001);
    expect((await server.call('GET', USER_INFO, { token: 'not-a-token' })).body).toEqual({
      code: 50008,
      message: 'Illegal token.',
      data: null,
    });
  });
});

describe('sign-out', () => {
  it('ends the session: the token is refused afterwards', async () => {
    const token = await server.signIn('editor');
    const answer = await server.call('POST', LOGOUT, { query: { token } });
    expect(answer.body).toEqual({ code: 20000, message: 'success', data: 'success' });
    expect((await server.call('GET', USER_INFO, { token })).body.code).toBe(50008);
    expect((await server.call('POST', LOGOUT, { token })).body.code).toBe(50008);
  });
});

describe('page resources', () => {
  it('lists the buttons of a page that the caller holds', async () => {
    const admin = await server.signIn('admin');
    const all = await server.call<{ resourceCode: string; resourceType: string }[]>(
      'GET',
      PAGE_RESOURCES,
      { token: admin, query: { pageCode: 'system:dict' } },
    );
    expect(all.body.data.map((r) => r.resourceCode)).toEqual([
      'system:dict:add',
      'system:dict:edit',
      'system:dict:remove',
      'system:dict:export',
      'system:dict:status',
    ]);
    const editor = await server.signIn('editor');
    const some = await server.call<{ resourceCode: string }[]>('GET', PAGE_RESOURCES, {
      token: editor,
      query: { pageCode: 'system:category' },
    });
    expect(some.body.data.map((r) => r.resourceCode)).toEqual([
      'system:category:add',
      'system:category:edit',
    ]);
  });

  it('finds a page by id too, and lists its sub-pages', async () => {
    const admin = await server.signIn('admin');
    const byCode = await server.call<{ id: number; parentId: number }[]>('GET', PAGE_RESOURCES, {
      token: admin,
      query: { pageCode: 'system:apiServer' },
    });
    const children = byCode.body.data;
    expect(children.map((r) => (r as unknown as { resourceType: string }).resourceType)).toContain(
      'PAGE',
    );
    const byId = await server.call('GET', PAGE_RESOURCES, {
      token: admin,
      query: { pageId: children[0]?.parentId ?? 0 },
    });
    expect(byId.body.data).toEqual(children);
  });

  it('answers 40022 without a page, 40004 for an unknown one, and checks types', async () => {
    const admin = await server.signIn('admin');
    expect((await server.call('GET', PAGE_RESOURCES, { token: admin })).body.code).toBe(40022);
    expect(
      (await server.call('GET', PAGE_RESOURCES, { token: admin, query: { pageCode: 'no:such' } }))
        .body.code,
    ).toBe(40004);
    const wrong = await server.call('GET', PAGE_RESOURCES, {
      token: admin,
      query: { pageId: 'abc' },
    });
    expect(wrong.body).toMatchObject({ code: 40022, message: 'query.pageId: must be integer' });
  });
});

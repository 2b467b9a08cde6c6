import { API, type DictWithItems, type UserInfo, routeUrl } from '@org/api-contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, createTestServer } from './harness';

// Two instances of the platform on one database, as behind a load balancer. Each has its own
// caches; what one changes, the other must see.
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  first = await createTestServer();
  second = await createTestServer({ database: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('several instances on one database', () => {
  it('accept a session started on the other one (sessions live in the database)', async () => {
    const token = await first.signIn('editor');
    const info = await second.call<UserInfo>('GET', routeUrl(API.auth.userInfo), { token });
    expect(info.body.data.account).toBe('editor');
  });

  it('refuse a token signed out on the other one, although they had it cached', async () => {
    const token = await first.signIn('editor');
    expect((await second.call('GET', routeUrl(API.auth.userInfo), { token })).body.code).toBe(
      20000,
    );
    expect((await first.call('POST', routeUrl(API.auth.logout), { token })).body.code).toBe(20000);
    await expect
      .poll(
        async () => (await second.call('GET', routeUrl(API.auth.userInfo), { token })).body.code,
      )
      .toBe(50008);
  });

  it('answer dictionary changes made on the other one', async () => {
    const admin = await first.signIn('admin');
    const lookup = async () =>
      (
        await second.call<DictWithItems[]>('POST', routeUrl(API.dict.byCode), {
          token: admin,
          body: ['gender'],
        })
      ).body.data[0]?.list.length;
    expect(await lookup()).toBe(3);
    const gender = await first.call<{ list: { id: number }[] }>('POST', routeUrl(API.dict.paging), {
      token: admin,
      body: { dictCode: 'gender' },
    });
    await first.call('POST', routeUrl(API.dict.createItem), {
      token: admin,
      body: { dictId: gender.body.data.list[0]?.id, itemText: '其他', itemValue: '9', sort: 9 },
    });
    await expect.poll(lookup).toBe(4);
  });

  it('drop cached permissions and sessions when the database changes behind their back', async () => {
    // Changes made by plain SQL (another tool, a later route that forgets to invalidate):
    // the tables' triggers announce them to every instance.
    const token = await first.signIn('editor');
    const codes = async () =>
      (
        await second.call<UserInfo>('GET', routeUrl(API.auth.userInfo), { token })
      ).body.data?.resources.map((resource) => resource.resourceCode) ?? [];
    expect(await codes()).toContain('system:calendar');
    await first.db.execute(sql`
      delete from sys_role_resource
       where role_id = (select id from sys_role where role_code = 'editor')
         and resource_id = (select id from sys_resource where resource_code = 'system:calendar')`);
    await expect.poll(codes).not.toContain('system:calendar');

    const info = async () =>
      (await second.call<UserInfo>('GET', routeUrl(API.auth.userInfo), { token })).body;
    expect((await info()).data?.username).toBe('普通编辑');
    await first.db.execute(
      sql`update sys_user set username = 'Renamed Editor' where account = 'editor'`,
    );
    await expect.poll(async () => (await info()).data?.username).toBe('Renamed Editor');
    await first.db.execute(sql`update sys_user set status = 0 where account = 'editor'`);
    await expect.poll(async () => (await info()).code).toBe(50008);
    await first.db.execute(sql`update sys_user set status = 1 where account = 'editor'`);
  });

  it('share the sign-in lockout and rate limits (counted in the database)', async () => {
    const login = (server: TestServer, password: string) =>
      server.call('POST', routeUrl(API.auth.login), { body: { account: 'lisi', password } });
    for (let i = 0; i < 4; i++) {
      expect((await login(i % 2 === 0 ? first : second, 'wrong')).body.code).toBe(60204);
    }
    expect((await login(second, 'wrong')).body.code).toBe(42300);
    expect((await login(first, 'Init@123456')).body.code).toBe(42300);
  });
});

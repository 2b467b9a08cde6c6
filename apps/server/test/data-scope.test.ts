/**
 * Data scopes (decision 0018): each list and read of people and their records answers what
 * the union of the caller's roles' scopes allows, and changes outside it are refused.
 */
import {
  API,
  FORM_PERMISSIONS,
  type FileEntry,
  PERMISSIONS,
  type Page,
  type Submission,
  type User,
} from '@org/api-contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, storedFiles, users } from '../src/db/schema/index';
import { managementSuite } from './harness';
import { countOf } from './people-fixtures';

const t = managementSuite();
const INIT = 'Init@123456';
const BASE = '/form-service/submission/v1';

type Scope = 'ALL' | 'CUSTOM' | 'ORG' | 'ORG_AND_CHILD' | 'SELF';

/** A role with the user, organisation, group and form screens, and the given data scope. */
async function scopedRole(code: string, dataScope: Scope, orgCodes: string[] = []) {
  const role = await t.call(API.role.create, t.admin, {
    body: { roleCode: code, roleName: code },
  });
  const roleId = role.body.data.id;
  const codes = [
    PERMISSIONS.system,
    ...Object.values(PERMISSIONS.user),
    ...Object.values(PERMISSIONS.org),
    ...Object.values(PERMISSIONS.userGroup),
    ...Object.values(PERMISSIONS.position),
    FORM_PERMISSIONS.view,
  ];
  const resourceIds = await Promise.all(codes.map((c) => t.id.resource(c)));
  await t.call(API.role.grant, t.admin, { body: { roleId, resourceIds } });
  const orgIds = await Promise.all(orgCodes.map((c) => t.id.org(c)));
  const scoped = await t.call(API.role.setDataScope, t.admin, {
    body: { roleId, dataScope, ...(dataScope === 'CUSTOM' ? { orgIds } : {}) },
  });
  expect(scoped.body.code, scoped.body.message).toBe(20000);
  return roleId;
}

/** A new user in `orgCode` holding `roleIds`, signed in. */
async function person(account: string, orgCode: string, roleIds: number[]) {
  const created = await t.call(API.user.create, t.admin, {
    body: { account, username: account, mainOrgId: await t.id.org(orgCode), roleIds },
  });
  expect(created.body.code, created.body.message).toBe(20000);
  return { id: created.body.data.id, token: await t.server.signIn(account, INIT) };
}

async function userAccounts(token: string, body: Record<string, unknown> = {}) {
  const answer = await t.call(API.user.page, token, { body: { pageSize: 100, ...body } });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data.list.map((user: User) => user.account).sort();
}

const treeNames = async (token: string) => {
  const answer = await t.call(API.org.tree, token);
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data.map((node) => [
    node.orgName,
    (node.children ?? []).map((child) => child.orgName),
  ]);
};

let shanghaiManager: { id: number; token: string };
let rdRole: number;

beforeAll(async () => {
  rdRole = await scopedRole('sh_manager', 'ORG_AND_CHILD');
  shanghaiManager = await person('sh.manager', 'SH', [rdRole]);
});

describe('user lists by data scope', () => {
  it('answers each scope exactly, and the union of a user’s roles', async () => {
    // The seeded editor: 本机构及下级 in 研发部 (and 仅本人 through the developers' group).
    expect(await userAccounts(t.editor)).toEqual(['editor', 'zhangsan']);
    // 本机构及下级 in 上海分公司: its departments' people too.
    expect(await userAccounts(shanghaiManager.token)).toEqual(['lisi', 'sh.manager', 'wangwu']);

    const self = await person('only.me', 'SH-FIN', [await scopedRole('only_me', 'SELF')]);
    expect(await userAccounts(self.token)).toEqual(['only.me']);
    const own = await person('own.org', 'SH-FIN', [await scopedRole('own_org', 'ORG')]);
    expect(await userAccounts(own.token)).toEqual(['lisi', 'only.me', 'own.org']);
    const custom = await scopedRole('custom_hr', 'CUSTOM', ['SH-HR', 'BJ-MKT']);
    const picked = await person('picked', 'HQ', [custom]);
    expect(await userAccounts(picked.token)).toEqual(['picked', 'wangwu']);
    // Two roles: the union of both scopes.
    const both = await person('both', 'HQ', [custom, await t.id.role('only_me')]);
    expect(await userAccounts(both.token)).toEqual(['both', 'wangwu']);
    await t.call(API.user.setOrgs, t.admin, {
      body: { userId: both.id, orgIds: [await t.id.org('HQ'), await t.id.org('SH-FIN')] },
    });
    await t.call(API.role.setDataScope, t.admin, {
      body: { roleId: await t.id.role('only_me'), dataScope: 'ORG' },
    });
    // The change of a role's scope and of the user's organisations shows at once.
    expect(await userAccounts(both.token)).toEqual(
      ['admin', 'both', 'lisi', 'only.me', 'own.org', 'picked', 'wangwu'].sort(),
    );
    // Filters narrow within the scope, never beyond it.
    expect(
      await userAccounts(t.editor, { orgId: await t.id.org('SH'), withDescendants: true }),
    ).toEqual([]);
    expect(await userAccounts(t.editor, { account: 'lisi' })).toEqual([]);
  });

  it('refuses reading and changing a user outside the scope, naming them', async () => {
    const lisi = await t.id.user('lisi');
    const outside = {
      code: 40003,
      message: 'User "lisi" is outside your data scope.',
      data: { dataScope: true },
    };
    expect((await t.call(API.user.get, t.editor, { query: { id: lisi } })).body).toEqual(outside);
    const zhangsan = await t.id.user('zhangsan');
    expect((await t.call(API.user.get, t.editor, { query: { id: zhangsan } })).body.code).toBe(
      20000,
    );

    const manager = shanghaiManager.token;
    const before = await countOf(t.server, users);
    const editor = await t.id.user('editor');
    const refusedOf = (account: string) => ({
      code: 40003,
      message: `User "${account}" is outside your data scope.`,
    });
    for (const [route, body] of [
      [API.user.update, { id: editor, username: 'x' }],
      [API.user.remove, { ids: [editor] }],
      [API.user.resetPassword, { id: editor }],
      [API.user.setStatus, { ids: [editor], status: 0 }],
      [API.user.unlock, { ids: [editor] }],
      [API.user.setRoles, { userId: editor, roleIds: [] }],
    ] as const) {
      expect((await t.call(route, manager, { body })).body).toMatchObject(refusedOf('editor'));
    }
    expect(await countOf(t.server, users)).toBe(before);
    const changed = await t.call(API.user.update, manager, {
      body: { id: lisi, username: '李四 (上海)' },
    });
    expect(changed.body.data.username).toBe('李四 (上海)');
  });

  it('creates users only in organisations within the scope', async () => {
    const manager = shanghaiManager.token;
    const rd = await t.id.org('BJ-RD');
    const elsewhere = await t.call(API.user.create, manager, {
      body: { account: 'far.away', username: 'x', mainOrgId: rd },
    });
    expect(elsewhere.body).toMatchObject({
      code: 40003,
      message: 'Organisation "研发部" is outside your data scope.',
    });
    const nowhere = await t.call(API.user.create, manager, {
      body: { account: 'no.org', username: 'x' },
    });
    expect(nowhere.body).toMatchObject({
      code: 40003,
      message: 'A user without an organisation is outside your data scope.',
    });
    const hr = await t.id.org('SH-HR');
    const made = await t.call(API.user.create, manager, {
      body: { account: 'new.hr', username: 'x', orgIds: [hr] },
    });
    expect(made.body.code, made.body.message).toBe(20000);
    expect(await userAccounts(manager, { account: 'new.hr' })).toEqual(['new.hr']);
    const moved = await t.call(API.user.setOrgs, manager, {
      body: { userId: made.body.data.id, orgIds: [rd] },
    });
    expect(moved.body.code).toBe(40003);
  });
});

describe('organisations, groups and members by data scope', () => {
  it('shows the part of the tree in scope, and changes only that part', async () => {
    expect(await treeNames(t.editor)).toEqual([['研发部', []]]);
    expect(await treeNames(shanghaiManager.token)).toEqual([
      ['上海分公司', ['财务部', '人力资源部']],
    ]);
    const roots = await t.call(API.org.children, shanghaiManager.token);
    expect(roots.body.data.map((org) => org.orgName)).toEqual(['上海分公司']);
    const page = await t.call(API.org.page, t.editor, { body: {} });
    expect(page.body.data.list.map((org) => org.orgName)).toEqual(['研发部']);
    const bj = await t.id.org('BJ');
    expect((await t.call(API.org.get, t.editor, { query: { id: bj } })).body).toMatchObject({
      code: 40003,
      message: 'Organisation "北京分公司" is outside your data scope.',
    });

    const manager = shanghaiManager.token;
    const top = await t.call(API.org.create, manager, {
      body: { orgCode: 'SH-TOP', orgName: 'x', parentId: null },
    });
    expect(top.body.message).toBe(
      'The top level of the organisation tree is outside your data scope.',
    );
    const underBj = await t.call(API.org.create, manager, {
      body: { orgCode: 'SH-BJ', orgName: 'x', parentId: bj },
    });
    expect(underBj.body.code).toBe(40003);
    expect(
      (await t.call(API.org.update, manager, { body: { id: bj, orgName: 'x' } })).body.code,
    ).toBe(40003);
    const lab = await t.call(API.org.create, manager, {
      body: { orgCode: 'SH-LAB', orgName: '实验室', parentId: await t.id.org('SH') },
    });
    expect(lab.body.code, lab.body.message).toBe(20000);
    // Below the manager's organisation: in scope at once.
    const [[, below]] = (await treeNames(manager)) as [[string, string[]]];
    expect(below).toContain('实验室');
  });

  it('lists the groups with a member in scope, and only the members in scope', async () => {
    const developers = await t.id.group('developers');
    const mixed = await t.call(API.userGroup.create, t.admin, {
      body: { groupCode: 'mixed', groupName: '混合组' },
    });
    const mixedId = mixed.body.data.id;
    const people = await Promise.all(['lisi', 'zhangsan'].map((a) => t.id.user(a)));
    await t.call(API.userGroup.addMembers, t.admin, {
      body: { groupId: mixedId, userIds: people },
    });
    const groups = await t.call(API.userGroup.page, shanghaiManager.token, { body: {} });
    expect(groups.body.data.list.map((group) => group.groupCode)).toEqual(['mixed']);
    const members = await t.call(API.userGroup.members, shanghaiManager.token, {
      body: { groupId: mixedId },
    });
    expect(members.body.data.list.map((user) => user.account)).toEqual(['lisi']);
    const hidden = await t.call(API.userGroup.get, shanghaiManager.token, {
      query: { id: developers },
    });
    expect(hidden.body.message).toBe('User group "开发组" is outside your data scope.');
    const add = await t.call(API.userGroup.addMembers, shanghaiManager.token, {
      body: { groupId: mixedId, userIds: [await t.id.user('editor')] },
    });
    expect(add.body.message).toBe('User "editor" is outside your data scope.');
    const roleUsers = await t.call(API.role.users, shanghaiManager.token, {
      body: { roleId: await t.id.role('common') },
    });
    expect(roleUsers.body.data.list.map((user) => user.account).sort()).toEqual(['lisi', 'wangwu']);
  });
});

describe('records by their owner’s data scope', () => {
  it('lists, reads and exports the submissions of the people in scope', async () => {
    const forms = await t.call(API.forms.page, t.admin, { body: { appCode: 'demo' } });
    const leave = forms.body.data.list.find((form) => form.formCode === 'leave_request');
    const data = {
      applicant: 'x',
      leaveType: 'annual',
      startDate: '2024-05-01',
      endDate: '2024-05-03',
      days: 3,
    };
    const submit = async (token: string) => {
      const answer = await t.server.call<Submission>('POST', `${BASE}/submission`, {
        token,
        body: { formId: leave?.id, data },
      });
      expect(answer.body.code, answer.body.message).toBe(20000);
      return answer.body.data;
    };
    const lisi = await t.server.signIn('lisi', INIT);
    const fromShanghai = await submit(lisi);
    const fromBeijing = await submit(t.editor);
    const page = await t.server.call<Page<Submission>>('POST', `${BASE}/page`, {
      token: shanghaiManager.token,
      body: { formId: leave?.id, pageSize: 100 },
    });
    const ids = page.body.data.list.map((submission) => submission.id);
    expect(ids).toContain(fromShanghai.id);
    expect(ids).not.toContain(fromBeijing.id);
    expect(page.body.data.list.every((s) => s.submitterName !== '编辑')).toBe(true);
    const read = await t.server.call('GET', `${BASE}/submission`, {
      token: shanghaiManager.token,
      query: { id: fromBeijing.id },
    });
    expect(read.body).toMatchObject({
      code: 40003,
      message: 'User "editor" is outside your data scope.',
    });

    const csv = await fetch(new URL(`${BASE}/export?formId=${leave?.id}`, t.server.url), {
      headers: { 'x-token': shanghaiManager.token },
    });
    const lines = (await csv.text()).trim().split('\r\n').slice(1);
    expect(lines.map((line) => Number(line.split(',')[0])).sort()).toEqual([...ids].sort());
  });

  it('lists the files uploaded by the people in scope', async () => {
    const [demo] = await t.server.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.appCode, 'demo'));
    const now = t.server.clock.now();
    const row = (key: string, ownerId: number) => ({
      fileKey: key,
      ownerId,
      appId: demo?.id ?? null,
      fsize: 1,
      hash: 'x',
      createdAt: now,
      updatedAt: now,
    });
    await t.server.db
      .insert(storedFiles)
      .values([
        row('scope/lisi.txt', await t.id.user('lisi')),
        row('scope/editor.txt', await t.id.user('editor')),
      ]);
    const page = await t.call(API.files.page, shanghaiManager.token, {
      body: { appId: demo?.id ?? 0, fileName: 'scope/' },
    });
    expect(page.body.data.list.map((file: FileEntry) => file.key)).toEqual(['scope/lisi.txt']);
    await t.server.db.execute(sql`delete from sys_stored_file where file_key like 'scope/%'`);
  });
});

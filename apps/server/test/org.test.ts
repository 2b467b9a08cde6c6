import { API, type Org, type OrgNode, type UserInfo } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { orgs } from '../src/db/schema/index';
import { managementSuite } from './harness';
import { ATTACKS, countOf, expectNoLeak, refusedFor } from './people-fixtures';

const O = API.org;
const t = managementSuite();

const codesOf = (nodes: OrgNode[] | undefined): string[] =>
  (nodes ?? []).map((node) => node.orgCode);
const create = async (body: Record<string, unknown>) => {
  const answer = await t.call(O.create, t.admin, { body });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
};

describe('organisation tree', () => {
  it('answers the seeded tree nested, with leaders, ancestors and hasChildren', async () => {
    const tree = (await t.call(O.tree, t.admin)).body.data;
    expect(codesOf(tree)).toEqual(['HQ']);
    const hq = tree[0];
    expect(codesOf(hq?.children)).toEqual(['BJ', 'SH']);
    const bj = hq?.children?.[0];
    expect(codesOf(bj?.children)).toEqual(['BJ-RD', 'BJ-MKT']);
    const rd = bj?.children?.[0];
    expect(rd).toMatchObject({
      orgName: '研发部',
      orgCategory: 'dept',
      leaderName: '普通编辑',
      ancestorIds: [hq?.id, bj?.id],
      hasChildren: false,
    });
    expect(rd?.children).toBeUndefined();
    expect(hq?.hasChildren).toBe(true);
  });

  it('answers the matches of a keyword (name or code, any case) with their ancestors', async () => {
    const finance = (await t.call(O.tree, t.admin, { query: { keyword: '财务' } })).body.data;
    expect(codesOf(finance)).toEqual(['HQ']);
    expect(codesOf(finance[0]?.children)).toEqual(['SH']);
    expect(codesOf(finance[0]?.children?.[0]?.children)).toEqual(['SH-FIN']);
    const beijing = (await t.call(O.tree, t.admin, { query: { keyword: 'bj-' } })).body.data;
    expect(codesOf(beijing[0]?.children?.[0]?.children)).toEqual(['BJ-RD', 'BJ-MKT']);
    const none = await t.call(O.tree, t.admin, { query: { keyword: 'nowhere' } });
    expect(none.body.data).toEqual([]);
  });

  it('loads children lazily', async () => {
    const roots = (await t.call(O.children, t.admin)).body.data;
    expect(roots.map((org) => [org.orgCode, org.hasChildren])).toEqual([['HQ', true]]);
    const below = await t.call(O.children, t.admin, { query: { parentId: await t.id.org('BJ') } });
    expect(below.body.data.map((org) => [org.orgCode, org.hasChildren])).toEqual([
      ['BJ-RD', false],
      ['BJ-MKT', false],
    ]);
  });
});

describe('organisation page', () => {
  it('searches, filters, sorts and pages', async () => {
    const page = async (body: Record<string, unknown>) =>
      (await t.call(O.page, t.admin, { body })).body.data;
    expect((await page({ orgName: '部' })).total).toBe(4);
    expect((await page({ orgCategory: 'company' })).list.map((o) => o.orgCode)).toEqual([
      'HQ',
      'BJ',
      'SH',
    ]);
    const hq = await t.id.org('HQ');
    expect((await page({ parentId: hq })).total).toBe(2);
    expect((await page({ parentId: hq, withDescendants: true })).total).toBe(6);
    const sorted = await page({ orgCode: 'sh', sortBy: 'orgCode', sortOrder: 'desc' });
    expect(sorted.list.map((o) => o.orgCode)).toEqual(['SH-HR', 'SH-FIN', 'SH']);
    const second = await page({ pageNo: 2, pageSize: 3 });
    expect(second).toMatchObject({ total: 7, pageNo: 2, pageSize: 3 });
    expect(second.list.map((o) => o.orgCode)).toEqual(['BJ-MKT', 'SH', 'SH-FIN']);
  });

  it('answers the tree order by sort number, folds subtrees and flags rows with children', async () => {
    const page = async (body: Record<string, unknown>) =>
      (await t.call(O.page, t.admin, { body: { pageSize: 100, ...body } })).body.data;
    const codes = async (body: Record<string, unknown>) =>
      (await page(body)).list.map((o) => (o.hasChildren ? `${o.orgCode}+` : o.orgCode)).join(' ');
    const hq = await t.id.org('HQ');
    const bj = await t.id.org('BJ');
    // a new first child of BJ (sort 0) comes right under BJ, not at the top of the list
    const child = await create({ parentId: bj, orgCode: 'BJ-OPS', orgName: '运维部', sort: 0 });
    expect(await codes({})).toBe('HQ+ BJ+ BJ-OPS BJ-RD BJ-MKT SH+ SH-FIN SH-HR');
    // descending: siblings reversed, every organisation still under its parent
    expect(await codes({ sortBy: 'sort', sortOrder: 'desc' })).toBe(
      'HQ+ SH+ SH-HR SH-FIN BJ+ BJ-MKT BJ-RD BJ-OPS',
    );
    // folded: what is below a folded organisation is left out of the rows and the total
    expect(await codes({ folded: [bj] })).toBe('HQ+ BJ+ SH+ SH-FIN SH-HR');
    expect((await page({ folded: [bj] })).total).toBe(5);
    expect(await codes({ folded: [hq] })).toBe('HQ+');
    expect((await page({ parentId: hq, withDescendants: true, folded: [bj] })).total).toBe(4);
    // a disabled child does not count when only enabled organisations are listed
    const rd = await t.id.org('BJ-RD');
    const qa = await create({ parentId: rd, orgCode: 'BJ-RD-QA', orgName: '测试组' });
    await t.call(O.setStatus, t.admin, { body: { ids: [qa.id], status: 0 } });
    expect(await codes({ parentId: bj })).toBe('BJ-OPS BJ-RD+ BJ-MKT');
    expect(await codes({ parentId: bj, status: 1 })).toBe('BJ-OPS BJ-RD BJ-MKT');
    await t.call(O.remove, t.admin, { body: { ids: [qa.id, child.id] } });
  });

  it('finds nothing for SQL or LIKE text in any search field', async () => {
    for (const attack of ATTACKS) {
      for (const field of ['orgName', 'orgCode']) {
        const answer = await t.call(O.page, t.admin, { body: { [field]: attack } });
        expect(answer.body, `${field} = ${attack}`).toMatchObject({
          code: 20000,
          data: { list: [], total: 0 },
        });
        expectNoLeak(answer.body);
      }
      const tree = await t.call(O.tree, t.admin, { query: { keyword: attack } });
      expect(tree.body, attack).toMatchObject({ code: 20000, data: [] });
    }
    expect(await countOf(t.server, orgs)).toBeGreaterThanOrEqual(7);
  });
});

describe('organisation changes', () => {
  it('creates, reads, updates and deletes; the code is free again after deletion', async () => {
    const bj = await t.id.org('BJ');
    const qa = await create({
      parentId: bj,
      orgCode: 'BJ-QA',
      orgName: ' 测试部 ',
      phone: '010-1',
    });
    expect(qa).toMatchObject({ orgName: '测试部', parentId: bj, orgCategory: 'dept', status: 1 });
    expect(qa.ancestorIds).toEqual([await t.id.org('HQ'), bj]);
    expect(qa.createdBy).toBeGreaterThan(0);
    const got = await t.call(O.get, t.admin, { query: { id: qa.id } });
    expect(got.body.data).toEqual(qa);

    const zhangsan = await t.id.user('zhangsan');
    const changed = await t.call(O.update, t.admin, {
      body: { id: qa.id, orgName: '质量部', leaderUserId: zhangsan, sort: 9 },
    });
    expect(changed.body.data).toMatchObject({ orgName: '质量部', leaderName: '张三', sort: 9 });

    const duplicate = await t.call(O.create, t.admin, { body: { orgCode: 'BJ-QA', orgName: 'x' } });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Organisation code "BJ-QA" is already in use.',
    });
    const removed = await t.call(O.remove, t.admin, { body: { ids: [qa.id] } });
    expect(removed.body.data).toEqual({ affected: 1 });
    expect((await t.call(O.get, t.admin, { query: { id: qa.id } })).body).toMatchObject({
      code: 40004,
      message: `Organisation ${qa.id} was not found.`,
    });
    await create({ parentId: bj, orgCode: 'BJ-QA', orgName: '测试部' });
  });

  it('refuses unknown parents, leaders and ids (40004)', async () => {
    const cases = [
      await t.call(O.create, t.admin, { body: { parentId: 999999, orgCode: 'X1', orgName: 'x' } }),
      await t.call(O.create, t.admin, {
        body: { leaderUserId: 999999, orgCode: 'X2', orgName: 'x' },
      }),
      await t.call(O.update, t.admin, { body: { id: 999999, orgName: 'x' } }),
      await t.call(O.remove, t.admin, { body: { ids: [999999] } }),
      await t.call(O.move, t.admin, { body: { id: 999999, parentId: null } }),
      await t.call(O.setStatus, t.admin, { body: { ids: [999999], status: 0 } }),
    ];
    for (const answer of cases) expect(answer.body.code, answer.body.message).toBe(40004);
  });

  it('moves a subtree (its descendants follow) and refuses cycles and too deep trees', async () => {
    const lab = await create({
      parentId: await t.id.org('BJ-RD'),
      orgCode: 'LAB',
      orgName: '实验室',
    });
    const cell = await create({ parentId: lab.id, orgCode: 'LAB-1', orgName: '一组' });
    const hr = await t.id.org('SH-HR');
    const moved = await t.call(O.move, t.admin, { body: { id: lab.id, parentId: hr, sort: 5 } });
    expect(moved.body.data).toMatchObject({ parentId: hr, sort: 5 });
    const path = [await t.id.org('HQ'), await t.id.org('SH'), hr];
    expect(moved.body.data.ancestorIds).toEqual(path);
    const child = await t.call(O.get, t.admin, { query: { id: cell.id } });
    expect(child.body.data.ancestorIds).toEqual([...path, lab.id]);
    const below = await t.call(O.page, t.admin, {
      body: { parentId: await t.id.org('SH'), withDescendants: true, orgCode: 'LAB' },
    });
    expect(below.body.data.total).toBe(2);

    const cycle = await t.call(O.move, t.admin, { body: { id: lab.id, parentId: cell.id } });
    expect(cycle.body).toMatchObject({
      code: 40022,
      data: { errors: [{ field: 'body.parentId' }] },
    });
    const top = await t.call(O.move, t.admin, { body: { id: lab.id, parentId: null } });
    expect(top.body.data.ancestorIds).toEqual([]);
    expect(
      (await t.call(O.get, t.admin, { query: { id: cell.id } })).body.data.ancestorIds,
    ).toEqual([lab.id]);

    // LAB (level 1) > LAB-1 > … down to level 10; an 11th level is refused.
    let parent: Org = cell;
    for (let level = 3; level <= 10; level++) {
      parent = await create({
        parentId: parent.id,
        orgCode: `DEEP-${level}`,
        orgName: `L${level}`,
      });
    }
    const tooDeep = await t.call(O.create, t.admin, {
      body: { parentId: parent.id, orgCode: 'DEEP-11', orgName: 'L11' },
    });
    expect(tooDeep.body).toMatchObject({
      code: 40022,
      message: 'body.parentId: the organisation tree may be at most 10 levels deep',
    });
    const subtree = await t.call(O.move, t.admin, {
      body: { id: await t.id.org('BJ'), parentId: parent.id },
    });
    expect(subtree.body.code).toBe(40022);
    const deepTree = (await t.call(O.tree, t.admin, { query: { keyword: 'DEEP-10' } })).body.data;
    expect(deepTree[0]?.orgCode).toBe('LAB');
  });

  it('refuses deleting an organisation with children or members, and deletes a leaf', async () => {
    const hq = await t.call(O.remove, t.admin, { body: { ids: [await t.id.org('HQ')] } });
    expect(hq.body).toMatchObject({
      code: 40009,
      message: '"示例集团" still has 2 organisation(s) below it.',
    });
    const hr = await t.call(O.remove, t.admin, { body: { ids: [await t.id.org('SH-FIN')] } });
    expect(hr.body).toMatchObject({ code: 40009, message: '"财务部" still has 1 member(s).' });
    const a = await create({ orgCode: 'TMP-A', orgName: 'A' });
    const b = await create({ parentId: a.id, orgCode: 'TMP-B', orgName: 'B' });
    const both = await t.call(O.remove, t.admin, { body: { ids: [a.id, b.id] } });
    expect(both.body.data).toEqual({ affected: 2 });
  });

  it('disables a subtree, refuses enabling under a disabled parent, and sorts siblings', async () => {
    const bj = await t.id.org('BJ');
    const rd = await t.id.org('BJ-RD');
    const off = await t.call(O.setStatus, t.admin, { body: { ids: [bj], status: 0 } });
    expect(off.body.data.affected).toBeGreaterThanOrEqual(3);
    const enabled = await t.call(O.tree, t.admin, { query: { status: 1 } });
    expect(codesOf(enabled.body.data[0]?.children)).toEqual(['SH']);
    const blocked = await t.call(O.setStatus, t.admin, { body: { ids: [rd], status: 1 } });
    expect(blocked.body).toMatchObject({
      code: 40009,
      message: 'Enable the organisation above "研发部" first.',
    });
    const viaUpdate = await t.call(O.update, t.admin, {
      body: { id: rd, orgName: '改名', status: 1 },
    });
    expect(viaUpdate.body.code).toBe(40009);
    expect((await t.call(O.get, t.admin, { query: { id: rd } })).body.data.orgName).toBe('研发部');
    const on = await t.call(O.setStatus, t.admin, { body: { ids: [bj, rd], status: 1 } });
    expect(on.body.data).toEqual({ affected: 2 });

    const sorted = await t.call(O.sort, t.admin, {
      body: { items: [{ id: await t.id.org('SH'), sort: 0 }] },
    });
    expect(sorted.body.data).toEqual({ affected: 1 });
    const tree = (await t.call(O.tree, t.admin)).body.data;
    expect(codesOf(tree[0]?.children)).toEqual(['SH', 'BJ']);
  });

  it('shows a renamed organisation in the user info of its members at once', async () => {
    const before = await t.call(API.auth.userInfo, t.editor);
    expect(before.body.data.orgNames).toEqual(['研发部']);
    await t.call(O.update, t.admin, { body: { id: await t.id.org('BJ-RD'), orgName: '研发中心' } });
    const after = await t.server.call<UserInfo>('GET', '/ibsp-bg-auth/sysUser/v1/login/userInfo', {
      token: t.editor,
    });
    expect(after.body.data.orgNames).toEqual(['研发中心']);
  });
});

describe('organisation input and permissions', () => {
  it('refuses bad input with the field named and stores nothing', async () => {
    const before = await countOf(t.server, orgs);
    const cases: [typeof O.create | typeof O.move | typeof O.sort, unknown, string][] = [
      [O.create, { orgName: 'x' }, 'body.orgCode: is required'],
      [O.create, { orgCode: 12, orgName: 'x' }, 'body.orgCode: must be string'],
      [O.create, { orgCode: '1bad', orgName: 'x' }, 'body.orgCode: has an invalid format'],
      [O.create, { orgCode: 'OK', orgName: '' }, 'body.orgName: must not be empty'],
      [O.create, { orgCode: 'OK', orgName: 'x', orgCategory: 'team' }, 'body.orgCategory'],
      [O.create, { orgCode: 'OK', orgName: 'x', parentId: 'one' }, 'body.parentId'],
      [O.create, { orgCode: 'OK', orgName: 'x', remark: 'r'.repeat(501) }, 'at most 500'],
      [O.create, { orgCode: 'OK', orgName: 'x', sort: -1 }, 'body.sort: must be at least 0'],
      [O.move, { id: 1 }, 'body.parentId: is required'],
      [O.sort, { items: [] }, 'body.items: must have at least 1 item(s)'],
      [O.sort, { items: [{ id: 1, sort: 'first' }] }, 'body.items[0].sort: must be integer'],
    ];
    for (const [route, body, message] of cases) {
      const answer = await t.call(route, t.admin, { body });
      expect(answer.body.code, message).toBe(40022);
      expect(answer.body.message).toContain(message);
    }
    const big = await t.call(O.create, t.admin, {
      body: { orgCode: 'BIG', orgName: 'x', remark: 'y'.repeat(1_100_000) },
    });
    expect(big.body.code).toBe(41300);
    const page = await t.call(O.page, t.admin, { body: { pageSize: 101, sortBy: 'id' } });
    expect(page.body.data).toMatchObject({
      errors: [
        { field: 'body.pageSize', message: 'must be at most 100' },
        { field: 'body.sortBy', message: 'must be one of: sort, orgCode, orgName, createdAt' },
      ],
    });
    const get = await t.call(O.get, t.admin, { query: { id: 'x' } });
    expect(get.body).toMatchObject({ code: 40022, message: 'query.id: must be integer' });
    expect(await countOf(t.server, orgs)).toBe(before);
  });

  it('lets the editor read but not change organisations', async () => {
    const before = await countOf(t.server, orgs);
    const hq = await t.id.org('HQ');
    const refused: [RouteOf, unknown, string][] = [
      [O.create, { orgCode: 'MINE', orgName: 'x' }, 'system:org:add'],
      [O.update, { id: hq, orgName: 'x' }, 'system:org:edit'],
      [O.remove, { ids: [hq] }, 'system:org:remove'],
      [O.move, { id: hq, parentId: null }, 'system:org:edit'],
      [O.sort, { items: [{ id: hq, sort: 1 }] }, 'system:org:edit'],
      [O.setStatus, { ids: [hq], status: 0 }, 'system:org:status'],
    ];
    for (const [route, body, permission] of refused) {
      expect((await t.call(route, t.editor, { body })).body).toEqual(refusedFor(permission));
    }
    expect((await t.call(O.page, t.editor, { body: {} })).body.code).toBe(20000);
    expect(await countOf(t.server, orgs)).toBe(before);
  });
});

type RouteOf = (typeof O)[keyof typeof O];

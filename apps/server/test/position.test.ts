import { API, type Position } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { positions, userPositions } from '../src/db/schema/index';
import { managementSuite } from './harness';
import { ATTACKS, countOf, expectNoLeak, refusedFor } from './people-fixtures';

const P = API.position;
const t = managementSuite();

const codes = (list: Position[]) => list.map((position) => position.positionCode);

describe('positions', () => {
  it('pages, searches, filters and sorts, with holders counted', async () => {
    const page = async (body: Record<string, unknown>) =>
      (await t.call(P.page, t.editor, { body })).body.data;
    const all = await page({});
    expect(codes(all.list)).toEqual(['CEO', 'PM', 'HR', 'STAFF']);
    expect(all.list.find((p) => p.positionCode === 'STAFF')).toMatchObject({
      positionName: '普通员工',
      positionLevel: 4,
      memberCount: 2,
      orgId: null,
      orgName: null,
    });
    expect(codes((await page({ positionName: '经理' })).list)).toEqual(['CEO', 'PM']);
    expect(codes((await page({ sortBy: 'positionLevel', sortOrder: 'desc' })).list)).toEqual([
      'STAFF',
      'HR',
      'PM',
      'CEO',
    ]);
    const second = await page({ status: 1, pageSize: 3, pageNo: 2 });
    expect(second).toMatchObject({ total: 4, pageNo: 2, pageSize: 3 });
    expect(codes(second.list)).toEqual(['STAFF']);
    expect(codes((await page({ positionCode: 'e' })).list)).toEqual(['CEO']);
  });

  it('creates, reads, updates and deletes a position; its code is free again', async () => {
    const rd = await t.id.org('BJ-RD');
    const created = await t.call(P.create, t.admin, {
      body: { positionCode: 'QA', positionName: ' 测试工程师 ', positionLevel: 3, orgId: rd },
    });
    expect(created.body.data).toMatchObject({
      positionCode: 'QA',
      positionName: '测试工程师',
      orgName: '研发部',
      memberCount: 0,
      status: 1,
    });
    const qa = created.body.data.id;
    expect((await t.call(P.get, t.editor, { query: { id: qa } })).body.data).toEqual(
      created.body.data,
    );
    const duplicate = await t.call(P.create, t.admin, {
      body: { positionCode: 'QA', positionName: 'x' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Position code "QA" is already in use.',
    });
    const changed = await t.call(P.update, t.admin, {
      body: { id: qa, positionLevel: 2, orgId: null, remark: '负责质量' },
    });
    expect(changed.body.data).toMatchObject({ positionLevel: 2, orgId: null, remark: '负责质量' });
    const taken = await t.call(P.update, t.admin, { body: { id: qa, positionCode: 'CEO' } });
    expect(taken.body.code).toBe(40009);
    const unknownOrg = await t.call(P.update, t.admin, { body: { id: qa, orgId: 999999 } });
    expect(unknownOrg.body).toMatchObject({
      code: 40004,
      message: 'Organisation not found: 999999.',
    });

    const removed = await t.call(P.remove, t.admin, { body: { ids: [qa] } });
    expect(removed.body.data).toEqual({ affected: 1 });
    expect((await t.call(P.get, t.admin, { query: { id: qa } })).body.code).toBe(40004);
    expect(
      (await t.call(P.create, t.admin, { body: { positionCode: 'QA', positionName: 'x' } })).body
        .code,
    ).toBe(20000);
  });

  it('adds, lists and removes holders; a deleted position is held by nobody', async () => {
    const lead = (
      await t.call(P.create, t.admin, { body: { positionCode: 'LEAD', positionName: '组长' } })
    ).body.data.id;
    const [zhangsan, lisi] = [await t.id.user('zhangsan'), await t.id.user('lisi')];
    const added = await t.call(P.addMembers, t.admin, {
      body: { positionId: lead, userIds: [zhangsan, lisi] },
    });
    expect(added.body.data).toEqual({ affected: 2 });
    const again = await t.call(P.addMembers, t.admin, {
      body: { positionId: lead, userIds: [zhangsan] },
    });
    expect(again.body.data).toEqual({ affected: 0 });
    const members = await t.call(P.members, t.editor, {
      body: { positionId: lead, username: '张' },
    });
    expect(members.body.data).toMatchObject({ total: 1, list: [{ account: 'zhangsan' }] });
    expect(members.body.data.list[0]).toMatchObject({ mainOrgName: '研发部', status: 1 });
    expectNoLeak(members.body);
    const removed = await t.call(P.removeMembers, t.admin, {
      body: { positionId: lead, userIds: [lisi] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
    expect((await t.call(P.get, t.admin, { query: { id: lead } })).body.data.memberCount).toBe(1);
    const unknown = await t.call(P.addMembers, t.admin, {
      body: { positionId: lead, userIds: [999999] },
    });
    expect(unknown.body).toMatchObject({ code: 40004, message: 'Users not found: 999999.' });

    await t.call(P.remove, t.admin, { body: { ids: [lead] } });
    const detail = await t.call(API.user.get, t.admin, { query: { id: zhangsan } });
    expect(detail.body.data.positionIds).toEqual([await t.id.position('STAFF')]);
    expect((await t.call(P.members, t.admin, { body: { positionId: lead } })).body.code).toBe(
      40004,
    );
  });

  it('finds nothing for SQL or LIKE text in any search field', async () => {
    const staff = await t.id.position('STAFF');
    for (const attack of ATTACKS) {
      for (const field of ['positionCode', 'positionName']) {
        const answer = await t.call(P.page, t.editor, { body: { [field]: attack } });
        expect(answer.body, `${field} = ${attack}`).toMatchObject({
          code: 20000,
          data: { list: [], total: 0 },
        });
        expectNoLeak(answer.body);
      }
      for (const field of ['account', 'username']) {
        const answer = await t.call(P.members, t.editor, {
          body: { positionId: staff, [field]: attack },
        });
        expect(answer.body, `${field} = ${attack}`).toMatchObject({
          code: 20000,
          data: { list: [], total: 0 },
        });
      }
    }
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const before = [await countOf(t.server, positions), await countOf(t.server, userPositions)];
    const cases: [RouteOf, unknown, string][] = [
      [P.create, { positionName: 'x' }, 'body.positionCode: is required'],
      [P.create, { positionCode: 'X', positionName: 'x', positionLevel: -1 }, 'body.positionLevel'],
      [P.create, { positionCode: 'X', positionName: 'x', positionLevel: 1.5 }, 'must be integer'],
      [P.create, { positionCode: 'X', positionName: 'x', status: '1' }, 'body.status'],
      [P.update, { positionName: 'x' }, 'body.id: is required'],
      [P.addMembers, { positionId: 1, userIds: [] }, 'body.userIds: must have at least 1'],
      [P.addMembers, { positionId: 1, userIds: 'all' }, 'body.userIds: must be array'],
      [P.remove, { ids: [0] }, 'body.ids[0]: must be at least 1'],
      [P.members, { pageSize: 20 }, 'body.positionId: is required'],
    ];
    for (const [route, body, message] of cases) {
      const answer = await t.call(route, t.admin, { body });
      expect(answer.body.code, message).toBe(40022);
      expect(answer.body.message).toContain(message);
    }
    const big = await t.call(P.create, t.admin, {
      body: { positionCode: 'BIG', positionName: 'x', remark: 'y'.repeat(1_100_000) },
    });
    expect(big.body.code).toBe(41300);
    expect([await countOf(t.server, positions), await countOf(t.server, userPositions)]).toEqual(
      before,
    );
  });

  it('lets the editor read positions but not change them or their holders', async () => {
    const before = [await countOf(t.server, positions), await countOf(t.server, userPositions)];
    const staff = await t.id.position('STAFF');
    const zhangsan = await t.id.user('zhangsan');
    const refused: [RouteOf, unknown, string][] = [
      [P.create, { positionCode: 'MINE', positionName: 'x' }, 'system:position:add'],
      [P.update, { id: staff, positionName: 'x' }, 'system:position:edit'],
      [P.remove, { ids: [staff] }, 'system:position:remove'],
      [P.addMembers, { positionId: staff, userIds: [zhangsan] }, 'system:position:members'],
      [P.removeMembers, { positionId: staff, userIds: [zhangsan] }, 'system:position:members'],
    ];
    for (const [route, body, permission] of refused) {
      expect((await t.call(route, t.editor, { body })).body).toEqual(refusedFor(permission));
    }
    expect([await countOf(t.server, positions), await countOf(t.server, userPositions)]).toEqual(
      before,
    );
  });
});

type RouteOf = (typeof P)[keyof typeof P];

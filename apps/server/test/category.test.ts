import {
  API,
  type Category,
  type CategoryNode,
  type CodeCheck,
  type Page,
  routeUrl,
} from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import { categories } from '../src/db/schema/index';
import { nextCategoryCode } from '../src/services/category-tree';
import { managementSuite } from './harness';
import {
  expectAttacksFindNothing,
  expectEditorRefused,
  expectRefused,
  expectRowsUnchanged,
} from './reference-support';

const C = API.category;
const url = routeUrl;

const t = managementSuite();

const roots = (body: Record<string, unknown> = {}) =>
  t.server.call<Page<Category>>('POST', url(C.rootPage), { token: t.admin, body });
const create = (body: Record<string, unknown>) =>
  t.server.call<Category>('POST', url(C.create), { token: t.admin, body });
const byCode = async (code: string): Promise<Category> => {
  const page = await roots({ code, allLevels: true });
  const found = page.body.data.list.find((c) => c.code === code);
  if (!found) throw new Error(`no category ${code}`);
  return found;
};

describe('generated codes', () => {
  it('continue after the highest code of the level, skipping codes of other shapes', () => {
    expect(nextCategoryCode('', [])).toBe('A01');
    expect(nextCategoryCode('', ['A01', 'B01'])).toBe('B02');
    expect(nextCategoryCode('A01', ['A01A01', 'A01A02', 'A01custom'])).toBe('A01A03');
    expect(nextCategoryCode('A01', ['A01A99'])).toBe('A01B01');
    expect(nextCategoryCode('A01', ['A01Z99'])).toBeUndefined();
  });
});

describe('the category tree', () => {
  it('pages the roots, searches every level on request, and sorts by whitelisted columns', async () => {
    const page = await roots({ pageSize: 10 });
    expect(page.body.data.list.map((c) => [c.code, c.hasChild])).toEqual([
      ['A01', true],
      ['B01', true],
    ]);
    expect(page.body.data).toMatchObject({ total: 2, pageNo: 1, pageSize: 10 });
    const desc = await roots({ sortBy: 'name', sortOrder: 'desc' });
    expect(desc.body.data.list.map((c) => c.name)).toEqual(['行业分类', '产品分类']);
    const rootOnly = await roots({ name: '制造' });
    expect(rootOnly.body.data.total).toBe(0);
    const everywhere = await roots({ name: '制造', allLevels: true });
    expect(everywhere.body.data.list.map((c) => [c.code, c.hasChild])).toEqual([['B01A01', false]]);
  });

  it('loads children lazily and answers the tree below a code', async () => {
    const industry = await byCode('B01');
    const children = await t.server.call<Category[]>('GET', url(C.children), {
      token: t.editor,
      query: { parentId: industry.id },
    });
    expect(children.body.data.map((c) => c.name)).toEqual(['制造业', '金融业', '教育']);
    const tree = await t.server.call<CategoryNode[]>('GET', url(C.tree), {
      token: t.editor,
      query: { code: 'A01' },
    });
    expect(tree.body.data.map((n) => n.code)).toEqual(['A01A01', 'A01A02']);
    const whole = await t.server.call<CategoryNode[]>('GET', url(C.tree), { token: t.editor });
    expect(whole.body.data.map((n) => [n.code, n.children?.length])).toEqual([
      ['A01', 2],
      ['B01', 3],
    ]);
    const unknown = await t.server.call('GET', url(C.tree), {
      token: t.editor,
      query: { code: 'Z99' },
    });
    expect(unknown.body).toMatchObject({ code: 40004, message: 'Category "Z99" was not found.' });
    const noParent = await t.server.call('GET', url(C.children), {
      token: t.editor,
      query: { parentId: 999999 },
    });
    expect(noParent.body.code).toBe(40004);
  });
});

describe('category changes', () => {
  it('creates with generated codes, gets, checks codes, updates, moves and deletes', async () => {
    const product = await byCode('A01');
    const made = await create({ parentId: product.id, name: ' 服务产品 ', remark: 'r' });
    expect(made.body.data).toMatchObject({
      parentId: product.id,
      code: 'A01A03',
      name: '服务产品',
      status: 1,
      hasChild: false,
      remark: 'r',
    });
    expect(made.body.data.createdBy).toBeGreaterThan(0);
    const id = made.body.data.id;
    const root = await create({ name: '地区分类' });
    expect(root.body.data.code).toBe('B02');
    const custom = await create({ parentId: root.body.data.id, code: 'REGION_EAST', name: '华东' });
    expect(custom.body.data.code).toBe('REGION_EAST');

    const check = (code: string, own?: number) =>
      t.server.call<CodeCheck>('GET', url(C.checkCode), {
        token: t.editor,
        query: own === undefined ? { code } : { code, id: own },
      });
    expect((await check('A01A03')).body.data).toEqual({ code: 'A01A03', available: false });
    expect((await check('A01A03', id)).body.data.available).toBe(true);
    expect((await check('NEW_CODE')).body.data.available).toBe(true);

    const got = await t.server.call<Category>('GET', url(C.get), {
      token: t.editor,
      query: { id },
    });
    expect(got.body.data.code).toBe('A01A03');

    // Move under the new root, rename, disable: the old parent keeps its other children.
    const moved = await t.server.call<Category>('PUT', url(C.update), {
      token: t.editor,
      body: { id, parentId: root.body.data.id, name: '服务', status: 0 },
    });
    expect(moved.body.data).toMatchObject({ parentId: root.body.data.id, name: '服务', status: 0 });
    const enabledOnly = await t.server.call<CategoryNode[]>('GET', url(C.tree), {
      token: t.editor,
      query: { code: 'B02', status: 1 },
    });
    expect(enabledOnly.body.data.map((n) => n.code)).toEqual(['REGION_EAST']);

    const refusedParent = await t.server.call('DELETE', url(C.remove), {
      token: t.admin,
      body: { ids: [root.body.data.id] },
    });
    expect(refusedParent.body.code).toBe(40009);
    expect(refusedParent.body.message).toContain('REGION_EAST');
    const removed = await t.server.call('DELETE', url(C.remove), {
      token: t.admin,
      body: { ids: [root.body.data.id, id, custom.body.data.id] },
    });
    expect(removed.body.data).toEqual({ affected: 3 });
    const gone = await t.server.call('GET', url(C.get), { token: t.editor, query: { id } });
    expect(gone.body).toMatchObject({ code: 40004, message: `Category ${id} was not found.` });
    // The code of a deleted category is free again.
    expect((await check('A01A03')).body.data.available).toBe(true);
  });

  it('refuses duplicate codes, cycles, too deep trees and unknown ids', async () => {
    const duplicate = await create({ code: 'A01', name: 'x' });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Category code "A01" is already in use.',
    });
    const product = await byCode('A01');
    const child = await byCode('A01A01');
    const cycle = await t.server.call('PUT', url(C.update), {
      token: t.admin,
      body: { id: product.id, parentId: child.id },
    });
    expect(cycle.body).toMatchObject({
      code: 40022,
      message: 'body.parentId: cannot be the category itself or one below it',
    });
    const self = await t.server.call('PUT', url(C.update), {
      token: t.admin,
      body: { id: product.id, parentId: product.id },
    });
    expect(self.body.code).toBe(40022);

    let parentId = child.id;
    for (let level = 3; level <= 5; level++) {
      const made = await create({ parentId, name: `L${level}` });
      expect(made.body.code).toBe(20000);
      parentId = made.body.data.id;
    }
    const tooDeep = await create({ parentId, name: 'L6' });
    expect(tooDeep.body).toMatchObject({
      code: 40022,
      message: 'body.parentId: the tree is at most 5 levels deep',
    });
    const deepTree = await t.server.call<CategoryNode[]>('GET', url(C.tree), {
      token: t.admin,
      query: { code: 'A01' },
    });
    expect(deepTree.body.data[0]?.children?.[0]?.children?.[0]?.children?.[0]?.name).toBe('L5');
    const moveDeep = await t.server.call('PUT', url(C.update), {
      token: t.admin,
      body: { id: product.id, parentId: (await byCode('B01A01')).id },
    });
    expect(moveDeep.body.code).toBe(40022);
    const unknownParent = await create({ parentId: 999999, name: 'x' });
    expect(unknownParent.body).toMatchObject({
      code: 40004,
      message: 'Category 999999 was not found.',
    });
    const unknown = await t.server.call('PUT', url(C.update), {
      token: t.admin,
      body: { id: 999999, name: 'x' },
    });
    expect(unknown.body.code).toBe(40004);
  });

  it('stores nothing from bad input', async () => {
    await expectRowsUnchanged(t.server, categories, async () => {
      await expectRefused(t.server, t.admin, [
        ['POST', url(C.create), {}, 40022, 'body.name: is required'],
        ['POST', url(C.create), { name: 5 }, 40022, 'body.name: must be string'],
        ['POST', url(C.create), { name: '' }, 40022, 'body.name: must not be empty'],
        ['POST', url(C.create), { name: 'x'.repeat(101) }, 40022, 'at most 100 characters'],
        ['POST', url(C.create), { name: 'x', code: '1A' }, 40022, 'body.code: has an invalid'],
        ['POST', url(C.create), { name: 'x', parentId: 'A01' }, 40022, 'body.parentId'],
        ['POST', url(C.create), { name: 'x', status: 2 }, 40022, 'body.status: must be one of'],
        ['PUT', url(C.update), { name: 'x' }, 40022, 'body.id: is required'],
        ['DELETE', url(C.remove), { ids: [] }, 40022, 'body.ids: must have at least 1'],
        ['POST', url(C.rootPage), { pageSize: 101 }, 40022, 'body.pageSize: must be at most 100'],
        ['POST', url(C.rootPage), { sortBy: 'id;--' }, 40022, 'body.sortBy: must be one of'],
        [
          'POST',
          url(C.create),
          { name: 'x', remark: 'y'.repeat(1_100_000) },
          41300,
          'larger than 1048576 bytes',
        ],
      ]);
      const badQuery = await t.server.call('GET', url(C.checkCode), {
        token: t.admin,
        query: { code: "x' or 1=1", id: 'one' },
      });
      expect(badQuery.body.data).toEqual({
        errors: [
          {
            field: 'query.code',
            message: 'has an invalid format (expected ^[A-Za-z][A-Za-z0-9_.:-]*$)',
          },
          { field: 'query.id', message: 'must be integer' },
        ],
      });
    });
  });

  it('lets the editor read, add and edit but not delete', async () => {
    await expectRowsUnchanged(t.server, categories, async () => {
      await expectEditorRefused(t.server, t.editor, [
        ['DELETE', url(C.remove), { ids: [1] }, 'system:category:remove'],
      ]);
    });
  });

  it('treats SQL and wildcards in every search field as plain text', async () => {
    await expectAttacksFindNothing(t.server, t.admin, url(C.rootPage), ['name', 'code']);
    await expectAttacksFindNothing(t.server, t.admin, url(C.rootPage), ['name', 'code'], {
      allLevels: true,
    });
  });
});

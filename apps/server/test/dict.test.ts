import {
  API,
  type Dict,
  type DictItem,
  type DictWithItems,
  type Page,
  routeUrl,
} from '@org/api-contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dictItems, dicts } from '../src/db/schema/index';
import { managementSuite } from './harness';

const D = API.dict;
const url = (route: { service: 'auth'; path: string }) => routeUrl(route);

const t = managementSuite();

const countDicts = async () => (await t.server.db.select({ n: count() }).from(dicts))[0]?.n;
const countItems = async () => (await t.server.db.select({ n: count() }).from(dictItems))[0]?.n;

describe('dictByCode', () => {
  it('answers enabled dictionaries with their items, in the order asked; unknown codes left out', async () => {
    const answer = await t.server.call<DictWithItems[]>('POST', url(D.byCode), {
      token: t.editor,
      body: ['yes_no', 'nope', 'gender'],
    });
    expect(answer.body.code).toBe(20000);
    expect(answer.body.data.map((dict) => dict.dictCode)).toEqual(['yes_no', 'gender']);
    expect(answer.body.data[1]).toEqual({
      dictCode: 'gender',
      dictName: '性别',
      valueType: 'string',
      list: [
        { itemText: '男', itemValue: '1', sort: 1, color: null, isDefault: true },
        { itemText: '女', itemValue: '2', sort: 2, color: null, isDefault: false },
        { itemText: '未知', itemValue: '0', sort: 3, color: null, isDefault: false },
      ],
    });
  });

  it('sees changes at once (the cache is dropped on every write)', async () => {
    const first = await t.server
      .client(t.editor)
      .post<DictWithItems[]>(url(D.byCode).replace('/ibsp-bg-auth', ''), ['status']);
    expect(first[0]?.list).toHaveLength(2);
    const [dict] = await t.server
      .client(t.admin)
      .post<Page<Dict>>('/sysDict/v1/dictPaging', {
        dictCode: 'status',
      })
      .then((page) => page.list);
    await t.server.client(t.admin).post('/sysDict/v1/dictItem', {
      dictId: dict?.id,
      itemText: '归档',
      itemValue: '2',
      sort: 3,
    });
    const second = await t.server
      .client(t.editor)
      .post<DictWithItems[]>('/sysDict/v1/dictByCode', ['status']);
    expect(second[0]?.list.map((item) => item.itemText)).toEqual(['启用', '停用', '归档']);
    await t.server.client(t.admin).put('/sysDict/v1/dictStatus', undefined, {
      params: { id: dict?.id, status: 0 },
    });
    expect(await t.server.client(t.editor).post('/sysDict/v1/dictByCode', ['status'])).toEqual([]);
    await t.server.client(t.admin).put('/sysDict/v1/dictStatus', undefined, {
      params: { id: dict?.id, status: 1 },
    });
  });

  it('refuses bad codes and wrong shapes with the field named', async () => {
    const cases: [unknown, string][] = [
      [{ codes: ['gender'] }, 'body: must be array'],
      [[], 'body: must have at least 1 item(s)'],
      [[42], 'body[0]: must be string'],
      [
        ["gender' or 1=1 --"],
        'body[0]: has an invalid format (expected ^[A-Za-z][A-Za-z0-9_.:-]*$)',
      ],
      [Array.from({ length: 51 }, (_, i) => `c${i}`), 'body: must have at most 50 items'],
    ];
    for (const [body, message] of cases) {
      const answer = await t.server.call('POST', url(D.byCode), { token: t.editor, body });
      expect(answer.body).toMatchObject({ code: 40022, message });
    }
  });
});

describe('dictionary paging', () => {
  it('pages, filters by part of name or code and status, and sorts by whitelisted columns', async () => {
    const page = await t.server.call<Page<Dict>>('POST', url(D.paging), {
      token: t.editor,
      body: { pageNo: 1, pageSize: 3 },
    });
    expect(page.body.data).toMatchObject({ pageNo: 1, pageSize: 3 });
    expect(page.body.data.list.map((d) => d.dictCode)).toEqual(['gender', 'yes_no', 'status']);
    expect(page.body.data.total).toBeGreaterThanOrEqual(8);

    const second = await t.server.call<Page<Dict>>('POST', url(D.paging), {
      token: t.editor,
      body: { pageNo: 2, pageSize: 3 },
    });
    expect(second.body.data.list.map((d) => d.dictCode)).toEqual([
      'resource_type',
      'day_type',
      'data_scope',
    ]);

    const filtered = await t.server.call<Page<Dict>>('POST', url(D.paging), {
      token: t.editor,
      body: { dictCode: 'TYPE', status: 1, sortBy: 'dictCode', sortOrder: 'desc' },
    });
    expect(filtered.body.data.list.map((d) => d.dictCode)).toEqual([
      'resource_type',
      'leave_type',
      'day_type',
    ]);
    expect(filtered.body.data).toMatchObject({ total: 3, pageNo: 1, pageSize: 10 });
    const byName = await t.server.call<Page<Dict>>('POST', url(D.paging), {
      token: t.editor,
      body: { dictName: '类型' },
    });
    expect(byName.body.data.list.map((d) => d.dictName).sort()).toEqual(
      ['日期类型', '资源类型', '请假类型'].sort(),
    );
  });

  it('allows lookup pages of up to 1000 rows and no more', async () => {
    const big = await t.server.call('POST', url(D.paging), {
      token: t.editor,
      body: { pageSize: 1000, status: 1 },
    });
    expect(big.body.code).toBe(20000);
    const tooBig = await t.server.call('POST', url(D.paging), {
      token: t.editor,
      body: { pageSize: 1001 },
    });
    expect(tooBig.body).toMatchObject({
      code: 40022,
      message: 'body.pageSize: must be at most 1000',
    });
  });

  it('names wrong types, bad sort keys and bad page numbers', async () => {
    const cases: [unknown, string][] = [
      [{ pageNo: '1' }, 'body.pageNo: must be integer'],
      [{ pageNo: 0 }, 'body.pageNo: must be at least 1'],
      [
        { sortBy: 'id; drop table sys_dict' },
        'body.sortBy: must be one of: sort, dictCode, dictName, createdAt, updatedAt',
      ],
      [{ sortOrder: 'sideways' }, 'body.sortOrder: must be one of: asc, desc'],
      [{ status: 2 }, 'body.status: must be one of: 0, 1'],
      [{ dictName: 5 }, 'body.dictName: must be string'],
      ['[]', 'body: must be object'],
    ];
    for (const [body, message] of cases) {
      const answer = await t.server.call('POST', url(D.paging), { token: t.editor, body });
      expect(answer.body).toMatchObject({ code: 40022, message });
    }
  });

  it('pages the items of one dictionary by id or code', async () => {
    const byCode = await t.server.call<Page<DictItem>>('POST', url(D.itemPaging), {
      token: t.editor,
      body: { dictCode: 'resource_type', pageSize: 2, pageNo: 2 },
    });
    expect(byCode.body.data).toMatchObject({ total: 5, pageNo: 2, pageSize: 2 });
    expect(byCode.body.data.list.map((item) => item.itemValue)).toEqual(['PAGE', 'BUTTON']);
    const dictId = byCode.body.data.list[0]?.dictId;
    const byId = await t.server.call<Page<DictItem>>('POST', url(D.itemPaging), {
      token: t.editor,
      body: { dictId, itemText: '按', sortBy: 'itemValue' },
    });
    expect(byId.body.data.list.map((item) => item.itemText)).toEqual(['按钮']);
    const neither = await t.server.call('POST', url(D.itemPaging), { token: t.editor, body: {} });
    expect(neither.body).toMatchObject({
      code: 40022,
      message: 'body.dictId: give dictId or dictCode',
    });
  });
});

describe('dictionary changes', () => {
  it('creates, updates, disables and deletes a dictionary and its items', async () => {
    const created = await t.server.call<Dict>('POST', url(D.create), {
      token: t.admin,
      body: { dictCode: 'priority', dictName: ' 优先级 ', valueType: 'number', remark: 'test' },
    });
    expect(created.body.data).toMatchObject({
      dictCode: 'priority',
      dictName: '优先级',
      valueType: 'number',
      status: 1,
      builtIn: false,
      remark: 'test',
    });
    const dictId = created.body.data.id;
    expect(created.body.data.createdBy).toBeGreaterThan(0);

    const item = await t.server.call<DictItem>('POST', url(D.createItem), {
      token: t.admin,
      body: { dictId, itemText: '高', itemValue: '3', color: 'danger', isDefault: true },
    });
    expect(item.body.data).toMatchObject({
      dictId,
      itemText: '高',
      itemValue: '3',
      color: 'danger',
    });
    const duplicate = await t.server.call('POST', url(D.createItem), {
      token: t.admin,
      body: { dictId, itemText: '高高', itemValue: '3' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Item value "3" is already in this dictionary.',
    });
    const changedItem = await t.server.call<DictItem>('PUT', url(D.updateItem), {
      token: t.admin,
      body: { id: item.body.data.id, itemText: '很高', sort: 9 },
    });
    expect(changedItem.body.data).toMatchObject({ itemText: '很高', itemValue: '3', sort: 9 });

    const updated = await t.server.call<Dict>('PUT', url(D.update), {
      token: t.admin,
      body: { id: dictId, dictName: '优先级别', sort: 50 },
    });
    expect(updated.body.data).toMatchObject({
      dictName: '优先级别',
      sort: 50,
      dictCode: 'priority',
    });

    const lookup = await t.server.call<DictWithItems[]>('POST', url(D.byCode), {
      token: t.editor,
      body: ['priority'],
    });
    expect(lookup.body.data[0]?.list.map((i) => i.itemText)).toEqual(['很高']);

    const removedItem = await t.server.call('DELETE', url(D.removeItem), {
      token: t.admin,
      body: { ids: [item.body.data.id] },
    });
    expect(removedItem.body.data).toEqual({ affected: 1 });
    const removed = await t.server.call('DELETE', url(D.remove), {
      token: t.admin,
      body: { ids: [dictId] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
    const again = await t.server.call('PUT', url(D.update), {
      token: t.admin,
      body: { id: dictId, dictName: 'x' },
    });
    expect(again.body).toMatchObject({
      code: 40004,
      message: `Dictionary ${dictId} was not found.`,
    });

    // The code of a deleted dictionary is free again (soft delete keeps the old row).
    const reused = await t.server.call('POST', url(D.create), {
      token: t.admin,
      body: { dictCode: 'priority', dictName: '优先级' },
    });
    expect(reused.body.code).toBe(20000);
  });

  it('refuses duplicate codes, renaming or deleting built-in dictionaries, and unknown ids', async () => {
    const duplicate = await t.server.call('POST', url(D.create), {
      token: t.admin,
      body: { dictCode: 'gender', dictName: 'x' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Dictionary code "gender" is already in use.',
    });
    const page = await t.server.call<Page<Dict>>('POST', url(D.paging), {
      token: t.admin,
      body: { dictCode: 'gender' },
    });
    const gender = page.body.data.list[0];
    const rename = await t.server.call('PUT', url(D.update), {
      token: t.admin,
      body: { id: gender?.id, dictCode: 'sex' },
    });
    expect(rename.body.code).toBe(40009);
    const remove = await t.server.call('DELETE', url(D.remove), {
      token: t.admin,
      body: { ids: [gender?.id] },
    });
    expect(remove.body).toMatchObject({
      code: 40009,
      message: 'Built-in dictionaries cannot be deleted: gender.',
    });
    const unknownItem = await t.server.call('POST', url(D.createItem), {
      token: t.admin,
      body: { dictId: 999999, itemText: 'x', itemValue: 'x' },
    });
    expect(unknownItem.body.code).toBe(40004);
  });

  it('says its refusals and field errors in Chinese when asked', async () => {
    const zh = { 'accept-language': 'zh-CN' };
    const duplicate = await t.server.call('POST', url(D.create), {
      token: t.admin,
      body: { dictCode: 'gender', dictName: 'x' },
      headers: zh,
    });
    expect(duplicate.body).toMatchObject({ code: 40009, message: '字典编码“gender”已被使用。' });
    const unknown = await t.server.call('POST', url(D.createItem), {
      token: t.admin,
      body: { dictId: 999999, itemText: 'x', itemValue: 'x' },
      headers: zh,
    });
    expect(unknown.body).toMatchObject({ code: 40004, message: '字典 999999 不存在或已删除。' });
    const neither = await t.server.call('POST', url(D.itemPaging), {
      token: t.editor,
      body: {},
      headers: zh,
    });
    expect(neither.body).toMatchObject({
      code: 40022,
      message: 'body.dictId：请提供 dictId 或 dictCode',
      data: { errors: [{ field: 'body.dictId', message: '请提供 dictId 或 dictCode' }] },
    });
  });

  it('stores nothing from bad input: wrong types, missing fields, oversized bodies', async () => {
    const before = [await countDicts(), await countItems()];
    const cases: [string, string, unknown, number, string][] = [
      ['POST', url(D.create), { dictCode: 'ok_code' }, 40022, 'body.dictName: is required'],
      [
        'POST',
        url(D.create),
        { dictCode: 12, dictName: 'x' },
        40022,
        'body.dictCode: must be string',
      ],
      [
        'POST',
        url(D.create),
        { dictCode: '1bad', dictName: 'x' },
        40022,
        'body.dictCode: has an invalid format',
      ],
      [
        'POST',
        url(D.create),
        { dictCode: 'ok_code', dictName: '' },
        40022,
        'body.dictName: must not be empty',
      ],
      [
        'POST',
        url(D.create),
        { dictCode: 'ok_code', dictName: 'x', valueType: 'date' },
        40022,
        'body.valueType',
      ],
      [
        'POST',
        url(D.createItem),
        { dictId: 'one', itemText: 'x', itemValue: 'x' },
        40022,
        'body.dictId: must be integer',
      ],
      ['POST', url(D.createItem), { itemText: 'x' }, 40022, 'body.dictId: is required'],
      ['PUT', url(D.update), { dictName: 'x' }, 40022, 'body.id: is required'],
      ['PUT', url(D.updateItem), { id: 1, color: 5 }, 40022, 'body.color: must be string or null'],
      ['DELETE', url(D.remove), { ids: [] }, 40022, 'body.ids: must have at least 1 item(s)'],
      [
        'DELETE',
        url(D.removeItem),
        { ids: [1, 1] },
        40022,
        'body.ids: must not contain duplicates',
      ],
      [
        'POST',
        url(D.create),
        { dictCode: 'big', dictName: 'x', remark: 'y'.repeat(1_100_000) },
        41300,
        'larger than 1048576 bytes',
      ],
    ];
    for (const [method, path, body, code, message] of cases) {
      const answer = await t.server.call(method, path, { token: t.admin, body });
      expect(answer.status).toBe(200);
      expect(answer.body.code).toBe(code);
      expect(answer.body.message).toContain(message);
    }
    const status = await t.server.call('PUT', url(D.setStatus), {
      token: t.admin,
      query: { id: 'x', status: 3 },
    });
    expect(status.body.data).toEqual({
      errors: [
        { field: 'query.id', message: 'must be integer' },
        { field: 'query.status', message: 'must be one of: 0, 1' },
      ],
    });
    expect([await countDicts(), await countItems()]).toEqual(before);
  });

  it('lets only holders of the button codes change dictionaries (the editor may only read)', async () => {
    const before = [await countDicts(), await countItems()];
    const refused: [string, string, unknown, string][] = [
      ['POST', url(D.create), { dictCode: 'mine', dictName: 'x' }, 'system:dict:add'],
      ['PUT', url(D.update), { id: 1, dictName: 'x' }, 'system:dict:edit'],
      ['DELETE', url(D.remove), { ids: [1] }, 'system:dict:remove'],
      ['POST', url(D.createItem), { dictId: 1, itemText: 'x', itemValue: 'zz' }, 'system:dict:add'],
      ['PUT', url(D.updateItem), { id: 1, itemText: 'x' }, 'system:dict:edit'],
      ['DELETE', url(D.removeItem), { ids: [1] }, 'system:dict:remove'],
    ];
    for (const [method, path, body, permission] of refused) {
      const answer = await t.server.call(method, path, { token: t.editor, body });
      expect(answer.body).toEqual({
        code: 40003,
        message: `You do not have permission to do this (${permission}).`,
        data: { permission },
      });
    }
    const status = await t.server.call('PUT', url(D.setStatus), {
      token: t.editor,
      query: { id: 1, status: 0 },
    });
    expect(status.body.code).toBe(40003);
    expect([await countDicts(), await countItems()]).toEqual(before);
  });
});

import type { DataViewDetail, ViewPage, ViewResult } from '@org/api-contract';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataViews, demoRegions } from '../src/db/schema/index';
import { managementSuite } from './harness';

const BASE = '/dataview-service';
const VIEW = `${BASE}/view/v1/view`;
const QUERY = `${BASE}/view/v1/sql/resultAppendNotPage`;

const t = managementSuite();
let datasourceId: number;
let treeId: number;

const countViews = async () => (await t.server.db.select({ n: count() }).from(dataViews))[0]?.n;

function save(method: 'POST' | 'PUT', body: Record<string, unknown>) {
  return t.server.call<DataViewDetail>(method, VIEW, { token: t.admin, body });
}

/** A new view's body: a unique code, the default data source, and `fields` on top. */
let serial = 0;
function view(sqlText: string, fields: Record<string, unknown> = {}) {
  serial += 1;
  return {
    viewCode: `test_view_${serial}`,
    viewName: `Test ${serial}`,
    datasourceId,
    sqlText,
    ...fields,
  };
}

function run(viewId: number, params: unknown = [], token = t.editor) {
  return t.server.call<ViewResult>('POST', QUERY, {
    token,
    body: { viewId, queryParamListStr: JSON.stringify(params) },
  });
}

beforeAll(async () => {
  const page = await t.server.call<ViewPage>('GET', `${BASE}/view/v1/list`, {
    token: t.admin,
    query: { viewType: 'TREE' },
  });
  const tree = page.body.data.records[0];
  datasourceId = tree?.datasourceId ?? 0;
  treeId = tree?.id ?? 0;
});

describe('defining a view', () => {
  it('creates a draft, runs it for holders of the code only, publishes, changes and deletes it', async () => {
    const created = await save(
      'POST',
      view(
        'select region_code as "code", region_name as "name", level from demo_region ' +
          'where level = :level and (:name::text is null or region_name like :name) order by sort',
        {
          viewComment: '按级别的区划',
          appCode: 'demo',
          params: [
            { name: 'level', type: 'number', required: true },
            { name: 'name', type: 'string', required: false },
          ],
          columns: [{ columnName: 'name', columnComment: '名称', queryable: true }],
          maxRows: 2,
        },
      ),
    );
    expect(created.body.code, created.body.message).toBe(20000);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({
      viewStatus: 'DRAFT',
      viewType: 'VIEW',
      appCode: 'demo',
    });
    expect(created.body.data.columns).toEqual([
      {
        columnName: 'code',
        columnComment: '',
        dataType: 'string',
        sort: 1,
        visible: true,
        queryable: false,
        sortable: false,
      },
      {
        columnName: 'name',
        columnComment: '名称',
        dataType: 'string',
        sort: 2,
        visible: true,
        queryable: true,
        sortable: false,
      },
      {
        columnName: 'level',
        columnComment: '',
        dataType: 'number',
        sort: 3,
        visible: true,
        queryable: false,
        sortable: false,
      },
    ]);

    expect((await run(id, { level: 1 })).body.code).toBe(40004);
    const asAdmin = await run(id, { level: 1 }, t.admin);
    expect(asAdmin.body.data).toMatchObject({ total: 2, truncated: true });
    const named = await run(id, { level: 3, name: '%区' }, t.admin);
    expect(named.body.data.records.map((r) => r.name)).toEqual(['东城区', '西城区']);

    const published = await save('PUT', { id, viewStatus: 'PUBLISHED', maxRows: 100 });
    expect(published.body.data.columns[1]).toMatchObject({
      columnName: 'name',
      columnComment: '名称',
    });
    expect((await run(id, { level: 1 })).body.data.records.map((r) => r.code)).toEqual([
      '110000',
      '310000',
      '440000',
    ]);

    const changed = await save('PUT', {
      id,
      sqlText: 'select region_name as "name" from demo_region where level = :level order by sort',
      params: [{ name: 'level', type: 'number', required: false, defaultValue: 1 }],
    });
    expect(changed.body.data.columns.map((c) => [c.columnName, c.columnComment])).toEqual([
      ['name', '名称'],
    ]);
    const select = await t.server.call<ViewResult>('GET', `${BASE}/select/v1/list/${id}`, {
      token: t.editor,
    });
    expect(select.body.data.records).toEqual([
      { name: '北京市' },
      { name: '上海市' },
      { name: '广东省' },
    ]);

    const duplicate = await save('POST', view('select 1 as a', { viewCode: 'region_tree' }));
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'View code "region_tree" is already in use.',
    });
    const removed = await t.server.call('DELETE', VIEW, { token: t.admin, body: { ids: [id] } });
    expect(removed.body.data).toEqual({ affected: 1 });
    expect((await run(id, {}, t.admin)).body.code).toBe(40004);
    expect((await save('PUT', { id, viewName: 'again' })).body.code).toBe(40004);
  });

  it('keeps parents consistent: no cycles, no deleting a parent that still has children', async () => {
    const parent = await save(
      'POST',
      view('select id from demo_region', { viewStatus: 'PUBLISHED' }),
    );
    const child = await save(
      'POST',
      view('select id from demo_region', { parentViewId: parent.body.data.id }),
    );
    expect(child.body.data.parentViewId).toBe(parent.body.data.id);
    const cycle = await save('PUT', { id: parent.body.data.id, parentViewId: child.body.data.id });
    expect(cycle.body).toMatchObject({
      code: 40022,
      message: 'body.parentViewId: would make the view its own ancestor',
    });
    const refused = await t.server.call('DELETE', VIEW, {
      token: t.admin,
      body: { ids: [parent.body.data.id] },
    });
    expect(refused.body.code).toBe(40009);
    const both = await t.server.call('DELETE', VIEW, {
      token: t.admin,
      body: { ids: [parent.body.data.id, child.body.data.id] },
    });
    expect(both.body.data).toEqual({ affected: 2 });
    const tree = await save(
      'POST',
      view('select id, parent_id as pid from demo_region', { viewType: 'TREE' }),
    );
    expect(tree.body).toMatchObject({
      code: 40022,
      message: 'body.parentLevelField: a TREE view needs it',
    });
  });

  it('refuses writes, second statements, sleeps and secrets in the SQL, and stores nothing', async () => {
    const before = await countViews();
    const cases: [string, string][] = [
      [
        'select 1 as a; drop table demo_region',
        'one statement only: nothing may follow a semicolon',
      ],
      ['delete from demo_region', 'a view must be one SELECT (or WITH … SELECT) statement'],
      [
        'with d as (delete from demo_region returning id) select id from d',
        'DELETE is not allowed: a view only reads',
      ],
      ['select id into evil_copy from demo_region', 'INTO is not allowed: a view only reads'],
      ['select id from demo_region for update', 'UPDATE is not allowed: a view only reads'],
      ['select pg_sleep(30) as s', 'the function pg_sleep() is not allowed in a view'],
      [
        "select set_config('transaction_read_only', 'off', true) as s",
        'the function set_config() is not allowed in a view',
      ],
      [
        'select $$x$$ as a',
        '`$` is not accepted (dollar quoting or positional parameters): use :name parameters',
      ],
      [
        'select account, password_hash from sys_user',
        'password_hash holds secrets; a view cannot read it',
      ],
      [
        'select * from sys_user',
        'sys_user is readable column by column except password_hash: name the columns the view ' +
          'needs (*, t.*, a whole row t, row_to_json(t), to_jsonb(t) or t::text would read password_hash too)',
      ],
      [
        'select id from no_such_table',
        'the database refused it: relation "no_such_table" does not exist',
      ],
      ['select 1', 'give every selected expression a name (AS …)'],
      ['select id, id from demo_region', 'the column "id" is answered twice'],
    ];
    for (const [sqlText, message] of cases) {
      const answer = await save('POST', view(sqlText));
      expect(answer.body.code, sqlText).toBe(40022);
      expect(answer.body.data, sqlText).toEqual({
        errors: expect.arrayContaining([{ field: 'body.sqlText', message }]),
      });
    }
    const params = await save(
      'POST',
      view('select id from demo_region where id = :id', {
        params: [{ name: 'other', type: 'number', required: false }],
      }),
    );
    expect(params.body.data).toEqual({
      errors: [
        { field: 'body.params', message: 'the SQL uses :id, which is not declared' },
        { field: 'body.params[0].name', message: 'is not used in the SQL' },
      ],
    });
    expect(await countViews()).toBe(before);
    expect((await t.server.db.select({ n: count() }).from(demoRegions))[0]?.n).toBe(16);
  });

  it('says the problems of a refused SQL in Chinese when asked', async () => {
    const zh = { 'accept-language': 'zh-CN' };
    const write = await t.server.call('POST', VIEW, {
      token: t.admin,
      body: view('delete from demo_region'),
      headers: zh,
    });
    const select = 'SQL 不符合要求：视图必须是一条 SELECT（或 WITH … SELECT）语句';
    const reads = 'SQL 不符合要求：不允许使用 DELETE：视图只能读取数据';
    expect(write.body).toEqual({
      code: 40022,
      message: `body.sqlText：${select}；body.sqlText：${reads}`,
      data: {
        errors: [
          { field: 'body.sqlText', message: select },
          { field: 'body.sqlText', message: reads },
        ],
      },
    });
    const wholeRow = await t.server.call('POST', VIEW, {
      token: t.admin,
      body: view('select * from sys_user'),
      headers: zh,
    });
    expect(wholeRow.body.data).toEqual({
      errors: [
        {
          field: 'body.sqlText',
          message:
            'SQL 不符合要求：sys_user 只能按列读取（password_hash 除外）：请写明视图需要的列' +
            '（*、t.*、整行 t、row_to_json(t)、to_jsonb(t) 或 t::text 也会读取 password_hash）',
        },
      ],
    });
  });

  it('refuses bad input with the field named', async () => {
    const before = await countViews();
    const cases: [unknown, string][] = [
      [{ viewName: 'x', datasourceId, sqlText: 'select 1 as a' }, 'body.viewCode: is required'],
      [view('select 1 as a', { datasourceId: '1' }), 'body.datasourceId: must be integer'],
      [view('select 1 as a', { viewType: 'GRID' }), 'body.viewType: must be one of: VIEW, TREE'],
      [
        view('select 1 as a', { statementTimeoutMs: 10 }),
        'body.statementTimeoutMs: must be at least 50',
      ],
      [view('select 1 as a', { maxRows: 100000 }), 'body.maxRows: must be at most 5000'],
      [view('x'.repeat(20_001)), 'body.sqlText: must be at most 20000 characters'],
      [
        view('select 1 as a', { params: [{ name: 'a b', type: 'number', required: true }] }),
        'body.params[0].name: has an invalid format',
      ],
      [
        view('select 1 as a', { datasourceId: 999999 }),
        'body.datasourceId: no such enabled data source',
      ],
      [view('select 1 as a', { appCode: 'nope' }), 'body.appCode: no such application'],
      [
        view('select 1 as a', { columns: [{ columnName: 'b' }] }),
        'body.columns[0].columnName: must be a column of the view (a)',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await t.server.call('POST', VIEW, { token: t.admin, body });
      expect(answer.body.code, message).toBe(40022);
      expect(answer.body.message, message).toContain(message);
    }
    const big = await t.server.call('POST', VIEW, {
      token: t.admin,
      body: view('select 1 as a', { viewComment: 'x'.repeat(1_100_000) }),
    });
    expect(big.body.code).toBe(41300);
    expect(await countViews()).toBe(before);
  });
});

describe('views that would run too long', () => {
  it('refuses a run whose plan is too costly before it starts', async () => {
    const costly = await save(
      'POST',
      view('select count(*) as n from generate_series(1, :n) a, generate_series(1, :n) b', {
        viewStatus: 'PUBLISHED',
        params: [{ name: 'n', type: 'number', required: true }],
      }),
    );
    expect(costly.body.code, costly.body.message).toBe(20000);
    expect((await run(costly.body.data.id, { n: 10 })).body.data.records).toEqual([{ n: 100 }]);
    const answer = await run(costly.body.data.id, { n: 1_000_000 });
    expect(answer.body).toMatchObject({
      code: 50400,
      data: { timeoutMs: 5000, costLimit: 100000 },
    });
    expect(answer.body.message).toMatch(
      /^The view would run longer than its limit of 5000 ms \(estimated cost \d+, at most 100000\); it was not run\.$/,
    );
  });

  it('stops a run that outlasts its statement timeout and answers 50400', async () => {
    // The planner cannot see through the sub-select, so it guesses 1000 rows and lets it start.
    // A limit well above a trivial run's time even on a busy machine (where the embedded
    // engine's view worker, which runs at a lower priority, gets little CPU), and far below the
    // long run's (10^8 rows: tens of seconds on either engine).
    const slow = await save(
      'POST',
      view('select count(*) as n from generate_series(1, (select :n::int)) g', {
        viewStatus: 'PUBLISHED',
        statementTimeoutMs: 2000,
        params: [{ name: 'n', type: 'number', required: true }],
      }),
    );
    expect(slow.body.code, slow.body.message).toBe(20000);
    const trivial = await run(slow.body.data.id, { n: 3 });
    expect(trivial.body.data?.records, trivial.body.message).toEqual([{ n: 3 }]);
    const answer = await run(slow.body.data.id, { n: 100_000_000 });
    expect(answer.body).toEqual({
      code: 50400,
      message: 'The view ran longer than its limit of 2000 ms and was stopped.',
      data: { timeoutMs: 2000 },
    });
    // The server goes on answering, and the tree view still runs.
    expect((await run(treeId)).body.data.total).toBe(16);
  });
});

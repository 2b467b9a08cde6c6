import type {
  DataView,
  DataViewDetail,
  ViewColumnList,
  ViewPage,
  ViewResult,
} from '@org/api-contract';
import { createHttpClient } from '@org/http-client';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataViews, demoRegions } from '../src/db/schema/index';
import { managementSuite } from './harness';

const BASE = '/dataview-service';
/** The path and payload the renderer's dataView remote options send (form-renderer `src/remote/`). */
const QUERY = `${BASE}/view/v1/sql/resultAppendNotPage`;
const VIEW = `${BASE}/view/v1/view`;

const t = managementSuite();
let tree: DataView;
let children: DataView;

/** The code each kind of management call needs. */
const PERMISSION_OF: Record<string, string> = {
  GET: 'system:appConfig',
  POST: 'system:appConfig:add',
  PUT: 'system:appConfig:edit',
  DELETE: 'system:appConfig:remove',
};

const countViews = async () => (await t.server.db.select({ n: count() }).from(dataViews))[0]?.n;

async function list(query: Record<string, string | number>, token = t.admin) {
  const answer = await t.server.call<ViewPage>('GET', `${BASE}/view/v1/list`, { token, query });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

async function run(viewId: unknown, params: unknown, token = t.editor) {
  const body = {
    viewId,
    queryParamListStr: typeof params === 'string' ? params : JSON.stringify(params),
  };
  return t.server.call<ViewResult>('POST', QUERY, { token, body });
}

beforeAll(async () => {
  const page = await list({ pageSize: 1000 });
  const byCode = (code: string) => page.records.find((view) => view.viewCode === code);
  tree = byCode('region_tree') as DataView;
  children = byCode('region_children') as DataView;
});

describe('the view list the designer reads', () => {
  it('answers data.records for pageNumber, pageSize 1000 and the filters the designer sends', async () => {
    const designer = await list({
      pageNumber: 1,
      pageSize: 1000,
      viewStatus: 'PUBLISHED',
      viewType: 'VIEW',
      appCode: 'demo',
      datasourceId: tree.datasourceId,
      parentViewId: tree.id,
      viewCodeOrComment: '下级',
    });
    expect(designer).toMatchObject({ total: 1, current: 1, size: 1000, pages: 1 });
    expect(designer.records.map((v) => [v.id, v.viewComment])).toEqual([
      [children.id, '某一区划的下级区划'],
    ]);
    expect((await list({ viewType: 'TREE' })).records.map((v) => v.viewCode)).toEqual([
      'region_tree',
    ]);
    expect((await list({ viewCodeOrComment: '级联' })).records.map((v) => v.id)).toEqual([tree.id]);
    expect((await list({ viewCodeOrComment: 'REGION_' })).total).toBe(2);
    expect((await list({ appCode: 'nope' })).total).toBe(0);
    const second = await list({ pageNo: 2, pageSize: 1, sortBy: 'viewCode', sortOrder: 'desc' });
    expect(second).toMatchObject({ current: 2, size: 1, total: 2, pages: 2 });
    expect(second.records.map((v) => v.viewCode)).toEqual(['region_children']);
    const tooBig = await t.server.call('GET', `${BASE}/view/v1/list`, {
      token: t.admin,
      query: { pageSize: 1001, viewStatus: 'OPEN' },
    });
    expect(tooBig.body.data).toEqual({
      errors: [
        { field: 'query.pageSize', message: 'must be at most 1000' },
        { field: 'query.viewStatus', message: 'must be one of: DRAFT, PUBLISHED' },
      ],
    });
  });

  it('finds nothing for SQL-injection strings in viewCodeOrComment and appCode', async () => {
    for (const attack of ["' OR '1'='1", "x' UNION SELECT sql_text FROM dv_view --", '%', '\\']) {
      const page = await list({ viewCodeOrComment: attack, appCode: attack });
      expect(page, attack).toMatchObject({ records: [], total: 0 });
      expect((await list({ viewCodeOrComment: attack })).total, attack).toBe(0);
    }
  });

  it('answers a view with its SQL, parameters and columns', async () => {
    const detail = await t.server.call<DataViewDetail>('GET', VIEW, {
      token: t.admin,
      query: { id: children.id },
    });
    expect(detail.body.data).toMatchObject({
      viewCode: 'region_children',
      parentViewId: tree.id,
      params: [{ name: 'parentId', type: 'number', required: true }],
      statementTimeoutMs: 5000,
      maxRows: 1000,
    });
    expect(detail.body.data.sqlText).toContain('parent_id = :parentId');
    const columns = await t.server.call<ViewColumnList>('GET', `${BASE}/view/v1/columns`, {
      token: t.admin,
      query: { viewId: tree.id },
    });
    expect(columns.body.data.list.map((c) => [c.columnName, c.dataType])).toEqual([
      ['id', 'number'],
      ['parentId', 'number'],
      ['regionCode', 'string'],
      ['regionName', 'string'],
      ['level', 'number'],
    ]);
    const missing = await t.server.call('GET', VIEW, { token: t.admin, query: { id: 999999 } });
    expect(missing.body).toMatchObject({ code: 40004, message: 'Data view 999999 was not found.' });
  });
});

describe('running views', () => {
  it('answers the region tree to the renderer (any signed-in user), ready for a cascader', async () => {
    const answer = await run(String(tree.id), []);
    expect(answer.body.code).toBe(20000);
    const { records, total, truncated } = answer.body.data;
    expect([total, truncated]).toEqual([16, false]);
    expect(records[0]).toEqual({
      id: expect.any(Number),
      parentId: null,
      regionCode: '110000',
      regionName: '北京市',
      level: 1,
    });
    const ids = new Set(records.map((r) => r.id));
    const roots = records.filter((r) => r.parentId === null).map((r) => r.regionName);
    expect(roots).toEqual(['北京市', '上海市', '广东省']);
    expect(records.every((r) => r.parentId === null || ids.has(r.parentId))).toBe(true);
    const select = await t.server.call<ViewResult>('GET', `${BASE}/select/v1/list/${tree.id}`, {
      token: t.editor,
    });
    expect(select.body.data.records).toEqual(records);
    // The platform's HTTP client, as the renderer's lookup service uses it.
    const client = createHttpClient({
      baseURL: `${t.server.url}${BASE}`,
      getToken: () => t.editor,
    });
    const data = await client.post<ViewResult>('/view/v1/sql/resultAppendNotPage', {
      viewId: String(tree.id),
      queryParamListStr: '[]',
    });
    expect(data.records).toEqual(records);
  });

  it('binds parameters by name, from a list or an object', async () => {
    const tree16 = (await run(tree.id, [])).body.data.records;
    const guangdong = tree16.find((r) => r.regionCode === '440000')?.id;
    const fromList = await run(children.id, [{ name: 'parentId', value: guangdong }]);
    expect(fromList.body.data.records.map((r) => r.regionName)).toEqual(['广州市', '深圳市']);
    const fromObject = await run(String(children.id), { parentId: String(guangdong) });
    expect(fromObject.body.data.records).toEqual(fromList.body.data.records);
    const missing = await run(children.id, []);
    expect(missing.body).toMatchObject({
      code: 40022,
      message: 'body.queryParamListStr.parentId: is required',
    });
    const select = await t.server.call('GET', `${BASE}/select/v1/list/${children.id}`, {
      token: t.editor,
    });
    expect(select.body).toMatchObject({ code: 40022, message: 'params.parentId: is required' });
  });

  it('never lets parameter values change the statement', async () => {
    for (const attack of ['1 or 1=1', '1; DROP TABLE demo_region; --', "1' OR '1'='1"]) {
      const answer = await run(children.id, { parentId: attack });
      expect(answer.body, attack).toMatchObject({
        code: 40022,
        message: 'body.queryParamListStr.parentId: must be a number',
      });
    }
    const unknown = await run(children.id, { parentId: 1, 'parentId = 1 or 1': 1 });
    expect(unknown.body.message).toBe(
      'body.queryParamListStr.parentId = 1 or 1: is not a parameter',
    );
    const bad = [
      [
        'not json',
        'body.queryParamListStr: must be JSON: a list of {"name", "value"} or an object',
      ],
      ['[{"value":1}]', 'body.queryParamListStr[0]: must be {"name": …, "value": …}'],
    ];
    for (const [text, message] of bad) {
      expect((await run(children.id, text)).body, text).toMatchObject({ code: 40022, message });
    }
    const regions = (await t.server.db.select({ n: count() }).from(demoRegions))[0]?.n;
    expect(regions).toBe(16);
  });

  it('answers 40022 for a bad view id and 40004 for an unknown one', async () => {
    expect((await run('12abc', [])).body.message).toMatch(/^body\.viewId: /);
    expect((await run(0, [])).body.message).toMatch(/^body\.viewId: /);
    expect((await run('999999', [])).body.code).toBe(40004);
    const path = await t.server.call('GET', `${BASE}/select/v1/list/abc`, { token: t.editor });
    expect(path.body).toMatchObject({
      code: 40022,
      message: 'path.id: must be a view id (a positive integer)',
    });
  });
});

describe('the select route (a path parameter, outside the route-wide checks)', () => {
  it('asks for a session and is documented like every contract route', async () => {
    const path = `${BASE}/select/v1/list/${tree.id}`;
    expect((await t.server.call('GET', path)).body.code).toBe(40001);
    expect((await t.server.call('GET', path, { token: 'forged' })).body.code).toBe(50008);
    const docs = (await (await fetch(`${t.server.url}/docs/json`)).json()) as {
      paths: Record<string, { get?: { summary?: string; security?: unknown } }>;
    };
    expect(docs.paths[`${BASE}/select/v1/list/{id}`]?.get).toMatchObject({
      summary: 'The records of a view with its default parameters (select options)',
      security: [{ token: [] }],
    });
  });
});

describe('who may define views', () => {
  it('refuses the editor every management call (40003) and stores nothing', async () => {
    const before = await countViews();
    const calls: [string, string, Record<string, unknown> | undefined, unknown][] = [
      ['GET', `${BASE}/view/v1/list`, { pageSize: 10 }, undefined],
      ['GET', VIEW, { id: tree.id }, undefined],
      ['GET', `${BASE}/view/v1/columns`, { viewId: tree.id }, undefined],
      [
        'POST',
        VIEW,
        undefined,
        { viewCode: 'x', viewName: 'x', datasourceId: 1, sqlText: 'select 1 as a' },
      ],
      ['PUT', VIEW, undefined, { id: tree.id, viewName: 'x' }],
      ['DELETE', VIEW, undefined, { ids: [tree.id] }],
    ];
    for (const [method, path, query, body] of calls) {
      const answer = await t.server.call(method, path, {
        token: t.editor,
        ...(query === undefined ? {} : { query: query as Record<string, string> }),
        ...(body === undefined ? {} : { body }),
      });
      expect(answer.body, `${method} ${path}`).toMatchObject({
        code: 40003,
        data: { permission: PERMISSION_OF[method] },
      });
    }
    expect(await countViews()).toBe(before);
  });
});

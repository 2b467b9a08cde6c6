import { API, type RouteContract, dataViewPathRoutes, routeUrl } from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import type { DatasourceList, ViewDetail } from '../api/dataview-api';
import { sqlParamNames } from '../dataview/view-draft';
// Types only: shell-server imports this module, so a value import back would be a cycle.
import type { AreaMock, MockAnswer } from './shell-server';

const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);

const invalid = (field: string, message: string): MockAnswer => ({
  code: 40022,
  message: `${field}: ${message}`,
  data: { errors: [{ field, message }] },
});

const STAMP = '2026-05-04T09:30:00.000Z';

export const sampleDatasources = (): DatasourceList['list'] => [
  {
    id: 1,
    datasourceCode: 'default',
    datasourceName: '平台数据库',
    dbType: 'postgres',
    status: 1,
    remark: '',
  },
];

type Column = ViewDetail['columns'][number];
const column = (
  columnName: string,
  columnComment: string,
  dataType: Column['dataType'] = 'string',
  sort = 1,
): Column => ({
  columnName,
  columnComment,
  dataType,
  sort,
  visible: true,
  queryable: false,
  sortable: false,
});

/** A view record for stories and tests (application 1, `crm`, unless given). */
export function sampleView(fields: Partial<ViewDetail> = {}): ViewDetail {
  return {
    id: 31,
    viewCode: 'customer_level',
    viewName: '客户等级',
    viewComment: '',
    viewType: 'VIEW',
    viewStatus: 'PUBLISHED',
    appCode: 'crm',
    datasourceId: 1,
    parentViewId: null,
    parentLevelField: '',
    idField: 'id',
    status: 1,
    createdBy: 1,
    createdAt: STAMP,
    updatedBy: 1,
    updatedAt: STAMP,
    sqlText: 'select level_code as "value", level_name as "label" from crm_level order by sort',
    params: [],
    statementTimeoutMs: 5000,
    maxRows: 1000,
    columns: [column('value', '编码'), column('label', '名称', 'string', 2)],
    ...fields,
  };
}

/** The sample views: two of application 1 (a list with a parameter, a tree), one of app 2. */
export const sampleViews = (): ViewDetail[] => [
  sampleView(),
  sampleView({
    id: 32,
    viewCode: 'customer_by_city',
    viewName: '按城市的客户',
    viewComment: '城市名称的一部分',
    viewStatus: 'DRAFT',
    sqlText:
      'select id, customer_name as "name", city from crm_customer\nwhere city like :city\norder by id',
    params: [{ name: 'city', type: 'string', required: true, defaultValue: '杭州' }],
    maxRows: 2,
    columns: [
      column('id', '', 'number'),
      column('name', '客户名称', 'string', 2),
      column('city', '城市', 'string', 3),
    ],
  }),
  sampleView({
    id: 33,
    viewCode: 'region_tree',
    viewName: '省市区',
    viewType: 'TREE',
    parentLevelField: 'parentId',
    sqlText: 'select id, parent_id as "parentId", region_name as "label" from demo_region',
    columns: [
      column('id', '', 'number'),
      column('parentId', '上级', 'number', 2),
      column('label', '名称', 'string', 3),
    ],
  }),
  sampleView({ id: 34, viewCode: 'staff', viewName: '员工', appCode: 'hr' }),
];

/** The rows each sample view answers, before its parameters filter them. */
const SAMPLE_ROWS: Record<string, Record<string, unknown>[]> = {
  customer_level: [
    { value: 'A', label: '重点' },
    { value: 'B', label: '普通' },
  ],
  customer_by_city: [
    { id: 1, name: '西湖茶庄', city: '杭州' },
    { id: 2, name: '钱塘物流', city: '杭州' },
    { id: 3, name: '江南布业', city: '杭州' },
    { id: 4, name: '外滩咖啡', city: '上海' },
  ],
  region_tree: [
    { id: 1, parentId: null, label: '浙江省' },
    { id: 2, parentId: 1, label: '杭州市' },
  ],
};

/** The names a SELECT list answers, read roughly (`x as "y"` → y, `t.x` → x). */
function columnsOfSql(sql: string): string[] {
  const list = /select\s+([\s\S]*?)\s+from\s/i.exec(sql)?.[1] ?? '';
  return list
    .split(',')
    .map((part) => {
      const alias = /\bas\s+"?([A-Za-z_][A-Za-z0-9_]*)"?\s*$/i.exec(part.trim());
      const last = /([A-Za-z_][A-Za-z0-9_]*)"?\s*$/.exec(part.trim());
      return alias?.[1] ?? last?.[1] ?? '';
    })
    .filter((name) => name !== '');
}

type Body = Record<string, unknown>;

/** The view a save would store, or the answer refusing it (the server's checks, in short). */
function checked(
  body: Body,
  views: readonly ViewDetail[],
  id: number | null,
): ViewDetail | MockAnswer {
  const current = views.find((view) => view.id === id);
  const merged = { ...current, ...body } as Body;
  const code = String(merged.viewCode ?? '');
  if (!/^[A-Za-z][A-Za-z0-9_.:-]*$/.test(code)) {
    return invalid('body.viewCode', 'must start with a letter: letters, digits and _ . : -');
  }
  if (views.some((view) => view.viewCode === code && view.id !== id)) {
    return { code: 40009, message: `View code "${code}" is already in use.` };
  }
  if (String(merged.viewName ?? '').trim() === '') return invalid('body.viewName', 'is required');
  if (!sampleDatasources().some((source) => source.id === merged.datasourceId)) {
    return invalid('body.datasourceId', 'no such enabled data source');
  }
  const sql = String(merged.sqlText ?? '');
  if (!/^\s*(select|with)\b/i.test(sql)) {
    return invalid('body.sqlText', 'a view must be one SELECT (or WITH … SELECT) statement');
  }
  const params = (merged.params ?? []) as ViewDetail['params'];
  const undeclared = sqlParamNames(sql).find((name) => !params.some((p) => p.name === name));
  if (undeclared) {
    return invalid('body.params', `the SQL uses :${undeclared}, which is not declared`);
  }
  // As the server: settings sent are applied by name (others get the defaults); without any
  // sent, the stored ones are kept.
  type Setting = Partial<Pick<Column, 'columnComment' | 'visible' | 'queryable' | 'sortable'>>;
  const sent = body.columns as ({ columnName: string } & Setting)[] | undefined;
  const names = columnsOfSql(sql);
  const vanished = (sent ?? []).findIndex((c) => !names.includes(c.columnName));
  if (vanished !== -1) {
    return invalid(
      `body.columns[${vanished}].columnName`,
      `must be a column of the view (${names.join(', ')})`,
    );
  }
  const columns = names.map((name, index) => {
    const before = current?.columns.find((c) => c.columnName === name);
    const setting: Setting | undefined = sent ? sent.find((c) => c.columnName === name) : before;
    return {
      ...column(name, setting?.columnComment ?? '', before?.dataType, index + 1),
      visible: setting?.visible ?? true,
      queryable: setting?.queryable ?? false,
      sortable: setting?.sortable ?? false,
    };
  });
  return {
    ...sampleView(),
    ...(current ?? {}),
    ...(merged as Partial<ViewDetail>),
    params,
    columns,
    updatedAt: STAMP,
  };
}

const isAnswer = (value: ViewDetail | MockAnswer): value is MockAnswer =>
  !('viewCode' in (value as object));

/** The records of a run: the sample rows whose fields contain the given parameter values. */
function run(view: ViewDetail, given: unknown): MockAnswer {
  if (/generate_series|pg_sleep/i.test(view.sqlText)) {
    return {
      code: 50400,
      message: `The view ran longer than its limit of ${view.statementTimeoutMs} ms and was stopped.`,
      data: { timeoutMs: view.statementTimeoutMs },
    };
  }
  const values = new Map<string, unknown>(
    Array.isArray(given)
      ? (given as { name: string; value: unknown }[]).map((item) => [item.name, item.value])
      : [],
  );
  const missing = view.params.find((param) => param.required && !values.has(param.name));
  if (missing) return invalid('body.queryParamListStr', `${missing.name} is required`);
  const rows = (SAMPLE_ROWS[view.viewCode] ?? []).filter((row) =>
    [...values.values()].every((value) => {
      const wanted = String(value).replace(/%/g, '');
      return Object.values(row).some((cell) => String(cell).includes(wanted));
    }),
  );
  const records = rows.slice(0, view.maxRows);
  return {
    code: 20000,
    data: { records, total: records.length, truncated: rows.length > records.length },
  };
}

/**
 * The data-view routes of the mock server: the list (by application id or code, type, status,
 * text), one view, its columns, the data sources, create, change, delete (a parent of other
 * views is refused) and runs. A view whose SQL uses `generate_series` or `pg_sleep` answers
 * 50400, as a run past its limit does.
 */
export const dataViewMock: AreaMock = (data) => {
  let views = data.dataViews ?? sampleViews();
  let nextId = 500;
  const appCodeOf = (id: number) => data.apps.find((app) => app.id === id)?.appCode;
  return (request: MockRequest) => {
    const body = (request.body ?? {}) as Body;
    const q = (name: string) => request.query.get(name);
    if (is(request, API.dataView.list)) {
      const appId = q('appId');
      const appCode = appId === null ? q('appCode') : appCodeOf(Number(appId));
      const text = q('viewCodeOrComment') ?? '';
      const found = views.filter(
        (view) =>
          (appCode === null || view.appCode === appCode) &&
          (q('viewType') === null || view.viewType === q('viewType')) &&
          (q('viewStatus') === null || view.viewStatus === q('viewStatus')) &&
          (q('status') === null || String(view.status) === q('status')) &&
          [view.viewCode, view.viewName, view.viewComment].some((field) => field.includes(text)),
      );
      const sortBy = q('sortBy') as 'viewCode' | 'viewName' | 'createdAt' | 'updatedAt' | null;
      if (sortBy !== null) {
        const sign = q('sortOrder') === 'desc' ? -1 : 1;
        found.sort((a, b) => sign * String(a[sortBy]).localeCompare(String(b[sortBy])));
      }
      const size = Number(q('pageSize') ?? 10);
      const current = Number(q('pageNumber') ?? q('pageNo') ?? 1);
      return {
        code: 20000,
        data: {
          records: found
            .slice((current - 1) * size, current * size)
            .map(
              ({
                sqlText: _s,
                params: _p,
                statementTimeoutMs: _t,
                maxRows: _m,
                columns: _c,
                ...row
              }) => row,
            ),
          total: found.length,
          current,
          size,
          pages: Math.ceil(found.length / size),
        },
      };
    }
    const byId = (id: unknown) => views.find((view) => view.id === Number(id));
    if (is(request, API.dataView.get)) {
      const view = byId(q('id'));
      return view ? { code: 20000, data: view } : { code: 40004, message: 'Data view not found' };
    }
    if (is(request, API.dataView.columns)) {
      const view = byId(q('viewId'));
      return view
        ? { code: 20000, data: { list: view.columns } }
        : { code: 40004, message: 'Data view not found' };
    }
    if (is(request, API.dataView.datasources)) {
      return { code: 20000, data: { list: sampleDatasources() } };
    }
    if (is(request, API.dataView.create) || is(request, API.dataView.update)) {
      const id = request.method === 'PUT' ? Number(body.id) : null;
      if (id !== null && !byId(id)) return { code: 40004, message: 'Data view not found' };
      const view = checked(body, views, id);
      if (isAnswer(view)) return view;
      const saved = { ...view, id: id ?? (nextId += 1) };
      views = id === null ? [...views, saved] : views.map((v) => (v.id === id ? saved : v));
      return { code: 20000, data: saved };
    }
    if (is(request, API.dataView.remove)) {
      const ids = new Set((body.ids as number[] | undefined) ?? []);
      const children = views.filter((v) => v.parentViewId !== null && ids.has(v.parentViewId));
      if (children.length > 0) {
        return {
          code: 40009,
          message: `Other views name these as parent: ${children.map((c) => c.viewCode).join(', ')}.`,
        };
      }
      views = views.filter((view) => !ids.has(view.id));
      return { code: 20000, data: { affected: ids.size } };
    }
    if (is(request, API.dataView.query)) {
      const view = byId(body.viewId);
      if (!view) return { code: 40004, message: `Data view ${String(body.viewId)} not found` };
      try {
        return run(view, JSON.parse(String(body.queryParamListStr ?? '[]')));
      } catch {
        return invalid('body.queryParamListStr', 'is not JSON');
      }
    }
    const select = /^\/dataview-service\/select\/v1\/list\/(\d+)$/.exec(request.path);
    if (request.method === dataViewPathRoutes.select.method && select) {
      const view = byId(select[1]);
      return view ? run(view, []) : { code: 40004, message: 'Data view not found' };
    }
    return undefined;
  };
};

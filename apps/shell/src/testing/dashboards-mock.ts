import {
  API,
  type DashboardChartBody,
  type DashboardContent,
  type RouteContract,
  type StatisticContent,
  type StatisticFilter,
  routeUrl,
} from '@org/api-contract';
import type { MockRequest } from '@org/app-kit';
import type { ArtefactRecord } from '../api/artefacts-api';
import { sampleViews } from './dataview-mock';
// Types only: shell-server imports this module, so a value import back would be a cycle.
import type { AreaMock, ShellServerData } from './shell-server';
import { computeStatistic } from './statistics-mock';

const is = (request: MockRequest, route: RouteContract) =>
  request.method === route.method && request.path === routeUrl(route);

const STAMP = '2026-05-04T09:30:00.000Z';

/** The id of the sample dashboard 销售总览 (application 1). */
export const SALES_DASHBOARD = 801;
/** The id of a dashboard whose charts show the states: failed, no rows. */
export const STATES_DASHBOARD = 802;

/** A DASHBOARD artefact of application 1 (客户管理), as the artefact routes keep it. */
export function sampleDashboard(
  id: number,
  artefactCode: string,
  artefactName: string,
  content: DashboardContent,
): ArtefactRecord {
  return {
    id,
    appId: 1,
    appCode: 'crm',
    appName: '客户管理',
    kind: 'DASHBOARD',
    artefactCode,
    artefactName,
    description: '',
    content,
    status: 1,
    createdBy: 1,
    createdAt: STAMP,
    updatedBy: 1,
    updatedAt: STAMP,
  };
}

/**
 * 销售总览: three charts of the sample statistics (sales by city, monthly sales, the category
 * shares) with a date range over the order date and a choice of city, shown on the home; and
 * 异常状态: a chart over a view past its time limit beside one with no rows.
 */
export const sampleDashboards = (): ArtefactRecord[] => [
  sampleDashboard(SALES_DASHBOARD, 'sales_overview', '销售总览', {
    charts: [
      { key: 'c1', statisticId: 711, x: 0, y: 0, w: 6, h: 4 },
      { key: 'c2', statisticId: 713, x: 6, y: 0, w: 6, h: 4 },
      { key: 'c3', statisticId: 715, title: '品类', x: 0, y: 4, w: 12, h: 4 },
    ],
    dateFilter: { column: 'order_date', label: '下单日期' },
    choiceFilter: { column: 'city', label: '城市' },
    home: true,
  }),
  sampleDashboard(STATES_DASHBOARD, 'states', '异常状态', {
    charts: [
      { key: 'c1', statisticId: 719, x: 0, y: 0, w: 6, h: 3 },
      { key: 'c2', statisticId: 720, x: 6, y: 0, w: 6, h: 3 },
    ],
  }),
];

/** `data` with the sample dashboards (over the sample statistics, which `withStatistics` adds). */
export function withDashboards(data: ShellServerData): ShellServerData {
  return { ...data, artefacts: [...(data.artefacts ?? []), ...sampleDashboards()] };
}

const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The dashboard routes over the sample views and statistics, as the server answers them: a
 * chart with the shared filters its view has a column for (and the names of those it has
 * not), the columns of the charts' views, the values of a choice. A view whose SQL uses
 * `generate_series` or `pg_sleep` answers 50400.
 */
export const dashboardsMock: AreaMock = (data) => {
  const views = () => data.dataViews ?? sampleViews();
  const statisticOf = (appId: number | undefined, id: number) =>
    (data.artefacts ?? []).find((a) => a.id === id && a.appId === appId && a.kind === 'STATISTIC');
  const viewOf = (content: StatisticContent) => views().find((v) => v.id === content.viewId);
  return (request: MockRequest) => {
    if (is(request, API.statisticDashboards.chart)) {
      const body = request.body as DashboardChartBody;
      const saved = statisticOf(body.appId, body.statisticId);
      if (!saved) return { code: 40004, message: `统计 ${body.statisticId} 不存在。` };
      const content = saved.content as StatisticContent;
      const view = viewOf(content);
      if (!view) return { code: 40004, message: `数据视图 ${content.viewId} 不存在。` };
      if (/generate_series|pg_sleep/i.test(view.sqlText)) {
        return {
          code: 50400,
          message: `视图运行超过了 ${view.statementTimeoutMs} 毫秒的上限，已被终止。`,
          data: { timeoutMs: view.statementTimeoutMs },
        };
      }
      const has = (column: string) => view.columns.some((c) => c.columnName === column);
      const filters: StatisticFilter[] = [];
      const notApplied: ('date' | 'choice')[] = [];
      if (body.date && (body.date.from || body.date.to)) {
        if (!has(body.date.column)) notApplied.push('date');
        else {
          const { column, from, to } = body.date;
          if (from) filters.push({ column, op: 'gte', value: from });
          if (to) filters.push({ column, op: 'lt', value: dayAfter(to) });
        }
      }
      if (body.choice) {
        if (!has(body.choice.column)) notApplied.push('choice');
        else filters.push({ column: body.choice.column, op: 'eq', value: body.choice.value });
      }
      return {
        code: 20000,
        data: {
          statistic: computeStatistic(view, content, filters),
          notApplied,
          name: saved.artefactName,
          content,
        },
      };
    }
    const body = (request.body ?? {}) as {
      appId?: number;
      statisticIds?: number[];
      column?: string;
    };
    const contents = (body.statisticIds ?? [])
      .map((id) => statisticOf(body.appId, id)?.content as StatisticContent | undefined)
      .filter((content) => content !== undefined);
    if (is(request, API.statisticDashboards.columns)) {
      const list = new Map<
        string,
        { columnName: string; label: string; dataType: string; views: number }
      >();
      for (const viewId of new Set(contents.map((c) => c.viewId))) {
        for (const column of views().find((v) => v.id === viewId)?.columns ?? []) {
          const known = list.get(column.columnName);
          if (known) known.views += 1;
          else
            list.set(column.columnName, {
              columnName: column.columnName,
              label: column.columnComment || column.columnName,
              dataType: column.dataType,
              views: 1,
            });
        }
      }
      return { code: 20000, data: { list: [...list.values()] } };
    }
    if (is(request, API.statisticDashboards.choices)) {
      const values = new Set<string>();
      for (const content of contents) {
        const view = viewOf(content);
        if (!view?.columns.some((c) => c.columnName === body.column)) continue;
        const grouped = computeStatistic(view, {
          chart: 'bar',
          viewId: view.id,
          dimension: { column: body.column ?? '' },
          measures: [{ aggregate: 'COUNT' }],
        });
        for (const row of grouped.rows)
          if (row.d !== null && row.d !== '') values.add(String(row.d));
      }
      return {
        code: 20000,
        data: { values: [...values].sort((a, b) => a.localeCompare(b)), truncated: false },
      };
    }
    return undefined;
  };
};

import {
  API,
  DEFAULT_PAGE_SIZE,
  LOOKUP_MAX_PAGE_SIZE,
  type ViewPage,
  dataViewPathRoutes,
} from '@org/api-contract';
import { and, asc, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { dataViews, datasources } from '../db/schema/index';
import { addRoute } from '../http/route';
import { countRows, pageWindow } from '../lib/paging';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { readParamText } from '../services/view-params';
import {
  columnsOf,
  liveView,
  runnableView,
  toDataView,
  toDataViewDetail,
  toViewColumn,
  viewIdOf,
} from '../services/view-records';
import { runStoredView } from '../services/view-runner';
import { registerDataViewWriteRoutes } from './dataview-write-routes';

const V = API.dataView;

const VIEW_SORT = {
  viewCode: dataViews.viewCode,
  viewName: dataViews.viewName,
  createdAt: dataViews.createdAt,
  updatedAt: dataViews.updatedAt,
};

/**
 * The data-view service (`/dataview-service/...`): the view list the designer reads, a
 * view's details and columns, the data sources, and the runs (`select`, `resultAppendNotPage`).
 */
export function registerDataViewRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, V.list, async (request): Promise<ViewPage> => {
    const q = request.query;
    const search = q.viewCodeOrComment?.trim();
    const where = and(
      notDeleted(dataViews),
      equals(dataViews.viewStatus, q.viewStatus),
      equals(dataViews.viewType, q.viewType),
      equals(dataViews.appCode, q.appCode),
      equals(dataViews.appId, q.appId),
      equals(dataViews.datasourceId, q.datasourceId),
      equals(dataViews.parentViewId, q.parentViewId),
      equals(dataViews.status, q.status),
      search
        ? or(
            contains(dataViews.viewCode, search),
            contains(dataViews.viewName, search),
            contains(dataViews.viewComment, search),
          )
        : undefined,
    );
    const window = pageWindow(
      { pageNo: q.pageNumber ?? q.pageNo, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE },
      LOOKUP_MAX_PAGE_SIZE,
    );
    // Cannot grow large (the data views: hundreds): a page by offset and an exact count stay
    // cheap; this answer's shape (`records`, `total`, `current`) has no estimated flag.
    const order = orderBy(VIEW_SORT, q.sortBy, q.sortOrder, 'viewCode', dataViews.id);
    const [rows, total] = await Promise.all([
      db
        .select()
        .from(dataViews)
        .where(where)
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset),
      countRows(db, dataViews, where),
    ]);
    return {
      records: rows.map(toDataView),
      total,
      current: window.pageNo,
      size: window.pageSize,
      pages: Math.ceil(total / window.pageSize),
    };
  });

  addRoute(app, V.get, async (request) => {
    const row = await liveView(db, request.query.id);
    return toDataViewDetail(row, await columnsOf(db, row.id));
  });

  addRoute(app, V.columns, async (request) => {
    const row = await liveView(db, request.query.viewId);
    return { list: (await columnsOf(db, row.id)).map(toViewColumn) };
  });

  addRoute(app, V.datasources, async (request) => {
    const rows = await db
      .select()
      .from(datasources)
      .where(and(notDeleted(datasources), equals(datasources.status, request.query.status)))
      .orderBy(asc(datasources.datasourceName), asc(datasources.id));
    return {
      list: rows.map((row) => ({
        id: row.id,
        datasourceCode: row.datasourceCode,
        datasourceName: row.datasourceName,
        dbType: row.dbType,
        status: row.status === 0 ? (0 as const) : (1 as const),
        remark: row.remark,
      })),
    };
  });

  addRoute(app, dataViewPathRoutes.select, async (request) => {
    const { id } = request.params as { id?: unknown };
    const view = await runnableView(ctx, request, viewIdOf(id, 'path.id'));
    return runStoredView(ctx.database, view, new Map(), 'params');
  });

  addRoute(app, V.query, async (request) => {
    const body = request.body;
    const view = await runnableView(ctx, request, viewIdOf(body.viewId, 'body.viewId'));
    const given = readParamText(body.queryParamListStr, 'body.queryParamListStr');
    return runStoredView(ctx.database, view, given, 'body.queryParamListStr');
  });

  registerDataViewWriteRoutes(app, ctx);
}

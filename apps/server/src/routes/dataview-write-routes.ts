import { API } from '@org/api-contract';
import { and, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { dataViewColumns, dataViews } from '../db/schema/index';
import { written } from '../db/rows';
import { conflict } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { uniqueOr } from '../lib/record-helpers';
import { columnsOf, liveView, toDataViewDetail } from '../services/view-records';
import { type PreparedView, type ViewDraft, prepareView } from '../services/view-save';

const V = API.dataView;
const DEFAULT_TIMEOUT_MS = 5000;
const DEFAULT_MAX_ROWS = 1000;

/** Creating, changing and deleting views; every save checks and tries the SQL first. */
export function registerDataViewWriteRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  const store = async (prepared: PreparedView, actor: number, id?: number) => {
    const now = ctx.clock.now();
    const taken = text('view.codeTaken', { code: prepared.values.viewCode });
    const row = await uniqueOr(taken, () =>
      db.transaction(async (tx) => {
        const saved =
          id === undefined
            ? await tx
                .insert(dataViews)
                .values({ ...prepared.values, ...created(actor, now) })
                .returning()
            : await tx
                .update(dataViews)
                .set({ ...prepared.values, ...updated(actor, now) })
                .where(eq(dataViews.id, id))
                .returning();
        const view = written(saved);
        await tx.delete(dataViewColumns).where(eq(dataViewColumns.viewId, view.id));
        if (prepared.columns.length > 0) {
          await tx.insert(dataViewColumns).values(
            prepared.columns.map((column) => ({
              ...column,
              viewId: view.id,
              ...created(actor, now),
            })),
          );
        }
        return view;
      }),
    );
    return toDataViewDetail(row, await columnsOf(db, row.id));
  };

  addRoute(app, V.create, async (request) => {
    const b = request.body;
    const draft: ViewDraft = {
      viewCode: b.viewCode,
      viewName: b.viewName,
      viewComment: b.viewComment ?? '',
      viewType: b.viewType ?? 'VIEW',
      viewStatus: b.viewStatus ?? 'DRAFT',
      appCode: b.appCode ?? '',
      datasourceId: b.datasourceId,
      parentViewId: b.parentViewId ?? null,
      sqlText: b.sqlText,
      params: b.params ?? [],
      parentLevelField: b.parentLevelField ?? '',
      idField: b.idField ?? 'id',
      statementTimeoutMs: b.statementTimeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxRows: b.maxRows ?? DEFAULT_MAX_ROWS,
      status: b.status ?? 1,
      columns: b.columns ?? [],
      columnsGiven: b.columns !== undefined,
    };
    return store(await prepareView(ctx, draft), sessionOf(request).userId);
  });

  addRoute(app, V.update, async (request) => {
    const b = request.body;
    const current = await liveView(db, b.id);
    const stored = await columnsOf(db, b.id);
    const draft: ViewDraft = {
      viewCode: b.viewCode ?? current.viewCode,
      viewName: b.viewName ?? current.viewName,
      viewComment: b.viewComment ?? current.viewComment,
      viewType: b.viewType ?? (current.viewType === 'TREE' ? 'TREE' : 'VIEW'),
      viewStatus: b.viewStatus ?? (current.viewStatus === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT'),
      appCode: b.appCode ?? current.appCode,
      datasourceId: b.datasourceId ?? current.datasourceId,
      parentViewId: b.parentViewId === undefined ? current.parentViewId : b.parentViewId,
      sqlText: b.sqlText ?? current.sqlText,
      params: b.params ?? current.params,
      parentLevelField: b.parentLevelField ?? current.parentLevelField,
      idField: b.idField ?? current.idField,
      statementTimeoutMs: b.statementTimeoutMs ?? current.statementTimeoutMs,
      maxRows: b.maxRows ?? current.maxRows,
      status: b.status ?? (current.status === 0 ? 0 : 1),
      columns: b.columns ?? stored,
      columnsGiven: b.columns !== undefined,
    };
    return store(await prepareView(ctx, draft, b.id), sessionOf(request).userId, b.id);
  });

  addRoute(app, V.remove, async (request) => {
    const ids = request.body.ids;
    const children = await db
      .select({ viewCode: dataViews.viewCode })
      .from(dataViews)
      .where(
        and(
          inArray(dataViews.parentViewId, ids),
          notInArray(dataViews.id, ids),
          isNull(dataViews.deletedAt),
        ),
      );
    if (children.length > 0) {
      throw conflict(text('view.isParent', { codes: children.map((c) => c.viewCode) }));
    }
    const affected = await softDelete(
      db,
      dataViews,
      ids,
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    return { affected };
  });
}

import {
  API,
  type Dict,
  type DictItem,
  LOOKUP_MAX_PAGE_SIZE,
  type Status,
} from '@org/api-contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { dictItems, dicts } from '../db/schema/index';
import { written } from '../db/rows';
import type { Queryable } from '../db/types';
import { conflict, invalidField, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { auditOf, liveRow, uniqueOr } from '../lib/record-helpers';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';

type DictRow = typeof dicts.$inferSelect;
type ItemRow = typeof dictItems.$inferSelect;

export function toDict(row: DictRow): Dict {
  return {
    id: row.id,
    dictCode: row.dictCode,
    dictName: row.dictName,
    valueType: row.valueType as Dict['valueType'],
    status: row.status as Status,
    sort: row.sort,
    builtIn: row.builtIn,
    remark: row.remark,
    ...auditOf(row),
  };
}

export function toDictItem(row: ItemRow): DictItem {
  return {
    id: row.id,
    dictId: row.dictId,
    itemText: row.itemText,
    itemValue: row.itemValue,
    sort: row.sort,
    status: row.status as Status,
    isDefault: row.isDefault,
    color: row.color,
    remark: row.remark,
    ...auditOf(row),
  };
}

const DICT_SORT = {
  sort: dicts.sort,
  dictCode: dicts.dictCode,
  dictName: dicts.dictName,
  createdAt: dicts.createdAt,
  updatedAt: dicts.updatedAt,
};
const ITEM_SORT = {
  sort: dictItems.sort,
  itemValue: dictItems.itemValue,
  itemText: dictItems.itemText,
  createdAt: dictItems.createdAt,
};

function liveDict(db: Queryable, id: number): Promise<DictRow> {
  return liveRow(db, dicts, id, text('dict.noun'));
}

/** The dictionary calls (`/ibsp-bg-auth/sysDict/v1/*`). */
export function registerDictRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, API.dict.byCode, async (request) => ctx.dicts.byCodes(request.body));

  addRoute(app, API.dict.paging, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(dicts),
      equals(dicts.status, q.status),
      contains(dicts.dictName, q.dictName),
      contains(dicts.dictCode, q.dictCode),
    );
    // Cannot grow large (the dictionaries: hundreds): a page by offset and the bounded total
    // (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(DICT_SORT, q.sortBy, q.sortOrder, 'sort', dicts.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select()
            .from(dicts)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, dicts, where),
      },
      toDict,
      LOOKUP_MAX_PAGE_SIZE,
    );
  });

  addRoute(app, API.dict.itemPaging, async (request) => {
    const q = request.body;
    if (q.dictId === undefined && (q.dictCode === undefined || q.dictCode === '')) {
      throw invalidField('body.dictId', text('dict.idOrCode'));
    }
    const parent = and(
      notDeleted(dicts),
      equals(dicts.id, q.dictId),
      equals(dicts.dictCode, q.dictCode),
    );
    const where = and(
      inArray(dictItems.dictId, db.select({ id: dicts.id }).from(dicts).where(parent)),
      equals(dictItems.status, q.status),
      contains(dictItems.itemText, q.itemText),
    );
    // Cannot grow large (one dictionary's items: tens to hundreds): a page by offset and the
    // bounded total (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(ITEM_SORT, q.sortBy, q.sortOrder, 'sort', dictItems.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select()
            .from(dictItems)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, dictItems, where),
      },
      toDictItem,
      LOOKUP_MAX_PAGE_SIZE,
    );
  });

  addRoute(app, API.dict.create, async (request) => {
    const b = request.body;
    const actor = sessionOf(request).userId;
    const rows = await uniqueOr(text('dict.codeTaken', { code: b.dictCode }), () =>
      db
        .insert(dicts)
        .values({
          dictCode: b.dictCode,
          dictName: b.dictName.trim(),
          valueType: b.valueType ?? 'string',
          status: b.status ?? 1,
          sort: b.sort ?? 0,
          remark: b.remark ?? '',
          ...created(actor, ctx.clock.now()),
        })
        .returning(),
    );
    ctx.dicts.changed();
    return toDict(written(rows));
  });

  addRoute(app, API.dict.update, async (request) => {
    const b = request.body;
    const current = await liveDict(db, b.id);
    if (current.builtIn && b.dictCode !== undefined && b.dictCode !== current.dictCode) {
      throw conflict(text('dict.builtInCode', { code: current.dictCode }));
    }
    const rows = await uniqueOr(text('dict.codeTaken', { code: b.dictCode ?? '' }), () =>
      db
        .update(dicts)
        .set({
          ...(b.dictCode === undefined ? {} : { dictCode: b.dictCode }),
          ...(b.dictName === undefined ? {} : { dictName: b.dictName.trim() }),
          ...(b.valueType === undefined ? {} : { valueType: b.valueType }),
          ...(b.status === undefined ? {} : { status: b.status }),
          ...(b.sort === undefined ? {} : { sort: b.sort }),
          ...(b.remark === undefined ? {} : { remark: b.remark }),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(dicts.id, b.id))
        .returning(),
    );
    ctx.dicts.changed();
    return toDict(written(rows));
  });

  addRoute(app, API.dict.remove, async (request) => {
    const ids = request.body.ids;
    const builtIn = await db
      .select({ dictCode: dicts.dictCode })
      .from(dicts)
      .where(and(inArray(dicts.id, ids), eq(dicts.builtIn, true), isNull(dicts.deletedAt)));
    if (builtIn.length > 0) {
      throw conflict(text('dict.builtInDelete', { codes: builtIn.map((d) => d.dictCode) }));
    }
    const affected = await softDelete(db, dicts, ids, sessionOf(request).userId, ctx.clock.now());
    ctx.dicts.changed();
    return { affected };
  });

  addRoute(app, API.dict.createItem, async (request) => {
    const b = request.body;
    await liveDict(db, b.dictId);
    const rows = await uniqueOr(text('dict.itemValueTaken', { value: b.itemValue }), () =>
      db
        .insert(dictItems)
        .values({
          dictId: b.dictId,
          itemText: b.itemText.trim(),
          itemValue: b.itemValue.trim(),
          sort: b.sort ?? 0,
          status: b.status ?? 1,
          isDefault: b.isDefault ?? false,
          color: b.color ?? null,
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning(),
    );
    ctx.dicts.changed();
    return toDictItem(written(rows));
  });

  addRoute(app, API.dict.updateItem, async (request) => {
    const b = request.body;
    const [current] = await db.select().from(dictItems).where(eq(dictItems.id, b.id));
    if (!current) throw notFound(text('dict.itemNoun'), b.id);
    const rows = await uniqueOr(text('dict.itemValueTaken', { value: b.itemValue ?? '' }), () =>
      db
        .update(dictItems)
        .set({
          ...(b.itemText === undefined ? {} : { itemText: b.itemText.trim() }),
          ...(b.itemValue === undefined ? {} : { itemValue: b.itemValue.trim() }),
          ...(b.sort === undefined ? {} : { sort: b.sort }),
          ...(b.status === undefined ? {} : { status: b.status }),
          ...(b.isDefault === undefined ? {} : { isDefault: b.isDefault }),
          ...(b.color === undefined ? {} : { color: b.color }),
          ...(b.remark === undefined ? {} : { remark: b.remark }),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(dictItems.id, b.id))
        .returning(),
    );
    ctx.dicts.changed();
    return toDictItem(written(rows));
  });

  addRoute(app, API.dict.removeItem, async (request) => {
    const deleted = await db
      .delete(dictItems)
      .where(inArray(dictItems.id, request.body.ids))
      .returning({ id: dictItems.id });
    ctx.dicts.changed();
    return { affected: deleted.length };
  });

  addRoute(app, API.dict.setStatus, async (request) => {
    const { id, status } = request.query;
    await liveDict(db, id);
    const rows = await db
      .update(dicts)
      .set({ status, ...updated(sessionOf(request).userId, ctx.clock.now()) })
      .where(eq(dicts.id, id))
      .returning();
    ctx.dicts.changed();
    return toDict(written(rows));
  });
}

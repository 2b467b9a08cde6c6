import {
  API,
  CATEGORY_DEPTH,
  type Category,
  LOOKUP_MAX_PAGE_SIZE,
  ResultCode,
  type Status,
} from '@org/api-contract';
import { and, asc, eq, getTableColumns, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { categories } from '../db/schema/index';
import { written } from '../db/rows';
import type { Queryable } from '../db/types';
import { ApiError, conflict, invalidField, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { auditOf, given, uniqueOr } from '../lib/record-helpers';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { categoryTree, levelOf, nextCategoryCode, subtreeOf } from '../services/category-tree';

type CategoryRow = typeof categories.$inferSelect & { hasChild: boolean };

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    parentId: row.parentId,
    code: row.code,
    name: row.name,
    sort: row.sort,
    status: row.status as Status,
    remark: row.remark,
    hasChild: row.hasChild,
    ...auditOf(row),
  };
}

const SORT = {
  sort: categories.sort,
  code: categories.code,
  name: categories.name,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
};

/** Columns of a category plus whether live sub-categories exist. */
const withHasChild = {
  ...getTableColumns(categories),
  hasChild: sql<boolean>`exists (select 1 from sys_category c
    where c.parent_id = sys_category.id and c.deleted_at is null)`.mapWith(Boolean),
};

async function liveCategory(db: Queryable, id: number): Promise<CategoryRow> {
  const [row] = await db
    .select(withHasChild)
    .from(categories)
    .where(and(eq(categories.id, id), isNull(categories.deletedAt)));
  if (!row) throw notFound(text('category.noun'), id);
  return row;
}

const taken = (code: string | undefined) => text('category.codeTaken', { code: code ?? '' });

/** Refuses a parent that would make the tree deeper than `CATEGORY_DEPTH`. */
async function checkDepth(db: Queryable, parentId: number | null, height: number): Promise<void> {
  const parentLevel = parentId === null ? 0 : await levelOf(db, parentId);
  if (parentLevel + height > CATEGORY_DEPTH) {
    throw invalidField('body.parentId', text('category.tooDeep', { depth: CATEGORY_DEPTH }));
  }
}

/** The classification dictionary (`/ibsp-bg-auth/sysCategory/v1/*`). */
export function registerCategoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const C = API.category;

  addRoute(app, C.rootPage, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(categories),
      q.allLevels === true ? undefined : isNull(categories.parentId),
      contains(categories.name, q.name),
      contains(categories.code, q.code),
      equals(categories.status, q.status),
    );
    // Cannot grow large (one level of the category tree: tens to hundreds): a page by offset and
    // the bounded total (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(SORT, q.sortBy, q.sortOrder, 'sort', categories.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select(withHasChild)
            .from(categories)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, categories, where),
      },
      toCategory,
    );
  });

  addRoute(app, C.children, async (request) => {
    const { parentId, status } = request.query;
    await liveCategory(db, parentId);
    const rows = await db
      .select(withHasChild)
      .from(categories)
      .where(
        and(
          notDeleted(categories),
          eq(categories.parentId, parentId),
          equals(categories.status, status),
        ),
      )
      .orderBy(asc(categories.sort), asc(categories.id))
      .limit(LOOKUP_MAX_PAGE_SIZE);
    return rows.map(toCategory);
  });

  addRoute(app, C.tree, async (request) => {
    const { code, status } = request.query;
    let parentId: number | null = null;
    if (code !== undefined) {
      const [node] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.code, code), isNull(categories.deletedAt)));
      if (!node) throw new ApiError(ResultCode.NOT_FOUND, text('category.codeNotFound', { code }));
      parentId = node.id;
    }
    return categoryTree(db, parentId, status);
  });

  addRoute(app, C.get, async (request) => toCategory(await liveCategory(db, request.query.id)));

  addRoute(app, C.checkCode, async (request) => {
    const { code, id } = request.query;
    const [row] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(
        and(
          eq(categories.code, code),
          isNull(categories.deletedAt),
          id === undefined ? undefined : ne(categories.id, id),
        ),
      )
      .limit(1);
    return { code, available: row === undefined };
  });

  addRoute(app, C.create, async (request) => {
    const b = request.body;
    const parentId = b.parentId ?? null;
    const parent = parentId === null ? null : await liveCategory(db, parentId);
    await checkDepth(db, parentId, 1);
    let code = b.code;
    if (code === undefined) {
      const siblings = await db
        .select({ code: categories.code })
        .from(categories)
        .where(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId));
      code = nextCategoryCode(
        parent?.code ?? '',
        siblings.map((s) => s.code),
      );
      if (code === undefined) throw conflict(text('category.noCodeLeft'));
    }
    const rows = await uniqueOr(taken(code), () =>
      db
        .insert(categories)
        .values({
          parentId,
          code: code ?? '',
          name: b.name.trim(),
          sort: b.sort ?? 0,
          status: b.status ?? 1,
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning(),
    );
    return toCategory({ ...written(rows), hasChild: false });
  });

  addRoute(app, C.update, async (request) => {
    const b = request.body;
    const current = await liveCategory(db, b.id);
    if (b.parentId !== undefined && b.parentId !== current.parentId) {
      const subtree = await subtreeOf(db, b.id);
      if (b.parentId !== null) {
        await liveCategory(db, b.parentId);
        if (subtree.ids.has(b.parentId)) {
          throw invalidField('body.parentId', text('category.parentBelow'));
        }
      }
      await checkDepth(db, b.parentId, subtree.height);
    }
    await uniqueOr(taken(b.code), () =>
      db
        .update(categories)
        .set({
          ...given({
            parentId: b.parentId,
            code: b.code,
            name: b.name?.trim(),
            sort: b.sort,
            status: b.status,
            remark: b.remark,
          }),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(categories.id, b.id)),
    );
    return toCategory(await liveCategory(db, b.id));
  });

  addRoute(app, C.remove, async (request) => {
    const ids = request.body.ids;
    const blocking = await db
      .select({ code: categories.code })
      .from(categories)
      .where(
        and(
          inArray(categories.parentId, ids),
          notInArray(categories.id, ids),
          isNull(categories.deletedAt),
        ),
      )
      .limit(10);
    if (blocking.length > 0) {
      throw conflict(text('category.hasChildren', { codes: blocking.map((c) => c.code) }));
    }
    const affected = await softDelete(
      db,
      categories,
      ids,
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    return { affected };
  });
}

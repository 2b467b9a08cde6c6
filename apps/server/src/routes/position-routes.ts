import { API, type Position, type Status } from '@org/api-contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertUsersInScope } from '../auth/data-scope';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { written } from '../db/rows';
import { orgs, positions, userPositions, users } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { auditOf, requireLive, uniqueOr } from '../lib/record-helpers';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { memberPage } from '../services/member-page';

const POSITION_SORT = {
  sort: positions.sort,
  positionCode: positions.positionCode,
  positionName: positions.positionName,
  positionLevel: positions.positionLevel,
  createdAt: positions.createdAt,
};

// Correlated subqueries name the outer table in full: Drizzle leaves the columns of a
// single-table select list unqualified, which an inner table could capture.
const positionColumns = {
  position: positions,
  orgName: orgs.orgName,
  memberCount: sql<number>`(select count(*)::int from sys_user_position up
      join sys_user u on u.id = up.user_id and u.deleted_at is null
     where up.position_id = sys_position.id)`,
};

function selectPositions(db: Queryable) {
  return db
    .select(positionColumns)
    .from(positions)
    .leftJoin(orgs, and(eq(orgs.id, positions.orgId), isNull(orgs.deletedAt)));
}

function toPosition(row: {
  position: typeof positions.$inferSelect;
  orgName: string | null;
  memberCount: number;
}): Position {
  const p = row.position;
  return {
    id: p.id,
    positionCode: p.positionCode,
    positionName: p.positionName,
    positionLevel: p.positionLevel,
    orgId: p.orgId,
    orgName: row.orgName,
    sort: p.sort,
    status: p.status as Status,
    remark: p.remark,
    memberCount: Number(row.memberCount),
    ...auditOf(p),
  };
}

async function readPosition(db: Queryable, id: number): Promise<Position> {
  const [row] = await selectPositions(db).where(
    and(eq(positions.id, id), isNull(positions.deletedAt)),
  );
  if (!row) throw notFound(text('position.noun'), id);
  return toPosition(row);
}

const inUse = (code: string | undefined) => text('position.codeTaken', { code: code ?? '' });

/** The position screen (职务管理): positions and their holders. */
export function registerPositionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, API.position.page, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(positions),
      contains(positions.positionCode, q.positionCode),
      contains(positions.positionName, q.positionName),
      equals(positions.orgId, q.orgId),
      equals(positions.status, q.status),
    );
    // Cannot grow large (the positions: hundreds): a page by offset and the bounded total
    // (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(POSITION_SORT, q.sortBy, q.sortOrder, 'sort', positions.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          selectPositions(db)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, positions, where),
      },
      toPosition,
    );
  });

  addRoute(app, API.position.get, async (request) => readPosition(db, request.query.id));

  addRoute(app, API.position.create, async (request) => {
    const b = request.body;
    if (b.orgId !== undefined && b.orgId !== null) {
      await requireLive(db, orgs, [b.orgId], text('org.noun'));
    }
    const rows = await uniqueOr(inUse(b.positionCode), () =>
      db
        .insert(positions)
        .values({
          positionCode: b.positionCode,
          positionName: b.positionName.trim(),
          positionLevel: b.positionLevel ?? 0,
          orgId: b.orgId ?? null,
          sort: b.sort ?? 0,
          status: b.status ?? 1,
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning({ id: positions.id }),
    );
    return readPosition(db, written(rows).id);
  });

  addRoute(app, API.position.update, async (request) => {
    const b = request.body;
    await readPosition(db, b.id);
    if (b.orgId !== undefined && b.orgId !== null) {
      await requireLive(db, orgs, [b.orgId], text('org.noun'));
    }
    await uniqueOr(inUse(b.positionCode), () =>
      db
        .update(positions)
        .set({
          ...(b.positionCode === undefined ? {} : { positionCode: b.positionCode }),
          ...(b.positionName === undefined ? {} : { positionName: b.positionName.trim() }),
          ...(b.positionLevel === undefined ? {} : { positionLevel: b.positionLevel }),
          ...(b.orgId === undefined ? {} : { orgId: b.orgId }),
          ...(b.sort === undefined ? {} : { sort: b.sort }),
          ...(b.status === undefined ? {} : { status: b.status }),
          ...(b.remark === undefined ? {} : { remark: b.remark }),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(positions.id, b.id)),
    );
    return readPosition(db, b.id);
  });

  addRoute(app, API.position.remove, async (request) => {
    const ids = request.body.ids;
    await requireLive(db, positions, ids, text('position.nounPlural'));
    const affected = await db.transaction(async (tx) => {
      const deleted = await softDelete(
        tx,
        positions,
        ids,
        sessionOf(request).userId,
        ctx.clock.now(),
      );
      await tx.delete(userPositions).where(inArray(userPositions.positionId, ids));
      return deleted;
    });
    return { affected };
  });

  addRoute(app, API.position.members, async (request) => {
    const q = request.body;
    await readPosition(db, q.positionId);
    return memberPage(
      db,
      q,
      sql`${users.id} in (select up.user_id from sys_user_position up where up.position_id = ${q.positionId})`,
      await ctx.grants.scopeOf(sessionOf(request).userId),
    );
  });

  addRoute(app, API.position.addMembers, async (request) => {
    const { positionId, userIds } = request.body;
    await readPosition(db, positionId);
    await requireLive(db, users, userIds, text('user.nounPlural'));
    await assertUsersInScope(ctx, sessionOf(request).userId, userIds);
    const added = await db
      .insert(userPositions)
      .values(userIds.map((userId) => ({ userId, positionId })))
      .onConflictDoNothing()
      .returning({ userId: userPositions.userId });
    return { affected: added.length };
  });

  addRoute(app, API.position.removeMembers, async (request) => {
    const { positionId, userIds } = request.body;
    await readPosition(db, positionId);
    await assertUsersInScope(ctx, sessionOf(request).userId, userIds);
    const removed = await db
      .delete(userPositions)
      .where(and(eq(userPositions.positionId, positionId), inArray(userPositions.userId, userIds)))
      .returning({ userId: userPositions.userId });
    return { affected: removed.length };
  });
}

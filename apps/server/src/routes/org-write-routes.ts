import { API, type Org } from '@org/api-contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertOrgsManaged, assertParentManaged } from '../auth/data-scope';
import { sessionOf } from '../auth/guards';
import { TOPICS } from '../cache/invalidation-bus';
import type { AppContext } from '../context';
import { written } from '../db/rows';
import { orgs, users } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { invalidField, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, reorder, updated } from '../lib/audit';
import { requireLive, uniqueOr } from '../lib/record-helpers';
import {
  below,
  checkDepth,
  levelOf,
  liveOrg,
  pathOf,
  selectOrgs,
  setOrgStatus,
  subtreeHeight,
  toOrg,
} from '../services/org-service';

/** One organisation as the API answers it. */
async function readOrg(db: Queryable, id: number): Promise<Org> {
  const [row] = await selectOrgs(db).where(and(eq(orgs.id, id), isNull(orgs.deletedAt)));
  if (!row) throw notFound(text('org.noun'), id);
  return toOrg(row);
}

const duplicate = (code: string | undefined) => text('org.codeTaken', { code: code ?? '' });

/** Create, update, move and sort of organisations. */
export function registerOrgWrites(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, API.org.create, async (request) => {
    const b = request.body;
    await assertParentManaged(ctx, sessionOf(request).userId, b.parentId ?? null);
    let ancestors = '';
    if (b.parentId !== undefined && b.parentId !== null) {
      const parent = await liveOrg(db, b.parentId);
      checkDepth(levelOf(parent), 1);
      ancestors = pathOf(parent);
    }
    if (b.leaderUserId !== undefined && b.leaderUserId !== null) {
      await requireLive(db, users, [b.leaderUserId], text('user.noun'));
    }
    const rows = await uniqueOr(duplicate(b.orgCode), () =>
      db
        .insert(orgs)
        .values({
          parentId: b.parentId ?? null,
          ancestors,
          orgCode: b.orgCode,
          orgName: b.orgName.trim(),
          orgShortName: b.orgShortName?.trim() ?? '',
          orgNameEn: b.orgNameEn?.trim() ?? '',
          orgCategory: b.orgCategory ?? 'dept',
          orgType: b.orgType ?? '',
          leaderUserId: b.leaderUserId ?? null,
          phone: b.phone ?? '',
          email: b.email ?? '',
          fax: b.fax ?? '',
          address: b.address ?? '',
          sort: b.sort ?? 0,
          status: b.status ?? 1,
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning({ id: orgs.id }),
    );
    ctx.bus.invalidate(TOPICS.users);
    return readOrg(db, written(rows).id);
  });

  addRoute(app, API.org.update, async (request) => {
    const b = request.body;
    const current = await liveOrg(db, b.id);
    await assertOrgsManaged(ctx, sessionOf(request).userId, [b.id]);
    if (b.leaderUserId !== undefined && b.leaderUserId !== null) {
      await requireLive(db, users, [b.leaderUserId], text('user.noun'));
    }
    const actor = sessionOf(request).userId;
    const now = ctx.clock.now();
    await uniqueOr(duplicate(b.orgCode), () =>
      db.transaction(async (tx) => {
        await tx
          .update(orgs)
          .set({
            ...(b.orgCode === undefined ? {} : { orgCode: b.orgCode }),
            ...(b.orgName === undefined ? {} : { orgName: b.orgName.trim() }),
            ...(b.orgShortName === undefined ? {} : { orgShortName: b.orgShortName.trim() }),
            ...(b.orgNameEn === undefined ? {} : { orgNameEn: b.orgNameEn.trim() }),
            ...(b.orgCategory === undefined ? {} : { orgCategory: b.orgCategory }),
            ...(b.orgType === undefined ? {} : { orgType: b.orgType }),
            ...(b.leaderUserId === undefined ? {} : { leaderUserId: b.leaderUserId }),
            ...(b.phone === undefined ? {} : { phone: b.phone }),
            ...(b.email === undefined ? {} : { email: b.email }),
            ...(b.fax === undefined ? {} : { fax: b.fax }),
            ...(b.address === undefined ? {} : { address: b.address }),
            ...(b.sort === undefined ? {} : { sort: b.sort }),
            ...(b.remark === undefined ? {} : { remark: b.remark }),
            ...updated(actor, now),
          })
          .where(eq(orgs.id, b.id));
        // A status change follows the rules of the status call (one transaction with the rest).
        if (b.status !== undefined && b.status !== current.status) {
          await setOrgStatus(tx, [b.id], b.status, actor, now);
        }
      }),
    );
    ctx.bus.invalidate(TOPICS.users);
    return readOrg(db, b.id);
  });

  addRoute(app, API.org.move, async (request) => {
    const { id, parentId, sort } = request.body;
    const node = await liveOrg(db, id);
    await assertOrgsManaged(ctx, sessionOf(request).userId, [id]);
    await assertParentManaged(ctx, sessionOf(request).userId, parentId);
    let ancestors = '';
    let parentLevel = 0;
    if (parentId !== null) {
      const parent = await liveOrg(db, parentId);
      if (parent.id === id || pathOf(parent).split(',').includes(String(id))) {
        throw invalidField('body.parentId', text('org.parentInside'));
      }
      ancestors = pathOf(parent);
      parentLevel = levelOf(parent);
    }
    checkDepth(parentLevel, await subtreeHeight(db, node));
    const oldPath = pathOf(node);
    const newPath = ancestors === '' ? String(id) : `${ancestors},${id}`;
    const actor = sessionOf(request).userId;
    const now = ctx.clock.now();
    await db.transaction(async (tx) => {
      await tx
        .update(orgs)
        .set({
          parentId,
          ancestors,
          ...(sort === undefined ? {} : { sort }),
          ...updated(actor, now),
        })
        .where(eq(orgs.id, id));
      if (oldPath !== newPath) {
        await tx
          .update(orgs)
          .set({
            ancestors: sql`${newPath} || substr(${orgs.ancestors}, ${oldPath.length + 1})`,
            ...updated(actor, now),
          })
          .where(and(isNull(orgs.deletedAt), below(id)));
      }
    });
    ctx.bus.invalidate(TOPICS.users);
    return readOrg(db, id);
  });

  addRoute(app, API.org.sort, async (request) => {
    const actor = sessionOf(request).userId;
    const { items } = request.body;
    await assertOrgsManaged(
      ctx,
      actor,
      items.map((item) => item.id),
    );
    const affected = await reorder(db, orgs, items, actor, ctx.clock.now());
    ctx.bus.invalidate(TOPICS.users);
    return { affected };
  });
}

import { API, ORG_TREE_DEPTH, type OrgNode } from '@org/api-contract';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  assertOrgsManaged,
  namedOrgs,
  orgsInScope,
  scopeRefusal,
  visibleOrgIds,
} from '../auth/data-scope';
import { sessionOf } from '../auth/guards';
import { TOPICS } from '../cache/invalidation-bus';
import type { AppContext } from '../context';
import { orgs, users } from '../db/schema/index';
import { conflict, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { softDelete } from '../lib/audit';
import { countRows, pageTotal, paginate } from '../lib/paging';
import { requireLive } from '../lib/record-helpers';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import {
  below,
  membersOf,
  outsideFolded,
  selectOrgs,
  setOrgStatus,
  toOrg,
  treeOrder,
} from '../services/org-service';
import { buildTree, matchingKeyword } from '../services/tree';
import { registerOrgWrites } from './org-write-routes';

const ORG_SORT = {
  sort: orgs.sort,
  orgCode: orgs.orgCode,
  orgName: orgs.orgName,
  createdAt: orgs.createdAt,
};

/** The organisation screen: tree, lazy children, search, CRUD, move, sort, status. */
export function registerOrgRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, API.org.tree, async (request): Promise<OrgNode[]> => {
    const { status, keyword } = request.query;
    const scope = await ctx.grants.scopeOf(sessionOf(request).userId);
    const found = await selectOrgs(db)
      .where(and(notDeleted(orgs), orgsInScope(scope, orgs.id), equals(orgs.status, status)))
      .orderBy(asc(orgs.sort), asc(orgs.id));
    const rows = found.map((row) => ({ ...row, id: row.org.id, parentId: row.org.parentId }));
    const shown = matchingKeyword(rows, keyword, (row) => [row.org.orgName, row.org.orgCode]);
    return buildTree(shown, toOrg, ORG_TREE_DEPTH);
  });

  addRoute(app, API.org.children, async (request) => {
    const { parentId, status } = request.query;
    const scope = await ctx.grants.scopeOf(sessionOf(request).userId);
    const shown = orgsInScope(scope, orgs.id);
    const childStatus = status === undefined ? sql`` : sql` and c.status = ${status}`;
    const shownChild = shown === undefined ? sql`` : sql` and ${orgsInScope(scope, sql`c.id`)}`;
    // With a limited scope, the top of the tree is what is shown without its parent.
    const top =
      shown === undefined
        ? isNull(orgs.parentId)
        : sql`(${orgs.parentId} is null or not ${orgsInScope(scope, orgs.parentId)})`;
    const rows = await selectOrgs(db, {
      hasChildren: sql<boolean>`exists (select 1 from sys_org c
        where c.parent_id = sys_org.id and c.deleted_at is null${childStatus}${shownChild})`,
    })
      .where(
        and(
          notDeleted(orgs),
          shown,
          parentId === undefined ? top : eq(orgs.parentId, parentId),
          equals(orgs.status, status),
        ),
      )
      .orderBy(asc(orgs.sort), asc(orgs.id));
    return rows.map((row) => ({ ...toOrg(row), hasChildren: row.hasChildren }));
  });

  addRoute(app, API.org.page, async (request) => {
    const q = request.body;
    const statusOfChild = q.status === undefined ? sql`` : sql` and c.status = ${q.status}`;
    const scope =
      q.parentId === undefined
        ? undefined
        : q.withDescendants === true
          ? below(q.parentId)
          : eq(orgs.parentId, q.parentId);
    const dataScope = await ctx.grants.scopeOf(sessionOf(request).userId);
    const where = and(
      notDeleted(orgs),
      orgsInScope(dataScope, orgs.id),
      scope,
      contains(orgs.orgName, q.orgName),
      contains(orgs.orgCode, q.orgCode),
      equals(orgs.orgCategory, q.orgCategory),
      equals(orgs.status, q.status),
      outsideFolded(q.folded),
    );
    // Cannot grow large (the organisations: thousands at most in a group company): a page by
    // offset and the bounded total (`pageTotal`, decision 0012) stay cheap without an index per
    // sort. By sort number, the page is in tree order (the tree table).
    const order =
      q.sortBy === undefined || q.sortBy === 'sort'
        ? [treeOrder(q.sortOrder === 'desc')]
        : orderBy(ORG_SORT, q.sortBy, q.sortOrder, 'sort', orgs.id);
    const childInScope = orgsInScope(dataScope, sql`c.id`);
    const hasChildren = sql<boolean>`exists (select 1 from sys_org c where c.parent_id = sys_org.id
      and c.deleted_at is null${statusOfChild}${childInScope ? sql` and ${childInScope}` : sql``})`;
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          selectOrgs(db, { hasChildren })
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, orgs, where),
      },
      (row) => ({ ...toOrg(row), hasChildren: row.hasChildren }),
    );
  });

  addRoute(app, API.org.get, async (request) => {
    const [row] = await selectOrgs(db).where(and(eq(orgs.id, request.query.id), notDeleted(orgs)));
    if (!row) throw notFound(text('org.noun'), request.query.id);
    const scope = await ctx.grants.scopeOf(sessionOf(request).userId);
    if (!scope.all && !visibleOrgIds(scope).includes(row.org.id)) {
      throw scopeRefusal(text('scope.orgOutside', { names: namedOrgs([row.org.orgName]) }));
    }
    return toOrg(row);
  });

  registerOrgWrites(app, ctx);

  addRoute(app, API.org.remove, async (request) => {
    const ids = request.body.ids;
    await requireLive(db, orgs, ids, text('org.nounPlural'));
    await assertOrgsManaged(ctx, sessionOf(request).userId, ids);
    const live = await db
      .select({ id: orgs.id, orgName: orgs.orgName })
      .from(orgs)
      .where(and(inArray(orgs.id, ids), notDeleted(orgs)));
    for (const org of live) {
      const children = await countRows(
        db,
        orgs,
        and(eq(orgs.parentId, org.id), notDeleted(orgs), notInArray(orgs.id, ids)),
      );
      if (children > 0) {
        throw conflict(text('org.hasChildren', { name: org.orgName, count: children }));
      }
      const members = await countRows(db, users, and(notDeleted(users), membersOf(org.id, false)));
      if (members > 0) {
        throw conflict(text('org.hasMembers', { name: org.orgName, count: members }));
      }
    }
    const affected = await softDelete(db, orgs, ids, sessionOf(request).userId, ctx.clock.now());
    ctx.bus.invalidate(TOPICS.users);
    return { affected };
  });

  addRoute(app, API.org.setStatus, async (request) => {
    const { ids, status } = request.body;
    await requireLive(db, orgs, ids, text('org.nounPlural'));
    await assertOrgsManaged(ctx, sessionOf(request).userId, ids);
    const affected = await setOrgStatus(
      db,
      ids,
      status,
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    ctx.bus.invalidate(TOPICS.users);
    return { affected };
  });
}

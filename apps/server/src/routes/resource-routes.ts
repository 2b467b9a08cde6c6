import { API, RESOURCE_TREE_DEPTH, type ResourceNode } from '@org/api-contract';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import { TOPICS } from '../cache/invalidation-bus';
import type { AppContext } from '../context';
import { resources, roleResources } from '../db/schema/index';
import { conflict } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { softDelete } from '../lib/audit';
import { requireLive } from '../lib/record-helpers';
import { equals, notDeleted } from '../lib/search';
import { assertNotChecked, liveResource, toResource } from '../services/resource-service';
import { buildTree, matchingKeyword } from '../services/tree';
import { registerResourceWrites } from './resource-write-routes';

/**
 * The resource screen. The route list (`/router/list`), the page resources and the grants
 * all read this table; writes announce themselves to the grants cache, so those answers follow
 * at once.
 */
export function registerResourceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, API.resource.tree, async (request): Promise<ResourceNode[]> => {
    const { resourceType, status, appId, keyword } = request.query;
    const rows = await db
      .select()
      .from(resources)
      .where(
        and(
          notDeleted(resources),
          resourceType === undefined ? undefined : inArray(resources.resourceType, resourceType),
          equals(resources.status, status),
          equals(resources.appId, appId),
        ),
      )
      .orderBy(asc(resources.sort), asc(resources.id));
    const shown = matchingKeyword(rows, keyword, (row) => [row.resourceName, row.resourceCode]);
    return buildTree(shown, toResource, RESOURCE_TREE_DEPTH);
  });

  addRoute(app, API.resource.children, async (request) => {
    const { parentId, status } = request.query;
    const childStatus = status === undefined ? sql`` : sql` and c.status = ${status}`;
    const rows = await db
      .select({
        resource: resources,
        hasChildren: sql<boolean>`exists (select 1 from sys_resource c
          where c.parent_id = sys_resource.id and c.deleted_at is null${childStatus})`,
      })
      .from(resources)
      .where(
        and(
          notDeleted(resources),
          parentId === undefined ? isNull(resources.parentId) : eq(resources.parentId, parentId),
          equals(resources.status, status),
        ),
      )
      .orderBy(asc(resources.sort), asc(resources.id));
    return rows.map((row) => ({ ...toResource(row.resource), hasChildren: row.hasChildren }));
  });

  addRoute(app, API.resource.get, async (request) =>
    toResource(await liveResource(db, request.query.id)),
  );

  registerResourceWrites(app, ctx);

  addRoute(app, API.resource.remove, async (request) => {
    const ids = request.body.ids;
    await requireLive(db, resources, ids, text('resource.nounPlural'));
    const rows = await db.select().from(resources).where(inArray(resources.id, ids));
    for (const row of rows) assertNotChecked(row, 'deleted');
    const [child] = await db
      .select({ parentId: resources.parentId })
      .from(resources)
      .where(
        and(
          inArray(resources.parentId, ids),
          notInArray(resources.id, ids),
          isNull(resources.deletedAt),
        ),
      );
    if (child) {
      const parent = rows.find((row) => row.id === child.parentId);
      throw conflict(text('resource.hasChildren', { code: parent?.resourceCode ?? '' }));
    }
    const affected = await db.transaction(async (tx) => {
      const deleted = await softDelete(
        tx,
        resources,
        ids,
        sessionOf(request).userId,
        ctx.clock.now(),
      );
      await tx.delete(roleResources).where(inArray(roleResources.resourceId, ids));
      return deleted;
    });
    ctx.bus.invalidate(TOPICS.grants);
    return { affected };
  });
}

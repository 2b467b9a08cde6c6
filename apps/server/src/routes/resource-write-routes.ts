import { API, type ResourceType } from '@org/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import { TOPICS } from '../cache/invalidation-bus';
import type { AppContext } from '../context';
import { written } from '../db/rows';
import { applications, resources } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { invalidField } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, reorder, updated } from '../lib/audit';
import { requireLive, uniqueOr } from '../lib/record-helpers';
import {
  type ResourceRow,
  assertNotChecked,
  checkChildrenAllow,
  checkChildrenApp,
  checkDepth,
  checkPlacement,
  checkSameApp,
  descendantIds,
  heightOf,
  levelOf,
  liveResource,
  toResource,
} from '../services/resource-service';

const inUse = (code: string | undefined) => text('resource.codeTaken', { code: code ?? '' });

/** The parent a resource would go under (`null` for the top). */
async function parentOf(db: Queryable, parentId: number | null): Promise<ResourceRow | null> {
  return parentId === null ? null : liveResource(db, parentId);
}

/** The type of a parent (`null` for the top). */
const typeOf = (parent: ResourceRow | null) =>
  parent === null ? null : (parent.resourceType as ResourceType);

/** The type of the parent a resource would go under (`null` for the top). */
async function parentTypeOf(db: Queryable, parentId: number | null): Promise<ResourceType | null> {
  return typeOf(await parentOf(db, parentId));
}

/** Create, update, move and sort of resources. */
export function registerResourceWrites(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const grantsChanged = () => ctx.bus.invalidate(TOPICS.grants);

  addRoute(app, API.resource.create, async (request) => {
    const b = request.body;
    const parentId = b.parentId ?? null;
    const parent = await parentOf(db, parentId);
    checkPlacement(b.resourceType, typeOf(parent));
    if (parentId !== null) checkDepth(await levelOf(db, parentId), 1);
    // Without an application of its own, a resource belongs to its parent's.
    const appId = b.appId === undefined ? (parent?.appId ?? null) : b.appId;
    if (appId !== null) await requireLive(db, applications, [appId], text('resource.application'));
    checkSameApp(appId, parent);
    const rows = await uniqueOr(inUse(b.resourceCode), () =>
      db
        .insert(resources)
        .values({
          parentId,
          resourceCode: b.resourceCode,
          resourceName: b.resourceName.trim(),
          resourceNameEn: b.resourceNameEn ?? '',
          titleKey: b.titleKey ?? '',
          resourceType: b.resourceType,
          path: b.path ?? '',
          component: b.component ?? '',
          routeName: b.routeName ?? '',
          redirect: b.redirect ?? '',
          icon: b.icon ?? '',
          sort: b.sort ?? 0,
          hidden: b.hidden ?? false,
          keepAlive: b.keepAlive ?? false,
          affix: b.affix ?? false,
          alwaysShow: b.alwaysShow ?? false,
          hideTab: b.hideTab ?? false,
          isExternal: b.isExternal ?? false,
          link: b.link ?? '',
          openMode: b.openMode ?? 'internal',
          appId,
          status: b.status ?? 1,
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning(),
    );
    grantsChanged();
    return toResource(written(rows));
  });

  addRoute(app, API.resource.update, async (request) => {
    const b = request.body;
    const current = await liveResource(db, b.id);
    if (b.resourceCode !== undefined && b.resourceCode !== current.resourceCode) {
      assertNotChecked(current, 'renamed');
    }
    if (b.resourceType !== undefined && b.resourceType !== current.resourceType) {
      checkPlacement(b.resourceType, await parentTypeOf(db, current.parentId), 'body.resourceType');
      await checkChildrenAllow(db, b.id, b.resourceType);
    }
    if (b.appId !== undefined && b.appId !== current.appId) {
      if (b.appId !== null) {
        await requireLive(db, applications, [b.appId], text('resource.application'));
      }
      checkSameApp(b.appId, await parentOf(db, current.parentId), 'body.appId');
      await checkChildrenApp(db, b.id, b.appId);
    }
    const optional = <K extends keyof typeof b>(key: K) =>
      b[key] === undefined ? {} : { [key]: b[key] };
    const rows = await uniqueOr(inUse(b.resourceCode), () =>
      db
        .update(resources)
        .set({
          ...optional('resourceCode'),
          ...(b.resourceName === undefined ? {} : { resourceName: b.resourceName.trim() }),
          ...optional('resourceNameEn'),
          ...optional('titleKey'),
          ...optional('resourceType'),
          ...optional('path'),
          ...optional('component'),
          ...optional('routeName'),
          ...optional('redirect'),
          ...optional('icon'),
          ...optional('sort'),
          ...optional('hidden'),
          ...optional('keepAlive'),
          ...optional('affix'),
          ...optional('alwaysShow'),
          ...optional('hideTab'),
          ...optional('isExternal'),
          ...optional('link'),
          ...optional('openMode'),
          ...optional('appId'),
          ...optional('status'),
          ...optional('remark'),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(resources.id, b.id))
        .returning(),
    );
    grantsChanged();
    return toResource(written(rows));
  });

  addRoute(app, API.resource.move, async (request) => {
    const { id, parentId, sort } = request.body;
    const node = await liveResource(db, id);
    if (
      parentId !== null &&
      (parentId === id || (await descendantIds(db, id)).includes(parentId))
    ) {
      throw invalidField('body.parentId', text('resource.parentInside'));
    }
    const parent = await parentOf(db, parentId);
    checkPlacement(node.resourceType as ResourceType, typeOf(parent));
    checkSameApp(node.appId, parent);
    checkDepth(parentId === null ? 0 : await levelOf(db, parentId), await heightOf(db, id));
    const rows = await db
      .update(resources)
      .set({
        parentId,
        ...(sort === undefined ? {} : { sort }),
        ...updated(sessionOf(request).userId, ctx.clock.now()),
      })
      .where(eq(resources.id, id))
      .returning();
    grantsChanged();
    return toResource(written(rows));
  });

  addRoute(app, API.resource.sort, async (request) => {
    const actor = sessionOf(request).userId;
    const affected = await reorder(db, resources, request.body.items, actor, ctx.clock.now());
    grantsChanged();
    return { affected };
  });
}

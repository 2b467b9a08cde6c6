import { API } from '@org/api-contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import { TOPICS } from '../cache/invalidation-bus';
import type { AppContext } from '../context';
import { written } from '../db/rows';
import {
  applications,
  groupRoles,
  orgs,
  roleOrgs,
  roles,
  userRoles,
  users,
} from '../db/schema/index';
import type { Queryable } from '../db/types';
import { conflict, invalidField } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { requireLive, uniqueOr } from '../lib/record-helpers';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { liveRole, readRoleDetail, roleColumns, toRole } from '../services/role-service';
import { registerRoleGrantRoutes } from './role-grant-routes';

const ROLE_SORT = {
  sort: roles.sort,
  roleCode: roles.roleCode,
  roleName: roles.roleName,
  createdAt: roles.createdAt,
};

const inUse = (code: string | undefined) => text('role.codeTaken', { code: code ?? '' });

/** An APP role names a live application; a PLATFORM role none. */
async function checkApp(
  db: Queryable,
  roleType: string | undefined,
  appId: number | null | undefined,
): Promise<void> {
  if (roleType === 'APP' && (appId === undefined || appId === null)) {
    throw invalidField('body.appId', text('role.appRequired'));
  }
  if (appId !== undefined && appId !== null) {
    await requireLive(db, applications, [appId], text('resource.application'));
  }
}

/** The role screen: list, read, create, change, delete and the data scope. */
export function registerRoleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const grantsChanged = () => ctx.bus.invalidate(TOPICS.grants);

  addRoute(app, API.role.page, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(roles),
      contains(roles.roleCode, q.roleCode),
      contains(roles.roleName, q.roleName),
      equals(roles.roleType, q.roleType),
      equals(roles.appId, q.appId),
      equals(roles.status, q.status),
    );
    // Cannot grow large (the roles: tens to hundreds): a page by offset and the bounded total
    // (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(ROLE_SORT, q.sortBy, q.sortOrder, 'sort', roles.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select(roleColumns)
            .from(roles)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, roles, where),
      },
      toRole,
    );
  });

  addRoute(app, API.role.get, async (request) => readRoleDetail(db, request.query.id));

  addRoute(app, API.role.create, async (request) => {
    const b = request.body;
    const roleType = b.roleType ?? 'PLATFORM';
    await checkApp(db, roleType, b.appId);
    const rows = await uniqueOr(inUse(b.roleCode), () =>
      db
        .insert(roles)
        .values({
          roleCode: b.roleCode,
          roleName: b.roleName.trim(),
          roleType,
          appId: roleType === 'APP' ? (b.appId ?? null) : null,
          dataScope: 'SELF',
          sort: b.sort ?? 0,
          status: b.status ?? 1,
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning({ id: roles.id }),
    );
    grantsChanged();
    return readRoleDetail(db, written(rows).id);
  });

  addRoute(app, API.role.update, async (request) => {
    const b = request.body;
    const current = await liveRole(db, b.id);
    if (current.builtIn && b.roleCode !== undefined && b.roleCode !== current.roleCode) {
      throw conflict(text('role.builtInCode', { code: current.roleCode }));
    }
    if (current.builtIn && b.status === 0) {
      throw conflict(text('role.builtInDisable', { code: current.roleCode }));
    }
    const roleType = b.roleType ?? current.roleType;
    const appId = b.appId === undefined ? current.appId : b.appId;
    await checkApp(db, roleType, appId);
    await uniqueOr(inUse(b.roleCode), () =>
      db
        .update(roles)
        .set({
          ...(b.roleCode === undefined ? {} : { roleCode: b.roleCode }),
          ...(b.roleName === undefined ? {} : { roleName: b.roleName.trim() }),
          roleType,
          appId: roleType === 'APP' ? appId : null,
          ...(b.sort === undefined ? {} : { sort: b.sort }),
          ...(b.status === undefined ? {} : { status: b.status }),
          ...(b.remark === undefined ? {} : { remark: b.remark }),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(roles.id, b.id)),
    );
    grantsChanged();
    return readRoleDetail(db, b.id);
  });

  addRoute(app, API.role.remove, async (request) => {
    const ids = request.body.ids;
    await requireLive(db, roles, ids, text('role.nounPlural'));
    const builtIn = await db
      .select({ roleCode: roles.roleCode })
      .from(roles)
      .where(and(inArray(roles.id, ids), eq(roles.builtIn, true)));
    if (builtIn.length > 0) {
      throw conflict(text('role.builtInDelete', { codes: builtIn.map((r) => r.roleCode) }));
    }
    const [held] = await db
      .select({ roleCode: roles.roleCode })
      .from(roles)
      .where(
        and(
          inArray(roles.id, ids),
          or(
            sql`exists (select 1 from ${userRoles} ur join ${users} u on u.id = ur.user_id
                         and u.deleted_at is null where ur.role_id = ${roles.id})`,
            sql`exists (select 1 from ${groupRoles} gr where gr.role_id = ${roles.id})`,
          ),
        ),
      );
    if (held) {
      throw conflict(text('role.stillGiven', { code: held.roleCode }));
    }
    const affected = await softDelete(db, roles, ids, sessionOf(request).userId, ctx.clock.now());
    grantsChanged();
    return { affected };
  });

  addRoute(app, API.role.setDataScope, async (request) => {
    const { roleId, dataScope, orgIds } = request.body;
    const role = await liveRole(db, roleId);
    if (role.builtIn && dataScope !== role.dataScope) {
      throw conflict(text('role.builtInScope', { code: role.roleCode }));
    }
    if (dataScope === 'CUSTOM' && (orgIds === undefined || orgIds.length === 0)) {
      throw invalidField('body.orgIds', text('role.customScopeOrgs'));
    }
    const custom = dataScope === 'CUSTOM' ? (orgIds ?? []) : [];
    await requireLive(db, orgs, custom, text('org.nounPlural'));
    await db.transaction(async (tx) => {
      await tx
        .update(roles)
        .set({ dataScope, ...updated(sessionOf(request).userId, ctx.clock.now()) })
        .where(eq(roles.id, roleId));
      await tx.delete(roleOrgs).where(eq(roleOrgs.roleId, roleId));
      if (custom.length > 0) {
        await tx.insert(roleOrgs).values(custom.map((orgId) => ({ roleId, orgId })));
      }
    });
    grantsChanged();
    return readRoleDetail(db, roleId);
  });

  registerRoleGrantRoutes(app, ctx);
}

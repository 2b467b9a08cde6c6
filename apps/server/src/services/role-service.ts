import {
  ADMIN_ROLE,
  type Role,
  type RoleDetail,
  type RoleGrant,
  type Status,
} from '@org/api-contract';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import { resources, roleOrgs, roleResources, roles } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { conflict, invalidField, notFound } from '../http/api-error';
import { text } from '../i18n/text';
import { auditOf, liveRow } from '../lib/record-helpers';
import { ownerName } from './resource-service';

export type RoleRow = typeof roles.$inferSelect;

// Correlated subqueries name the outer table in full: Drizzle leaves the columns of a
// single-table select list unqualified, which an inner table could capture.
/** Roles with the number of live users holding them directly. */
export const roleColumns = {
  role: roles,
  userCount: sql<number>`(select count(*)::int from sys_user_role ur
      join sys_user u on u.id = ur.user_id and u.deleted_at is null
     where ur.role_id = sys_role.id)`,
};

export function toRole(row: { role: RoleRow; userCount: number }): Role {
  const r = row.role;
  return {
    id: r.id,
    roleCode: r.roleCode,
    roleName: r.roleName,
    roleType: r.roleType as Role['roleType'],
    appId: r.appId,
    dataScope: r.dataScope as Role['dataScope'],
    sort: r.sort,
    status: r.status as Status,
    builtIn: r.builtIn,
    remark: r.remark,
    userCount: Number(row.userCount),
    ...auditOf(r),
  };
}

/** A live role, or 40004. */
export function liveRole(db: Queryable, id: number): Promise<RoleRow> {
  return liveRow(db, roles, id, text('role.noun'));
}

/** One role with the organisations of its data scope. */
export async function readRoleDetail(db: Queryable, id: number): Promise<RoleDetail> {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.id, id), isNull(roles.deletedAt)));
  if (!row) throw notFound(text('role.noun'), id);
  const scopeOrgs = await db
    .select({ orgId: roleOrgs.orgId })
    .from(roleOrgs)
    .where(eq(roleOrgs.roleId, id))
    .orderBy(asc(roleOrgs.orgId));
  return { ...toRole(row), dataScopeOrgIds: scopeOrgs.map((org) => org.orgId) };
}

/** True for the role that holds everything. */
export const isAdminRole = (row: Pick<RoleRow, 'roleCode'>): boolean => row.roleCode === ADMIN_ROLE;

/** Refuses (40009) a change that would take resources from admin. */
export function assertNotAdminGrants(row: RoleRow): void {
  if (isAdminRole(row)) {
    throw conflict(text('role.adminGrants'));
  }
}

/** The grants of a role as a checkbox tree shows them (admin: every live resource, checked). */
export async function readGrant(db: Queryable, role: RoleRow): Promise<RoleGrant> {
  if (isAdminRole(role)) {
    const all = await db
      .select({ id: resources.id })
      .from(resources)
      .where(isNull(resources.deletedAt))
      .orderBy(asc(resources.id));
    return {
      roleId: role.id,
      allResources: true,
      checkedIds: all.map((r) => r.id),
      halfCheckedIds: [],
    };
  }
  const rows = await db
    .select({ id: roleResources.resourceId, half: roleResources.halfChecked })
    .from(roleResources)
    .innerJoin(
      resources,
      and(eq(resources.id, roleResources.resourceId), isNull(resources.deletedAt)),
    )
    .where(eq(roleResources.roleId, role.id))
    .orderBy(asc(roleResources.resourceId));
  return {
    roleId: role.id,
    allResources: false,
    checkedIds: rows.filter((r) => !r.half).map((r) => r.id),
    halfCheckedIds: rows.filter((r) => r.half).map((r) => r.id),
  };
}

/**
 * The ancestors of `ids` in the resource tree (live ones), for keeping the parents of checked
 * resources as half-checked grants.
 */
export async function resourceAncestors(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`with recursive up(id, parent_id) as (
          select s.id, s.parent_id from sys_resource s
           where s.id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})
          union
          select p.id, p.parent_id from sys_resource p join up on p.id = up.parent_id
           where p.deleted_at is null)
        select distinct id from up`,
  );
  const given = new Set(ids);
  return rows.map((row) => Number(row.id)).filter((id) => !given.has(id));
}

/**
 * Refuses (40022, naming the first such resource) giving a role of an application (APP) a
 * resource of another application or of the platform: an application's role holds only its
 * own application's resources. Platform roles may hold any resource.
 */
export async function assertOwnAppResources(
  db: Queryable,
  role: RoleRow,
  ids: readonly number[],
  field: string,
): Promise<void> {
  if (role.roleType !== 'APP' || ids.length === 0) return;
  const [foreign] = await db
    .select({
      code: resources.resourceCode,
      name: resources.resourceName,
      appId: resources.appId,
    })
    .from(resources)
    .where(
      and(
        inArray(resources.id, [...ids]),
        role.appId === null
          ? undefined
          : or(isNull(resources.appId), ne(resources.appId, role.appId)),
      ),
    )
    .orderBy(asc(resources.id))
    .limit(1);
  if (foreign) {
    throw invalidField(
      field,
      text('role.foreignResource', {
        code: foreign.code,
        name: foreign.name,
        owner: ownerName(foreign.appId),
        role: role.roleCode,
        roleOwner: ownerName(role.appId),
      }),
    );
  }
}

/** The ids among `ids` of resources of application `appId`. */
export async function resourcesOfApp(
  db: Queryable,
  appId: number | null,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0 || appId === null) return [];
  const rows = await db
    .select({ id: resources.id })
    .from(resources)
    .where(and(inArray(resources.id, [...ids]), eq(resources.appId, appId)));
  return rows.map((row) => row.id);
}

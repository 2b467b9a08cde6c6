import { ADMIN_ROLE } from '@org/api-contract';
import type { PeopleRule } from '@org/flow-model';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import type { Queryable } from '../../db/types';

/** Who started a flow and what they gave: what people rules are resolved against. */
export interface PeopleFacts {
  readonly initiatorOrgId: number | null;
  /** People the initiator chose, per node. */
  readonly chosen: Readonly<Record<string, readonly number[]>>;
  /** The form's values. */
  readonly data: Readonly<Record<string, unknown>>;
}

/** Enabled, live users among `where`, in id order. */
async function activeUsers(db: Queryable, where: SQL): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`select u.id from sys_user u
         where u.deleted_at is null and u.status = 1 and (${where})
         order by u.id`,
  );
  return rows.map((row) => Number(row.id));
}

/** Users holding an enabled role, directly or through an enabled user group. */
function holdersOf(roleCode: string): SQL {
  return sql`u.id in (
      select ur.user_id from sys_user_role ur
        join sys_role r on r.id = ur.role_id
       where r.role_code = ${roleCode} and r.deleted_at is null and r.status = 1
      union
      select m.user_id from sys_user_group_member m
        join sys_user_group g on g.id = m.group_id and g.deleted_at is null and g.status = 1
        join sys_user_group_role gr on gr.group_id = g.id
        join sys_role r on r.id = gr.role_id
       where r.role_code = ${roleCode} and r.deleted_at is null and r.status = 1)`;
}

/** The ids among `ids` that are enabled users. */
export function enabledUsers(db: Queryable, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return activeUsers(
    db,
    sql`u.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

/** The platform's administrators: the enabled holders of the role `admin`. */
export function administrators(db: Queryable): Promise<number[]> {
  return activeUsers(db, holdersOf(ADMIN_ROLE));
}

/** The leader of a department `levels` up from `orgId` (1: the department's own leader). */
async function leaderOf(db: Queryable, orgId: number, levels: number): Promise<number[]> {
  const [row] = await queryRows<{ ancestors: string }>(
    db,
    sql`select ancestors from sys_org where id = ${orgId} and deleted_at is null`,
  );
  if (!row) return [];
  const chain = [orgId, ...row.ancestors.split(',').filter(Boolean).map(Number).reverse()];
  const target = chain[levels - 1];
  if (target === undefined) return [];
  return activeUsers(
    db,
    sql`u.id = (select o.leader_user_id from sys_org o
                 where o.id = ${target} and o.deleted_at is null)`,
  );
}

/** The users a field's value names: ids (numbers or numeric texts) or accounts. */
async function namedBy(db: Queryable, value: unknown): Promise<number[]> {
  const items = (Array.isArray(value) ? value : [value]).filter(
    (item): item is string | number => typeof item === 'string' || typeof item === 'number',
  );
  const ids = items.map(Number).filter((id) => Number.isSafeInteger(id) && id > 0);
  const accounts = items
    .filter((item) => typeof item === 'string' && !/^\d+$/.test(item.trim()))
    .map((item) => String(item).trim().toLowerCase())
    .filter(Boolean);
  if (ids.length === 0 && accounts.length === 0) return [];
  const byId =
    ids.length > 0
      ? sql`u.id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`false`;
  const byAccount =
    accounts.length > 0
      ? sql`lower(u.account) in (${sql.join(
          accounts.map((a) => sql`${a}`),
          sql`, `,
        )})`
      : sql`false`;
  return activeUsers(db, sql`${byId} or ${byAccount}`);
}

/** The enabled users a node's rule names for one instance, without repeats, in id order. */
export async function peopleOf(
  db: Queryable,
  nodeId: string,
  rule: PeopleRule,
  facts: PeopleFacts,
): Promise<number[]> {
  switch (rule.type) {
    case 'users':
      return enabledUsers(db, rule.userIds);
    case 'role':
      return activeUsers(db, holdersOf(rule.roleCode));
    case 'leader':
      return facts.initiatorOrgId === null ? [] : leaderOf(db, facts.initiatorOrgId, rule.levels);
    case 'chosen':
      return enabledUsers(db, facts.chosen[nodeId] ?? []);
    case 'field':
      return namedBy(db, facts.data[rule.field]);
  }
}

/** The initiator's department and those above it, and the codes of their enabled roles. */
export async function initiatorFacts(
  db: Queryable,
  userId: number,
): Promise<{ orgId: number | null; departmentIds: number[]; roleCodes: string[] }> {
  const [user] = await queryRows<{ main_org_id: string | number | null; ancestors: string | null }>(
    db,
    sql`select u.main_org_id, o.ancestors from sys_user u
          left join sys_org o on o.id = u.main_org_id and o.deleted_at is null
         where u.id = ${userId}`,
  );
  const orgId = user?.main_org_id == null ? null : Number(user.main_org_id);
  const departmentIds =
    orgId === null
      ? []
      : [orgId, ...(user?.ancestors ?? '').split(',').filter(Boolean).map(Number)];
  const roles = await queryRows<{ role_code: string }>(
    db,
    sql`select r.role_code from sys_role r
         where r.deleted_at is null and r.status = 1
           and (r.id in (select role_id from sys_user_role where user_id = ${userId})
             or r.id in (select gr.role_id from sys_user_group_role gr
                           join sys_user_group g on g.id = gr.group_id
                                                and g.deleted_at is null and g.status = 1
                           join sys_user_group_member m on m.group_id = g.id
                          where m.user_id = ${userId}))`,
  );
  return { orgId, departmentIds, roleCodes: roles.map((row) => row.role_code) };
}

/** Display names of users by id (their name, else their account). */
export async function namesOf(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{ id: string | number; username: string; account: string }>(
    db,
    sql`select id, username, account from sys_user
         where id in (${sql.join(
           [...new Set(ids)].map((id) => sql`${id}`),
           sql`, `,
         )})`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.username || row.account]));
}

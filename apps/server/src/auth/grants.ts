import { ADMIN_ROLE, type ResourceType, impliedReads } from '@org/api-contract';
import { sql } from 'drizzle-orm';
import { TOPICS, type InvalidationBus } from '../cache/invalidation-bus';
import { TtlCache } from '../cache/ttl-cache';
import { queryRows } from '../db/rows';
import type { Db } from '../db/types';
import { ALL_DATA, type DataScope, loadDataScope } from './data-scope';

/** Roles and resources a user holds, directly and through user groups. */
export interface Grants {
  roles: { id: number; roleCode: string; roleName: string }[];
  isAdmin: boolean;
  resources: { resourceCode: string; resourceType: ResourceType }[];
  codes: ReadonlySet<string>;
  /**
   * Screens whose data the user may read without holding them: what their screens read of
   * other screens (`SCREEN_READS`: the user screen reads the organisation tree).
   */
  reads: ReadonlySet<string>;
  /** Whose people and records the user sees: the union of their roles' data scopes. */
  scope: DataScope;
}

/** The enabled roles of a user: given directly or through an enabled user group. */
function rolesOf(userId: number) {
  return sql`
    select r.id, r.role_code, r.role_name, r.sort
      from sys_role r
     where r.deleted_at is null and r.status = 1
       and (r.id in (select ur.role_id from sys_user_role ur where ur.user_id = ${userId})
         or r.id in (select gr.role_id
                       from sys_user_group_role gr
                       join sys_user_group g on g.id = gr.group_id
                                            and g.deleted_at is null and g.status = 1
                       join sys_user_group_member m on m.group_id = g.id
                      where m.user_id = ${userId}))`;
}

/**
 * Reads what a user may do. The role `admin` holds every enabled resource. Answers are cached
 * per user and dropped on every instance when roles, resources, grants, groups or users
 * change (database triggers announce it), so a change takes effect at once everywhere.
 */
export class GrantService {
  private readonly cache: TtlCache<Grants>;

  constructor(
    private readonly db: Db,
    bus: InvalidationBus,
  ) {
    this.cache = new TtlCache({ bus, ttlMs: 60_000, maxEntries: 10_000 });
    bus.on(TOPICS.grants, () => this.cache.clear());
    bus.on(TOPICS.users, () => this.cache.clear());
  }

  async of(userId: number): Promise<Grants> {
    const key = String(userId);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const generation = this.cache.generation;
    const grants = await this.load(userId);
    this.cache.set(key, grants, generation);
    return grants;
  }

  private async load(userId: number): Promise<Grants> {
    const roles = await queryRows<{ id: string | number; role_code: string; role_name: string }>(
      this.db,
      sql`${rolesOf(userId)} order by sort, id`,
    );
    const isAdmin = roles.some((role) => role.role_code === ADMIN_ROLE);
    const resources = await queryRows<{ resource_code: string; resource_type: ResourceType }>(
      this.db,
      isAdmin
        ? sql`select resource_code, resource_type from sys_resource
               where deleted_at is null and status = 1 order by id`
        : sql`with r as (${rolesOf(userId)})
              select distinct s.resource_code, s.resource_type, s.id
                from sys_role_resource rr
                join r on r.id = rr.role_id
                join sys_resource s on s.id = rr.resource_id
               where s.deleted_at is null and s.status = 1
               order by s.id`,
    );
    const roleIds = roles.map((role) => Number(role.id));
    const scope = isAdmin ? ALL_DATA : await loadDataScope(this.db, userId, roleIds);
    const list = resources.map((row) => ({
      resourceCode: row.resource_code,
      resourceType: row.resource_type,
    }));
    return {
      roles: roles.map((role) => ({
        id: Number(role.id),
        roleCode: role.role_code,
        roleName: role.role_name,
      })),
      isAdmin,
      resources: list,
      codes: new Set(list.map((resource) => resource.resourceCode)),
      reads: new Set(impliedReads(list.map((resource) => resource.resourceCode)).keys()),
      scope,
    };
  }

  /** The data scope of a user (decision 0018). */
  async scopeOf(userId: number): Promise<DataScope> {
    return (await this.of(userId)).scope;
  }

  /** True when the user holds `code` (or the role admin), or reads it through a screen held. */
  async has(userId: number, code: string): Promise<boolean> {
    const grants = await this.of(userId);
    return grants.isAdmin || grants.codes.has(code) || grants.reads.has(code);
  }
}

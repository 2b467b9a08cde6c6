import { ADMIN_ROLE, ROUTE_DEPTH, type ResourceType, type RouteRecord } from '@org/api-contract';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import type { Db } from '../db/types';

interface ResourceRow {
  id: number;
  parent_id: number | null;
  resource_code: string;
  resource_name: string;
  resource_name_en: string;
  resource_type: ResourceType;
  path: string;
  component: string;
  route_name: string;
  redirect: string;
  icon: string;
  hidden: boolean;
  keep_alive: boolean;
  affix: boolean;
  always_show: boolean;
  roles: string[] | null;
}

/** Joins a child path to its parent's: absolute paths stay, relative ones are appended. */
function fullPath(parent: string, path: string): string {
  if (path.startsWith('/') || path.startsWith('http')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * Route records of the resource tree (directories, menus and pages; buttons and APIs are not
 * routes), keeping only the resources in `allowed`. Only the platform's resources: those of an
 * application (`app_id`) belong to that application's own menus. Each record's `meta.roles` lists the
 * enabled roles granted its resource, plus `admin`.
 */
export async function buildRouteTree(db: Db, allowed: ReadonlySet<string>): Promise<RouteRecord[]> {
  const rows = await queryRows<ResourceRow>(
    db,
    sql`select s.id::int as id, s.parent_id::int as parent_id, s.resource_code, s.resource_name,
               s.resource_name_en, s.resource_type, s.path, s.component, s.route_name,
               s.redirect, s.icon, s.hidden, s.keep_alive, s.affix, s.always_show,
               (select array_agg(distinct r.role_code order by r.role_code)
                  from sys_role_resource rr
                  join sys_role r on r.id = rr.role_id and r.deleted_at is null and r.status = 1
                 where rr.resource_id = s.id) as roles
          from sys_resource s
         where s.deleted_at is null and s.status = 1 and s.app_id is null
           and s.resource_type in ('DIR', 'MENU', 'PAGE')
         order by s.sort, s.id`,
  );
  const children = new Map<number | null, ResourceRow[]>();
  const ids = new Set(rows.map((row) => row.id));
  for (const row of rows) {
    if (!allowed.has(row.resource_code)) continue;
    const parent = row.parent_id !== null && ids.has(row.parent_id) ? row.parent_id : null;
    const list = children.get(parent) ?? [];
    list.push(row);
    children.set(parent, list);
  }
  const build = (row: ResourceRow, parentPath: string, depth: number): RouteRecord => {
    const own = row.path || row.resource_code.split(':').pop() || '';
    const path = parentPath === '' && !own.startsWith('/') ? `/${own}` : own;
    const full = fullPath(parentPath, path);
    const kids =
      depth < ROUTE_DEPTH
        ? (children.get(row.id) ?? []).map((kid) => build(kid, full, depth + 1))
        : [];
    const record: RouteRecord = {
      path,
      name: row.route_name || row.resource_code,
      component: row.component === '' ? null : row.component,
      hidden: row.hidden || row.resource_type === 'PAGE',
      alwaysShow: row.always_show,
      meta: {
        title: row.resource_name,
        titleEn: row.resource_name_en,
        icon: row.icon === '' ? null : row.icon,
        roles: [...new Set([ADMIN_ROLE, ...(row.roles ?? [])])].sort(),
        resourceCode: row.resource_code,
        resourceType: row.resource_type,
        keepAlive: row.keep_alive,
        affix: row.affix,
      },
    };
    const first = kids[0];
    if (first) {
      record.redirect = row.redirect || fullPath(full, first.path);
      record.children = kids;
    }
    return record;
  };
  return (children.get(null) ?? []).map((row) => build(row, '', 1));
}

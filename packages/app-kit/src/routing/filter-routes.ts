import type { RouteRecord } from '@org/api-contract';

/** True when the route has no role requirement or the user holds one of its roles. */
export function hasRouteRole(route: Pick<RouteRecord, 'meta'>, roles: readonly string[]): boolean {
  const required = route.meta?.roles;
  if (!required || required.length === 0) return true;
  return required.some((role) => roles.includes(role));
}

/** The routes the user may see by role, recursively (copies; the input is left as it is). */
export function filterRoutesByRoles(
  routes: readonly RouteRecord[],
  roles: readonly string[],
): RouteRecord[] {
  const kept: RouteRecord[] = [];
  for (const route of routes) {
    if (!hasRouteRole(route, roles)) continue;
    const copy: RouteRecord = { ...route };
    if (route.children) copy.children = filterRoutesByRoles(route.children, roles);
    kept.push(copy);
  }
  return kept;
}

export interface MenuFilter {
  roles: readonly string[];
  /** Resource codes the user holds. */
  resources: ReadonlySet<string>;
  /** The admin role sees everything. */
  isAdmin: boolean;
}

/**
 * The sidebar's routes: kept by role and by resource code, hidden routes left out, and
 * groups without a page left in them dropped.
 */
export function menuRoutes(routes: readonly RouteRecord[], filter: MenuFilter): RouteRecord[] {
  const walk = (list: readonly RouteRecord[]): RouteRecord[] => {
    const kept: RouteRecord[] = [];
    for (const route of list) {
      if (route.hidden) continue;
      if (!filter.isAdmin) {
        if (!hasRouteRole(route, filter.roles)) continue;
        if (route.meta.resourceCode && !filter.resources.has(route.meta.resourceCode)) continue;
      }
      if (route.children && route.children.length > 0) {
        const children = walk(route.children);
        if (children.length === 0 && !isPage(route)) continue;
        kept.push({ ...route, children });
      } else if (isPage(route)) {
        kept.push({ ...route });
      }
    }
    return kept;
  };
  return walk(routes);
}

/** True for a route that shows a page (not a directory or a layout frame). */
export function isPage(route: RouteRecord): boolean {
  return (
    route.meta.resourceType !== 'DIR' && route.component !== null && route.component !== 'Layout'
  );
}

/** Joins a parent path and a child path. */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** Every page route (with a component) of the tree with its full path and its ancestors. */
export interface FlatRoute {
  fullPath: string;
  route: RouteRecord;
  parents: RouteRecord[];
}

export function flattenRoutes(routes: readonly RouteRecord[], base = '/'): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (list: readonly RouteRecord[], parentPath: string, parents: RouteRecord[]) => {
    for (const route of list) {
      const fullPath = joinPath(parentPath, route.path);
      if (isPage(route)) out.push({ fullPath, route, parents });
      if (route.children) walk(route.children, fullPath, [...parents, route]);
    }
  };
  walk(routes, base, []);
  return out;
}

/** Paths the guard lets through even when no route matches them (spec §2.1). */
export function isPassThroughPath(path: string): boolean {
  return path.includes('/app1') || path.includes('/app2');
}

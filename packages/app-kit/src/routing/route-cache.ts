import type { RouteList } from '../api/platform-api';

/** The browser-storage key of the cached route list (spec: `routers`). */
export const ROUTES_STORAGE_KEY = 'routers';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // storage can be refused (privacy settings); the app then works without the cache
    return null;
  }
}

/** The cached route list, or null when there is none or it is not a list of routes. */
export function readCachedRoutes(): RouteList | null {
  const text = storage()?.getItem(ROUTES_STORAGE_KEY);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    const isRouteList =
      Array.isArray(value) &&
      value.every(
        (route: unknown) =>
          typeof route === 'object' &&
          route !== null &&
          typeof (route as { path?: unknown }).path === 'string' &&
          typeof (route as { meta?: unknown }).meta === 'object',
      );
    return isRouteList ? (value as RouteList) : null;
  } catch {
    return null;
  }
}

export function writeCachedRoutes(routes: RouteList): void {
  try {
    storage()?.setItem(ROUTES_STORAGE_KEY, JSON.stringify(routes));
  } catch {
    // a full storage only costs the cache
  }
}

export function clearCachedRoutes(): void {
  storage()?.removeItem(ROUTES_STORAGE_KEY);
}

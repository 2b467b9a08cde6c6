import { useEffect, useMemo } from 'react';
import { type RouteList, useRouterListQuery } from '../api/platform-api';
import { readCachedRoutes, writeCachedRoutes } from './route-cache';

/**
 * The server's route list, served from the `routers` cache at once while the server's answer is
 * on its way (a returning user sees the sidebar without waiting); the answer replaces the cache.
 * `isLoading` is true only when there is neither a cache nor an answer yet.
 */
export function useRouteList(): { routes: RouteList | undefined; isLoading: boolean } {
  const { data, isLoading } = useRouterListQuery();
  const cached = useMemo(() => (data ? null : readCachedRoutes()), [data]);
  useEffect(() => {
    if (data) writeCachedRoutes(data);
  }, [data]);
  const routes = data ?? cached ?? undefined;
  return { routes, isLoading: isLoading && routes === undefined };
}

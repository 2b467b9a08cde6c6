import type { RouteRecord } from '@org/api-contract';
import { useTranslation } from 'react-i18next';

/** A route's title in the current language (`meta.titleEn` in English when present). */
export function routeTitle(route: Pick<RouteRecord, 'meta' | 'name'>, language: string): string {
  if (language.startsWith('en') && route.meta.titleEn) return route.meta.titleEn;
  return route.meta.title || route.name;
}

export function useRouteTitle(): (route: Pick<RouteRecord, 'meta' | 'name'>) => string {
  const { i18n } = useTranslation();
  return (route) => routeTitle(route, i18n.language);
}

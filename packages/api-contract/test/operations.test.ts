import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, API, isOperation, routeUrl } from '../src/index';

const operations = ALL_ROUTES.filter(isOperation).map((route) => routeUrl(route));

describe('which calls are operations (the operation log records them)', () => {
  it('counts the changes: creating, changing, deleting and actions', () => {
    for (const route of [
      API.user.create,
      API.user.update,
      API.user.remove,
      API.role.grant,
      API.gateway.reload,
      API.loginLog.clean,
    ]) {
      expect(isOperation(route), `${route.method} ${routeUrl(route)}`).toBe(true);
    }
  });

  it('leaves out reads: GET, every page query, and the POSTs marked as reads', () => {
    expect(isOperation(API.user.get)).toBe(false);
    expect(isOperation(API.dashboard.summary)).toBe(false);
    for (const route of ALL_ROUTES) {
      const data = route.data as { properties?: Record<string, unknown> };
      if (data.properties?.list !== undefined && data.properties.total !== undefined) {
        expect(isOperation(route), routeUrl(route)).toBe(false);
      }
    }
    expect(operations).not.toContain(routeUrl(API.dict.byCode));
    expect(operations).not.toContain(routeUrl(API.dataView.query));
    expect(operations).not.toContain(routeUrl(API.loginLog.page));
  });
});

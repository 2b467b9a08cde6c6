import { API, routeUrl } from '@org/api-contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '../session/session-slice';
import { setToken } from '../session/token';
import { route } from '../testing/fixtures';
import { mockAdapter } from '../testing/mock-adapter';
import { Route, renderWithKit } from '../testing/render';
import { ROUTES_STORAGE_KEY, readCachedRoutes } from './route-cache';
import { useRouteList } from './use-route-list';

function RouteNames() {
  const { routes, isLoading } = useRouteList();
  if (isLoading) return <p>loading</p>;
  return <p data-testid="names">{(routes ?? []).map((item) => item.name).join(',')}</p>;
}

/** A server whose route list answers only when `release` is called. */
function slowServer(names: string[]) {
  let release = () => undefined as void;
  const gate = new Promise<void>((done) => (release = done));
  const answer = mockAdapter((request) =>
    request.path === routeUrl(API.dev.routerList)
      ? { code: 20000, data: names.map((name) => route(name, `/${name}`)) }
      : { code: 20000, data: null },
  );
  const answerNow = answer as unknown as (config: { url?: string }) => Promise<unknown>;
  return {
    release: () => release(),
    adapter: (async (config: { url?: string }) => {
      if (String(config.url).endsWith(routeUrl(API.dev.routerList))) await gate;
      return answerNow(config);
    }) as unknown as typeof answer,
  };
}

afterEach(() => localStorage.clear());

describe('the routers cache', () => {
  it('shows the cached list at once, then the server answer, which replaces the cache', async () => {
    localStorage.setItem(ROUTES_STORAGE_KEY, JSON.stringify([route('cached', '/cached')]));
    const server = slowServer(['fresh']);
    renderWithKit(<Route path="*" element={<RouteNames />} />, '/', { adapter: server.adapter });
    expect(screen.getByTestId('names').textContent).toBe('cached');
    server.release();
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('fresh'));
    expect(readCachedRoutes()?.map((item) => item.name)).toEqual(['fresh']);
  });

  it('waits for the server when the cache is missing or not a route list', async () => {
    localStorage.setItem(ROUTES_STORAGE_KEY, '{"not":"a list"');
    const server = slowServer(['fresh']);
    renderWithKit(<Route path="*" element={<RouteNames />} />, '/', { adapter: server.adapter });
    expect(screen.getByText('loading')).toBeTruthy();
    server.release();
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('fresh'));
  });

  it('is cleared at logout', async () => {
    setToken('a-token');
    localStorage.setItem(ROUTES_STORAGE_KEY, JSON.stringify([route('cached', '/cached')]));
    const server = slowServer([]);
    server.release();
    const { kit } = renderWithKit(<Route path="*" element={<p>page</p>} />, '/', {
      adapter: server.adapter,
    });
    await kit.store.dispatch(logout());
    expect(localStorage.getItem(ROUTES_STORAGE_KEY)).toBeNull();
  });
});

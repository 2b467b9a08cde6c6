import { API, routeUrl } from '@org/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { route } from '../testing/fixtures';

describe('the lazily loaded API', () => {
  it('is taken in by a store made before it loaded, and emptied on logout', async () => {
    vi.resetModules();
    const { mockAdapter } = await import('../testing/mock-adapter');
    const { createAppKit } = await import('../store');
    const { logout } = await import('../session/session-slice');
    let routeCalls = 0;
    const kit = createAppKit({
      adapter: mockAdapter((request) => {
        if (request.path === routeUrl(API.dev.routerList)) {
          routeCalls += 1;
          return { code: 20000, data: [route('System', '/system')] };
        }
        return { code: 20000, data: null };
      }),
    });
    expect(kit.store.getState()).not.toHaveProperty('platformApi');

    const { platformApi } = await import('./platform-api');
    expect(kit.store.getState()).toHaveProperty('platformApi');
    const cachedRoutes = () => {
      const state = kit.store.getState();
      const api = state.platformApi;
      return api && platformApi.endpoints.routerList.select()({ ...state, platformApi: api }).data;
    };
    const first = kit.store.dispatch(platformApi.endpoints.routerList.initiate());
    expect((await first).data?.map((item) => item.name)).toEqual(['System']);
    first.unsubscribe();
    expect(cachedRoutes()).toHaveLength(1);

    await kit.store.dispatch(logout());
    expect(cachedRoutes()).toBeUndefined();
    const again = kit.store.dispatch(platformApi.endpoints.routerList.initiate());
    await again;
    again.unsubscribe();
    expect(routeCalls).toBe(2);
  });
});

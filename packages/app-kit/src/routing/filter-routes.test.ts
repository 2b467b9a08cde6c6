import { describe, expect, it } from 'vitest';
import { route } from '../testing/fixtures';
import { filterRoutesByRoles, flattenRoutes, isPassThroughPath, menuRoutes } from './filter-routes';

const tree = [
  route('System', '/system', {
    meta: { roles: ['admin', 'editor'] },
    children: [
      route('UserManagement', 'user', { meta: { roles: ['admin'], resourceCode: 'system:user' } }),
      route('OfficeManagement', 'position', {
        component: 'OfficeManagement',
        meta: { roles: ['admin', 'editor'], resourceCode: 'system:position', resourceType: 'MENU' },
        children: [route('PositionDetail', 'detail', { meta: { roles: ['admin'] } })],
      }),
    ],
  }),
  route('Open', '/open'),
  route('Secret', '/secret', { meta: { roles: ['admin'] } }),
];

describe('filterRoutesByRoles', () => {
  it('keeps routes without roles and those the user holds a role of, recursively', () => {
    const kept = filterRoutesByRoles(tree, ['editor']);
    expect(kept.map((r) => r.name)).toEqual(['System', 'Open']);
    expect(kept[0]?.children?.map((r) => r.name)).toEqual(['OfficeManagement']);
    expect(kept[0]?.children?.[0]?.children).toEqual([]);
  });

  it('keeps everything for a role named in every route, and leaves the input as it was', () => {
    const kept = filterRoutesByRoles(tree, ['admin']);
    expect(kept).toHaveLength(3);
    expect(kept[0]?.children).toHaveLength(2);
    expect(tree[0]?.children).toHaveLength(2);
  });

  it('drops everything with roles for a user with none', () => {
    expect(filterRoutesByRoles(tree, []).map((r) => r.name)).toEqual(['Open']);
  });
});

describe('menuRoutes', () => {
  it('hides groups left empty and routes whose resource the user lacks', () => {
    const menu = menuRoutes(tree, {
      roles: ['editor'],
      resources: new Set(['system:user']),
      isAdmin: false,
    });
    expect(menu.map((r) => r.name)).toEqual(['Open']);
  });

  it('keeps what the user holds and drops hidden routes', () => {
    const withHidden = [...tree, route('Hidden', '/hidden', { hidden: true })];
    const menu = menuRoutes(withHidden, {
      roles: ['editor'],
      resources: new Set(['system:position']),
      isAdmin: false,
    });
    expect(menu.map((r) => r.name)).toEqual(['System', 'Open']);
    expect(menu[0]?.children?.map((r) => r.name)).toEqual(['OfficeManagement']);
  });

  it('shows every visible route to the administrator', () => {
    const menu = menuRoutes(tree, { roles: [], resources: new Set(), isAdmin: true });
    expect(menu.map((r) => r.name)).toEqual(['System', 'Open', 'Secret']);
  });
});

describe('flattenRoutes', () => {
  it('lists the pages with their full paths and parents', () => {
    const flat = flattenRoutes(tree);
    expect(flat.map((f) => f.fullPath)).toEqual([
      '/system/user',
      '/system/position',
      '/system/position/detail',
      '/open',
      '/secret',
    ]);
    expect(flat[2]?.parents.map((p) => p.name)).toEqual(['System', 'OfficeManagement']);
  });
});

it('lets paths with /app1 or /app2 through', () => {
  expect(isPassThroughPath('/x/app1/page')).toBe(true);
  expect(isPassThroughPath('/app2')).toBe(true);
  expect(isPassThroughPath('/apps')).toBe(false);
});

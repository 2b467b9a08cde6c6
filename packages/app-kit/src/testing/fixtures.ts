import type { RouteRecord } from '@org/api-contract';
import type { UserInfo } from '../session/session-slice';

/** A route record for stories and tests. */
export function route(
  name: string,
  path: string,
  options: Partial<Omit<RouteRecord, 'meta'>> & { meta?: Partial<RouteRecord['meta']> } = {},
): RouteRecord {
  const { meta, ...rest } = options;
  return {
    path,
    name,
    component: rest.children ? 'Layout' : name,
    hidden: false,
    alwaysShow: false,
    ...rest,
    meta: {
      title: name,
      titleEn: name,
      icon: null,
      roles: [],
      resourceCode: '',
      resourceType: rest.children ? 'DIR' : 'MENU',
      keepAlive: false,
      affix: false,
      ...meta,
    },
  };
}

/** The seeded administrator's user info. */
export function userInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    userId: 1,
    username: '超级管理员',
    account: 'admin',
    personImage: null,
    avatar: null,
    name: '超级管理员',
    menu: ['admin'],
    roleList: [{ roleCode: 'admin', roleName: '管理员' }],
    orgNames: [],
    resources: [],
    isAdmin: true,
    ...overrides,
  };
}

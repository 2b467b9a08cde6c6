import type { Resource, ResourceType, RouteRecord, UserBrief } from '@org/api-contract';
import type { UserInfo } from '../session/session-slice';
import type { MockHandler } from './mock-adapter';

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

/** The answer of a mocked list call: the page of `rows` the body asks for (10 by default). */
export function pageAnswer<T>(rows: readonly T[], body: unknown): ReturnType<MockHandler> {
  const { pageNo = 1, pageSize = 10 } = (body ?? {}) as { pageNo?: number; pageSize?: number };
  return {
    code: 20000,
    data: {
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: rows.length,
      pageNo,
      pageSize,
    },
  };
}

/** A signed-in user who holds no resource code: lists without the buttons that change them. */
export const READ_ONLY_USER: Partial<UserInfo> = {
  isAdmin: false,
  menu: ['viewer'],
  roleList: [],
  resources: [],
};

const STAMP = '2026-01-05T02:00:00.000Z';

/** A resource for stories and tests. */
export function sampleResource(
  id: number,
  parentId: number | null,
  resourceType: ResourceType,
  resourceCode: string,
  resourceName: string,
  fields: Partial<Resource> = {},
): Resource {
  return {
    id,
    parentId,
    resourceCode,
    resourceName,
    resourceNameEn: '',
    titleKey: '',
    resourceType,
    path: '',
    component: '',
    routeName: '',
    redirect: '',
    icon: '',
    sort: id,
    hidden: false,
    keepAlive: false,
    affix: false,
    alwaysShow: false,
    hideTab: false,
    isExternal: false,
    link: '',
    openMode: 'internal',
    appId: null,
    status: 1,
    remark: '',
    createdBy: 1,
    createdAt: STAMP,
    updatedBy: 1,
    updatedAt: STAMP,
    ...fields,
  };
}

/** A user for stories and tests. */
export const sampleUser = (id: number, account: string, username: string): UserBrief => ({
  id,
  account,
  username,
  gender: '',
  mobile: '',
  email: '',
  employeeNo: '',
  mainOrgId: 1,
  mainOrgName: '总部',
  status: 1,
});

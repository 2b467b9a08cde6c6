import { PERMISSIONS } from './permissions';

/** A button (or action) on a screen. */
export interface ButtonSpec {
  code: string;
  name: string;
  nameEn: string;
}

/** A routed page: a sidebar menu entry (`MENU`) or a page reached from one (`PAGE`). */
export interface PageSpec {
  /** Route name, as the spec names the screens (`UserManagement`). */
  routeName: string;
  code: string;
  title: string;
  titleEn: string;
  /** Route path below the directory's path. */
  path: string;
  /** The admin app's component key for the page. */
  component: string;
  icon: string;
  buttons: readonly ButtonSpec[];
  /** Pages reached from this one (hidden from the sidebar). */
  pages?: readonly PageSpec[];
}

/** A directory of the sidebar. */
export interface DirectorySpec {
  code: string;
  title: string;
  titleEn: string;
  path: string;
  icon: string;
  menus: readonly PageSpec[];
  /** Codes of actions outside any screen (resources of type `API` under the directory). */
  apis?: readonly ButtonSpec[];
}

const BUTTON_NAMES: Readonly<Record<string, readonly [string, string]>> = {
  add: ['新增', 'Add'],
  edit: ['修改', 'Edit'],
  remove: ['删除', 'Delete'],
  export: ['导出', 'Export'],
  status: ['启用/停用', 'Enable or disable'],
  resetPwd: ['重置密码', 'Reset password'],
  unlock: ['解锁', 'Unlock'],
  members: ['成员', 'Members'],
  grant: ['授权', 'Grant'],
  dataScope: ['数据权限', 'Data scope'],
  assignUser: ['分配用户', 'Assign users'],
  generate: ['生成日历', 'Generate a year'],
  setDays: ['设置日期', 'Set days'],
  resetSecret: ['重置密钥', 'Reset secret'],
  test: ['测试连接', 'Test'],
  publish: ['发布', 'Publish'],
  copy: ['复制', 'Copy'],
  restore: ['恢复', 'Restore'],
  reload: ['刷新路由', 'Reload routes'],
  bind: ['绑定用户', 'Bind user'],
  sync: ['同步', 'Sync'],
  block: ['封禁', 'Block'],
  forceLogout: ['强退', 'Force sign-out'],
  clean: ['清空', 'Clear all'],
};

function buttonsOf(codes: Readonly<Record<string, string>>): ButtonSpec[] {
  return Object.entries(codes)
    .filter(([key]) => key !== 'view')
    .map(([key, code]) => {
      const [name, nameEn] = BUTTON_NAMES[key] ?? [key, key];
      return { code, name, nameEn };
    });
}

function page(
  routeName: string,
  codes: Readonly<Record<string, string>> & { view: string },
  title: string,
  titleEn: string,
  path: string,
  icon: string,
  pages?: PageSpec[],
): PageSpec {
  return {
    routeName,
    code: codes.view,
    title,
    titleEn,
    path,
    component: `system/${path}/index`,
    icon,
    buttons: buttonsOf(codes),
    ...(pages === undefined ? {} : { pages }),
  };
}

const P = PERMISSIONS;

/**
 * The management screens of spec §2.2 (plus the data dictionary, whose calls the spec names,
 * and online users), in sidebar order. The seed builds the resource tree from this list, and
 * `/router/list` answers routes built from that tree.
 */
export const MANAGEMENT_DIRECTORY: DirectorySpec = Object.freeze({
  code: P.system,
  title: '系统管理',
  titleEn: 'System',
  path: '/system',
  icon: 'setting',
  menus: [
    page('Dashboard', P.dashboard, '首页', 'Dashboard', 'dashboard', 'dashboard'),
    page('Organization', P.org, '组织机构', 'Organisations', 'org', 'tree'),
    page('UserManagement', P.user, '用户管理', 'Users', 'user', 'user'),
    page('UserGroupManagement', P.userGroup, '用户组管理', 'User groups', 'userGroup', 'peoples'),
    page('OfficeManagement', P.position, '职务管理', 'Positions', 'position', 'post'),
    page('MyDepartment', P.myDept, '我的部门', 'My department', 'myDept', 'department'),
    page('RoleManagement', P.role, '角色管理', 'Roles', 'role', 'role'),
    page('ResourceManagement', P.resource, '资源管理', 'Resources', 'resource', 'menu'),
    page('DataDictionary', P.dict, '数据字典', 'Dictionaries', 'dict', 'dict'),
    page('ClassificationDictionary', P.category, '分类字典', 'Categories', 'category', 'category'),
    page('CalendarManagement', P.calendar, '日历管理', 'Calendars', 'calendar', 'calendar'),
    page('ExternalApplication', P.externalApp, '外部应用', 'External apps', 'externalApp', 'app'),
    page('ApiServer', P.apiServer, '接口与服务', 'APIs and services', 'apiServer', 'api', [
      page('ApiList', P.api, '接口列表', 'APIs', 'api', 'api'),
    ]),
    page('Gateway', P.gateway, '外部网关', 'Gateway', 'gateway', 'gateway'),
    page('GitlabManage', P.gitlab, 'GitLab 用户管理', 'GitLab users', 'gitlab', 'gitlab'),
    page('AppConfig', P.appConfig, '应用配置', 'App config', 'appConfig', 'config', [
      page('AppConfigItems', P.appConfigItem, '配置项', 'Config items', 'appConfigItem', 'list'),
    ]),
    page('SystemParameter', P.param, '系统参数', 'System parameters', 'param', 'param'),
    page('LoginLog', P.loginLog, '登录日志', 'Login log', 'loginLog', 'logininfor'),
    page('OperationLog', P.operLog, '操作日志', 'Operation log', 'operLog', 'log'),
    page('OnlineUsers', P.online, '在线用户', 'Online users', 'online', 'online'),
  ],
  apis: [{ code: P.storageManage, name: '文件存储管理', nameEn: 'Manage stored files' }],
});

/** Every resource code of the management screens: directory, menus, pages and buttons. */
export function allManagementCodes(): string[] {
  const codes: string[] = [MANAGEMENT_DIRECTORY.code];
  const visit = (spec: PageSpec): void => {
    codes.push(spec.code, ...spec.buttons.map((button) => button.code));
    spec.pages?.forEach(visit);
  };
  MANAGEMENT_DIRECTORY.menus.forEach(visit);
  codes.push(...(MANAGEMENT_DIRECTORY.apis ?? []).map((api) => api.code));
  return codes;
}

/**
 * The full paths the seed gives the management pages (`/system/role`): an app tells a page
 * that exists but is not the user's (403) from an unknown path (404) by them.
 */
export function managementPagePaths(): string[] {
  return managementPages().map((page) => page.path);
}

/** A management page where the seed places it. */
export interface SeededPage {
  /** Its full path (`/system/user`). */
  path: string;
  /** The admin app's component key for it. */
  component: string;
  /** Its resource code, which reading its data needs. */
  code: string;
}

/**
 * The management pages as the seed places them. What a platform's own resource tree says wins;
 * an app uses these to prepare a page before the user's route list is in (its code while they
 * sign in, its data once the user info says they may read it).
 */
export function managementPages(): SeededPage[] {
  const pages: SeededPage[] = [];
  const visit = (spec: PageSpec): void => {
    pages.push({
      path: `${MANAGEMENT_DIRECTORY.path}/${spec.path}`,
      component: spec.component,
      code: spec.code,
    });
    spec.pages?.forEach(visit);
  };
  MANAGEMENT_DIRECTORY.menus.forEach(visit);
  return pages;
}

/**
 * What each management screen reads of other screens' data (its trees and pickers: the user
 * screen's organisation tree and its role, position and group choices), by view code. Granting
 * a screen grants reading those, without their menus or buttons; the server checks every call
 * against the grants and these.
 */
export const SCREEN_READS: Readonly<Record<string, readonly string[]>> = Object.freeze({
  [P.user.view]: [P.org.view, P.position.view, P.role.view, P.userGroup.view],
  [P.org.view]: [P.user.view],
  [P.role.view]: [P.org.view, P.resource.view, P.user.view],
  [P.userGroup.view]: [P.role.view, P.user.view],
  [P.gitlab.view]: [P.user.view],
  [P.appConfig.view]: [P.user.view],
  [P.externalApp.view]: [P.api.view],
});

/**
 * The view codes that `codes` imply and do not hold themselves, each with the held screens
 * implying it (`system:org` → [`system:user`]).
 */
export function impliedReads(codes: Iterable<string>): Map<string, string[]> {
  const held = new Set(codes);
  const implied = new Map<string, string[]>();
  for (const code of held) {
    for (const read of SCREEN_READS[code] ?? []) {
      if (held.has(read)) continue;
      implied.set(read, [...(implied.get(read) ?? []), code]);
    }
  }
  return implied;
}

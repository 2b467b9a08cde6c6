/**
 * The resource codes of the management screens. The server checks them on every management
 * route (`access: { permission }`), the seed grants them to roles, and the admin app hides
 * buttons the user lacks. A code names a screen (`system:user`), or a button or action on it
 * (`system:user:add`). Reading a screen's data needs the screen's code; changing needs the
 * button's code. The role `admin` holds every code.
 */
export const PERMISSIONS = Object.freeze({
  system: 'system',
  org: screen('system:org', ['add', 'edit', 'remove', 'export', 'status']),
  user: screen('system:user', ['add', 'edit', 'remove', 'export', 'status', 'resetPwd', 'unlock']),
  userGroup: screen('system:userGroup', ['add', 'edit', 'remove', 'export', 'members', 'grant']),
  position: screen('system:position', ['add', 'edit', 'remove', 'export', 'members']),
  myDept: screen('system:myDept', ['add', 'edit', 'remove', 'export']),
  role: screen('system:role', [
    'add',
    'edit',
    'remove',
    'export',
    'grant',
    'dataScope',
    'assignUser',
  ]),
  resource: screen('system:resource', ['add', 'edit', 'remove', 'export']),
  dict: screen('system:dict', ['add', 'edit', 'remove', 'export', 'status']),
  category: screen('system:category', ['add', 'edit', 'remove', 'export']),
  calendar: screen('system:calendar', ['add', 'edit', 'remove', 'export', 'generate', 'setDays']),
  externalApp: screen('system:externalApp', [
    'add',
    'edit',
    'remove',
    'export',
    'status',
    'resetSecret',
    'grant',
  ]),
  apiServer: screen('system:apiServer', ['add', 'edit', 'remove', 'export', 'test']),
  api: screen('system:api', ['add', 'edit', 'remove', 'export', 'publish']),
  gateway: screen('system:gateway', [
    'add',
    'edit',
    'remove',
    'export',
    'copy',
    'restore',
    'reload',
  ]),
  gitlab: screen('system:gitlab', ['add', 'edit', 'remove', 'export', 'bind', 'sync', 'block']),
  appConfig: screen('system:appConfig', ['add', 'edit', 'remove', 'export']),
  appConfigItem: screen('system:appConfigItem', ['add', 'edit', 'remove', 'export']),
  param: screen('system:param', ['add', 'edit', 'remove', 'export']),
  /** The administrators' home: counts and recent events, each panel under its own code. */
  dashboard: screen('system:dashboard', []),
  /** 登录日志: sign-in attempts; `remove` deletes chosen entries, `clean` clears the log. */
  loginLog: screen('system:loginLog', ['remove', 'export', 'clean']),
  /** 操作日志: the changes made through the API; `remove` and `clean` as for the login log. */
  operLog: screen('system:operLog', ['remove', 'export', 'clean']),
  /** Online users (在线用户): the live sessions, and forcing them to sign out. */
  online: screen('system:online', ['forceLogout']),
  /**
   * Stored files: overwrite any key, name keys outside the caller's own namespace, and read
   * every private file. Without it a user writes only under `u/<userId>/` and overwrites and
   * reads privately only their own files.
   */
  storageManage: 'system:storage:manage',
});

type Screen<C extends string, B extends string> = { readonly view: C } & {
  readonly [K in B]: `${C}:${K}`;
};

function screen<const C extends string, const B extends string>(
  code: C,
  buttons: readonly B[],
): Screen<C, B> {
  const entry: Record<string, string> = { view: code };
  for (const button of buttons) entry[button] = `${code}:${button}`;
  return Object.freeze(entry) as Screen<C, B>;
}

/** Kinds of resources in the resource tree. */
export const RESOURCE_TYPES = Object.freeze(['DIR', 'MENU', 'PAGE', 'BUTTON', 'API'] as const);
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/**
 * Which kinds of resources may sit under which (`null`: at the top). The server refuses other
 * placements; the resource screen offers only these.
 */
export const RESOURCE_PARENTS: Readonly<Record<ResourceType, readonly (ResourceType | null)[]>> =
  Object.freeze({
    DIR: [null, 'DIR'],
    MENU: [null, 'DIR'],
    PAGE: ['DIR', 'MENU', 'PAGE'],
    BUTTON: ['MENU', 'PAGE'],
    API: [null, 'DIR', 'MENU', 'PAGE'],
  });

/** Role code that holds every resource code. */
export const ADMIN_ROLE = 'admin';

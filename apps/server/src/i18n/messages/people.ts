import { messages } from '../entry';

/**
 * People, sign-in and access: users, organisations, departments, roles, positions, user
 * groups, resources, sessions, the personal centre, data scopes and the rules of the role admin.
 */
export const peopleMessages = messages({
  // Sign-in and the check of the current password
  'auth.disabled': { 'zh-CN': '该账号已被停用。', 'en-US': 'This account is disabled.' },
  'auth.locked': {
    'zh-CN': '账号已被锁定，请 {{minutes}} 分钟后再试。',
    'en-US': 'The account is locked. Try again in {{minutes}} minutes.',
  },
  'auth.lockedAfterFailures': {
    'zh-CN': '连续 {{count}} 次登录失败，账号已被锁定，请 {{minutes}} 分钟后再试。',
    'en-US':
      'The account is locked after {{count}} failed sign-ins. Try again in {{minutes}} minutes.',
  },
  'auth.tooManyAttempts': {
    'zh-CN': '登录尝试次数过多，请 {{seconds}} 秒后再试。',
    'en-US': 'Too many sign-in attempts. Try again in {{seconds}} seconds.',
  },
  'auth.currentPasswordLocked': {
    'zh-CN': '当前密码已连续 {{count}} 次输入错误，账号已被锁定，请 {{minutes}} 分钟后再试。',
    'en-US':
      'The current password was wrong {{count}} times in a row: the account is locked. Try again in {{minutes}} minutes.',
  },
  'auth.notCurrentPassword': { 'zh-CN': '与当前密码不符', 'en-US': 'is not your current password' },

  // Data scopes (what lies outside the caller's scope)
  'scope.outside': {
    'zh-CN': '{{what}}不在您的数据权限范围内。',
    'en-US': '{{what}} is outside your data scope.',
  },
  'scope.userOutside': {
    'zh-CN': '{{names}}不在您的数据权限范围内。',
    'en-US': 'User {{names}} is outside your data scope.',
  },
  'scope.usersOutside': {
    'zh-CN': '{{names}}不在您的数据权限范围内。',
    'en-US': 'Users {{names}} is outside your data scope.',
  },
  'scope.orgOutside': {
    'zh-CN': '{{names}}不在您的数据权限范围内。',
    'en-US': 'Organisation {{names}} is outside your data scope.',
  },
  'scope.orgsOutside': {
    'zh-CN': '{{names}}不在您的数据权限范围内。',
    'en-US': 'Organisations {{names}} is outside your data scope.',
  },
  'scope.groupOutside': {
    'zh-CN': '用户组“{{name}}”不在您的数据权限范围内。',
    'en-US': 'User group "{{name}}" is outside your data scope.',
  },
  'scope.userWithoutOrg': {
    'zh-CN': '未分配组织的用户',
    'en-US': 'A user without an organisation',
  },
  'scope.topLevel': {
    'zh-CN': '组织树的顶层',
    'en-US': 'The top level of the organisation tree',
  },

  // The rules of the role admin
  'admin.onlyAdminGivesAdmin': {
    'zh-CN': '只有管理员才能授予 admin 角色。',
    'en-US': 'Only an admin may give the role admin.',
  },
  'admin.onlyAdminChangesGroup': {
    'zh-CN': '只有管理员才能修改拥有 admin 角色的用户组。',
    'en-US': 'Only an admin may change a group that has the role admin.',
  },
  'admin.onlyAdminChangesAdmins': {
    'zh-CN': '只有管理员才能修改拥有 admin 角色的{{names}}。',
    'en-US': 'Only an admin may change the admin user(s) {{names}}.',
  },
  'admin.keepOne': {
    'zh-CN': '至少要保留一名已启用的用户拥有 admin 角色。',
    'en-US': 'At least one enabled user must keep the role admin.',
  },
  'admin.selfDisable': { 'zh-CN': '不能停用自己的账号。', 'en-US': 'You cannot disable yourself.' },
  'admin.selfDelete': { 'zh-CN': '不能删除自己的账号。', 'en-US': 'You cannot delete yourself.' },

  // Users
  'user.noun': { 'zh-CN': '用户', 'en-US': 'User' },
  'user.nounPlural': { 'zh-CN': '用户', 'en-US': 'Users' },
  /** A user named in a list (Users "a", "b"; 用户“a”、用户“b”). */
  'user.named': { 'zh-CN': '用户“{{name}}”', 'en-US': '"{{name}}"' },
  'user.accountTaken': {
    'zh-CN': '账号“{{account}}”已被使用。',
    'en-US': 'Account "{{account}}" is already in use.',
  },
  'user.noInitialPassword': {
    'zh-CN': '不能为空：系统未设置可用的初始密码',
    'en-US': 'is required: no usable initial password is set',
  },

  // Organisations
  'org.noun': { 'zh-CN': '组织', 'en-US': 'Organisation' },
  'org.nounPlural': { 'zh-CN': '组织', 'en-US': 'Organisations' },
  /** An organisation named in a list, by name or (no longer found) by id. */
  'org.named': { 'zh-CN': '组织“{{name}}”', 'en-US': '"{{name}}"' },
  'org.numbered': { 'zh-CN': '组织（ID {{id}}）', 'en-US': '{{id}}' },
  'org.codeTaken': {
    'zh-CN': '组织编码“{{code}}”已被使用。',
    'en-US': 'Organisation code "{{code}}" is already in use.',
  },
  'org.tooDeep': {
    'zh-CN': '组织树最多只能有 {{depth}} 级',
    'en-US': 'the organisation tree may be at most {{depth}} levels deep',
  },
  'org.parentDisabled': {
    'zh-CN': '请先启用“{{name}}”的上级组织。',
    'en-US': 'Enable the organisation above "{{name}}" first.',
  },
  'org.hasChildren': {
    'zh-CN': '“{{name}}”下还有 {{count}} 个下级组织。',
    'en-US': '"{{name}}" still has {{count}} organisation(s) below it.',
  },
  'org.hasMembers': {
    'zh-CN': '“{{name}}”下还有 {{count}} 名成员。',
    'en-US': '"{{name}}" still has {{count}} member(s).',
  },
  'org.parentInside': {
    'zh-CN': '不能是该组织本身或其下级组织',
    'en-US': 'cannot be the organisation itself or one below it',
  },

  // My department
  'dept.noun': { 'zh-CN': '部门', 'en-US': 'Department' },
  'dept.memberNotFound': {
    'zh-CN': '部门 {{orgId}} 中不存在用户 {{userId}}。',
    'en-US': 'User {{userId}} in department {{orgId}} was not found.',
  },
  'dept.usersOutside': {
    'zh-CN': '您的部门中不存在以下用户：{{ids}}。',
    'en-US': 'Users not found in your departments: {{ids}}.',
  },
  'dept.usersNotMembers': {
    'zh-CN': '部门 {{orgId}} 中不存在以下用户：{{ids}}。',
    'en-US': 'Users not found in department {{orgId}}: {{ids}}.',
  },
  'dept.adminHolders': {
    'zh-CN': '“我的部门”不能修改拥有 admin 角色的{{names}}。',
    'en-US': 'My department never changes a user holding the role admin: {{names}}.',
  },
  'dept.rolesNotHeld': {
    'zh-CN': '只能授予您自己拥有的角色，不能授予角色 {{ids}}。',
    'en-US': 'You may only give roles you hold yourself; not role(s) {{ids}}.',
  },

  // Roles
  'role.noun': { 'zh-CN': '角色', 'en-US': 'Role' },
  'role.nounPlural': { 'zh-CN': '角色', 'en-US': 'Roles' },
  'role.codeTaken': {
    'zh-CN': '角色编码“{{code}}”已被使用。',
    'en-US': 'Role code "{{code}}" is already in use.',
  },
  'role.appRequired': {
    'zh-CN': '类型为 APP 的角色必须指定应用',
    'en-US': 'is required for a role of type APP',
  },
  'role.builtInCode': {
    'zh-CN': '内置角色“{{code}}”的编码不能修改。',
    'en-US': 'The code of the built-in role "{{code}}" cannot change.',
  },
  'role.builtInDisable': {
    'zh-CN': '内置角色“{{code}}”不能停用。',
    'en-US': 'The built-in role "{{code}}" cannot be disabled.',
  },
  'role.builtInDelete': {
    'zh-CN': '内置角色不能删除：{{codes}}。',
    'en-US': 'Built-in roles cannot be deleted: {{codes}}.',
  },
  'role.builtInScope': {
    'zh-CN': '内置角色“{{code}}”的数据权限不能修改。',
    'en-US': 'The data scope of the built-in role "{{code}}" cannot change.',
  },
  'role.stillGiven': {
    'zh-CN': '角色“{{code}}”仍被授予用户或用户组，请先取消授予。',
    'en-US': 'Role "{{code}}" is still given to users or groups; take it away first.',
  },
  'role.customScopeOrgs': {
    'zh-CN': '自定义（CUSTOM）数据权限至少要选择一个组织',
    'en-US': 'give at least one organisation for a CUSTOM data scope',
  },
  'role.adminGrants': {
    'zh-CN': 'admin 角色拥有全部资源，其授权不能修改。',
    'en-US': 'The role admin holds every resource; its grants cannot change.',
  },
  'role.foreignResource': {
    'zh-CN':
      '资源“{{code}}”（{{name}}）属于{{owner}}；{{roleOwner}}的角色“{{role}}”只能授予该应用的资源',
    'en-US':
      'resource "{{code}}" ({{name}}) belongs to {{owner}}; the role "{{role}}" of {{roleOwner}} may only be given that application\'s resources',
  },

  // Positions
  'position.noun': { 'zh-CN': '职务', 'en-US': 'Position' },
  'position.nounPlural': { 'zh-CN': '职务', 'en-US': 'Positions' },
  'position.codeTaken': {
    'zh-CN': '职务编码“{{code}}”已被使用。',
    'en-US': 'Position code "{{code}}" is already in use.',
  },

  // User groups
  'group.noun': { 'zh-CN': '用户组', 'en-US': 'User group' },
  'group.nounPlural': { 'zh-CN': '用户组', 'en-US': 'User groups' },
  'group.codeTaken': {
    'zh-CN': '用户组编码“{{code}}”已被使用。',
    'en-US': 'Group code "{{code}}" is already in use.',
  },

  // Resources (menus, pages, buttons) and their owners
  'resource.noun': { 'zh-CN': '资源', 'en-US': 'Resource' },
  'resource.nounPlural': { 'zh-CN': '资源', 'en-US': 'Resources' },
  'resource.pageNoun': { 'zh-CN': '页面资源', 'en-US': 'Page resource' },
  'resource.application': { 'zh-CN': '应用', 'en-US': 'Application' },
  'resource.codeTaken': {
    'zh-CN': '资源编码“{{code}}”已被使用。',
    'en-US': 'Resource code "{{code}}" is already in use.',
  },
  'resource.checkedRenamed': {
    'zh-CN': '服务端会校验编码“{{code}}”，该编码不能修改。',
    'en-US': 'The server checks the code "{{code}}"; it cannot be renamed.',
  },
  'resource.checkedDeleted': {
    'zh-CN': '服务端会校验编码“{{code}}”，该资源不能删除。',
    'en-US': 'The server checks the code "{{code}}"; it cannot be deleted.',
  },
  'resource.top': { 'zh-CN': '顶层', 'en-US': 'the top' },
  'resource.placement': {
    'zh-CN': '{{type}} 不能放在 {{parent}} 之下（允许：{{allowed}}）',
    'en-US': 'a {{type}} cannot be placed under {{parent}} (allowed: {{allowed}})',
  },
  'resource.placementTop': {
    'zh-CN': '{{type}} 不能放在顶层（允许：{{allowed}}）',
    'en-US': 'a {{type}} cannot be placed under the top (allowed: {{allowed}})',
  },
  'resource.tooDeep': {
    'zh-CN': '资源树最多只能有 {{depth}} 级',
    'en-US': 'the resource tree may be at most {{depth}} levels deep',
  },
  'resource.ownerPlatform': { 'zh-CN': '平台', 'en-US': 'the platform' },
  'resource.ownerApp': { 'zh-CN': '应用（ID {{id}}）', 'en-US': 'application {{id}}' },
  'resource.otherOwnerParent': {
    'zh-CN': '{{owner}}的资源不能放在{{parentOwner}}的资源“{{code}}”之下',
    'en-US':
      'a resource of {{owner}} cannot be placed under "{{code}}", a resource of {{parentOwner}}',
  },
  'resource.otherOwnerChild': {
    'zh-CN': '其下级资源“{{code}}”属于{{owner}}；资源与其下级资源必须属于同一归属方',
    'en-US':
      '"{{code}}" below it belongs to {{owner}}; a resource and the ones below it belong to the same owner',
  },
  'resource.hasChildren': {
    'zh-CN': '“{{code}}”下还有下级资源，请先删除或移走。',
    'en-US': '"{{code}}" still has resources below it; delete or move them first.',
  },
  'resource.parentInside': {
    'zh-CN': '不能是该资源本身或其下级资源',
    'en-US': 'cannot be the resource itself or one below it',
  },
  'resource.pageCodeOrId': {
    'zh-CN': '请提供 pageCode 或 pageId',
    'en-US': 'give pageCode or pageId',
  },

  // Sessions (the personal centre and online users)
  'session.notLive': {
    'zh-CN': '会话 {{ids}} 不是在线会话。',
    'en-US': 'Session {{ids}} is not a live session.',
  },
  'session.notLiveOwn': {
    'zh-CN': '会话 {{ids}} 不是您的在线会话。',
    'en-US': 'Session {{ids}} is not a live session of yours.',
  },
  'session.notLiveMany': {
    'zh-CN': '以下会话不是在线会话：{{ids}}。',
    'en-US': 'Sessions {{ids}} are not live sessions.',
  },
  'session.notLiveManyOwn': {
    'zh-CN': '以下会话不是您的在线会话：{{ids}}。',
    'en-US': 'Sessions {{ids}} are not live sessions of yours.',
  },
  'session.andMore': {
    'zh-CN': '{{ids}} 及另外 {{count}} 个',
    'en-US': '{{ids}} and {{count}} more',
  },
  'session.current': {
    'zh-CN': '不能在此结束您当前正在使用的会话，请直接退出登录。',
    'en-US': 'You cannot end the session you are using here; sign out instead.',
  },

  // The personal centre
  'profile.notBlank': { 'zh-CN': '不能为空白', 'en-US': 'must not be blank' },
  'profile.samePassword': {
    'zh-CN': '不能与当前密码相同',
    'en-US': 'must differ from the current password',
  },
  'profile.avatarNotYours': {
    'zh-CN': '不是您上传的文件，请先上传图片',
    'en-US': 'names no file you uploaded; upload the image first',
  },
  'profile.avatarPrivate': {
    'zh-CN': '是私有文件，头像必须以公开文件上传',
    'en-US': 'is a private file; an avatar must be uploaded as a public file',
  },
  'profile.avatarTooLarge': {
    'zh-CN': '大小为 {{size}} 字节，头像最大为 {{limit}} 字节（2 MiB）',
    'en-US': 'is {{size}} bytes; an avatar may be at most {{limit}} bytes (2 MiB)',
  },
  'profile.avatarType': {
    'zh-CN': '不是 PNG、JPEG、GIF 或 WebP 图片',
    'en-US': 'is not a PNG, JPEG, GIF or WebP image',
  },

  // Cursors of large lists
  'keyset.badCursor': {
    'zh-CN': '不是列表返回的游标（请按原样发送 `nextCursor`）',
    'en-US': 'is not a cursor a list answered (send `nextCursor` as it came)',
  },
  'keyset.cursorKey': {
    'zh-CN': '不是列表返回的游标（其键与排序列不符）',
    'en-US': 'is not a cursor a list answered (its key does not fit)',
  },
});

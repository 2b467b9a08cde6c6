/** How a system parameter's text is read. */
export type ParamValueType = 'string' | 'number' | 'boolean' | 'json';

/** A parameter the platform itself reads. Built-in parameters cannot be deleted. */
export interface BuiltInParam {
  key: string;
  name: string;
  value: string;
  valueType: ParamValueType;
  category: 'system' | 'security';
  /** Readable by every signed-in user (the others need the `system:param` code). */
  visible: boolean;
  /** A secret (a password): answered masked, never in clear; stays a secret. */
  secret?: boolean;
  /** Bounds of a number parameter (integers). */
  min?: number;
  max?: number;
  remark: string;
}

/** Keys of the parameters the server reads. */
export const PARAM_KEYS = Object.freeze({
  sysName: 'sys.name',
  sysLogo: 'sys.logo',
  tokenExpireMinutes: 'sys.token.expireMinutes',
  maxRetryCount: 'sys.login.maxRetryCount',
  lockMinutes: 'sys.login.lockMinutes',
  rateWindowSeconds: 'sys.login.rateLimit.windowSeconds',
  ratePerIp: 'sys.login.rateLimit.perIp',
  ratePerAccount: 'sys.login.rateLimit.perAccount',
  singleSession: 'sys.login.singleSession',
  initPassword: 'sys.user.initPassword',
  logKeepDays: 'sys.log.keepDays',
} as const);

/** Default system name (spec §1). */
export const DEFAULT_SYS_NAME = '综合业务平台';

/** The built-in parameters with their defaults, seeded on first start. */
export const BUILT_IN_PARAMS: readonly BuiltInParam[] = Object.freeze([
  {
    key: PARAM_KEYS.sysName,
    name: '系统名称',
    value: DEFAULT_SYS_NAME,
    valueType: 'string',
    category: 'system',
    visible: true,
    remark: 'Title of the platform, shown on the sign-in page and in the sidebar.',
  },
  {
    key: PARAM_KEYS.sysLogo,
    name: '系统图标',
    value: '',
    valueType: 'string',
    category: 'system',
    visible: true,
    remark: 'URL of the logo; empty for the built-in logo.',
  },
  {
    key: PARAM_KEYS.tokenExpireMinutes,
    name: '会话有效期（分钟）',
    value: '30',
    valueType: 'number',
    category: 'security',
    visible: false,
    min: 1,
    max: 43_200,
    remark: 'A session ends when it is not used for this many minutes; each use extends it.',
  },
  {
    key: PARAM_KEYS.maxRetryCount,
    name: '登录失败锁定次数',
    value: '5',
    valueType: 'number',
    category: 'security',
    visible: false,
    min: 1,
    max: 100,
    remark: 'Failed sign-ins in a row after which the account is locked.',
  },
  {
    key: PARAM_KEYS.lockMinutes,
    name: '账号锁定时长（分钟）',
    value: '10',
    valueType: 'number',
    category: 'security',
    visible: false,
    min: 1,
    max: 1440,
    remark: 'How long a locked account stays locked.',
  },
  {
    key: PARAM_KEYS.rateWindowSeconds,
    name: '登录限流窗口（秒）',
    value: '60',
    valueType: 'number',
    category: 'security',
    visible: false,
    min: 1,
    max: 3600,
    remark: 'Window over which failed sign-in attempts are counted for the rate limits.',
  },
  {
    key: PARAM_KEYS.ratePerIp,
    name: '单IP登录次数上限',
    value: '30',
    valueType: 'number',
    category: 'security',
    visible: false,
    min: 1,
    max: 1_000_000,
    remark: 'Failed sign-ins from one address per window; beyond it the address must wait.',
  },
  {
    key: PARAM_KEYS.ratePerAccount,
    name: '单账号登录次数上限',
    value: '10',
    valueType: 'number',
    category: 'security',
    visible: false,
    min: 1,
    max: 1_000_000,
    remark: 'Failed sign-ins for one account per window; beyond it the account must wait.',
  },
  {
    key: PARAM_KEYS.singleSession,
    name: '单点登录',
    value: 'false',
    valueType: 'boolean',
    category: 'security',
    visible: false,
    remark: 'When true, a new sign-in ends the other sessions of the account (code 50012).',
  },
  {
    key: PARAM_KEYS.initPassword,
    name: '用户初始密码',
    value: 'Init@123456',
    valueType: 'string',
    category: 'security',
    visible: false,
    secret: true,
    remark: 'Password given to new users and by "reset password".',
  },
  {
    key: PARAM_KEYS.logKeepDays,
    name: '日志保留天数',
    value: '90',
    valueType: 'number',
    category: 'system',
    visible: false,
    min: 1,
    max: 3650,
    remark: 'Entries of the login log and the operation log older than this many days are deleted.',
  },
]);

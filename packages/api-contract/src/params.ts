/** How a system parameter's text is read. */
export type ParamValueType = 'string' | 'number' | 'boolean' | 'json';

/** The languages the platform speaks; the first is its default. */
export type PlatformLanguage = 'zh-CN' | 'en-US';

/** A text the platform ships in each of its languages. */
export type LocalText = Readonly<Record<PlatformLanguage, string>>;

/** A parameter the platform itself reads. Built-in parameters cannot be deleted. */
export interface BuiltInParam {
  key: string;
  /** Its name, seeded in the platform's language. */
  name: LocalText;
  value: string;
  /** The default value where it is a text in the platform's language (the system name). */
  localValue?: LocalText;
  valueType: ParamValueType;
  category: 'system' | 'security';
  /** Readable by every signed-in user (the others need the `system:param` code). */
  visible: boolean;
  /** A secret (a password): answered masked, never in clear; stays a secret. */
  secret?: boolean;
  /** Bounds of a number parameter (integers). */
  min?: number;
  max?: number;
  remark: LocalText;
}

/** Keys of the parameters the server reads. */
export const PARAM_KEYS = /* @__PURE__ */ Object.freeze({
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

/** Default system name (spec §1) in each language; `DEFAULT_SYS_NAME` is the Chinese one. */
export const DEFAULT_SYS_NAMES: LocalText = Object.freeze({
  'zh-CN': '综合业务平台',
  'en-US': 'Business Platform',
});
export const DEFAULT_SYS_NAME = DEFAULT_SYS_NAMES['zh-CN'];

/**
 * The built-in parameters with their defaults, seeded on first start. Marked pure: a bundle
 * that does not read them (the sign-in page reads only `DEFAULT_SYS_NAMES`) leaves them out.
 */
export const BUILT_IN_PARAMS: readonly BuiltInParam[] = /* @__PURE__ */ Object.freeze([
  {
    key: PARAM_KEYS.sysName,
    name: { 'zh-CN': '系统名称', 'en-US': 'System name' },
    value: DEFAULT_SYS_NAME,
    localValue: DEFAULT_SYS_NAMES,
    valueType: 'string',
    category: 'system',
    visible: true,
    remark: {
      'zh-CN': '平台的名称，显示在登录页和侧边栏。',
      'en-US': 'Title of the platform, shown on the sign-in page and in the sidebar.',
    },
  },
  {
    key: PARAM_KEYS.sysLogo,
    name: { 'zh-CN': '系统图标', 'en-US': 'System logo' },
    value: '',
    valueType: 'string',
    category: 'system',
    visible: true,
    remark: {
      'zh-CN': '系统图标的地址；留空时使用内置图标。',
      'en-US': 'URL of the logo; empty for the built-in logo.',
    },
  },
  {
    key: PARAM_KEYS.tokenExpireMinutes,
    name: { 'zh-CN': '会话有效期（分钟）', 'en-US': 'Session lifetime (minutes)' },
    value: '30',
    valueType: 'number',
    category: 'security',
    visible: false,
    min: 1,
    max: 43_200,
    remark: {
      'zh-CN': '会话在这么多分钟内未被使用即结束；每次使用都会延长。',
      'en-US': 'A session ends when it is not used for this many minutes; each use extends it.',
    },
  },
  {
    key: PARAM_KEYS.maxRetryCount,
    name: { 'zh-CN': '登录失败锁定次数', 'en-US': 'Failed sign-ins before locking' },
    value: '5',
    valueType: 'number',
    category: 'security',
    visible: false,
    min: 1,
    max: 100,
    remark: {
      'zh-CN': '连续登录失败达到此次数后锁定账号。',
      'en-US': 'Failed sign-ins in a row after which the account is locked.',
    },
  },
  {
    key: PARAM_KEYS.lockMinutes,
    name: { 'zh-CN': '账号锁定时长（分钟）', 'en-US': 'Account lock time (minutes)' },
    value: '10',
    valueType: 'number',
    category: 'security',
    visible: false,
    min: 1,
    max: 1440,
    remark: {
      'zh-CN': '账号被锁定后保持锁定的时长。',
      'en-US': 'How long a locked account stays locked.',
    },
  },
  {
    key: PARAM_KEYS.rateWindowSeconds,
    name: { 'zh-CN': '登录限流窗口（秒）', 'en-US': 'Sign-in rate window (seconds)' },
    value: '60',
    valueType: 'number',
    category: 'security',
    visible: false,
    min: 1,
    max: 3600,
    remark: {
      'zh-CN': '统计登录失败次数以限流的时间窗口。',
      'en-US': 'Window over which failed sign-in attempts are counted for the rate limits.',
    },
  },
  {
    key: PARAM_KEYS.ratePerIp,
    name: { 'zh-CN': '单IP登录次数上限', 'en-US': 'Sign-in limit per address' },
    value: '30',
    valueType: 'number',
    category: 'security',
    visible: false,
    min: 1,
    max: 1_000_000,
    remark: {
      'zh-CN': '每个时间窗口内同一地址允许的登录失败次数；超出后该地址须等待。',
      'en-US': 'Failed sign-ins from one address per window; beyond it the address must wait.',
    },
  },
  {
    key: PARAM_KEYS.ratePerAccount,
    name: { 'zh-CN': '单账号登录次数上限', 'en-US': 'Sign-in limit per account' },
    value: '10',
    valueType: 'number',
    category: 'security',
    visible: false,
    min: 1,
    max: 1_000_000,
    remark: {
      'zh-CN': '每个时间窗口内同一账号允许的登录失败次数；超出后该账号须等待。',
      'en-US': 'Failed sign-ins for one account per window; beyond it the account must wait.',
    },
  },
  {
    key: PARAM_KEYS.singleSession,
    name: { 'zh-CN': '单点登录', 'en-US': 'Single session' },
    value: 'false',
    valueType: 'boolean',
    category: 'security',
    visible: false,
    remark: {
      'zh-CN': '开启后，新的登录会结束该账号的其他会话（返回码 50012）。',
      'en-US': 'When true, a new sign-in ends the other sessions of the account (code 50012).',
    },
  },
  {
    key: PARAM_KEYS.initPassword,
    name: { 'zh-CN': '用户初始密码', 'en-US': 'Initial user password' },
    value: 'Init@123456',
    valueType: 'string',
    category: 'security',
    visible: false,
    secret: true,
    remark: {
      'zh-CN': '新建用户和“重置密码”时使用的密码。',
      'en-US': 'Password given to new users and by "reset password".',
    },
  },
  {
    key: PARAM_KEYS.logKeepDays,
    name: { 'zh-CN': '日志保留天数', 'en-US': 'Days logs are kept' },
    value: '90',
    valueType: 'number',
    category: 'system',
    visible: false,
    min: 1,
    max: 3650,
    remark: {
      'zh-CN': '登录日志和操作日志中早于此天数的记录会被删除。',
      'en-US':
        'Entries of the login log and the operation log older than this many days are deleted.',
    },
  },
]);

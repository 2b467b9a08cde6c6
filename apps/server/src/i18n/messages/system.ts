import { messages } from '../entry';

/**
 * System settings and applications: dictionaries, categories, calendars, parameters, external
 * applications, app configuration, APIs and their servers, the gateway, templates, artefacts and
 * GitLab.
 */
export const systemMessages = messages({
  // Shared by several screens of the area
  'system.user': { 'zh-CN': '用户', 'en-US': 'User' },
  'system.valueNumber': { 'zh-CN': '应为数字', 'en-US': 'must be a number' },
  'system.valueInteger': { 'zh-CN': '应为整数', 'en-US': 'must be an integer' },
  'system.valueBoolean': { 'zh-CN': '只能是 true 或 false', 'en-US': 'must be true or false' },
  'system.valueJson': { 'zh-CN': '不是有效的 JSON', 'en-US': 'must be valid JSON' },
  'system.valueJsonProblem': {
    'zh-CN': 'JSON 中 {{field}} {{problem}}',
    'en-US': 'in its JSON, {{field}} {{problem}}',
  },

  // Dictionaries
  'dict.noun': { 'zh-CN': '字典', 'en-US': 'Dictionary' },
  'dict.itemNoun': { 'zh-CN': '字典项', 'en-US': 'Dictionary item' },
  'dict.idOrCode': { 'zh-CN': '请提供 dictId 或 dictCode', 'en-US': 'give dictId or dictCode' },
  'dict.codeTaken': {
    'zh-CN': '字典编码“{{code}}”已被使用。',
    'en-US': 'Dictionary code "{{code}}" is already in use.',
  },
  'dict.builtInCode': {
    'zh-CN': '内置字典“{{code}}”的编码不能修改。',
    'en-US': 'The code of the built-in dictionary "{{code}}" cannot change.',
  },
  'dict.builtInDelete': {
    'zh-CN': '内置字典不能删除：{{codes}}。',
    'en-US': 'Built-in dictionaries cannot be deleted: {{codes}}.',
  },
  'dict.itemValueTaken': {
    'zh-CN': '该字典中已有字典项值“{{value}}”。',
    'en-US': 'Item value "{{value}}" is already in this dictionary.',
  },

  // Categories
  'category.noun': { 'zh-CN': '分类', 'en-US': 'Category' },
  'category.codeNotFound': {
    'zh-CN': '分类“{{code}}”不存在或已删除。',
    'en-US': 'Category "{{code}}" was not found.',
  },
  'category.codeTaken': {
    'zh-CN': '分类编码“{{code}}”已被使用。',
    'en-US': 'Category code "{{code}}" is already in use.',
  },
  'category.tooDeep': {
    'zh-CN': '分类树最多 {{depth}} 级',
    'en-US': 'the tree is at most {{depth}} levels deep',
  },
  'category.noCodeLeft': {
    'zh-CN': '本级已没有可自动生成的编码，请手动填写。',
    'en-US': 'No generated code is left at this level; give one.',
  },
  'category.parentBelow': {
    'zh-CN': '不能是该分类本身或其下级分类',
    'en-US': 'cannot be the category itself or one below it',
  },
  'category.hasChildren': {
    'zh-CN': '请先删除下级分类（或一并删除）：{{codes}}。',
    'en-US': 'Delete the sub-categories first (or with them): {{codes}}.',
  },

  // Work calendars
  'calendar.noun': { 'zh-CN': '日历', 'en-US': 'Calendar' },
  'calendar.noDefault': {
    'zh-CN': '尚未设置默认日历。',
    'en-US': 'The default calendar was not found.',
  },
  'calendar.unknownZone': {
    'zh-CN': '“{{zone}}”不是有效的时区',
    'en-US': '"{{zone}}" is not a known time zone',
  },
  'calendar.codeTaken': {
    'zh-CN': '日历编码“{{code}}”已被使用。',
    'en-US': 'Calendar code "{{code}}" is already in use.',
  },
  'calendar.keepDefault': {
    'zh-CN': '必须有一个默认日历，请改为将其他日历设为默认。',
    'en-US': 'Make another calendar the default instead; one calendar is the default.',
  },
  'calendar.defaultDelete': {
    'zh-CN': '默认日历“{{code}}”不能删除，请先将其他日历设为默认。',
    'en-US':
      'The default calendar "{{code}}" cannot be deleted; make another one the default first.',
  },
  'calendar.endBeforeStart': {
    'zh-CN': '不能早于开始日期',
    'en-US': 'must not be before startDate',
  },
  'calendar.rangeTooLong': {
    'zh-CN': '日期范围最多 {{max}} 天',
    'en-US': 'the range may span at most {{max}} days',
  },

  // System parameters
  'param.noun': { 'zh-CN': '系统参数', 'en-US': 'System parameter' },
  'param.keyTaken': {
    'zh-CN': '参数键“{{key}}”已被使用。',
    'en-US': 'Parameter key "{{key}}" is already in use.',
  },
  'param.builtInKey': {
    'zh-CN': '内置参数“{{key}}”的键不能修改。',
    'en-US': 'The key of the built-in parameter "{{key}}" cannot change.',
  },
  'param.builtInType': {
    'zh-CN': '内置参数“{{key}}”的类型不能修改。',
    'en-US': 'The type of the built-in parameter "{{key}}" cannot change.',
  },
  'param.builtInSecret': {
    'zh-CN': '内置参数“{{key}}”是否为密文不能修改。',
    'en-US': 'Whether the built-in parameter "{{key}}" is a secret cannot change.',
  },
  'param.builtInDelete': {
    'zh-CN': '内置参数不能删除：{{keys}}。',
    'en-US': 'Built-in parameters cannot be deleted: {{keys}}.',
  },

  // The vue-admin-template mirror
  'dev.infoFailed': {
    'zh-CN': '登录失败，无法获取用户信息。',
    'en-US': 'Login failed, unable to get user details.',
  },

  // External applications
  'external.noun': { 'zh-CN': '外部应用', 'en-US': 'External application' },
  'external.notAddress': {
    'zh-CN': '应为 IP 地址或 CIDR 网段',
    'en-US': 'must be an IP address or CIDR',
  },
  'external.unpublished': {
    'zh-CN': '只能授权已发布的接口：{{codes}}。',
    'en-US': 'Only published APIs can be granted: {{codes}}.',
  },

  // Applications and their configuration
  'app.noun': { 'zh-CN': '应用', 'en-US': 'Application' },
  'app.codeTaken': {
    'zh-CN': '应用编码“{{code}}”已被使用。',
    'en-US': 'Application code "{{code}}" is already in use.',
  },
  'app.inUse': {
    'zh-CN': '以下应用仍有表单或数据视图：{{codes}}。',
    'en-US': 'These applications still have forms or data views: {{codes}}.',
  },
  'app.configNoun': { 'zh-CN': '配置项', 'en-US': 'Configuration item' },
  'app.configKeyTaken': {
    'zh-CN': '该应用的 {{env}} 环境中已有配置键“{{key}}”。',
    'en-US': 'Configuration key "{{key}}" exists already in {{env}} of this application.',
  },
  'app.configUndecryptable': {
    'zh-CN': '已存储的值无法用当前密钥解密，请重新填写。',
    'en-US': 'The stored value cannot be decrypted with the current key; send a new one.',
  },

  // APIs and API servers
  'api.noun': { 'zh-CN': '接口', 'en-US': 'API' },
  'api.codeTaken': {
    'zh-CN': '接口编码“{{code}}”已被使用。',
    'en-US': 'API code "{{code}}" is already in use.',
  },
  'api.unpublishFirst': {
    'zh-CN': '请先下线以下接口再删除：{{codes}}。',
    'en-US': 'Unpublish these APIs before deleting them: {{codes}}.',
  },
  'api.serverNoun': { 'zh-CN': '接口服务', 'en-US': 'API server' },
  'api.serverCodeTaken': {
    'zh-CN': '服务编码“{{code}}”已被使用。',
    'en-US': 'Server code "{{code}}" is already in use.',
  },
  'api.serverInUse': {
    'zh-CN': '请先删除以下服务的接口：{{codes}}。',
    'en-US': 'Delete the APIs of these servers first: {{codes}}.',
  },

  // Connection tests and the outbound allow-list
  'probe.status': { 'zh-CN': 'HTTP 状态码 {{status}}', 'en-US': 'HTTP {{status}}' },
  'probe.timeout': { 'zh-CN': '{{ms}} 毫秒内无响应', 'en-US': 'no answer within {{ms}} ms' },
  'probe.refused': { 'zh-CN': '连接被拒绝', 'en-US': 'connection refused' },
  'probe.hostNotFound': { 'zh-CN': '找不到主机', 'en-US': 'host not found' },
  'probe.reset': { 'zh-CN': '连接被重置', 'en-US': 'connection reset' },
  'probe.failed': { 'zh-CN': '调用失败', 'en-US': 'the call failed' },
  'probe.error': { 'zh-CN': '调用失败：{{reason}}', 'en-US': '{{reason}}' },
  'probe.hostNotAllowed': {
    'zh-CN': '主机“{{host}}”不在外部调用白名单中（系统参数 {{param}}）。',
    'en-US':
      'The host "{{host}}" is not in the allow-list of outbound calls (system parameter {{param}}).',
  },

  // Gateway routes
  'gateway.noun': { 'zh-CN': '网关路由', 'en-US': 'Gateway route' },
  'gateway.deletedNoun': { 'zh-CN': '回收站中的网关路由', 'en-US': 'Deleted gateway route' },
  'gateway.routerIdTaken': {
    'zh-CN': '路由 ID“{{routerId}}”已被使用。',
    'en-US': 'Route id "{{routerId}}" is already in use.',
  },
  'gateway.restoreClash': {
    'zh-CN': '以下路由 ID 已被现有路由使用：{{ids}}。请先重命名或删除这些路由。',
    'en-US': 'These route ids are taken by live routes: {{ids}}. Rename or delete those first.',
  },

  // Form templates
  'template.noun': { 'zh-CN': '模板', 'en-US': 'Template' },
  'template.versionNotFound': {
    'zh-CN': '表单 {{formId}} 的版本 {{version}} 不存在或已删除。',
    'en-US': 'Version {{version}} of form {{formId}} was not found.',
  },
  'template.notBoth': {
    'zh-CN': '请提供 definition 或 sourceFormId，不能同时提供',
    'en-US': 'give a definition or sourceFormId, not both',
  },
  'template.neither': {
    'zh-CN': '请提供 definition 或 sourceFormId',
    'en-US': 'give a definition or sourceFormId',
  },
  'template.versionWithoutForm': {
    'zh-CN': '仅在提供 sourceFormId 时有效',
    'en-US': 'is only read with sourceFormId',
  },

  // Artefacts: records, kinds and content checks
  'artefact.noun': { 'zh-CN': '构件', 'en-US': 'Artefact' },
  'artefact.codeTaken': {
    'zh-CN': '应用“{{appCode}}”中的{{kind}}编码“{{code}}”已被使用。',
    'en-US': 'The {{kind}} code "{{code}}" is already in use in application "{{appCode}}".',
  },
  'artefact.kindWorkflow': { 'zh-CN': '流程', 'en-US': 'Flow' },
  'artefact.kindOrchestration': { 'zh-CN': '服务编排', 'en-US': 'Service orchestration' },
  'artefact.kindStatistic': { 'zh-CN': '统计', 'en-US': 'Statistic' },
  'artefact.kindTask': { 'zh-CN': '定时任务', 'en-US': 'Scheduled task' },
  'artefact.kindSource': { 'zh-CN': '源文件', 'en-US': 'Source file' },
  'artefact.kindRelease': { 'zh-CN': '发布版本', 'en-US': 'Release' },
  'artefact.kindPage': { 'zh-CN': '页面', 'en-US': 'Page' },
  'artefact.kindDashboard': { 'zh-CN': '仪表盘', 'en-US': 'Dashboard' },
  'artefact.noDashboard': {
    'zh-CN': '本应用中没有仪表盘 {{id}}',
    'en-US': 'no dashboard {{id}} in this application',
  },
  'artefact.notAppForm': {
    'zh-CN': '表单 {{id}} 不属于本应用',
    'en-US': 'form {{id}} is not a form of this application',
  },
  'artefact.noView': {
    'zh-CN': '数据视图 {{id}} 不存在',
    'en-US': 'data view {{id}} does not exist',
  },
  'artefact.itemNeeds': {
    'zh-CN': '{{type}} 类型的项必须填写',
    'en-US': 'is required for a {{type}} item',
  },
  'artefact.noApi': {
    'zh-CN': '接口 {{id}} 不在服务目录中',
    'en-US': 'API {{id}} is not in the service catalogue',
  },
  'artefact.notColumn': {
    'zh-CN': '“{{column}}”不是数据视图 {{viewId}} 的列',
    'en-US': '"{{column}}" is not a column of data view {{viewId}}',
  },
  'artefact.viewRequired': {
    'zh-CN': '目标为数据视图时必须填写',
    'en-US': 'is required when the target is a data view',
  },
  'artefact.orchestrationRequired': {
    'zh-CN': '目标为服务编排时必须填写',
    'en-US': 'is required when the target is an orchestration',
  },
  'artefact.noOrchestration': {
    'zh-CN': '本应用中没有服务编排“{{code}}”',
    'en-US': 'no orchestration "{{code}}" in this application',
  },
  'artefact.dotSegments': {
    'zh-CN': '不能包含“.”或“..”路径段',
    'en-US': 'must not contain "." or ".." segments',
  },

  // Cron expressions of scheduled tasks
  'artefact.cronMinute': { 'zh-CN': '分钟', 'en-US': 'minute' },
  'artefact.cronHour': { 'zh-CN': '小时', 'en-US': 'hour' },
  'artefact.cronDayOfMonth': { 'zh-CN': '日', 'en-US': 'day of month' },
  'artefact.cronMonth': { 'zh-CN': '月', 'en-US': 'month' },
  'artefact.cronDayOfWeek': { 'zh-CN': '星期', 'en-US': 'day of week' },
  'artefact.cronFieldCount': {
    'zh-CN': '必须有 5 个字段（分钟 小时 日 月 星期），实际为 {{count}} 个',
    'en-US': 'must have 5 fields (minute hour day-of-month month day-of-week), found {{count}}',
  },
  'artefact.cronField': {
    'zh-CN': '{{field}}（第 {{index}} 个字段）：{{problem}}',
    'en-US': '{{field}} (field {{index}}): {{problem}}',
  },
  'artefact.cronEmptyItem': { 'zh-CN': '列表中有空项', 'en-US': 'an empty list item' },
  'artefact.cronNotNumber': {
    'zh-CN': '“{{text}}”不是数字',
    'en-US': '"{{text}}" is not a number',
  },
  'artefact.cronOutside': {
    'zh-CN': '{{value}} 超出 {{min}}–{{max}} 的范围',
    'en-US': '{{value}} is outside {{min}}–{{max}}',
  },
  'artefact.cronSlashes': {
    'zh-CN': '“{{item}}”含有多个“/”',
    'en-US': '"{{item}}" has more than one "/"',
  },
  'artefact.cronStep': {
    'zh-CN': '“{{item}}”的步长必须是不小于 1 的数字',
    'en-US': 'the step of "{{item}}" must be a number from 1',
  },
  'artefact.cronRange': {
    'zh-CN': '“{{item}}”不是 a-b 形式的范围',
    'en-US': '"{{item}}" is not a range a-b',
  },
  'artefact.cronStepBase': {
    'zh-CN': '“{{item}}”：步长前须为 * 或范围',
    'en-US': '"{{item}}": a step needs * or a range before it',
  },
  'artefact.cronBackwards': {
    'zh-CN': '范围“{{range}}”的起止颠倒',
    'en-US': 'the range "{{range}}" runs backwards',
  },

  // GitLab user mappings, sync and connection
  'gitlab.mappingNoun': { 'zh-CN': 'GitLab 用户映射', 'en-US': 'GitLab user mapping' },
  'gitlab.clash': {
    'zh-CN': 'GitLab 用户“{{username}}”已有映射，或该平台用户已有映射。',
    'en-US': 'GitLab user "{{username}}" is mapped already, or that platform user has a mapping.',
  },
  'gitlab.alreadyBound': {
    'zh-CN': '用户“{{account}}”已绑定其他 GitLab 用户。',
    'en-US': 'User "{{account}}" is bound to another GitLab user already.',
  },
  'gitlab.notConfigured': {
    'zh-CN': '尚未配置 GitLab：请先设置其地址（PUT sysGitlabUser/v1/connection）。',
    'en-US': 'GitLab is not configured: set its URL first (PUT sysGitlabUser/v1/connection).',
  },
  'gitlab.blockRefused': {
    'zh-CN': 'GitLab 拒绝了：{{refusals}}。其余已修改。',
    'en-US': 'GitLab refused: {{refusals}}. The others were changed.',
  },
  'gitlab.refusal': {
    'zh-CN': '{{username}}（原因：{{reason}}）',
    'en-US': '{{username}} ({{reason}})',
  },
  'gitlab.noToken': {
    'zh-CN': 'GitLab 用户映射 {{id}} 没有可测试的访问令牌。',
    'en-US': 'GitLab user mapping {{id}} has no access token to test.',
  },
  'gitlab.connected': { 'zh-CN': '连接成功', 'en-US': 'connected' },
  'gitlab.tokenOwned': { 'zh-CN': '该令牌属于此用户', 'en-US': 'the token belongs to this user' },
  'gitlab.tokenOther': {
    'zh-CN': '该令牌属于“{{owner}}”，而不是“{{username}}”',
    'en-US': 'the token belongs to "{{owner}}", not "{{username}}"',
  },
  'gitlab.emailNeeded': {
    'zh-CN': '在 GitLab 上创建用户需要邮箱',
    'en-US': 'an email is needed to create the user on GitLab',
  },
  'gitlab.unreachable': {
    'zh-CN': '无法连接 GitLab（{{cause}}）',
    'en-US': 'GitLab cannot be reached ({{cause}})',
  },
  'gitlab.networkError': { 'zh-CN': '网络错误', 'en-US': 'network error' },
  'gitlab.tooMuch': { 'zh-CN': 'GitLab 返回的内容过多', 'en-US': 'GitLab answered too much' },
  'gitlab.notJson': {
    'zh-CN': 'GitLab 返回了 {{status}}，但内容不是 JSON',
    'en-US': 'GitLab answered {{status}} with something other than JSON',
  },
  'gitlab.answered': { 'zh-CN': 'GitLab 返回 {{status}}', 'en-US': 'GitLab answered {{status}}' },
  'gitlab.answeredDetail': {
    'zh-CN': 'GitLab 返回 {{status}}：{{detail}}',
    'en-US': 'GitLab answered {{status}}: {{detail}}',
  },
  'gitlab.tokenUnreadable': {
    'zh-CN': '已存储的令牌无法用当前密钥读取。',
    'en-US': 'The stored secret cannot be read with the current keys.',
  },
  'gitlab.failed': { 'zh-CN': 'GitLab 调用失败：{{reason}}', 'en-US': '{{reason}}' },
});

import { messages } from '../entry';

/**
 * The form service: applications as designers see them, form definitions and their versions,
 * submissions and drafts, the data views and their parameters, and typed values.
 */
export const formsMessages = messages({
  // Forms and their versions
  'form.noun': { 'zh-CN': '表单', 'en-US': 'Form' },
  'form.appNoun': { 'zh-CN': '应用', 'en-US': 'Application' },
  'form.versionNotFound': {
    'zh-CN': '表单 {{id}} 的版本 {{version}} 不存在。',
    'en-US': 'Version {{version}} of form {{id}} was not found.',
  },
  'form.noPublishedVersion': {
    'zh-CN': '表单 {{id}}（{{appCode}}/{{formCode}}）尚无已发布的版本：请先发布一个已保存的版本。',
    'en-US':
      'Form {{id}} ({{appCode}}/{{formCode}}) has no published version: publish one of its saved versions first.',
  },
  'form.giveIdOrAppCode': { 'zh-CN': '请提供 id 或 appCode', 'en-US': 'give id or appCode' },
  'form.giveIdOrCodes': {
    'zh-CN': '请提供 id，或同时提供 appCode 和 formCode',
    'en-US': 'give id, or appCode and formCode',
  },
  'form.giveAppIdOrCode': { 'zh-CN': '请提供 appId 或 appCode', 'en-US': 'give appId or appCode' },
  'form.codeTaken': {
    'zh-CN': '表单编码“{{code}}”在应用“{{appCode}}”中已被使用。',
    'en-US': 'Form code "{{code}}" is already in use in application "{{appCode}}".',
  },
  'form.staleVersion': {
    'zh-CN':
      '表单 {{id}} 已被他人保存：最新版本为 {{latest}}，而本次修改基于版本 {{given}}。请重新加载表单后再修改。',
    'en-US':
      'Form {{id}} was saved by someone else in the meantime: the latest version is {{latest}}, this change was made on version {{given}}. Reload the form and apply the change again.',
  },
  'form.noSuchVersion': {
    'zh-CN': '表单 {{id}} 没有可发布的版本 {{version}}：已保存的版本为 1 至 {{latest}}。',
    'en-US':
      'Form {{id}} has no version {{version}} to publish: its saved versions are 1 to {{latest}}.',
  },
  'form.definitionTooLarge': {
    'zh-CN': '不能超过 {{limit}} 字节的 JSON（当前为 {{bytes}} 字节）',
    'en-US': 'must be at most {{limit}} bytes of JSON (is {{bytes}})',
  },
  // A problem @org/form-schema found in a definition (its English words, with their code).
  'form.definitionIssue': { 'zh-CN': '表单定义有误：{{detail}}', 'en-US': '{{detail}}' },

  // Submissions and drafts
  'submission.noun': { 'zh-CN': '提交记录', 'en-US': 'Submission' },
  'submission.notFoundMany': {
    'zh-CN': '提交记录 {{ids}} 不存在或已删除。',
    'en-US': 'Submissions {{ids}} were not found.',
  },
  'submission.idsAndMore': {
    'zh-CN': '{{ids}} 等（另有 {{count}} 条）',
    'en-US': '{{ids}} and {{count}} more',
  },
  'submission.formIdNeeded': {
    'zh-CN': '按字段筛选或排序时必须提供',
    'en-US': 'is needed to filter or sort by a field',
  },
  'submission.formDisabled': {
    'zh-CN': '表单 {{id}} 已停用，不能提交数据。',
    'en-US': 'Form {{id}} is disabled and takes no data.',
  },
  'submission.noSuchVersion': {
    'zh-CN': '表单 {{id}} 没有此版本',
    'en-US': 'form {{id}} has no such version',
  },
  'submission.alreadySubmitted': {
    'zh-CN': '提交记录 {{id}} 已提交，不能再修改。',
    'en-US': 'Submission {{id}} was submitted and can no longer change.',
  },
  'submission.notOfForm': {
    'zh-CN': '提交记录 {{ids}} 不属于表单 {{formId}}',
    'en-US': 'submissions {{ids}} are not of form {{formId}}',
  },
  'submission.orphan': {
    'zh-CN': '提交记录 {{ids}}（提交人已被删除）',
    'en-US': 'Submission {{ids}}, whose submitter was removed,',
  },
  'submission.orphans': {
    'zh-CN': '提交记录 {{ids}}（提交人已被删除）',
    'en-US': 'Each of submissions {{ids}}, whose submitters were removed,',
  },
  'submission.noSuchField': {
    'zh-CN': '表单中没有字段“{{model}}”',
    'en-US': 'the form has no field "{{model}}"',
  },
  'submission.noSuchFields': {
    'zh-CN': '表单中没有字段 {{names}}',
    'en-US': 'the form has no field {{names}}',
  },
  'submission.notSortable': {
    'zh-CN': '字段“{{model}}”（{{type}}）不能排序',
    'en-US': 'field "{{model}}" ({{type}}) cannot be sorted',
  },
  // A field filter @org/form-schema refused (its English words; it reports no code).
  'submission.filterProblem': { 'zh-CN': '筛选条件有误：{{detail}}', 'en-US': '{{detail}}' },
  // The default messages of @org/form-schema's rules (DEFAULT_RULE_MESSAGES), and a form's own.
  'submission.required': { 'zh-CN': '必填', 'en-US': 'required' },
  'submission.invalidFormat': { 'zh-CN': '格式不正确', 'en-US': 'invaild format' },
  'submission.ruleMessage': { 'zh-CN': '{{message}}', 'en-US': '{{message}}' },

  // Data views and their parameters
  'view.noun': { 'zh-CN': '数据视图', 'en-US': 'Data view' },
  'view.codeTaken': {
    'zh-CN': '视图编码“{{code}}”已被使用。',
    'en-US': 'View code "{{code}}" is already in use.',
  },
  'view.isParent': {
    'zh-CN': '其他视图以这些视图为父视图：{{codes}}。',
    'en-US': 'Other views name these as parent: {{codes}}.',
  },
  'view.badId': {
    'zh-CN': '应为视图 id（正整数）',
    'en-US': 'must be a view id (a positive integer)',
  },
  'view.paramsNotJson': {
    'zh-CN': '应为 JSON：由 {"name", "value"} 组成的列表，或一个对象',
    'en-US': 'must be JSON: a list of {"name", "value"} or an object',
  },
  'view.paramEntry': {
    'zh-CN': '应为 {"name": …, "value": …}',
    'en-US': 'must be {"name": …, "value": …}',
  },
  'view.tooManyParams': { 'zh-CN': '最多 {{limit}} 个值', 'en-US': 'at most {{limit}} values' },
  'view.paramTwice': { 'zh-CN': '重复给出', 'en-US': 'is given twice' },
  'view.notParam': { 'zh-CN': '不是该视图的参数', 'en-US': 'is not a parameter' },
  'view.paramDate': {
    'zh-CN': '应为日期（YYYY-MM-DD）或日期时间',
    'en-US': 'must be a date (YYYY-MM-DD) or a date-time',
  },
  'view.paramText': { 'zh-CN': '应为文本', 'en-US': 'must be text' },
  'view.timeout': {
    'zh-CN': '视图运行超过了 {{timeoutMs}} 毫秒的上限，已被终止。',
    'en-US': 'The view ran longer than its limit of {{timeoutMs}} ms and was stopped.',
  },
  'view.tooCostly': {
    'zh-CN':
      '视图预计运行时间将超过 {{timeoutMs}} 毫秒的上限（估算成本 {{cost}}，上限 {{limit}}），未予运行。',
    'en-US':
      'The view would run longer than its limit of {{timeoutMs}} ms (estimated cost {{cost}}, at most {{limit}}); it was not run.',
  },
  'view.outOfMemory': {
    'zh-CN': '视图所需内存超过了上限，已被终止。',
    'en-US': 'The view needed more memory than a view may use and was stopped.',
  },
  'view.readRefused': {
    'zh-CN': '视图无法运行：{{problem}}。需由管理员修改其 SQL。',
    'en-US': 'The view cannot run: {{problem}}. An administrator must change its SQL.',
  },
  'view.valueMisfit': {
    'zh-CN': '有参数值不适用于该视图：{{reason}}',
    'en-US': 'a value does not fit the view: {{reason}}',
  },
  'view.noApp': { 'zh-CN': '应用不存在', 'en-US': 'no such application' },
  'view.ownAncestor': {
    'zh-CN': '会使视图成为自己的上级',
    'en-US': 'would make the view its own ancestor',
  },
  'view.noParent': { 'zh-CN': '视图不存在', 'en-US': 'no such view' },
  'view.paramDeclaredTwice': { 'zh-CN': '重复声明', 'en-US': 'is declared twice' },
  'view.paramUndeclared': {
    'zh-CN': 'SQL 使用了未声明的参数 :{{name}}',
    'en-US': 'the SQL uses :{{name}}, which is not declared',
  },
  'view.paramUnused': { 'zh-CN': '未在 SQL 中使用', 'en-US': 'is not used in the SQL' },
  // A problem the SQL check (sql-guard.ts, view-access.ts) found: a `sql.*` or `viewAccess.*` text.
  'view.sqlProblem': { 'zh-CN': 'SQL 不符合要求：{{detail}}', 'en-US': '{{detail}}' },
  'view.trialTimeout': {
    'zh-CN': '试运行超过了 {{timeoutMs}} 毫秒',
    'en-US': 'the trial run took longer than {{timeoutMs}} ms',
  },
  'view.databaseRefused': {
    'zh-CN': '数据库拒绝执行：{{reason}}',
    'en-US': 'the database refused it: {{reason}}',
  },
  'view.unnamedColumn': {
    'zh-CN': '请为每个选出的表达式命名（AS …）',
    'en-US': 'give every selected expression a name (AS …)',
  },
  'view.columnTwice': {
    'zh-CN': '列“{{name}}”出现了两次',
    'en-US': 'the column "{{name}}" is answered twice',
  },
  'view.secret': {
    'zh-CN': '{{name}} 含有机密数据，视图不能读取',
    'en-US': '{{name}} holds secrets; a view cannot read it',
  },
  'view.notColumn': {
    'zh-CN': '应为视图的列之一（{{columns}}）',
    'en-US': 'must be a column of the view ({{columns}})',
  },
  'view.treeNeeds': { 'zh-CN': 'TREE 类型的视图必须填写', 'en-US': 'a TREE view needs it' },

  // Data sources
  'datasource.notEnabled': {
    'zh-CN': '数据源不存在或未启用',
    'en-US': 'no such enabled data source',
  },

  // Values of view parameters
  'value.number': { 'zh-CN': '应为数字', 'en-US': 'must be a number' },
  'value.boolean': { 'zh-CN': '应为 true 或 false', 'en-US': 'must be true or false' },

  // The SQL check of a data view (sql-guard.ts)
  'sql.dollar': {
    'zh-CN': '不接受 `$`（美元符号引用或位置参数）：请使用 :name 形式的参数',
    'en-US': '`$` is not accepted (dollar quoting or positional parameters): use :name parameters',
  },
  'sql.oneStatement': {
    'zh-CN': '只能有一条语句：分号之后不能再有内容',
    'en-US': 'one statement only: nothing may follow a semicolon',
  },
  'sql.commentNotClosed': { 'zh-CN': '注释未闭合', 'en-US': 'a comment is not closed' },
  'sql.unicodeEscape': {
    'zh-CN': '不接受 Unicode 转义（U&…）',
    'en-US': 'Unicode escapes (U&…) are not accepted',
  },
  'sql.escapeString': {
    'zh-CN': "不接受转义字符串（E'…'）",
    'en-US': "escape strings (E'…') are not accepted",
  },
  'sql.stringNotClosed': { 'zh-CN': '字符串未闭合', 'en-US': 'a string is not closed' },
  'sql.quotedNameNotClosed': {
    'zh-CN': '带引号的名称未闭合',
    'en-US': 'a quoted name is not closed',
  },
  'sql.empty': { 'zh-CN': 'SQL 为空', 'en-US': 'the SQL is empty' },
  'sql.selectOnly': {
    'zh-CN': '视图必须是一条 SELECT（或 WITH … SELECT）语句',
    'en-US': 'a view must be one SELECT (or WITH … SELECT) statement',
  },
  'sql.forbiddenWord': {
    'zh-CN': '不允许使用 {{word}}：视图只能读取数据',
    'en-US': '{{word}} is not allowed: a view only reads',
  },
  'sql.forbiddenFunction': {
    'zh-CN': '视图中不允许使用函数 {{name}}()',
    'en-US': 'the function {{name}}() is not allowed in a view',
  },

  // What the view role may read (view-access.ts), when the database refuses a view
  'viewAccess.notAllowed': {
    'zh-CN': '视图不能使用此项：{{reason}}',
    'en-US': 'views may not use this: {{reason}}',
  },
  'viewAccess.columnsOnly': {
    'zh-CN':
      '{{table}} 只能按列读取（{{columns}} 除外）：请写明视图需要的列（*、t.*、整行 t、row_to_json(t)、to_jsonb(t) 或 t::text 也会读取 {{columns}}）',
    'en-US':
      '{{table}} is readable column by column except {{columns}}: name the columns the view needs (*, t.*, a whole row t, row_to_json(t), to_jsonb(t) or t::text would read {{columns}} too)',
  },
  'viewAccess.notGranted': {
    'zh-CN': '视图不能读取 {{table}}：没有任何迁移将其授权给 {{role}}',
    'en-US': 'views may not read {{table}}: no migration granted it to {{role}}',
  },
});

import { messages } from '../entry';

/**
 * What any route may answer: the codes' own messages, the HTTP layer's refusals, the record
 * helpers' "not found", and the field checks of every input.
 */
export const commonMessages = messages({
  'list.separator': { 'zh-CN': '、', 'en-US': ', ' },
  'list.semicolon': { 'zh-CN': '；', 'en-US': '; ' },
  'list.or': { 'zh-CN': '或', 'en-US': ' or ' },

  'type.string': { 'zh-CN': '字符串', 'en-US': 'string' },
  'type.integer': { 'zh-CN': '整数', 'en-US': 'integer' },
  'type.number': { 'zh-CN': '数字', 'en-US': 'number' },
  'type.boolean': { 'zh-CN': '布尔值', 'en-US': 'boolean' },
  'type.array': { 'zh-CN': '数组', 'en-US': 'array' },
  'type.object': { 'zh-CN': '对象', 'en-US': 'object' },
  'type.null': { 'zh-CN': '空值（null）', 'en-US': 'null' },

  'code.SUCCESS': { 'zh-CN': '成功', 'en-US': 'success' },
  'code.BAD_REQUEST': { 'zh-CN': '请求有误。', 'en-US': 'Bad request.' },
  'code.NOT_SIGNED_IN': { 'zh-CN': '尚未登录。', 'en-US': 'Not signed in.' },
  'code.FORBIDDEN': {
    'zh-CN': '没有权限进行此操作。',
    'en-US': 'You do not have permission to do this.',
  },
  'code.NOT_FOUND': { 'zh-CN': '记录不存在。', 'en-US': 'Not found.' },
  'code.GATEWAY_BAD_SIGNATURE': {
    'zh-CN': '调用签名无效。',
    'en-US': 'The signature of the call is not valid.',
  },
  'code.GATEWAY_EXPIRED': {
    'zh-CN': '调用的时间戳已过期或超前。',
    'en-US': 'The timestamp of the call is too old or in the future.',
  },
  'code.GATEWAY_REPLAYED': {
    'zh-CN': '调用的随机串已被使用过。',
    'en-US': 'The nonce of the call was used before.',
  },
  'code.GATEWAY_APP_REFUSED': {
    'zh-CN': '调用方应用当前不可调用。',
    'en-US': 'The calling application may not call now.',
  },
  'code.NOT_GRANTED': {
    'zh-CN': '接口未授权给调用方应用。',
    'en-US': 'The API is not granted to the calling application.',
  },
  'code.RUN_FAILED': { 'zh-CN': '服务编排运行失败。', 'en-US': 'The orchestration failed.' },
  'code.CONFLICT': {
    'zh-CN': '该修改与已有数据冲突。',
    'en-US': 'The change conflicts with existing data.',
  },
  'code.VALIDATION_FAILED': { 'zh-CN': '输入校验未通过。', 'en-US': 'Validation failed.' },
  'code.PAYLOAD_TOO_LARGE': {
    'zh-CN': '请求内容过大。',
    'en-US': 'The request body is too large.',
  },
  'code.UNSUPPORTED_MEDIA_TYPE': {
    'zh-CN': '不支持的内容类型。',
    'en-US': 'Unsupported content type.',
  },
  'code.LOCKED': { 'zh-CN': '账号已被锁定。', 'en-US': 'The account is locked.' },
  'code.TOO_MANY_REQUESTS': {
    'zh-CN': '尝试次数过多，请稍后再试。',
    'en-US': 'Too many attempts, please try again later.',
  },
  'code.SERVER_ERROR': { 'zh-CN': '服务器内部错误。', 'en-US': 'Internal server error.' },
  'code.ILLEGAL_TOKEN': { 'zh-CN': '登录凭证无效。', 'en-US': 'Illegal token.' },
  'code.SIGNED_IN_ELSEWHERE': {
    'zh-CN': '您的账号已在别处登录。',
    'en-US': 'Your account has signed in elsewhere.',
  },
  'code.TOKEN_EXPIRED': { 'zh-CN': '登录已过期。', 'en-US': 'Your session has expired.' },
  'code.QUERY_TIMEOUT': {
    'zh-CN': '查询用时过长，已被终止。',
    'en-US': 'The query took too long and was stopped.',
  },
  'code.BAD_CREDENTIALS': {
    'zh-CN': '账号或密码错误。',
    'en-US': 'Account and password are incorrect.',
  },

  'http.bodyTooLarge': {
    'zh-CN': '请求内容超过 {{limit}} 字节。',
    'en-US': 'The request body is larger than {{limit}} bytes.',
  },
  'http.sendJson': {
    'zh-CN': '请以 application/json 发送请求内容。',
    'en-US': 'Send the body as application/json.',
  },
  'http.badJson': { 'zh-CN': '请求内容不是有效的 JSON。', 'en-US': 'The body is not valid JSON.' },
  'http.duplicate': {
    'zh-CN': '已存在编码或键相同的记录。',
    'en-US': 'A record with the same code or key already exists.',
  },
  'http.inUse': {
    'zh-CN': '该记录仍在使用中，或引用了不存在的记录。',
    'en-US': 'The record is still in use, or refers to a record that does not exist.',
  },
  'http.routeNotFound': {
    'zh-CN': '接口 {{method}} {{path}} 不存在。',
    'en-US': 'No route {{method}} {{path}}.',
  },

  'record.notFound': {
    'zh-CN': '{{what}} {{ids}} 不存在或已删除。',
    'en-US': '{{what}} {{ids}} was not found.',
  },
  'record.notFoundMany': {
    'zh-CN': '{{what}} {{ids}} 不存在或已删除。',
    'en-US': '{{what}} not found: {{ids}}.',
  },
  'permission.missing': {
    'zh-CN': '没有权限进行此操作（{{code}}）。',
    'en-US': 'You do not have permission to do this ({{code}}).',
  },

  'validation.problem': { 'zh-CN': '{{field}}：{{message}}', 'en-US': '{{field}}: {{message}}' },
  'validation.summary': { 'zh-CN': '{{problems}}', 'en-US': '{{problems}}' },
  'validation.summaryMore': {
    'zh-CN': '{{problems}}（另有 {{count}} 项）',
    'en-US': '{{problems}} (and {{count}} more)',
  },

  'field.required': { 'zh-CN': '不能为空', 'en-US': 'is required' },
  'field.type': { 'zh-CN': '应为{{types}}', 'en-US': 'must be {{types}}' },
  'field.oneOf': { 'zh-CN': '只能是以下之一：{{values}}', 'en-US': 'must be one of: {{values}}' },
  'field.equal': { 'zh-CN': '只能是 {{value}}', 'en-US': 'must be {{value}}' },
  'field.empty': { 'zh-CN': '不能为空', 'en-US': 'must not be empty' },
  'field.minLength': {
    'zh-CN': '至少 {{limit}} 个字符',
    'en-US': 'must be at least {{limit}} characters',
  },
  'field.maxLength': {
    'zh-CN': '最多 {{limit}} 个字符',
    'en-US': 'must be at most {{limit}} characters',
  },
  'field.minimum': { 'zh-CN': '不能小于 {{limit}}', 'en-US': 'must be at least {{limit}}' },
  'field.maximum': { 'zh-CN': '不能大于 {{limit}}', 'en-US': 'must be at most {{limit}}' },
  'field.minItems': {
    'zh-CN': '至少 {{limit}} 项',
    'en-US': 'must have at least {{limit}} item(s)',
  },
  'field.maxItems': { 'zh-CN': '最多 {{limit}} 项', 'en-US': 'must have at most {{limit}} items' },
  'field.unique': { 'zh-CN': '不能有重复项', 'en-US': 'must not contain duplicates' },
  'field.minEntries': {
    'zh-CN': '至少 {{limit}} 项',
    'en-US': 'must have at least {{limit}} entries',
  },
  'field.minOneEntry': { 'zh-CN': '至少 1 项', 'en-US': 'must have at least 1 entry' },
  'field.maxEntries': {
    'zh-CN': '最多 {{limit}} 项',
    'en-US': 'must have at most {{limit}} entries',
  },
  'field.pattern': {
    'zh-CN': '格式不正确（应匹配 {{pattern}}）',
    'en-US': 'has an invalid format (expected {{pattern}})',
  },
  'field.format': { 'zh-CN': '不是有效的 {{format}}', 'en-US': 'must be a valid {{format}}' },
  'field.notAccepted': { 'zh-CN': '不是可接受的字段', 'en-US': 'is not an accepted field' },
  'field.invalid': { 'zh-CN': '无效', 'en-US': 'is invalid' },
  'field.nul': {
    'zh-CN': '不能包含 NUL 字符（U+0000）',
    'en-US': 'must not contain a NUL character (U+0000)',
  },
  'field.surrogate': {
    'zh-CN': '不能包含不成对的 UTF-16 代理项（无效的 Unicode 文本）',
    'en-US': 'must not contain an unpaired UTF-16 surrogate (invalid Unicode text)',
  },
  'field.keyProblem': { 'zh-CN': '有一个键{{problem}}', 'en-US': 'has a key that {{problem}}' },
  'field.prototypeKey': {
    'zh-CN': '不能作为键（它可能改变对象的原型）',
    'en-US': 'is not accepted as a key (it could change the prototype of an object)',
  },
});

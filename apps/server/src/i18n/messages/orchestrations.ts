import { messages } from '../entry';

/** Service orchestrations: their checks at save, and their runs. */
export const orchestrationsMessages = messages({
  'orch.keyTwice': {
    'zh-CN': '步骤标识“{{key}}”已被前面的步骤使用。',
    'en-US': 'The step key "{{key}}" is used by an earlier step.',
  },
  'orch.unknownStep': {
    'zh-CN': '读取了“steps.{{key}}”，但它前面没有标识为“{{key}}”的步骤。',
    'en-US': 'It reads "steps.{{key}}", but no step before it has the key "{{key}}".',
  },
  'orch.badExpression': {
    'zh-CN': '表达式“{{expression}}”无法解析：{{reason}}',
    'en-US': 'The expression "{{expression}}" cannot be read: {{reason}}',
  },
  'orch.badTemplate': {
    'zh-CN': '模板无法解析：{{reason}}',
    'en-US': 'The template cannot be read: {{reason}}',
  },
  'orch.scriptRequired': { 'zh-CN': '请填写脚本。', 'en-US': 'Write the script.' },
  'orch.badScript': {
    'zh-CN': '脚本第 {{line}} 行第 {{column}} 列无法解析：{{reason}}',
    'en-US': 'The script cannot be read at line {{line}}, column {{column}}: {{reason}}',
  },
  'orch.inputRequired': {
    'zh-CN': '缺少必填的输入“{{name}}”。',
    'en-US': 'The required input "{{name}}" is missing.',
  },
  'orch.stepFailed': {
    'zh-CN': '步骤“{{step}}”失败：{{reason}}',
    'en-US': 'The step "{{step}}" failed: {{reason}}',
  },
  'orch.noun': { 'zh-CN': '服务编排', 'en-US': 'Orchestration' },
  'orch.apiCodeTooLong': {
    'zh-CN': '接口编码“{{code}}”超过 64 个字符，请缩短应用或服务编排的编码。',
    'en-US':
      'The API code "{{code}}" is longer than 64 characters; shorten the application or orchestration code.',
  },
  'orch.apiCodeTaken': {
    'zh-CN': '接口编码“{{code}}”已被接口目录中的其他接口使用。',
    'en-US': 'The API code "{{code}}" is used by another API of the catalogue.',
  },
  'orch.notPublished': {
    'zh-CN': '服务编排“{{code}}”尚未发布或已下线。',
    'en-US': 'The orchestration "{{code}}" is not published, or was taken offline.',
  },
  'orch.publishedAsStep': {
    'zh-CN': '接口“{{code}}”是已发布的服务编排，不能作为步骤调用。',
    'en-US': 'The API "{{code}}" is a published orchestration; it cannot be called as a step.',
  },
  'orch.runFailed': {
    'zh-CN': '服务编排运行失败：{{reason}}',
    'en-US': 'The orchestration failed: {{reason}}',
  },
  'gateway.missingHeader': {
    'zh-CN': '缺少请求头 {{header}}。',
    'en-US': 'The header {{header}} is missing.',
  },
  'gateway.badNonce': {
    'zh-CN': '请求头 {{header}} 须为 8 到 64 个字母、数字、“-”或“_”。',
    'en-US': 'The header {{header}} must be 8 to 64 letters, digits, "-" or "_".',
  },
  'gateway.unknownKey': {
    'zh-CN': '没有应用密钥为“{{key}}”的外部应用。',
    'en-US': 'No external application has the app key "{{key}}".',
  },
  'gateway.badSignature': {
    'zh-CN': '签名不正确：请用应用密钥对方法、路径、时间戳、随机串和请求体的 SHA-256 签名。',
    'en-US':
      'The signature does not match: sign the method, path, timestamp, nonce and the SHA-256 of the body with the app secret.',
  },
  'gateway.expired': {
    'zh-CN': '时间戳与服务器时间相差超过 {{minutes}} 分钟。',
    'en-US': 'The timestamp is more than {{minutes}} minutes away from the server clock.',
  },
  'gateway.replayed': {
    'zh-CN': '随机串“{{nonce}}”已被使用过，请求被视为重放。',
    'en-US': 'The nonce "{{nonce}}" was used before; the call is taken as a replay.',
  },
  'gateway.appDisabled': {
    'zh-CN': '外部应用“{{name}}”已停用。',
    'en-US': 'The external application "{{name}}" is disabled.',
  },
  'gateway.appExpired': {
    'zh-CN': '外部应用“{{name}}”已过期。',
    'en-US': 'The external application "{{name}}" has expired.',
  },
  'gateway.addressRefused': {
    'zh-CN': '外部应用“{{name}}”不允许从地址 {{ip}} 调用。',
    'en-US': 'The external application "{{name}}" may not call from {{ip}}.',
  },
  'gateway.resetSecret': {
    'zh-CN': '外部应用“{{name}}”的密钥签发于签名调用之前，请在外部应用中重置密钥。',
    'en-US':
      'The secret of "{{name}}" was issued before signed calls existed; reset it under external applications.',
  },
  'gateway.notGranted': {
    'zh-CN': '接口“{{api}}”未授权给外部应用“{{name}}”。',
    'en-US': 'The API "{{api}}" is not granted to the external application "{{name}}".',
  },
  'gateway.tooMany': {
    'zh-CN': '外部应用“{{name}}”每分钟最多调用 {{limit}} 次，请稍后再试。',
    'en-US':
      'The external application "{{name}}" may call {{limit}} times a minute; try again later.',
  },
});

import type { ShellTexts } from '../common/texts';

/**
 * Texts of the published orchestrations on the ServerApi page: their list, the try-it dialog
 * and how an external application calls one through the gateway.
 */
export const publishedApiTexts: ShellTexts = {
  'zh-CN': {
    'publishedApi.title': '本应用发布的接口',
    'publishedApi.intro':
      '在“服务编排”中发布的编排：登录用户按路径调用，外部应用经网关签名调用（见“调试”）。',
    'publishedApi.search': '接口编码或名称',
    'publishedApi.version': '版本',
    'publishedApi.publishedAt': '发布时间',
    'publishedApi.publishedBy': '发布人',
    'publishedApi.path': '路径（登录用户）',
    'publishedApi.empty': '这个应用还没有发布接口：在“服务编排”中发布。',
    'publishedApi.try': '调试',
    'publishedApi.tryOf': '调试接口“{{code}}”',
    'publishedApi.tryIntro': '{{name}}，第 {{version}} 版。以当前登录用户调用：',
    'publishedApi.offlineNote': '这个接口已下线：调用会被拒绝，重新发布后恢复。',
    'publishedApi.inputs': '输入',
    'publishedApi.noInputs': '这个接口没有输入。',
    'publishedApi.call': '调用',
    'publishedApi.answer': '调用结果',
    'publishedApi.output': '输出',
    'publishedApi.inputRefused': '输入未通过检查：',
    'publishedApi.failedStep': '失败的步骤：',
    'publishedApi.gateway': '外部应用如何调用',
    'publishedApi.gatewayCall': '经网关调用：',
    'publishedApi.gatewayIntro':
      '请求体为 {"input": {…}}。管理员先在管理后台的“外部应用”中把这个接口授权给调用方；每次调用带以下四个请求头：',
    'publishedApi.appKeyHelp': '外部应用的应用密钥（AppKey）',
    'publishedApi.timestampHelp': '签名时刻的毫秒时间戳，与服务器时间相差不得超过 {{minutes}} 分钟',
    'publishedApi.nonceHelp': '8 到 64 个字母、数字、“-”或“_”，同一应用不得重复使用',
    'publishedApi.signatureHelp':
      '以外部应用的密钥（Secret）对下面五行文本做 HMAC-SHA256，写成小写十六进制',
    'publishedApi.signedText': '签名文本（每项一行：方法、路径、时间戳、随机串、请求体摘要）',
    'publishedApi.bodySha256': '<请求体原始字节的 SHA-256，小写十六进制>',
  },
  'en-US': {
    'publishedApi.title': 'APIs this application published',
    'publishedApi.intro':
      'Orchestrations published under Service orchestration: signed-in users call the path, external applications call through the gateway with a signature (see Try it).',
    'publishedApi.search': 'API code or name',
    'publishedApi.version': 'Version',
    'publishedApi.publishedAt': 'Published',
    'publishedApi.publishedBy': 'Published by',
    'publishedApi.path': 'Path (signed-in users)',
    'publishedApi.empty':
      'This application has not published any API yet: publish one under Service orchestration.',
    'publishedApi.try': 'Try it',
    'publishedApi.tryOf': 'Try the API “{{code}}”',
    'publishedApi.tryIntro': '{{name}}, version {{version}}. Called as the signed-in user:',
    'publishedApi.offlineNote':
      'This API was taken offline: calls are refused until it is published again.',
    'publishedApi.inputs': 'Inputs',
    'publishedApi.noInputs': 'This API has no inputs.',
    'publishedApi.call': 'Call',
    'publishedApi.answer': 'Answer',
    'publishedApi.output': 'Output',
    'publishedApi.inputRefused': 'The input did not pass the checks:',
    'publishedApi.failedStep': 'Failed step:',
    'publishedApi.gateway': 'How an external application calls it',
    'publishedApi.gatewayCall': 'Through the gateway:',
    'publishedApi.gatewayIntro':
      'The body is {"input": {…}}. An administrator first grants this API to the caller under External applications in the administration; each call carries these four headers:',
    'publishedApi.appKeyHelp': 'the external application’s app key',
    'publishedApi.timestampHelp':
      'when the call was signed, in milliseconds since 1970; at most {{minutes}} minutes from the server’s clock',
    'publishedApi.nonceHelp':
      '8 to 64 letters, digits, “-” or “_”, never used twice by one application',
    'publishedApi.signatureHelp':
      'the HMAC-SHA256 of the five lines below, keyed with the external application’s secret, in lower-case hex',
    'publishedApi.signedText':
      'The text signed (one item a line: method, path, timestamp, nonce, digest of the body)',
    'publishedApi.bodySha256': '<SHA-256 of the body’s bytes as sent, lower-case hex>',
  },
};

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
    'zh-CN': '脚本无法解析：{{reason}}',
    'en-US': 'The script cannot be read: {{reason}}',
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
});

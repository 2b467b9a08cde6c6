import { messages } from '../entry';

/** Forms' remote functions and option lists, and the application's form-scripts setting. */
export const formScriptsMessages = messages({
  'formScripts.funcNoun': { 'zh-CN': '远程方法', 'en-US': 'Remote function' },
  'formScripts.optionNoun': { 'zh-CN': '选项集', 'en-US': 'Option list' },
  'formScripts.nameTaken': {
    'zh-CN': '应用“{{appCode}}”已有名为“{{name}}”的{{kind}}。',
    'en-US': 'The application "{{appCode}}" already has a {{kind}} named "{{name}}".',
  },
  'formScripts.scriptRequired': { 'zh-CN': '请填写脚本。', 'en-US': 'Write the script.' },
  'formScripts.scriptNotAllowed': {
    'zh-CN': '选项集没有脚本，请填写选项。',
    'en-US': 'An option list has no script; give its options.',
  },
  'formScripts.optionsNotAllowed': {
    'zh-CN': '远程方法的选项由脚本返回，请填写脚本。',
    'en-US': 'A remote function answers its options from its script; write the script.',
  },
  'formScripts.optionsRequired': {
    'zh-CN': '请至少填写一个选项。',
    'en-US': 'Give at least one option.',
  },
  'formScripts.optionValueTwice': {
    'zh-CN': '选项值“{{value}}”出现了不止一次。',
    'en-US': 'The option value "{{value}}" is given more than once.',
  },
  'formScripts.badScript': {
    'zh-CN': '脚本第 {{line}} 行第 {{column}} 列无法解析：{{reason}}',
    'en-US': 'The script cannot be read at line {{line}}, column {{column}}: {{reason}}',
  },
  'formScripts.badScriptNoPlace': {
    'zh-CN': '脚本无法解析：{{reason}}',
    'en-US': 'The script cannot be read: {{reason}}',
  },
  'formScripts.threw': {
    'zh-CN': '脚本出错：{{reason}}',
    'en-US': 'The script failed: {{reason}}',
  },
  'formScripts.timeLimit': {
    'zh-CN': '脚本运行超过 {{ms}} 毫秒，已被停止（是否有死循环？）。',
    'en-US': 'The script ran longer than {{ms}} ms and was stopped (does it loop forever?).',
  },
  'formScripts.memoryLimit': {
    'zh-CN': '脚本用尽了允许的内存（{{mib}} MiB）或调用栈，已被停止。',
    'en-US': 'The script used up its memory ({{mib}} MiB) or its call stack and was stopped.',
  },
  'formScripts.badAnswer': {
    'zh-CN': '脚本的返回值无法作为 JSON 传回：{{reason}}',
    'en-US': 'What the script answered cannot be sent back as JSON: {{reason}}',
  },
  'formScripts.noList': {
    'zh-CN': '脚本没有返回选项列表（应返回数组，或用 resolve 传回数组）。',
    'en-US': 'The script answered no list of options (return an array, or pass one to resolve).',
  },
  'formScripts.funcFailed': {
    'zh-CN': '远程方法“{{name}}”失败：{{reason}}',
    'en-US': 'The remote function "{{name}}" failed: {{reason}}',
  },
  'formScripts.noSuchFunc': {
    'zh-CN': '应用“{{appCode}}”没有名为“{{name}}”的远程方法。',
    'en-US': 'The application "{{appCode}}" has no remote function named "{{name}}".',
  },
});

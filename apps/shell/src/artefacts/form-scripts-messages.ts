import type { ShellTexts } from '../common/texts';

/**
 * Texts of an application's form scripts page: the setting that lets forms' scripts run, the
 * remote functions and the option lists, and their dialogs.
 */
export const formScriptTexts: ShellTexts = {
  'zh-CN': {
    'formScripts.settingTitle': '表单脚本',
    'formScripts.sandboxSwitch': '运行表单脚本（沙箱）',
    'formScripts.sandboxOn':
      '填写和预览本应用的表单时，事件脚本、数据源函数和自定义校验在沙箱中运行：无法访问页面、存储和登录凭据，超时即被停止。',
    'formScripts.sandboxOff': '已关闭：本应用的表单不运行任何脚本。',
    'formScripts.settingSaved': '已保存设置',
    'formScripts.funcTitle': '远程方法',
    'formScripts.funcIntro':
      '在服务器沙箱中运行的脚本，返回选项列表。表单组件的数据来源选“方法”时按方法名使用。',
    'formScripts.optionTitle': '选项集',
    'formScripts.optionIntro': '固定的选项列表。表单组件的数据来源选“赋值选项”时按选项名使用。',
    'formScripts.search': '名称或说明',
    'formScripts.name': '名称',
    'formScripts.label': '说明',
    'formScripts.script': '脚本',
    'formScripts.options': '选项',
    'formScripts.optionCount': '选项数',
    'formScripts.funcEmpty': '这个应用还没有远程方法。',
    'formScripts.optionEmpty': '这个应用还没有选项集。',
    'formScripts.noMatch': '没有符合条件的记录。',
    'formScripts.addFunc': '新增远程方法',
    'formScripts.editFunc': '编辑远程方法“{{name}}”',
    'formScripts.addOption': '新增选项集',
    'formScripts.editOption': '编辑选项集“{{name}}”',
    'formScripts.scriptHelp':
      '函数体：返回选项数组，或把数组交给 resolve(…)；可读取 context.appCode、context.account 和 context.language。',
    'formScripts.try': '试运行',
    'formScripts.tryAnswer': '返回的选项',
    'formScripts.value': '值',
    'formScripts.optionLabel': '显示文字',
    'formScripts.addRow': '添加选项',
    'formScripts.removeRow': '删除第 {{n}} 个选项',
    'formScripts.rowValue': '第 {{n}} 个选项的值',
    'formScripts.rowLabel': '第 {{n}} 个选项的显示文字',
    'formScripts.confirmTitle': '确认删除',
    'formScripts.confirmText': '删除“{{name}}”？使用它的表单将没有这些选项。',
    'formScripts.confirmTextMany': '删除选中的 {{count}} 项？使用它们的表单将没有这些选项。',
  },
  'en-US': {
    'formScripts.settingTitle': 'Form scripts',
    'formScripts.sandboxSwitch': 'Run forms’ scripts (sandboxed)',
    'formScripts.sandboxOn':
      'When this application’s forms are filled in or previewed, their event scripts, data-source functions and custom validators run in a sandbox: no access to the page, storage or sign-in, and stopped at their time limit.',
    'formScripts.sandboxOff': 'Off: this application’s forms run no scripts at all.',
    'formScripts.settingSaved': 'Setting saved',
    'formScripts.funcTitle': 'Remote functions',
    'formScripts.funcIntro':
      'Scripts run in the server’s sandbox that return a list of options (or pass it to resolve). A widget whose source is “Function” names one by its function name.',
    'formScripts.optionTitle': 'Option lists',
    'formScripts.optionIntro':
      'Fixed lists of options. A widget whose source is “Assigned options” names one by its option name.',
    'formScripts.search': 'Name or description',
    'formScripts.name': 'Name',
    'formScripts.label': 'Description',
    'formScripts.script': 'Script',
    'formScripts.options': 'Options',
    'formScripts.optionCount': 'Options',
    'formScripts.funcEmpty': 'This application has no remote functions yet.',
    'formScripts.optionEmpty': 'This application has no option lists yet.',
    'formScripts.noMatch': 'Nothing matches.',
    'formScripts.addFunc': 'Add remote function',
    'formScripts.editFunc': 'Edit remote function "{{name}}"',
    'formScripts.addOption': 'Add option list',
    'formScripts.editOption': 'Edit option list "{{name}}"',
    'formScripts.scriptHelp':
      'A function body that may read context (appCode, account, language); return an array of options, or call resolve(array).',
    'formScripts.try': 'Try it',
    'formScripts.tryAnswer': 'Options returned',
    'formScripts.value': 'Value',
    'formScripts.optionLabel': 'Label',
    'formScripts.addRow': 'Add option',
    'formScripts.removeRow': 'Remove option {{n}}',
    'formScripts.rowValue': 'Value of option {{n}}',
    'formScripts.rowLabel': 'Label of option {{n}}',
    'formScripts.confirmTitle': 'Confirm deletion',
    'formScripts.confirmText': 'Delete "{{name}}"? Forms that use it will have no such options.',
    'formScripts.confirmTextMany':
      'Delete the {{count}} selected? Forms that use them will have no such options.',
  },
};

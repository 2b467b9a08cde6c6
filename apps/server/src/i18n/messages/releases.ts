import { messages } from '../entry';

/** Releases: what compiling an application before a release finds. */
export const releasesMessages = messages({
  'release.formInvalid': {
    'zh-CN': '表单“{{form}}”的定义有误：{{reason}}',
    'en-US': 'The definition of the form "{{form}}" is wrong: {{reason}}',
  },
  'release.flowNoForm': {
    'zh-CN': '{{kind}}“{{name}}”的表单 {{id}} 不存在。',
    'en-US': 'The form {{id}} of the {{kind}} "{{name}}" does not exist.',
  },
  'release.flowFormNotPublished': {
    'zh-CN': '{{kind}}“{{name}}”的表单“{{form}}”尚未发布。',
    'en-US': 'The form "{{form}}" of the {{kind}} "{{name}}" is not published.',
  },
  'release.artefactProblem': {
    'zh-CN': '{{kind}}“{{name}}”的 {{field}}：{{reason}}',
    'en-US': '{{kind}} "{{name}}", {{field}}: {{reason}}',
  },
  'release.viewSql': {
    'zh-CN': '数据视图“{{view}}”的 SQL 未通过检查：{{reason}}',
    'en-US': 'The SQL of the data view "{{view}}" does not pass the check: {{reason}}',
  },
  'release.viewParam': {
    'zh-CN': '数据视图“{{view}}”使用了未声明的参数 :{{param}}。',
    'en-US': 'The data view "{{view}}" uses the undeclared parameter :{{param}}.',
  },
});

import { messages } from '../entry';

/** Releases: what compiling finds; release files, imports and rollbacks. */
export const releasesMessages = messages({
  'release.unchangeable': {
    'zh-CN': '发布版本的版本号和说明随快照固定，不能修改；请新建一个发布。',
    'en-US':
      'A release’s version and notes are fixed with its snapshot and cannot be changed; make a new release.',
  },
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
  'release.noun': { 'zh-CN': '发布版本', 'en-US': 'Release' },
  'release.kindForm': { 'zh-CN': '表单', 'en-US': 'Form' },
  'release.kindView': { 'zh-CN': '数据视图', 'en-US': 'Data view' },
  'release.kindTemplate': { 'zh-CN': '模板', 'en-US': 'Template' },
  'release.kindRole': { 'zh-CN': '角色', 'en-US': 'Role' },
  'release.kindResource': { 'zh-CN': '资源', 'en-US': 'Resource' },
  'release.kindApi': { 'zh-CN': '服务接口', 'en-US': 'API' },
  'release.fileNotJson': {
    'zh-CN': '文件不是发布文件：无法按 JSON 读取。',
    'en-US': 'The file is not a release file: it cannot be read as JSON.',
  },
  'release.fileFormat': {
    'zh-CN': '文件格式“{{format}}”未知，不是本平台导出的发布文件。',
    'en-US': 'The file format "{{format}}" is unknown; it is not a release file of this platform.',
  },
  'release.fileVersion': {
    'zh-CN': '发布文件的格式版本 {{version}} 不受支持（支持版本 {{supported}}）。',
    'en-US':
      'Version {{version}} of the release file format is not supported (supported: {{supported}}).',
  },
  'release.fileIncomplete': {
    'zh-CN': '发布文件不完整：缺少应用、版本或快照。',
    'en-US':
      'The release file is incomplete: the application, the release or the snapshot is missing.',
  },
  'release.fileAltered': {
    'zh-CN': '发布文件的校验和与内容不符：文件在导出后被修改过，已拒绝。',
    'en-US':
      'The checksum of the release file does not match its content: the file was altered after the export and is refused.',
  },
  'release.missingDatasource': {
    'zh-CN': '数据视图“{{view}}”的数据源 {{code}} 在本平台不存在。',
    'en-US': 'The datasource {{code}} of the data view "{{view}}" does not exist on this platform.',
  },
  'release.missingReference': {
    'zh-CN': '{{kind}}“{{item}}”引用的{{refKind}} {{code}} 既不在发布中，也不在本平台。',
    'en-US':
      'The {{kind}} "{{item}}" names the {{refKind}} {{code}}, which is neither in the release nor on this platform.',
  },
  'release.codeTakenByApp': {
    'zh-CN': '{{kind}}编码 {{code}} 已被应用 {{owner}} 使用。',
    'en-US': 'The {{kind}} code {{code}} is already used by the application {{owner}}.',
  },
  'release.codeTakenByPlatform': {
    'zh-CN': '{{kind}}编码 {{code}} 已被平台使用。',
    'en-US': 'The {{kind}} code {{code}} is already used by the platform.',
  },
  'release.releaseCodeTaken': {
    'zh-CN': '{{kind}}编码 {{code}} 已用于本应用的另一个发布，不是版本 {{version}}。',
    'en-US':
      'The {{kind}} code {{code}} is already used by another release of this application, not version {{version}}.',
  },
  'release.conflicts': {
    'zh-CN': '存在冲突，未做任何更改：{{list}}',
    'en-US': 'Nothing was changed; there are conflicts: {{list}}',
  },
});

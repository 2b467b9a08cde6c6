/**
 * Every text the renderer shows, in both languages. Core and widgets read them through
 * `services.t(key, values)`; `{name}` placeholders are filled from `values`.
 *
 * Each key is written once, with its English and its Chinese text (the type requires both).
 * Keys are grouped by who shows them: `form.*`, `item.*`, `table.*`, `remote.*`, `script.*`,
 * `dataSource.*` and `upload.*` by the core, `widget.*` by the widget components.
 */
const TEXTS = {
  // The form as a whole
  'form.validationFailed': ['Form data validation failed', '表单数据校验失败'],
  'form.definitionErrors': [
    'This form cannot be shown: its definition has errors',
    '无法显示此表单：表单定义有错误',
  ],
  'form.notificationsLabel': ['Form notifications', '表单通知'],
  'form.dismiss': ['Dismiss', '关闭'],

  // Form items; `required` to `invalidValue` are the built-in rule messages (rule-messages.ts)
  'item.required': ['required', '必填'],
  'item.invalidFormat': ['invalid format', '格式不正确'],
  'item.unmatchedPattern': ['unmatched pattern', '格式不匹配'],
  'item.invalidValue': ['invalid value', '值无效'],
  'item.unknownWidget': ['Unsupported field type "{type}"', '不支持的字段类型“{type}”'],
  'item.widgetFailed': ['This field could not be shown: {message}', '此字段无法显示：{message}'],
  'item.loading': ['Loading…', '加载中…'],

  // Containers
  'table.add': ['Add', '添加'],
  'table.remove': ['Remove', '删除'],
  'table.removeRow': ['Remove row {row}', '删除第 {row} 行'],
  'table.rowIndex': ['No.', '序号'],
  'table.row': ['Row {row}', '第 {row} 行'],
  'table.cell': ['{column}, row {row}', '{column}（第 {row} 行）'],
  'table.cellOf': ['{column}, row {row} of {table}', '{table}第 {row} 行的{column}'],
  'table.empty': ['No data', '暂无数据'],
  'tabs.label': ['Tabs', '标签页'],

  // Remote options, data sources and scripts
  'remote.loadFailed': [
    'Could not load the options of "{label}": {message}',
    '“{label}”的选项加载失败：{message}',
  ],
  'remote.missingFunction': ['No remote function named "{name}"', '没有名为“{name}”的远端函数'],
  'remote.missingDataSource': ['No data source named "{name}"', '没有名为“{name}”的数据源'],
  'remote.missingEndpoint': [
    'No address is configured for the {service} service',
    '未配置{service}服务的地址',
  ],
  'remote.service.dict': ['dictionary', '字典'],
  'remote.service.dataView': ['data-view', '数据视图'],
  'remote.badAnswer': ['The answer has no list of options', '返回结果中没有选项列表'],
  'dataSource.failed': [
    'Request of data source "{name}" failed: {message}',
    '数据源“{name}”请求失败：{message}',
  ],
  'dataSource.unknown': ['No data source named "{name}"', '没有名为“{name}”的数据源'],
  'script.failed': ['Script "{name}" failed: {message}', '脚本“{name}”执行出错：{message}'],
  'script.unknown': ['No event script named "{name}"', '没有名为“{name}”的事件脚本'],
  'script.disabled': ['Scripts are turned off for this form', '此表单已关闭脚本'],
  'script.timeLimit': ['Script "{name}" stopped: time limit', '脚本“{name}”超时，已停止'],
  'script.memoryLimit': ['Script "{name}" stopped: memory limit', '脚本“{name}”内存超限，已停止'],

  // Uploads (texts shared by the upload widgets)
  'upload.noUrl': ['The upload answer carried no address', '上传结果中没有地址'],
  'upload.failed': ['Upload failed', '上传失败'],
  'upload.noAction': ['No upload address is configured', '未配置上传地址'],
  'upload.noCloud': ['Cloud storage uploads are not available here', '此处不支持云存储上传'],
  'upload.noToken': ['No upload token is available', '没有可用的上传凭证'],
  'upload.add': ['Upload', '上传'],
  'upload.selectFile': ['Select file', '选择文件'],
  'upload.remove': ['Remove {name}', '删除 {name}'],
  'upload.edit': ['Replace {name}', '替换 {name}'],
  'upload.uploading': ['Uploading {percent}%', '正在上传 {percent}%'],
  'upload.error': ['Upload of {name} failed', '{name} 上传失败'],
  'upload.limit': ['At most {limit} files', '最多上传 {limit} 个文件'],
  'upload.imagesOnly': ['Only image files can be uploaded', '只能上传图片文件'],

  // Widgets
  'widget.loading': ['Loading', '加载中'],
  'widget.noOptions': ['No options', '无选项'],
  'widget.clear': ['Clear', '清空'],
  'widget.ok': ['OK', '确定'],
  'widget.noMatch': ['No matching options', '无匹配数据'],
  'widget.rangeStart': ['{label} (start)', '{label}（开始）'],
  'widget.rangeEnd': ['{label} (end)', '{label}（结束）'],
  'widget.rangeSeparator': ['to', '至'],
  'widget.input.showPassword': ['Show password', '显示密码'],
  'widget.input.hidePassword': ['Hide password', '隐藏密码'],
  'widget.number.increase': ['Increase', '增加'],
  'widget.number.decrease': ['Decrease', '减少'],
  'widget.rate.star': ['{count} star', '{count} 星'],
  'widget.rate.stars': ['{count} stars', '{count} 星'],
  'widget.rate.empty': ['No rating', '未评分'],
  'widget.rate.score': ['{score}', '{score} 分'],
  'widget.select.placeholder': ['Select', '请选择'],
  'widget.select.open': ['Open', '展开'],
  'widget.select.close': ['Close', '收起'],
  'widget.slider.input': ['{label} value', '{label}数值'],
  'widget.date.open': ['Open calendar', '打开日历'],
  'widget.date.calendar': ['Calendar', '日历'],
  'widget.date.placeholder': ['Select date', '选择日期'],
  'widget.date.yearPlaceholder': ['Select year', '选择年'],
  'widget.date.monthPlaceholder': ['Select month', '选择月'],
  'widget.date.datetimePlaceholder': ['Select date and time', '选择日期时间'],
  'widget.date.datesPlaceholder': ['Select dates', '选择一个或多个日期'],
  'widget.date.startPlaceholder': ['Start date', '开始日期'],
  'widget.date.endPlaceholder': ['End date', '结束日期'],
  'widget.date.previousYear': ['Previous year', '上一年'],
  'widget.date.nextYear': ['Next year', '下一年'],
  'widget.date.previousMonth': ['Previous month', '上个月'],
  'widget.date.nextMonth': ['Next month', '下个月'],
  'widget.date.previousDecade': ['Previous years', '前十年'],
  'widget.date.nextDecade': ['Next years', '后十年'],
  'widget.date.chooseMonth': ['Choose month', '选择月份'],
  'widget.date.chooseYear': ['Choose year', '选择年份'],
  'widget.date.now': ['Now', '此刻'],
  'widget.date.time': ['Time', '时间'],
  'widget.time.open': ['Open time picker', '打开时间选择'],
  'widget.time.placeholder': ['Select time', '选择时间'],
  'widget.time.startPlaceholder': ['Start time', '开始时间'],
  'widget.time.endPlaceholder': ['End time', '结束时间'],
  'widget.time.hours': ['Hours', '时'],
  'widget.time.minutes': ['Minutes', '分'],
  'widget.time.seconds': ['Seconds', '秒'],
  'widget.time.meridiem': ['AM or PM', '上午或下午'],
  'widget.time.up': ['{unit}: previous', '{unit}：上一个'],
  'widget.time.down': ['{unit}: next', '{unit}：下一个'],
  'widget.color.button': ['{label}: {color}', '{label}：{color}'],
  'widget.color.none': ['no color', '无颜色'],
  'widget.color.picker': ['Color picker', '颜色选择器'],
  'widget.color.area': ['Saturation and brightness', '饱和度与亮度'],
  'widget.color.areaValue': [
    'Saturation {saturation}%, brightness {brightness}%',
    '饱和度 {saturation}%，亮度 {brightness}%',
  ],
  'widget.color.hue': ['Hue', '色相'],
  'widget.color.alpha': ['Opacity', '不透明度'],
  'widget.color.text': ['Color value', '颜色值'],
  'widget.upload.add': ['Upload {label}', '上传{label}'],
  'widget.upload.selectFile': ['Select file for {label}', '选择文件（{label}）'],
  'widget.upload.input': ['Files for {label}', '{label}的文件'],
  'widget.upload.list': ['Files of {label}', '{label}的文件列表'],
  'widget.upload.imageAlt': ['Image {index}', '图片 {index}'],
  'widget.editor.toolbar': ['Formatting', '格式'],
  'widget.editor.bold': ['Bold', '加粗'],
  'widget.editor.italic': ['Italic', '斜体'],
  'widget.editor.underline': ['Underline', '下划线'],
  'widget.editor.strike': ['Strikethrough', '删除线'],
  'widget.editor.blockquote': ['Quote', '引用'],
  'widget.editor.codeBlock': ['Code block', '代码块'],
  'widget.editor.code': ['Inline code', '行内代码'],
  'widget.editor.link': ['Link', '链接'],
  'widget.editor.linkAddress': ['Link address', '链接地址'],
  'widget.editor.image': ['Image', '图片'],
  'widget.editor.imageAddress': ['Image address', '图片地址'],
  'widget.editor.video': ['Video', '视频'],
  'widget.editor.videoAddress': ['Video address', '视频地址'],
  'widget.editor.clean': ['Clear formatting', '清除格式'],
  'widget.editor.header': ['Heading {level}', '标题 {level}'],
  'widget.editor.headerButton': ['H{level} heading', 'H{level} 标题'],
  'widget.editor.headerMenu': ['Heading', '标题'],
  'widget.editor.normal': ['Normal', '正文'],
  'widget.editor.listOrdered': ['Numbered list', '有序列表'],
  'widget.editor.listBullet': ['Bulleted list', '无序列表'],
  'widget.editor.listCheck': ['Checklist', '任务列表'],
  'widget.editor.scriptSub': ['Subscript', '下标'],
  'widget.editor.scriptSuper': ['Superscript', '上标'],
  'widget.editor.indentMore': ['Increase indent', '增加缩进'],
  'widget.editor.indentLess': ['Decrease indent', '减少缩进'],
  'widget.editor.rtl': ['Right to left', '从右到左'],
  'widget.editor.align': ['Alignment', '对齐'],
  'widget.editor.alignLeft': ['Align left', '左对齐'],
  'widget.editor.alignCenter': ['Align center', '居中'],
  'widget.editor.alignRight': ['Align right', '右对齐'],
  'widget.editor.alignJustify': ['Justify', '两端对齐'],
  'widget.editor.size': ['Text size', '字号'],
  'widget.editor.sizeSmall': ['Small', '小'],
  'widget.editor.sizeLarge': ['Large', '大'],
  'widget.editor.sizeHuge': ['Huge', '超大'],
  'widget.editor.font': ['Font', '字体'],
  'widget.editor.fontSerif': ['Serif', '衬线字体'],
  'widget.editor.fontMonospace': ['Monospace', '等宽字体'],
  'widget.editor.color': ['Text color', '文字颜色'],
  'widget.editor.background': ['Highlight', '背景色'],
  'widget.editor.default': ['Default', '默认'],
  'widget.cascader.loading': ['Loading options, please wait', '加载中，请稍候'],
  'widget.cascader.placeholder': ['Select', '请选择'],
  'widget.cascader.level': ['Level {level}', '第 {level} 级'],
  'widget.custom.missing': [
    'The custom field "{el}" is not available in this application.',
    '此应用未提供自定义字段“{el}”。',
  ],
  'widget.custom.unnamed': [
    'This custom field does not name a component.',
    '此自定义字段未指定组件。',
  ],
} as const satisfies Readonly<Record<string, readonly [en: string, zh: string]>>;

export type MessageKey = keyof typeof TEXTS;
export type MessageTable = Readonly<Record<MessageKey, string>>;

function tableOf(language: 0 | 1): MessageTable {
  const table = {} as Record<MessageKey, string>;
  for (const key of Object.keys(TEXTS) as MessageKey[]) table[key] = TEXTS[key][language];
  return table;
}

export const enUS: MessageTable = tableOf(0);
export const zhCN: MessageTable = tableOf(1);

/** The message tables by locale. */
export const MESSAGES: Readonly<Record<'en-US' | 'zh-CN', MessageTable>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
};

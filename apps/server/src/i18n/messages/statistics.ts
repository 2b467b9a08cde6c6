import { messages } from '../entry';

/** Statistics: their checks at save, and the names of their columns. */
export const statisticsMessages = messages({
  'dash.keyTwice': {
    'zh-CN': '图表标识“{{key}}”重复，每个图表的标识须不同。',
    'en-US': 'The chart key "{{key}}" is used twice; each chart needs its own.',
  },
  'dash.tooWide': {
    'zh-CN': '图表超出了网格的右边（共 {{columns}} 列）。',
    'en-US': 'The chart reaches past the right edge of the grid ({{columns}} columns).',
  },
  'dash.noStatistic': {
    'zh-CN': '本应用中没有统计 {{id}}。',
    'en-US': 'There is no statistic {{id}} in this application.',
  },
  'dash.filterNoView': {
    'zh-CN': '仪表盘图表的数据视图都没有“{{column}}”列。',
    'en-US': 'None of the charts’ data views has a column "{{column}}".',
  },
  'dash.dateNotDate': {
    'zh-CN': '“{{column}}”是 {{type}} 列，不是日期或时间列；日期范围只能用于日期或时间列。',
    'en-US': '"{{column}}" is a {{type}} column; a date range needs a date or time column.',
  },
  'stat.bucketNotDate': {
    'zh-CN': '“{{column}}”不是日期或时间列，不能按日、周、月、季度或年分组。',
    'en-US':
      '"{{column}}" is not a date or time column; it cannot be grouped by day, week, month, quarter or year.',
  },
  'stat.numberNoDimension': {
    'zh-CN': '数字卡片统计全部行，不按维度分组。',
    'en-US': 'A number card counts all the rows; it has no dimension.',
  },
  'stat.dimensionRequired': {
    'zh-CN': '请选择分组的维度列。',
    'en-US': 'Choose the column the rows are grouped by.',
  },
  'stat.seriesRequired': {
    'zh-CN': '堆叠柱状图和透视表还需要一个系列列。',
    'en-US': 'Stacked bars and pivot tables need a series column too.',
  },
  'stat.seriesNotUsed': {
    'zh-CN': '只有堆叠柱状图和透视表使用系列列。',
    'en-US': 'Only stacked bars and pivot tables use a series column.',
  },
  'stat.pieOneMeasure': {
    'zh-CN': '饼图只能有一个度量。',
    'en-US': 'A pie chart has one measure.',
  },
  'stat.measureColumnRequired': {
    'zh-CN': '除计数外，度量需要选择列。',
    'en-US': 'Choose the column; only a count can go without one.',
  },
  'stat.notNumeric': {
    'zh-CN': '“{{column}}”是{{type}}类型，不能求和或求平均。',
    'en-US': '"{{column}}" is of type {{type}}; it cannot be summed or averaged.',
  },
  'stat.noSuchMeasure': {
    'zh-CN': '没有第 {{n}} 个度量。',
    'en-US': 'There is no measure {{n}}.',
  },
  'stat.labelsNeedDict': {
    'zh-CN': '请选择值的标签来自哪个字典。',
    'en-US': 'Choose the dictionary the values take their labels from.',
  },
  'stat.labelsNoDict': {
    'zh-CN': '没有编码为“{{dictCode}}”的字典。',
    'en-US': 'There is no dictionary with the code "{{dictCode}}".',
  },
  'stat.labelsNeedForm': {
    'zh-CN': '请选择值的标签来自哪个表单。',
    'en-US': 'Choose the form the values take their labels from.',
  },
  'stat.labelsNeedField': {
    'zh-CN': '请选择表单的选择类字段。',
    'en-US': 'Choose a choice field of the form.',
  },
  'stat.labelsNoForm': {
    'zh-CN': '本应用中没有表单 {{id}}。',
    'en-US': 'There is no form {{id}} in this application.',
  },
  'stat.labelsFormUnpublished': {
    'zh-CN': '表单“{{form}}”还没有发布的版本，取不到它的选项。',
    'en-US': 'The form "{{form}}" has no published version to take the choices from.',
  },
  'stat.labelsNoField': {
    'zh-CN': '表单“{{form}}”发布的版本中没有字段“{{field}}”。',
    'en-US': 'The published version of the form "{{form}}" has no field "{{field}}".',
  },
  'stat.labelsNotChoice': {
    'zh-CN':
      '字段“{{field}}”（{{type}}）不是单选框组、多选框组、下拉选择或级联选择字段，没有选项。',
    'en-US':
      'The field "{{field}}" ({{type}}) is not a radio, checkbox, select or cascader field; it has no choices.',
  },
  'stat.labelsRemoteChoices': {
    'zh-CN': '字段“{{field}}”的选项来自远端函数或数据源，请改用它的字典或固定选项。',
    'en-US':
      'The choices of the field "{{field}}" come from a remote function or data source; use a dictionary or fixed choices instead.',
  },
  'stat.labelsWithBucket': {
    'zh-CN': '按日期分组的值是时间段，不能显示为字典或表单选项的标签。',
    'en-US':
      'Values grouped by date are periods; they cannot show a dictionary’s or a form’s labels.',
  },
  'stat.labelsDictGone': {
    'zh-CN': '字典“{{dictCode}}”已不存在或已停用，值按原样显示。',
    'en-US':
      'The dictionary "{{dictCode}}" no longer exists or is disabled; values show as they are.',
  },
  'stat.labelsFieldGone': {
    'zh-CN': '表单 {{id}} 或它的选择字段“{{field}}”已不存在，值按原样显示。',
    'en-US':
      'The form {{id}} or its choice field "{{field}}" no longer exists; values show as they are.',
  },
  'stat.rows': { 'zh-CN': '行数', 'en-US': 'Rows' },
  'stat.measureOf': {
    'zh-CN': '{{column}}的{{aggregate}}',
    'en-US': '{{aggregate}} of {{column}}',
  },
  'stat.COUNT': { 'zh-CN': '计数', 'en-US': 'count' },
  'stat.COUNT_DISTINCT': { 'zh-CN': '去重计数', 'en-US': 'distinct count' },
  'stat.SUM': { 'zh-CN': '合计', 'en-US': 'sum' },
  'stat.AVG': { 'zh-CN': '平均值', 'en-US': 'average' },
  'stat.MIN': { 'zh-CN': '最小值', 'en-US': 'minimum' },
  'stat.MAX': { 'zh-CN': '最大值', 'en-US': 'maximum' },
  'stat.bucket.day': { 'zh-CN': '按日', 'en-US': 'by day' },
  'stat.bucket.week': { 'zh-CN': '按周', 'en-US': 'by week' },
  'stat.bucket.month': { 'zh-CN': '按月', 'en-US': 'by month' },
  'stat.bucket.quarter': { 'zh-CN': '按季度', 'en-US': 'by quarter' },
  'stat.bucket.year': { 'zh-CN': '按年', 'en-US': 'by year' },
});

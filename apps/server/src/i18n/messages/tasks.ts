import { messages } from '../entry';

/** Scheduled tasks: their time zones and schedules, their runs, and the notice of a failure. */
export const tasksMessages = messages({
  'task.noun': { 'zh-CN': '定时任务', 'en-US': 'Scheduled task' },
  'task.notTask': {
    'zh-CN': '构件 {{id}} 不是定时任务。',
    'en-US': 'Artefact {{id}} is not a scheduled task.',
  },
  'task.unknownZone': {
    'zh-CN': '“{{zone}}”不是已知的时区（例如 Asia/Shanghai、Europe/Berlin）。',
    'en-US': '"{{zone}}" is not a known time zone (such as Asia/Shanghai or Europe/Berlin).',
  },
  'task.cronUnreadable': {
    'zh-CN': '无法读取这个 cron 表达式：{{reason}}',
    'en-US': 'This cron expression cannot be read: {{reason}}',
  },
  'task.neverRuns': {
    'zh-CN': '这个表达式指定的时间不会出现，任务永远不会运行。',
    'en-US': 'The expression names no time that ever comes: the task would never run.',
  },
  'task.flowRequired': { 'zh-CN': '请选择要发起的流程。', 'en-US': 'Choose the flow to start.' },
  'task.noFlow': {
    'zh-CN': '本应用没有流程 {{id}}。',
    'en-US': 'The application has no flow {{id}}.',
  },
  'task.engineOff': {
    'zh-CN': '定时任务引擎没有在这个服务实例上运行。',
    'en-US': 'The scheduled-task engine does not run on this server instance.',
  },
  'task.rows': {
    'zh-CN': '{{count}} 行',
    'en-US': '{{count}} rows',
  },
  'task.rowsTruncated': {
    'zh-CN': '{{count}} 行以上（已截断）',
    'en-US': 'more than {{count}} rows (cut off)',
  },
  'task.flowStarted': {
    'zh-CN': '已发起流程“{{title}}”（#{{id}}）',
    'en-US': 'Started the flow "{{title}}" (#{{id}})',
  },
  'task.apiRequired': { 'zh-CN': '请选择要调用的接口。', 'en-US': 'Choose the API to call.' },
  'task.apiCalled': {
    'zh-CN': '接口答复 {{status}}（{{ms}} 毫秒）',
    'en-US': 'The API answered {{status}} ({{ms}} ms)',
  },
  'task.apiFailed': {
    'zh-CN': '接口答复了错误状态 {{status}}。',
    'en-US': 'The API answered the error status {{status}}.',
  },
  'task.orchestrationRan': {
    'zh-CN': '运行了 {{steps}} 个步骤（{{ms}} 毫秒）',
    'en-US': 'Ran {{steps}} steps ({{ms}} ms)',
  },
  'task.timedOut': {
    'zh-CN': '运行超过了 {{seconds}} 秒的时限，已停止。',
    'en-US': 'The run went past its limit of {{seconds}} seconds and was stopped.',
  },
  'task.overlapSkipped': {
    'zh-CN': '上一次运行（#{{id}}）还没有结束，按任务设置跳过了这一次。',
    'en-US': 'The previous run (#{{id}}) had not ended: this one was skipped, as the task says.',
  },
  'task.interrupted': {
    'zh-CN': '服务实例在运行中停止，这次运行没有完成。',
    'en-US': 'The server instance stopped during the run: it did not finish.',
  },
  'task.gone': {
    'zh-CN': '任务已被删除。',
    'en-US': 'The task was deleted.',
  },
  'notice.RUN_FAILED.title': {
    'zh-CN': '定时任务失败：{{task}}',
    'en-US': 'Scheduled task failed: {{task}}',
  },
  'notice.RUN_FAILED.body': {
    'zh-CN': '第 {{attempt}} 次尝试失败：{{error}}',
    'en-US': 'Attempt {{attempt}} failed: {{error}}',
  },
});

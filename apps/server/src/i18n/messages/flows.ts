import { messages } from '../entry';

/** Approval flows: publishing, starting, tasks and their actions, and in-app notices. */
export const flowsMessages = messages({
  'flow.noun': { 'zh-CN': '流程', 'en-US': 'Flow' },
  'flow.taskNoun': { 'zh-CN': '任务', 'en-US': 'Task' },
  'flow.instanceNoun': { 'zh-CN': '流程实例', 'en-US': 'Flow instance' },
  'flow.versionNoun': { 'zh-CN': '流程版本', 'en-US': 'Flow version' },
  'flow.title': { 'zh-CN': '{{initiator}}的{{flow}}', 'en-US': '{{flow}} of {{initiator}}' },
  'flow.notWorkflow': {
    'zh-CN': '构件 {{id}} 不是流程。',
    'en-US': 'Artefact {{id}} is not a flow.',
  },
  'flow.noDesign': {
    'zh-CN': '流程“{{name}}”还没有设计，请先在流程设计器中设计并保存。',
    'en-US':
      'The flow "{{name}}" has not been designed yet: design and save it in the flow designer first.',
  },
  'flow.formNotPublished': {
    'zh-CN': '流程的表单“{{form}}”没有已发布的版本，请先发布表单。',
    'en-US': 'The flow’s form "{{form}}" has no published version: publish the form first.',
  },
  'flow.problem': { 'zh-CN': '{{message}}', 'en-US': '{{message}}' },
  'flow.unknownRole': {
    'zh-CN': '“{{node}}”指定的角色“{{code}}”不存在或已停用。',
    'en-US': '"{{node}}" names the role "{{code}}", which does not exist or is disabled.',
  },
  'flow.unknownUsers': {
    'zh-CN': '“{{node}}”指定的用户不存在或已停用：{{ids}}。',
    'en-US': '"{{node}}" names users that do not exist or are disabled: {{ids}}.',
  },
  'flow.unknownDepartments': {
    'zh-CN': '“{{node}}”指定的部门不存在：{{ids}}。',
    'en-US': '"{{node}}" names departments that do not exist: {{ids}}.',
  },
  'flow.noLiveVersion': {
    'zh-CN': '流程“{{name}}”没有可发起的已发布版本（未发布或已撤销）。',
    'en-US':
      'The flow "{{name}}" has no published version that can be started (none, or withdrawn).',
  },
  'flow.nothingToWithdraw': {
    'zh-CN': '流程“{{name}}”没有生效中的已发布版本。',
    'en-US': 'The flow "{{name}}" has no live published version to withdraw.',
  },
  'flow.notInitiators': {
    'zh-CN': '你不在流程“{{name}}”的发起人范围内。',
    'en-US': 'You are not among those who may start the flow "{{name}}".',
  },
  'flow.nobodyFor': {
    'zh-CN': '“{{node}}”找不到处理人，流程不能发起。',
    'en-US': 'Nobody can be found for "{{node}}", so the flow cannot start.',
  },
  'flow.chooseFor': {
    'zh-CN': '请为“{{node}}”选择处理人。',
    'en-US': 'Choose the people for "{{node}}".',
  },
  'flow.notAssignee': {
    'zh-CN': '这不是你的任务，只有任务的处理人可以处理。',
    'en-US': 'This task is not yours: only its assignee may act on it.',
  },
  'flow.taskDecided': {
    'zh-CN': '此任务已处理（{{status}}），不能再次处理。',
    'en-US': 'This task has already been dealt with ({{status}}); it cannot be acted on again.',
  },
  'flow.notCopy': {
    'zh-CN': '抄送不需要审批。',
    'en-US': 'A copy is not for deciding.',
  },
  'flow.instanceEnded': {
    'zh-CN': '流程当前状态为“{{status}}”，不能这样处理。',
    'en-US': 'The flow is {{status}}; this cannot be done now.',
  },
  'flow.fieldNotEditable': {
    'zh-CN': '字段“{{field}}”在此节点不可修改。',
    'en-US': 'The field "{{field}}" cannot be changed at this node.',
  },
  'flow.userNeeded': { 'zh-CN': '请选择一位用户。', 'en-US': 'Choose a user.' },
  'flow.userUnknown': {
    'zh-CN': '用户 {{id}} 不存在或已停用。',
    'en-US': 'User {{id}} does not exist or is disabled.',
  },
  'flow.alreadyOnNode': {
    'zh-CN': '{{name}}已是“{{node}}”的处理人。',
    'en-US': '{{name}} already handles "{{node}}".',
  },
  'flow.cannotReturnTo': {
    'zh-CN': '不能退回到“{{node}}”：只能退回到本分支中已经过的审批节点或发起人。',
    'en-US':
      'Cannot return to "{{node}}": only to an approval node this branch has passed, or to the initiator.',
  },
  'flow.returnTargetNeeded': {
    'zh-CN': '请选择退回到哪个节点。',
    'en-US': 'Choose the node to return to.',
  },
  'flow.notInitiator': {
    'zh-CN': '只有流程的发起人可以这样做。',
    'en-US': 'Only the flow’s initiator may do this.',
  },
  'flow.alreadyDecided': {
    'zh-CN': '已有审批人处理过此流程，不能再撤回。',
    'en-US': 'An approver has already decided on this flow; it can no longer be withdrawn.',
  },
  'flow.cannotSee': {
    'zh-CN': '你不能查看此流程。',
    'en-US': 'You may not see this flow.',
  },
  'flow.taskNotOpen': {
    'zh-CN': '任务已处理（{{status}}），不能再指派。',
    'en-US': 'The task has been dealt with ({{status}}); it cannot be reassigned.',
  },
  'flow.bpmnProblems': {
    'zh-CN': 'BPMN 无法导入：{{problems}}',
    'en-US': 'The BPMN cannot be imported: {{problems}}',
  },
  'flow.status.RUNNING': { 'zh-CN': '审批中', 'en-US': 'running' },
  'flow.status.RETURNED': { 'zh-CN': '已退回', 'en-US': 'returned' },
  'flow.status.APPROVED': { 'zh-CN': '已通过', 'en-US': 'approved' },
  'flow.status.REJECTED': { 'zh-CN': '已驳回', 'en-US': 'rejected' },
  'flow.status.WITHDRAWN': { 'zh-CN': '已撤回', 'en-US': 'withdrawn' },
  'flow.taskStatus.APPROVED': { 'zh-CN': '已通过', 'en-US': 'approved' },
  'flow.taskStatus.REJECTED': { 'zh-CN': '已驳回', 'en-US': 'rejected' },
  'flow.taskStatus.RETURNED': { 'zh-CN': '已退回', 'en-US': 'returned' },
  'flow.taskStatus.TRANSFERRED': { 'zh-CN': '已转交', 'en-US': 'transferred' },
  'flow.taskStatus.CANCELLED': {
    'zh-CN': '已由他人处理或流程已结束',
    'en-US': 'settled by someone else, or the flow ended',
  },
  'flow.initiatorWord': { 'zh-CN': '发起人', 'en-US': 'the initiator' },
  'flow.administrators': { 'zh-CN': '管理员', 'en-US': 'administrators' },

  'notice.TASK.title': { 'zh-CN': '待办：{{title}}', 'en-US': 'To do: {{title}}' },
  'notice.TASK.body': {
    'zh-CN': '“{{node}}”等待你处理。',
    'en-US': '"{{node}}" waits for you.',
  },
  'notice.URGE.title': { 'zh-CN': '催办：{{title}}', 'en-US': 'Reminder: {{title}}' },
  'notice.URGE.body': {
    'zh-CN': '{{actor}}催你尽快处理“{{node}}”。',
    'en-US': '{{actor}} asks you to deal with "{{node}}" soon.',
  },
  'notice.CC.title': { 'zh-CN': '抄送：{{title}}', 'en-US': 'Copied to you: {{title}}' },
  'notice.CC.body': {
    'zh-CN': '“{{node}}”抄送给你。',
    'en-US': '"{{node}}" copied it to you.',
  },
  'notice.DECIDED.title': {
    'zh-CN': '审批结果：{{title}}{{status}}',
    'en-US': 'Decided: {{title}}, {{status}}',
  },
  'notice.DECIDED.body': {
    'zh-CN': '你发起的流程{{status}}。',
    'en-US': 'The flow you started was {{status}}.',
  },
});

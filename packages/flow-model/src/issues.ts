/**
 * What is wrong with a flow, said in the platform's two languages. Every issue has a `code`,
 * an English `message`, and the `params` the message names; `flowIssueMessage` says it again
 * in the language asked for.
 */

export type FlowIssueParams = Readonly<Record<string, string | number>>;

export interface FlowIssue {
  readonly code: FlowIssueCode;
  /** `error` stops the flow from being published; a `warning` does not. */
  readonly severity: 'error' | 'warning';
  readonly message: string;
  readonly params: FlowIssueParams;
  /** The node the issue is about, for the editor to select. */
  readonly nodeId?: string;
  /** The edge the issue is about. */
  readonly edgeId?: string;
}

export type FlowLocale = 'zh-CN' | 'en-US';

const TEMPLATES = {
  'flow.noStart': ['The flow has no start node.', '流程没有开始节点。'],
  'flow.manyStarts': [
    'The flow has more than one start node: "{name}" is another.',
    '流程只能有一个开始节点，"{name}"是多余的。',
  ],
  'flow.noEnd': ['The flow has no end node.', '流程没有结束节点。'],
  'node.badId': [
    'The id "{id}" must start with a letter or _ and hold only letters, digits, _ and -.',
    '标识"{id}"须以字母或 _ 开头，只含字母、数字、_ 和 -。',
  ],
  'node.duplicateId': ['Two nodes have the id "{id}".', '有两个节点的标识都是"{id}"。'],
  'node.noName': ['The node "{id}" has no name.', '节点"{id}"没有名称。'],
  'edge.duplicateId': [
    'Another edge or a node already has the id "{id}".',
    '另一条连线或一个节点已使用标识"{id}"。',
  ],
  'edge.unknownNode': [
    'The edge "{id}" connects a node that is not in the flow: "{node}".',
    '连线"{id}"连到了流程中不存在的节点"{node}"。',
  ],
  'edge.self': ['"{name}" is connected to itself.', '"{name}"连向了自己。'],
  'edge.twice': ['"{from}" is connected to "{to}" twice.', '"{from}"到"{to}"之间有两条连线。'],
  'edge.stray': [
    'The edge "{edge}" carries a condition, but only the branches of a condition node may.',
    '连线"{edge}"设置了条件，但只有条件节点的分支才能设置条件。',
  ],
  'start.incoming': [
    'The start node "{name}" has an incoming edge; nothing may lead back to the start.',
    '开始节点"{name}"不能有连入的连线。',
  ],
  'start.noInitiators': [
    'The start node "{name}" names no role and no department that may start the flow.',
    '开始节点"{name}"没有指定可发起流程的角色或部门。',
  ],
  'end.outgoing': [
    'The end node "{name}" has an outgoing edge; the flow ends there.',
    '结束节点"{name}"不能有连出的连线。',
  ],
  'node.noOutgoing': [
    '"{name}" leads nowhere: connect it to the next node.',
    '"{name}"没有连出的连线，请连到下一个节点。',
  ],
  'node.manyOutgoing': [
    '"{name}" has {count} outgoing edges; only condition and parallel nodes branch.',
    '"{name}"有 {count} 条连出的连线；只有条件节点和并行节点可以分支。',
  ],
  'split.oneBranch': [
    '"{name}" has {count} branch; a condition or parallel node needs at least two.',
    '"{name}"只有 {count} 个分支；条件节点和并行节点至少需要两个分支。',
  ],
  'join.oneBranch': [
    'The join "{name}" has {count} incoming edge; it needs the branches it joins.',
    '汇聚节点"{name}"只有 {count} 条连入的连线，缺少要汇聚的分支。',
  ],
  'condition.noDefault': [
    'The condition node "{name}" has no default branch (taken when no condition holds).',
    '条件节点"{name}"没有默认分支（没有条件成立时走的分支）。',
  ],
  'condition.manyDefaults': [
    'The condition node "{name}" has {count} default branches; it may have one.',
    '条件节点"{name}"有 {count} 个默认分支，只能有一个。',
  ],
  'edge.noCondition': [
    'The branch "{edge}" of "{name}" has no condition and is not the default branch.',
    '"{name}"的分支"{edge}"既没有条件，也不是默认分支。',
  ],
  'node.unreachable': ['"{name}" cannot be reached from the start.', '从开始节点到不了"{name}"。'],
  'node.noWayToEnd': [
    'From "{name}" there is no way to an end node.',
    '从"{name}"到不了结束节点。',
  ],
  'flow.loop': [
    'The flow loops back to "{name}"; a flow may not loop (a task is returned instead).',
    '流程在"{name}"处形成了循环；流程不能循环（需要重办时请退回任务）。',
  ],
  'join.withoutSplit': [
    'The join "{name}" joins no parallel branches: it needs a parallel node before it.',
    '汇聚节点"{name}"前没有对应的并行节点。',
  ],
  'join.mixedSplits': [
    'The join "{name}" joins branches of different parallel nodes.',
    '汇聚节点"{name}"汇聚了不同并行节点的分支。',
  ],
  'parallel.noJoin': [
    'The branches of the parallel node "{name}" never meet at a join.',
    '并行节点"{name}"的分支没有在汇聚节点汇合。',
  ],
  'parallel.manyJoins': [
    'The branches of the parallel node "{name}" meet at two joins, "{first}" and "{second}".',
    '并行节点"{name}"的分支汇合到了两个汇聚节点："{first}"和"{second}"。',
  ],
  'branch.endsInside': [
    'The end node "{name}" lies inside a branch of the parallel node "{split}"; the branches must meet at its join first.',
    '结束节点"{name}"位于并行节点"{split}"的分支中；分支须先在汇聚节点汇合。',
  ],
  'node.mixedBranches': [
    '"{name}" is reached both from inside and from outside the branches of a parallel node.',
    '"{name}"既从并行分支内、又从并行分支外到达。',
  ],
  'approval.noApprovers': ['"{name}" has no approvers.', '"{name}"没有设置审批人。'],
  'cc.noRecipients': ['"{name}" copies to nobody.', '"{name}"没有设置抄送人。'],
  'people.badLevels': [
    '"{name}" asks for the leader {levels} levels up; give a whole number from 1 to 10.',
    '"{name}"的上级层数是 {levels}，请填写 1 到 10 的整数。',
  ],
  'people.unknownField': [
    '"{name}" takes its people from "{field}", which is not a field of the form that can hold users.',
    '"{name}"从字段"{field}"取人员，但表单中没有能存放人员的这个字段。',
  ],
  'fields.unknown': [
    '"{name}" sets a permission for "{field}", which is not a field of the form.',
    '"{name}"为表单中不存在的字段"{field}"设置了权限。',
  ],
  'condition.empty': [
    'The condition of the branch "{edge}" has an empty group.',
    '分支"{edge}"的条件中有空的条件组。',
  ],
  'condition.unknownField': [
    'The condition of the branch "{edge}" tests "{field}", which is not a field of the form.',
    '分支"{edge}"的条件用到了表单中不存在的字段"{field}"。',
  ],
  'condition.badOp': [
    'The condition of the branch "{edge}" cannot test "{field}" with "{op}".',
    '分支"{edge}"的条件不能用"{op}"判断字段"{field}"。',
  ],
  'condition.badValue': [
    'The condition of the branch "{edge}" compares "{field}" with {expected}.',
    '分支"{edge}"的条件要求字段"{field}"的比较值为{expected}。',
  ],
  'condition.noValues': [
    'The condition of the branch "{edge}" names no {subject} to compare with.',
    '分支"{edge}"的条件没有填写要比较的{subject}。',
  ],
} as const satisfies Record<string, readonly [string, string]>;

export type FlowIssueCode = keyof typeof TEMPLATES;

/** Words that stand in messages as params, in both languages. */
const WORDS: Readonly<Record<string, readonly [string, string]>> = {
  number: ['a number', '数字'],
  day: ['a day (YYYY-MM-DD)', '日期（YYYY-MM-DD）'],
  choices: ['a list of choices', '选项列表'],
  text: ['a text', '文本'],
  department: ['department', '部门'],
  role: ['role', '角色'],
};

function fill(template: string, params: FlowIssueParams, locale: FlowLocale): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = params[key];
    if (value === undefined) return whole;
    const word = WORDS[String(value)];
    return word && (key === 'expected' || key === 'subject')
      ? word[locale === 'zh-CN' ? 1 : 0]
      : String(value);
  });
}

/** An issue with its English message filled in. */
export function flowIssue(
  code: FlowIssueCode,
  params: FlowIssueParams,
  about: { nodeId?: string; edgeId?: string; severity?: FlowIssue['severity'] } = {},
): FlowIssue {
  const { severity = 'error', ...at } = about;
  return { code, severity, message: fill(TEMPLATES[code][0], params, 'en-US'), params, ...at };
}

/** An issue said in the language asked for. */
export function flowIssueMessage(issue: FlowIssue, locale: FlowLocale): string {
  const template = TEMPLATES[issue.code] as readonly [string, string] | undefined;
  if (!template) return issue.message;
  return fill(template[locale === 'zh-CN' ? 1 : 0], issue.params, locale);
}

/** Every code an issue may have. */
export const FLOW_ISSUE_CODES = Object.freeze(Object.keys(TEMPLATES) as FlowIssueCode[]);

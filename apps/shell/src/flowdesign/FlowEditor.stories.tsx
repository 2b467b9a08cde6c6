import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryFrame } from '@org/app-kit/testing';
import Box from '@mui/material/Box';
import type { FlowEdge, FlowField, FlowGraph, FlowNode, FlowNodeKind } from '@org/flow-model';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellMessages } from '../messages';
import { flowDrawn } from '../testing/flow-canvas';
import { FlowEditor } from './FlowEditor';
import { createNode, newFlowGraph } from './graph-edit';

const meta: Meta<typeof FlowEditor> = {
  title: 'Shell/Flow design/Editor',
  component: FlowEditor,
};
export default meta;
type Story = StoryObj<typeof FlowEditor>;

const FIELDS: FlowField[] = [
  { model: 'amount', label: '金额', type: 'number' },
  { model: 'reason', label: '事由', type: 'text' },
  { model: 'day', label: '日期', type: 'date' },
  {
    model: 'kind',
    label: '类型',
    type: 'choice',
    choices: [
      { value: 'travel', label: '差旅' },
      { value: 'purchase', label: '采购' },
    ],
  },
  { model: 'reviewer', label: '复核人', type: 'user' },
];
const CHOICES = {
  roles: [
    { value: 'hr', label: '人事' },
    { value: 'finance', label: '财务' },
  ],
  users: [
    { value: 2, label: '张三' },
    { value: 3, label: '李四' },
  ],
  departments: [
    { value: 32, label: '总公司 / 销售部' },
    { value: 33, label: '总公司 / 人事部' },
  ],
};

const node = (kind: FlowNodeKind, id: string, name: string, x: number, y: number, more = {}) =>
  ({ ...createNode(kind, id, name, { x, y }), ...more }) as FlowNode;
const edge = (source: string, target: string, more: Partial<FlowEdge> = {}): FlowEdge => ({
  id: `${source}__${target}`,
  source,
  target,
  ...more,
});
const BIG = { kind: 'field', field: 'amount', type: 'number', op: 'gt', value: 10000 } as const;

/** Every node kind: a large amount is copied to finance and approved by two people at once. */
const EVERY_KIND: FlowGraph = {
  nodes: [
    node('start', 'start', '发起人', 268, 0),
    node('approval', 'manager', '主管审批', 200, 100, {
      mode: 'all',
      approvers: { type: 'role', roleCode: 'hr' },
    }),
    node('condition', 'amount', '金额判断', 272, 220),
    node('cc', 'copy', '抄送财务', 20, 330, { recipients: { type: 'role', roleCode: 'finance' } }),
    node('parallel', 'both', '同时审批', 92, 450),
    node('approval', 'finance', '财务审批', -130, 560, {
      approvers: { type: 'users', userIds: [2] },
    }),
    node('approval', 'ceo', '总经理审批', 110, 560, { approvers: { type: 'leader', levels: 2 } }),
    node('join', 'met', '汇聚', 92, 690),
    node('end', 'end', '结束', 268, 800),
  ],
  edges: [
    edge('start', 'manager'),
    edge('manager', 'amount'),
    edge('amount', 'copy', { name: '大额', condition: { kind: 'all', items: [BIG] } }),
    edge('amount', 'end', { isDefault: true }),
    edge('copy', 'both'),
    edge('both', 'finance'),
    edge('both', 'ceo'),
    edge('finance', 'met'),
    edge('ceo', 'met'),
    edge('met', 'end'),
  ],
};

const plain = (extra: FlowNode[], edges: FlowEdge[]): FlowGraph => ({
  nodes: [
    node('start', 'start', '发起人', 268, 0),
    node('approval', 'first', '主管审批', 200, 100),
    node('end', 'end', '结束', 268, 480),
    ...extra,
  ],
  edges: [edge('start', 'first'), ...edges],
});

/** A condition node whose two branches both have conditions, and neither is the default. */
const NO_DEFAULT = plain(
  [
    node('condition', 'amount', '金额判断', 272, 220),
    node('approval', 'boss', '总经理审批', 20, 330),
  ],
  [
    edge('first', 'amount'),
    edge('amount', 'boss', { name: '大额', condition: BIG }),
    edge('amount', 'end', { name: '小额', condition: { ...BIG, op: 'le' } }),
    edge('boss', 'end'),
  ],
);
/** An approval nothing leads to. */
const UNREACHABLE = plain(
  [node('approval', 'alone', '孤立的审批', 420, 240)],
  [edge('first', 'end'), edge('alone', 'end')],
);
/** A branch that leads back to the first approval. */
const LOOP = plain(
  [node('condition', 'again', '是否重审', 272, 220)],
  [
    edge('first', 'again'),
    edge('again', 'first', { name: '重审', condition: { ...BIG, op: 'lt', value: 0 } }),
    edge('again', 'end', { isDefault: true }),
  ],
);
/** A join with no parallel node before it. */
const JOIN_ALONE = plain(
  [node('join', 'met', '汇聚', 272, 240)],
  [edge('first', 'met'), edge('met', 'end')],
);

/** The editor over a state of its own. */
function Editor({
  initial,
  language = 'zh-CN',
  readOnly = false,
}: {
  initial: FlowGraph;
  language?: 'zh-CN' | 'en-US';
  readOnly?: boolean;
}) {
  const [graph, setGraph] = useState(initial);
  return (
    <StoryFrame language={language} messages={shellMessages}>
      <Box sx={{ p: 2 }}>
        <FlowEditor
          graph={graph}
          onChange={setGraph}
          fields={FIELDS}
          choices={CHOICES}
          readOnly={readOnly}
          height={760}
        />
      </Box>
    </StoryFrame>
  );
}

const T = { timeout: 5000 };

/** Waits for the canvas to show the graph: its nodes, then its edges. */
const drawn = (canvasElement: HTMLElement, graph: FlowGraph) =>
  flowDrawn(canvasElement, graph.nodes.length, T.timeout);

/** Selects a node of EVERY_KIND by clicking it; its panel shows its settings. */
async function selectNode(canvasElement: HTMLElement, label: string) {
  const canvas = within(canvasElement);
  await drawn(canvasElement, EVERY_KIND);
  await userEvent.click(await canvas.findByRole('group', { name: label }, T));
  await expect(await canvas.findByRole('region', { name: label }, T)).toBeVisible();
  return within(canvas.getByRole('region', { name: label }));
}

const NEW_FLOW = newFlowGraph(
  (kind) => ({ start: '发起人', approval: '审批人', end: '结束' })[kind as 'end'] ?? kind,
);

/** A new flow: initiator → approver → end, with no problems. */
export const NewFlow: Story = {
  render: () => <Editor initial={NEW_FLOW} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(canvasElement, NEW_FLOW);
    await expect(await canvas.findByText('没有问题：流程可以发布。', {}, T)).toBeVisible();
  },
};

/** Every kind of node piled on one spot, as a hurried drawing leaves them. */
const PILED: FlowGraph = {
  ...EVERY_KIND,
  nodes: EVERY_KIND.nodes.map((each, index) => ({
    ...each,
    position: { x: (index % 3) * 40, y: (index % 2) * 30 },
  })),
};

/** 整理布局 lays a piled-up flow out top to bottom by its edges. */
export const TidiedLayout: Story = {
  render: () => <Editor initial={PILED} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(canvasElement, PILED);
    await userEvent.click(canvas.getByRole('button', { name: '整理布局' }));
    const top = (label: string) =>
      canvas.getByRole('group', { name: label }).getBoundingClientRect().top;
    await waitFor(() => expect(top('结束：结束')).toBeGreaterThan(top('发起人：发起人') + 200), T);
  },
};

/** The start selected: who may start the flow, and the fields the initiator fills in. */
export const StartSelected: Story = {
  render: () => <Editor initial={EVERY_KIND} />,
  play: async ({ canvasElement }) => {
    const panel = await selectNode(canvasElement, '发起人：发起人');
    await userEvent.click(panel.getByRole('radio', { name: '指定的角色和部门' }));
    await expect(await panel.findByRole('combobox', { name: '部门' }, T)).toBeVisible();
    await expect(panel.getByRole('radio', { name: '金额：可编辑' })).toBeChecked();
  },
};

/** An approval selected: a role, 会签, what happens when nobody is found, field permissions. */
export const ApprovalSelected: Story = {
  render: () => <Editor initial={EVERY_KIND} />,
  play: async ({ canvasElement }) => {
    const panel = await selectNode(canvasElement, '审批人：主管审批');
    await expect(panel.getByRole('radio', { name: '会签：需所有人同意' })).toBeChecked();
    await expect(panel.getByRole('radio', { name: '金额：只读' })).toBeChecked();
    await expect(
      within(canvasElement).getByRole('group', { name: '审批人：主管审批' }),
    ).toHaveTextContent('角色：人事 · 会签');
  },
};

/** A CC node selected: whom it copies to. */
export const CcSelected: Story = {
  render: () => <Editor initial={EVERY_KIND} />,
  play: async ({ canvasElement }) => {
    const panel = await selectNode(canvasElement, '抄送人：抄送财务');
    await expect(panel.getByRole('combobox', { name: '抄送给' })).toHaveTextContent('角色');
  },
};

/** The condition node selected: its name and the node it connects to. */
export const ConditionSelected: Story = {
  render: () => <Editor initial={EVERY_KIND} />,
  play: async ({ canvasElement }) => {
    const panel = await selectNode(canvasElement, '条件分支：金额判断');
    await expect(panel.getByRole('textbox', { name: '名称' })).toHaveValue('金额判断');
  },
};

/** The parallel node selected. */
export const ParallelSelected: Story = {
  render: () => <Editor initial={EVERY_KIND} />,
  play: async ({ canvasElement }) => {
    const panel = await selectNode(canvasElement, '并行分支：同时审批');
    await expect(panel.getByRole('button', { name: '删除节点' })).toBeVisible();
  },
};

/** The join selected. */
export const JoinSelected: Story = {
  render: () => <Editor initial={EVERY_KIND} />,
  play: async ({ canvasElement }) => {
    const panel = await selectNode(canvasElement, '汇聚：汇聚');
    await expect(panel.getByRole('combobox', { name: '连接到' })).toBeVisible();
  },
};

/** The end selected: it connects to nothing. */
export const EndSelected: Story = {
  render: () => <Editor initial={EVERY_KIND} />,
  play: async ({ canvasElement }) => {
    const panel = await selectNode(canvasElement, '结束：结束');
    await expect(panel.queryByRole('combobox', { name: '连接到' })).toBeNull();
  },
};

/** A branch being edited: 金额 more than 10000, then any of two initiator departments. */
export const ConditionEdge: Story = {
  render: () => <Editor initial={EVERY_KIND} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await drawn(canvasElement, EVERY_KIND);
    await userEvent.click(await canvas.findByRole('button', { name: '大额 · 金额 大于 10000' }, T));
    const panel = within(
      await canvas.findByRole('region', { name: '从“金额判断”到“抄送财务”' }, T),
    );
    await userEvent.click(panel.getByRole('button', { name: '发起人条件' }));
    await userEvent.click(await panel.findByRole('combobox', { name: '取值' }, T));
    await userEvent.click(await body.findByRole('option', { name: '总公司 / 销售部' }, T));
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull(), T);
    await expect(
      await canvas.findByRole(
        'button',
        { name: '大额 · 金额 大于 10000 且 发起人部门 属于 总公司 / 销售部' },
        T,
      ),
    ).toBeVisible();
  },
};

/** Refused: a condition node without its default branch. */
export const NoDefaultBranch: Story = {
  render: () => <Editor initial={NO_DEFAULT} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(canvasElement, NO_DEFAULT);
    await expect(
      await canvas.findByText('条件节点"金额判断"没有默认分支（没有条件成立时走的分支）。', {}, T),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('group', { name: '条件分支：金额判断（有问题）' }, T),
    ).toBeVisible();
  },
};

/** Refused: a node the start does not reach; its problem selects it. */
export const UnreachableNode: Story = {
  render: () => <Editor initial={UNREACHABLE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(canvasElement, UNREACHABLE);
    await userEvent.click(
      await canvas.findByRole('button', { name: /从开始节点到不了"孤立的审批"/ }, T),
    );
    await expect(
      await canvas.findByRole('region', { name: '审批人：孤立的审批' }, T),
    ).toBeVisible();
  },
};

/** Refused: a branch that loops back. */
export const Loop: Story = {
  render: () => <Editor initial={LOOP} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(canvasElement, LOOP);
    await expect(await canvas.findByText(/流程在"主管审批"处形成了循环/, {}, T)).toBeVisible();
  },
};

/** Refused: a join without its parallel node. */
export const JoinWithoutParallel: Story = {
  render: () => <Editor initial={JOIN_ALONE} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(canvasElement, JOIN_ALONE);
    await expect(
      await canvas.findByText('汇聚节点"汇聚"前没有对应的并行节点。', {}, T),
    ).toBeVisible();
  },
};

/** A node added from the palette, undone, and redone with the keyboard. */
export const UndoRedo: Story = {
  render: () => <Editor initial={EVERY_KIND} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(canvasElement, EVERY_KIND);
    await userEvent.click(await canvas.findByRole('button', { name: '添加抄送人' }, T));
    await expect(
      await canvas.findByRole('group', { name: '抄送人：抄送人（有问题）' }, T),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '撤销' }));
    await waitFor(
      () => expect(canvas.queryByRole('group', { name: /^抄送人：抄送人/ })).toBeNull(),
      T,
    );
    await userEvent.keyboard('{Control>}y{/Control}');
    await expect(
      await canvas.findByRole('group', { name: '抄送人：抄送人（有问题）' }, T),
    ).toBeVisible();
  },
};

/** For a user who may only look: no palette, no undo, settings shown disabled. */
export const ReadOnly: Story = {
  render: () => <Editor initial={EVERY_KIND} readOnly />,
  play: ({ canvasElement }) => drawn(canvasElement, EVERY_KIND),
};

/** In English. */
export const English: Story = {
  render: () => <Editor initial={EVERY_KIND} language="en-US" />,
  play: ({ canvasElement }) => drawn(canvasElement, EVERY_KIND),
};

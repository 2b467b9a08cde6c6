import { API } from '@org/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fadedIn, flowDrawn } from '../testing/flow-canvas';
import { FlowsFrame } from '../testing/flows-story';
import { type FlowsState, actOnTask, actingAs, sampleFlowsState } from '../testing/flows-mock';
import { startInstance } from '../testing/flows-engine';
import { InstancePage } from './InstancePage';

const meta: Meta<typeof InstancePage> = {
  title: 'Shell/Flows/Flow page',
  component: InstancePage,
};
export default meta;
type Story = StoryObj<typeof InstancePage>;

const WAIT = { timeout: 10000 };
const page = (id: number) => `/processCenter/workflowView?id=${id}`;
/** 张三's leave, waiting for the user (the manager). */
const TO_APPROVE = 9001;
/** The user's own leave, returned to them by HR. */
const RETURNED = 9002;
/** 李四's approved leave, copied to the user. */
const COPIED = 9003;
/** The user's purchase, waiting for 张三. */
const WAITING = 9004;

/**
 * Waits for the flow's diagram (its own chunk, drawn by React Flow): a node for each step the
 * figure lists, then the edges.
 */
async function diagramDrawn(canvasElement: HTMLElement) {
  const figure = await within(canvasElement).findByRole(
    'figure',
    { name: /^(流程图|Flow diagram)$/ },
    WAIT,
  );
  const steps = figure.querySelectorAll('ul > li').length;
  await flowDrawn(figure, steps, WAIT.timeout);
}

/** The page with its title, once its flow is drawn. */
async function heading(canvasElement: HTMLElement, name: string) {
  const title = await within(canvasElement).findByRole('heading', { name, level: 1 }, WAIT);
  await diagramDrawn(canvasElement);
  return title;
}

/** Opens an action's dialog from the toolbar (once the page is drawn): the dialog. */
async function openDialog(canvasElement: HTMLElement, action: string, title: string) {
  const canvas = within(canvasElement);
  await diagramDrawn(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: action }, WAIT));
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(
    'dialog',
    { name: title },
    WAIT,
  );
  await fadedIn(dialog);
  return within(dialog);
}

/** The approver's page: the form read-only with HR's fields left out, the five decisions. */
export const Approver: Story = {
  render: () => <FlowsFrame path={page(TO_APPROVE)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '张三的请假申请');
    const toolbar = canvas.getByRole('toolbar', { name: '可执行的操作' });
    for (const action of ['通过', '驳回', '退回', '转交', '加签']) {
      await expect(within(toolbar).getByRole('button', { name: action })).toBeVisible();
    }
    await expect(await canvas.findByRole('spinbutton', { name: /请假天数/ }, WAIT)).toBeDisabled();
    await expect(canvas.queryByRole('spinbutton', { name: /月薪/ })).toBeNull();
    await expect(canvas.getByRole('list', { name: '各步骤的状态' })).toHaveTextContent(
      '主管审批：当前',
    );
  },
};

export const ApproverEnglish: Story = {
  render: () => <FlowsFrame path={page(TO_APPROVE)} language="en-US" />,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '张三的请假申请');
    await expect(within(canvasElement).getByText('Your task: 主管审批 · Pending')).toBeVisible();
  },
};

/** HR's step of a five-day leave: the salary is shown to HR and editable there. */
function atHr(): FlowsState {
  const flows = sampleFlowsState();
  const leave = actingAs(flows, 3, () =>
    startInstance(flows, { flowId: 801, data: { days: 5, reason: '婚假' }, chosen: { cc: [1] } }),
  );
  const task = flows.tasks.find((t) => t.instanceId === leave.id && t.status === 'PENDING');
  actOnTask(flows, { taskId: task?.id ?? 0, action: 'approve', comment: '同意' });
  flows.me = 2;
  return flows;
}

export const HrApprover: Story = {
  render: () => <FlowsFrame path={page(9005)} flows={atHr()} user={{ userId: 2, name: '张三' }} />,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '李四的请假申请');
    const salary = await within(canvasElement).findByRole('spinbutton', { name: /月薪/ }, WAIT);
    await expect(salary).toBeEnabled();
  },
};

/** The initiator of a returned flow: the start form editable again, resubmit or withdraw. */
export const InitiatorReturned: Story = {
  render: () => <FlowsFrame path={page(RETURNED)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '超级管理员的请假申请');
    await expect(
      canvas.getByText('流程已退回给您：修改表单后重新提交，或撤回流程。'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新提交' })).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('spinbutton', { name: /请假天数/ })).toBeEnabled(),
      WAIT,
    );
    await expect(canvas.getByRole('list', { name: '流转记录' })).toHaveTextContent(
      '请补充年假的起止日期',
    );
  },
};

/** The initiator while the flow waits: urge or withdraw. */
export const InitiatorWaiting: Story = {
  render: () => <FlowsFrame path={page(WAITING)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '超级管理员的采购申请');
    await expect(canvas.getByRole('button', { name: '催办' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '撤回' })).toBeVisible();
  },
};

/** A copy's recipient reads it: nothing to decide. */
export const CcRecipient: Story = {
  render: () => <FlowsFrame path={page(COPIED)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '李四的请假申请');
    await expect(canvas.getByText('抄送给您：抄送同事 · 已读')).toBeVisible();
    await expect(canvas.queryByRole('toolbar', { name: '可执行的操作' })).toBeNull();
    await expect(canvas.getByRole('list', { name: '各步骤的状态' })).toHaveTextContent(
      '结束：已完成',
    );
  },
};

export const Loading: Story = {
  render: () => <FlowsFrame path={page(TO_APPROVE)} hold={[API.flows.view]} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', {}, WAIT),
    ).toBeInTheDocument();
  },
};

export const Missing: Story = {
  render: () => <FlowsFrame path={page(1234)} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/这个流程不能打开/, {}, WAIT),
    ).toBeVisible();
  },
};

export const ApproveDialog: Story = {
  render: () => <FlowsFrame path={page(TO_APPROVE)} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '通过', '通过审批');
    await expect(dialog.getByRole('textbox', { name: '意见' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /添加附件/ })).toBeVisible();
  },
};

/** Rejecting needs a reason: said under the comment. */
export const RejectDialog: Story = {
  render: () => <FlowsFrame path={page(TO_APPROVE)} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '驳回', '驳回流程');
    await userEvent.click(dialog.getByRole('button', { name: '驳回' }));
    await expect(await dialog.findByText('请填写意见')).toBeVisible();
  },
};

export const ReturnDialog: Story = {
  render: () => <FlowsFrame path={page(TO_APPROVE)} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '退回', '退回');
    await expect(dialog.getByRole('combobox', { name: '退回到' })).toHaveTextContent(
      '提交申请（发起人）',
    );
  },
};

export const TransferDialog: Story = {
  render: () => <FlowsFrame path={page(TO_APPROVE)} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '转交', '转交任务');
    await expect(dialog.getByRole('group', { name: /转交给/ })).toHaveTextContent('未选择');
  },
};

export const AddApproverDialog: Story = {
  render: () => <FlowsFrame path={page(TO_APPROVE)} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '加签', '加签');
    await expect(dialog.getByRole('button', { name: '选择加签人' })).toBeVisible();
  },
};

export const WithdrawDialog: Story = {
  render: () => <FlowsFrame path={page(WAITING)} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '撤回', '撤回流程');
    await expect(dialog.getByText('撤回后流程结束，不能恢复。')).toBeVisible();
  },
};

export const UrgeDialog: Story = {
  render: () => <FlowsFrame path={page(WAITING)} />,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, '催办', '催办');
    await expect(dialog.getByText('再次提醒正在处理的人。')).toBeVisible();
  },
};

export const ResubmitDialog: Story = {
  render: () => <FlowsFrame path={page(RETURNED)} />,
  play: async ({ canvasElement }) => {
    await heading(canvasElement, '超级管理员的请假申请');
    await within(canvasElement).findByRole('spinbutton', { name: /请假天数/ }, WAIT);
    const dialog = await openDialog(canvasElement, '重新提交', '重新提交');
    await expect(dialog.getByRole('textbox', { name: '意见' })).toBeVisible();
  },
};

let decidedBehind: FlowsState = sampleFlowsState();

/** Someone decided the task while the page was open: the second approval answers 40009. */
export const DecidedInBetween: Story = {
  render: () => {
    decidedBehind = sampleFlowsState();
    return <FlowsFrame path={page(TO_APPROVE)} flows={decidedBehind} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await heading(canvasElement, '张三的请假申请');
    const task = decidedBehind.tasks.find(
      (t) => t.instanceId === TO_APPROVE && t.status === 'PENDING',
    );
    actOnTask(decidedBehind, { taskId: task?.id ?? 0, action: 'approve', comment: '' });
    const dialog = await openDialog(canvasElement, '通过', '通过审批');
    await userEvent.click(dialog.getByRole('button', { name: '通过' }));
    await expect(
      await canvas.findByText('This task has already been decided; nothing was changed.', {}, WAIT),
    ).toBeVisible();
    await waitFor(
      () => expect(canvas.queryByRole('toolbar', { name: '可执行的操作' })).toBeNull(),
      WAIT,
    );
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull(), WAIT);
  },
};

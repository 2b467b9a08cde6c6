import { API } from '@org/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FlowsFrame } from '../testing/flows-story';
import { emptyFlowsState } from '../testing/flows-mock';
import { TasksPage } from './TasksPage';

const meta: Meta<typeof TasksPage> = {
  title: 'Shell/Flows/My flows',
  component: TasksPage,
};
export default meta;
type Story = StoryObj<typeof TasksPage>;

const WAIT = { timeout: 10000 };

/** The data rows of the grid named `name` (its first row holds the headers). */
const rowsOf = async (canvas: ReturnType<typeof within>, name: string) => {
  const grid = await canvas.findByRole('grid', { name }, WAIT);
  await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(1), WAIT);
  return within(grid).getAllByRole('row').slice(1);
};

/** 待办: 张三's leave waits for the user, the tab counting it. */
export const ToDo: Story = {
  render: () => <FlowsFrame path="/processCenter/tasks" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = await rowsOf(canvas, '待办');
    await expect(row).toHaveTextContent('张三的请假申请');
    await expect(within(row!).getByRole('link', { name: '处理 张三的请假申请' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: /待办/, selected: true })).toHaveTextContent('1');
  },
};

export const ToDoEnglish: Story = {
  render: () => <FlowsFrame path="/processCenter/tasks" language="en-US" />,
  play: async ({ canvasElement }) => {
    const [row] = await rowsOf(within(canvasElement), 'To do');
    await expect(row).toHaveTextContent('主管审批');
  },
};

export const ToDoEmpty: Story = {
  render: () => <FlowsFrame path="/processCenter/tasks" flows={emptyFlowsState()} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('没有待办的任务。', {}, WAIT),
    ).toBeVisible();
  },
};

export const ToDoLoading: Story = {
  render: () => <FlowsFrame path="/processCenter/tasks" hold={[API.flows.todo]} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', { name: '正在加载' }, WAIT),
    ).toBeInTheDocument();
  },
};

export const ToDoFailed: Story = {
  render: () => <FlowsFrame path="/processCenter/tasks" fail={[API.flows.todo]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('列表加载失败', {}, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

/** 已办: the user's decisions, with the flows' statuses now. */
export const Done: Story = {
  render: () => <FlowsFrame path="/processCenter/tasks?tab=done" />,
  play: async ({ canvasElement }) => {
    const rows = await rowsOf(within(canvasElement), '已办');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toHaveTextContent('已通过');
  },
};

/** 抄送我的: 李四's approved leave, not read yet. */
export const Copied: Story = {
  render: () => <FlowsFrame path="/processCenter/tasks?tab=copied" />,
  play: async ({ canvasElement }) => {
    const [row] = await rowsOf(within(canvasElement), '抄送我的');
    await expect(within(row!).getByRole('img', { name: '未读' })).toBeInTheDocument();
  },
};

export const CopiedEmpty: Story = {
  render: () => <FlowsFrame path="/processCenter/tasks?tab=copied" flows={emptyFlowsState()} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('没有抄送给您的流程。', {}, WAIT),
    ).toBeVisible();
  },
};

/** 我发起的: the user's flows with their statuses as chips. */
export const Started: Story = {
  render: () => <FlowsFrame path="/processCenter/tasks?tab=started" />,
  play: async ({ canvasElement }) => {
    const rows = await rowsOf(within(canvasElement), '我发起的');
    await expect(rows[0]).toHaveTextContent('审批中');
    await expect(rows[1]).toHaveTextContent('已退回');
  },
};

/** The started flows filtered to the returned ones. */
export const StartedFiltered: Story = {
  render: () => <FlowsFrame path="/processCenter/tasks?tab=started" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rowsOf(canvas, '我发起的');
    await userEvent.click(canvas.getByRole('combobox', { name: '状态' }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '已退回' }));
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await userEvent.click(await canvas.findByRole('button', { name: '搜索' }));
    await waitFor(async () => expect(await rowsOf(canvas, '我发起的')).toHaveLength(1), WAIT);
  },
};

export const StartedFailed: Story = {
  render: () => <FlowsFrame path="/processCenter/tasks?tab=started" fail={[API.flows.started]} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('列表加载失败', {}, WAIT)).toBeVisible();
  },
};

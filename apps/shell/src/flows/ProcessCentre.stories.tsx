import { API } from '@org/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FlowsFrame } from '../testing/flows-story';
import { emptyFlowsState } from '../testing/flows-mock';
import { ProcessCentrePage } from './ProcessCentrePage';

const meta: Meta<typeof ProcessCentrePage> = {
  title: 'Shell/Flows/Process centre',
  component: ProcessCentrePage,
};
export default meta;
type Story = StoryObj<typeof ProcessCentrePage>;

const WAIT = { timeout: 10000 };

/** The flows one may start, under their applications, each with its way to start it. */
export const Centre: Story = {
  render: () => <FlowsFrame path="/processCenter/index" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hr = await canvas.findByRole('region', { name: '人事' }, WAIT);
    await expect(within(hr).getByRole('link', { name: '发起“请假申请”' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '客户管理' })).toBeVisible();
  },
};

export const English: Story = {
  render: () => <FlowsFrame path="/processCenter/index" language="en-US" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Start “请假申请”' }, WAIT)).toBeVisible();
  },
};

/** Searching by a code: only the purchase request is left. */
export const Searched: Story = {
  render: () => <FlowsFrame path="/processCenter/index" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: '人事' }, WAIT);
    await userEvent.type(
      canvas.getByRole('textbox', { name: '流程或应用的名称、编码' }),
      'purchase',
    );
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: '人事' })).toBeNull());
    await expect(canvas.getByRole('link', { name: '发起“采购申请”' })).toBeVisible();
  },
};

/** Nothing published yet. */
export const Empty: Story = {
  render: () => <FlowsFrame path="/processCenter/index" flows={emptyFlowsState([])} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('还没有您可以发起的流程。流程发布后会出现在这里。', {}, WAIT),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  render: () => <FlowsFrame path="/processCenter/index" hold={[API.flows.startable]} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('progressbar', {}, WAIT),
    ).toBeInTheDocument();
  },
};

export const Failed: Story = {
  render: () => <FlowsFrame path="/processCenter/index" fail={[API.flows.startable]} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('服务暂时不可用', {}, WAIT)).toBeVisible();
  },
};

/** The leave request's start form: HR's salary is hidden, colleagues are chosen for the copy. */
export const StartForm: Story = {
  render: () => <FlowsFrame path="/processCenter/handle/801" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('spinbutton', { name: /请假天数/ }, WAIT)).toBeVisible();
    await expect(canvas.queryByRole('spinbutton', { name: /月薪/ })).toBeNull();
    await expect(canvas.getByRole('group', { name: '抄送同事' })).toHaveTextContent('未选择');
  },
};

/** The server refuses 45 days: the message under the field, the values kept. */
export const StartRefused: Story = {
  render: () => <FlowsFrame path="/processCenter/handle/801" language="en-US" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await canvas.findByRole('spinbutton', { name: /请假天数/ }, WAIT);
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '请假天数: Must be between 0.5 and 30',
    );
    await expect(days).toHaveValue('45');
  },
};

/** A flow that leaves its approver to the initiator asks for them. */
export const StartWithApprover: Story = {
  render: () => <FlowsFrame path="/processCenter/handle/802" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const step = await canvas.findByRole('group', { name: '审批人' }, WAIT);
    await expect(within(step).getByRole('button', { name: '选择审批人' })).toBeVisible();
  },
};

export const UnknownFlow: Story = {
  render: () => <FlowsFrame path="/processCenter/handle/999" />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/这个流程不能发起/, {}, WAIT),
    ).toBeVisible();
  },
};

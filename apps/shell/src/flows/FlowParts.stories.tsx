import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { FlowAttachment, FlowRecord } from '../api/flows-api';
import { fadedIn, flowDrawn } from '../testing/flow-canvas';
import { FlowsFrame } from '../testing/flows-story';
import { sampleFlows } from '../testing/flows-samples';
import { sampleFlowsState } from '../testing/flows-mock';
import { AttachmentsField } from './AttachmentsField';
import { FlowDiagram } from './FlowDiagram';
import { InstanceStatusChip } from './FlowStatus';
import { HistoryTimeline } from './HistoryTimeline';
import { PeopleField, type PickedUser } from '../common/PeopleField';

const meta: Meta<typeof FlowDiagram> = {
  title: 'Shell/Flows/Parts',
  component: FlowDiagram,
};
export default meta;
type Story = StoryObj<typeof FlowDiagram>;

const WAIT = { timeout: 10000 };
const leave = sampleFlows()[0]!;
/** The samples' history of the user's returned leave. */
const returnedHistory = (): FlowRecord[] => sampleFlowsState().instances[1]!.history;

const framed = (child: ReactNode, language: 'zh-CN' | 'en-US' = 'zh-CN') => (
  <FlowsFrame path="/" language={language}>
    <Box sx={{ p: 2, bgcolor: 'background.paper', maxWidth: 960 }}>{child}</Box>
  </FlowsFrame>
);

/** Passed in green, the current step in bold orange, the rest grey and dashed. */
export const Diagram: Story = {
  render: () =>
    framed(
      <FlowDiagram
        graph={leave.graph}
        definition={leave.definition}
        passed={['start']}
        current={['manager']}
      />,
    ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await flowDrawn(canvasElement, leave.graph.nodes.length, WAIT.timeout);
    const steps = canvas.getByRole('list', { name: '各步骤的状态' });
    await expect(steps).toHaveTextContent('提交申请：已完成');
    await expect(steps).toHaveTextContent('主管审批：当前');
    await expect(steps).toHaveTextContent('人事审批：未到达');
    await expect(canvas.getByText('当前')).toBeVisible();
  },
};

export const DiagramEnded: Story = {
  render: () =>
    framed(
      <FlowDiagram
        graph={leave.graph}
        definition={leave.definition}
        passed={['start', 'manager', 'days_check', 'cc', 'end']}
        current={[]}
      />,
      'en-US',
    ),
  play: async ({ canvasElement }) => {
    await flowDrawn(canvasElement, leave.graph.nodes.length, WAIT.timeout);
    await expect(
      within(canvasElement).getByRole('list', { name: 'Where each step stands' }),
    ).toHaveTextContent('结束: Passed');
  },
};

/** Who did what, when, with the comment; the return names whom it went back to. */
export const History: Story = {
  render: () => framed(<HistoryTimeline records={returnedHistory()} />),
  play: async ({ canvasElement }) => {
    const history = within(canvasElement).getByRole('list', { name: '流转记录' });
    await expect(history).toHaveTextContent('退回 · 张三 · 人事审批');
    await expect(history).toHaveTextContent('退回到 超级管理员');
  },
};

export const HistoryEmpty: Story = {
  render: () => framed(<HistoryTimeline records={[]} />),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('还没有记录。')).toBeVisible();
  },
};

export const StatusChips: Story = {
  render: () =>
    framed(
      <Box sx={{ display: 'flex', gap: 1 }}>
        <InstanceStatusChip status="RUNNING" />
        <InstanceStatusChip status="RETURNED" />
        <InstanceStatusChip status="APPROVED" />
        <InstanceStatusChip status="REJECTED" />
        <InstanceStatusChip status="WITHDRAWN" />
      </Box>,
    ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('已撤回')).toBeVisible();
  },
};

function People() {
  const [people, setPeople] = useState<PickedUser[]>([{ id: 2, name: '张三' }]);
  return <PeopleField label="抄送同事" value={people} onChange={setPeople} />;
}

/** People chosen for a step: chips to remove, the picker to add. */
export const PeopleChoice: Story = {
  render: () => framed(<People />),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '抄送同事' });
    await expect(group).toHaveTextContent('张三');
    await userEvent.click(within(group).getByLabelText('移除 张三'));
    await expect(group).toHaveTextContent('未选择');
    await userEvent.click(within(group).getByRole('button', { name: '选择抄送同事' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '选择抄送同事' }, WAIT);
    await expect(dialog).toBeVisible();
    await fadedIn(dialog);
  },
};

function Attachments() {
  const [files, setFiles] = useState<readonly FlowAttachment[]>([
    { name: '病假条.jpg', url: '/storage/file/k1_病假条.jpg', size: 183_296 },
  ]);
  return (
    <AttachmentsField
      value={files}
      onChange={(change) => setFiles(change)}
      onBusy={() => undefined}
    />
  );
}

/** A decision's files: one attached, another picked and uploaded with its progress. */
export const AttachmentList: Story = {
  render: () => framed(<Attachments />),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '附件列表' });
    await expect(list).toHaveTextContent('病假条.jpg179.0 KB');
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'.repeat(4096)], '行程单.pdf'));
    await expect(
      await canvas.findByRole('button', { name: '移除附件 行程单.pdf' }, WAIT),
    ).toBeVisible();
  },
};

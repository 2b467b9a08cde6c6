import Box from '@mui/material/Box';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fadedIn } from '../testing/flow-canvas';
import { FlowsFrame } from '../testing/flows-story';
import { emptyFlowsState } from '../testing/flows-mock';
import { FlowHeaderTools } from './FlowHeaderTools';

const meta: Meta<typeof FlowHeaderTools> = {
  title: 'Shell/Flows/Header badges',
  component: FlowHeaderTools,
};
export default meta;
type Story = StoryObj<typeof FlowHeaderTools>;

const WAIT = { timeout: 10000 };

const tools = (language: 'zh-CN' | 'en-US' = 'zh-CN', empty = false) => (
  <FlowsFrame path="/index" language={language} {...(empty ? { flows: emptyFlowsState() } : {})}>
    <Box
      sx={{ display: 'flex', justifyContent: 'flex-end', height: 36, bgcolor: 'background.paper' }}
    >
      <FlowHeaderTools />
    </Box>
  </FlowsFrame>
);

/** One to-do and the unread notices, counted on the badge and the bell. */
export const Badges: Story = {
  render: () => tools(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '待办 1 项' }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^通知，\d+ 条未读$/ })).toBeVisible();
  },
};

export const English: Story = {
  render: () => tools('en-US'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'To-dos: 1' }, WAIT),
    ).toBeVisible();
  },
};

/** Nothing waits: no numbers on the badge or the bell. */
export const NothingWaiting: Story = {
  render: () => tools('zh-CN', true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '待办 0 项' }, WAIT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '通知，0 条未读' })).toBeVisible();
  },
};

/** The bell opened: the recent notices, the unread ones marked, and "mark all read". */
export const BellOpen: Story = {
  render: () => tools(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: /^通知，[1-9]\d* 条未读$/ }, WAIT);
    await userEvent.click(bell);
    const body = within(canvasElement.ownerDocument.body);
    const popover = await body.findByRole('dialog', { name: '通知' }, WAIT);
    const panel = within(popover);
    await expect(
      await panel.findByRole('button', { name: '未读：待审批：张三的请假申请' }, WAIT),
    ).toBeVisible();
    await expect(panel.getByRole('button', { name: '全部标为已读' })).toBeEnabled();
    await fadedIn(popover);
  },
};

/** "Mark all read" clears the bell's count. */
export const AllRead: Story = {
  render: () => tools(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: /^通知，[1-9]\d* 条未读$/ }, WAIT),
    );
    const body = within(canvasElement.ownerDocument.body);
    const popover = await body.findByRole('dialog', { name: '通知' }, WAIT);
    const panel = within(popover);
    await userEvent.click(await panel.findByRole('button', { name: '全部标为已读' }, WAIT));
    await waitFor(
      () => expect(body.getByRole('button', { name: '通知，0 条未读', hidden: true })).toBeTruthy(),
      WAIT,
    );
    await fadedIn(popover);
  },
};

/** No notice yet. */
export const BellEmpty: Story = {
  render: () => tools('zh-CN', true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '通知，0 条未读' }, WAIT));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('没有通知。', {}, WAIT)).toBeVisible();
    await fadedIn(await body.findByRole('dialog', { name: '通知' }));
  },
};

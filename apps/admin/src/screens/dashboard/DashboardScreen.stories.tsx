import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import { DashboardScreen } from './DashboardScreen';
import { EMPTY_DASHBOARD, dashboardServer } from './story-mocks';

const meta: Meta<typeof DashboardScreen> = {
  title: 'Admin/Screens/Dashboard',
  component: DashboardScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof DashboardScreen>;

/** An administrator: every count, the sign-ins of the week, the latest failures and changes. */
export const Administrator: Story = {
  render: () => (
    <AdminStoryFrame server={dashboardServer()}>
      <DashboardScreen title="首页" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = await canvas.findByRole('region', { name: '用户数' });
    await expect(within(users).getByText('1,280')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '今日登录失败' })).toHaveTextContent(
      '本周 11 次',
    );
    await expect(canvas.getByRole('img', { name: /^近 7 日登录/ })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '最近登录失败' })).toHaveTextContent(
      '李四 (lisi)',
    );
    await expect(canvas.getByRole('region', { name: '最近操作' })).toHaveTextContent('失败 40003');
  },
};

/** A user who holds only the home: a welcome, no counts. */
export const HomeOnly: Story = {
  render: () => (
    <AdminStoryFrame server={dashboardServer(EMPTY_DASHBOARD)} language="en-US">
      <DashboardScreen title="Dashboard" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Welcome\./)).toBeVisible();
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

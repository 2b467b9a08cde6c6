import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import { EventPanel } from './EventPanel';

const meta: Meta<typeof EventPanel> = {
  title: 'Admin/Dashboard/Event panel',
  component: EventPanel,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof EventPanel>;

/** Recent events with a link to all of them. */
export const Events: Story = {
  render: () => (
    <AdminStoryFrame>
      <EventPanel
        title="最近登录失败"
        emptyText="暂无记录"
        viewAll={{ to: '/system/loginLog', label: '查看全部' }}
        events={[
          {
            key: 1,
            primary: '李四 (lisi) · 账号或密码错误',
            secondary: '10.0.0.23 · Chrome 126',
            time: '2026/3/10 17:12',
          },
          {
            key: 2,
            primary: 'no.such.user · 账号或密码错误',
            secondary: '203.0.113.9',
            time: '2026/3/10 16:40',
          },
        ]}
      />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '查看全部' })).toHaveAttribute(
      'href',
      '/system/loginLog',
    );
  },
};

/** Nothing happened yet. */
export const Empty: Story = {
  render: () => (
    <AdminStoryFrame>
      <EventPanel title="最近操作" emptyText="暂无记录" events={[]} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('暂无记录')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

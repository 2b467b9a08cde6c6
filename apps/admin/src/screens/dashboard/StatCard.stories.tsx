import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import GppMaybeOutlined from '@mui/icons-material/GppMaybeOutlined';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import { StatCard } from './StatCard';

const meta: Meta<typeof StatCard> = {
  title: 'Admin/Dashboard/Stat card',
  component: StatCard,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof StatCard>;

/** A count that opens its screen. */
export const WithLink: Story = {
  render: () => (
    <AdminStoryFrame>
      <StatCard
        label="用户数"
        value="1,280"
        icon={<PeopleOutlined />}
        link={{ to: '/system/user', label: '打开用户数' }}
      />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /^用户数/ })).toHaveAttribute(
      'href',
      '/system/user',
    );
  },
};

/** A count with a caption, in the colour of failures, without a link. */
export const WithCaption: Story = {
  render: () => (
    <AdminStoryFrame>
      <StatCard
        label="今日登录失败"
        value="3"
        caption="本周 11 次"
        tone="error"
        icon={<GppMaybeOutlined />}
      />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '今日登录失败' })).toHaveTextContent(
      '本周 11 次',
    );
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

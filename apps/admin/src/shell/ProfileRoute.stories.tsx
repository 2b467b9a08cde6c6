import { profileServer } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminStoryFrame } from '../testing/stories';
import { ProfileRoute } from './ProfileRoute';

const meta: Meta<typeof ProfileRoute> = {
  title: 'Admin/Personal centre',
  component: ProfileRoute,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ProfileRoute>;

/** 个人中心 as the back-office shows it under /profile, titled with the system name. */
export const Page: Story = {
  render: () => (
    <AdminStoryFrame server={profileServer()} path="/profile">
      <ProfileRoute title="个人中心" siteTitle="综合业务平台" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('zhangsan')).toBeVisible();
    await expect(canvasElement.ownerDocument.title).toBe('个人中心 - 综合业务平台');
  },
};

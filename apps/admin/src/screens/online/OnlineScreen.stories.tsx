import { PERMISSIONS } from '@org/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import { onlineServer } from './online-fixtures';
import { OnlineScreen } from './OnlineScreen';

const meta: Meta<typeof OnlineScreen> = {
  title: 'Admin/Screens/Online users',
  component: OnlineScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof OnlineScreen>;

/** The live sessions, browser and system read from the user agent; search by account. */
export const Administrator: Story = {
  render: () => (
    <AdminStoryFrame server={onlineServer()}>
      <OnlineScreen title="在线用户" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('admin（当前会话）')).toBeVisible();
    await expect(canvas.getByText('共 12 条')).toBeVisible();
    await expect(canvas.getAllByText('Chrome 126 · Windows 10').length).toBeGreaterThan(0);
    await userEvent.type(canvas.getByLabelText('登录账号'), 'lisi');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('共 3 条')).toBeVisible();
  },
};

/** 强退 of one session asks first, naming it. */
export const ForceSignOut: Story = {
  render: () => (
    <AdminStoryFrame server={onlineServer()}>
      <OnlineScreen title="在线用户" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: '强退 张三 (zhangsan, 10.0.2.12)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '强退确认' });
    await expect(dialog).toHaveTextContent('确定强制 张三 (zhangsan, 10.0.2.12) 退出吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '强退' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('共 11 条')).toBeVisible();
  },
};

/** Without the 强退 code: the list only. */
export const ViewOnly: Story = {
  render: () => (
    <AdminStoryFrame
      server={onlineServer()}
      language="en-US"
      user={{
        isAdmin: false,
        menu: ['watcher'],
        roleList: [],
        resources: [{ resourceCode: PERMISSIONS.online.view, resourceType: 'MENU' }],
      }}
    >
      <OnlineScreen title="Online users" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('admin (this session)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Force sign-out/ })).toBeNull();
  },
};

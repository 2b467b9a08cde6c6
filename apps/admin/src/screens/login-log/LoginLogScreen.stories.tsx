import { PERMISSIONS } from '@org/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import { LoginLogScreen } from './LoginLogScreen';
import { loginLogServer } from './story-mocks';

const meta: Meta<typeof LoginLogScreen> = {
  title: 'Admin/Screens/Login log',
  component: LoginLogScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof LoginLogScreen>;

/** Every attempt with address, browser, system, result and reason; searched by account. */
export const Administrator: Story = {
  render: () => (
    <AdminStoryFrame server={loginLogServer()}>
      <LoginLogScreen title="登录日志" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 23 条')).toBeVisible();
    await expect(canvas.getAllByText('账号或密码错误').length).toBeGreaterThan(0);
    await userEvent.type(canvas.getByLabelText('登录账号'), 'lisi');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('共 6 条')).toBeVisible();
  },
};

/** 清空 asks first, then empties the log. */
export const ClearAll: Story = {
  render: () => (
    <AdminStoryFrame server={loginLogServer()}>
      <LoginLogScreen title="登录日志" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('共 23 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '清空确认' });
    await userEvent.click(within(dialog).getByRole('button', { name: '清空' }));
    await expect(await canvas.findByText('共 0 条')).toBeVisible();
  },
};

/** A reader without the log's buttons: the list, no export, delete or clear. */
export const ReadOnly: Story = {
  render: () => (
    <AdminStoryFrame
      server={loginLogServer()}
      language="en-US"
      user={{
        isAdmin: false,
        menu: ['auditor'],
        roleList: [],
        resources: [{ resourceCode: PERMISSIONS.loginLog.view, resourceType: 'MENU' }],
      }}
    >
      <LoginLogScreen title="Login log" />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Total 23')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear all' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Export' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete selected' })).toBeNull();
  },
};

import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import { apiServerMock } from './story-mocks';
import { ApiServerScreen } from './ApiServerScreen';

const meta: Meta<typeof ApiServerScreen> = {
  title: 'Admin/Screens/API servers',
  component: ApiServerScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ApiServerScreen>;

/** The servers and a connection test of two of them: one answers, one is refused. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={apiServerMock} messages={adminMessages}>
      <ApiServerScreen title="接口与服务" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('http://127.0.0.1:8080/ibsp-bg-auth')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '测试连接 认证服务' }));
    const dialog = within(await page.findByRole('dialog', { name: '测试连接：认证服务' }));
    // the dialog fades in: visible once its opacity has risen
    await waitFor(() => expect(dialog.getByText('连接成功')).toBeVisible());
    await expect(dialog.getByText('12 ms')).toBeVisible();
    await expect(dialog.getByText('200')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await userEvent.click(await canvas.findByRole('button', { name: '测试连接 业务服务 2' }));
    const failed = within(await page.findByRole('dialog', { name: '测试连接：业务服务 2' }));
    await waitFor(() => expect(failed.getByText('连接失败')).toBeVisible());
    await expect(failed.getByText('无应答')).toBeVisible();
    await waitFor(() =>
      expect(failed.getByText('The host is not on the outbound allow-list.')).toBeVisible(),
    );
  },
};

/** Without the codes: the list only. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={apiServerMock}
      messages={adminMessages}
      language="en-US"
    >
      <ApiServerScreen title="APIs and services" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('SRV1')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Test/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import type { ApiServer } from './api-server-api';
import { ConnectionTestDialog } from './ConnectionTestDialog';
import { apiServerMock } from './story-mocks';

const server = (id: number, serverName: string): ApiServer =>
  ({ id, serverCode: `SRV${id}`, serverName, status: 1 }) as unknown as ApiServer;

function OpenTest({ of }: { of: ApiServer }) {
  const [open, setOpen] = useState<ApiServer | null>(of);
  return <ConnectionTestDialog server={open} onClose={() => setOpen(null)} />;
}

const meta: Meta<typeof ConnectionTestDialog> = {
  title: 'Admin/Screens/API servers/Connection test dialog',
  component: ConnectionTestDialog,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ConnectionTestDialog>;

/** A server that answers: status, latency and the address called; closing hides the dialog. */
export const Connected: Story = {
  render: () => (
    <AdminStoryFrame server={apiServerMock}>
      <OpenTest of={server(1, '认证服务')} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '测试连接：认证服务' }));
    await waitFor(() => expect(dialog.getByText('连接成功')).toBeVisible());
    await expect(dialog.getByText('http://127.0.0.1:8080/ibsp-bg-auth/health')).toBeVisible();
    await expect(dialog.getByText('200')).toBeVisible();
    await expect(dialog.getByText('12 ms')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** A refused host: the failure and the server's reason, and the test can be run again. */
export const Refused: Story = {
  render: () => (
    <AdminStoryFrame server={apiServerMock} language="en-US">
      <OpenTest of={server(3, 'Orders')} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Connection test: Orders' }));
    await waitFor(() => expect(dialog.getByText('Connection failed')).toBeVisible());
    await expect(dialog.getByText('The host is not on the outbound allow-list.')).toBeVisible();
    await expect(dialog.getByText('http://svc-3.internal/ibsp-bg-auth/health')).toBeVisible();
    await expect(dialog.getByText('no answer')).toBeVisible();
    const again = dialog.getByRole('button', { name: 'Test again' });
    await waitFor(() => expect(again).toBeEnabled());
    await userEvent.click(again);
    await waitFor(() => expect(dialog.getByText('Connection failed')).toBeVisible());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import type { ExternalAppWithSecret } from './external-app-api';
import { SecretDialog } from './SecretDialog';

const created = {
  id: 7,
  appCode: 'CRM',
  appName: '客户关系',
  appKey: 'ak_0000000000000007',
  appSecret: 'sk_created_secret_value',
  secretHint: 'alue',
  status: 1,
} as unknown as ExternalAppWithSecret;

/** The dialog open on a freshly created application until the user says the secret is saved. */
function OpenSecret() {
  const [app, setApp] = useState<ExternalAppWithSecret | null>(created);
  return <SecretDialog app={app} onClose={() => setApp(null)} />;
}

const meta: Meta<typeof SecretDialog> = {
  title: 'Admin/Screens/External applications/Secret dialog',
  component: SecretDialog,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof SecretDialog>;

/** The key and the one-time secret with their copy buttons; confirming closes the dialog. */
export const JustCreated: Story = {
  render: () => (
    <AdminStoryFrame>
      <OpenSecret />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '客户关系 的密钥' }));
    await waitFor(() => expect(dialog.getByLabelText('App Secret')).toBeVisible());
    await expect(dialog.getByLabelText('App Key')).toHaveValue('ak_0000000000000007');
    await expect(dialog.getByLabelText('App Secret')).toHaveValue('sk_created_secret_value');
    await expect(dialog.getByText(/密钥只显示这一次/)).toBeVisible();
    await expect(
      dialog.getByText(
        '经网关调用接口时用此密钥签名：HMAC-SHA256，请求头 x-app-key, x-timestamp, x-nonce, x-signature。',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: '复制 App Key' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: '复制 App Secret' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
  },
};

/** The same dialog in English after a reset. */
export const English: Story = {
  render: () => (
    <AdminStoryFrame language="en-US">
      <SecretDialog
        app={{ ...created, appName: 'CRM', appSecret: 'sk_reset_secret_value' }}
        onClose={() => undefined}
      />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Secret of CRM' }));
    await waitFor(() => expect(dialog.getByLabelText('App secret')).toBeVisible());
    await expect(dialog.getByLabelText('App secret')).toHaveValue('sk_reset_secret_value');
    await expect(dialog.getByRole('button', { name: 'Copy App secret' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'I have saved it' })).toBeVisible();
    await expect(dialog.getByText(/signed with this secret: HMAC-SHA256/)).toBeVisible();
  },
};

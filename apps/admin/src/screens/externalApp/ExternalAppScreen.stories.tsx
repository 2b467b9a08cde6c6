import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import { ExternalAppScreen } from './ExternalAppScreen';
import { externalAppServer } from './story-mocks';

const meta: Meta<typeof ExternalAppScreen> = {
  title: 'Admin/Screens/External applications',
  component: ExternalAppScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof ExternalAppScreen>;

/** Creating an application shows its secret once, with copy buttons; so does a reset. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={externalAppServer()} messages={adminMessages}>
      <ExternalAppScreen title="外部应用" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('APP01')).toBeVisible();
    await expect(canvas.getAllByText(/…x9Q2/)[0]).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '新增' }));
    const form = within(await page.findByRole('dialog', { name: '新增外部应用' }));
    const save = form.getByRole('button', { name: '确定' });
    await waitFor(() => expect(save).toBeEnabled(), { timeout: 15_000 });
    await userEvent.type(await form.findByLabelText('应用编码'), 'crm');
    await userEvent.type(form.getByLabelText('应用名称'), '客户关系');
    await userEvent.click(save);
    const shown = within(await page.findByRole('dialog', { name: '客户关系 的密钥' }));
    await waitFor(() => expect(shown.getByDisplayValue('sk_created_secret_value')).toBeVisible());
    await expect(shown.getByRole('button', { name: '复制 App Secret' })).toBeVisible();
    await expect(shown.getByText(/密钥只显示这一次/)).toBeVisible();
    await expect(shown.getByText(/经网关调用接口时用此密钥签名/)).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: '我已保存' }));
    await waitFor(() => expect(page.queryByDisplayValue('sk_created_secret_value')).toBeNull());
    await userEvent.click(await canvas.findByRole('button', { name: '重置密钥 数据中台' }));
    await userEvent.click(
      within(await page.findByRole('dialog', { name: '重置密钥' })).getByRole('button', {
        name: '重置密钥',
      }),
    );
    const reset = await page.findByDisplayValue('sk_reset_secret_value');
    await waitFor(() => expect(reset).toBeVisible());
    // the kit's success notice of the create goes away by itself
    await waitFor(() => expect(page.queryByText('保存成功')).toBeNull(), { timeout: 10_000 });
  },
};

/** The gateway rate: a column of the list, and a number of the form that the save sends. */
export const GatewayRate: Story = {
  render: () => (
    <StoryFrame signedIn server={externalAppServer()} messages={adminMessages}>
      <ExternalAppScreen title="外部应用" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('APP02')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '每分钟调用上限' })).toBeVisible();
    await expect(canvas.getByText('30')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '修改 合作方 2 (APP02)' }));
    const form = within(await page.findByRole('dialog', { name: '修改外部应用' }));
    const rate = await form.findByRole(
      'spinbutton',
      { name: '每分钟调用上限' },
      { timeout: 15_000 },
    );
    await expect(rate).toHaveValue('30');
    await expect(form.getByText(/限制该应用每分钟经网关调用接口的次数/)).toBeVisible();
    await userEvent.clear(rate);
    await userEvent.type(rate, '45');
    await userEvent.click(form.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByText('45')).toBeVisible();
    // the kit's success notice goes away by itself
    await waitFor(() => expect(page.queryByText('保存成功')).toBeNull(), { timeout: 10_000 });
  },
};

/** A user without the codes sees the applications and no button that changes them. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={externalAppServer()}
      messages={adminMessages}
      language="en-US"
    >
      <ExternalAppScreen title="External apps" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('APP01')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Reset secret/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^APIs/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Disable/ })).toBeNull();
  },
};

import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { ExternalApp } from './external-app-api';
import { ExternalAppScreen } from './ExternalAppScreen';

const app = (index: number): ExternalApp =>
  ({
    id: index,
    appCode: `APP${String(index).padStart(2, '0')}`,
    appName: index === 1 ? '数据中台' : `合作方 ${index}`,
    logo: null,
    appKey: `ak_${String(index).padStart(16, '0')}`,
    secretHint: 'x9Q2',
    grantTypes: ['client_credentials'],
    redirectUris: [],
    ipWhitelist: [],
    scopes: [],
    accessTokenValiditySeconds: 7200,
    refreshTokenValiditySeconds: 2_592_000,
    expiresAt: null,
    lastUsedAt: null,
    contact: '',
    status: 1,
    remark: '',
    createdBy: null,
    createdAt: new Date(Date.UTC(2026, 0, index)).toISOString(),
    updatedBy: null,
    updatedAt: new Date(Date.UTC(2026, 0, index)).toISOString(),
  }) as unknown as ExternalApp;

/** An external application service: paging, create and reset answer a new secret. */
function appServer(): MockHandler {
  const apps = Array.from({ length: 3 }, (_, index) => app(index + 1));
  return (request) => {
    if (request.path === routeUrl(API.externalApp.page)) {
      return {
        code: 20000,
        data: { list: [...apps], total: apps.length, pageNo: 1, pageSize: 10 },
      };
    }
    if (request.path === routeUrl(API.externalApp.create)) {
      const body = request.body as { appCode: string; appName: string };
      const created = { ...app(apps.length + 1), ...body };
      apps.push(created);
      return { code: 20000, data: { ...created, appSecret: 'sk_created_secret_value' } };
    }
    if (request.path === routeUrl(API.externalApp.resetSecret)) {
      const body = request.body as { id: number };
      const found = apps.find((one) => one.id === body.id);
      return { code: 20000, data: { ...found, appSecret: 'sk_reset_secret_value' } };
    }
    return { code: 40004, message: 'Not found' };
  };
}

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
    <StoryFrame signedIn server={appServer()} messages={adminMessages}>
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

/** A user without the codes sees the applications and no button that changes them. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={appServer()}
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

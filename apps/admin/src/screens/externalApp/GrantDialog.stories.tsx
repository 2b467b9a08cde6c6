import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { pageAnswer } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import type { ExternalApp, GrantableApi } from './external-app-api';
import { GrantDialog } from './GrantDialog';

const app = {
  id: 1,
  appCode: 'APP01',
  appName: '数据中台',
  appKey: 'ak_0000000000000001',
  secretHint: 'x9Q2',
  status: 1,
} as unknown as ExternalApp;

const published: GrantableApi[] = ['查询用户', '查询组织', '发送消息', '上传文件'].map(
  (apiName, index) =>
    ({
      id: index + 1,
      apiName,
      method: index % 2 === 0 ? 'GET' : 'POST',
      serverCode: 'SRV1',
      path: `/open/v1/${['users', 'orgs', 'messages', 'files'][index] ?? 'x'}`,
      publishStatus: 'PUBLISHED',
    }) as unknown as GrantableApi,
);

/** The published APIs (search by name) and the application's grants, one of them held already. */
function grantServer(saved: { apiIds: number[] | null }): MockHandler {
  return (request) => {
    if (request.path === routeUrl(API.apiServer.apiPage)) {
      const body = request.body as { apiName?: string };
      return pageAnswer(
        published.filter((api) => !body.apiName || api.apiName.includes(body.apiName)),
        body,
      );
    }
    if (request.path === routeUrl(API.externalApp.apis) && request.method === 'GET') {
      return { code: 20000, data: published.filter((api) => api.id === 1) };
    }
    if (request.path === routeUrl(API.externalApp.grant) && request.method === 'PUT') {
      const body = request.body as { apiIds: number[] };
      saved.apiIds = body.apiIds;
      return { code: 20000, data: published.filter((api) => body.apiIds.includes(api.id)) };
    }
    return { code: 40004, message: 'Not found' };
  };
}

function OpenGrant() {
  const [open, setOpen] = useState<ExternalApp | null>(app);
  return <GrantDialog app={open} onClose={() => setOpen(null)} />;
}

const meta: Meta<typeof GrantDialog> = {
  title: 'Admin/Screens/External applications/Grant dialog',
  component: GrantDialog,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof GrantDialog>;

const saved: { apiIds: number[] | null } = { apiIds: null };

/** The held grant is ticked; ticking another and saving sends both and closes the dialog. */
export const GrantAnother: Story = {
  render: () => (
    <AdminStoryFrame server={grantServer(saved)}>
      <OpenGrant />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '数据中台 可调用的接口' }));
    const held = await dialog.findByRole('checkbox', { name: /^查询用户/ });
    await expect(held).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /^发送消息/ })).not.toBeChecked();
    await expect(dialog.getByText('只能授权已发布的接口。已选 1 个。')).toBeVisible();
    await userEvent.click(dialog.getByRole('checkbox', { name: /^发送消息/ }));
    await expect(dialog.getByText('只能授权已发布的接口。已选 2 个。')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect([...(saved.apiIds ?? [])].sort()).toEqual([1, 3]);
    await waitFor(() => expect(page.queryByText('授权已保存')).toBeNull(), { timeout: 10_000 });
  },
};

/** Searching narrows the list; a name no published API has says so. */
export const Search: Story = {
  render: () => (
    <AdminStoryFrame server={grantServer({ apiIds: null })} language="en-US">
      <OpenGrant />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'APIs 数据中台 may call' }));
    await dialog.findByRole('checkbox', { name: /^查询用户/ });
    await userEvent.type(dialog.getByLabelText('API name'), '查询');
    await waitFor(() => expect(dialog.queryByRole('checkbox', { name: /^发送消息/ })).toBeNull());
    await waitFor(() => expect(dialog.getByText(/^查询组织 · POST/)).toBeVisible());
    await userEvent.type(dialog.getByLabelText('API name'), '没有');
    await waitFor(() => expect(dialog.getByText('No published APIs')).toBeVisible());
  },
};

import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { pageAnswer } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import type { GitlabSyncResult, GitlabUser } from './gitlab-api';
import { BindDialog, ConnectionDialog, SyncResultDialog } from './gitlab-dialogs';

const mapping = {
  id: 1,
  userId: null,
  account: '',
  gitlabUserId: 1001,
  gitlabUsername: 'dev01',
  gitlabName: '开发者1',
  state: 'active',
  syncStatus: 'NEVER',
} as unknown as GitlabUser;

const platformUsers = [
  { id: 7, account: 'zhangwei', username: '张伟' },
  { id: 8, account: 'lina', username: '李娜' },
];

/** Platform users (by account or name), binding, and the stored connection with its test. */
function gitlabServer(sent: { path: string; body: unknown }[]): MockHandler {
  let connection = { url: 'https://gitlab.example.com', configured: true, tokenHint: 'x9Qa' };
  return (request) => {
    const body = (request.body ?? {}) as { account?: string; username?: string };
    switch (request.path) {
      case routeUrl(API.user.page):
        return pageAnswer(
          platformUsers.filter(
            (user) =>
              (!body.account || user.account.includes(body.account)) &&
              (!body.username || user.username.includes(body.username)),
          ),
          body,
        );
      case routeUrl(API.gitlab.bind):
        sent.push({ path: request.path, body: request.body });
        return { code: 20000, data: { ...mapping, userId: 7, account: 'zhangwei' } };
      case routeUrl(API.gitlab.connection):
        if (request.method === 'GET') return { code: 20000, data: connection };
        sent.push({ path: request.path, body: request.body });
        connection = { ...connection, url: (request.body as { url: string }).url };
        return { code: 20000, data: connection };
      case routeUrl(API.gitlab.testConnection):
        return {
          code: 20000,
          data: { ok: true, version: '17.2.1', username: 'root', message: '' },
        };
      default:
        return { code: 40004, message: 'Not found' };
    }
  };
}

const meta: Meta = {
  title: 'Admin/Screens/GitLab users/Dialogs',
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj;

const sent: { path: string; body: unknown }[] = [];

function OpenBind() {
  const [open, setOpen] = useState(true);
  return open ? <BindDialog mapping={mapping} onClose={() => setOpen(false)} /> : null;
}

/** Binding needs a chosen user; one found by name is bound and the dialog closes. */
export const Bind: Story = {
  render: () => (
    <AdminStoryFrame server={gitlabServer(sent)}>
      <OpenBind />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '绑定平台用户：dev01' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(dialog.getByText('请选择一个平台用户')).toBeVisible());
    await userEvent.type(dialog.getByLabelText('平台用户（输入账号或姓名查找）'), '张');
    await userEvent.click(await page.findByRole('option', { name: '张伟 (zhangwei)' }));
    sent.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(sent).toEqual([{ path: routeUrl(API.gitlab.bind), body: { id: 1, userId: 7 } }]);
    await waitFor(() => expect(page.queryByText('保存成功')).toBeNull(), { timeout: 10_000 });
  },
};

const syncResult = {
  synced: 2,
  failed: [{ id: 3, gitlabUsername: 'dev03', message: 'Email has already been taken' }],
} as unknown as GitlabSyncResult;

/** A sync with one failure: the count synced and GitLab's message per failed user. */
export const SyncResult: Story = {
  render: () => (
    <AdminStoryFrame>
      <SyncResultDialog result={syncResult} onClose={() => undefined} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '同步结果' }));
    await waitFor(() => expect(dialog.getByText('已同步 2 个用户')).toBeVisible());
    await expect(dialog.getByText(/1 个用户同步失败/)).toBeVisible();
    await expect(dialog.getByText('dev03: Email has already been taken')).toBeVisible();
  },
};

/** The stored connection: a bad address is refused, the test answers, a new address saves. */
export const Connection: Story = {
  render: () => (
    <AdminStoryFrame server={gitlabServer(sent)}>
      <ConnectionDialog canSave canTest onClose={() => undefined} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'GitLab 连接设置' }));
    await waitFor(() =>
      expect(dialog.getByText('已连接 https://gitlab.example.com')).toBeVisible(),
    );
    await expect(dialog.getByText('留空则保留已保存的令牌（尾号 x9Qa）')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '测试连接' }));
    await waitFor(() =>
      expect(dialog.getByText('连接成功：GitLab 17.2.1，令牌属于 root')).toBeVisible(),
    );
    const url = dialog.getByLabelText('GitLab 地址');
    await userEvent.clear(url);
    await userEvent.type(url, 'gitlab.internal');
    sent.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(
      await dialog.findByText('请输入以 http:// 或 https:// 开头的地址，不含 ? 和 #'),
    ).toBeVisible();
    await expect(sent).toHaveLength(0);
    await userEvent.clear(url);
    await userEvent.type(url, 'https://gitlab.internal');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await expect(sent[0]?.body).toEqual({ url: 'https://gitlab.internal' });
    await waitFor(() => expect(dialog.getByText('已连接 https://gitlab.internal')).toBeVisible());
    await waitFor(() => expect(page.queryByText('保存成功')).toBeNull(), { timeout: 10_000 });
  },
};

/** Without the codes to change it, the address only shows and there is no token or save. */
export const ConnectionReadOnly: Story = {
  render: () => (
    <AdminStoryFrame server={gitlabServer([])} language="en-US">
      <ConnectionDialog canSave={false} canTest={false} onClose={() => undefined} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'GitLab connection' }));
    await expect(await dialog.findByLabelText('GitLab URL')).toHaveAttribute('readonly');
    await expect(dialog.queryByLabelText('Administrator token')).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Save' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Test connection' })).toBeNull();
    await waitFor(() =>
      expect(dialog.getByText('Connected to https://gitlab.example.com')).toBeVisible(),
    );
  },
};

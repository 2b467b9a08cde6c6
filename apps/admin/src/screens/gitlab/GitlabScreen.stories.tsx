import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { GitlabUser } from './gitlab-api';
import { GitlabScreen } from './GitlabScreen';

const stamp = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

const mappings: GitlabUser[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  userId: index % 3 === 0 ? null : index + 100,
  account: index % 3 === 0 ? '' : `user${index}`,
  gitlabUserId: index % 2 === 0 ? 1000 + index : null,
  gitlabUsername: `dev${String(index + 1).padStart(2, '0')}`,
  gitlabName: `开发者${index + 1}`,
  gitlabEmail: `dev${index + 1}@example.com`,
  state: index === 1 ? 'blocked' : 'active',
  isAdmin: index === 0,
  canCreateGroup: false,
  projectsLimit: 10,
  isExternal: false,
  hasAccessToken: index === 0,
  accessTokenHint: index === 0 ? 'x9Qa' : '',
  syncStatus: ['NEVER', 'SYNCED', 'FAILED'][index % 3] ?? 'NEVER',
  lastSyncAt: index % 3 === 1 ? stamp(10) : null,
  remark: '',
  createdAt: stamp(1 + index),
  updatedAt: stamp(1 + index),
})) as unknown as GitlabUser[];

/** A GitLab mapping service over the rows above, and platform users to bind. */
const server: MockHandler = (request) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  switch (request.path) {
    case routeUrl(API.gitlab.page): {
      const rows = mappings.filter(
        (row) =>
          (!body.gitlabUsername || row.gitlabUsername.includes(String(body.gitlabUsername))) &&
          (body.bound === undefined || (row.userId !== null) === body.bound),
      );
      const pageNo = Number(body.pageNo ?? 1);
      const pageSize = Number(body.pageSize ?? 10);
      return {
        code: 20000,
        data: {
          list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
          total: rows.length,
          pageNo,
          pageSize,
        },
      };
    }
    case routeUrl(API.user.page):
      return {
        code: 20000,
        data: {
          list: [{ id: 7, account: 'zhangwei', username: '张伟' }],
          total: 1,
          pageNo: 1,
          pageSize: 20,
        },
      };
    case routeUrl(API.gitlab.bind):
      return { code: 20000, data: { ...mappings[0], userId: 7, account: 'zhangwei' } };
    case routeUrl(API.gitlab.sync):
      return {
        code: 20000,
        data: {
          synced: 0,
          failed: [{ id: 1, gitlabUsername: 'dev01', message: 'GitLab is not configured.' }],
        },
      };
    case routeUrl(API.gitlab.connection):
      return { code: 20000, data: { url: '', configured: false, tokenHint: '' } };
    default:
      return { code: 40004, message: 'Not found' };
  }
};

const meta: Meta<typeof GitlabScreen> = {
  title: 'Admin/Screens/GitLab users',
  component: GitlabScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof GitlabScreen>;

/** The list with bind, more actions and the connection settings. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={server} messages={adminMessages}>
      <GitlabScreen title="GitLab 用户管理" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('dev01')).toBeVisible();
    await expect(canvas.getByText('共 14 条')).toBeVisible();
    await expect(canvas.getByText('…x9Qa')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '绑定 dev01' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '解绑 dev02' })).toBeVisible();
    await userEvent.click(canvas.getByLabelText('绑定'));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: '未绑定' }));
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('共 5 条')).toBeVisible();
  },
};

/** Binding a platform user found by account. */
export const Bind: Story = {
  render: Administrator.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '绑定 dev01' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(dialog.getByText('请选择一个平台用户')).toBeVisible());
    await userEvent.type(dialog.getByLabelText('平台用户（输入账号或姓名查找）'), 'zhang');
    await userEvent.click(await body.findByRole('option', { name: '张伟 (zhangwei)' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(body.queryByText('保存成功')).toBeNull(), { timeout: 8000 });
  },
};

/** Sync answers which users failed, with GitLab's message. */
export const SyncResult: Story = {
  render: Administrator.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '更多操作 dev01' }));
    const item = await body.findByRole('menuitem', { name: '测试访问令牌' });
    await waitFor(() => expect(item).toBeVisible()); // once the menu has faded in
    await userEvent.click(body.getByRole('menuitem', { name: '同步到 GitLab' }));
    const dialog = within(await body.findByRole('dialog'));
    const failure = await dialog.findByText('dev01: GitLab is not configured.');
    await waitFor(() => expect(failure).toBeVisible()); // once the dialog has faded in
  },
};

/** The connection settings check the URL before saving. */
export const Connection: Story = {
  render: Administrator.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '连接设置' }));
    const dialog = within(await body.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(/尚未配置 GitLab 连接/)).toBeVisible());
    await userEvent.type(dialog.getByLabelText('GitLab 地址'), 'gitlab.example.com');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(
      await dialog.findByText('请输入以 http:// 或 https:// 开头的地址，不含 ? 和 #'),
    ).toBeVisible();
  },
};

/** A user without the GitLab codes sees the list and no buttons that change it. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={server}
      messages={adminMessages}
      language="en-US"
    >
      <GitlabScreen title="GitLab users" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('dev01')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Bind/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^More actions/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Connection' })).toBeNull();
  },
};

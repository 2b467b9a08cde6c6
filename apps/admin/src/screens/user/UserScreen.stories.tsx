import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { OrgNode, User, UserDetail } from './user-api';
import { UserScreen } from './UserScreen';

const stamp = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

const org = (id: number, orgName: string, children: OrgNode[] = []): OrgNode =>
  ({
    id,
    parentId: null,
    ancestorIds: [],
    orgCode: `O${id}`,
    orgName,
    status: 1,
    hasChildren: children.length > 0,
    children,
  }) as unknown as OrgNode;

const tree: OrgNode[] = [org(1, '总部', [org(2, '研发部'), org(3, '财务部')])];

const users: User[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  account: `user${String(index + 1).padStart(2, '0')}`,
  username: ['张伟', '李娜', '王芳', '刘洋'][index % 4] ?? '张伟',
  personImage: null,
  gender: '0',
  mobile: `1380000${String(index).padStart(4, '0')}`,
  email: '',
  employeeNo: `E${index + 1}`,
  mainOrgId: index % 2 === 0 ? 2 : 3,
  mainOrgName: index % 2 === 0 ? '研发部' : '财务部',
  userType: 'platform',
  status: index % 6 === 5 ? 0 : 1,
  locked: index === 0,
  lockedUntil: index === 0 ? stamp(30) : null,
  lastLoginIp: '',
  lastLoginAt: null,
  pwdUpdatedAt: null,
  roleNames: index === 0 ? ['管理员'] : [],
  sort: index,
  remark: '',
  createdAt: stamp(1 + index),
  updatedAt: stamp(1 + index),
})) as unknown as User[];

const roles = [
  { id: 1, roleCode: 'admin', roleName: '管理员' },
  { id: 2, roleCode: 'editor', roleName: '编辑' },
];

/** A user service over the rows above: search, organisation scope, paging, the account calls. */
const server: MockHandler = (request) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  const page = <T,>(rows: T[]) => {
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
  };
  switch (request.path) {
    case routeUrl(API.user.page):
      return page(
        users.filter(
          (row) =>
            (!body.account || row.account.includes(String(body.account))) &&
            (!body.username || row.username.includes(String(body.username))) &&
            (body.orgId === undefined || body.orgId === 1 || row.mainOrgId === Number(body.orgId)),
        ),
      );
    case routeUrl(API.org.tree):
      return { code: 20000, data: tree };
    case routeUrl(API.role.page):
      return page(roles);
    case routeUrl(API.user.get): {
      const user = users.find((row) => row.id === Number(request.query.get('id')));
      const detail: UserDetail = {
        ...(user as User),
        roleIds: user?.id === 1 ? [1] : [],
        orgIds: user?.mainOrgId ? [user.mainOrgId] : [],
        positionIds: [],
        groupIds: [],
      };
      return { code: 20000, data: detail };
    }
    case routeUrl(API.user.setRoles):
      return { code: 20000, data: {} };
    case routeUrl(API.user.resetPassword):
      return {
        code: 20000,
        data: body.password
          ? { userId: body.id, generated: false, password: null, sessionsEnded: 0 }
          : { userId: body.id, generated: true, password: 'Xq7-generated-Pw', sessionsEnded: 2 },
      };
    case routeUrl(API.user.unlock):
    case routeUrl(API.user.setStatus):
      return { code: 20000, data: { affected: 1 } };
    default:
      return { code: 40004, message: 'Not found' };
  }
};

const meta: Meta<typeof UserScreen> = {
  title: 'Admin/Screens/Users',
  component: UserScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof UserScreen>;

/** The list with the organisation tree: rows, search, scope by organisation. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={server} messages={adminMessages}>
      <UserScreen title="用户管理" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('user01')).toBeVisible();
    await expect(canvas.getByText('共 23 条')).toBeVisible();
    await expect(canvas.getByText('已锁定')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '已锁定，点击解锁 张伟 (user01)' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('启用 张伟 (user01)')).toBeChecked();
    await expect(canvas.getByLabelText('启用 李娜 (user06)')).not.toBeChecked();
    await userEvent.type(canvas.getByLabelText('账号'), 'user1');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('共 10 条')).toBeVisible();
  },
};

/** The organisation tree scopes the list, starting again at the first page. */
export const OrganisationScope: Story = {
  render: Administrator.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('user01')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '转到第 3 页' }));
    await expect(await canvas.findByText('user21')).toBeVisible();
    // another organisation starts again at its first page
    const tree = within(await canvas.findByRole('tree', { name: '组织机构' }));
    await userEvent.click(await tree.findByText('财务部'));
    await expect(await canvas.findByText('共 11 条')).toBeVisible();
    await expect(await canvas.findByText('user02')).toBeVisible();
    await userEvent.click(tree.getByText('全部机构'));
    await expect(await canvas.findByText('共 23 条')).toBeVisible();
  },
};

/** Reset password: the generated one is shown once; a typed one is checked first. */
export const ResetPassword: Story = {
  render: Administrator.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '更多操作 李娜 (user02)' }));
    await userEvent.click(await body.findByRole('menuitem', { name: '重置密码' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.click(dialog.getByLabelText('指定新密码'));
    await userEvent.type(dialog.getByLabelText('新密码'), 'short');
    await userEvent.click(dialog.getByRole('button', { name: '重置密码' }));
    await waitFor(() => expect(dialog.getByText('密码至少 8 个字符')).toBeVisible());
    await userEvent.click(dialog.getByLabelText('生成随机密码'));
    await userEvent.click(dialog.getByRole('button', { name: '重置密码' }));
    await expect(await dialog.findByDisplayValue('Xq7-generated-Pw')).toBeVisible();
    await expect(dialog.getByText('密码已重置，结束了 2 个会话。')).toBeVisible();
  },
};

/** Assigning roles shows the current ones from the user's detail and the role list. */
export const AssignRoles: Story = {
  render: Administrator.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '更多操作 张伟 (user01)' }));
    await userEvent.click(await body.findByRole('menuitem', { name: '分配角色' }));
    const dialog = within(await body.findByRole('dialog'));
    await expect(await dialog.findByText('管理员 (admin)')).toBeVisible();
    await userEvent.click(dialog.getByLabelText('角色'));
    await userEvent.click(await body.findByRole('option', { name: '编辑 (editor)' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(body.getByText('保存成功')).toBeVisible());
    // the notice's colours are the kit's; the page is checked once it has gone
    await waitFor(() => expect(body.queryByText('保存成功')).toBeNull(), { timeout: 8000 });
  },
};

/** The status calls the `DisableUser` story's server received. */
const statusCalls: unknown[] = [];
const recordingStatus: MockHandler = (request) => {
  if (request.path === routeUrl(API.user.setStatus)) statusCalls.push(request.body);
  return server(request);
};

/** Disabling a user asks first, naming the user; enabling goes at once. */
export const DisableUser: Story = {
  render: () => (
    <StoryFrame signedIn server={recordingStatus} messages={adminMessages}>
      <UserScreen title="用户管理" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    statusCalls.length = 0;
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByLabelText('启用 张伟 (user01)'));
    const dialog = within(await body.findByRole('dialog', { name: '停用确认' }));
    await expect(
      dialog.getByText('停用用户 张伟 (user01)？停用后该用户将无法登录。'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(statusCalls).toEqual([]);

    await userEvent.click(canvas.getByLabelText('启用 张伟 (user01)'));
    const again = within(await body.findByRole('dialog', { name: '停用确认' }));
    await userEvent.click(again.getByRole('button', { name: '停用' }));
    await waitFor(() => expect(statusCalls).toEqual([{ ids: [1], status: 0 }]));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    // enabling goes at once
    await userEvent.click(canvas.getByLabelText('启用 李娜 (user06)'));
    await expect(body.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(statusCalls).toEqual([
        { ids: [1], status: 0 },
        { ids: [6], status: 1 },
      ]),
    );
  },
};

/** A user without the user codes sees the list and no buttons that change it. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={server}
      messages={adminMessages}
      language="en-US"
    >
      <UserScreen title="Users" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('user01')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^More actions/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Unlock/ })).toBeNull();
    await expect(canvas.queryByLabelText(/^Enabled /)).toBeNull();
    await expect(canvas.getAllByText('Enabled').length).toBeGreaterThan(0);
  },
};

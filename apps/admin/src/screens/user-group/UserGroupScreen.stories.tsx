import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { GroupMember, UserGroup } from './user-group-api';
import { UserGroupScreen } from './UserGroupScreen';

const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
const groups: UserGroup[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  groupCode: `G${String(index + 1).padStart(2, '0')}`,
  groupName: index === 0 ? '开发组' : `用户组${index + 1}`,
  description: '',
  sort: index,
  status: index === 3 ? 0 : 1,
  memberCount: index === 0 ? 2 : 0,
  roleNames: index === 0 ? ['普通用户'] : [],
  createdBy: null,
  createdAt: at,
  updatedBy: null,
  updatedAt: at,
}));

const user = (id: number, account: string, username: string): GroupMember => ({
  id,
  account,
  username,
  gender: '1',
  mobile: '',
  email: '',
  employeeNo: '',
  mainOrgId: null,
  mainOrgName: '研发中心',
  status: 1,
});
const members = [user(2, 'editor', 'Normal Editor'), user(3, 'zhangsan', '张三')];
const everyone = [...members, user(4, 'lisi', '李四'), user(5, 'wangwu', '王五')];

const page = <T,>(rows: T[], body: { pageNo?: number; pageSize?: number }) => {
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 10;
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

/** Groups, the members of 开发组, every user and the roles. */
const server: MockHandler = (request) => {
  const body = (request.body ?? {}) as { pageNo?: number; pageSize?: number; account?: string };
  if (request.path === routeUrl(API.userGroup.page)) return page(groups, body);
  if (request.path === routeUrl(API.userGroup.members)) return page(members, body);
  if (request.path === routeUrl(API.user.page)) {
    return page(
      everyone.filter((row) => !body.account || row.account.includes(body.account)),
      body,
    );
  }
  if (request.path === routeUrl(API.role.page)) {
    return page(
      [
        { id: 1, roleCode: 'admin', roleName: '超级管理员' },
        { id: 3, roleCode: 'common', roleName: '普通用户' },
      ],
      body,
    );
  }
  if (request.path === routeUrl(API.userGroup.roles)) {
    return { code: 20000, data: [{ id: 3, roleCode: 'common', roleName: '普通用户' }] };
  }
  return { code: 40004, message: 'Not found' };
};

const meta: Meta<typeof UserGroupScreen> = {
  title: 'Admin/Screens/User groups',
  component: UserGroupScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof UserGroupScreen>;

/** The groups, the members dialog and the picker that searches every user. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={server} messages={adminMessages}>
      <UserGroupScreen title="用户组管理" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('共 12 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '成员 开发组' }));
    const dialog = await body.findByRole('dialog', { name: '“开发组”的成员' });
    await expect(await within(dialog).findByText('zhangsan')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '添加成员' }));
    const picker = await body.findByRole('dialog', { name: '选择要加入“开发组”的用户' });
    await expect(await within(picker).findByText('wangwu')).toBeVisible();
    await userEvent.type(within(picker).getByLabelText('账号'), 'lisi{Enter}');
    await expect(await within(picker).findByText('共 1 条')).toBeVisible();
    await expect(within(picker).getByText('尚未选择用户')).toBeVisible();
  },
};

/** The roles dialog shows every role with the group's roles checked. */
export const Roles: Story = {
  render: () => (
    <StoryFrame signedIn server={server} messages={adminMessages}>
      <UserGroupScreen title="用户组管理" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '角色 开发组' }));
    const dialog = await body.findByRole('dialog', { name: '“开发组”的角色' });
    await expect(await within(dialog).findByLabelText('普通用户 (common)')).toBeChecked();
    await expect(within(dialog).getByLabelText('超级管理员 (admin)')).not.toBeChecked();
  },
};

/** A user without the group codes sees the groups and their members, and no change buttons. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={server}
      messages={adminMessages}
      language="en-US"
    >
      <UserGroupScreen title="User groups" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Total 12')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Roles / })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Members 开发组' })).toBeVisible();
  },
};

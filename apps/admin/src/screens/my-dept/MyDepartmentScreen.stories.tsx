import { API, type OrgNode, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { MyDeptUser } from './my-dept-api';
import { MyDepartmentScreen } from './MyDepartmentScreen';

const at = new Date(Date.UTC(2026, 0, 1)).toISOString();
const dept = (id: number, parentId: number | null, name: string, children: OrgNode[] = []) =>
  ({
    id,
    parentId,
    ancestorIds: parentId === null ? [] : [parentId],
    orgCode: `D${id}`,
    orgName: name,
    orgShortName: '',
    orgNameEn: '',
    orgCategory: 'dept',
    orgType: '',
    leaderUserId: null,
    leaderName: null,
    phone: '',
    email: '',
    fax: '',
    address: '',
    sort: id,
    status: 1,
    remark: '',
    createdBy: null,
    createdAt: at,
    updatedBy: null,
    updatedAt: at,
    hasChildren: children.length > 0,
    children,
  }) as OrgNode;

const tree = [dept(2, null, '研发中心', [dept(5, 2, '前端组'), dept(6, 2, '后端组')])];
const user = (id: number, account: string, username: string, orgId: number): MyDeptUser => ({
  id,
  account,
  username,
  gender: '1',
  mobile: '13800000000',
  email: '',
  employeeNo: `E${id}`,
  mainOrgId: orgId,
  mainOrgName: orgId === 2 ? '研发中心' : '前端组',
  status: 1,
});
const people = [user(2, 'editor', 'Normal Editor', 2), user(3, 'zhangsan', '张三', 5)];

/** The caller leads 研发中心; 张三 is in 前端组 below it. */
const server: MockHandler = (request) => {
  if (request.path === routeUrl(API.myDept.tree)) return { code: 20000, data: tree };
  if (request.path === routeUrl(API.myDept.users)) {
    const body = request.body as { orgId: number; withDescendants?: boolean };
    const list = people.filter(
      (row) => row.mainOrgId === body.orgId || (body.withDescendants && body.orgId === 2),
    );
    return { code: 20000, data: { list, total: list.length, pageNo: 1, pageSize: 10 } };
  }
  if (request.path === routeUrl(API.myDept.roles)) {
    return {
      code: 20000,
      data: [
        { id: 2, roleCode: 'editor', roleName: '编辑' },
        { id: 3, roleCode: 'common', roleName: '普通用户' },
      ],
    };
  }
  if (request.path === routeUrl(API.myDept.userRoles)) {
    return { code: 20000, data: { userId: 3, roleIds: [3, 9], assignableRoleIds: [2, 3] } };
  }
  return { code: 40004, message: 'Not found' };
};

const meta: Meta<typeof MyDepartmentScreen> = {
  title: 'Admin/Screens/My department',
  component: MyDepartmentScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof MyDepartmentScreen>;

/** The first department is chosen; with those below, 张三 shows; his roles dialog. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={server} messages={adminMessages}>
      <MyDepartmentScreen title="我的部门" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('editor', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByText('zhangsan')).toBeNull();
    await expect(canvas.getByRole('button', { name: '关联用户' })).toBeVisible();
    await userEvent.click(canvas.getByLabelText('含下级部门的成员'));
    await expect(await canvas.findByText('zhangsan')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '角色 张三' }));
    const dialog = await body.findByRole('dialog', { name: '“张三”的角色' });
    await expect(await within(dialog).findByLabelText('普通用户 (common)')).toBeChecked();
    await expect(within(dialog).getByLabelText('编辑 (editor)')).not.toBeChecked();
    await userEvent.click(within(dialog).getByLabelText('编辑 (editor)'));
    await expect(within(dialog).getByLabelText('编辑 (editor)')).toBeChecked();
    await expect(within(dialog).getByText('另有 1 个您不能更改的角色')).toBeVisible();
  },
};

/** A user outside every department is told so. */
export const NoDepartment: Story = {
  render: () => (
    <StoryFrame
      signedIn
      server={(request) =>
        request.path === routeUrl(API.myDept.tree) ? { code: 20000, data: [] } : server(request)
      }
      messages={adminMessages}
    >
      <MyDepartmentScreen title="我的部门" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('您不属于任何部门，也不是任何部门的负责人。'),
    ).toBeVisible();
  },
};

/** A user without the codes sees the members and no buttons that change them. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={server}
      messages={adminMessages}
      language="en-US"
    >
      <MyDepartmentScreen title="My department" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('editor', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Link users' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Unlink / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Roles / })).toBeNull();
  },
};

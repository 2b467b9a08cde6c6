import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { ResourceTree } from '../resource/resource-api';
import type { OrgTree, Role, UserBrief } from './role-api';
import { RoleScreen } from './RoleScreen';

const stamp = new Date(Date.UTC(2026, 0, 5)).toISOString();
const roles: Role[] = [
  ['admin', '超级管理员', true, 'ALL', 1],
  ['editor', '编辑', false, 'ORG', 3],
  ['auditor', '审计员', false, 'SELF', 0],
  ['finance', '财务', false, 'CUSTOM', 2],
].map(([roleCode, roleName, builtIn, dataScope, userCount], index) => ({
  id: index + 1,
  roleCode: roleCode as string,
  roleName: roleName as string,
  roleType: 'PLATFORM',
  appId: null,
  dataScope: dataScope as Role['dataScope'],
  sort: index,
  status: index === 2 ? 0 : 1,
  builtIn: builtIn as boolean,
  remark: '',
  userCount: userCount as number,
  createdAt: stamp,
  updatedAt: stamp,
})) as unknown as Role[];

const node = (
  id: number,
  resourceType: string,
  resourceName: string,
  resourceCode: string,
  children: ResourceTree = [],
) =>
  ({
    id,
    resourceType,
    resourceName,
    resourceNameEn: '',
    resourceCode,
    status: 1,
    hasChildren: children.length > 0,
    children,
  }) as unknown as ResourceTree[number];

const resources: ResourceTree = [
  node(1, 'DIR', '系统管理', 'system', [
    node(2, 'MENU', '用户管理', 'system:user', [
      node(3, 'BUTTON', '新增', 'system:user:add'),
      node(4, 'BUTTON', '修改', 'system:user:edit'),
    ]),
    node(5, 'MENU', '角色管理', 'system:role', [node(6, 'BUTTON', '授权', 'system:role:grant')]),
  ]),
];

const orgs = [
  {
    id: 1,
    orgName: '总部',
    hasChildren: true,
    children: [
      { id: 2, orgName: '研发部', hasChildren: false },
      { id: 3, orgName: '市场部', hasChildren: false },
    ],
  },
] as unknown as OrgTree;

const users: UserBrief[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 10,
  account: `user${String(index + 1).padStart(2, '0')}`,
  username: `用户${index + 1}`,
  gender: '',
  mobile: '',
  email: '',
  employeeNo: `E${index + 1}`,
  mainOrgId: 1,
  mainOrgName: '总部',
  status: 1,
}));

/** What the stories' server was asked to change, for the play functions. */
const calls: { path: string; body: unknown }[] = [];

const page = <T,>(rows: T[], body: { pageNo?: number; pageSize?: number }) => {
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 10;
  return {
    list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: rows.length,
    pageNo,
    pageSize,
  };
};

const server: MockHandler = (request) => {
  const body = (request.body ?? {}) as Record<string, unknown>;
  switch (request.path) {
    case routeUrl(API.role.page):
      return {
        code: 20000,
        data: page(
          roles.filter((row) => !body.roleName || row.roleName.includes(String(body.roleName))),
          body,
        ),
      };
    case routeUrl(API.role.get): {
      const role = roles.find((row) => row.id === Number(request.query.get('id')));
      return { code: 20000, data: { ...role, dataScopeOrgIds: role?.id === 4 ? [2] : [] } };
    }
    case routeUrl(API.resource.tree):
      return { code: 20000, data: resources };
    case routeUrl(API.role.resources): {
      if (request.method === 'PUT') {
        calls.push({ path: request.path, body });
        return { code: 20000, data: { ...body, allResources: false, checkedIds: [] } };
      }
      const roleId = Number(request.query.get('roleId'));
      return {
        code: 20000,
        data: {
          roleId,
          allResources: roleId === 1,
          checkedIds: roleId === 2 ? [2, 3] : [],
          halfCheckedIds: roleId === 2 ? [1] : [],
        },
      };
    }
    case routeUrl(API.org.tree):
      return { code: 20000, data: orgs };
    case routeUrl(API.role.users):
      return { code: 20000, data: page(users.slice(0, 3), body) };
    case routeUrl(API.user.page):
      return { code: 20000, data: page(users, body) };
    default:
      if (request.method !== 'GET' && request.method !== 'POST') {
        calls.push({ path: request.path, body });
        return { code: 20000, data: { affected: 1, roleId: body.roleId } };
      }
      if (request.path === routeUrl(API.role.addUsers)) {
        calls.push({ path: request.path, body });
        return { code: 20000, data: { affected: (body.userIds as number[]).length } };
      }
      return { code: 40004, message: 'Not found' };
  }
};

/** The checkbox of a tree item or grid row. */
const checkboxOf = (element: HTMLElement) =>
  element.querySelector('input[type="checkbox"]') as HTMLInputElement;

/** Waits until a success notice has shown and gone (it closes after 3 s). */
const noticeGone = async (body: ReturnType<typeof within>, text: string) => {
  // visible once its entering animation has begun (it starts hidden)
  await waitFor(() => expect(body.getByText(text)).toBeVisible());
  await waitFor(() => expect(body.queryByText(text)).toBeNull(), { timeout: 8000 });
};

const meta: Meta<typeof RoleScreen> = {
  title: 'Admin/Screens/Roles',
  component: RoleScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof RoleScreen>;

const asAdmin = (
  <StoryFrame signedIn server={server} messages={adminMessages}>
    <RoleScreen title="角色管理" />
  </StoryFrame>
);

/** The roles with their row actions; a search narrows the list. */
export const Administrator: Story = {
  render: () => asAdmin,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('editor')).toBeVisible();
    await expect(canvas.getByText('共 4 条')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '授权 编辑 (editor)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '数据权限 编辑 (editor)' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('角色名称'), '审计');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('共 1 条')).toBeVisible();
    await expect(canvas.queryByText('editor')).toBeNull();
  },
};

/** Granting: the checkbox tree restores the grants; checking a menu sends it and its parents. */
export const GrantResources: Story = {
  render: () => asAdmin,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '授权 编辑 (editor)' }));
    const dialog = within(await body.findByRole('dialog'));
    const tree = await dialog.findByRole('tree', { name: '资源树' });
    const item = (name: RegExp) => within(tree).getByRole('treeitem', { name });
    await userEvent.click(dialog.getByRole('button', { name: '全部展开' }));
    await expect(
      await within(tree).findByRole('treeitem', { name: /^新增 · 按钮/ }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(item(/^修改 · 按钮/)).toHaveAttribute('aria-checked', 'false');
    await expect(item(/^用户管理 · 菜单/)).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(checkboxOf(item(/^授权 · 按钮/)));
    await expect(item(/^角色管理 · 菜单/)).toHaveAttribute('aria-checked', 'true');
    calls.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.length).toBe(1));
    const sent = calls[0]?.body as { resourceIds: number[]; halfCheckedIds: number[] };
    await expect([...sent.resourceIds].sort()).toEqual([3, 5, 6]);
    await expect([...sent.halfCheckedIds].sort()).toEqual([1, 2]);
    await noticeGone(body, '授权已保存，用户下次请求即生效');
  },
};

/** The role admin holds everything: its tree is all checked and cannot be saved. */
export const GrantAdmin: Story = {
  render: () => asAdmin,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '授权 超级管理员 (admin)' }));
    const dialog = within(await body.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(/拥有全部资源/)).toBeVisible());
    await expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

/** A custom data scope needs organisations, chosen in the organisation tree. */
export const DataScope: Story = {
  render: () => asAdmin,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '数据权限 编辑 (editor)' }));
    const dialog = within(await body.findByRole('dialog'));
    await expect(await dialog.findByRole('radio', { name: '本机构' })).toBeChecked();
    await userEvent.click(dialog.getByRole('radio', { name: '自定义机构' }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(dialog.getByText('自定义数据权限请至少选择一个机构')).toBeVisible());
    const tree = await dialog.findByRole('tree', { name: '机构树' });
    const org = within(tree).getByRole('treeitem', { name: '研发部' });
    await userEvent.click(checkboxOf(org));
    calls.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.length).toBe(1));
    await expect(calls[0]?.body).toEqual({ roleId: 2, dataScope: 'CUSTOM', orgIds: [2] });
    await noticeGone(body, '保存成功');
  },
};

/** The users of a role, and adding users chosen in the picker. */
export const AssignUsers: Story = {
  render: () => asAdmin,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '用户 编辑 (editor)' }));
    const dialog = within(await body.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText('user01')).toBeVisible());
    await expect(dialog.getByRole('button', { name: '移除 用户2 (user02)' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '添加用户' }));
    const picker = within(await body.findByRole('dialog', { name: '选择用户' }));
    await waitFor(() => expect(picker.getByText('共 14 条')).toBeVisible());
    const row = (await picker.findByText('user05')).closest('[role="row"]') as HTMLElement;
    await userEvent.click(checkboxOf(row));
    calls.length = 0;
    await userEvent.click(picker.getByRole('button', { name: '添加（1）' }));
    await waitFor(() => expect(calls.length).toBe(1));
    await expect(calls[0]?.body).toEqual({ roleId: 2, userIds: [14] });
    await noticeGone(body, '已添加 1 个用户');
  },
};

/** A user without the role codes sees the roles and no buttons that change them. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={server}
      messages={adminMessages}
      language="en-US"
    >
      <RoleScreen title="Roles" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('editor')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Grant/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Data scope/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Users 编辑 (editor)' })).toBeVisible();
  },
};

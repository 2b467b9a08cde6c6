import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import { GrantDialog } from './GrantDialog';
import type { GrantTree, Role } from './role-api';

const role = (id: number, roleCode: string, roleName: string): Role =>
  ({
    id,
    roleCode,
    roleName,
    roleType: 'PLATFORM',
    appId: null,
    dataScope: 'ORG',
    status: 1,
    builtIn: id === 1,
    userCount: 1,
  }) as unknown as Role;

const admin = role(1, 'admin', '超级管理员');
const editor = role(2, 'editor', '编辑');

const node = (
  id: number,
  resourceType: string,
  resourceName: string,
  resourceCode: string,
  children: GrantTree = [],
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
  }) as unknown as GrantTree[number];

const resources: GrantTree = [
  node(1, 'DIR', '系统管理', 'system', [
    node(2, 'MENU', '用户管理', 'system:user', [
      node(3, 'BUTTON', '新增', 'system:user:add'),
      node(4, 'BUTTON', '修改', 'system:user:edit'),
    ]),
    node(5, 'MENU', '角色管理', 'system:role', [node(6, 'BUTTON', '授权', 'system:role:grant')]),
  ]),
];

/** The resource tree and each role's grants (editor holds one button); a save is recorded. */
function grantServer(sent: unknown[]): MockHandler {
  return (request) => {
    if (request.path === routeUrl(API.resource.tree)) return { code: 20000, data: resources };
    if (request.path === routeUrl(API.role.resources)) {
      if (request.method === 'PUT') {
        sent.push(request.body);
        return { code: 20000, data: { roleId: 2, allResources: false, checkedIds: [] } };
      }
      const roleId = Number(request.query.get('roleId'));
      return {
        code: 20000,
        data: {
          roleId,
          allResources: roleId === 1,
          checkedIds: roleId === 2 ? [3] : [],
          halfCheckedIds: roleId === 2 ? [1, 2] : [],
        },
      };
    }
    return { code: 40004, message: 'Not found' };
  };
}

function OpenGrant({ of }: { of: Role }) {
  const [open, setOpen] = useState<Role | null>(of);
  return <GrantDialog role={open} onClose={() => setOpen(null)} />;
}

/** The checkbox of a tree item. */
const checkboxOf = (element: HTMLElement) =>
  element.querySelector('input[type="checkbox"]') as HTMLInputElement;

const meta: Meta<typeof GrantDialog> = {
  title: 'Admin/Screens/Roles/Grant dialog',
  component: GrantDialog,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof GrantDialog>;

const sent: unknown[] = [];

/** The role's grant restored in the tree; checking a whole menu sends it with its buttons. */
export const GrantMenu: Story = {
  render: () => (
    <AdminStoryFrame server={grantServer(sent)}>
      <OpenGrant of={editor} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '分配资源：编辑 (editor)' }));
    const tree = within(await dialog.findByRole('tree', { name: '资源树' }));
    await userEvent.click(dialog.getByRole('button', { name: '全部展开' }));
    await expect(
      await tree.findByRole('treeitem', { name: /^新增 · 按钮 · system:user:add/ }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(tree.getByRole('treeitem', { name: /^用户管理 · 菜单/ })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
    await expect(dialog.getByText('已选 1 项')).toBeVisible();
    await userEvent.click(checkboxOf(tree.getByRole('treeitem', { name: /^角色管理 · 菜单/ })));
    await expect(tree.getByRole('treeitem', { name: /^授权 · 按钮/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    sent.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const body = sent[0] as { roleId: number; resourceIds: number[] };
    await expect(body.roleId).toBe(2);
    await expect([...body.resourceIds].sort()).toEqual([3, 5, 6]);
    await waitFor(() => expect(page.queryByText('授权已保存，用户下次请求即生效')).toBeNull(), {
      timeout: 10_000,
    });
  },
};

/** The role admin holds every resource: all checked, nothing to change or save. */
export const AdminRole: Story = {
  render: () => (
    <AdminStoryFrame server={grantServer([])} language="en-US">
      <OpenGrant of={admin} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(/holds every resource/)).toBeVisible());
    await waitFor(() => expect(dialog.getByText('6 checked')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Check none' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

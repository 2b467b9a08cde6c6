import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import { DataScopeDialog } from './DataScopeDialog';
import type { OrgTree, Role } from './role-api';

const role = (id: number, roleCode: string, roleName: string, extra: Partial<Role> = {}): Role =>
  ({
    id,
    roleCode,
    roleName,
    roleType: 'PLATFORM',
    appId: null,
    dataScope: 'CUSTOM',
    status: 1,
    builtIn: false,
    userCount: 2,
    ...extra,
  }) as unknown as Role;

const finance = role(4, 'finance', '财务');
const admin = role(1, 'admin', '超级管理员', { builtIn: true, dataScope: 'ALL' });

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

/** Roles' details (finance sees 研发部), the organisation tree and the saved scope. */
function scopeServer(sent: unknown[]): MockHandler {
  return (request) => {
    if (request.path === routeUrl(API.role.get)) {
      const id = Number(request.query.get('id'));
      const found = id === admin.id ? admin : finance;
      return { code: 20000, data: { ...found, dataScopeOrgIds: id === finance.id ? [2] : [] } };
    }
    if (request.path === routeUrl(API.org.tree)) return { code: 20000, data: orgs };
    if (request.path === routeUrl(API.role.setDataScope)) {
      sent.push(request.body);
      return { code: 20000, data: { ...finance, dataScopeOrgIds: [] } };
    }
    return { code: 40004, message: 'Not found' };
  };
}

function OpenScope({ of }: { of: Role }) {
  const [open, setOpen] = useState<Role | null>(of);
  return <DataScopeDialog role={open} onClose={() => setOpen(null)} />;
}

/** The checkbox of a tree item. */
const checkboxOf = (element: HTMLElement) =>
  element.querySelector('input[type="checkbox"]') as HTMLInputElement;

const meta: Meta<typeof DataScopeDialog> = {
  title: 'Admin/Screens/Roles/Data scope dialog',
  component: DataScopeDialog,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof DataScopeDialog>;

const sent: unknown[] = [];

/** A custom scope shows its organisations checked; checking another saves both. */
export const CustomScope: Story = {
  render: () => (
    <AdminStoryFrame server={scopeServer(sent)}>
      <OpenScope of={finance} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '数据权限：财务 (finance)' }));
    await expect(await dialog.findByRole('radio', { name: '自定义机构' })).toBeChecked();
    const tree = within(await dialog.findByRole('tree', { name: '机构树' }));
    await expect(tree.getByRole('treeitem', { name: '研发部' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(dialog.getByText('可见的机构 (1)')).toBeVisible();
    await userEvent.click(checkboxOf(tree.getByRole('treeitem', { name: '市场部' })));
    await expect(dialog.getByText('可见的机构 (2)')).toBeVisible();
    sent.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    const body = sent[0] as { roleId: number; dataScope: string; orgIds: number[] };
    await expect(body.dataScope).toBe('CUSTOM');
    await expect([...body.orgIds].sort()).toEqual([2, 3]);
    await waitFor(() => expect(page.queryByText('保存成功')).toBeNull(), { timeout: 10_000 });
  },
};

/** Choosing no organisation for a custom scope is refused before anything is sent. */
export const NeedsAnOrganisation: Story = {
  render: () => (
    <AdminStoryFrame server={scopeServer([])} language="en-US">
      <OpenScope of={finance} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await page.findByRole('dialog', { name: 'Data scope of 财务 (finance)' }),
    );
    await dialog.findByRole('tree', { name: /./ });
    await userEvent.click(dialog.getByRole('button', { name: 'Check none' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(
      await dialog.findByText('Choose at least one organisation for a custom data scope'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('radio', { name: 'Own data only' }));
    await expect(dialog.queryByRole('tree')).toBeNull();
  },
};

/** A built-in role's scope shows, and cannot change. */
export const BuiltIn: Story = {
  render: () => (
    <AdminStoryFrame server={scopeServer([])}>
      <OpenScope of={admin} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog'));
    await expect(await dialog.findByRole('radio', { name: '全部数据' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '仅本人' })).toBeDisabled();
    await expect(dialog.getByText('内置角色的数据权限不能修改。')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

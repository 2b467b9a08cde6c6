import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { GrantDialog } from './GrantDialog';
import { type MemorySource, memorySource, sampleResources } from './memory-source';
import { rbacMessages } from './messages';
import type { RoleRef } from './source';

const admin: RoleRef = { id: 1, roleCode: 'admin', roleName: '超级管理员' };
const editor: RoleRef = { id: 2, roleCode: 'editor', roleName: '编辑' };

/** The sample tree; admin holds everything, editor the button 新增 of 用户管理. */
const store = (options: Parameters<typeof memorySource>[1] = {}) =>
  memorySource(
    {
      resources: sampleResources(),
      grants: {
        1: { allResources: true, checkedIds: [], halfCheckedIds: [] },
        2: { allResources: false, checkedIds: [3], halfCheckedIds: [1, 2] },
      },
      users: [],
      holders: {},
    },
    { delay: 50, ...options },
  );

function OpenGrant({
  of,
  store,
  openAll,
}: {
  of: RoleRef;
  store: MemorySource;
  openAll?: boolean;
}) {
  const [role, setRole] = useState<RoleRef | null>(of);
  return (
    <GrantDialog
      source={store.source}
      role={role}
      {...(openAll ? { openAll } : {})}
      onClose={() => setRole(null)}
    />
  );
}

/** The checkbox of a tree item (its own: those of the items below it come after). */
const checkboxOf = (element: HTMLElement) =>
  element.querySelector('input[type="checkbox"]') as HTMLInputElement;

const meta: Meta<typeof GrantDialog> = {
  title: 'App kit/Roles and resources/Grant dialog',
  component: GrantDialog,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof GrantDialog>;

const granting = store();

/** The role's grant restored; checking a whole menu sends it, its buttons and its parents. */
export const GrantMenu: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages}>
      <OpenGrant of={editor} store={granting} />
    </StoryFrame>
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
    granting.calls.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(granting.calls).toEqual([
      { name: 'grant', body: { roleId: 2, resourceIds: [3, 5, 6], halfCheckedIds: [1, 2] } },
    ]);
    await waitFor(() => expect(page.queryByText('授权已保存，用户下次请求即生效')).toBeNull(), {
      timeout: 10_000,
    });
  },
};

/** Granting 用户管理 lets its holders read the organisations it shows: marked in the tree. */
export const ImpliedRead: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages}>
      <OpenGrant of={editor} store={store()} openAll />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const tree = within(await page.findByRole('tree', { name: '资源树' }));
    await userEvent.click(checkboxOf(tree.getByRole('treeitem', { name: /^用户管理 · 菜单/ })));
    await expect(
      tree.getByRole('treeitem', { name: '组织机构 · 菜单 · system:org · 随 用户管理 只读' }),
    ).toHaveAttribute('aria-checked', 'false');
  },
};

/** The role admin holds every resource: all checked, nothing to change or save. */
export const AdminRole: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages} language="en-US">
      <OpenGrant of={admin} store={store()} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText(/holds every resource/)).toBeVisible());
    await waitFor(() => expect(dialog.getByText('10 checked')).toBeVisible());
    await expect(dialog.getByRole('button', { name: 'Check none' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/** A refused grant stays open with the server's reason above the tree. */
export const Refused: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages}>
      <OpenGrant
        of={editor}
        store={store({ refuse: { grant: 'resource "biz:order" belongs to another application' } })}
        openAll
      />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog'));
    const tree = within(await dialog.findByRole('tree'));
    await userEvent.click(checkboxOf(tree.getByRole('treeitem', { name: /^订单 · 菜单/ })));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(await dialog.findByText(/belongs to another application/)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

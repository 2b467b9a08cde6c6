import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import { MoveDialog } from './MoveDialog';
import type { ResourceNode, ResourceTree } from './resource-api';

const node = (
  id: number,
  resourceType: string,
  resourceName: string,
  children: ResourceTree = [],
): ResourceNode =>
  ({
    id,
    parentId: null,
    resourceCode: `code-${id}`,
    resourceName,
    resourceType,
    sort: id,
    status: 1,
    hasChildren: children.length > 0,
    children,
  }) as unknown as ResourceNode;

const userMenu = node(2, 'MENU', '用户管理', [node(3, 'BUTTON', '新增')]);
const tree: ResourceTree = [
  node(1, 'DIR', '系统管理', [userMenu, node(4, 'DIR', '日志')]),
  node(10, 'DIR', '业务中心', [node(11, 'MENU', '订单')]),
];

/** The dialog on the user menu; a move is recorded in `moves` and closes it. */
function MoveUserMenu({ moves }: { moves: [number | null, number | undefined][] }) {
  const [open, setOpen] = useState<ResourceNode | null>(userMenu);
  return (
    <MoveDialog
      node={open}
      tree={tree}
      onMove={async (parentId, sort) => {
        moves.push([parentId, sort]);
        setOpen(null);
        return Promise.resolve();
      }}
      onClose={() => setOpen(null)}
    />
  );
}

const meta: Meta<typeof MoveDialog> = {
  title: 'Admin/Screens/Resources/Move dialog',
  component: MoveDialog,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof MoveDialog>;

const moves: [number | null, number | undefined][] = [];

/** A menu goes only under a directory or the top: others are disabled; the move is sent. */
export const MoveMenu: Story = {
  render: () => (
    <AdminStoryFrame>
      <MoveUserMenu moves={moves} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '移动“用户管理”' }));
    await waitFor(() => expect(dialog.getByText('菜单只能放在：顶层、目录')).toBeVisible());
    await expect(dialog.getByRole('treeitem', { name: /^订单 · 菜单/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(dialog.getByRole('treeitem', { name: /^用户管理 · 菜单/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(dialog.getByText('请选择新的上级')).toBeVisible());
    await userEvent.click(dialog.getByText('业务中心 · 目录'));
    await expect(dialog.queryByText('请选择新的上级')).toBeNull();
    await userEvent.type(dialog.getByLabelText('排序'), '5');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(moves.at(-1)).toEqual([10, 5]);
  },
};

/** A failed move keeps the dialog open with the server's reason, in English. */
export const MoveFails: Story = {
  render: () => (
    <AdminStoryFrame language="en-US">
      <MoveDialog
        node={userMenu}
        tree={tree}
        onMove={() => Promise.reject(new Error('The code is taken under the new parent'))}
        onClose={() => undefined}
      />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.click(await dialog.findByText('Top level'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dialog.getByText('The code is taken under the new parent')).toBeVisible(),
    );
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

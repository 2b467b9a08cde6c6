import type { ResourceNode } from '@org/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StoryFrame } from '../testing/StoryFrame';
import { type MemorySource, memorySource, sampleResources } from './memory-source';
import { rbacMessages } from './messages';
import { MoveDialog } from './MoveDialog';
import { pathTo } from './tree';

const store = (options: Parameters<typeof memorySource>[1] = {}) =>
  memorySource(
    { resources: sampleResources(), grants: {}, users: [], holders: {} },
    { delay: 50, ...options },
  );

/** The dialog on the node `id` of the sample tree, open until it closes itself. */
function OpenMove({ store, id }: { store: MemorySource; id: number }) {
  const tree = store.source.useResourceTree({}).data ?? [];
  const [node, setNode] = useState<ResourceNode | null>(() => pathTo(tree, id).at(-1) ?? null);
  return <MoveDialog source={store.source} node={node} tree={tree} onClose={() => setNode(null)} />;
}

const meta: Meta<typeof MoveDialog> = {
  title: 'App kit/Roles and resources/Move dialog',
  component: MoveDialog,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof MoveDialog>;

const moving = store();

/** A menu goes only under a directory or the top: the others are greyed; the move is sent. */
export const MoveMenu: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages}>
      <OpenMove store={moving} id={2} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '移动“用户管理”' }));
    await waitFor(() => expect(dialog.getByText('菜单只能放在：顶层、目录')).toBeVisible());
    await expect(dialog.getByRole('treeitem', { name: /^订单 · 菜单/ })).not.toHaveAttribute(
      'aria-checked',
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
    moving.calls.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(moving.calls).toEqual([
      { name: 'moveResource', body: { id: 2, parentId: 10, sort: 5 } },
    ]);
  },
};

/** A button reaches the menus inside a directory, though it may not go under the directory. */
export const MoveButton: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages}>
      <OpenMove store={store()} id={6} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: '移动“授权”' }));
    await expect(dialog.getByText('按钮只能放在：菜单、页面')).toBeVisible();
    await expect(dialog.queryByRole('treeitem', { name: /^顶层/ })).toBeNull();
    await expect(dialog.getByRole('treeitem', { name: /^用户管理 · 菜单/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  },
};

/** A failed move keeps the dialog open with the server's reason, in English. */
export const MoveFails: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages} language="en-US">
      <OpenMove
        store={store({ refuse: { moveResource: 'The code is taken under the new parent' } })}
        id={2}
      />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Move “Users”' }));
    await userEvent.click(await dialog.findByText('Top level'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(dialog.getByText('The code is taken under the new parent')).toBeVisible(),
    );
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

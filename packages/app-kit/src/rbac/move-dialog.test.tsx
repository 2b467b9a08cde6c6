import type { ResourceNode } from '@org/api-contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../testing/StoryFrame';
import { MoveDialog, type RbacSource, pathTo } from './index';
import { type MemorySourceOptions, memorySource, sampleResources } from './memory-source';
import { rbacMessages } from './messages';

/** The move dialog on the node `id` of the sample tree, open until it closes itself. */
function Opened({ source, id }: { source: RbacSource; id: number }) {
  const tree = source.useResourceTree({}).data ?? [];
  const [node, setNode] = useState<ResourceNode | null>(() => pathTo(tree, id).at(-1) ?? null);
  return <MoveDialog source={source} node={node} tree={tree} onClose={() => setNode(null)} />;
}

function openMove(id: number, options: MemorySourceOptions & { language?: 'en-US' } = {}) {
  const store = memorySource(
    { resources: sampleResources(), grants: {}, users: [], holders: {} },
    options,
  );
  render(
    <StoryFrame signedIn messages={rbacMessages} language={options.language ?? 'zh-CN'}>
      <Opened source={store.source} id={id} />
    </StoryFrame>,
  );
  return store;
}

const item = (name: RegExp) => screen.getByRole('treeitem', { name });

describe('MoveDialog', () => {
  it('offers only the places a menu may go, and sends the chosen one with its sort', async () => {
    const user = userEvent.setup();
    const { calls } = openMove(2);
    const dialog = await screen.findByRole('dialog', { name: '移动“用户管理”' });
    expect(within(dialog).getByText('菜单只能放在：顶层、目录')).toBeInTheDocument();
    // a place of another kind cannot be chosen (it has no checked state)
    expect(item(/^订单 · 菜单/)).not.toHaveAttribute('aria-checked');
    // nor itself, nor anything below it
    expect(item(/^用户管理 · 菜单/)).toHaveAttribute('aria-disabled', 'true');
    expect(item(/^业务中心 · 目录/)).toHaveAttribute('aria-checked', 'false');

    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('请选择新的上级')).toBeInTheDocument();
    await user.click(within(dialog).getByText('业务中心 · 目录'));
    expect(within(dialog).queryByText('请选择新的上级')).toBeNull();
    await user.type(within(dialog).getByLabelText('排序'), '-3');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('排序须为 0 到 1000000 之间的整数')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('排序'));
    await user.type(within(dialog).getByLabelText('排序'), '5');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([{ name: 'moveResource', body: { id: 2, parentId: 10, sort: 5 } }]);
  });

  it('moves a button only under a menu or a page, never to the top', async () => {
    openMove(6);
    await screen.findByRole('dialog');
    expect(screen.queryByRole('treeitem', { name: /^顶层/ })).toBeNull();
    // the menus inside a directory are places for it, the directory is not
    expect(item(/^系统管理 · 目录/)).not.toHaveAttribute('aria-checked');
    expect(item(/^用户管理 · 菜单/)).toHaveAttribute('aria-checked', 'false');
  });

  it('keeps a refused move open with the reason, in English', async () => {
    const user = userEvent.setup();
    const reason = 'The code is taken under the new parent';
    openMove(2, { refuse: { moveResource: reason }, language: 'en-US' });
    const dialog = await screen.findByRole('dialog', { name: 'Move “Users”' });
    expect(
      within(dialog).getByText('A Menu may only go under: Top level, Directory'),
    ).toBeVisible();
    await user.click(within(dialog).getByText('Top level'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('MoveDialog with nowhere to go', () => {
  it('says so and offers no save', async () => {
    // a page at the top of a tree that has nothing a page may go under
    const store = memorySource({ resources: [], grants: {}, users: [], holders: {} });
    const page = {
      ...sampleResources()[1]!,
      id: 40,
      resourceType: 'PAGE' as const,
      resourceName: '报表',
      hasChildren: false,
    };
    render(
      <StoryFrame signedIn messages={rbacMessages}>
        <MoveDialog source={store.source} node={page} tree={[page]} onClose={() => undefined} />
      </StoryFrame>,
    );
    const dialog = await screen.findByRole('dialog', { name: '移动“报表”' });
    expect(within(dialog).getByText('没有可以放置它的位置。')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { READ_ONLY_USER } from '../testing/fixtures';
import { StoryFrame } from '../testing/StoryFrame';
import { type ResourceEditorProps, ResourceTreePage } from './index';
import { type MemorySourceOptions, memorySource, sampleResources } from './memory-source';
import { rbacMessages } from './messages';

/** The app's editor as the page sees it: what it was asked, and its two ways out. */
function Editor({ editing, onSaved, onClose }: ResourceEditorProps) {
  return (
    <div role="dialog" aria-label="Editor">
      <output>
        {editing.kind === 'create'
          ? `new below ${editing.parent?.resourceCode ?? 'the top'}: ${editing.types.join(' ')}, sort ${editing.sort}`
          : `edit ${editing.record.resourceCode} below ${editing.parent?.resourceCode ?? 'the top'}: ${editing.types.join(' ')}`}
      </output>
      <button onClick={onSaved}>Saved</button>
      <button onClick={onClose}>Close</button>
    </div>
  );
}

function openPage(
  options: MemorySourceOptions & { user?: typeof READ_ONLY_USER; language?: 'en-US' } = {},
) {
  const store = memorySource(
    { resources: sampleResources(), grants: {}, users: [], holders: {} },
    options,
  );
  render(
    <StoryFrame
      signedIn
      messages={rbacMessages}
      language={options.language ?? 'zh-CN'}
      {...(options.user ? { user: options.user } : {})}
    >
      <ResourceTreePage
        title="资源管理"
        source={store.source}
        renderEditor={(props) => <Editor {...props} />}
      />
    </StoryFrame>,
  );
  return store;
}

const grid = () => within(screen.getByRole('grid'));
const codes = () =>
  grid()
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('[data-field="resourceCode"]')?.textContent);

describe('ResourceTreePage', () => {
  it('lists the top level, and what is below the node chosen in the tree', async () => {
    const user = userEvent.setup();
    openPage();
    await waitFor(() => expect(codes()).toEqual(['system', 'biz', 'storage:manage']));
    const tree = screen.getByRole('tree', { name: '资源树' });
    await user.click(within(tree).getByText('用户管理'));
    await waitFor(() => expect(codes()).toEqual(['system:user:add', 'system:user:edit']));
    expect(screen.getByRole('grid', { name: '“用户管理”的下级资源' })).toBeInTheDocument();
    expect(grid().getByRole('button', { name: '启用 修改 (system:user:edit)' })).toBeVisible();
    // a button holds nothing: no "add below" on its row
    expect(grid().queryByRole('button', { name: /^新增下级 新增/ })).toBeNull();
    const trail = screen.getByRole('navigation', { name: '当前资源' });
    expect(trail).toHaveTextContent('用户管理 · 菜单 · system:user');
    await user.click(within(trail).getByRole('button', { name: '系统管理' }));
    await waitFor(() => expect(codes()).toEqual(['system:user', 'system:role', 'system:org']));
  });

  it('asks the editor for a resource of the kinds its place allows, numbered after the last', async () => {
    const user = userEvent.setup();
    openPage();
    await user.click(await screen.findByRole('button', { name: '新增下级 系统管理 (system)' }));
    expect(screen.getByRole('dialog', { name: 'Editor' })).toHaveTextContent(
      'new below system: DIR MENU PAGE API, sort 40',
    );
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Editor' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '新增' }));
    expect(screen.getByRole('dialog', { name: 'Editor' })).toHaveTextContent(
      'new below the top: DIR MENU API, sort 40',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: '修改 业务中心 (biz)' }));
    expect(screen.getByRole('dialog', { name: 'Editor' })).toHaveTextContent(
      'edit biz below the top: DIR MENU API',
    );
  });

  it('reorders siblings and saves a sort number typed in its cell', async () => {
    const user = userEvent.setup();
    const { calls } = openPage();
    await user.click(await screen.findByRole('button', { name: '下移 系统管理 (system)' }));
    await waitFor(() => expect(codes()).toEqual(['biz', 'system', 'storage:manage']));
    expect(calls).toEqual([
      {
        name: 'sortResources',
        body: {
          items: [
            { id: 10, sort: 10 },
            { id: 1, sort: 20 },
            { id: 12, sort: 30 },
          ],
        },
      },
    ]);
    expect(screen.getByRole('button', { name: '上移 业务中心 (biz)' })).toBeDisabled();

    calls.length = 0;
    const sortOf = (code: string) =>
      grid()
        .getByText(code)
        .closest('[role="row"]')!
        .querySelector<HTMLElement>('[data-field="sort"]')!;
    await user.dblClick(sortOf('storage:manage'));
    const input = within(sortOf('storage:manage')).getByRole('spinbutton');
    await user.clear(input);
    await user.type(input, '1.5{Enter}');
    expect(await screen.findByText('排序须为 0 到 1000000 之间的整数')).toBeInTheDocument();
    await user.dblClick(sortOf('storage:manage'));
    const again = within(sortOf('storage:manage')).getByRole('spinbutton');
    await user.clear(again);
    await user.type(again, '5{Enter}');
    await waitFor(() => expect(codes()).toEqual(['storage:manage', 'biz', 'system']));
    expect(calls).toEqual([{ name: 'sortResources', body: { items: [{ id: 12, sort: 5 }] } }]);
  });

  it('asks before disabling and before deleting, and says a refusal', async () => {
    const user = userEvent.setup();
    const reason = '"system" still has resources below it; delete or move them first.';
    const { calls } = openPage({ refuse: { removeResources: reason } });
    await user.click(await screen.findByRole('button', { name: '停用 系统管理 (system)' }));
    const disabling = await screen.findByRole('dialog', { name: '停用确认' });
    expect(disabling).toHaveTextContent('停用资源 系统管理 (system)？');
    await user.click(within(disabling).getByRole('button', { name: '停用' }));
    await waitFor(() =>
      expect(grid().getByRole('button', { name: '启用 系统管理 (system)' })).toBeVisible(),
    );

    await user.click(screen.getByRole('button', { name: '删除 系统管理 (system)' }));
    const deleting = await screen.findByRole('dialog', { name: '删除确认' });
    expect(deleting).toHaveTextContent('确定删除“系统管理 (system)”吗？');
    await user.click(within(deleting).getByRole('button', { name: '删除' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(calls.map((call) => call.name)).toEqual(['setResourceStatus', 'removeResources']);
    // the refused confirmation closes; until it has, the page behind it is hidden
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(codes()).toContain('system');
  });

  it('finds resources by part of a name or code, with the nodes above them', async () => {
    const user = userEvent.setup();
    openPage();
    await screen.findByRole('grid');
    await user.type(screen.getByLabelText('名称或编码'), 'grant');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(codes()).toEqual(['system']));
    const tree = screen.getByRole('tree', { name: '资源树' });
    // every node of the answer is open, down to the match
    expect(within(tree).getByText('授权')).toBeVisible();
  });

  it('exports every resource of the tree, with its parent’s code', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:resources';
    };
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      openPage();
      await user.click(await screen.findByRole('button', { name: '导出' }));
      const lines = (await saved[0]!.text())
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        '资源名称,英文名称,资源编码,类型,上级编码,路由地址,组件路径,路由名称,图标,外链地址,排序,隐藏,状态,备注',
      );
      expect(lines).toHaveLength(11);
      expect(lines[4]).toBe('修改,,system:user:edit,按钮,system:user,,,,,,20,0,停用,');
      expect(click).toHaveBeenCalledTimes(1);
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL, revokeObjectURL });
    }
  });

  it('shows a reader the tree and no buttons that change it', async () => {
    openPage({ user: READ_ONLY_USER, language: 'en-US' });
    await waitFor(() => expect(codes()).toEqual(['system', 'biz', 'storage:manage']));
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  });

  it('says so instead of asking when the user may not view the resources', async () => {
    const { calls } = openPage({
      user: READ_ONLY_USER,
      language: 'en-US',
      codes: { viewResources: 'system:resource' },
    });
    expect(
      await screen.findByText('You may not view resources (system:resource).'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(calls).toEqual([]);
  });
});

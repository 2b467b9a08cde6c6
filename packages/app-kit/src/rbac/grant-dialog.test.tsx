import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../testing/StoryFrame';
import { GrantDialog, type RbacSource } from './index';
import { type MemorySourceOptions, memorySource, sampleResources } from './memory-source';
import { rbacMessages } from './messages';

const editor = { id: 2, roleCode: 'editor', roleName: '编辑' };
const admin = { id: 1, roleCode: 'admin', roleName: '超级管理员' };

/** The grant dialog of `role` over the sample tree: the editor holds 新增 of 用户管理. */
function openGrant(role = editor, options: MemorySourceOptions & { openAll?: boolean } = {}) {
  const store = memorySource(
    {
      resources: sampleResources(),
      grants: {
        1: { allResources: true, checkedIds: [], halfCheckedIds: [] },
        2: { allResources: false, checkedIds: [3], halfCheckedIds: [1, 2] },
      },
      users: [],
      holders: {},
    },
    options,
  );
  const closed: number[] = [];
  render(<Frame source={store.source} role={role} openAll={options.openAll} closed={closed} />);
  return { ...store, closed };
}

function Frame({
  source,
  role,
  openAll,
  closed,
}: {
  source: RbacSource;
  role: typeof editor;
  openAll: boolean | undefined;
  closed: number[];
}) {
  const messages = {
    ...rbacMessages,
    'en-US': {
      ...rbacMessages['en-US'],
      app: { 'rbac.grantTitle': 'Grant resources to “{{name}}”' },
    },
  };
  return (
    <StoryFrame
      signedIn
      messages={messages}
      language={source.namespace === 'app' ? 'en-US' : 'zh-CN'}
    >
      <GrantDialog
        source={source}
        role={role}
        {...(openAll === undefined ? {} : { openAll })}
        onClose={() => closed.push(role.id)}
      />
    </StoryFrame>
  );
}

const tree = async () => within(await screen.findByRole('tree'));
const item = (name: RegExp) => screen.getByRole('treeitem', { name });
/** The tree item's own checkbox (the first: those of the items below it follow). */
const checkboxOf = (element: HTMLElement) =>
  element.querySelector<HTMLInputElement>('input[type="checkbox"]')!;

describe('GrantDialog', () => {
  it('restores the grant, checks a whole menu and sends its parents half-checked', async () => {
    const user = userEvent.setup();
    const { calls, closed } = openGrant();
    const dialog = await screen.findByRole('dialog', { name: '分配资源：编辑 (editor)' });
    await tree();
    // the top level is open, the menus below it are not
    expect(screen.queryByRole('treeitem', { name: /^新增 · 按钮/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '全部展开' }));
    expect(await screen.findByRole('treeitem', { name: /^新增 · 按钮/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(item(/^用户管理 · 菜单/)).toHaveAttribute('aria-checked', 'mixed');
    expect(item(/^修改 · 按钮 · system:user:edit \(停用\)$/)).toHaveAttribute(
      'aria-checked',
      'false',
    );
    expect(within(dialog).getByText('已选 1 项')).toBeInTheDocument();

    await user.click(checkboxOf(item(/^角色管理 · 菜单/)));
    expect(item(/^授权 · 按钮/)).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(closed).toEqual([2]));
    expect(calls).toEqual([
      {
        name: 'grant',
        body: { roleId: 2, resourceIds: [3, 5, 6], halfCheckedIds: [1, 2] },
      },
    ]);
  });

  it('marks a screen read with a checked one', async () => {
    const user = userEvent.setup();
    openGrant(editor, { openAll: true });
    await tree();
    expect(item(/^组织机构 · 菜单 · system:org$/)).toBeInTheDocument();
    await user.click(checkboxOf(item(/^用户管理 · 菜单/)));
    expect(item(/^组织机构 · 菜单 · system:org · 随 用户管理 只读$/)).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('keeps a refused grant open with the server’s reason', async () => {
    const user = userEvent.setup();
    const reason = 'resource "biz:order" belongs to another application';
    const { closed } = openGrant(editor, { refuse: { grant: reason }, openAll: true });
    const dialog = await screen.findByRole('dialog');
    await tree();
    await user.click(checkboxOf(item(/^订单 · 菜单/)));
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
    expect(closed).toEqual([]);
  });

  it('shows the role admin with everything checked and nothing to change', async () => {
    const { calls } = openGrant(admin);
    const dialog = await screen.findByRole('dialog');
    await tree();
    expect(within(dialog).getByText(/拥有全部资源/)).toBeInTheDocument();
    expect(within(dialog).getByText('已选 10 项')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '全不选' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    expect(calls).toEqual([]);
  });

  it('takes the texts its app words its own way, and opens a small tree fully', async () => {
    openGrant(editor, { namespace: 'app', openAll: true });
    expect(
      await screen.findByRole('dialog', { name: 'Grant resources to “编辑 (editor)”' }),
    ).toBeInTheDocument();
    await tree();
    // the rest are the kit's
    expect(screen.getByRole('button', { name: 'Expand all' })).toBeInTheDocument();
    expect(item(/^新增 · Button · system:user:add$/)).toHaveAttribute('aria-checked', 'true');
  });
});

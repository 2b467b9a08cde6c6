import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { READ_ONLY_USER } from '../testing/fixtures';
import { StoryFrame } from '../testing/StoryFrame';
import { RoleUsersDialog } from './index';
import { type MemorySourceOptions, memorySource, sampleUsers } from './memory-source';
import { rbacMessages } from './messages';

const editor = { id: 2, roleCode: 'editor', roleName: '编辑' };

/** The users of the role editor, who holds the first three users. */
function openUsers(options: MemorySourceOptions & { reader?: boolean } = {}) {
  const store = memorySource(
    { resources: [], grants: {}, users: sampleUsers(), holders: { 2: [10, 11, 12] } },
    options,
  );
  const closed: number[] = [];
  render(
    <StoryFrame
      signedIn
      messages={rbacMessages}
      {...(options.reader ? { user: READ_ONLY_USER } : {})}
    >
      <RoleUsersDialog source={store.source} role={editor} onClose={() => closed.push(1)} />
    </StoryFrame>,
  );
  return { ...store, closed };
}

/** The checkbox of the grid row that shows `text`. */
const checkboxOf = (scope: ReturnType<typeof within>, text: string) =>
  scope.getByText(text).closest('[role="row"]')?.querySelector('input') as HTMLInputElement;

describe('RoleUsersDialog', () => {
  it('adds users chosen in the picker and says how many', async () => {
    const user = userEvent.setup();
    const { calls, memory } = openUsers();
    const dialog = within(await screen.findByRole('dialog', { name: '角色用户：编辑 (editor)' }));
    expect(await dialog.findByText('user01')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: '添加用户' }));
    const picker = within(await screen.findByRole('dialog', { name: '选择用户' }));
    await picker.findByText('user05');
    await user.click(checkboxOf(picker, 'user05'));
    await user.click(picker.getByRole('button', { name: '添加（1）' }));
    expect(await screen.findByText('已添加 1 个用户')).toBeInTheDocument();
    expect(calls).toEqual([{ name: 'addRoleUsers', body: { roleId: 2, userIds: [14] } }]);
    expect(memory.holders[2]).toEqual([10, 11, 12, 14]);
    expect(await dialog.findByText('user05')).toBeInTheDocument();
  });

  it('removes a user after a confirmation naming them', async () => {
    const user = userEvent.setup();
    const { memory } = openUsers();
    const dialog = within(await screen.findByRole('dialog', { name: /^角色用户/ }));
    await user.click(await dialog.findByRole('button', { name: '移除 用户2 (user02)' }));
    const confirm = await screen.findByRole('dialog', { name: '移除确认' });
    expect(confirm).toHaveTextContent('确定从角色“编辑”移除 用户2 (user02) 吗？');
    await user.click(within(confirm).getByRole('button', { name: '移除' }));
    await waitFor(() => expect(dialog.queryByText('user02')).toBeNull());
    expect(memory.holders[2]).toEqual([10, 12]);
  });

  it('says a refused removal and keeps the list', async () => {
    const user = userEvent.setup();
    const reason = 'The user holds the role through a group';
    const { memory } = openUsers({ refuse: { removeRoleUsers: reason } });
    const dialog = within(await screen.findByRole('dialog', { name: /^角色用户/ }));
    await user.click(await dialog.findByRole('button', { name: '移除 用户1 (user01)' }));
    const confirm = await screen.findByRole('dialog', { name: '移除确认' });
    await user.click(within(confirm).getByRole('button', { name: '移除' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(memory.holders[2]).toEqual([10, 11, 12]);
  });

  it('lists the users without changing them for a user without the assign code', async () => {
    openUsers({ reader: true });
    const dialog = within(await screen.findByRole('dialog', { name: /^角色用户/ }));
    expect(await dialog.findByText('user03')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: '添加用户' })).toBeNull();
    expect(dialog.queryByRole('button', { name: /^移除/ })).toBeNull();
  });
});

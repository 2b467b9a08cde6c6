import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { READ_ONLY_USER } from '../testing/fixtures';
import { StoryFrame } from '../testing/StoryFrame';
import { type MemorySource, memorySource, sampleUsers } from './memory-source';
import { rbacMessages } from './messages';
import { RoleUsersDialog } from './RoleUsersDialog';
import type { RoleRef } from './source';

const editor: RoleRef = { id: 2, roleCode: 'editor', roleName: '编辑' };

/** Fourteen users; editor holds the first three. */
const store = () =>
  memorySource(
    { resources: [], grants: {}, users: sampleUsers(), holders: { 2: [10, 11, 12] } },
    { delay: 50 },
  );

function OpenUsers({ store }: { store: MemorySource }) {
  const [role, setRole] = useState<RoleRef | null>(editor);
  return <RoleUsersDialog source={store.source} role={role} onClose={() => setRole(null)} />;
}

/** The checkbox of the grid row that shows `text`. */
const checkboxOf = (scope: ReturnType<typeof within>, text: string) =>
  scope
    .getByText(text)
    .closest('[role="row"]')
    ?.querySelector('input[type="checkbox"]') as HTMLInputElement;

/** Waits until a success notice has shown and gone (it closes after 3 s). */
const noticeGone = async (body: ReturnType<typeof within>, text: string) => {
  await waitFor(() => expect(body.getByText(text)).toBeVisible());
  await waitFor(() => expect(body.queryByText(text)).toBeNull(), { timeout: 8000 });
};

const meta: Meta<typeof RoleUsersDialog> = {
  title: 'App kit/Roles and resources/Role users dialog',
  component: RoleUsersDialog,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof RoleUsersDialog>;

const assigning = store();

/** The role's users, and adding users chosen in the picker. */
export const AddUsers: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages}>
      <OpenUsers store={assigning} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: '角色用户：编辑 (editor)' }));
    await waitFor(() => expect(dialog.getByText('user01')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '添加用户' }));
    const picker = within(await body.findByRole('dialog', { name: '选择用户' }));
    await waitFor(() => expect(picker.getByText('共 14 条')).toBeVisible());
    await userEvent.click(checkboxOf(picker, 'user05'));
    assigning.calls.length = 0;
    await userEvent.click(picker.getByRole('button', { name: '添加（1）' }));
    await waitFor(() => expect(assigning.calls.length).toBe(1));
    await expect(assigning.calls[0]?.body).toEqual({ roleId: 2, userIds: [14] });
    await noticeGone(body, '已添加 1 个用户');
  },
};

/** Removing a user asks first, naming them and the role. */
export const RemoveUser: Story = {
  render: () => (
    <StoryFrame signedIn messages={rbacMessages}>
      <OpenUsers store={store()} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: /^角色用户/ }));
    await userEvent.click(await dialog.findByRole('button', { name: '移除 用户2 (user02)' }));
    const confirm = within(await body.findByRole('dialog', { name: '移除确认' }));
    await expect(confirm.getByText('确定从角色“编辑”移除 用户2 (user02) 吗？')).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: '移除' }));
    await waitFor(() => expect(dialog.queryByText('user02')).toBeNull());
    await noticeGone(body, '已移除');
  },
};

/** A user without the assign code sees the users and no buttons that change them. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame signedIn user={READ_ONLY_USER} messages={rbacMessages} language="en-US">
      <OpenUsers store={store()} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: 'Users of 编辑 (editor)' }));
    await waitFor(() => expect(dialog.getByText('user03')).toBeVisible());
    await expect(dialog.queryByRole('button', { name: 'Add users' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

import { API, DEFAULT_PAGE_SIZE, type Page, routeUrl } from '@org/api-contract';
import { callRoute } from '../api/client';
import { useHttp } from '../hooks';
import type { MockHandler } from '../testing/mock-adapter';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageAnswer } from '../testing/fixtures';
import { StoryFrame } from '../testing/StoryFrame';
import {
  type MemberRow,
  MembersDialog,
  type MembersDialogTexts,
  type MembersQuery,
} from './MembersDialog';
import type { PickableUser, PickerQuery } from './UserPickerDialog';

const person = (id: number): MemberRow => ({
  id,
  account: `user${String(id).padStart(2, '0')}`,
  username: `用户${id}`,
  mobile: '13800000000',
  mainOrgName: '研发中心',
  status: 1,
});
const everyone = Array.from({ length: 14 }, (_, index) => person(index + 1));

const search = (rows: readonly MemberRow[], body: PickerQuery) =>
  pageAnswer(
    rows.filter(
      (row) =>
        (!body.account || row.account.includes(body.account)) &&
        (!body.username || row.username.includes(body.username)),
    ),
    body,
  );

const texts: MembersDialogTexts = {
  title: '“开发组”的成员',
  search: '搜索成员',
  rows: '成员列表',
  add: '添加成员',
  removeSelected: '移除所选',
  remove: '移除',
  rowName: (row) => row.username,
  removeTitle: '移除成员',
  removeText: (rows) => `确定把 ${rows.map((row) => row.username).join('、')} 移出“开发组”吗？`,
  close: '关闭',
  pickTitle: '选择要加入“开发组”的用户',
  pickConfirm: (count) => `添加（${count}）`,
};

interface Args {
  canChange: boolean;
  onAdd: (users: PickableUser[]) => Promise<void>;
  onRemove: (rows: MemberRow[]) => Promise<void>;
}

/** A group of 11 members kept in the story; every user can be picked. */
function Members({ canChange, onAdd, onRemove }: Args) {
  const http = useHttp();
  const [members, setMembers] = useState<MemberRow[]>(everyone.slice(0, 11));
  const [query, setQuery] = useState<MembersQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<MemberRow>>();
  useEffect(() => {
    const answer = search(members, query) as { data: Page<MemberRow> };
    setPage(answer.data);
  }, [members, query]);
  const fetchUsers = useCallback(
    (body: PickerQuery) => callRoute<Page<PickableUser>>(http, { route: API.user.page, body }),
    [http],
  );
  return (
    <MembersDialog
      open
      texts={texts}
      canChange={canChange}
      page={page}
      loading={false}
      query={query}
      onQueryChange={setQuery}
      fetchUsers={fetchUsers}
      onAdd={async (users) => {
        await onAdd(users);
        setMembers((now) => [
          ...now,
          ...users.filter((user) => !now.some((m) => m.id === user.id)),
        ]);
      }}
      onRemove={async (rows) => {
        await onRemove(rows);
        setMembers((now) => now.filter((member) => !rows.some((row) => row.id === member.id)));
      }}
      onClose={fn()}
    />
  );
}

const server: MockHandler = (request) =>
  request.path === routeUrl(API.user.page)
    ? search(everyone, request.body as PickerQuery)
    : { code: 40004, message: 'Not found' };

const meta: Meta<Args> = {
  title: 'App kit/List/Members dialog',
  render: (args) => (
    <StoryFrame signedIn server={server}>
      <Members {...args} />
    </StoryFrame>
  ),
  args: { canChange: true, onAdd: fn(async () => undefined), onRemove: fn(async () => undefined) },
};
export default meta;
type Story = StoryObj<Args>;

const dialogOf = async (body: ReturnType<typeof within>, name: string) =>
  within(await body.findByRole('dialog', { name }));
/** Waits until the text is shown (the dialogs fade in). */
const shown = async (dialog: ReturnType<typeof within>, text: string) => {
  const element = await dialog.findByText(text);
  await waitFor(() => expect(element).toBeVisible());
};
const checkboxOf = async (dialog: ReturnType<typeof within>, account: string) =>
  (await dialog.findByText(account))
    .closest('[role="row"]')
    ?.querySelector('input[type="checkbox"]') as HTMLInputElement;

/** Search, page, remove one and the selected after a confirmation, add through the picker. */
export const Change: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const members = await dialogOf(body, '“开发组”的成员');
    await shown(members, '共 11 条');

    const region = within(members.getByRole('search', { name: '搜索成员' }));
    await userEvent.type(region.getByLabelText('姓名'), '用户1{Enter}');
    await shown(members, '共 3 条');
    await userEvent.clear(region.getByLabelText('姓名'));
    await userEvent.click(region.getByRole('button', { name: '搜索' }));
    await shown(members, '共 11 条');

    await userEvent.click(members.getByRole('button', { name: '移除 用户2' }));
    const confirm = await dialogOf(body, '移除成员');
    await shown(confirm, '确定把 用户2 移出“开发组”吗？');
    await userEvent.click(confirm.getByRole('button', { name: '移除' }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledTimes(1));
    await shown(members, '共 10 条');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '移除成员' })).toBeNull());

    await expect(members.getByRole('button', { name: '移除所选' })).toBeDisabled();
    await userEvent.click(await checkboxOf(members, 'user03'));
    await userEvent.click(await checkboxOf(members, 'user04'));
    await userEvent.click(members.getByRole('button', { name: '移除所选' }));
    await userEvent.click((await dialogOf(body, '移除成员')).getByRole('button', { name: '移除' }));
    await shown(members, '共 8 条');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '移除成员' })).toBeNull());

    await userEvent.click(members.getByRole('button', { name: '添加成员' }));
    const picker = await dialogOf(body, '选择要加入“开发组”的用户');
    await shown(picker, '共 14 条');
    await userEvent.click(await checkboxOf(picker, 'user02'));
    await userEvent.click(picker.getByRole('button', { name: '添加（1）' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: /选择要加入/ })).toBeNull());
    await shown(members, '共 9 条');
  },
};

/** Without the right to change, the list only: no add, no remove, no checkboxes. */
export const ReadOnly: Story = {
  args: { canChange: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const members = await dialogOf(body, '“开发组”的成员');
    const first = await members.findByText('user01');
    await waitFor(() => expect(first).toBeVisible());
    await expect(members.queryByRole('button', { name: '添加成员' })).toBeNull();
    await expect(members.queryByRole('button', { name: /^移除/ })).toBeNull();
    await expect(members.queryByRole('checkbox')).toBeNull();
  },
};

import { API, type Page, routeUrl } from '@org/api-contract';
import { callRoute } from '../api/client';
import { useHttp } from '../hooks';
import type { MockHandler } from '../testing/mock-adapter';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageAnswer } from '../testing/fixtures';
import { StoryFrame } from '../testing/StoryFrame';
import {
  type PickableUser,
  type PickerQuery,
  UserPickerDialog,
  type UserPickerDialogProps,
} from './UserPickerDialog';

const people: PickableUser[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  account: `user${String(index + 1).padStart(2, '0')}`,
  username: `用户${index + 1}`,
  mobile: '13800000000',
  mainOrgName: '研发中心',
  status: index === 3 ? 0 : 1,
}));

/** The user list, searched by account and name. */
const server: MockHandler = (request) => {
  if (request.path !== routeUrl(API.user.page)) return { code: 40004, message: 'Not found' };
  const body = request.body as PickerQuery;
  const rows = people.filter(
    (row) =>
      (!body.account || row.account.includes(body.account)) &&
      (!body.username || row.username.includes(body.username)),
  );
  return pageAnswer(rows, body);
};

type PickerArgs = Omit<UserPickerDialogProps, 'fetchPage' | 'open'>;

/** The picker as a screen uses it: its page comes from the user list call. */
function Picker(props: PickerArgs) {
  const http = useHttp();
  const fetchPage = useCallback(
    (query: PickerQuery) =>
      callRoute<Page<PickableUser>>(http, { route: API.user.page, body: query }),
    [http],
  );
  return <UserPickerDialog open fetchPage={fetchPage} {...props} />;
}

const meta: Meta<PickerArgs> = {
  title: 'App kit/List/User picker',
  render: (args) => (
    <StoryFrame signedIn server={server}>
      <Picker {...args} />
    </StoryFrame>
  ),
  args: {
    title: '选择用户',
    onConfirm: fn(async () => undefined),
    onClose: fn(),
  },
};
export default meta;
type Story = StoryObj<PickerArgs>;

const rowOf = async (picker: ReturnType<typeof within>, account: string) =>
  (await picker.findByText(account)).closest('[role="row"]') as HTMLElement;
const checkboxOf = (row: HTMLElement) =>
  row.querySelector('input[type="checkbox"]') as HTMLInputElement;

/** Several users: the choice is kept across pages and searches, counted on the button. */
export const Multiple: Story = {
  args: { confirmLabel: (count) => `添加（${count}）` },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const picker = within(await body.findByRole('dialog', { name: '选择用户' }));
    await waitFor(() => expect(picker.getByText('共 14 条')).toBeVisible());
    await expect(picker.getByText('尚未选择用户')).toBeVisible();
    await expect(picker.getByRole('button', { name: '添加（0）' })).toBeDisabled();
    await userEvent.click(checkboxOf(await rowOf(picker, 'user02')));
    await userEvent.click(picker.getByRole('button', { name: '转到第 2 页' }));
    await userEvent.click(checkboxOf(await rowOf(picker, 'user12')));
    await expect(picker.getByText('已选 2 人：用户2、用户12')).toBeVisible();

    const search = within(picker.getByRole('search'));
    await userEvent.type(search.getByLabelText('账号'), 'user05{Enter}');
    await waitFor(() => expect(picker.getByText('共 1 条')).toBeVisible());
    await userEvent.click(checkboxOf(await rowOf(picker, 'user05')));
    await userEvent.click(search.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(picker.getByText('共 14 条')).toBeVisible());
    await expect(search.getByLabelText('账号')).toHaveValue('');

    await userEvent.click(picker.getByRole('button', { name: '添加（3）' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    const chosen = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0]?.[0] as PickableUser[];
    await expect(chosen.map((user) => user.id).sort((a, b) => a - b)).toEqual([2, 5, 12]);
  },
};

/** One user (a leader), with a further action, users already taken greyed out. */
export const Single: Story = {
  args: {
    title: '选择负责人',
    multiple: false,
    excludeIds: new Set([1]),
    confirmLabel: '确定',
    extraAction: { label: '清除负责人', run: fn(async () => undefined) },
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const picker = within(await body.findByRole('dialog', { name: '选择负责人' }));
    await expect(checkboxOf(await rowOf(picker, 'user01'))).toBeDisabled();
    await userEvent.click(checkboxOf(await rowOf(picker, 'user02')));
    await userEvent.click(checkboxOf(await rowOf(picker, 'user03')));
    await expect(picker.getByText('已选 1 人：用户3')).toBeVisible();
    await userEvent.click(picker.getByRole('button', { name: '清除负责人' }));
    await waitFor(() => expect(args.extraAction?.run).toHaveBeenCalledTimes(1));
    await userEvent.click(picker.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledTimes(1));
    const chosen = (args.onConfirm as ReturnType<typeof fn>).mock.calls[0]?.[0] as PickableUser[];
    await expect(chosen.map((user) => user.id)).toEqual([3]);
  },
};

/** A refused choice keeps the dialog open and says why. */
export const Refused: Story = {
  args: {
    confirmLabel: '添加成员',
    onConfirm: fn(async () => {
      throw new Error('用户已停用，不能加入');
    }),
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const picker = within(await body.findByRole('dialog', { name: '选择用户' }));
    await userEvent.click(checkboxOf(await rowOf(picker, 'user04')));
    await userEvent.click(picker.getByRole('button', { name: '添加成员' }));
    await waitFor(() => expect(picker.getByText('用户已停用，不能加入')).toBeVisible());
    await expect(picker.getByRole('button', { name: '添加成员' })).toBeEnabled();
  },
};

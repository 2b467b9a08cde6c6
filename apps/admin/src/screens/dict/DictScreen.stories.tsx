import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { Dict, DictItem } from './dict-api';
import { DictScreen } from './DictScreen';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

const dicts: Dict[] = [
  { code: 'gender', name: '性别', builtIn: true },
  { code: 'yes_no', name: '是否', builtIn: true },
  ...Array.from({ length: 12 }, (_, index) => ({
    code: `biz_${String(index + 1).padStart(2, '0')}`,
    name: `业务字典${index + 1}`,
    builtIn: false,
  })),
].map((entry, index) => ({
  id: index + 1,
  dictCode: entry.code,
  dictName: entry.name,
  valueType: 'string' as const,
  status: (index === 3 ? 0 : 1) as 0 | 1,
  sort: index,
  builtIn: entry.builtIn,
  remark: '',
  createdAt: at(index + 1),
  updatedAt: at(index + 1),
  createdBy: null,
  updatedBy: null,
})) as unknown as Dict[];

const items: DictItem[] = [
  ['男', 'male', '#409EFF', true, 1],
  ['女', 'female', '#F56C6C', false, 1],
  ['未知', 'unknown', null, false, 0],
].map(([itemText, itemValue, color, isDefault, status], index) => ({
  id: index + 1,
  dictId: 1,
  itemText,
  itemValue,
  sort: index + 1,
  status,
  isDefault,
  color,
  remark: '',
  createdAt: at(index + 1),
  updatedAt: at(index + 1),
  createdBy: null,
  updatedBy: null,
})) as unknown as DictItem[];

const page = <T,>(rows: T[], body: { pageNo?: number; pageSize?: number }) => {
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 10;
  return {
    code: 20000,
    data: {
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      total: rows.length,
      pageNo,
      pageSize,
    },
  };
};

/** A dictionary service over the rows above: search by name, paging, items, lookup by code. */
const server: MockHandler = (request) => {
  if (request.path === routeUrl(API.dict.paging)) {
    const body = request.body as { dictName?: string };
    return page(
      dicts.filter((row) => !body.dictName || row.dictName.includes(body.dictName)),
      request.body as object,
    );
  }
  if (request.path === routeUrl(API.dict.itemPaging)) {
    const body = request.body as { dictId?: number };
    return page(
      items.filter((row) => row.dictId === body.dictId),
      request.body as object,
    );
  }
  if (request.path === routeUrl(API.dict.byCode)) {
    const codes = request.body as string[];
    return {
      code: 20000,
      data: dicts
        .filter((row) => codes.includes(row.dictCode) && row.status === 1)
        .map((row) => ({
          dictCode: row.dictCode,
          dictName: row.dictName,
          valueType: row.valueType,
          list: items
            .filter((item) => item.dictId === row.id && item.status === 1)
            .map(({ itemText, itemValue, sort, color, isDefault }) => ({
              itemText,
              itemValue,
              sort,
              color,
              isDefault,
            })),
        })),
    };
  }
  return { code: 40004, message: 'Not found' };
};

const meta: Meta<typeof DictScreen> = {
  title: 'Admin/Screens/Dictionaries',
  component: DictScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof DictScreen>;

/** Dictionaries with paging and search; built-in ones cannot be deleted. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={server} messages={adminMessages}>
      <DictScreen title="数据字典" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('gender')).toBeVisible();
    await expect(canvas.getByText('共 14 条')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '删除 性别 (gender)' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '删除 业务字典1 (biz_01)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '启用 业务字典2 (biz_02)' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText('字典名称'), '业务字典1');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(await canvas.findByText('共 4 条')).toBeVisible();
  },
};

/** The items of a dictionary in a dialog: their own list, with paging, status and sort. */
export const Items: Story = {
  render: Administrator.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '字典项 性别 (gender)' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await waitFor(() => expect(dialog.getByText('female')).toBeVisible());
    await expect(dialog.getByText('字典项：性别（gender）')).toBeVisible();
    await expect(dialog.getByText('共 3 条')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '启用 未知 (unknown)' })).toBeVisible();
  },
};

/** What a lookup by code answers: enabled items only. */
export const Lookup: Story = {
  render: Administrator.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '查询结果 性别 (gender)' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByRole('table', { name: '查询结果' })).toBeVisible();
    await expect(dialog.getByText('male')).toBeVisible();
    await expect(dialog.queryByText('unknown')).toBeNull();
  },
};

/** A user without the dictionary codes: the lists and lookups, no buttons that change them. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={server}
      messages={adminMessages}
      language="en-US"
    >
      <DictScreen title="Dictionaries" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('gender')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Disable/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Items 性别 (gender)' })).toBeVisible();
  },
};

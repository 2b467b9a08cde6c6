import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { Category, CategoryNode } from './category-api';
import { CategoryScreen } from './CategoryScreen';

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

/** id, parent, code, name, status */
const rows: [number, number | null, string, string, 0 | 1][] = [
  [1, null, 'A01', '产品', 1],
  [2, 1, 'A01A01', '硬件', 1],
  [3, 1, 'A01A02', '软件', 1],
  [4, 3, 'A01A02A01', '操作系统', 0],
  [5, null, 'A02', '服务', 1],
];

const categories: Category[] = rows.map(([id, parentId, code, name, status]) => ({
  id,
  parentId,
  code,
  name,
  status,
  sort: id,
  remark: '',
  hasChild: rows.some((row) => row[1] === id),
  createdAt: at(id),
  updatedAt: at(id),
})) as unknown as Category[];

const treeOf = (parentId: number | null): CategoryNode[] =>
  categories
    .filter((row) => row.parentId === parentId)
    .map(({ id, code, name, sort, status }) => {
      const children = treeOf(id);
      return {
        id,
        parentId,
        code,
        name,
        sort,
        status,
        ...(children.length > 0 ? { children } : {}),
      };
    });

const server: MockHandler = (request) => {
  if (request.path === routeUrl(API.category.tree)) return { code: 20000, data: treeOf(null) };
  if (request.path === routeUrl(API.category.rootPage)) {
    const body = request.body as { name?: string; pageNo?: number; pageSize?: number };
    const matching = categories.filter((row) => !body.name || row.name.includes(body.name));
    return {
      code: 20000,
      data: {
        list: matching,
        total: matching.length,
        pageNo: body.pageNo ?? 1,
        pageSize: body.pageSize ?? 10,
      },
    };
  }
  return { code: 40004, message: 'Not found' };
};

const meta: Meta<typeof CategoryScreen> = {
  title: 'Admin/Screens/Categories',
  component: CategoryScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof CategoryScreen>;

/** The tree beside the list of every level; choosing a node offers its actions. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={server} messages={adminMessages}>
      <CategoryScreen title="分类字典" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = await canvas.findByRole('tree', { name: '分类树' });
    await expect(await within(tree).findByText('软件（A01A02）')).toBeVisible();
    await expect(canvas.getByText('共 5 条')).toBeVisible();
    await userEvent.click(within(tree).getByText('软件（A01A02）'));
    const actions = within(await canvas.findByRole('group', { name: '软件 (A01A02)' }));
    await expect(actions.getByRole('button', { name: '新增下级' })).toBeVisible();
    await expect(actions.getByRole('button', { name: '移动' })).toBeVisible();
    await expect(actions.getByRole('button', { name: '删除' })).toBeVisible();
  },
};

/** Moving a category: it cannot go below itself or one of its own children. */
export const Move: Story = {
  render: Administrator.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '移动 软件 (A01A02)' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(await dialog.findByText('移动“软件”')).toBeInTheDocument();
    await userEvent.click(dialog.getByLabelText('移到'));
    const listbox = within(await within(document.body).findByRole('listbox'));
    await expect(listbox.getByRole('option', { name: '软件（A01A02）' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(listbox.getByRole('option', { name: '操作系统（A01A02A01）' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(listbox.getByRole('option', { name: '服务（A02）' }));
  },
};

/** A user without the category codes: the tree and list, no buttons that change them. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{ isAdmin: false, menu: ['viewer'], roleList: [], resources: [] }}
      server={server}
      messages={adminMessages}
      language="en-US"
    >
      <CategoryScreen title="Categories" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tree', { name: 'Category tree' })).toBeVisible();
    await expect(await canvas.findByText('A02')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Move/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Add child/ })).toBeNull();
  },
};

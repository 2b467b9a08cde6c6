import type { Page } from '@org/api-contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { READ_ONLY_USER } from '../testing/fixtures';
import { StoryFrame } from '../testing/StoryFrame';
import { useStatusColumn } from './columns';
import { CrudScreen } from './CrudScreen';
import type { PageAnswer, PagingQuery } from './use-list-query';

interface Device {
  id: number;
  name: string;
  room: string;
  status: number;
}

interface DeviceQuery extends PagingQuery {
  name?: string;
  status?: number;
}

const ALL: Device[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  name: `打印机 ${String(index + 1).padStart(2, '0')}`,
  room: ['一楼', '二楼', '三楼'][index % 3] ?? '一楼',
  status: index % 5 === 4 ? 0 : 1,
}));

/** The page of `rows` a query asks: search by name and status, sort by name, paging. */
function pageOf(rows: readonly Device[], query: DeviceQuery): Page<Device> {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const found = rows
    .filter((row) => !query.name || row.name.includes(query.name))
    .filter((row) => query.status === undefined || row.status === query.status)
    .sort((a, b) =>
      query.sortBy === 'name' && query.sortOrder === 'desc' ? b.id - a.id : a.id - b.id,
    );
  const list = found.slice((pageNo - 1) * pageSize, pageNo * pageSize);
  return { list, total: found.length, pageNo, pageSize };
}

interface Args {
  /** How the page hook answers: the rows, still loading, failed, or none. */
  answer: 'rows' | 'loading' | 'failed' | 'empty' | 'estimated';
  readOnly: boolean;
  onRetry: () => void;
  onRemove: (ids: number[]) => void;
}

/** A device list on the kit, over rows kept in the story (deleting removes them). */
function DeviceList({ answer, readOnly, onRetry, onRemove }: Args) {
  const [rows, setRows] = useState(ALL);
  const usePage = useMemo(
    () =>
      function useDevicePage(query: DeviceQuery): PageAnswer<Device> {
        if (answer === 'loading') return { isFetching: true };
        if (answer === 'failed') return { isFetching: false, isError: true, refetch: onRetry };
        const page = pageOf(answer === 'empty' ? [] : rows, query);
        if (answer === 'estimated')
          return { data: { ...page, totalEstimated: true, total: 1_000_000 }, isFetching: false };
        return { data: page, isFetching: false };
      },
    [answer, rows, onRetry],
  );
  const status = useStatusColumn<Device>('状态');
  const columns = useMemo(
    () => [
      { field: 'name', headerName: '名称', flex: 1, minWidth: 140 },
      { field: 'room', headerName: '位置', width: 100, sortable: false },
      status,
    ],
    [status],
  );
  return (
    <CrudScreen<Device, DeviceQuery>
      title="设备管理"
      entityName="设备"
      rowLabel={(row) => row.name}
      searchFields={[
        { key: 'name', label: '名称' },
        { key: 'status', label: '状态', kind: 'status' },
      ]}
      sortable={['name']}
      usePage={usePage}
      columns={columns}
      permissions={readOnly ? {} : { remove: 'device:remove', status: 'device:status' }}
      remove={async (ids) => {
        onRemove(ids);
        setRows((current) => current.filter((row) => !ids.includes(row.id)));
      }}
      toggleStatus={async (row) =>
        setRows((current) =>
          current.map((item) =>
            item.id === row.id ? { ...item, status: item.status === 1 ? 0 : 1 } : item,
          ),
        )
      }
    />
  );
}

const meta = {
  title: 'App kit/List/Crud screen',
  component: DeviceList,
  args: { answer: 'rows', readOnly: false, onRetry: fn(), onRemove: fn() },
  parameters: { layout: 'padded' },
  render: (args) => (
    <StoryFrame signedIn {...(args.readOnly ? { user: READ_ONLY_USER } : {})}>
      <DeviceList {...args} />
    </StoryFrame>
  ),
} satisfies Meta<typeof DeviceList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Rows, search, sort, paging, selection and a batch delete naming how many go. */
export const Rows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('共 23 条')).toBeVisible();
    await expect(canvas.getByText('打印机 01')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: '名称' }), '打印机 1');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(canvas.getByText('共 10 条')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(canvas.getByText('共 23 条')).toBeVisible());

    const pager = canvas.getByRole('navigation', { name: '分页' });
    await userEvent.click(within(pager).getByRole('button', { name: '转到第 3 页' }));
    await waitFor(() => expect(canvas.getByText('打印机 21')).toBeVisible());

    const [first, second] = canvas.getAllByRole('checkbox', { name: '选择行' });
    await userEvent.click(first as HTMLElement);
    await userEvent.click(second as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: '删除所选' }));
    const confirm = await body.findByRole('dialog', { name: '删除确认' });
    await expect(confirm).toHaveTextContent('确定删除所选的 2 条记录吗？');
    await userEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(args.onRemove).toHaveBeenCalledWith([21, 22]));
    await waitFor(() => expect(canvas.getByText('共 21 条')).toBeVisible());
  },
};

/** The first page is still on its way: the grid's skeleton and a named loading bar. */
export const Loading: Story = {
  args: { answer: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: '正在加载' })).toBeVisible();
    await expect(canvas.getByText('共 0 条')).toBeVisible();
  },
};

/** Nothing matches: the empty text. */
export const Empty: Story = {
  args: { answer: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无数据')).toBeVisible();
  },
};

/** The page could not be fetched: said above the grid, with a retry. */
export const Failed: Story = {
  args: { answer: 'failed' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('列表加载失败');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A list too long to count: the server's estimate, shown as about N. */
export const EstimatedTotal: Story = {
  args: { answer: 'estimated' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('约 1000000 条')).toBeVisible();
  },
};

/** A user without the list's codes: no checkboxes, no row or batch buttons. */
export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('打印机 01')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '删除所选' })).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^停用 / })).toBeNull();
  },
};

import type { Page } from '@org/api-contract';
import { StoryFrame } from '../testing/StoryFrame';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CrudScreen } from './CrudScreen';
import { FIRST_PAGE, type PagingQuery } from './use-list-query';
import { StatusSwitch } from './StatusToggle';

interface Row {
  id: number;
  name: string;
}

/** A page hook over a million-row list whose total the server estimated. */
function recordingPage() {
  const queries: (PagingQuery & { cursor?: string })[] = [];
  const usePage = (query: PagingQuery & { cursor?: string }) => {
    queries.push(query);
    const pageNo = query.pageNo ?? 1;
    const data: Page<Row> = {
      list: [{ id: pageNo, name: `row on page ${pageNo}` }],
      total: 1_000_000,
      totalEstimated: true,
      nextCursor: `after-page-${pageNo}`,
      pageNo,
      pageSize: query.pageSize ?? 10,
    };
    return { data, isFetching: false };
  };
  return { queries, usePage };
}

function renderScreen(usePage: ReturnType<typeof recordingPage>['usePage']) {
  render(
    <StoryFrame signedIn>
      <CrudScreen<Row, PagingQuery>
        title="Big list"
        entityName="row"
        rowLabel={(row) => row.name}
        searchFields={[]}
        sortable={[]}
        usePage={usePage}
        columns={[{ field: 'name', headerName: 'Name', flex: 1 }]}
        permissions={{}}
      />
    </StoryFrame>,
  );
}

describe('CrudScreen paging', () => {
  it('asks first for the page the shell asks for ahead of the screen', async () => {
    const { queries, usePage } = recordingPage();
    renderScreen(usePage);
    expect(await screen.findByText('row on page 1')).toBeInTheDocument();
    expect(queries[0]).toEqual(FIRST_PAGE);
  });

  it('shows an estimated total as about N and reads the next page with the server cursor', async () => {
    const { queries, usePage } = recordingPage();
    renderScreen(usePage);
    expect(await screen.findByText('约 1000000 条')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: '分页' });
    const user = userEvent.setup();
    await user.click(within(pager).getByRole('button', { name: '转到下一页' }));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ pageNo: 2, cursor: 'after-page-1' }),
    );
    // a jump that is not to the next page reads by page number alone
    await user.click(within(pager).getByRole('button', { name: '转到第 5 页' }));
    await waitFor(() => expect(queries.at(-1)?.pageNo).toBe(5));
    expect(queries.at(-1)).not.toHaveProperty('cursor');
  });
});

interface StatusRow {
  id: number;
  name: string;
  status: number;
}

/** A list of one enabled and one disabled row whose status calls are recorded. */
function statusScreen(options: { statusToggle?: 'button' | 'switch' } = {}) {
  const calls: number[] = [];
  const rows: StatusRow[] = [
    { id: 1, name: '张三 (zhangsan)', status: 1 },
    { id: 2, name: '李四 (lisi)', status: 0 },
  ];
  const usePage = () => ({
    data: { list: rows, total: rows.length, pageNo: 1, pageSize: 10 } as Page<StatusRow>,
    isFetching: false,
  });
  const columns =
    options.statusToggle === 'switch'
      ? [
          { field: 'name', headerName: 'Name', flex: 1 },
          {
            field: 'status',
            headerName: '状态',
            renderCell: ({ row }: { row: StatusRow }) => (
              <StatusSwitch row={row} aria-label={`启用 ${row.name}`} />
            ),
          },
        ]
      : [{ field: 'name', headerName: 'Name', flex: 1 }];
  render(
    <StoryFrame signedIn>
      <CrudScreen<StatusRow, PagingQuery>
        title="Users"
        entityName="用户"
        rowLabel={(row) => row.name}
        searchFields={[]}
        sortable={[]}
        usePage={usePage}
        columns={columns}
        permissions={{ status: 'system:user:status' }}
        toggleStatus={async (row) => {
          calls.push(row.id);
        }}
        {...(options.statusToggle === 'switch'
          ? {
              statusToggle: 'switch' as const,
              disableText: (row: StatusRow) => `停用用户 ${row.name}？停用后该用户将无法登录。`,
            }
          : {})}
      />
    </StoryFrame>,
  );
  return { calls };
}

describe('CrudScreen status toggle', () => {
  it('asks before disabling with the row button, naming the record; cancel changes nothing', async () => {
    const { calls } = statusScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '停用 张三 (zhangsan)' }));
    const dialog = await screen.findByRole('dialog', { name: '停用确认' });
    expect(dialog).toHaveTextContent('停用用户 张三 (zhangsan)？');
    await user.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: '停用 张三 (zhangsan)' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '停用' }),
    );
    await waitFor(() => expect(calls).toEqual([1]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('enables at once, without a confirmation', async () => {
    const { calls } = statusScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '启用 李四 (lisi)' }));
    await waitFor(() => expect(calls).toEqual([2]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('puts a status switch through the same confirmation, with the screen’s text', async () => {
    const { calls } = statusScreen({ statusToggle: 'switch' });
    const user = userEvent.setup();
    // the switch replaces the row button
    expect(await screen.findByRole('switch', { name: '启用 张三 (zhangsan)' })).toBeChecked();
    expect(screen.queryByRole('button', { name: '停用 张三 (zhangsan)' })).toBeNull();

    await user.click(screen.getByRole('switch', { name: '启用 张三 (zhangsan)' }));
    const dialog = await screen.findByRole('dialog', { name: '停用确认' });
    expect(dialog).toHaveTextContent('停用用户 张三 (zhangsan)？停用后该用户将无法登录。');
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(calls).toEqual([1]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('switch', { name: '启用 李四 (lisi)' }));
    await waitFor(() => expect(calls).toEqual([1, 2]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import type { Page } from '@org/api-contract';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { StoryFrame } from '../testing/StoryFrame';
import { ListGrid } from './ListGrid';
import { ListPage } from './ListPage';
import { RowButton } from './RowControls';
import { type PagingQuery, useListQuery } from './use-list-query';

/** A file known by its key, as the shell lists stored files. */
interface FileRow {
  id: string;
  name: string;
}

const FILES: FileRow[] = Array.from({ length: 12 }, (_, i) => ({
  id: `files/${i + 1}.txt`,
  name: `${i + 1}.txt`,
}));

function usePage(query: PagingQuery) {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 10;
  const data: Page<FileRow> = {
    list: FILES.slice((pageNo - 1) * pageSize, pageNo * pageSize),
    total: FILES.length,
    pageNo,
    pageSize,
  };
  return { data, isFetching: false };
}

function useNoPage(query: PagingQuery) {
  const data: Page<FileRow> = { list: [], total: 0, pageNo: 1, pageSize: query.pageSize ?? 10 };
  return { data, isFetching: false };
}

const NO_FIELDS: never[] = [];
const COLUMNS = [
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'actions',
    headerName: '操作',
    renderCell: () => <RowButton>下载</RowButton>,
  },
];
const label = (row: FileRow) => `选择 ${row.name}`;

function Files({ onOpen, empty = false }: { onOpen?: (row: FileRow) => void; empty?: boolean }) {
  const list = useListQuery<FileRow, PagingQuery>({
    searchFields: NO_FIELDS,
    sortable: NO_FIELDS,
    usePage: empty ? useNoPage : usePage,
  });
  const [model, setModel] = useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  return (
    <ListPage title="文件" level={2}>
      <output aria-label="checked">{[...model.ids].join(',')}</output>
      <ListGrid
        list={list}
        columns={COLUMNS}
        label="文件列表"
        emptyText="这个应用还没有上传过文件。"
        selection={{ model, onChange: setModel, checkboxLabel: label, keepAcrossPages: true }}
        onRowClick={onOpen}
      />
    </ListPage>
  );
}

describe('ListGrid', () => {
  it('lists rows known by a key, names their checkboxes, and keeps checks across pages', async () => {
    render(
      <StoryFrame>
        <Files />
      </StoryFrame>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '文件' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: '文件列表' });
    const user = userEvent.setup();
    await user.click(await within(grid).findByRole('checkbox', { name: '选择 2.txt' }));
    await waitFor(() => expect(screen.getByLabelText('checked')).toHaveTextContent('files/2.txt'));
    const pager = screen.getByRole('navigation', { name: '分页' });
    await user.click(within(pager).getByRole('button', { name: '转到下一页' }));
    await user.click(await within(grid).findByRole('checkbox', { name: '选择 11.txt' }));
    await waitFor(() =>
      expect(screen.getByLabelText('checked')).toHaveTextContent('files/2.txt,files/11.txt'),
    );
    // all rows of the page checked are named one by one
    await user.click(within(grid).getByRole('checkbox', { name: '全选行' }));
    await waitFor(() =>
      expect(screen.getByLabelText('checked')).toHaveTextContent(
        'files/2.txt,files/11.txt,files/12.txt',
      ),
    );
  });

  it('opens a row on a click in it, but not on its checkbox or its buttons', async () => {
    const opened: string[] = [];
    render(
      <StoryFrame>
        <Files onOpen={(row) => opened.push(row.name)} />
      </StoryFrame>,
    );
    const grid = await screen.findByRole('grid', { name: '文件列表' });
    const user = userEvent.setup();
    await user.click(await within(grid).findByText('3.txt'));
    await user.click(within(grid).getByRole('checkbox', { name: '选择 4.txt' }));
    await user.click(within(grid).getAllByRole('button', { name: '下载' })[0] as HTMLElement);
    expect(opened).toEqual(['3.txt']);
  });

  it('says the list’s own text when it has no rows', async () => {
    render(
      <StoryFrame>
        <Files empty />
      </StoryFrame>,
    );
    expect(await screen.findByText('这个应用还没有上传过文件。')).toBeInTheDocument();
  });
});

import type { Page } from '@org/api-contract';
import { StoryFrame } from '@org/app-kit/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminMessages } from '../messages';
import { FIRST_PAGE } from '../screens/lazy-screen';
import { CrudScreen, type PagingQuery } from './CrudScreen';

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
    <StoryFrame signedIn messages={adminMessages}>
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
    await user.click(within(pager).getByRole('button', { name: 'Go to next page' }));
    await waitFor(() =>
      expect(queries.at(-1)).toMatchObject({ pageNo: 2, cursor: 'after-page-1' }),
    );
    // a jump that is not to the next page reads by page number alone
    await user.click(within(pager).getByRole('button', { name: 'Go to page 5' }));
    await waitFor(() => expect(queries.at(-1)?.pageNo).toBe(5));
    expect(queries.at(-1)).not.toHaveProperty('cursor');
  });
});

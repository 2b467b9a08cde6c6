import { DEFAULT_PAGE_SIZE, type Page } from '@org/api-contract';
import type { GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { blankSearch, defaultSearch, type SearchField, type SearchValues } from './search';

/**
 * A row of a list: what tells it apart from the others, a record's numeric id, or a key where
 * the record has none (a stored file is known by its storage key).
 */
export interface ListRow {
  id: number | string;
}

/** The paging and sort part of every page query of the contract. */
export interface PagingQuery {
  pageNo?: number;
  pageSize?: number;
  sortBy?: string;
  sortOrder?: 'asc' | 'desc';
}

/** The query of a list's first page with no search: what an app may fetch ahead of the list. */
export const FIRST_PAGE = { pageNo: 1, pageSize: DEFAULT_PAGE_SIZE } as const;

/** What a list's page hook answers (an RTK Query query hook's result fits). */
export interface PageAnswer<Row> {
  data?: Page<Row> | undefined;
  isFetching: boolean;
  /** The last fetch failed (the client has shown why). */
  isError?: boolean | undefined;
  /** Asks again. */
  refetch?: (() => unknown) | undefined;
}

export interface ListQueryOptions<Row extends ListRow, Query extends PagingQuery> {
  searchFields: readonly SearchField[];
  /** The query part of the search values (default: `defaultSearch`). */
  toSearch?: ((values: SearchValues) => Partial<Query>) | undefined;
  /** Query fields that are not search inputs (a parent id, a tree selection). */
  scope?: Partial<Query> | undefined;
  /**
   * Query fields that change how the search is shown, not what it finds (the folded rows of a
   * tree table): unlike a new `scope`, a change keeps the page.
   */
  view?: Partial<Query> | undefined;
  /** The columns the server can sort by (`sortBy`). */
  sortable: readonly string[];
  /** The list's page hook (RTK Query); it must be the same function on every render. */
  usePage: (query: Query) => PageAnswer<Row>;
}

/**
 * What a server-paged list asks and shows: the search being typed and the one run, the page
 * and its size, the sort, the server's cursor to the next page, and the answer. A new search,
 * sort or scope starts again at page 1.
 */
export function useListQuery<Row extends ListRow, Query extends PagingQuery>(
  options: ListQueryOptions<Row, Query>,
) {
  const { searchFields, toSearch, scope, view, sortable, usePage } = options;
  const blank = useMemo(() => blankSearch(searchFields), [searchFields]);
  const [draft, setDraft] = useState<SearchValues>(blank);
  const [filters, setFilters] = useState<SearchValues>(blank);
  const [paging, setPaging] = useState<{ pageNo: number; pageSize: number }>(FIRST_PAGE);
  // A new scope (another tree node) is a new search: back to its first page.
  const scopeKey = JSON.stringify(scope ?? {});
  const [pagedScope, setPagedScope] = useState(scopeKey);
  if (pagedScope !== scopeKey) {
    setPagedScope(scopeKey);
    if (paging.pageNo !== 1) setPaging({ ...paging, pageNo: 1 });
  }
  /** The server's cursor to the page after the one shown, used when the user steps to it. */
  const [cursor, setCursor] = useState<{ pageNo: number; value: string } | null>(null);
  const [sortModel, setSortModel] = useState<GridSortModel>([]);

  const query = useMemo(() => {
    const sort = sortModel[0];
    return {
      ...(scope ?? {}),
      ...(view ?? {}),
      ...(toSearch ? toSearch(filters) : defaultSearch(searchFields, filters)),
      ...paging,
      ...(cursor && cursor.pageNo === paging.pageNo ? { cursor: cursor.value } : {}),
      ...(sort && sortable.includes(sort.field)
        ? { sortBy: sort.field, sortOrder: sort.sort ?? 'asc' }
        : {}),
    } as Query;
  }, [scope, view, toSearch, filters, searchFields, paging, cursor, sortModel, sortable]);
  const { data, isFetching, isError = false, refetch } = usePage(query);
  const rows = useMemo<readonly Row[]>(() => data?.list ?? [], [data]);

  const runSearch = useCallback(() => {
    setFilters(draft);
    setPaging((current) => ({ ...current, pageNo: 1 }));
  }, [draft]);
  const resetSearch = useCallback(() => {
    setDraft(blank);
    setFilters(blank);
    setPaging((current) => ({ ...current, pageNo: 1 }));
  }, [blank]);
  const sortBy = useCallback((model: GridSortModel) => {
    setSortModel(model);
    setPaging((current) => ({ ...current, pageNo: 1 }));
  }, []);
  /** The pager's change: stepping to the next page goes by the server's cursor when it gave one. */
  const goTo = (pageNo: number, pageSize: number) => {
    const next = pageNo === paging.pageNo + 1 && pageSize === paging.pageSize;
    setCursor(next && data?.nextCursor ? { pageNo, value: data.nextCursor } : null);
    setPaging({ pageNo, pageSize });
  };
  /** After `count` rows went: a page left empty steps back to the one before. */
  const removed = (count: number) => {
    if (rows.length === count && paging.pageNo > 1) {
      setPaging({ ...paging, pageNo: paging.pageNo - 1 });
    }
  };

  return {
    query,
    data,
    rows,
    isFetching,
    /** The page asked for could not be fetched (and is not being asked again). */
    failed: isError && !isFetching,
    retry: refetch,
    /** Nothing is shown yet: the grid's own loading overlay (later fetches show a bar). */
    firstLoad: isFetching && data === undefined,
    total: data?.total ?? 0,
    estimated: data?.totalEstimated === true,
    paging,
    /**
     * The page of the rows shown, not the page asked for: told the new page while the old rows
     * are still shown, a grid renders every row again for their new positions, and then once
     * more when the new rows arrive.
     */
    shownPageNo: data?.pageNo ?? paging.pageNo,
    shownPageSize: data?.pageSize ?? paging.pageSize,
    draft,
    setDraft,
    runSearch,
    resetSearch,
    sortModel,
    sortBy,
    goTo,
    removed,
  };
}

export type ListQuery<Row extends ListRow, Query extends PagingQuery> = ReturnType<
  typeof useListQuery<Row, Query>
>;

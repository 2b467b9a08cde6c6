import type { PageAnswer } from '@org/app-kit/list';
import { useMemo } from 'react';
import { type ViewPageQuery, type ViewSummary, useViewPageQuery } from '../api/dataview-api';

/** A page of an application's views for the list kit (`usePage`): the service's `records`. */
function useViewPage(query: ViewPageQuery): PageAnswer<ViewSummary> {
  const { data, isFetching, isError, refetch } = useViewPageQuery(query);
  const page = useMemo(
    () =>
      data && { list: data.records, total: data.total, pageNo: data.current, pageSize: data.size },
    [data],
  );
  return { data: page, isFetching, isError, refetch };
}

/** The views by code until the user sorts them. */
export function useViewsByCode(query: ViewPageQuery) {
  return useViewPage({ sortBy: 'viewCode', sortOrder: 'asc', ...query });
}

/** The views last changed first until the user sorts them. */
export function useRecentViews(query: ViewPageQuery) {
  return useViewPage({ sortBy: 'updatedAt', sortOrder: 'desc', ...query });
}

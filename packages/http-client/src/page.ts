/**
 * The `data` of every list call of the platform's servers: one page of rows and how many rows
 * match in all.
 *
 * `total` is exact while at most 10 000 rows match. Above that the server does not count
 * every row: `total` is the database's estimate and `totalEstimated` is `true`, so a pager
 * should show it as approximate ("about 1 000 000") and may offer pages up to it, knowing the
 * last ones can come back short or empty. An estimate is never below the rows the page itself
 * proves exist.
 *
 * `nextCursor`, when present, continues after this page: send it as `cursor` together with
 * `pageNo + 1` and the same filters, sort and page size, and the server reads the next page
 * from where this one ended instead of walking past every earlier row. The rows are the same
 * as by `pageNo` alone; a cursor that does not fit the request is ignored.
 */
export interface PageAnswer<T> {
  list: T[];
  total: number;
  /** `true` when `total` is an estimate; absent (or `false`) when it is exact. */
  totalEstimated?: boolean;
  nextCursor?: string;
  pageNo: number;
  pageSize: number;
}

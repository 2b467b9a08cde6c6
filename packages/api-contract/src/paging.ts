import { Type, type Static, type TProperties, type TSchema } from 'typebox';

/** Page sizes the list screens offer (spec §9); the first is the default. */
export const PAGE_SIZES: readonly number[] = Object.freeze([10, 20, 50, 100]);
/** Page size when a request gives none. */
export const DEFAULT_PAGE_SIZE = 10;
/** Largest page a management list returns. */
export const MAX_PAGE_SIZE = 100;
/** Largest page of a lookup list (the designers ask for 1000 dictionaries or views at once). */
export const LOOKUP_MAX_PAGE_SIZE = 1000;

/**
 * Above this many matching rows a list answers the planner's estimate as its total, flagged
 * `totalEstimated: true`, instead of counting every row (decision 0012). Up to it, the total
 * is exact.
 */
export const EXACT_TOTAL_LIMIT = 10_000;

/** Longest `cursor` a list request accepts. */
export const MAX_CURSOR_LENGTH = 512;

/**
 * The paging fields of a list request: `pageNo` from 1, `pageSize` from 1 to `max`
 * (any size is accepted; the screens offer `PAGE_SIZES`), and the `nextCursor` of the page
 * before, which lets the server continue where that page ended instead of walking past every
 * earlier row. A cursor that does not fit the request (another page, sort or filter) is
 * ignored; the rows of a page are the same with or without it.
 */
export function PageFields(max: number = MAX_PAGE_SIZE) {
  return {
    pageNo: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 1_000_000,
        default: 1,
        description: 'Page number, from 1.',
      }),
    ),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: max,
        default: DEFAULT_PAGE_SIZE,
        description: `Rows per page, at most ${max}; the screens offer ${PAGE_SIZES.join(', ')}.`,
      }),
    ),
    cursor: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: MAX_CURSOR_LENGTH,
        description:
          '`nextCursor` of the previous page, sent with `pageNo` one more than that page: the page is read from where that one ended.',
      }),
    ),
  };
}

/** The sorting fields of a list request: a whitelisted column and a direction. */
export function SortFields<const C extends string[]>(columns: readonly [...C]) {
  return {
    sortBy: Type.Optional(Type.Enum(columns, { description: `One of: ${columns.join(', ')}.` })),
    sortOrder: Type.Optional(SortOrder),
  };
}

/**
 * A list request: the paging fields (pages of up to `maxPageSize`), sorting by one of `columns`,
 * then the filters in `fields`.
 */
export function PageQuery<const C extends string[], F extends TProperties>(
  columns: readonly [...C],
  fields: F,
  maxPageSize: number = MAX_PAGE_SIZE,
) {
  return Type.Object({ ...PageFields(maxPageSize), ...SortFields([...columns]), ...fields });
}

/** An optional search text of a list request: the rows whose field contains it. */
export function SearchText(maxLength: number, description: string) {
  return Type.Optional(Type.String({ maxLength, description }));
}

/** Search by part of a name. */
export const NameSearch = SearchText(100, 'Part of the name.');
/** Search by part of a code. */
export const CodeSearch = SearchText(64, 'Part of the code.');

/**
 * `data` of a list request: the rows of one page and the total number of rows. The total is
 * exact up to `EXACT_TOTAL_LIMIT` matching rows; above it, it is the database's estimate and
 * `totalEstimated` is `true` (a pager shows "about N"). `nextCursor`, when present, reads the
 * next page quickly (send it back with `pageNo + 1`).
 */
export function PageOf<T extends TSchema>(item: T) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    totalEstimated: Type.Optional(
      Type.Boolean({
        description: `true when \`total\` is an estimate: more than ${EXACT_TOTAL_LIMIT} rows match and they were not all counted. Absent or false: exact.`,
      }),
    ),
    nextCursor: Type.Optional(
      Type.String({
        description: 'Send as `cursor` with `pageNo + 1` to read the next page from here.',
      }),
    ),
    pageNo: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });
}

/** A page of rows, as every list call answers. */
export interface Page<T> {
  list: T[];
  /** Exact, unless `totalEstimated` is true (then the planner's estimate, above `EXACT_TOTAL_LIMIT`). */
  total: number;
  totalEstimated?: boolean;
  /** Continues after this page: send it as `cursor` with `pageNo + 1`. */
  nextCursor?: string;
  pageNo: number;
  pageSize: number;
}

/** Direction of a sort. */
export const SortOrder = Type.Enum(['asc', 'desc'], { default: 'asc' });
export type SortOrder = Static<typeof SortOrder>;

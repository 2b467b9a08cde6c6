import { MAX_FIELD_FILTERS, type SubmissionExportBody } from '@org/api-contract';
import {
  type SubmissionColumn,
  type SubmissionFieldFilter,
  dateRangeFilter,
  filterOpOf,
} from '@org/form-schema';
import type { SubmissionPageQuery } from '../api/shell-api';

/**
 * The state of a form's submissions table, as plain data and functions: which columns show
 * (remembered per user and form), the filters typed, the sort, and the requests they make.
 */

/** Columns beside the form's fields, in their fixed order after them. */
export const META_COLUMNS = ['submitter', 'status', 'formVersion', 'submittedAt'] as const;
export type MetaColumn = (typeof META_COLUMNS)[number];

/** The columns shown: fields (by model, in the order chosen) and the other columns. */
export interface ColumnPrefs {
  fields: string[];
  meta: MetaColumn[];
}

/** How many fields a table shows before its user chooses. */
export const DEFAULT_FIELD_COLUMNS = 6;
const DEFAULT_META: MetaColumn[] = ['submitter', 'status', 'submittedAt'];

/** The localStorage key of a user's columns of a form. */
export const prefsKey = (userId: number | undefined, formId: number) =>
  `submissionColumns:${userId ?? 0}:${formId}`;

const isMeta = (key: unknown): key is MetaColumn =>
  typeof key === 'string' && (META_COLUMNS as readonly string[]).includes(key);

/** The columns a user chose for a form; `null` when none are kept (or they cannot be read). */
export function loadPrefs(key: string): ColumnPrefs | null {
  let value: unknown;
  try {
    value = JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  const { fields, meta } = value as Record<string, unknown>;
  if (!Array.isArray(fields) || !Array.isArray(meta)) return null;
  return {
    fields: fields.filter((model): model is string => typeof model === 'string'),
    meta: meta.filter(isMeta),
  };
}

export function savePrefs(key: string, prefs: ColumnPrefs): void {
  try {
    localStorage.setItem(key, JSON.stringify(prefs));
  } catch {
    // A full or refused storage keeps the choice for this visit only.
  }
}

/**
 * The columns a table shows: the chosen fields that the form still has, in the chosen order,
 * and the chosen other columns; without a choice, the first `DEFAULT_FIELD_COLUMNS` fields
 * and the submitter, status and submission time.
 */
export function shownColumns(
  columns: readonly SubmissionColumn[],
  prefs: ColumnPrefs | null,
): { fields: SubmissionColumn[]; meta: MetaColumn[] } {
  if (prefs === null) {
    return { fields: columns.slice(0, DEFAULT_FIELD_COLUMNS), meta: DEFAULT_META };
  }
  const fields = prefs.fields
    .map((model) => columns.find((column) => column.model === model))
    .filter((column): column is SubmissionColumn => column !== undefined);
  return { fields, meta: META_COLUMNS.filter((key) => prefs.meta.includes(key)) };
}

/** The list's own filters, as the search form holds them (days `YYYY-MM-DD`, local). */
export interface ListFilters {
  status: '' | 'DRAFT' | 'SUBMITTED';
  from: string;
  to: string;
  mine: boolean;
}

export const NO_FILTERS: ListFilters = { status: '', from: '', to: '', mine: false };

/** A filter on a field as typed: the inputs of every kind, the column's kind picks its own. */
export interface FieldFilterDraft {
  /** Tells the rows apart while they are added and removed. */
  id: number;
  model: string;
  text: string;
  min: string;
  max: string;
  from: string;
  to: string;
  /** A choice's value as text (`String(value)`), or `'true'`/`'false'` of a switch. */
  choice: string;
}

/** Most field filters at once (`MAX_FIELD_FILTERS` of the contract). */
export const MAX_DRAFTS = MAX_FIELD_FILTERS;

export const newDraft = (id: number, model: string): FieldFilterDraft => ({
  id,
  model,
  text: '',
  min: '',
  max: '',
  from: '',
  to: '',
  choice: '',
});

/** Why a draft is not a filter yet: a range whose end comes before its start. */
export type DraftProblem = 'badRange';

/**
 * The filter a draft asks for, against its column: `null` while it is empty (it filters
 * nothing), a problem when its range is upside down. A choice goes with its value's own type
 * (a number stays a number).
 */
export function draftFilter(
  column: SubmissionColumn,
  draft: FieldFilterDraft,
): SubmissionFieldFilter | DraftProblem | null {
  const model = column.model;
  switch (filterOpOf(column)) {
    case 'contains': {
      const value = draft.text.trim();
      return value === '' ? null : { model, op: 'contains', value };
    }
    case 'between':
      if (column.filter === 'date') {
        if (draft.from && draft.to && draft.to < draft.from) return 'badRange';
        return dateRangeFilter(column, draft.from || undefined, draft.to || undefined);
      } else {
        const min = draft.min.trim() === '' ? undefined : Number(draft.min);
        const max = draft.max.trim() === '' ? undefined : Number(draft.max);
        const given = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n);
        if (!given(min) && !given(max)) return null;
        if (given(min) && given(max) && max < min) return 'badRange';
        return {
          model,
          op: 'between',
          ...(given(min) ? { min } : {}),
          ...(given(max) ? { max } : {}),
        };
      }
    case 'dateBetween':
      if (draft.from && draft.to && draft.to < draft.from) return 'badRange';
      return dateRangeFilter(column, draft.from || undefined, draft.to || undefined);
    case 'equals': {
      if (draft.choice === '') return null;
      if (column.filter === 'boolean')
        return { model, op: 'equals', value: draft.choice === 'true' };
      const source = column.choices;
      const known =
        source?.kind === 'static'
          ? source.choices.find((choice) => String(choice.value) === draft.choice)
          : undefined;
      return { model, op: 'equals', value: known ? known.value : draft.choice };
    }
    default:
      return null;
  }
}

/** The key of a field's column: the list sorts by it with the field's values (`sortField`). */
const FIELD_KEY = 'field:';
export const fieldKey = (model: string) => `${FIELD_KEY}${model}`;

/** The columns beside the fields that the server sorts by. */
export const SORTABLE_META = [
  'submittedAt',
  'formVersion',
] as const satisfies readonly MetaColumn[];

/**
 * The list's query as the list kit keeps it: page, size, the column sorted by (a field's by
 * `fieldKey`), and the form and filters (`submissionScope`).
 */
export type SubmissionListQuery = Omit<SubmissionPageQuery, 'sortBy' | 'sortField'> & {
  sortBy?: string;
};

/** The start of a local day as an instant; with `next`, the start of the day after. */
function dayStart(day: string, next = false): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + (next ? 1 : 0)).toISOString();
}

/** The list's own filters as request fields: the date range covers both whole days. */
function listFilterFields(filters: ListFilters, userId: number | undefined) {
  return {
    ...(filters.status ? { submitStatus: filters.status } : {}),
    ...(filters.from ? { submittedFrom: dayStart(filters.from) } : {}),
    ...(filters.to ? { submittedTo: dayStart(filters.to, true) } : {}),
    ...(filters.mine && userId !== undefined ? { submittedBy: userId } : {}),
  };
}

/** What the list asks for besides page and order: the form, its filters and field filters. */
export function submissionScope(
  formId: number,
  filters: ListFilters,
  fieldFilters: readonly SubmissionFieldFilter[],
  userId: number | undefined,
): SubmissionListQuery {
  return {
    formId,
    ...listFilterFields(filters, userId),
    ...(fieldFilters.length > 0 ? { fieldFilters: [...fieldFilters] } : {}),
  };
}

/**
 * The page request of the list's query: a field's column sorts by the field's values, another
 * column by itself; unsorted, the newest first.
 */
export function submissionRequest({
  sortBy,
  sortOrder = 'asc',
  ...query
}: SubmissionListQuery): SubmissionPageQuery {
  if (sortBy?.startsWith(FIELD_KEY)) {
    return { ...query, sortField: sortBy.slice(FIELD_KEY.length), sortOrder };
  }
  const meta = SORTABLE_META.find((key) => key === sortBy);
  return meta
    ? { ...query, sortBy: meta, sortOrder }
    : { ...query, sortBy: 'createdAt', sortOrder: 'desc' };
}

/**
 * The export request of the table: the selected submissions (`ids`), or those its filters
 * find; the fields shown, in their order.
 */
export function exportBody(
  formId: number,
  selected: readonly number[],
  filters: ListFilters,
  fieldFilters: readonly SubmissionFieldFilter[],
  userId: number | undefined,
  fields: readonly SubmissionColumn[],
): SubmissionExportBody {
  const columns = { columns: fields.map((column) => column.model) };
  if (selected.length > 0) return { formId, ids: [...selected], ...columns };
  return {
    formId,
    ...columns,
    ...listFilterFields(filters, userId),
    ...(fieldFilters.length > 0 ? { fieldFilters: [...fieldFilters] } : {}),
  };
}

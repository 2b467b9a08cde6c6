import {
  DEFAULT_FORM_CONFIG,
  type Widget,
  type WidgetType,
  createWidget,
  submissionColumns,
} from '@org/form-schema';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_FIELD_COLUMNS,
  NO_FILTERS,
  draftFilter,
  exportBody,
  loadPrefs,
  newDraft,
  prefsKey,
  savePrefs,
  fieldKey,
  shownColumns,
  submissionRequest,
  submissionScope,
} from './submission-table';

function field(type: WidgetType, model: string, options: Record<string, unknown> = {}) {
  const made = createWidget(type, { name: model });
  return { ...made, model, options: { ...made.options, ...options } } as Widget;
}

const columns = submissionColumns({
  list: [
    field('input', 'name'),
    field('number', 'days'),
    field('date', 'start'),
    field('date', 'stamp', { timestamp: true }),
    field('select', 'kind', {
      options: [
        { value: 1, label: '一' },
        { value: 'b', label: '乙' },
      ],
    }),
    field('switch', 'urgent'),
    field('select', 'remote', { remote: true, remoteType: 'func' }),
    field('textarea', 'note'),
  ],
  config: { ...DEFAULT_FORM_CONFIG },
});
const column = (model: string) => columns.find((each) => each.model === model)!;

beforeEach(() => localStorage.clear());

describe('the columns shown', () => {
  it('shows the first fields and the submitter, status and time until the user chooses', () => {
    const shown = shownColumns(columns, null);
    expect(shown.fields).toHaveLength(DEFAULT_FIELD_COLUMNS);
    expect(shown.fields[0]?.model).toBe('name');
    expect(shown.meta).toEqual(['submitter', 'status', 'submittedAt']);
  });

  it('keeps the chosen fields in the chosen order, dropping those the form no longer has', () => {
    const shown = shownColumns(columns, {
      fields: ['note', 'gone', 'name'],
      meta: ['submittedAt', 'formVersion'],
    });
    expect(shown.fields.map((c) => c.model)).toEqual(['note', 'name']);
    // The other columns keep their own order.
    expect(shown.meta).toEqual(['formVersion', 'submittedAt']);
  });

  it('remembers a choice per user and form, and reads nothing from what it did not write', () => {
    savePrefs(prefsKey(4, 11), { fields: ['days'], meta: ['status'] });
    expect(loadPrefs(prefsKey(4, 11))).toEqual({ fields: ['days'], meta: ['status'] });
    expect(loadPrefs(prefsKey(5, 11))).toBeNull();
    expect(loadPrefs(prefsKey(4, 12))).toBeNull();
    localStorage.setItem(prefsKey(4, 13), '{not json');
    expect(loadPrefs(prefsKey(4, 13))).toBeNull();
    localStorage.setItem(
      prefsKey(4, 14),
      JSON.stringify({ fields: ['a', 3], meta: ['status', 'x'] }),
    );
    expect(loadPrefs(prefsKey(4, 14))).toEqual({ fields: ['a'], meta: ['status'] });
  });
});

describe('field filters as typed', () => {
  const draft = (model: string, typed: Partial<ReturnType<typeof newDraft>>) => ({
    ...newDraft(1, model),
    ...typed,
  });

  it('asks for nothing while empty', () => {
    for (const model of ['name', 'days', 'start', 'kind', 'urgent']) {
      expect(draftFilter(column(model), newDraft(1, model))).toBeNull();
    }
  });

  it('makes each column’s own filter, a choice with its value’s type', () => {
    expect(draftFilter(column('name'), draft('name', { text: ' 王 ' }))).toEqual({
      model: 'name',
      op: 'contains',
      value: '王',
    });
    expect(draftFilter(column('days'), draft('days', { min: '2', max: '' }))).toEqual({
      model: 'days',
      op: 'between',
      min: 2,
    });
    expect(draftFilter(column('start'), draft('start', { from: '2026-05-01' }))).toEqual({
      model: 'start',
      op: 'dateBetween',
      from: '2026-05-01',
    });
    expect(draftFilter(column('stamp'), draft('stamp', { to: '2026-05-01' }))).toEqual({
      model: 'stamp',
      op: 'between',
      max: new Date(2026, 4, 2).getTime() - 1,
    });
    expect(draftFilter(column('kind'), draft('kind', { choice: '1' }))).toEqual({
      model: 'kind',
      op: 'equals',
      value: 1,
    });
    expect(draftFilter(column('remote'), draft('remote', { choice: 'x' }))).toEqual({
      model: 'remote',
      op: 'equals',
      value: 'x',
    });
    expect(draftFilter(column('urgent'), draft('urgent', { choice: 'false' }))).toEqual({
      model: 'urgent',
      op: 'equals',
      value: false,
    });
  });

  it('tells a range upside down', () => {
    expect(draftFilter(column('days'), draft('days', { min: '5', max: '1' }))).toBe('badRange');
    expect(
      draftFilter(column('start'), draft('start', { from: '2026-05-02', to: '2026-05-01' })),
    ).toBe('badRange');
  });
});

describe('the requests of the table', () => {
  it('covers both whole days of the date range and one’s own when asked', () => {
    const scope = submissionScope(
      11,
      { status: 'SUBMITTED', from: '2026-05-01', to: '2026-05-03', mine: true },
      [],
      4,
    );
    expect(scope).toMatchObject({ formId: 11, submitStatus: 'SUBMITTED', submittedBy: 4 });
    expect(new Date(scope.submittedFrom ?? '').getDate()).toBe(1);
    expect(new Date(scope.submittedTo ?? '').getDate()).toBe(4);
    expect(submissionScope(11, NO_FILTERS, [], 4)).toEqual({ formId: 11 });
  });

  it('asks for the newest first until a column is sorted', () => {
    const scope = submissionScope(11, NO_FILTERS, [], 4);
    expect(submissionRequest({ ...scope, pageNo: 2, pageSize: 20 })).toEqual({
      formId: 11,
      pageNo: 2,
      pageSize: 20,
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });
  });

  it('sorts by a field’s values or by a column, and sends the field filters', () => {
    const filter = { model: 'name', op: 'contains' as const, value: 'x' };
    const scope = submissionScope(11, NO_FILTERS, [filter], 4);
    const request = submissionRequest({ ...scope, sortBy: fieldKey('days'), sortOrder: 'asc' });
    expect(request).toMatchObject({ sortField: 'days', sortOrder: 'asc', fieldFilters: [filter] });
    expect(request).not.toHaveProperty('sortBy');
    expect(submissionRequest({ ...scope, sortBy: 'submittedAt', sortOrder: 'desc' })).toMatchObject(
      { sortBy: 'submittedAt', sortOrder: 'desc' },
    );
  });

  it('exports the selection, else what the filters find, with the fields shown', () => {
    const fields = [column('note'), column('name')];
    const filter = { model: 'name', op: 'contains' as const, value: 'x' };
    expect(exportBody(11, [3, 5], NO_FILTERS, [filter], 4, fields)).toEqual({
      formId: 11,
      ids: [3, 5],
      columns: ['note', 'name'],
    });
    expect(exportBody(11, [], { ...NO_FILTERS, status: 'DRAFT' }, [filter], 4, fields)).toEqual({
      formId: 11,
      columns: ['note', 'name'],
      submitStatus: 'DRAFT',
      fieldFilters: [filter],
    });
  });
});

/**
 * A form's submissions as a table (decision 0019): filters and sorts on the fields of the
 * data, bulk delete, and the CSV export of a selection or of a filtered list; each in the
 * caller's data scope.
 */
import {
  API,
  FORM_PERMISSIONS,
  type FormSaved,
  type Page,
  type Submission,
} from '@org/api-contract';
import {
  DEFAULT_FORM_CONFIG,
  SCHEMA_VERSION,
  SUBMISSION_FILTER_OPS,
  type Widget,
  type WidgetType,
  applyOptionChange,
  createWidget,
} from '@org/form-schema';
import { SUBMISSION_FIELD_OPS } from '@org/api-contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/rows';
import { formSubmissions } from '../src/db/schema/index';
import { managementSuite } from './harness';
import { countOf } from './people-fixtures';
import { recordPlans } from './plans';

const t = managementSuite();
const BASE = '/form-service/submission/v1';
const PAGE = `${BASE}/page`;
const EXPORT = `${BASE}/export`;
const INIT = 'Init@123456';

function field(type: WidgetType, model: string, options: Record<string, unknown> = {}): Widget {
  const widget = createWidget(type, { name: model });
  return applyOptionChange({ ...widget, model } as Widget, options as Partial<Widget['options']>);
}

const KINDS = [
  { value: 'a', label: '甲' },
  { value: 'b', label: '乙' },
  { value: 1, label: '一' },
];

/** A form with a field of each kind the table filters. */
const definition = {
  schemaVersion: SCHEMA_VERSION,
  config: { ...DEFAULT_FORM_CONFIG },
  list: [
    field('input', 'name'),
    field('number', 'days'),
    field('date', 'start'),
    field('date', 'month', { type: 'month', format: 'yyyy-MM' }),
    field('date', 'stamp', { timestamp: true }),
    field('select', 'kind', { options: KINDS, showLabel: true }),
    field('checkbox', 'tags', { options: KINDS, showLabel: true }),
    field('switch', 'urgent'),
    field('fileupload', 'files'),
  ],
};

let formId = 0;
let otherFormId = 0;
let lisi = 0;
let editor = 0;
/** Submission ids by their `name`. */
const ids = new Map<string, number>();

/** Adds a submission by SQL (no form rules), created `n` minutes into 2099, by `submitter`. */
async function stored(
  form: number,
  data: Record<string, unknown>,
  n: number,
  submitter: number | null = null,
): Promise<number> {
  const at = new Date(Date.UTC(2099, 0, 1, 0, n)).toISOString();
  const [row] = await queryRows<{ id: number }>(
    t.server.db,
    sql`insert into form_submission (form_id, form_version, app_id, data, submitted_by,
                                     submitted_at, created_at, updated_at)
        select id, 1, app_id, ${JSON.stringify(data)}::jsonb, ${submitter}, ${at}::timestamptz,
               ${at}::timestamptz, ${at}::timestamptz
          from form_definition where id = ${form}
        returning id::int as id`,
  );
  return row?.id ?? 0;
}

const ROWS: Record<string, unknown>[] = [
  {
    name: 'Alice 100%',
    days: 1,
    start: '2026-05-01',
    month: '2026-04',
    kind: 'a',
    tags: ['a'],
    urgent: true,
  },
  {
    name: 'bob_smith',
    days: 3,
    start: '2026-05-15',
    month: '2026-05',
    kind: 'b',
    tags: ['a', 'b'],
    urgent: false,
  },
  {
    name: 'Carol',
    days: 5.5,
    start: '2026-05-31',
    month: '2026-06',
    kind: 1,
    tags: [1],
    stamp: Date.UTC(2026, 4, 2, 12),
  },
  {
    name: '王五',
    days: '7',
    start: '2026-06-01',
    kind: '1',
    urgent: true,
    stamp: Date.UTC(2026, 4, 20),
  },
  { name: '', days: null, start: 'someday', kind: 'c' },
  { days: 10 },
];

beforeAll(async () => {
  const made = await t.server.call<FormSaved>('POST', '/form-service/form/v1/form', {
    token: t.admin,
    body: { appCode: 'demo', formCode: 'table_demo', formName: '表格', definition },
  });
  expect(made.body.code, made.body.message).toBe(20000);
  formId = made.body.data.id;
  const other = await t.server.call<FormSaved>('POST', '/form-service/form/v1/form', {
    token: t.admin,
    body: { appCode: 'demo', formCode: 'table_other', formName: '其他', definition },
  });
  otherFormId = other.body.data.id;
  lisi = await t.id.user('lisi');
  editor = await t.id.user('editor');
  for (const [i, data] of ROWS.entries()) {
    ids.set(
      String(data.name ?? `row${i}`),
      await stored(formId, data, i, i % 2 === 0 ? lisi : editor),
    );
  }
});

async function page(body: Record<string, unknown>, token = t.admin) {
  const answer = await t.server.call<Page<Submission>>('POST', PAGE, {
    token,
    body: { formId, pageSize: 100, ...body },
  });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

/** The names of the submissions a filtered page answers, newest first. */
const names = async (fieldFilters: Record<string, unknown>[], body: Record<string, unknown> = {}) =>
  (await page({ fieldFilters, ...body })).list.map((s) => s.data.name ?? '-');

describe('filtering submissions by their fields', () => {
  it('uses the operations of the form model', () => {
    expect([...SUBMISSION_FIELD_OPS]).toEqual([...SUBMISSION_FILTER_OPS]);
  });

  it('finds a part of a text, in any case, with % and _ as plain characters', async () => {
    expect(await names([{ model: 'name', op: 'contains', value: 'ALI' }])).toEqual(['Alice 100%']);
    expect(await names([{ model: 'name', op: 'contains', value: '0%' }])).toEqual(['Alice 100%']);
    expect(await names([{ model: 'name', op: 'contains', value: '_' }])).toEqual(['bob_smith']);
    expect(await names([{ model: 'name', op: 'contains', value: '五' }])).toEqual(['王五']);
  });

  it('finds numbers in a range, bounds included; text that looks like a number is no number', async () => {
    expect(await names([{ model: 'days', op: 'between', min: 3, max: 10 }])).toEqual([
      '-',
      'Carol',
      'bob_smith',
    ]);
    expect(await names([{ model: 'days', op: 'between', max: 3 }])).toEqual([
      'bob_smith',
      'Alice 100%',
    ]);
  });

  it('finds dates between two days, a month when it meets them, timestamps by the instant', async () => {
    expect(
      await names([{ model: 'start', op: 'dateBetween', from: '2026-05-15', to: '2026-05-31' }]),
    ).toEqual(['Carol', 'bob_smith']);
    expect(
      await names([{ model: 'month', op: 'dateBetween', from: '2026-05-20', to: '2026-06-03' }]),
    ).toEqual(['Carol', 'bob_smith']);
    expect(
      await names([
        { model: 'stamp', op: 'between', min: Date.UTC(2026, 4, 1), max: Date.UTC(2026, 4, 10) },
      ]),
    ).toEqual(['Carol']);
  });

  it('finds a choice by its value, 1 and "1" alike, and lists holding it', async () => {
    expect(await names([{ model: 'kind', op: 'equals', value: 'a' }])).toEqual(['Alice 100%']);
    expect(await names([{ model: 'kind', op: 'equals', value: 1 }])).toEqual(['王五', 'Carol']);
    expect(await names([{ model: 'tags', op: 'equals', value: 'a' }])).toEqual([
      'bob_smith',
      'Alice 100%',
    ]);
    expect(await names([{ model: 'tags', op: 'equals', value: '1' }])).toEqual(['Carol']);
    expect(await names([{ model: 'urgent', op: 'equals', value: true }])).toEqual([
      '王五',
      'Alice 100%',
    ]);
  });

  it('takes all filters together, with the other filters of the list, and counts exactly', async () => {
    const both = await page({
      fieldFilters: [
        { model: 'tags', op: 'equals', value: 'a' },
        { model: 'days', op: 'between', min: 2 },
      ],
    });
    expect(both).toMatchObject({ total: 1, list: [{ data: { name: 'bob_smith' } }] });
    expect(both.nextCursor).toBeUndefined();
    expect(
      await names([{ model: 'urgent', op: 'equals', value: true }], { submittedBy: lisi }),
    ).toEqual(['Alice 100%']);
    const paged = await page({
      fieldFilters: [{ model: 'days', op: 'between', min: 0 }],
      pageSize: 2,
      pageNo: 2,
    });
    expect(paged).toMatchObject({ total: 4, pageNo: 2 });
    expect(paged.list.map((s) => s.data.name)).toEqual(['bob_smith', 'Alice 100%']);
    const past = await page({
      fieldFilters: [{ model: 'days', op: 'between', min: 0 }],
      pageSize: 2,
      pageNo: 9,
    });
    expect(past).toMatchObject({ total: 4, list: [] });
  });

  it('sorts by a field, empty values last either way, and pages the sorted list', async () => {
    const sorted = async (sortOrder: 'asc' | 'desc') =>
      (await page({ sortField: 'name', sortOrder })).list.map((s) => s.data.name ?? '-');
    expect(await sorted('asc')).toEqual(['Alice 100%', 'Carol', 'bob_smith', '王五', '', '-']);
    expect(await sorted('desc')).toEqual(['王五', 'bob_smith', 'Carol', 'Alice 100%', '-', '']);
    // Numbers by number; a text such as "7" before them (JSON orders texts before numbers).
    const byDays = await page({ sortField: 'days', sortOrder: 'asc' });
    expect(byDays.list.map((s) => s.data.days)).toEqual(['7', 1, 3, 5.5, 10, null]);
    const second = await page({ sortField: 'days', sortOrder: 'asc', pageSize: 2, pageNo: 2 });
    expect(second).toMatchObject({ total: 6 });
    expect(second.list.map((s) => s.data.days)).toEqual([3, 5.5]);
    const both = await page({
      sortField: 'days',
      sortOrder: 'desc',
      fieldFilters: [{ model: 'urgent', op: 'equals', value: true }],
    });
    expect(both.list.map((s) => s.data.name)).toEqual(['Alice 100%', '王五']);
  });

  it.each([
    [
      { fieldFilters: [{ model: 'name', op: 'contains', value: 'x' }], formId: undefined },
      'body.formId',
      'is needed to filter or sort by a field',
    ],
    [
      { fieldFilters: [{ model: 'nope', op: 'contains', value: 'x' }] },
      'body.fieldFilters[0].model',
      'the form has no field "nope"',
    ],
    [
      {
        fieldFilters: [
          { model: 'name', op: 'contains', value: 'x' },
          { model: 'days', op: 'equals', value: 1 },
        ],
      },
      'body.fieldFilters[1].op',
      'field "days" is filtered with "between", not "equals"',
    ],
    [
      { fieldFilters: [{ model: 'files', op: 'equals', value: 'x' }] },
      'body.fieldFilters[0].model',
      'field "files" (fileupload) cannot be filtered',
    ],
    [
      { fieldFilters: [{ model: 'days', op: 'between', min: 9, max: 1 }] },
      'body.fieldFilters[0].max',
      'may not be before min',
    ],
    [
      { fieldFilters: [{ model: 'start', op: 'dateBetween', from: '2026-13-01' }] },
      'body.fieldFilters[0].from',
      'must be a valid date',
    ],
    [
      { fieldFilters: [{ model: 'name', op: 'like', value: 'x' }] },
      'body.fieldFilters[0].op',
      undefined,
    ],
    [{ sortField: 'nope' }, 'body.sortField', 'the form has no field "nope"'],
    [{ sortField: 'tags' }, 'body.sortField', 'field "tags" (checkbox) cannot be sorted'],
    [
      { sortField: 'name', formId: undefined },
      'body.formId',
      'is needed to filter or sort by a field',
    ],
    [
      {
        fieldFilters: Array.from({ length: 11 }, () => ({
          model: 'name',
          op: 'contains',
          value: 'x',
        })),
      },
      'body.fieldFilters',
      undefined,
    ],
  ])('refuses %o naming %s', async (body, field, message) => {
    const answer = await t.server.call('POST', PAGE, {
      token: t.admin,
      body: { formId, ...body },
    });
    expect(answer.body.code).toBe(40022);
    const errors = (answer.body.data as { errors: { field: string; message: string }[] }).errors;
    expect(errors[0]?.field).toBe(field);
    if (message !== undefined) expect(errors[0]?.message).toBe(message);
  });

  it('says a refused filter in Chinese to a Chinese caller', async () => {
    const answer = await t.server.call('POST', PAGE, {
      token: t.admin,
      body: { formId, fieldFilters: [{ model: 'days', op: 'between', min: 9, max: 1 }] },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(answer.body.data).toEqual({
      errors: [{ field: 'body.fieldFilters[0].max', message: '筛选条件有误：不能早于 min' }],
    });
  });

  it('binds what it is sent: SQL in a text or a model finds nothing and breaks nothing', async () => {
    for (const value of ["' or 1=1 --", '%', "x'); drop table form_submission; --", '\\']) {
      expect(await names([{ model: 'name', op: 'contains', value }])).toEqual(
        value === '%' ? ['Alice 100%'] : [],
      );
    }
    const answer = await t.server.call('POST', PAGE, {
      token: t.admin,
      body: { formId, fieldFilters: [{ model: "name' or '1'='1", op: 'contains', value: 'x' }] },
    });
    expect(answer.body.code).toBe(40022);
    expect(await countOf(t.server, formSubmissions)).toBeGreaterThanOrEqual(ROWS.length);
  });

  it('lists only the caller’s own submissions without the view code, filters and all', async () => {
    const lisiToken = await t.server.signIn('lisi', INIT);
    const own = await page({ fieldFilters: [{ model: 'days', op: 'between', min: 0 }] }, lisiToken);
    expect(own.list.every((s) => s.submittedBy === lisi)).toBe(true);
    expect(own.list.map((s) => s.data.name)).toEqual(['Carol', 'Alice 100%']);
  });
});

/** A role with the forms' view and remove codes and a data scope, and a user holding it. */
async function scopedRemover(account: string, dataScope: 'ORG_AND_CHILD' | 'ALL') {
  const role = await t.call(API.role.create, t.admin, {
    body: { roleCode: account, roleName: account },
  });
  const roleId = role.body.data.id;
  const resourceIds = await Promise.all(
    [FORM_PERMISSIONS.view, FORM_PERMISSIONS.remove].map((code) => t.id.resource(code)),
  );
  await t.call(API.role.grant, t.admin, { body: { roleId, resourceIds } });
  await t.call(API.role.setDataScope, t.admin, { body: { roleId, dataScope } });
  const created = await t.call(API.user.create, t.admin, {
    body: { account, username: account, mainOrgId: await t.id.org('SH'), roleIds: [roleId] },
  });
  expect(created.body.code, created.body.message).toBe(20000);
  return t.server.signIn(account, INIT);
}

describe('deleting submissions', () => {
  const remove = (body: Record<string, unknown>, token = t.admin) =>
    t.call(API.submission.remove, token, { body });

  it('needs the forms’ remove code', async () => {
    const id = await stored(formId, { name: 'keep' }, 100, editor);
    expect((await remove({ formId, ids: [id] }, t.editor)).body).toMatchObject({
      code: 40003,
      message: `You do not have permission to do this (${FORM_PERMISSIONS.remove}).`,
    });
    expect(
      (await page({ fieldFilters: [{ model: 'name', op: 'contains', value: 'keep' }] })).total,
    ).toBe(1);
  });

  it('refuses unknown and deleted ids, ids of another form and people outside the scope, deleting none', async () => {
    const mine = await stored(formId, { name: 'sh-1' }, 110, lisi);
    const outsider = await stored(formId, { name: 'bj-1' }, 111, editor);
    const orphan = await stored(formId, { name: 'orphan' }, 112, null);
    const elsewhere = await stored(otherFormId, { name: 'other' }, 113, lisi);
    const manager = await scopedRemover('sub.remover', 'ORG_AND_CHILD');

    expect((await remove({ formId, ids: [mine, 99999998, 99999999] }, manager)).body).toMatchObject(
      {
        code: 40004,
        message: 'Submissions 99999998, 99999999 were not found.',
      },
    );
    const other = await remove({ formId, ids: [mine, elsewhere] }, manager);
    expect(other.body).toMatchObject({
      code: 40022,
      data: {
        errors: [
          { field: 'body.ids', message: `submissions ${elsewhere} are not of form ${formId}` },
        ],
      },
    });
    expect((await remove({ formId, ids: [mine, outsider] }, manager)).body).toMatchObject({
      code: 40003,
      message: 'User "editor" is outside your data scope.',
    });
    expect((await remove({ formId, ids: [orphan] }, manager)).body).toMatchObject({
      code: 40003,
      message: `Submission ${orphan}, whose submitter was removed, is outside your data scope.`,
    });
    const left = await page({ fieldFilters: [{ model: 'name', op: 'contains', value: '-1' }] });
    expect(left.list.map((s) => s.data.name).sort()).toEqual(['bj-1', 'sh-1']);

    expect((await remove({ formId, ids: [mine] }, manager)).body).toEqual({
      code: 20000,
      message: 'success',
      data: { affected: 1 },
    });
    // Deleting twice: it is gone.
    expect((await remove({ formId, ids: [mine] }, manager)).body).toMatchObject({
      code: 40004,
      message: `Submission ${mine} was not found.`,
    });
    // Everyone's with the scope ALL (the administrator).
    expect((await remove({ formId, ids: [outsider, orphan] })).body.data).toEqual({ affected: 2 });
  });

  it('soft-deletes: the lists and the reads no longer show them, the rows stay', async () => {
    const id = await stored(formId, { name: 'gone' }, 120, lisi);
    expect((await remove({ formId, ids: [id] })).body.code).toBe(20000);
    expect(
      (await page({ fieldFilters: [{ model: 'name', op: 'contains', value: 'gone' }] })).total,
    ).toBe(0);
    expect((await page({})).list.map((s) => s.id)).not.toContain(id);
    const read = await t.call(API.submission.get, t.admin, { query: { id } });
    expect(read.body.code).toBe(40004);
    const [row] = await queryRows<{ deleted_by: number }>(
      t.server.db,
      sql`select deleted_by::int as deleted_by from form_submission where id = ${id}`,
    );
    expect(row?.deleted_by).toBe(await t.id.user('admin'));
  });

  it('refuses bad bodies', async () => {
    for (const body of [
      { formId, ids: [] },
      { ids: [1] },
      { formId, ids: [1, 1] },
      { formId, ids: ['1'] },
    ]) {
      expect((await remove(body)).body.code).toBe(40022);
    }
  });
});

describe('exporting a selection or a filtered list', () => {
  async function exported(body: Record<string, unknown>, token = t.admin) {
    const response = await fetch(new URL(EXPORT, t.server.url), {
      method: 'POST',
      headers: { 'x-token': token, 'content-type': 'application/json', 'accept-language': 'en-US' },
      body: JSON.stringify({ formId, ...body }),
    });
    const text = await response.text();
    if (response.headers.get('content-type')?.startsWith('application/json')) {
      return { refused: JSON.parse(text) as { code: number; data: unknown }, lines: [] };
    }
    return {
      refused: undefined,
      lines: text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, -1),
    };
  }

  it('writes the selected submissions with the columns asked, in their order', async () => {
    const selected = [ids.get('Carol') ?? 0, ids.get('Alice 100%') ?? 0];
    const { lines } = await exported({ ids: selected, columns: ['days', 'name'] });
    expect(lines[0]).toBe(
      'id,formVersion,submitStatus,submittedBy,submittedAt,createdAt,days,name',
    );
    expect(
      lines.slice(1).map((line) => line.split(',').slice(0, 1).concat(line.split(',').slice(-2))),
    ).toEqual([
      [String(selected[0]), '5.5', 'Carol'],
      [String(selected[1]), '1', 'Alice 100%'],
    ]);
  });

  it('writes what the filters find, every field when no columns are asked', async () => {
    const { lines } = await exported({
      fieldFilters: [{ model: 'kind', op: 'equals', value: '1' }],
      submitStatus: 'SUBMITTED',
    });
    expect(lines[0]).toBe(
      'id,formVersion,submitStatus,submittedBy,submittedAt,createdAt,name,days,start,month,stamp,kind,tags,urgent,files',
    );
    expect(lines.slice(1).map((line) => line.split(',')[6])).toEqual(['王五', 'Carol']);
  });

  it('writes only the submissions in the caller’s data scope', async () => {
    const manager = await scopedRemover('sub.exporter', 'ORG_AND_CHILD');
    const { lines } = await exported(
      { fieldFilters: [{ model: 'days', op: 'between', min: 0 }] },
      manager,
    );
    // lisi's (Shanghai) rows, not the editor's.
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(['lisi', 'lisi']);
    const selected = await exported({ ids: [ids.get('bob_smith') ?? 0] }, manager);
    expect(selected.lines).toHaveLength(1);
  });

  it('refuses unknown columns and filters, and callers without the view code', async () => {
    expect((await exported({ columns: ['name', 'nope'] })).refused).toMatchObject({
      code: 40022,
      data: { errors: [{ field: 'body.columns', message: 'the form has no field "nope"' }] },
    });
    expect(
      (await exported({ fieldFilters: [{ model: 'name', op: 'between', min: 1 }] })).refused,
    ).toMatchObject({
      code: 40022,
      data: { errors: [{ field: 'body.fieldFilters[0].op' }] },
    });
    expect((await exported({ ids: [] })).refused).toMatchObject({ code: 40022 });
    expect((await exported({}, t.editor)).refused).toMatchObject({ code: 40003 });
  });
});

describe('a filtered first page of a large form', () => {
  it('walks the form’s index and stops at the page, whatever the JSON filter', async () => {
    await t.server.db.execute(sql`
      insert into form_submission (form_id, form_version, app_id, data, submitted_by,
                                   submitted_at, created_at, updated_at)
      select f.id, 1, f.app_id,
             jsonb_build_object('name', 'Person ' || g, 'days', g % 9, 'kind', (array['x','y'])[1 + g % 2]),
             ${lisi}, timestamptz '2090-01-01' + g * interval '1 second',
             timestamptz '2090-01-01' + g * interval '1 second', now()
        from form_definition f, generate_series(1, 50000) g
       where f.id = ${formId}`);
    await t.server.db.execute(sql`analyze form_submission`);
    const plans = recordPlans(t.server.db);
    for (const fieldFilters of [
      [{ model: 'name', op: 'contains', value: 'person 1' }],
      [{ model: 'kind', op: 'equals', value: 'y' }],
      [{ model: 'days', op: 'between', min: 2, max: 4 }],
    ]) {
      let answer: Page<Submission> | undefined;
      const seen = await plans.plansOf(async () => {
        answer = await page({ fieldFilters, pageSize: 20 });
      }, /form_submission/);
      // Each matches more than the exact limit: the total is the planner's estimate.
      expect(answer?.list).toHaveLength(20);
      expect(answer?.totalEstimated).toBe(true);
      expect(seen.length).toBeGreaterThan(0);
      for (const plan of seen) expect(plan).not.toMatch(/Seq Scan on form_submission/);
    }
  }, 120_000);
});

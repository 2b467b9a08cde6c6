import type { FormSaved, FormSummary, Page, Submission } from '@org/api-contract';
import {
  DEFAULT_FORM_CONFIG,
  SCHEMA_VERSION,
  type Widget,
  addWidget,
  applyOptionChange,
  createWidget,
} from '@org/form-schema';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/rows';
import { formSubmissions } from '../src/db/schema/index';
import { managementSuite } from './harness';

const BASE = '/form-service';
const SUBMIT = `${BASE}/submission/v1/submission`;
const PAGE = `${BASE}/submission/v1/page`;

const t = managementSuite();
const formIds = new Map<string, number>();

const countSubmissions = async () =>
  (await t.server.db.select({ n: count() }).from(formSubmissions))[0]?.n;

function submit(body: Record<string, unknown>, token = t.editor) {
  return t.server.call<Submission>('POST', SUBMIT, { token, body });
}

async function page(body: Record<string, unknown>, token = t.editor) {
  const answer = await t.server.call<Page<Submission>>('POST', PAGE, { token, body });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

/** A contact form: an e-mail checked by type, a code with a pattern, an age coerced to a number. */
function contactForm() {
  const field = (model: string, options: Record<string, unknown>): Widget =>
    applyOptionChange(
      { ...createWidget('input', { name: model }), model } as Widget,
      options as Partial<Widget['options']>,
    );
  return {
    schemaVersion: SCHEMA_VERSION,
    config: { ...DEFAULT_FORM_CONFIG },
    list: [
      field('email', { required: true, dataTypeCheck: true, dataType: 'email' }),
      field('code', { pattern: '^[0-9]+$', patternCheck: true }),
      field('age', { dataTypeCheck: true, dataType: 'integer' }),
    ],
  };
}

const LEAVE = {
  applicant: '编辑',
  leaveType: 'annual',
  startDate: '2024-05-01',
  endDate: '2024-05-03',
  days: 3,
};

beforeAll(async () => {
  const forms = await t.server.call<Page<FormSummary>>('POST', `${BASE}/form/v1/page`, {
    token: t.admin,
    body: { appCode: 'demo' },
  });
  for (const form of forms.body.data.list) formIds.set(form.formCode, form.id);
  const contact = await t.server.call<FormSaved>('POST', `${BASE}/form/v1/form`, {
    token: t.admin,
    body: { appCode: 'demo', formCode: 'contact', formName: '联系人', definition: contactForm() },
  });
  formIds.set('contact', contact.body.data.id);
});

describe('submitting data', () => {
  it('stores data that passes the form rules, with the version and the submitter', async () => {
    const now = t.server.clock.now().toISOString();
    const answer = await submit({ formId: formIds.get('leave_request'), data: LEAVE });
    expect(answer.body.code, answer.body.message).toBe(20000);
    expect(answer.body.data).toMatchObject({
      formCode: 'leave_request',
      formName: '请假申请',
      formVersion: 1,
      data: LEAVE,
      submitStatus: 'SUBMITTED',
      submitterName: '普通编辑',
      submittedAt: now,
    });
    const fetched = await t.server.call<Submission>('GET', SUBMIT, {
      token: t.editor,
      query: { id: answer.body.data.id },
    });
    expect(fetched.body.data).toEqual(answer.body.data);
  });

  it('names every field that breaks a required or type rule, sub-table cells included', async () => {
    const before = await countSubmissions();
    const missing = await submit({ formId: formIds.get('leave_request'), data: { applicant: '' } });
    expect(missing.body).toMatchObject({ code: 40022 });
    expect(
      (missing.body.data as unknown as { errors: { field: string }[] }).errors.map((e) => e.field),
    ).toEqual([
      'body.data.applicant',
      'body.data.leaveType',
      'body.data.startDate',
      'body.data.endDate',
    ]);
    const lines = await submit({
      formId: formIds.get('expense_claim'),
      data: {
        claimant: '编辑',
        lines: [
          { item: '车费', amount: 12 },
          { item: '', amount: 5 },
        ],
      },
    });
    expect(lines.body.data).toEqual({
      errors: [{ field: 'body.data.lines[1].item', message: 'required' }],
    });
    const typed = await submit({
      formId: formIds.get('contact'),
      data: { email: 'not-mail', age: '4.5' },
    });
    expect(typed.body.data).toEqual({
      errors: [
        { field: 'body.data.email', message: 'invaild format' },
        { field: 'body.data.age', message: 'invaild format' },
      ],
    });
    expect(await countSubmissions()).toBe(before);
  });

  it('says refusals and their field errors in Chinese when asked in zh-CN', async () => {
    const inChinese = (method: string, path: string, body: Record<string, unknown>) =>
      t.server.call(method, path, {
        token: t.editor,
        headers: { 'accept-language': 'zh-CN' },
        ...(method === 'GET' ? { query: body as Record<string, number> } : { body }),
      });
    const contact = formIds.get('contact') ?? 0;
    const typed = await inChinese('POST', SUBMIT, { formId: contact, data: { email: 'x' } });
    expect(typed.body).toEqual({
      code: 40022,
      message: 'body.data.email：格式不正确',
      data: { errors: [{ field: 'body.data.email', message: '格式不正确' }] },
    });
    const lines = await inChinese('POST', SUBMIT, {
      formId: formIds.get('expense_claim'),
      data: { claimant: '编辑', lines: [{ item: '', amount: 5 }] },
    });
    expect(lines.body.data).toEqual({
      errors: [{ field: 'body.data.lines[0].item', message: '必填' }],
    });
    const version = await inChinese('POST', SUBMIT, { formId: contact, formVersion: 99, data: {} });
    expect(version.body).toMatchObject({
      code: 40022,
      message: `body.formVersion：表单 ${contact} 没有此版本`,
    });
    const unknown = await inChinese('GET', SUBMIT, { id: 999999 });
    expect(unknown.body).toMatchObject({
      code: 40004,
      message: '提交记录 999999 不存在或已删除。',
    });
  });

  it('coerces numeric inputs and leaves pattern rules to the browser', async () => {
    const answer = await submit({
      formId: formIds.get('contact'),
      data: { email: 'a@example.com', code: 'not digits', age: ' 42 ' },
    });
    expect(answer.body.data.data).toEqual({ email: 'a@example.com', code: 'not digits', age: 42 });
  });

  it('keeps drafts unchecked, and checks against the version the data was filled in', async () => {
    const draft = await submit({
      formId: formIds.get('leave_request'),
      submitStatus: 'DRAFT',
      data: {},
    });
    expect(draft.body.data).toMatchObject({ submitStatus: 'DRAFT', submittedAt: null, data: {} });

    const id = formIds.get('contact') ?? 0;
    const next = addWidget(contactForm(), 'date');
    const date = next.definition.list[3] as Widget;
    const stricter = {
      ...next.definition,
      list: [
        ...next.definition.list.slice(0, 3),
        applyOptionChange({ ...date, model: 'met' } as Widget, { required: true }),
      ],
    };
    const saved = await t.server.call<FormSaved>('PUT', `${BASE}/form/v1/form`, {
      token: t.admin,
      body: { id, version: 1, definition: stricter },
    });
    expect(saved.body.data.version).toBe(2);
    const data = { email: 'b@example.com' };
    expect((await submit({ formId: id, data })).body.data).toEqual({
      errors: [{ field: 'body.data.met', message: 'required' }],
    });
    const onFirst = await submit({ formId: id, formVersion: 1, data });
    expect(onFirst.body.data).toMatchObject({ formVersion: 1, data });
    const unknown = await submit({ formId: id, formVersion: 9, data });
    expect(unknown.body.message).toBe(`body.formVersion: form ${id} has no such version`);
  });

  it('refuses disabled forms, unknown forms and bad input, storing nothing', async () => {
    const before = await countSubmissions();
    const id = formIds.get('customer');
    await t.server.call('PUT', `${BASE}/form/v1/form`, {
      token: t.admin,
      body: { id, version: 1, status: 0 },
    });
    const disabled = await submit({ formId: id, data: { customerName: 'x' } });
    expect(disabled.body).toMatchObject({
      code: 40009,
      message: `Form ${id} is disabled and takes no data.`,
    });
    await t.server.call('PUT', `${BASE}/form/v1/form`, {
      token: t.admin,
      body: { id, version: 1, status: 1 },
    });
    const cases: [unknown, number, string][] = [
      [{ formId: 999999, data: {} }, 40004, 'Form 999999 was not found.'],
      [{ data: {} }, 40022, 'body.formId: is required'],
      [{ formId: id, data: [] }, 40022, 'body.data: must be object'],
      [{ formId: id, data: 'x' }, 40022, 'body.data: must be object'],
      [
        { formId: id, data: {}, submitStatus: 'SENT' },
        40022,
        'body.submitStatus: must be one of: DRAFT, SUBMITTED',
      ],
      [{ formId: id, data: { remark: 'x'.repeat(600_000) } }, 41300, 'larger than 524288 bytes'],
    ];
    for (const [body, code, message] of cases) {
      const answer = await submit(body as Record<string, unknown>);
      expect(answer.body.code, message).toBe(code);
      expect(answer.body.message, message).toContain(message);
    }
    expect(await countSubmissions()).toBe(before);
  });
});

describe('reading submissions', () => {
  it('lists by form, status and date; everybody sees their own, the view code sees all', async () => {
    const leave = formIds.get('leave_request');
    // Ten minutes after everything else (the sessions stay alive: they last 30 minutes).
    t.server.clock.advance(10 * 60_000);
    const from = t.server.clock.now();
    const mine = await submit({ formId: leave, data: { ...LEAVE, days: 1 } });
    const theirs = await submit({ formId: leave, data: { ...LEAVE, applicant: 'admin' } }, t.admin);

    const own = await page({ formId: leave });
    expect(own.list.every((s) => s.submittedBy === mine.body.data.submittedBy)).toBe(true);
    expect(own.list[0]?.id).toBe(mine.body.data.id);
    const all = await page({ formId: leave, sortBy: 'createdAt', sortOrder: 'desc' }, t.admin);
    expect(all.list[0]?.id).toBe(theirs.body.data.id);
    expect(all.total).toBe(own.total + 1);

    const window = {
      submittedFrom: from.toISOString(),
      submittedTo: new Date(from.getTime() + 1).toISOString(),
    };
    const recent = await page(window, t.admin);
    expect(recent.list.map((s) => s.id).sort()).toEqual(
      [mine.body.data.id, theirs.body.data.id].sort(),
    );
    const earlier = await page({ formId: leave, submittedTo: window.submittedFrom }, t.admin);
    expect(earlier.total).toBeGreaterThan(0);
    expect(earlier.list.map((s) => s.id)).not.toContain(mine.body.data.id);
    expect(earlier.list.every((s) => s.submitStatus === 'SUBMITTED')).toBe(true);
    const drafts = await page({ submitStatus: 'DRAFT' });
    expect(drafts.list.map((s) => s.submitStatus)).toEqual(['DRAFT']);
    const byAdmin = await page({ submittedBy: theirs.body.data.submittedBy }, t.admin);
    expect(byAdmin.list.map((s) => s.id)).toEqual([theirs.body.data.id]);

    const asked = await t.server.call('POST', PAGE, {
      token: t.editor,
      body: { submittedBy: theirs.body.data.submittedBy },
    });
    expect(asked.body).toMatchObject({ code: 40003, data: { permission: 'system:appConfig' } });
    const other = await t.server.call('GET', SUBMIT, {
      token: t.editor,
      query: { id: theirs.body.data.id },
    });
    expect(other.body).toMatchObject({ code: 40003, data: { permission: 'system:appConfig' } });
    const asAdmin = await t.server.call('GET', SUBMIT, {
      token: t.admin,
      query: { id: mine.body.data.id },
    });
    expect(asAdmin.body.data).toMatchObject({ submitterName: '普通编辑' });
    const none = await t.server.call('GET', SUBMIT, { token: t.admin, query: { id: 999999 } });
    expect(none.body).toMatchObject({ code: 40004, message: 'Submission 999999 was not found.' });
  });

  it('names bad filters', async () => {
    const cases: [unknown, string][] = [
      [{ submittedFrom: 'yesterday' }, 'body.submittedFrom: must be a valid date-time'],
      [{ formId: 'one' }, 'body.formId: must be integer'],
      [{ sortBy: 'data' }, 'body.sortBy: must be one of: createdAt, submittedAt, formVersion'],
      [{ pageSize: 101 }, 'body.pageSize: must be at most 100'],
    ];
    for (const [body, message] of cases) {
      const answer = await t.server.call('POST', PAGE, { token: t.editor, body });
      expect(answer.body).toMatchObject({ code: 40022, message });
    }
  });
});

describe('exporting submissions', () => {
  const EXPORT = `${BASE}/submission/v1/export`;

  async function download(query: Record<string, string | number>, token = t.admin) {
    const target = new URL(EXPORT, t.server.url);
    for (const [key, value] of Object.entries(query)) target.searchParams.set(key, String(value));
    return fetch(target, { headers: { 'x-token': token, 'accept-language': 'en-US' } });
  }

  it("answers a form's submissions as CSV, newest first, one column per field", async () => {
    const contact = formIds.get('contact');
    const tricky = await submit(
      {
        formId: contact,
        formVersion: 1,
        data: { email: 'a@example.com', code: '=1+2', age: 7 },
        submitStatus: 'DRAFT',
      },
      t.admin,
    );
    const quoted = await submit(
      {
        formId: contact,
        formVersion: 1,
        data: { email: 'b@example.com', code: 'x,"y"\nz', age: 8 },
      },
      t.admin,
    );
    const response = await download({ formId: contact ?? 0 });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="contact-submissions.csv"',
    );
    // A byte-order mark first (spreadsheets then read UTF-8); decoding drops it.
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    // The latest version's fields (a test above added `met`).
    expect(lines[0]).toBe(
      'id,formVersion,submitStatus,submittedBy,submittedAt,createdAt,email,code,age,met',
    );
    // Newest first: the quoted row, then the draft; a line break inside a cell stays quoted.
    expect(lines[1]).toMatch(
      new RegExp(
        `^${quoted.body.data.id},1,SUBMITTED,admin,[^,]+,[^,]+,b@example.com,"x,""y""\nz",8,$`,
      ),
    );
    expect(lines[2]).toMatch(
      new RegExp(`^${tricky.body.data.id},1,DRAFT,admin,,[^,]+,a@example.com,'=1\\+2,7,$`),
    );
    expect(lines.at(-1)).toBe('');
  });

  it('defuses only text a spreadsheet would run: a date or a number-like code stays as it is', async () => {
    const contact = formIds.get('contact');
    for (const code of ['2025-11-20', '-1+1', '@here', '0.5/2']) {
      await submit(
        { formId: contact, formVersion: 1, data: { email: 'c@example.com', code } },
        t.admin,
      );
    }
    const lines = (await (await download({ formId: contact ?? 0 })).text()).split('\r\n');
    const codes = lines
      .filter((line) => line.includes(',c@example.com,'))
      .map((line) => line.split(',c@example.com,')[1]?.split(',')[0]);
    expect(codes).toEqual(['0.5/2', "'@here", "'-1+1", '2025-11-20']);
  });

  /** Adds a submission of `formId` with `data` by SQL (no form rules), created at `createdAt`. */
  async function stored(formId: number, data: unknown, createdAt: string): Promise<number> {
    const [row] = await queryRows<{ id: number }>(
      t.server.db,
      sql`insert into form_submission (form_id, form_version, app_id, data, created_at, updated_at)
          select id, 1, app_id, ${JSON.stringify(data)}::jsonb, ${createdAt}::timestamptz,
                 ${createdAt}::timestamptz
            from form_definition where id = ${formId}
          returning id::int as id`,
    );
    return row?.id ?? 0;
  }

  it('writes each kind of JSON value as its cell: objects and arrays as JSON, text quoted and defused', async () => {
    const contact = formIds.get('contact') ?? 0;
    const kinds = await stored(
      contact,
      { email: { a: [1, 'b,c'] }, code: [1, 2], age: true, met: null },
      '2099-01-01T00:00:01Z',
    );
    const texts = await stored(
      contact,
      { email: 'Zoë "Z", 北京\r\nnext', code: '@x', age: 1.5, extra: 'not a field' },
      '2099-01-01T00:00:00Z',
    );
    const response = await download({ formId: contact });
    const text = new TextDecoder().decode(await response.arrayBuffer());
    const [, first, ...rest] = text.split('\r\n');
    expect(first).toBe(
      `${kinds},1,SUBMITTED,,,2099-01-01T00:00:01.000Z,"{""a"": [1, ""b,c""]}","[1, 2]",true,`,
    );
    expect(rest.join('\r\n')).toMatch(
      new RegExp(
        `^${texts},1,SUBMITTED,,,2099-01-01T00:00:00.000Z,"Zoë ""Z"", 北京\r\nnext",'@x,1.5,\r\n`,
      ),
    );
  });

  it('exports the fixed columns alone for a form without fields', async () => {
    const saved = await t.server.call<FormSaved>('POST', `${BASE}/form/v1/form`, {
      token: t.admin,
      body: {
        appCode: 'demo',
        formCode: 'empty',
        formName: '空表单',
        definition: { ...contactForm(), list: [] },
      },
    });
    expect(saved.body.code, saved.body.message).toBe(20000);
    const id = await stored(saved.body.data.id, { stray: 'x' }, '2099-01-01T00:00:00Z');
    const response = await download({ formId: saved.body.data.id });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(
      '\uFEFFid,formVersion,submitStatus,submittedBy,submittedAt,createdAt\r\n' +
        `${id},1,SUBMITTED,,,2099-01-01T00:00:00.000Z\r\n`,
    );
  });

  it('refuses callers without the view code, unknown forms and bad input', async () => {
    const refused = await download({ formId: formIds.get('contact') ?? 0 }, t.editor);
    expect(await refused.json()).toMatchObject({ code: 40003 });
    const unknown = await download({ formId: 999999 });
    expect(await unknown.json()).toMatchObject({
      code: 40004,
      message: 'Form 999999 was not found.',
    });
    const bad = await download({ formId: 'abc' });
    expect(await bad.json()).toMatchObject({ code: 40022 });
    const signedOut = await fetch(new URL(`${EXPORT}?formId=1`, t.server.url));
    expect(await signedOut.json()).toMatchObject({ code: 40001 });
  });
});

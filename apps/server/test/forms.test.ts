import type {
  AppSummary,
  FormRecord,
  FormSaved,
  FormSummary,
  FormVersion,
  FormVersionDetail,
  Page,
} from '@org/api-contract';
import { addWidget, exportDefinition, type FormDefinition } from '@org/form-schema';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formDefinitionVersions, formDefinitions } from '../src/db/schema/index';
import { leaveRequestForm } from '../src/seed/sample-forms';
import { managementSuite } from './harness';

const BASE = '/form-service';
const FORM = `${BASE}/form/v1/form`;

const t = managementSuite();

const counts = async () => [
  (await t.server.db.select({ n: count() }).from(formDefinitions))[0]?.n,
  (await t.server.db.select({ n: count() }).from(formDefinitionVersions))[0]?.n,
];

async function forms(body: Record<string, unknown>, token = t.admin) {
  const answer = await t.server.call<Page<FormSummary>>('POST', `${BASE}/form/v1/page`, {
    token,
    body,
  });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

/** A definition with one more field (a number input) than the leave request. */
function withDays(base: FormDefinition): FormDefinition {
  return addWidget(base, 'number').definition;
}

describe('applications and their forms', () => {
  it('lists applications with their form count, searchable, and answers one by id or code', async () => {
    const page = await t.server.call<Page<AppSummary>>('POST', `${BASE}/app/v1/page`, {
      token: t.admin,
      body: { appName: '示例', pageSize: 1000 },
    });
    expect(page.body.data).toMatchObject({ total: 1, pageSize: 1000 });
    expect(page.body.data.list[0]).toMatchObject({
      appCode: 'demo',
      appName: '示例应用',
      formCount: 3,
    });
    const byCode = await t.server.call<AppSummary>('GET', `${BASE}/app/v1/app`, {
      token: t.admin,
      query: { appCode: 'demo' },
    });
    const byId = await t.server.call<AppSummary>('GET', `${BASE}/app/v1/app`, {
      token: t.admin,
      query: { id: byCode.body.data.id },
    });
    expect(byId.body.data).toEqual(byCode.body.data);
    const neither = await t.server.call('GET', `${BASE}/app/v1/app`, { token: t.admin });
    expect(neither.body).toMatchObject({ code: 40022, message: 'query.id: give id or appCode' });
    const unknown = await t.server.call('GET', `${BASE}/app/v1/app`, {
      token: t.admin,
      query: { id: 999 },
    });
    expect(unknown.body).toMatchObject({ code: 40004, message: 'Application 999 was not found.' });
  });

  it('pages forms by application, searches name and code, sorts, and leaves definitions out', async () => {
    const all = await forms({ appCode: 'demo', sortBy: 'formCode', sortOrder: 'desc' });
    expect(all.list.map((f) => f.formCode)).toEqual(['leave_request', 'expense_claim', 'customer']);
    expect(all.list[0]).not.toHaveProperty('definition');
    expect(all.list[0]).toMatchObject({ appCode: 'demo', version: 1, status: 1 });
    expect((await forms({ formName: '申请' })).list.map((f) => f.formCode)).toEqual([
      'leave_request',
    ]);
    expect((await forms({ formCode: 'CUST' })).list.map((f) => f.formName)).toEqual(['客户信息']);
    expect((await forms({ appId: all.list[0]?.appId, pageSize: 2, pageNo: 2 })).list).toHaveLength(
      1,
    );
    for (const attack of ["' OR '1'='1", "x'; DROP TABLE form_definition; --", '%', '\\']) {
      for (const field of ['formName', 'formCode', 'appCode']) {
        const page = await forms({ [field]: attack });
        expect(page, `${field} = ${attack}`).toMatchObject({ list: [], total: 0 });
      }
      const apps = await t.server.call<Page<AppSummary>>('POST', `${BASE}/app/v1/page`, {
        token: t.admin,
        body: { appName: attack, appCode: attack },
      });
      expect(apps.body.data, attack).toMatchObject({ list: [], total: 0 });
    }
  });

  it('answers a form with its definition to any signed-in user while it is enabled', async () => {
    const byCode = await t.server.call<FormRecord>('GET', FORM, {
      token: t.editor,
      query: { appCode: 'demo', formCode: 'leave_request' },
    });
    expect(byCode.body.data).toMatchObject({ formName: '请假申请', version: 1 });
    expect(byCode.body.data.definition).toEqual(leaveRequestForm());
    const id = byCode.body.data.id;
    await t.server.call('PUT', FORM, { token: t.admin, body: { id, version: 1, status: 0 } });
    expect((await t.server.call('GET', FORM, { token: t.editor, query: { id } })).body.code).toBe(
      40004,
    );
    expect((await t.server.call('GET', FORM, { token: t.admin, query: { id } })).body.code).toBe(
      20000,
    );
    await t.server.call('PUT', FORM, { token: t.admin, body: { id, version: 1, status: 1 } });
    const neither = await t.server.call('GET', FORM, { token: t.editor, query: { formCode: 'x' } });
    expect(neither.body.message).toBe('query.id: give id, or appCode and formCode');
  });
});

describe('saving form definitions', () => {
  it('creates version 1, keeps every saved version, and refuses an update made on an old one', async () => {
    const created = await t.server.call<FormSaved>('POST', FORM, {
      token: t.admin,
      body: {
        appCode: 'demo',
        formCode: 'trip',
        formName: ' 出差申请 ',
        definition: leaveRequestForm(),
        comment: 'first',
      },
    });
    expect(created.body.data).toMatchObject({
      formCode: 'trip',
      formName: '出差申请',
      version: 1,
      warnings: [],
    });
    const id = created.body.data.id;
    const second = withDays(leaveRequestForm());
    const saved = await t.server.call<FormSaved>('PUT', FORM, {
      token: t.admin,
      body: { id, version: 1, definition: second, comment: 'days' },
    });
    expect(saved.body.data).toMatchObject({ version: 2 });
    expect(saved.body.data.definition.list).toHaveLength(7);

    const stale = await t.server.call('PUT', FORM, {
      token: t.admin,
      body: { id, version: 1, definition: leaveRequestForm() },
    });
    expect(stale.body).toMatchObject({ code: 40009, data: { version: 2 } });
    expect(stale.body.message).toContain(
      'the latest version is 2, this change was made on version 1',
    );

    const renamed = await t.server.call<FormSaved>('PUT', FORM, {
      token: t.admin,
      body: { id, version: 2, formName: '出差', description: 'trips' },
    });
    expect(renamed.body.data).toMatchObject({ version: 2, formName: '出差', description: 'trips' });

    const versions = await t.server.call<Page<FormVersion>>('POST', `${BASE}/form/v1/versions`, {
      token: t.admin,
      body: { formId: id },
    });
    expect(versions.body.data.list.map((v) => [v.version, v.comment])).toEqual([
      [2, 'days'],
      [1, 'first'],
    ]);
    const first = await t.server.call<FormVersionDetail>('GET', `${BASE}/form/v1/version`, {
      token: t.admin,
      query: { formId: id, version: 1 },
    });
    expect(first.body.data.definition).toEqual(leaveRequestForm());
    const none = await t.server.call('GET', `${BASE}/form/v1/version`, {
      token: t.admin,
      query: { formId: id, version: 3 },
    });
    expect(none.body).toMatchObject({
      code: 40004,
      message: `Version 3 of form ${id} was not found.`,
    });

    const duplicate = await t.server.call('POST', FORM, {
      token: t.admin,
      body: { appCode: 'demo', formCode: 'trip', formName: 'x', definition: leaveRequestForm() },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Form code "trip" is already in use in application "demo".',
    });
    const removed = await t.server.call('DELETE', FORM, { token: t.admin, body: { ids: [id] } });
    expect(removed.body.data).toEqual({ affected: 1 });
    expect((await t.server.call('GET', FORM, { token: t.admin, query: { id } })).body.code).toBe(
      40004,
    );
    const stillThere = await t.server.call('PUT', FORM, {
      token: t.admin,
      body: { id, version: 2, formName: 'x' },
    });
    expect(stillThere.body).toMatchObject({ code: 40004, message: `Form ${id} was not found.` });
    const reused = await t.server.call('POST', FORM, {
      token: t.admin,
      body: { appCode: 'demo', formCode: 'trip', formName: 'x', definition: leaveRequestForm() },
    });
    expect(reused.body.code).toBe(20000);
  });

  it('reads FormMaking exports, as objects or JSON text, and answers their warnings', async () => {
    const text = exportDefinition(leaveRequestForm(), { format: 'formmaking' });
    expect(JSON.parse(text)).not.toHaveProperty('schemaVersion');
    const created = await t.server.call<FormSaved>('POST', FORM, {
      token: t.admin,
      body: { appCode: 'demo', formCode: 'imported', formName: '导入', definition: text },
    });
    expect(created.body.code, created.body.message).toBe(20000);
    expect(created.body.data.definition).toMatchObject({
      schemaVersion: leaveRequestForm().schemaVersion,
    });
    const twin = leaveRequestForm();
    const copy = { ...twin, list: [...twin.list, { ...twin.list[0], key: 'zzzzzzzz' }] };
    const warned = await t.server.call<FormSaved>('POST', FORM, {
      token: t.admin,
      body: { appCode: 'demo', formCode: 'twin', formName: 'twin', definition: copy },
    });
    expect(warned.body.data.warnings).toEqual([
      {
        field: 'body.definition.list[6].model',
        message: 'duplicate model "applicant": also used by list[0]; both fields share one value',
      },
    ]);
  });

  it('refuses an invalid definition with the path of each problem, and stores nothing', async () => {
    const before = await counts();
    const form = withDays(leaveRequestForm());
    const broken = structuredClone(form) as unknown as {
      list: { options: Record<string, unknown> }[];
    };
    const number = broken.list[6];
    if (number) number.options.max = 'ten';
    const cases: [unknown, { field: string; message: string }[] | string][] = [
      [broken, [{ field: 'body.definition.list[6].options.max', message: 'expected a number' }]],
      ['{"list": [', 'body.definition: invalid JSON'],
      [{ list: 'no' }, 'body.definition.list: expected an array'],
      [42, 'body.definition: must be object or string'],
    ];
    for (const [definition, expected] of cases) {
      const answer = await t.server.call('POST', FORM, {
        token: t.admin,
        body: { appCode: 'demo', formCode: 'bad', formName: 'bad', definition },
      });
      expect(answer.body.code).toBe(40022);
      if (typeof expected === 'string') expect(answer.body.message).toContain(expected);
      else expect(answer.body.data).toEqual({ errors: expected });
    }
    const seeded = (await forms({ formCode: 'leave_request' })).list[0];
    const update = await t.server.call('PUT', FORM, {
      token: t.admin,
      body: { id: seeded?.id, version: 1, definition: broken },
    });
    expect(update.body.message).toBe('body.definition.list[6].options.max: expected a number');
    // in Chinese, the problem itself in Chinese too
    const chinese = await t.server.call('PUT', FORM, {
      token: t.admin,
      body: { id: seeded?.id, version: 1, definition: broken },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(chinese.body.data).toEqual({
      errors: [{ field: 'body.definition.list[6].options.max', message: '表单定义有误：应为数字' }],
    });
    const text = await t.server.call('PUT', FORM, {
      token: t.admin,
      body: { id: seeded?.id, version: 1, definition: '{\n  "list": [,' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(text.body.message).toBe(
      "body.definition：表单定义有误：不是有效的 JSON：第 2 行第 12 列：应为一个值或 ']'",
    );
    expect(await counts()).toEqual(before);
  });

  it('limits the size of definitions and bodies', async () => {
    const before = await counts();
    const big = leaveRequestForm();
    (big.config as unknown as Record<string, unknown>).customClass = 'x'.repeat(1_048_600);
    const tooBig = await t.server.call('POST', FORM, {
      token: t.admin,
      body: { appCode: 'demo', formCode: 'big', formName: 'big', definition: big },
    });
    expect(tooBig.body.code).toBe(40022);
    expect(tooBig.body.message).toMatch(
      /^body\.definition: must be at most 1048576 bytes of JSON \(is \d+\)$/,
    );
    const body = await t.server.call('POST', FORM, {
      token: t.admin,
      body: {
        appCode: 'demo',
        formCode: 'big',
        formName: 'big',
        definition: 'x'.repeat(2_100_000),
      },
    });
    expect(body.body).toMatchObject({ code: 41300, data: { limit: 2_097_152 } });
    expect(await counts()).toEqual(before);
  });

  it('names wrong types and missing fields, and refuses the editor (40003)', async () => {
    const before = await counts();
    const cases: [string, unknown, string][] = [
      ['POST', { appCode: 'demo', formName: 'x', definition: {} }, 'body.formCode: is required'],
      [
        'POST',
        { appCode: 'demo', formCode: 'x', formName: '', definition: {} },
        'body.formName: must not be empty',
      ],
      [
        'POST',
        { formCode: 'x', formName: 'x', definition: leaveRequestForm() },
        'body.appId: give appId or appCode',
      ],
      [
        'POST',
        { appId: '1', formCode: 'x', formName: 'x', definition: {} },
        'body.appId: must be integer',
      ],
      [
        'POST',
        { appId: 999, formCode: 'x', formName: 'x', definition: leaveRequestForm() },
        'Application 999 was not found.',
      ],
      ['PUT', { id: 1, formName: 'x' }, 'body.version: is required'],
      ['PUT', { id: 1, version: 0 }, 'body.version: must be at least 1'],
      ['DELETE', { ids: [] }, 'body.ids: must have at least 1 item(s)'],
    ];
    for (const [method, body, message] of cases) {
      const answer = await t.server.call(method, FORM, { token: t.admin, body });
      expect(answer.body.message, message).toContain(message);
    }
    const refused: [string, string, unknown, string][] = [
      [
        'POST',
        FORM,
        { appCode: 'demo', formCode: 'x', formName: 'x', definition: {} },
        'system:appConfig:add',
      ],
      ['PUT', FORM, { id: 1, version: 1 }, 'system:appConfig:edit'],
      ['DELETE', FORM, { ids: [1] }, 'system:appConfig:remove'],
      ['POST', `${BASE}/form/v1/page`, {}, 'system:appConfig'],
      ['POST', `${BASE}/form/v1/versions`, { formId: 1 }, 'system:appConfig'],
      ['POST', `${BASE}/app/v1/page`, {}, 'system:appConfig'],
    ];
    for (const [method, path, body, permission] of refused) {
      const answer = await t.server.call(method, path, { token: t.editor, body });
      expect(answer.body, `${method} ${path}`).toMatchObject({ code: 40003, data: { permission } });
    }
    expect(await counts()).toEqual(before);
  });
});

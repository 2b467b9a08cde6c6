/**
 * Form templates: created from a definition (read and normalised as a form's) or from a saved
 * version of a form, listed per application with the shared ones, changed and deleted.
 */
import { API, type FormSummary, type Page } from '@org/api-contract';
import { addWidget, exportDefinition } from '@org/form-schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, formTemplates } from '../src/db/schema/index';
import { leaveRequestForm } from '../src/seed/sample-forms';
import { managementSuite } from './harness';

const t = managementSuite();
let demoId: number;
let otherAppId: number;
let leave: FormSummary;

const rowCount = async () => (await t.server.db.select().from(formTemplates)).length;

beforeAll(async () => {
  const [demo] = await t.server.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.appCode, 'demo'));
  demoId = demo?.id ?? 0;
  const other = await t.call(API.appConfig.appCreate, t.admin, {
    body: { appCode: 'other', appName: '其他应用' },
  });
  otherAppId = other.body.data.id;
  const forms = await t.server.call<Page<FormSummary>>('POST', '/form-service/form/v1/page', {
    token: t.admin,
    body: { appCode: 'demo', formCode: 'leave_request' },
  });
  leave = forms.body.data.list[0] as FormSummary;
});

async function create(body: Record<string, unknown>) {
  const answer = await t.call(API.templates.create, t.admin, { body });
  expect(answer.body.code, answer.body.message).toBe(20000);
  t.server.clock.advance(1000);
  return answer.body.data;
}

describe('form templates', () => {
  it('copies the latest or a given version of a form', async () => {
    const next = addWidget(leaveRequestForm(), 'number').definition;
    const saved = await t.server.call('PUT', '/form-service/form/v1/form', {
      token: t.admin,
      body: { id: leave.id, version: leave.version, definition: next },
    });
    expect(saved.body.code, saved.body.message).toBe(20000);
    const latest = await create({
      appId: demoId,
      templateName: ' 请假模板 ',
      category: '人事',
      description: '从请假单保存',
      sourceFormId: leave.id,
    });
    expect(latest).toMatchObject({
      appId: demoId,
      templateName: '请假模板',
      category: '人事',
      sourceFormId: leave.id,
      sourceFormName: leave.formName,
      warnings: [],
    });
    expect(latest.definition.list).toHaveLength(next.list.length);
    expect(latest.widgetCount).toBeGreaterThanOrEqual(next.list.length);
    const first = await create({
      appId: demoId,
      templateName: '请假模板（第一版）',
      sourceFormId: leave.id,
      sourceVersion: 1,
    });
    expect(first.definition.list).toHaveLength(leaveRequestForm().list.length);
    const missing = await t.call(API.templates.create, t.admin, {
      body: { templateName: 'x', sourceFormId: leave.id, sourceVersion: 99 },
    });
    expect(missing.body).toMatchObject({ code: 40004 });
    expect(missing.body.message).toContain('Version 99');
  });

  it('reads a definition as forms do: FormMaking exports are migrated, problems named by path', async () => {
    const shared = await create({
      templateName: '共享模板',
      category: '通用',
      definition: exportDefinition(leaveRequestForm()),
    });
    expect(shared.appId).toBeNull();
    expect(shared.definition).toMatchObject({ schemaVersion: expect.any(Number) });
    const before = await rowCount();
    const bad = await t.call(API.templates.create, t.admin, {
      body: { templateName: 'bad', definition: { list: 'no' } },
    });
    expect(bad.body).toMatchObject({
      code: 40022,
      message: 'body.definition.list: expected an array',
    });
    const text = await t.call(API.templates.create, t.admin, {
      body: { templateName: 'bad', definition: '{"list": [' },
    });
    expect(text.body.message).toContain('body.definition: invalid JSON');
    for (const body of [
      { templateName: 'neither' },
      { templateName: 'both', definition: leaveRequestForm(), sourceFormId: leave.id },
      { templateName: '', definition: leaveRequestForm() },
      { templateName: 'v', definition: leaveRequestForm(), sourceVersion: 1 },
      { templateName: 'app', appId: 999999, definition: leaveRequestForm() },
    ]) {
      const refused = await t.call(API.templates.create, t.admin, { body });
      expect([40022, 40004], JSON.stringify(refused.body)).toContain(refused.body.code);
    }
    expect(await rowCount()).toBe(before);
  });

  it("lists an application's own templates and the shared ones, searchable, newest first", async () => {
    await create({
      appId: otherAppId,
      templateName: '其他应用的模板',
      definition: leaveRequestForm(),
    });
    const page = await t.call(API.templates.page, t.admin, { body: { appId: demoId } });
    expect(page.body.data.list.map((row) => row.templateName)).toEqual([
      '共享模板',
      '请假模板（第一版）',
      '请假模板',
    ]);
    expect(page.body.data.list[0]).not.toHaveProperty('definition');
    const other = await t.call(API.templates.page, t.admin, { body: { appId: otherAppId } });
    expect(other.body.data.total).toBe(2);
    const byName = await t.call(API.templates.page, t.admin, {
      body: { appId: demoId, templateName: '第一版' },
    });
    expect(byName.body.data.total).toBe(1);
    const byCategory = await t.call(API.templates.page, t.admin, {
      body: { category: '人事' },
    });
    expect(byCategory.body.data.list.map((row) => row.templateName)).toEqual(['请假模板']);
    for (const attack of ["' or 1=1 --", '%']) {
      const none = await t.call(API.templates.page, t.admin, { body: { templateName: attack } });
      expect(none.body.data.total).toBe(0);
    }
  });

  it('reads, changes and deletes a template', async () => {
    const [row] = (
      await t.call(API.templates.page, t.admin, { body: { templateName: '共享模板' } })
    ).body.data.list;
    const id = row?.id ?? 0;
    const read = await t.call(API.templates.get, t.admin, { query: { id } });
    expect(read.body.data.definition.list).toHaveLength(leaveRequestForm().list.length);
    const changed = await t.call(API.templates.update, t.admin, {
      body: { id, templateName: '通用请假', category: '', definition: { list: [], config: {} } },
    });
    expect(changed.body.data).toMatchObject({
      templateName: '通用请假',
      category: '',
      widgetCount: 0,
    });
    const bad = await t.call(API.templates.update, t.admin, {
      body: { id, definition: { list: 3 } },
    });
    expect(bad.body.code).toBe(40022);
    expect(
      (await t.call(API.templates.get, t.admin, { query: { id } })).body.data.templateName,
    ).toBe('通用请假');
    const removed = await t.call(API.templates.remove, t.admin, { body: { ids: [id] } });
    expect(removed.body.data).toEqual({ affected: 1 });
    expect((await t.call(API.templates.get, t.admin, { query: { id } })).body.code).toBe(40004);
    const again = await t.call(API.templates.update, t.admin, { body: { id, templateName: 'x' } });
    expect(again.body.code).toBe(40004);
  });

  it('refuses users without the forms’ codes', async () => {
    const page = await t.call(API.templates.page, t.editor, { body: {} });
    expect(page.body.code).toBe(40003);
    const before = await rowCount();
    const made = await t.call(API.templates.create, t.editor, {
      body: { templateName: 'x', definition: leaveRequestForm() },
    });
    expect(made.body.code).toBe(40003);
    expect(await rowCount()).toBe(before);
  });
});

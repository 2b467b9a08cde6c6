import type { FormSummary, Page, Submission } from '@org/api-contract';
import { API, routeUrl } from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../src/db/schema/index';
import { managementSuite } from './harness';

const SUBMIT = routeUrl(API.submission.create);
const FILLABLE = routeUrl(API.submission.fillable);

const t = managementSuite();
const formIds = new Map<string, number>();

const LEAVE = {
  applicant: '编辑',
  leaveType: 'annual',
  startDate: '2024-05-01',
  endDate: '2024-05-03',
  days: 3,
};

function draft(data: Record<string, unknown>, token = t.editor) {
  return t.server.call<Submission>('POST', SUBMIT, {
    token,
    body: { formId: formIds.get('leave_request'), submitStatus: 'DRAFT', data },
  });
}

function update(body: Record<string, unknown>, token = t.editor) {
  return t.server.call<Submission>('PUT', SUBMIT, { token, body });
}

async function fillable(body: Record<string, unknown>, token = t.editor) {
  const answer = await t.server.call<Page<FormSummary>>('POST', FILLABLE, { token, body });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

const publish = (formCode: string, version: number | null) =>
  t.server.db
    .update(formDefinitions)
    .set({ publishedVersion: version })
    .where(eq(formDefinitions.id, formIds.get(formCode) ?? 0));

beforeAll(async () => {
  const forms = await t.server.call<Page<FormSummary>>('POST', routeUrl(API.forms.page), {
    token: t.admin,
    body: { appCode: 'demo' },
  });
  for (const form of forms.body.data.list) formIds.set(form.formCode, form.id);
});

describe('going on with a draft', () => {
  it('saves a draft again, then submits it with the data checked', async () => {
    const first = await draft({ applicant: '编辑' });
    expect(first.body.data).toMatchObject({ submitStatus: 'DRAFT', submittedAt: null });
    const id = first.body.data.id;

    const again = await update({ id, data: { applicant: '编辑', days: 2 } });
    expect(again.body.code, again.body.message).toBe(20000);
    expect(again.body.data).toMatchObject({ id, submitStatus: 'DRAFT', data: { days: 2 } });

    const refused = await update({ id, submitStatus: 'SUBMITTED', data: { applicant: '编辑' } });
    expect(refused.body.code).toBe(40022);
    expect(
      (refused.body.data as unknown as { errors: { field: string }[] }).errors.map((e) => e.field),
    ).toContain('body.data.leaveType');

    const now = t.server.clock.now().toISOString();
    const done = await update({ id, submitStatus: 'SUBMITTED', formVersion: 1, data: LEAVE });
    expect(done.body.code, done.body.message).toBe(20000);
    expect(done.body.data).toMatchObject({
      id,
      submitStatus: 'SUBMITTED',
      formVersion: 1,
      data: LEAVE,
      submittedAt: now,
    });

    const twice = await update({ id, submitStatus: 'SUBMITTED', data: LEAVE });
    expect(twice.body.code).toBe(40009);
  });

  it('does not let anyone else touch a draft', async () => {
    const mine = await draft({ applicant: '编辑' });
    const other = await update({ id: mine.body.data.id, data: {} }, t.admin);
    expect(other.body.code).toBe(40004);
    const missing = await update({ id: 987654, data: {} });
    expect(missing.body.code).toBe(40004);
  });

  it('refuses a version the form does not have', async () => {
    const mine = await draft({});
    const answer = await update({ id: mine.body.data.id, formVersion: 99, data: {} });
    expect(answer.body.code).toBe(40022);
    expect(answer.body.data).toEqual({
      errors: [{ field: 'body.formVersion', message: expect.any(String) as string }],
    });
  });
});

describe('the forms one can fill in', () => {
  it('lists only published forms, by name, paged', async () => {
    await publish('leave_request', 1);
    await publish('expense_claim', null);
    const all = await fillable({ pageNo: 1, pageSize: 10 });
    const codes = all.list.map((form) => form.formCode);
    expect(codes).toContain('leave_request');
    expect(codes).not.toContain('expense_claim');
    expect(all.list.every((form) => form.publishedVersion !== null)).toBe(true);

    const named = await fillable({ formName: '请假' });
    expect(named.list.map((form) => form.formCode)).toEqual(['leave_request']);
    const none = await fillable({ formName: 'no such form' });
    expect(none).toMatchObject({ list: [], total: 0 });
  });

  it('leaves out disabled forms', async () => {
    await publish('leave_request', 1);
    await t.server.db
      .update(formDefinitions)
      .set({ status: 0 })
      .where(eq(formDefinitions.id, formIds.get('leave_request') ?? 0));
    const named = await fillable({ formName: '请假' });
    expect(named.total).toBe(0);
    await t.server.db
      .update(formDefinitions)
      .set({ status: 1 })
      .where(eq(formDefinitions.id, formIds.get('leave_request') ?? 0));
  });
});

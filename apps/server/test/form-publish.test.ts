import type { FormRecord, FormSaved, FormSummary, Page, Submission } from '@org/api-contract';
import {
  DEFAULT_FORM_CONFIG,
  SCHEMA_VERSION,
  type Widget,
  applyOptionChange,
  createWidget,
} from '@org/form-schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formDefinitions } from '../src/db/schema/index';
import { managementSuite } from './harness';

const BASE = '/form-service';
const FORM = `${BASE}/form/v1/form`;
const PUBLISH = `${BASE}/form/v1/publish`;
const SUBMIT = `${BASE}/submission/v1/submission`;

const t = managementSuite();
let formId = 0;

/** A form with one text field; `required` makes it mandatory. */
function noteForm(required: boolean) {
  const note = applyOptionChange(
    { ...createWidget('input', { name: 'note' }), model: 'note' } as Widget,
    { required } as Partial<Widget['options']>,
  );
  return { schemaVersion: SCHEMA_VERSION, config: { ...DEFAULT_FORM_CONFIG }, list: [note] };
}

function publish(version: number | null, token = t.admin, id = formId) {
  return t.server.call<FormSummary>('POST', PUBLISH, { token, body: { id, version } });
}

function read(query: Record<string, string | number | boolean>, token = t.editor) {
  return t.server.call<FormRecord>('GET', FORM, { token, query });
}

/** Whether the note of a definition answered by the server is required. */
const noteRequired = (record: FormRecord) =>
  (record.definition as { list: { options: { required: boolean } }[] }).list[0]?.options.required;

const stored = async () =>
  (await t.server.db.select().from(formDefinitions).where(eq(formDefinitions.id, formId)))[0];

beforeAll(async () => {
  // Version 1 leaves the note optional, version 2 requires it.
  const created = await t.server.call<FormSaved>('POST', FORM, {
    token: t.admin,
    body: { appCode: 'demo', formCode: 'notes', formName: '备忘', definition: noteForm(false) },
  });
  expect(created.body.code, created.body.message).toBe(20000);
  formId = created.body.data.id;
  const saved = await t.server.call<FormSaved>('PUT', FORM, {
    token: t.admin,
    body: { id: formId, version: 1, definition: noteForm(true), comment: 'required' },
  });
  expect(saved.body.data.version).toBe(2);
});

describe('publishing a form version', () => {
  it('starts unpublished: the list says so and get?published=true answers 40004', async () => {
    const page = await t.server.call<Page<FormSummary>>('POST', `${BASE}/form/v1/page`, {
      token: t.admin,
      body: { formCode: 'notes' },
    });
    expect(page.body.data.list[0]).toMatchObject({ publishedVersion: null, publishedAt: null });
    const none = await read({ id: formId, published: true });
    expect(none.body).toMatchObject({
      code: 40004,
      message: `Form ${formId} (demo/notes) has no published version: publish one of its saved versions first.`,
    });
  });

  it('publishes a saved version, stamps who and when, and serves its definition', async () => {
    t.server.clock.advance(60_000);
    const now = t.server.clock.now().toISOString();
    const answer = await publish(1);
    expect(answer.body.code, answer.body.message).toBe(20000);
    expect(answer.body.data).toMatchObject({
      id: formId,
      version: 2,
      publishedVersion: 1,
      publishedAt: now,
      updatedAt: now,
    });
    expect(answer.body.data).not.toHaveProperty('definition');
    const row = await stored();
    expect(row?.publishedBy).toBe(row?.updatedBy);
    expect(row?.publishedBy).not.toBeNull();

    // Any signed-in user reads the published definition, by id or by codes.
    const published = await read({ id: formId, published: true });
    expect(published.body.data).toMatchObject({ version: 1, publishedVersion: 1 });
    expect(noteRequired(published.body.data)).toBe(false);
    const byCode = await read({ appCode: 'demo', formCode: 'notes', published: 'true' });
    expect(byCode.body.data.version).toBe(1);
    // Without the flag the latest version still answers.
    const latest = await read({ id: formId });
    expect(latest.body.data).toMatchObject({ version: 2, publishedVersion: 1 });
    expect(noteRequired(latest.body.data)).toBe(true);
  });

  it('checks a submission on the published version against that version', async () => {
    await publish(1);
    const onPublished = await t.server.call<Submission>('POST', SUBMIT, {
      token: t.editor,
      body: { formId, formVersion: 1, data: {} },
    });
    expect(onPublished.body.code, onPublished.body.message).toBe(20000);
    expect(onPublished.body.data.formVersion).toBe(1);
    // The latest version requires the note.
    const onLatest = await t.server.call<Submission>('POST', SUBMIT, {
      token: t.editor,
      body: { formId, formVersion: 2, data: {} },
    });
    expect(onLatest.body).toMatchObject({
      code: 40022,
      data: { errors: [{ field: 'body.data.note', message: 'required' }] },
    });
  });

  it('publishes another version over the first, and withdraws with null', async () => {
    expect((await publish(2)).body.data.publishedVersion).toBe(2);
    expect(noteRequired((await read({ id: formId, published: true })).body.data)).toBe(true);
    t.server.clock.advance(60_000);
    const withdrawn = await publish(null);
    expect(withdrawn.body.data).toMatchObject({
      publishedVersion: null,
      publishedAt: null,
      updatedAt: t.server.clock.now().toISOString(),
    });
    expect((await stored())?.publishedBy).toBeNull();
    expect((await read({ id: formId, published: true })).body.code).toBe(40004);
  });

  it('refuses an unknown version or form, bad input, and callers without the edit code', async () => {
    await publish(1);
    const before = await stored();
    const unknown = await publish(7);
    expect(unknown.body).toMatchObject({
      code: 40004,
      message: `Form ${formId} has no version 7 to publish: its saved versions are 1 to 2.`,
    });
    const noForm = await publish(1, t.admin, 99_999);
    expect(noForm.body).toMatchObject({ code: 40004, message: 'Form 99999 was not found.' });
    const cases: [unknown, string][] = [
      [{ id: formId }, 'body.version: is required'],
      [{ id: formId, version: 0 }, 'body.version'],
      [{ id: formId, version: '1' }, 'body.version'],
      [{ version: 1 }, 'body.id: is required'],
    ];
    for (const [body, message] of cases) {
      const answer = await t.server.call('POST', PUBLISH, { token: t.admin, body });
      expect(answer.body.code, JSON.stringify(body)).toBe(40022);
      expect(answer.body.message, JSON.stringify(body)).toContain(message);
    }
    // The seeded editor reads forms but holds no system:appConfig:edit.
    const refused = await publish(2, t.editor);
    expect(refused.body).toMatchObject({
      code: 40003,
      data: { permission: 'system:appConfig:edit' },
    });
    const withdraw = await publish(null, t.editor);
    expect(withdraw.body.code).toBe(40003);
    expect(await stored()).toEqual(before);
  });

  it('keeps the read rules: a disabled form answers 40004 to users without the view code', async () => {
    await publish(1);
    await t.server.call('PUT', FORM, {
      token: t.admin,
      body: { id: formId, version: 2, status: 0 },
    });
    expect((await read({ id: formId, published: true })).body.code).toBe(40004);
    const admin = await read({ id: formId, published: true }, t.admin);
    expect(admin.body.data).toMatchObject({ version: 1, status: 0 });
    await t.server.call('PUT', FORM, {
      token: t.admin,
      body: { id: formId, version: 2, status: 1 },
    });
  });
});

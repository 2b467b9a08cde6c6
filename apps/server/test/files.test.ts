/**
 * An application's stored files: the page (search, sort, uploader, names from the backend),
 * the download address (public, and signed for private files), and deleting by key with the
 * storage rules (the uploader, or a holder of the storage-management code).
 */
import { API, type FileEntry, type Page } from '@org/api-contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, storedFiles } from '../src/db/schema/index';
import { managementSuite } from './harness';
import { bytes } from './storage/helpers';

const t = managementSuite();
let demoId: number;

async function upload(
  session: string,
  name: string,
  data: Buffer,
  fields: Record<string, string> = { appCode: 'demo' },
) {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append('file', new Blob([data], { type: 'text/plain' }), name);
  const response = await fetch(`${t.server.url}/ibsp-bg-auth/storage/v1/upload`, {
    method: 'POST',
    headers: { 'x-token': session },
    body: form,
  });
  const answer = (await response.json()) as { code: number; data: { key: string; url: string } };
  expect(answer.code, JSON.stringify(answer)).toBe(20000);
  t.server.clock.advance(1000);
  return answer.data;
}

async function files(body: Record<string, unknown>, token = t.admin): Promise<Page<FileEntry>> {
  const answer = await t.call(API.files.page, token, { body: { appId: demoId, ...body } });
  expect(answer.body.code, answer.body.message).toBe(20000);
  return answer.body.data;
}

const rowCount = async () => (await t.server.db.select().from(storedFiles)).length;

beforeAll(async () => {
  const [demo] = await t.server.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.appCode, 'demo'));
  demoId = demo?.id ?? 0;
});

describe("an application's files", () => {
  it('lists the files uploaded for it with name, size, type and uploader, newest first', async () => {
    const report = await upload(t.admin, 'report.txt', bytes(300));
    const notes = await upload(t.editor, 'notes.txt', bytes(40));
    await upload(t.admin, 'elsewhere.txt', bytes(10), {});
    const page = await files({});
    expect(page.total).toBe(2);
    expect(page.list.map((file) => file.key)).toEqual([notes.key, report.key]);
    expect(page.list[1]).toMatchObject({
      key: report.key,
      name: 'report.txt',
      size: 300,
      mimeType: 'text/plain',
      visibility: 'public',
      appId: demoId,
      ownerName: '系统管理员',
      removable: true,
    });
    expect(page.list[0]).toMatchObject({ name: 'notes.txt', removable: true });
    const asEditor = await t.call(API.files.page, t.editor, { body: { appId: demoId } });
    expect(asEditor.body.code).toBe(40003);
  });

  it('searches by part of the key and sorts by size', async () => {
    const found = await files({ fileName: 'REPORT' });
    expect(found.list.map((file) => file.name)).toEqual(['report.txt']);
    const bySize = await files({ sortBy: 'fsize', sortOrder: 'asc' });
    expect(bySize.list.map((file) => file.size)).toEqual([40, 300]);
    for (const attack of ["' or 1=1 --", '%', '_x_']) {
      expect((await files({ fileName: attack })).list).toEqual([]);
    }
    // The wildcard `_` matches itself only: the generated keys join a prefix and the name with it.
    expect((await files({ fileName: '_' })).total).toBe(2);
  });

  it('answers the public address of a public file, and a signed one of a private file', async () => {
    const [report] = (await files({ fileName: 'report' })).list;
    const open = await t.call(API.files.url, t.editor, { query: { key: report?.key ?? '' } });
    expect(open.body.data).toMatchObject({ name: 'report.txt', expiresAt: null });
    expect((await fetch(open.body.data.url)).status).toBe(200);

    const secret = await upload(t.admin, 'secret.txt', bytes(20), {
      appCode: 'demo',
      visibility: 'private',
    });
    expect((await fetch(secret.url)).status).toBe(401);
    const refused = await t.call(API.files.url, t.editor, { query: { key: secret.key } });
    expect(refused.body.code).toBe(40003);
    const signed = await t.call(API.files.url, t.admin, { query: { key: secret.key } });
    expect(signed.body.data.expiresAt).not.toBeNull();
    const fetched = await fetch(signed.body.data.url);
    expect(fetched.status).toBe(200);
    expect((await fetched.arrayBuffer()).byteLength).toBe(20);
    const forged = signed.body.data.url.replace(/sign=./, 'sign=x');
    expect((await fetch(forged)).status).toBe(401);
    t.server.clock.advance(11 * 60 * 1000);
    expect((await fetch(signed.body.data.url)).status).toBe(401);
    const missing = await t.call(API.files.url, t.admin, { query: { key: 'no/such/file' } });
    expect(missing.body.code).toBe(40004);
  });

  it("refuses to delete someone else's file and deletes nothing then", async () => {
    const list = (await files({ pageSize: 100 })).list;
    const adminFile = list.find((file) => file.name === 'report.txt');
    const editorFile = list.find((file) => file.name === 'notes.txt');
    const before = await rowCount();
    const refused = await t.call(API.files.remove, t.editor, {
      body: { keys: [editorFile?.key ?? '', adminFile?.key ?? ''] },
    });
    expect(refused.body.code).toBe(40003);
    expect(refused.body.message).toContain(adminFile?.key);
    expect(await rowCount()).toBe(before);
    const unknown = await t.call(API.files.remove, t.admin, { body: { keys: ['no/such/file'] } });
    expect(unknown.body.code).toBe(40004);
    expect(await rowCount()).toBe(before);
  });

  it('deletes the uploader’s own file, and any file for a storage manager: bytes and record', async () => {
    const list = (await files({ pageSize: 100 })).list;
    const adminFile = list.find((file) => file.name === 'report.txt');
    const editorFile = list.find((file) => file.name === 'notes.txt');
    const url = (await t.call(API.files.url, t.admin, { query: { key: adminFile?.key ?? '' } }))
      .body.data.url;
    const own = await t.call(API.files.remove, t.editor, {
      body: { keys: [editorFile?.key ?? ''] },
    });
    expect(own.body.data).toEqual({ affected: 1 });
    const managed = await t.call(API.files.remove, t.admin, {
      body: { keys: [adminFile?.key ?? ''] },
    });
    expect(managed.body.data).toEqual({ affected: 1 });
    expect((await fetch(url)).status).toBe(404);
    const names = (await files({})).list.map((file) => file.name);
    expect(names).not.toContain('report.txt');
    expect(names).not.toContain('notes.txt');
  });

  it('checks the input', async () => {
    const noApp = await t.call(API.files.page, t.admin, { body: {} });
    expect(noApp.body.code).toBe(40022);
    const empty = await t.call(API.files.remove, t.admin, { body: { keys: [] } });
    expect(empty.body.code).toBe(40022);
    const badSort = await t.call(API.files.page, t.admin, {
      body: { appId: demoId, sortBy: 'hash' },
    });
    expect(badSort.body.code).toBe(40022);
  });
});

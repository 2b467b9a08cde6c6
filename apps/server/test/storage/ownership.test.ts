/**
 * Who may write and read stored files: the owner of each file is recorded; a token that may
 * overwrite a key goes only to its owner or a storage manager; ordinary users write under a
 * namespace the server chooses; private files are served to their owner and managers only,
 * public ones (form attachments) to anyone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, users } from '../../src/db/schema/index';
import { type TestServer, createTestServer } from '../harness';
import {
  BLOCK,
  b64,
  bytes,
  download,
  formUpload,
  post,
  qetag,
  readToken,
  sendBlocks,
} from './helpers';

let server: TestServer;
let admin: string;
let editor: string;
let zhangsan: string;
let editorId: number;
beforeAll(async () => {
  server = await createTestServer();
  admin = await server.signIn('admin');
  editor = await server.signIn('editor');
  zhangsan = await server.signIn('zhangsan', 'Init@123456');
  const [row] = await server.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.account, 'editor'));
  editorId = row?.id ?? 0;
});
afterAll(() => server.close());

interface TokenAnswer {
  uptoken: string;
  key: string | null;
  keyPrefix: string;
}

async function uptoken(session: string, query: Record<string, string> = {}) {
  return server.call<TokenAnswer>('GET', '/ibsp-bg-auth/storage/v1/uptoken', {
    token: session,
    query,
  });
}

async function tokenOf(session: string, query: Record<string, string> = {}): Promise<TokenAnswer> {
  const answer = await uptoken(session, query);
  expect(answer.body.code, JSON.stringify(answer.body)).toBe(20000);
  return answer.body.data;
}

async function record(key: string) {
  const [row] = await server.db.select().from(storedFiles).where(eq(storedFiles.fileKey, key));
  return row;
}

async function direct(session: string, fields: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file], { type: 'application/pdf' }), 'c.pdf');
  const response = await fetch(`${server.url}/ibsp-bg-auth/storage/v1/upload`, {
    method: 'POST',
    headers: { 'x-token': session, 'accept-language': 'en-US' },
    body: form,
  });
  return (await response.json()) as { code: number; message: string; data: { key: string } };
}

describe("another user's file", () => {
  it('cannot be overwritten by an editor who asks for a token scoped to its key', async () => {
    const original = bytes(3000);
    const issued = await tokenOf(admin, { key: 'victim/contract.pdf' });
    expect(issued.key).toBe('victim/contract.pdf');
    const stored = await formUpload(
      server,
      { token: issued.uptoken, key: 'victim/contract.pdf' },
      original,
    );
    expect(stored.status).toBe(200);

    // The editor's token names a key of the editor's own namespace, never the victim's.
    const attempt = await tokenOf(editor, { key: 'victim/contract.pdf' });
    expect(attempt.key).toBe(`u/${editorId}/victim/contract.pdf`);
    expect(readToken(attempt.uptoken).policy.scope).toBe(
      `platform:u/${editorId}/victim/contract.pdf`,
    );
    const replaced = await formUpload(
      server,
      { token: attempt.uptoken, key: 'victim/contract.pdf' },
      bytes(3000),
    );
    expect(replaced).toMatchObject({
      status: 403,
      json: { error: "key doesn't match with scope" },
    });
    const plain = await tokenOf(editor);
    const again = await formUpload(
      server,
      { token: plain.uptoken, key: 'victim/contract.pdf' },
      bytes(10),
    );
    expect(again.status).toBe(200);
    expect(String(again.json.key).startsWith(`u/${editorId}/`)).toBe(true);
    const blocks = await sendBlocks(server, plain.uptoken, bytes(BLOCK + 5));
    const joined = await post(
      server,
      `/mkfile/${BLOCK + 5}/key/${b64('victim/contract.pdf')}`,
      plain.uptoken,
      blocks.join(','),
    );
    expect(String(joined.json.key).startsWith(`u/${editorId}/`)).toBe(true);
    const placed = await direct(editor, { key: 'victim/contract.pdf' }, bytes(20));
    expect(placed.code).toBe(20000);
    expect(placed.data.key).toBe(`u/${editorId}/victim/contract.pdf`);

    expect((await download(server, 'victim/contract.pdf')).body.equals(original)).toBe(true);
    expect(await record('victim/contract.pdf')).toMatchObject({ fsize: 3000 });
  });

  it("is refused (40003) when a key of the editor's namespace holds someone else's file", async () => {
    const key = `u/${editorId}/planted.txt`;
    const managed = await tokenOf(admin, { key });
    expect((await formUpload(server, { token: managed.uptoken, key }, bytes(10))).status).toBe(200);
    const refused = await uptoken(editor, { key });
    expect(refused.body).toMatchObject({
      code: 40003,
      data: { permission: 'system:storage:manage' },
    });
    expect(refused.body.message).toContain(`The file ${key} belongs to someone else`);
  });
});

describe('the owner', () => {
  it('is recorded (user and application) and alone may overwrite, besides storage managers', async () => {
    const mine = await tokenOf(editor, { key: 'notes.txt', appCode: 'demo' });
    const key = `u/${editorId}/notes.txt`;
    expect(mine.key).toBe(key);
    expect((await formUpload(server, { token: mine.uptoken, key }, bytes(100))).status).toBe(200);
    const [demo] = await server.db.select().from(storedFiles).where(eq(storedFiles.fileKey, key));
    expect(demo).toMatchObject({ ownerId: editorId, visibility: 'PUBLIC', fsize: 100 });
    expect(demo?.appId).toBeGreaterThan(0);

    // The owner gets a key-scoped token for their own file again, and it overwrites.
    const again = await tokenOf(editor, { key });
    expect(again.key).toBe(key);
    const second = bytes(200);
    expect((await formUpload(server, { token: again.uptoken, key }, second)).status).toBe(200);
    expect((await download(server, key)).body.equals(second)).toBe(true);

    // Another ordinary user cannot reach it; a storage manager can, and the owner stays.
    const other = await tokenOf(zhangsan, { key });
    expect(other.key).not.toBe(key);
    const managed = await tokenOf(admin, { key });
    const third = bytes(300);
    expect((await formUpload(server, { token: managed.uptoken, key }, third)).status).toBe(200);
    expect(await record(key)).toMatchObject({ ownerId: editorId, fsize: 300, hash: qetag(third) });
  });

  it('refuses an unknown application (40004)', async () => {
    const answer = await uptoken(editor, { appCode: 'no-such-app' });
    expect(answer.body).toMatchObject({
      code: 40004,
      message: 'Application no-such-app was not found.',
    });
  });
});

describe('new keys of ordinary users', () => {
  it('are chosen by the server under u/<userId>/ from the content hash', async () => {
    const token = await tokenOf(editor);
    expect(token).toMatchObject({ key: null, keyPrefix: `u/${editorId}/` });
    const data = bytes(64);
    const answer = await formUpload(
      server,
      { token: token.uptoken, key: 'anything/else.pdf', fname: 'report.pdf' },
      data,
    );
    expect(answer.json).toEqual({ hash: qetag(data), key: `u/${editorId}/${qetag(data)}.pdf` });
    const managerToken = await tokenOf(admin);
    expect(managerToken.keyPrefix).toBe('');
  });
});

describe('private files', () => {
  it('are served to their signed-in owner and storage managers only; public ones to anyone', async () => {
    const token = await tokenOf(editor, { visibility: 'private' });
    const data = bytes(500);
    const stored = await formUpload(server, { token: token.uptoken, fname: 'secret.txt' }, data);
    const key = String(stored.json.key);
    expect(key).toBe(`u/${editorId}/private/${qetag(data)}.txt`);
    expect(await record(key)).toMatchObject({ visibility: 'PRIVATE', ownerId: editorId });

    expect((await download(server, key)).status).toBe(401);
    expect((await download(server, key, { 'x-token': 'not-a-session' })).status).toBe(401);
    expect((await download(server, key, { 'x-token': zhangsan })).status).toBe(403);
    const owner = await download(server, key, { 'x-token': editor });
    expect(owner.status).toBe(200);
    expect(owner.body.equals(data)).toBe(true);
    expect(owner.headers.get('cache-control')).toBe('private, no-cache');
    expect((await download(server, key, { 'x-token': admin })).status).toBe(200);
    const link = await fetch(
      `${server.url}/storage/file/${key.split('/').map(encodeURIComponent).join('/')}?token=${editor}`,
    );
    expect(link.status).toBe(200);

    const open = await tokenOf(editor);
    const attachment = await formUpload(server, { token: open.uptoken }, bytes(10));
    expect((await download(server, String(attachment.json.key))).status).toBe(200);
  });

  it('come from the direct upload too, and a bad visibility is refused (40022)', async () => {
    const answer = await direct(editor, { visibility: 'private' }, bytes(30));
    expect(answer.code).toBe(20000);
    expect(answer.data.key.startsWith(`u/${editorId}/`)).toBe(true);
    expect((await download(server, answer.data.key)).status).toBe(401);
    expect((await download(server, answer.data.key, { 'x-token': editor })).status).toBe(200);
    const bad = await direct(editor, { visibility: 'secret' }, bytes(30));
    expect(bad).toMatchObject({
      code: 40022,
      message: 'body.visibility: expected public or private',
    });
  });
});

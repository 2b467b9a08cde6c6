/**
 * The platform's upload routes: upload tokens for signed-in users and the direct upload, both
 * envelope answers; and the limits and housekeeping of the storage.
 */
import { readdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageBlocks } from '../../src/db/schema/index';
import { sweepStorage } from '../../src/storage/index';
import { createStorageCore } from '../../src/storage/storage-core';
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
  storageOf,
  tokenFor,
} from './helpers';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await createTestServer({
    storage: { formLimit: 64 * 1024, maxFileSize: 6 * 1024 * 1024 },
  });
  admin = await server.signIn('admin');
});
afterAll(() => server.close());

async function direct(
  fields: Record<string, string>,
  file: Buffer | undefined,
  token: string | null = admin,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file], { type: 'text/plain' }), 'notes.txt');
  const response = await fetch(`${server.url}/ibsp-bg-auth/storage/v1/upload`, {
    method: 'POST',
    headers: { 'accept-language': 'en-US', ...(token === null ? {} : { 'x-token': token }) },
    body: form,
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      code: number;
      message: string;
      data: Record<string, unknown>;
    },
  };
}

describe('upload tokens', () => {
  it('are issued to signed-in users only', async () => {
    const anonymous = await server.call('GET', '/ibsp-bg-auth/storage/v1/uptoken');
    expect(anonymous.body.code).toBe(40001);
  });

  it('carry the bucket, a deadline, the size limit and the hosts to use', async () => {
    const answer = await server.call<Record<string, unknown>>(
      'GET',
      '/ibsp-bg-auth/storage/v1/uptoken',
      { token: admin },
    );
    const { bucket, accessKey, tokenTtlSeconds } = storageOf(server);
    const now = Math.floor(server.clock.now().getTime() / 1000);
    expect(answer.body).toMatchObject({
      code: 20000,
      data: {
        bucket,
        key: null,
        deadline: now + tokenTtlSeconds,
        apiHost: `${server.url}/storage`,
        uploadHost: `${server.url}/storage`,
        domain: `${server.url}/storage/file`,
      },
    });
    const token = readToken(String(answer.body.data.uptoken));
    expect(token).toMatchObject({
      accessKey,
      policy: { scope: bucket, deadline: now + tokenTtlSeconds, fsizeLimit: 6 * 1024 * 1024 },
    });
    const data = bytes(100);
    const stored = await formUpload(
      server,
      { token: String(answer.body.data.uptoken), key: 'issued/a' },
      data,
    );
    expect(stored.json).toEqual({ hash: qetag(data), key: 'issued/a' });
  });

  it('may name one key (scope bucket:key) and refuse a key that cannot be stored', async () => {
    const named = await server.call<Record<string, unknown>>(
      'GET',
      '/ibsp-bg-auth/storage/v1/uptoken',
      {
        token: admin,
        query: { key: 'avatars/me.png' },
      },
    );
    expect(readToken(String(named.body.data.uptoken)).policy.scope).toBe(
      `${storageOf(server).bucket}:avatars/me.png`,
    );
    const refused = await server.call('GET', '/ibsp-bg-auth/storage/v1/uptoken', {
      token: admin,
      query: { key: '../x' },
    });
    expect(refused.body).toMatchObject({
      code: 40022,
      message: 'query.key: the key has a "." or ".." segment',
    });
  });
});

describe('direct upload', () => {
  it('stores the file and answers its address, key, name, size and hash', async () => {
    const data = bytes(2000);
    const answer = await direct({ key: 'direct/notes.txt', fname: 'notes.txt' }, data);
    expect(answer.body).toEqual({
      code: 20000,
      message: 'success',
      data: {
        url: `${server.url}/storage/file/direct/notes.txt`,
        key: 'direct/notes.txt',
        name: 'notes.txt',
        size: 2000,
        hash: qetag(data),
      },
    });
    expect((await download(server, 'direct/notes.txt')).body.equals(data)).toBe(true);
  });

  it('makes a key that keeps the file name when none is sent', async () => {
    const answer = await direct({}, bytes(10));
    expect(answer.body.data.key).toMatch(/^[a-z0-9]{8}_notes\.txt$/);
  });

  it('refuses: no session (40001), no file (40022), a taken key (40009), a file over the limit (41300)', async () => {
    expect((await direct({}, bytes(10), null)).body.code).toBe(40001);
    expect((await direct({ key: 'x' }, undefined)).body).toMatchObject({
      code: 40022,
      message: 'body.file: is required',
    });
    await direct({ key: 'direct/taken' }, bytes(10));
    expect((await direct({ key: 'direct/taken' }, bytes(10))).body.code).toBe(40009);
    expect((await direct({}, bytes(64 * 1024 + 1))).body.code).toBe(41300);
    expect((await direct({ key: 'a/../b' }, bytes(10))).body.code).toBe(40022);
  });
});

describe('limits', () => {
  it('refuses a form upload over the form limit and a file over the size limit (413)', async () => {
    const token = tokenFor(server);
    const over = await formUpload(server, { token }, bytes(64 * 1024 + 1));
    expect(over).toMatchObject({
      status: 413,
      json: { error: 'the file is larger than 65536 bytes' },
    });
    const contexts = await sendBlocks(server, token, bytes(2 * BLOCK));
    const tooBig = await post(server, `/mkfile/${2 * BLOCK}`, token, contexts.join(','));
    expect(tooBig).toMatchObject({
      status: 413,
      json: { error: 'the file is larger than 6291456 bytes' },
    });
  });
});

describe('callbacks', () => {
  it('answer what the callback answered; a failing callback leaves the file and answers 579', async () => {
    const received: { auth: string; body: string }[] = [];
    const callbacks = createServer((req, res) => {
      let body = '';
      req.on('data', (piece: Buffer) => (body += piece.toString()));
      req.on('end', () => {
        received.push({ auth: String(req.headers.authorization), body });
        if (req.url === '/fail') res.writeHead(500).end('no');
        else
          res
            .writeHead(200, { 'content-type': 'application/json' })
            .end('{"ok":true,"from":"callback"}');
      });
    });
    await new Promise<void>((resolve) => callbacks.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(callbacks.address() as AddressInfo).port}`;
    try {
      const ok = await formUpload(
        server,
        {
          token: tokenFor(server, {
            callbackUrl: `${base}/ok`,
            callbackBody: 'key=$(key)&size=$(fsize)',
          }),
          key: 'cb/ok',
        },
        bytes(10),
      );
      expect(ok.json).toEqual({ ok: true, from: 'callback' });
      expect(received[0]?.body).toBe('key=cb%2Fok&size=10');
      expect(received[0]?.auth).toMatch(
        new RegExp(`^QBox ${storageOf(server).accessKey}:[\\w=-]+$`),
      );
      const failed = await formUpload(
        server,
        { token: tokenFor(server, { callbackUrl: `${base}/fail` }), key: 'cb/fail' },
        bytes(10),
      );
      expect(failed).toMatchObject({ status: 579, json: { error: 'callback failed: HTTP 500' } });
      expect((await download(server, 'cb/fail')).status).toBe(200);
    } finally {
      callbacks.close();
    }
  });
});

describe('housekeeping (last: it moves the server clock far ahead)', () => {
  it('sweeps blocks older than their lifetime and leaves younger ones', async () => {
    const token = tokenFor(server, {
      deadline: Math.floor(server.clock.now().getTime() / 1000) + 60 * 86_400,
    });
    const blocksDir = join(storageOf(server).dir, 'blocks');
    const core = createStorageCore(storageOf(server), server.clock, server.app.platform);
    await sendBlocks(server, token, bytes(BLOCK));
    const before = await readdir(blocksDir);
    expect(before.length).toBeGreaterThan(0);
    await sweepStorage(core);
    expect(await readdir(blocksDir)).toEqual(before);
    expect((await server.db.select().from(storageBlocks)).length).toBeGreaterThan(0);
    server.clock.advance((storageOf(server).blockTtlSeconds + 3600) * 1000);
    await sweepStorage(core);
    expect(await readdir(blocksDir)).toEqual([]);
    expect(await server.db.select().from(storageBlocks)).toEqual([]);
    const [ctx] = await sendBlocks(server, token, bytes(BLOCK));
    const made = await post(
      server,
      `/mkfile/${BLOCK}/key/${b64('after-sweep')}`,
      token,
      String(ctx),
    );
    expect(made.status).toBe(200);
  });
});

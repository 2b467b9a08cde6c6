/**
 * The Qiniu-compatible protocol over HTTP: host lookup, form upload, mkblk/bput/mkfile, the
 * usage log, downloads, CORS and X-Reqid, and every protocol error code with its meaning.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalBackend } from '../../src/storage/local-backend';
import { type TestServer, createTestServer } from '../harness';
import {
  BLOCK,
  MiB,
  b64,
  bytes,
  download,
  formUpload,
  post,
  qetag,
  sendBlocks,
  storageOf,
  storageUrl,
  tokenFor,
} from './helpers';

let server: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  server = await createTestServer({ logStream: { write: (line) => void logLines.push(line) } });
});
afterAll(() => server.close());

let counter = 0;
const freshKey = (prefix = 'protocol') => `${prefix}/${Date.now().toString(36)}-${(counter += 1)}`;

describe('host lookup', () => {
  it('answers this server as the upload host of its access key and bucket (v2 and v4 shapes)', async () => {
    const { accessKey, bucket } = storageOf(server);
    const host = `${new URL(server.url).host}/storage`;
    const v2 = await fetch(storageUrl(server, `/v2/query?ak=${accessKey}&bucket=${bucket}`));
    expect(v2.status).toBe(200);
    expect(await v2.json()).toMatchObject({
      ttl: 3600,
      up: { acc: { main: [host] }, src: { main: [host] } },
    });
    const v4 = await fetch(storageUrl(server, `/v4/query?ak=${accessKey}&bucket=${bucket}`));
    expect(await v4.json()).toMatchObject({ hosts: [{ up: { domains: [host] } }] });
  });

  it('answers 612 for an unknown access key or bucket', async () => {
    const answer = await fetch(storageUrl(server, '/v2/query?ak=nobody&bucket=none'));
    expect(answer.status).toBe(612);
    expect(await answer.json()).toEqual({ error: 'no such entry: unknown access key or bucket' });
  });
});

describe('headers of every answer', () => {
  it('carry X-Reqid, exposed to scripts of other origins, on success and on failure', async () => {
    for (const url of [
      storageUrl(
        server,
        `/v2/query?ak=${storageOf(server).accessKey}&bucket=${storageOf(server).bucket}`,
      ),
      storageUrl(server, '/v2/query?ak=x&bucket=y'),
      storageUrl(server, '/mkblk/10'),
      storageUrl(server, '/no/such/route'),
    ]) {
      const answer = await fetch(url, { method: url.includes('mkblk') ? 'POST' : 'GET' });
      expect(answer.headers.get('x-reqid'), url).toMatch(/^[\w-]{8,}$/);
      expect(answer.headers.get('access-control-allow-origin'), url).toBe('*');
      expect(answer.headers.get('access-control-expose-headers'), url).toContain('X-Reqid');
    }
  });

  it('answer CORS preflights for the headers uploads send', async () => {
    const answer = await fetch(storageUrl(server, '/mkblk/4194304'), {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,content-md5',
      },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')).toBe(
      'authorization,content-type,content-md5',
    );
  });

  it('keep a request id the client sent', async () => {
    const answer = await fetch(storageUrl(server, '/v2/query'), {
      headers: { 'x-reqid': 'client-chosen-id' },
    });
    expect(answer.headers.get('x-reqid')).toBe('client-chosen-id');
  });
});

describe('form upload', () => {
  it('stores the file and answers its hash (qetag) and key', async () => {
    const data = bytes(3000);
    const key = freshKey();
    const answer = await formUpload(
      server,
      { token: tokenFor(server), key, fname: 'a.txt' },
      data,
      'a.txt',
      'text/plain',
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ hash: qetag(data), key });
    const stored = await download(server, key);
    expect(stored.body.equals(data)).toBe(true);
    expect(stored.headers.get('content-type')).toBe('text/plain');
    expect(stored.headers.get('etag')).toBe(`"${qetag(data)}"`);
  });

  it('reads the fields after the file too (qiniu-js sends the file first)', async () => {
    const data = bytes(100);
    const key = freshKey();
    const form = new FormData();
    form.append('file', new Blob([data]), 'late.bin');
    form.append('token', tokenFor(server));
    form.append('key', key);
    const answer = await fetch(storageUrl(server, '/'), { method: 'POST', body: form });
    expect(await answer.json()).toEqual({ hash: qetag(data), key });
  });

  it('names a file without a key by its hash, or by the policy saveKey', async () => {
    const data = bytes(64);
    const byHash = await formUpload(server, { token: tokenFor(server) }, data);
    expect(byHash.json).toEqual({ hash: qetag(data), key: qetag(data) });
    const saved = await formUpload(
      server,
      { token: tokenFor(server, { saveKey: 'saved/$(etag)$(ext)' }), fname: 'photo.png' },
      bytes(64),
    );
    expect(saved.json.key).toBe(`saved/${String(saved.json.hash)}.png`);
  });

  it('fills the returnBody with the magic variables and custom variables', async () => {
    const key = freshKey();
    const answer = await formUpload(
      server,
      {
        token: tokenFor(server, {
          returnBody:
            '{"key":"$(key)","size":$(fsize),"bucket":"$(bucket)","name":"$(fname)","type":"$(mimeType)","v":"$(x:v)"}',
        }),
        key,
        fname: 'quote".txt',
        'x:v': 'a"b',
      },
      bytes(10),
      'quote".txt',
      'text/plain',
    );
    expect(answer.json).toEqual({
      key,
      size: 10,
      bucket: storageOf(server).bucket,
      name: 'quote".txt',
      type: 'text/plain',
      v: 'a"b',
    });
  });

  it.each([
    ['no token', {}, 401, 'token not specified'],
    ['a bad signature', { token: 'x' }, 401, 'bad token'],
  ])('refuses %s', async (_name, fields, status, message) => {
    const answer = await formUpload(server, fields as Record<string, string>, bytes(10));
    expect(answer.status).toBe(status);
    expect(answer.json.error).toBe(message);
  });

  it('refuses a token signed with another secret, past its deadline, or for another bucket', async () => {
    const cases: [string, number, string][] = [
      [tokenFor(server, {}, 'another secret'), 401, 'bad token'],
      [
        tokenFor(server, { deadline: Math.floor(server.clock.now().getTime() / 1000) - 1 }),
        401,
        'token out of date',
      ],
      [tokenFor(server, { scope: 'elsewhere' }), 631, 'no such bucket: elsewhere'],
    ];
    for (const [token, status, message] of cases) {
      const answer = await formUpload(server, { token, key: freshKey() }, bytes(10));
      expect(answer.status).toBe(status);
      expect(answer.json.error).toBe(message);
    }
  });

  it("refuses a key outside the token's scope (403)", async () => {
    const bucket = storageOf(server).bucket;
    const fixed = await formUpload(
      server,
      { token: tokenFor(server, { scope: `${bucket}:only/this` }), key: 'other' },
      bytes(10),
    );
    expect(fixed.status).toBe(403);
    expect(fixed.json.error).toBe("key doesn't match with scope");
    const prefixed = tokenFor(server, { scope: `${bucket}:team/`, isPrefixalScope: 1 });
    expect(
      (await formUpload(server, { token: prefixed, key: freshKey('team') }, bytes(10))).status,
    ).toBe(200);
    expect(
      (await formUpload(server, { token: prefixed, key: freshKey('outside') }, bytes(10))).status,
    ).toBe(403);
  });

  it('refuses to overwrite (614) unless the token names the key; the same content is no change', async () => {
    const key = freshKey();
    const first = bytes(50);
    expect((await formUpload(server, { token: tokenFor(server), key }, first)).status).toBe(200);
    expect((await formUpload(server, { token: tokenFor(server), key }, first)).status).toBe(200);
    const other = bytes(50);
    const refused = await formUpload(server, { token: tokenFor(server), key }, other);
    expect(refused).toMatchObject({ status: 614, json: { error: 'file exists' } });
    const bucket = storageOf(server).bucket;
    const insertOnly = await formUpload(
      server,
      { token: tokenFor(server, { scope: `${bucket}:${key}`, insertOnly: 1 }), key },
      other,
    );
    expect(insertOnly.status).toBe(614);
    expect(
      (
        await formUpload(
          server,
          { token: tokenFor(server, { scope: `${bucket}:${key}` }), key },
          other,
        )
      ).status,
    ).toBe(200);
    expect((await download(server, key)).body.equals(other)).toBe(true);
  });

  it('checks a crc32 field (406 on mismatch)', async () => {
    const data = bytes(1000);
    const wrong = await formUpload(
      server,
      { token: tokenFor(server), key: freshKey(), crc32: String((crc32(data) + 1) >>> 0) },
      data,
    );
    expect(wrong).toMatchObject({
      status: 406,
      json: { error: 'the file does not match its crc32' },
    });
    const right = await formUpload(
      server,
      { token: tokenFor(server), key: freshKey(), crc32: String(crc32(data)) },
      data,
    );
    expect(right.status).toBe(200);
  });

  it('applies the policy limits: fsizeLimit (413), fsizeMin and mimeLimit (403)', async () => {
    const token = (policy: Record<string, unknown>) => tokenFor(server, policy);
    expect((await formUpload(server, { token: token({ fsizeLimit: 10 }) }, bytes(11))).status).toBe(
      413,
    );
    expect((await formUpload(server, { token: token({ fsizeMin: 10 }) }, bytes(9))).status).toBe(
      403,
    );
    const images = token({ mimeLimit: 'image/*' });
    expect(
      (await formUpload(server, { token: images }, bytes(9), 'a.txt', 'text/plain')).status,
    ).toBe(403);
    expect(
      (await formUpload(server, { token: images }, bytes(9), 'a.png', 'image/png')).status,
    ).toBe(200);
  });

  it('refuses keys that could leave the storage area, and stores nothing for them', async () => {
    for (const key of [
      '../outside',
      'a/../../b',
      '/etc/passwd',
      'a//b',
      'a\\b',
      'c:/windows',
      'x/.',
      '',
    ]) {
      const answer = await formUpload(server, { token: tokenFor(server), key }, bytes(10));
      expect(answer.status, key).toBe(400);
      expect(String(answer.json.error), key).toMatch(/^invalid key: /);
    }
    expect((await download(server, '../outside')).status).toBe(404);
  });

  it('refuses a form without a file (400)', async () => {
    const answer = await formUpload(server, { token: tokenFor(server) }, undefined);
    expect(answer).toMatchObject({ status: 400, json: { error: 'the file field is missing' } });
  });
});

describe('resumable upload: mkblk, bput, mkfile', () => {
  it('assembles blocks sent in chunks; the hash is the qetag of the whole file', async () => {
    const token = tokenFor(server);
    const data = bytes(2 * BLOCK + 123);
    const contexts = await sendBlocks(server, token, data, MiB);
    const key = freshKey();
    const answer = await post(
      server,
      `/mkfile/${data.length}/key/${b64(key)}`,
      token,
      contexts.join(','),
    );
    expect(answer.json).toEqual({ hash: qetag(data), key });
    expect((await download(server, key)).body.equals(data)).toBe(true);
  });

  it('answers the block checksum (SHA-1), crc32, offset, host and expiry', async () => {
    const block = bytes(BLOCK);
    const answer = await post(server, `/mkblk/${BLOCK}`, tokenFor(server), block);
    const sha1 = createHash('sha1')
      .update(block)
      .digest('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(answer.json).toMatchObject({
      checksum: sha1,
      crc32: crc32(block),
      offset: BLOCK,
      host: `${server.url}/storage`,
      expired_at:
        Math.floor(server.clock.now().getTime() / 1000) + storageOf(server).blockTtlSeconds,
    });
    expect(String(answer.json.ctx).length).toBeLessThanOrEqual(100);
  });

  it('reads the mkfile parameters in any order', async () => {
    const token = tokenFor(server, {
      returnBody: '{"key":"$(key)","name":"$(fname)","type":"$(mimeType)","v":"$(x:tag)"}',
    });
    const pairs = (key: string) => [
      `key/${b64(key)}`,
      `fname/${b64('名字.bin')}`,
      `mimeType/${b64('application/x-test')}`,
      `${encodeURIComponent('x:tag')}/${b64('t1')}`,
    ];
    for (const order of [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [2, 0, 3, 1],
    ]) {
      const data = bytes(BLOCK + 1);
      const key = freshKey();
      const contexts = await sendBlocks(server, token, data);
      const list = pairs(key);
      const path = order.map((index) => list[index]).join('/');
      const answer = await post(
        server,
        `/mkfile/${data.length}/${path}`,
        token,
        contexts.join(','),
      );
      expect(answer.json, path).toEqual({
        key,
        name: '名字.bin',
        type: 'application/x-test',
        v: 't1',
      });
      expect((await download(server, key)).headers.get('content-type')).toBe('application/x-test');
    }
  });

  it('answers a repeated mkfile of the same blocks with the same file', async () => {
    const token = tokenFor(server);
    const data = bytes(BLOCK + 10);
    const contexts = await sendBlocks(server, token, data);
    const key = freshKey();
    const path = `/mkfile/${data.length}/key/${b64(key)}`;
    const first = await post(server, path, token, contexts.join(','));
    const again = await post(server, path, token, contexts.join(','));
    expect(again).toMatchObject({ status: 200, json: first.json });
  });

  it('701: a spent context, a wrong offset, a forged context', async () => {
    const token = tokenFor(server);
    const block = bytes(BLOCK);
    const made = await post(server, `/mkblk/${BLOCK}`, token, block.subarray(0, MiB));
    const ctx = String(made.json.ctx);
    const next = await post(server, `/bput/${ctx}/${MiB}`, token, block.subarray(MiB, 2 * MiB));
    expect(next.status).toBe(200);
    const spent = await post(server, `/bput/${ctx}/${MiB}`, token, block.subarray(MiB, 2 * MiB));
    expect(spent).toMatchObject({ status: 701, json: { error: 'the ctx was already used' } });
    const wrongOffset = await post(
      server,
      `/bput/${String(next.json.ctx)}/${MiB}`,
      token,
      block.subarray(0, 10),
    );
    expect(wrongOffset).toMatchObject({
      status: 701,
      json: { error: 'the offset does not match the ctx' },
    });
    const forged = `${ctx.slice(0, -2)}xx`;
    expect(
      (await post(server, `/bput/${forged}/${MiB}`, token, block.subarray(0, 10))).status,
    ).toBe(701);
    const unfinished = await post(server, `/mkfile/${2 * MiB}`, token, String(next.json.ctx));
    expect(unfinished).toMatchObject({
      status: 701,
      json: { error: 'a ctx of an unfinished block' },
    });
  });

  it('701 for contexts past their expiry, at bput and at mkfile', async () => {
    const token = tokenFor(server, {
      deadline: Math.floor(server.clock.now().getTime() / 1000) + 30 * 86_400,
    });
    const block = bytes(BLOCK);
    const half = await post(server, `/mkblk/${BLOCK}`, token, block.subarray(0, MiB));
    const whole = await post(server, `/mkblk/${BLOCK}`, token, block);
    server.clock.advance((storageOf(server).blockTtlSeconds + 1) * 1000);
    const bput = await post(
      server,
      `/bput/${String(half.json.ctx)}/${MiB}`,
      token,
      block.subarray(MiB, 2 * MiB),
    );
    expect(bput).toMatchObject({ status: 701, json: { error: 'ctx expired' } });
    const mkfile = await post(server, `/mkfile/${BLOCK}`, token, String(whole.json.ctx));
    expect(mkfile).toMatchObject({ status: 701, json: { error: 'ctx expired' } });
  });

  it('406 for a chunk that does not match its Content-MD5 (hex or Base64); the context stays usable', async () => {
    const token = tokenFor(server);
    const block = bytes(BLOCK);
    const md5 = (data: Buffer) => createHash('md5').update(data).digest();
    const wrong = await post(server, `/mkblk/${BLOCK}`, token, block, {
      'content-md5': md5(bytes(10)).toString('hex'),
    });
    expect(wrong).toMatchObject({
      status: 406,
      json: { error: 'the chunk does not match its Content-MD5' },
    });
    const made = await post(server, `/mkblk/${BLOCK}`, token, block.subarray(0, MiB), {
      'content-md5': md5(block.subarray(0, MiB)).toString('base64'),
    });
    expect(made.status).toBe(200);
    const second = block.subarray(MiB, 2 * MiB);
    const refused = await post(server, `/bput/${String(made.json.ctx)}/${MiB}`, token, second, {
      'content-md5': md5(bytes(5)).toString('hex'),
    });
    expect(refused.status).toBe(406);
    const accepted = await post(server, `/bput/${String(made.json.ctx)}/${MiB}`, token, second, {
      'content-md5': md5(second).toString('hex'),
    });
    expect(accepted).toMatchObject({ status: 200, json: { offset: 2 * MiB } });
  });

  it('413 for a chunk beyond its block, 400 for a block over 4 MiB', async () => {
    const token = tokenFor(server);
    expect((await post(server, '/mkblk/100', token, bytes(101))).status).toBe(413);
    expect((await post(server, `/mkblk/${BLOCK + 1}`, token, bytes(10))).status).toBe(400);
    const made = await post(server, '/mkblk/100', token, bytes(60));
    expect((await post(server, `/bput/${String(made.json.ctx)}/60`, token, bytes(41))).status).toBe(
      413,
    );
  });

  it('400 when the blocks do not add up to the file size or a middle block is short', async () => {
    const token = tokenFor(server);
    const a = await post(server, '/mkblk/100', token, bytes(100));
    const b = await post(server, '/mkblk/100', token, bytes(100));
    expect((await post(server, '/mkfile/150', token, String(a.json.ctx))).status).toBe(400);
    const short = await post(
      server,
      '/mkfile/200',
      token,
      `${String(a.json.ctx)},${String(b.json.ctx)}`,
    );
    expect(short).toMatchObject({
      status: 400,
      json: { error: `every block but the last must be ${BLOCK} bytes` },
    });
  });

  it('401 at every step without a valid token, with the chunk read away first', async () => {
    const body = bytes(BLOCK);
    for (const path of [`/mkblk/${BLOCK}`, '/bput/x.y/0', '/mkfile/10']) {
      const answer = await post(server, path, undefined, path.startsWith('/mkfile') ? 'x' : body);
      expect(answer, path).toMatchObject({ status: 401, json: { error: 'token not specified' } });
    }
  });

  it('keeps nothing of a chunk whose connection broke off: the same context works again', async () => {
    const token = tokenFor(server);
    const block = bytes(BLOCK);
    const made = await post(server, `/mkblk/${BLOCK}`, token, block.subarray(0, MiB));
    const ctx = String(made.json.ctx);
    const url = new URL(storageUrl(server, `/bput/${ctx}/${MiB}`));
    // Watches the server's side of the broken chunk (the test server stores on disk): when its
    // first bytes have arrived, and when the server is done with it, cleanup included.
    let arrived = () => undefined as void;
    const bytesArrived = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const handled: Promise<unknown>[] = [];
    const putChunk = LocalBackend.prototype.putChunk;
    const spy = vi.spyOn(LocalBackend.prototype, 'putChunk').mockImplementation(function (
      this: LocalBackend,
      id,
      offset,
      body,
      maxBytes,
      observe,
    ) {
      const stored = putChunk.call(this, id, offset, body, maxBytes, (piece) => {
        observe(piece);
        arrived();
      });
      handled.push(stored);
      return stored;
    });
    try {
      await new Promise<void>((resolve) => {
        const req = request(url, {
          method: 'POST',
          headers: {
            authorization: `UpToken ${token}`,
            'content-type': 'application/octet-stream',
            'content-length': MiB,
          },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.write(block.subarray(MiB, MiB + 1000));
        void bytesArrived.then(() => req.destroy());
      });
      expect(handled).toHaveLength(1);
      await expect(handled[0]).rejects.toThrow();
    } finally {
      spy.mockRestore();
    }
    const retried = await post(server, `/bput/${ctx}/${MiB}`, token, block.subarray(MiB, 2 * MiB));
    expect(retried).toMatchObject({ status: 200, json: { offset: 2 * MiB } });
  });
});

describe('usage log', () => {
  it('records a line sent with an upload token, refuses one without', async () => {
    const line = '200,req-1,up.example,,443,0.5,1700000000,10,jssdk-h5,10';
    const answer = await post(server, '/log/3', tokenFor(server), line, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(200);
    expect(logLines.some((entry) => entry.includes(line))).toBe(true);
    expect((await post(server, '/log/3', undefined, line)).status).toBe(401);
  });
});

describe('downloads', () => {
  it('serve byte ranges, HEAD and conditional requests; 404 for unknown keys', async () => {
    const data = bytes(BLOCK + 500);
    const key = freshKey('dl/文件 name');
    const contexts = await sendBlocks(server, tokenFor(server), data, MiB);
    await post(
      server,
      `/mkfile/${data.length}/key/${b64(key)}/fname/${b64('report.pdf')}`,
      tokenFor(server),
      contexts.join(','),
    );
    const range = await download(server, key, { range: `bytes=${BLOCK - 10}-${BLOCK + 9}` });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(
      `bytes ${BLOCK - 10}-${BLOCK + 9}/${data.length}`,
    );
    expect(range.body.equals(data.subarray(BLOCK - 10, BLOCK + 10))).toBe(true);
    const suffix = await download(server, key, { range: 'bytes=-7' });
    expect(suffix.body.equals(data.subarray(data.length - 7))).toBe(true);
    expect((await download(server, key, { range: `bytes=${data.length}-` })).status).toBe(416);
    const etag = `"${qetag(data)}"`;
    expect((await download(server, key, { 'if-none-match': etag })).status).toBe(304);
    const full = await download(server, key);
    expect(full.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''report.pdf`);
    const head = await fetch(
      storageUrl(server, `/file/${key.split('/').map(encodeURIComponent).join('/')}`),
      { method: 'HEAD' },
    );
    expect(head.headers.get('content-length')).toBe(String(data.length));
    const missing = await download(server, 'no/such/key');
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.body.toString())).toEqual({ error: 'no such file or directory' });
  });
});

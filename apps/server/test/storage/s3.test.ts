/**
 * The S3-compatible backend against an independent S3 server that checks every signature
 * (s3rver behind AWS's own SigV4 implementation, see `s3-server.ts`): form upload, chunked
 * upload, download, removal of blocks, and a wrong secret refused.
 */
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Backend } from '../../src/storage/s3-backend';
import { S3Error } from '../../src/storage/s3-client';
import type { S3Settings } from '../../src/storage/settings';
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
  tokenFor,
} from './helpers';
import { S3_CREDENTIALS, type S3TestServer, startS3Server } from './s3-server';

let s3: S3TestServer;
let server: TestServer;
let settings: S3Settings;
beforeAll(async () => {
  s3 = await startS3Server();
  settings = {
    endpoint: s3.url,
    region: S3_CREDENTIALS.region,
    bucket: s3.bucket,
    accessKeyId: S3_CREDENTIALS.accessKeyId,
    secretAccessKey: S3_CREDENTIALS.secretAccessKey,
    prefix: 'platform/',
    pathStyle: true,
  };
  server = await createTestServer({ storage: { backend: { kind: 's3', ...settings } } });
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
});

describe('the storage protocol over the S3 backend', () => {
  it('keeps form uploads as objects with their hash, name and type, and serves them', async () => {
    const data = bytes(5000);
    const key = 'docs/季度 report (1).pdf';
    const answer = await formUpload(
      server,
      { token: tokenFor(server), key, fname: 'q.pdf' },
      data,
      'q.pdf',
      'application/pdf',
    );
    expect(answer.json).toEqual({ hash: qetag(data), key });
    const object = await s3.object(`platform/objects/${key}`);
    expect(object?.body.equals(data)).toBe(true);
    expect(object?.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-amz-meta-qetag': qetag(data),
    });
    const read = await download(server, key);
    expect(read.status).toBe(200);
    expect(read.body.equals(data)).toBe(true);
    expect(read.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''q.pdf`);
    expect(read.headers.get('etag')).toBe(`"${qetag(data)}"`);
  });

  it('keeps chunks as objects until mkfile joins them into one object and removes them', async () => {
    const token = tokenFor(server);
    const data = bytes(2 * BLOCK + 77);
    const contexts = await sendBlocks(server, token, data, MiB);
    expect(await s3.keys('platform/blocks/')).toHaveLength(4 + 4 + 1);
    const answer = await post(
      server,
      `/mkfile/${data.length}/key/${b64('big/file.bin')}`,
      token,
      contexts.join(','),
    );
    expect(answer.json).toEqual({ hash: qetag(data), key: 'big/file.bin' });
    expect((await s3.object('platform/objects/big/file.bin'))?.body.equals(data)).toBe(true);
    expect(await s3.keys('platform/blocks/')).toEqual([]);
    const range = await download(server, 'big/file.bin', { range: `bytes=${BLOCK}-${BLOCK + 99}` });
    expect(range.status).toBe(206);
    expect(range.body.equals(data.subarray(BLOCK, BLOCK + 100))).toBe(true);
    expect((await download(server, 'big/file.bin')).body.equals(data)).toBe(true);
  });

  it('refuses a spent context with 701 and overwrites only with a key-scoped token', async () => {
    const token = tokenFor(server);
    const block = bytes(BLOCK);
    const made = await post(server, `/mkblk/${BLOCK}`, token, block.subarray(0, MiB));
    const ctx = String(made.json.ctx);
    await post(server, `/bput/${ctx}/${MiB}`, token, block.subarray(MiB, 2 * MiB));
    const again = await post(server, `/bput/${ctx}/${MiB}`, token, block.subarray(MiB, 2 * MiB));
    expect(again.status).toBe(701);
    await formUpload(server, { token, key: 's3/once' }, bytes(10));
    expect((await formUpload(server, { token, key: 's3/once' }, bytes(10))).status).toBe(614);
    const scoped = tokenFor(server, { scope: `${storageOf(server).bucket}:s3/once` });
    const replaced = bytes(12);
    expect((await formUpload(server, { token: scoped, key: 's3/once' }, replaced)).status).toBe(
      200,
    );
    expect((await download(server, 's3/once')).body.equals(replaced)).toBe(true);
  });

  it('deletes chunks and blocks, and answers 404 for a file that is not there', async () => {
    const backend = new S3Backend(settings);
    const id = 'ab'.repeat(16);
    await backend.putChunk(id, 0, Readable.from([Buffer.from('first')]), 100, () => undefined);
    await backend.putChunk(id, 5, Readable.from([Buffer.from('second')]), 100, () => undefined);
    expect(await backend.listChunks(id)).toEqual([
      { offset: 0, size: 5 },
      { offset: 5, size: 6 },
    ]);
    await backend.deleteChunk(id, 5);
    expect(await backend.listChunks(id)).toEqual([{ offset: 0, size: 5 }]);
    await backend.deleteBlock(id);
    expect(await backend.listChunks(id)).toEqual([]);
    expect(await s3.keys(`platform/blocks/${id}/`)).toEqual([]);
    expect(await backend.head('no/such/file')).toBeNull();
    expect((await download(server, 'no/such/file')).status).toBe(404);
  });

  it('is refused by the store with a wrong secret, and every request above was signed right', async () => {
    const refusedBefore = { ...s3.refused };
    expect(refusedBefore).toEqual({});
    const wrong = new S3Backend({ ...settings, secretAccessKey: 'not-the-secret' });
    const failure = await wrong.head('docs/anything').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(S3Error);
    expect((failure as S3Error).status).toBe(403);
    const id = 'cd'.repeat(16);
    const put = await wrong
      .putChunk(id, 0, Readable.from([Buffer.from('x')]), 10, () => undefined)
      .catch((error: unknown) => error);
    expect((put as S3Error).status).toBe(403);
    expect((put as S3Error).message).toContain('SignatureDoesNotMatch');
    expect(s3.refused).toEqual({ SignatureDoesNotMatch: 2 });
    // that block's own keys: another test's unfinished block may begin with "cd" too
    expect(await s3.keys(`platform/blocks/${id}/`)).toEqual([]);
  });
});

/**
 * The S3-compatible backend: the SigV4 signer against AWS's published example, then the whole
 * storage protocol with files kept in an S3 stub (what several server instances share).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signS3Request } from '../../src/storage/s3-signer';
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
import { STUB_CREDENTIALS, type S3Stub, startS3Stub } from './s3-stub';

describe('SigV4', () => {
  it("signs AWS's example request (GET /test.txt with a Range) to the published signature", () => {
    const headers = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      credentials: {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
      date: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('the storage protocol over the S3 backend', () => {
  let stub: S3Stub;
  let server: TestServer;
  beforeAll(async () => {
    stub = await startS3Stub();
    server = await createTestServer({
      storage: {
        backend: {
          kind: 's3',
          endpoint: stub.url,
          region: STUB_CREDENTIALS.region,
          bucket: stub.bucket,
          accessKeyId: STUB_CREDENTIALS.accessKeyId,
          secretAccessKey: STUB_CREDENTIALS.secretAccessKey,
          prefix: 'platform/',
          pathStyle: true,
        },
      },
    });
    stub.now = () => server.clock.now().getTime();
  });
  afterAll(async () => {
    await server.close();
    await stub.close();
  });

  it('keeps form uploads as objects with their hash, name and type', async () => {
    const data = bytes(5000);
    const key = 'docs/季度 report.pdf';
    const answer = await formUpload(
      server,
      { token: tokenFor(server), key, fname: 'q.pdf' },
      data,
      'q.pdf',
      'application/pdf',
    );
    expect(answer.json).toEqual({ hash: qetag(data), key });
    const object = stub.objects.get(`platform/objects/${key}`);
    expect(object?.body.equals(data)).toBe(true);
    expect(object?.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-amz-meta-qetag': qetag(data),
    });
    const read = await download(server, key);
    expect(read.body.equals(data)).toBe(true);
    expect(read.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''q.pdf`);
  });

  it('keeps chunks as objects until mkfile joins them into one object', async () => {
    const token = tokenFor(server);
    const data = bytes(2 * BLOCK + 77);
    const contexts = await sendBlocks(server, token, data, MiB);
    const chunks = [...stub.objects.keys()].filter((name) => name.startsWith('platform/blocks/'));
    expect(chunks).toHaveLength(4 + 4 + 1);
    const answer = await post(
      server,
      `/mkfile/${data.length}/key/${b64('big/file.bin')}`,
      token,
      contexts.join(','),
    );
    expect(answer.json).toEqual({ hash: qetag(data), key: 'big/file.bin' });
    expect(stub.objects.get('platform/objects/big/file.bin')?.body.equals(data)).toBe(true);
    expect([...stub.objects.keys()].filter((name) => name.startsWith('platform/blocks/'))).toEqual(
      [],
    );
    const range = await download(server, 'big/file.bin', { range: `bytes=${BLOCK}-${BLOCK + 99}` });
    expect(range.body.equals(data.subarray(BLOCK, BLOCK + 100))).toBe(true);
  });

  it('refuses a spent context (the chunk object exists) with 701 and overwrites only when allowed', async () => {
    const token = tokenFor(server);
    const block = bytes(BLOCK);
    const made = await post(server, `/mkblk/${BLOCK}`, token, block.subarray(0, MiB));
    await post(
      server,
      `/bput/${String(made.json.ctx)}/${MiB}`,
      token,
      block.subarray(MiB, 2 * MiB),
    );
    const again = await post(
      server,
      `/bput/${String(made.json.ctx)}/${MiB}`,
      token,
      block.subarray(MiB, 2 * MiB),
    );
    expect(again.status).toBe(701);
    await formUpload(server, { token, key: 's3/once' }, bytes(10));
    expect((await formUpload(server, { token, key: 's3/once' }, bytes(10))).status).toBe(614);
    const scoped = tokenFor(server, { scope: `${storageOf(server).bucket}:s3/once` });
    expect((await formUpload(server, { token: scoped, key: 's3/once' }, bytes(10))).status).toBe(
      200,
    );
  });

  it('signed every request correctly', () => {
    expect(stub.refused).toBe(0);
  });
});

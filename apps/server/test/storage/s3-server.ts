/**
 * An independent S3 server for the S3 backend's tests: s3rver (a third-party S3 emulator,
 * objects on disk) on a free loopback port, behind a gate that checks every request's
 * Signature Version 4 with AWS's own implementation (`@smithy/signature-v4`, the signer of
 * the AWS SDK) and the SHA-256 of every signed body.
 *
 * The gate is needed because s3rver 3.7 does not check version 4 signatures: it accepts any
 * signature from a known access key (its `authentication.js` leaves the calculation out), so
 * on its own it would take a wrong secret. The gate answers as S3 does (403
 * `SignatureDoesNotMatch`, 400 `XAmzContentSHA256Mismatch`) and passes good requests on.
 */
import { SignatureV4 } from '@smithy/signature-v4';
import { type Hash, type Hmac, createHash, createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { type IncomingMessage, type Server, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account (the only access key it knows). */
export const S3_CREDENTIALS = Object.freeze({
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  region: 'us-east-1',
});

export interface S3TestServer {
  /** The gate's address: what the backend is pointed at. */
  url: string;
  bucket: string;
  /** Requests the gate refused, by S3 error code. */
  refused: Record<string, number>;
  /** The bytes of an object, read back from s3rver (undefined when there is none). */
  object(key: string): Promise<{ body: Buffer; headers: Record<string, string> } | undefined>;
  /** Keys of the bucket under a prefix, read back from s3rver. */
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

type Bytes = string | ArrayBuffer | ArrayBufferView;

function bufferOf(data: Bytes): Buffer {
  if (typeof data === 'string') return Buffer.from(data);
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

/** SHA-256 (and HMAC-SHA-256 with a secret) as `@smithy/signature-v4` wants it. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: Bytes) {
    this.hash =
      secret === undefined ? createHash('sha256') : createHmac('sha256', bufferOf(secret));
  }
  update(data: Bytes): void {
    this.hash.update(bufferOf(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

const verifier = new SignatureV4({
  service: 's3',
  region: S3_CREDENTIALS.region,
  credentials: {
    accessKeyId: S3_CREDENTIALS.accessKeyId,
    secretAccessKey: S3_CREDENTIALS.secretAccessKey,
  },
  sha256: Sha256,
  uriEscapePath: false,
});

function one(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** The S3 error code that refuses `req` (with its body), or undefined when it is signed right. */
async function refusal(req: IncomingMessage, body: Buffer): Promise<string | undefined> {
  const auth = one(req.headers.authorization);
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'AccessDenied';
  const [, accessKeyId, , region, signedList, signature] = match as unknown as string[];
  if (accessKeyId !== S3_CREDENTIALS.accessKeyId) return 'InvalidAccessKeyId';
  const stamp = one(req.headers['x-amz-date']);
  if (!/^\d{8}T\d{6}Z$/.test(stamp)) return 'AccessDenied';
  const signingDate = new Date(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
  );
  const signed = (signedList as string).split(';');
  const headers: Record<string, string> = {};
  for (const name of signed) headers[name] = one(req.headers[name]);
  const url = new URL(req.url ?? '/', 'http://gate');
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = value;
  const [hostname, port] = (headers.host ?? '').split(':');
  const expected = await verifier.sign(
    {
      method: req.method ?? 'GET',
      protocol: 'http:',
      hostname: hostname ?? '',
      ...(port ? { port: Number(port) } : {}),
      path: url.pathname,
      query,
      headers,
    },
    { signingDate, signingRegion: region, signableHeaders: new Set(signed) },
  );
  const answer = one(expected.headers.authorization ?? expected.headers.Authorization);
  if (!answer.endsWith(`Signature=${signature}`)) return 'SignatureDoesNotMatch';
  const payloadHash = one(req.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD') {
    if (createHash('sha256').update(body).digest('hex') !== payloadHash) {
      return 'XAmzContentSHA256Mismatch';
    }
  }
  return undefined;
}

/** s3rver with `bucket`, behind the signature gate, both on free loopback ports. */
export async function startS3Server(bucket = 'platform-files'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port: s3Port } = await s3.run();
  const refused: Record<string, number> = {};
  const gate: Server = createServer((req, res) => {
    const pieces: Buffer[] = [];
    req.on('data', (piece: Buffer) => pieces.push(piece));
    req.on('end', () => {
      const body = Buffer.concat(pieces);
      void refusal(req, body).then((code) => {
        if (code) {
          refused[code] = (refused[code] ?? 0) + 1;
          const status = code === 'XAmzContentSHA256Mismatch' ? 400 : 403;
          res
            .writeHead(status, { 'content-type': 'application/xml' })
            .end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
          return;
        }
        const upstream = request(
          {
            host: '127.0.0.1',
            port: s3Port,
            method: req.method,
            path: req.url,
            headers: req.headers,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', () => res.destroy());
        upstream.end(body);
      });
    });
  });
  await new Promise<void>((resolve) => gate.listen(0, '127.0.0.1', resolve));
  const direct = `http://127.0.0.1:${s3Port}/${bucket}`;
  const path = (key: string) => key.split('/').map(encodeURIComponent).join('/');
  return {
    url: `http://127.0.0.1:${(gate.address() as AddressInfo).port}`,
    bucket,
    refused,
    // s3rver serves unsigned requests as anonymous ones: the tests read back through it.
    async object(key) {
      const response = await fetch(`${direct}/${path(key)}`);
      if (response.status === 404) return undefined;
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => (headers[name] = value));
      return { body: Buffer.from(await response.arrayBuffer()), headers };
    },
    async keys(prefix) {
      const response = await fetch(`${direct}?list-type=2&prefix=${encodeURIComponent(prefix)}`);
      const text = await response.text();
      return [...text.matchAll(/<Key>([^<]*)<\/Key>/g)].map((found) => found[1] ?? '');
    },
    async close() {
      await new Promise<void>((resolve) => gate.close(() => resolve()));
      await s3.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

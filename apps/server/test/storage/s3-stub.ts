/**
 * A tiny S3-compatible server for the S3 backend's tests: path-style object PUT (with
 * `If-None-Match: *`), GET (with Range), HEAD, DELETE and ListObjectsV2, objects in memory.
 * Every request's SigV4 signature is recomputed from what arrived and must match, so the
 * client signs exactly what it sends (paths, queries, headers).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signS3Request } from '../../src/storage/s3-signer';

export interface StubObject {
  body: Buffer;
  headers: Record<string, string>;
  lastModified: number;
}

export interface S3Stub {
  url: string;
  bucket: string;
  objects: Map<string, StubObject>;
  /** Requests refused for a bad signature. */
  refused: number;
  now: () => number;
  close(): Promise<void>;
}

const CREDENTIALS = {
  accessKeyId: 'STUBKEY',
  secretAccessKey: 'stub/secret+key',
  region: 'us-east-1',
};
export const STUB_CREDENTIALS = CREDENTIALS;

function signatureMatches(req: IncomingMessage, url: URL): boolean {
  const auth = String(req.headers.authorization ?? '');
  const match = /SignedHeaders=([^,]+),Signature=([0-9a-f]+)$/.exec(auth);
  const stamp = String(req.headers['x-amz-date'] ?? '');
  if (!match || !/^\d{8}T\d{6}Z$/.test(stamp)) return false;
  const signed = (match[1] as string).split(';');
  const headers: Record<string, string> = {};
  for (const name of signed) {
    if (name === 'host' || name === 'x-amz-date' || name === 'x-amz-content-sha256') continue;
    headers[name] = String(req.headers[name] ?? '');
  }
  const date = new Date(
    `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(9, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13, 15)}Z`,
  );
  const expected = signS3Request({
    method: req.method ?? 'GET',
    url,
    headers,
    payloadHash: String(req.headers['x-amz-content-sha256'] ?? ''),
    credentials: CREDENTIALS,
    date,
  });
  return expected.authorization === auth;
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function startS3Stub(bucket = 'platform-files'): Promise<S3Stub> {
  const objects = new Map<string, StubObject>();
  const stub = { refused: 0 } as S3Stub;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    if (!signatureMatches(req, url)) {
      stub.refused += 1;
      res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const path = decodeURIComponent(url.pathname);
    if (!path.startsWith(`/${bucket}`)) {
      res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      return;
    }
    const key = path.slice(bucket.length + 2);
    const pieces: Buffer[] = [];
    req.on('data', (piece: Buffer) => pieces.push(piece));
    req.on('end', () => {
      const body = Buffer.concat(pieces);
      if (req.method === 'GET' && key === '' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        const keys = [...objects.keys()].filter((name) => name.startsWith(prefix)).sort();
        const start = Number(url.searchParams.get('continuation-token') ?? 0);
        const page = keys.slice(start, start + 2);
        const more = start + 2 < keys.length;
        res.writeHead(200, { 'content-type': 'application/xml' }).end(
          `<ListBucketResult><IsTruncated>${more}</IsTruncated>` +
            page
              .map((name) => {
                const object = objects.get(name) as StubObject;
                return `<Contents><Key>${xml(name)}</Key><Size>${object.body.length}</Size><LastModified>${new Date(object.lastModified).toISOString()}</LastModified></Contents>`;
              })
              .join('') +
            (more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : '') +
            '</ListBucketResult>',
        );
        return;
      }
      const object = objects.get(key);
      switch (req.method) {
        case 'PUT': {
          if (req.headers['if-none-match'] === '*' && object) {
            res.writeHead(412).end('<Error><Code>PreconditionFailed</Code></Error>');
            return;
          }
          if (Number(req.headers['content-length']) !== body.length) {
            res.writeHead(400).end('<Error><Code>IncompleteBody</Code></Error>');
            return;
          }
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(req.headers)) {
            if (name.startsWith('x-amz-meta-') || name === 'content-type')
              headers[name] = String(value);
          }
          objects.set(key, { body, headers, lastModified: stub.now() });
          res.writeHead(200).end();
          return;
        }
        case 'GET':
        case 'HEAD': {
          if (!object) {
            res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
            return;
          }
          const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
          const slice = range
            ? object.body.subarray(Number(range[1]), Number(range[2]) + 1)
            : object.body;
          res.writeHead(range ? 206 : 200, {
            ...object.headers,
            'content-length': req.method === 'HEAD' ? object.body.length : slice.length,
            'last-modified': new Date(object.lastModified).toUTCString(),
          });
          res.end(req.method === 'HEAD' ? undefined : slice);
          return;
        }
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204).end();
          return;
        default:
          res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(stub, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    objects,
    now: () => Date.now(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
  return stub;
}

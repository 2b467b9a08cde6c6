/**
 * Helpers of the storage tests: tokens signed with the test server's keys, the qetag of a
 * buffer, and requests in the storage protocol's own terms.
 */
import { STORAGE_BASE } from '@org/api-contract';
import { createHash, randomBytes } from 'node:crypto';
import type { TestServer } from '../harness';
import { type PutPolicy, fromBase64Url, signUploadToken } from '../../src/storage/up-token';

export const MiB = 1024 * 1024;
export const BLOCK = 4 * MiB;

export function storageOf(server: TestServer) {
  return server.app.platform.settings.storage;
}

/** A token for the test server's bucket; `deadline` defaults to an hour from the server clock. */
export function tokenFor(
  server: TestServer,
  policy: Partial<PutPolicy> = {},
  secret?: string,
): string {
  const settings = storageOf(server);
  const now = Math.floor(server.clock.now().getTime() / 1000);
  return signUploadToken(settings.accessKey, secret ?? settings.secretKey, {
    scope: settings.bucket,
    deadline: now + 3600,
    ...policy,
  });
}

/** The access key and put policy of a token (its signature unchecked). */
export function readToken(token: string): { accessKey: string; policy: PutPolicy } {
  const [accessKey, , encoded] = token.split(':') as [string, string, string];
  return { accessKey, policy: JSON.parse(fromBase64Url(encoded).toString('utf8')) as PutPolicy };
}

/** The qetag of content: SHA-1 of each 4 MiB block, combined. */
export function qetag(data: Buffer): string {
  const sha1 = (part: Buffer) => createHash('sha1').update(part).digest();
  const digests: Buffer[] = [];
  for (let at = 0; at < data.length; at += BLOCK) digests.push(sha1(data.subarray(at, at + BLOCK)));
  const encode = (bytes: Buffer) =>
    bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
  if (digests.length <= 1)
    return encode(Buffer.concat([Buffer.of(0x16), digests[0] ?? sha1(Buffer.alloc(0))]));
  return encode(Buffer.concat([Buffer.of(0x96), sha1(Buffer.concat(digests))]));
}

export function b64(text: string): string {
  return Buffer.from(text).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

export function bytes(size: number): Buffer {
  return randomBytes(size);
}

export interface Answer {
  status: number;
  headers: Headers;
  json: Record<string, unknown>;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { text };
  }
  return { status: response.status, headers: response.headers, json };
}

export function storageUrl(server: TestServer, path: string): string {
  return `${server.url}${STORAGE_BASE}${path}`;
}

/** A form upload: fields first, then the file (what the SDK sends). */
export async function formUpload(
  server: TestServer,
  fields: Record<string, string>,
  file: Buffer | undefined,
  filename = 'file.bin',
  type = 'application/octet-stream',
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file], { type }), filename);
  return answerOf(await fetch(storageUrl(server, '/'), { method: 'POST', body: form }));
}

export async function post(
  server: TestServer,
  path: string,
  token: string | undefined,
  body: Buffer | string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return answerOf(
    await fetch(storageUrl(server, path), {
      method: 'POST',
      headers: {
        'content-type': typeof body === 'string' ? 'text/plain' : 'application/octet-stream',
        ...(token === undefined ? {} : { authorization: `UpToken ${token}` }),
        ...headers,
      },
      body,
    }),
  );
}

/** Uploads `data` in 4 MiB blocks (`chunk` bytes per request) and answers the block contexts. */
export async function sendBlocks(server: TestServer, token: string, data: Buffer, chunk = BLOCK) {
  const contexts: string[] = [];
  for (let start = 0; start < data.length; start += BLOCK) {
    const block = data.subarray(start, Math.min(data.length, start + BLOCK));
    let answer = await post(server, `/mkblk/${block.length}`, token, block.subarray(0, chunk));
    if (answer.status !== 200)
      throw new Error(`mkblk: ${answer.status} ${JSON.stringify(answer.json)}`);
    for (let offset = chunk; offset < block.length; offset += chunk) {
      answer = await post(
        server,
        `/bput/${String(answer.json.ctx)}/${offset}`,
        token,
        block.subarray(offset, offset + chunk),
      );
      if (answer.status !== 200)
        throw new Error(`bput: ${answer.status} ${JSON.stringify(answer.json)}`);
    }
    contexts.push(String(answer.json.ctx));
  }
  return contexts;
}

export async function download(
  server: TestServer,
  key: string,
  headers: Record<string, string> = {},
) {
  const response = await fetch(
    storageUrl(server, `/file/${key.split('/').map(encodeURIComponent).join('/')}`),
    { headers },
  );
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

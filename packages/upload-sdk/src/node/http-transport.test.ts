import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUploadError } from '../errors';
import { fetchTransport } from '../fetch-transport';
import { fileFromPath } from './file-source';
import { nodeTransport } from './http-transport';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

let server: Server;
let base = '';
let handle: (received: Received, response: ServerResponse) => void;
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'upload-sdk-transport-'));
  server = createServer((request, response) => {
    if (request.url === '/drop-mid-body') {
      request.once('data', () => request.socket.destroy());
      return;
    }
    const pieces: Buffer[] = [];
    request.on('data', (piece: Buffer) => pieces.push(piece));
    request.on('end', () =>
      handle(
        {
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(pieces),
        },
        response,
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(dir, { recursive: true, force: true });
});

function failureOf(pending: Promise<unknown>): Promise<unknown> {
  return pending.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('nodeTransport', () => {
  const transport = nodeTransport();

  it('sends a Blob body with its length and reports progress up to the whole body', async () => {
    const data = randomBytes(300_000);
    let received: Received | undefined;
    handle = (request, response) => {
      received = request;
      response.writeHead(200, { 'content-type': 'application/json', 'x-reqid': 'abc' });
      response.end('{"ctx":"c1"}');
    };
    const progress: [number, number][] = [];
    const answer = await transport({
      method: 'POST',
      url: `${base}/mkblk/300000`,
      headers: { Authorization: 'UpToken t', 'Content-Type': 'application/octet-stream' },
      body: new Blob([data]),
      onUploadProgress: (loaded, total) => progress.push([loaded, total]),
    });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('{"ctx":"c1"}');
    expect(answer.header('X-Reqid')).toBe('abc');
    expect(answer.header('x-missing')).toBeNull();
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/mkblk/300000');
    expect(received?.headers['content-length']).toBe('300000');
    expect(received?.headers.authorization).toBe('UpToken t');
    expect(received?.body.equals(data)).toBe(true);
    expect(progress.at(-1)).toEqual([300_000, 300_000]);
    const loaded = progress.map(([bytes]) => bytes);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
  });

  it('sends slices of a file read from disk, byte for byte, one request after another', async () => {
    const path = join(dir, 'parts.bin');
    const data = randomBytes(1_500_000);
    await writeFile(path, data);
    const source = await fileFromPath(path);
    const bodies: Buffer[] = [];
    handle = (request, response) => {
      bodies.push(request.body);
      response.end('{}');
    };
    const cuts = [0, 700_000, 700_001, 1_400_000, 1_500_000];
    for (const [index, start] of cuts.slice(0, -1).entries()) {
      const end = cuts[index + 1] as number;
      const progress: number[] = [];
      const answer = await transport({
        method: 'POST',
        url: `${base}/bput/${start}`,
        body: source.slice(start, end),
        onUploadProgress: (loaded) => progress.push(loaded),
      });
      expect(answer.status).toBe(200);
      expect(progress.at(-1)).toBe(end - start);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
    }
    expect(Buffer.concat(bodies).equals(data)).toBe(true);
    expect(bodies.map((body) => body.length)).toEqual([700_000, 1, 699_999, 100_000]);
  });

  it('refuses to send a file that changed after it was opened', async () => {
    const path = join(dir, 'changing.bin');
    await writeFile(path, randomBytes(10_000));
    const source = await fileFromPath(path);
    await utimes(path, 1_600_000_000, 1_600_000_000);
    handle = (_request, response) => response.end('{}');
    const failure = await failureOf(
      transport({ method: 'POST', url: `${base}/mkblk/10000`, body: source.slice(0, 10_000) }),
    );
    expect(isUploadError(failure) && failure.kind === 'file-changed').toBe(true);
    expect((failure as Error).message).toContain('changed after it was opened for upload');
  });

  it('reports a plain Blob of a changed file as file-changed too, as fetch does', async () => {
    const path = join(dir, 'changing-blob.bin');
    await writeFile(path, randomBytes(10_000));
    const blob = await openAsBlob(path);
    await utimes(path, 1_600_000_000, 1_600_000_000);
    handle = (_request, response) => response.end('{}');
    for (const send of [transport, fetchTransport]) {
      const failure = await failureOf(
        send({ method: 'POST', url: `${base}/mkblk/10000`, body: blob.slice(0, 10_000) }),
      );
      expect(isUploadError(failure) && failure.kind).toBe('file-changed');
      expect((failure as Error).message).toContain('changed after it was opened for upload');
    }
  });

  it('turns a connection dropped in the middle of a file body into a network error', async () => {
    const path = join(dir, 'dropped.bin');
    await writeFile(path, randomBytes(3_000_000));
    const source = await fileFromPath(path);
    const failure = await failureOf(
      transport({ method: 'POST', url: `${base}/drop-mid-body`, body: source.slice(0, 3_000_000) }),
    );
    expect(isUploadError(failure) && failure.kind === 'network' && failure.code === 0).toBe(true);
  });

  it('sends text and empty bodies, and answers error statuses as answers', async () => {
    const bodies: string[] = [];
    handle = (request, response) => {
      bodies.push(request.body.toString('utf8'));
      response.writeHead(request.body.length === 0 ? 404 : 200);
      response.end(request.body.length === 0 ? '{"error":"no such file"}' : 'ok');
    };
    const text = await transport({ method: 'POST', url: `${base}/mkfile/8`, body: 'ctx1,ctx2' });
    const empty = await transport({ method: 'GET', url: `${base}/v2/query` });
    expect(bodies).toEqual(['ctx1,ctx2', '']);
    expect([text.status, text.text]).toEqual([200, 'ok']);
    expect([empty.status, empty.text]).toEqual([404, '{"error":"no such file"}']);
  });

  it('turns a dropped connection into a network UploadError (which send retries)', async () => {
    handle = (_request, response) => response.socket?.destroy();
    const failure = await transport({ method: 'POST', url: `${base}/x`, body: 'x' }).catch(
      (error: unknown) => error,
    );
    expect(isUploadError(failure) && failure.kind === 'network' && failure.code === 0).toBe(true);
  });

  it("rejects with the signal's reason when aborted, before or during the request", async () => {
    const reason = new Error('stop');
    handle = () => undefined;
    const before = new AbortController();
    before.abort(reason);
    await expect(transport({ method: 'GET', url: base, signal: before.signal })).rejects.toBe(
      reason,
    );
    const during = new AbortController();
    // Aborted when the server has received the request, so while its answer is awaited.
    handle = () => during.abort(reason);
    await expect(transport({ method: 'GET', url: base, signal: during.signal })).rejects.toBe(
      reason,
    );
  });

  it('sends FormData through fetch, which encodes it', async () => {
    let received: Received | undefined;
    handle = (request, response) => {
      received = request;
      response.end('{}');
    };
    const form = new FormData();
    form.append('token', 't');
    form.append('file', new Blob(['hello']), 'a.txt');
    const answer = await transport({ method: 'POST', url: `${base}/`, body: form });
    expect(answer.status).toBe(200);
    expect(received?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.body.toString('utf8')).toContain('hello');
  });
});

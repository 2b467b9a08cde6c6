/**
 * The upload SDK in Chromium: hashing runs in a worker, resume points survive a page reload
 * (localStorage), images are compressed on a canvas, and uploads run inside a Web Worker.
 */
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type * as Sdk from '@org/upload-sdk';
import type { WorkerJob, WorkerReport } from '../src/sdk-page/upload-worker';
import { pageSuite } from './platform';

interface PageGlobals {
  sdk: typeof Sdk;
  sameFile(size: number, seed: number, name?: string): File;
  uploadInWorker(job: WorkerJob): Promise<WorkerReport[]>;
}

const BLOCK = 4 * 1024 * 1024;

const t = pageSuite('sdk-page');

/** An upload token from the platform, as a signed-in user gets one. */
async function uploadToken(): Promise<string> {
  const login = await fetch(`${t.platform.url}/ibsp-bg-auth/sysUser/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@123' }),
  });
  const session = ((await login.json()) as { data: string }).data;
  const answer = await fetch(`${t.platform.url}/ibsp-bg-auth/storage/v1/uptoken`, {
    headers: { 'x-token': session },
  });
  return ((await answer.json()) as { data: { uptoken: string } }).data.uptoken;
}

async function open(): Promise<Page> {
  const tab = await t.browser.newPage();
  await tab.goto(t.site.url);
  await tab.waitForFunction(
    () => (window as unknown as { uploadSdkReady?: boolean }).uploadSdkReady === true,
  );
  return tab;
}

function countRequests(tab: Page, step: string): { count: number } {
  const counter = { count: 0 };
  tab.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      new URL(request.url()).pathname.startsWith(`/storage/${step}`)
    )
      counter.count += 1;
  });
  return counter;
}

describe('the upload SDK in a browser', () => {
  it('hashes in a worker: MD5 of every chunk and the qetag of the file, checked by the server', async () => {
    const tab = await open();
    const result = await tab.evaluate(
      async ({ storage, token }) => {
        const { sdk, sameFile } = window as unknown as PageGlobals;
        const hasher = sdk.defaultHasher();
        const file = sameFile(2 * 4 * 1024 * 1024 + 999, 7, 'hashed.bin');
        const uploaded = await sdk.uploadFile(file, {
          token,
          key: 'e2e/hashed.bin',
          config: { apiHost: storage, checkByMD5: true, verify: 'qetag', resumeStore: null },
        });
        return { where: hasher.where, hash: uploaded.hash, local: await sdk.computeQetag(file) };
      },
      { storage: `${t.platform.url}/storage`, token: await uploadToken() },
    );
    expect(result.where).toBe('worker');
    expect(result.hash).toBe(result.local);
    const stored = Buffer.from(
      await (await fetch(`${t.platform.url}/storage/file/e2e/hashed.bin`)).arrayBuffer(),
    );
    const sha1 = (data: Buffer) => createHash('sha1').update(data).digest();
    const digests: Buffer[] = [];
    for (let at = 0; at < stored.length; at += BLOCK)
      digests.push(sha1(stored.subarray(at, at + BLOCK)));
    const qetag = Buffer.concat([Buffer.of(0x96), sha1(Buffer.concat(digests))])
      .toString('base64')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    expect(result.hash).toBe(qetag);
    await tab.close();
  });

  it('resumes after a page reload from the points kept in localStorage', async () => {
    const token = await uploadToken();
    const storage = `${t.platform.url}/storage`;
    const size = 6 * BLOCK - 100;
    const first = await open();
    const saved = await first.evaluate(
      async ({ storage, token, size }) => {
        const { sdk, sameFile } = window as unknown as PageGlobals;
        const controller = new AbortController();
        const points = () =>
          Object.keys(localStorage)
            .filter((key) => key.startsWith('upload-sdk:resume:'))
            .map(
              (key) =>
                (
                  JSON.parse(localStorage.getItem(key) ?? '{}') as { blocks: unknown[] }
                ).blocks.filter(Boolean).length,
            );
        // Blocks go up one at a time and each is kept before the next one's bytes are reported,
        // so a progress report sees the second kept block before the upload can end.
        return new Promise<number>((resolve, reject) => {
          sdk
            .uploadFile(sameFile(size, 11), {
              token,
              key: 'e2e/resumed.bin',
              signal: controller.signal,
              config: { apiHost: storage, concurrentRequestLimit: 1 },
              onProgress: () => {
                const kept = points()[0] ?? 0;
                if (kept < 2 || controller.signal.aborted) return;
                controller.abort();
                resolve(kept);
              },
            })
            .then(
              () => reject(new Error('The upload ended before two blocks were kept.')),
              (error: unknown) => {
                if (!controller.signal.aborted) reject(error);
              },
            );
        });
      },
      { storage, token, size },
    );
    expect(saved).toBeGreaterThanOrEqual(2);
    await first.reload();
    await first.waitForFunction(
      () => (window as unknown as { uploadSdkReady?: boolean }).uploadSdkReady === true,
    );
    const mkblk = countRequests(first, 'mkblk');
    const fromCache = await first.evaluate(
      async ({ storage, token, size }) => {
        const { sdk, sameFile } = window as unknown as PageGlobals;
        let reused = 0;
        await sdk.uploadFile(sameFile(size, 11), {
          token,
          key: 'e2e/resumed.bin',
          config: { apiHost: storage },
          onProgress: (progress) => {
            reused = progress.chunks.filter((chunk) => chunk.fromCache).length;
          },
        });
        return reused;
      },
      { storage, token, size },
    );
    expect(fromCache).toBe(saved);
    expect(mkblk.count).toBe(6 - saved);
    await first.close();
  });

  it('compresses JPEG at the given quality and size, and refuses types it cannot compress', async () => {
    const tab = await open();
    const result = await tab.evaluate(async () => {
      const { sdk } = window as unknown as PageGlobals;
      const canvas = new OffscreenCanvas(800, 600);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      for (let i = 0; i < 4000; i += 1) {
        context.fillStyle = `hsl(${i % 360} 80% 50%)`;
        context.fillRect((i * 37) % 800, (i * 91) % 600, 12, 12);
      }
      const original = await canvas.convertToBlob({ type: 'image/jpeg', quality: 1 });
      const smaller = await sdk.compressImage(original, { quality: 0.5, maxWidth: 400 });
      const refused = await sdk
        .compressImage(new Blob(['GIF89a'], { type: 'image/gif' }))
        .catch((error: { kind: string; message: string }) => ({
          kind: error.kind,
          message: error.message,
        }));
      return {
        original: original.size,
        compressed: smaller.dist.size,
        type: smaller.dist.type,
        width: smaller.width,
        height: smaller.height,
        refused,
      };
    });
    expect(result.type).toBe('image/jpeg');
    expect([result.width, result.height]).toEqual([400, 300]);
    expect(result.compressed).toBeLessThan(result.original);
    expect(result.refused).toEqual({
      kind: 'unsupported-file-type',
      message: 'unsupported file type: image/gif',
    });
    await tab.close();
  });

  it('uploads from inside a Web Worker with its defaults, reporting progress as it goes', async () => {
    const tab = await open();
    const size = 2 * BLOCK + 4321;
    const { reports, local } = await tab.evaluate(
      async ({ storage, token, size }) => {
        const { sdk, sameFile, uploadInWorker } = window as unknown as PageGlobals;
        const file = sameFile(size, 11, 'from-worker.bin');
        const reports = await uploadInWorker({
          file,
          token,
          key: 'e2e/from-worker.bin',
          apiHost: storage,
        });
        return { reports, local: await sdk.computeQetag(file) };
      },
      { storage: `${t.platform.url}/storage`, token: await uploadToken(), size },
    );
    const last = reports.at(-1);
    expect(last).toEqual({ type: 'done', hash: local, key: 'e2e/from-worker.bin' });
    const progress = reports.flatMap((report) => (report.type === 'progress' ? [report] : []));
    const loaded = progress.map((report) => report.loaded);
    expect(loaded).toEqual([...loaded].sort((a, b) => a - b));
    expect(progress.some((report) => report.loaded > 0 && report.loaded < size)).toBe(true);
    expect(progress.at(-1)).toMatchObject({ phase: 'done', loaded: size, size });
    const stored = await fetch(`${t.platform.url}/storage/file/e2e/from-worker.bin`);
    expect(stored.headers.get('etag')).toContain(local);
    expect((await stored.arrayBuffer()).byteLength).toBe(size);
    await tab.close();
  });
});

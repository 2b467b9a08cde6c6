/**
 * Resuming: a client killed after k blocks, then a new client with the same resume storage,
 * sends only the blocks that are missing. Points that expired, or that belong to another file
 * that merely looks the same, are not reused.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type KeyValueStorage,
  type ResumeStore,
  indexedDbResumeStore,
  localStorageResumeStore,
  memoryResumeStore,
  uploadFile,
} from '../src/index';
import { fileFromPath, fileResumeStore } from '../src/node/index';
import type { FaultProxy } from './fault-proxy';
import {
  BLOCK,
  configFor,
  content,
  fileOf,
  mintToken,
  proxyForTests,
  qetag,
  stored,
  uniqueKey,
} from './helpers';

let proxy: FaultProxy;
let work: string;
beforeAll(async () => {
  proxy = await proxyForTests();
  work = await mkdtemp(join(tmpdir(), 'upload-sdk-resume-'));
});
afterAll(async () => {
  await proxy.close();
  await rm(work, { recursive: true, force: true });
});
beforeEach(() => proxy.reset());

const BLOCKS = 6;
const SIZE = BLOCKS * BLOCK - 12345;

/** How long the waits below poll for their condition, and how often. */
const eventually = { timeout: 60_000, interval: 25 };

/** Starts an upload that stops after `k` blocks: later mkblk requests never get an answer. */
function holdAfter(k: number): void {
  proxy.add({ route: 'mkblk', when: (seen) => seen.n > k, fault: { kind: 'hang' }, times: 1000 });
}

describe('resume after the client is killed', () => {
  // A retry starts over with a new key and resume directory. The first wait names what it saw.
  it(
    'a new process with the same resume directory sends only the missing blocks',
    { retry: 1 },
    async () => {
      const data = content(SIZE);
      const path = join(work, 'big.bin');
      await writeFile(path, data);
      const storeDir = await mkdtemp(join(work, 'points-'));
      const key = uniqueKey('resume');
      const token = mintToken();
      const k = 2;
      proxy.reset();
      holdAfter(k);
      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          join(import.meta.dirname, 'upload-child.ts'),
          `${proxy.url}/storage`,
          token,
          path,
          key,
          storeDir,
        ],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let childErrors = '';
      child.stderr.on('data', (chunk: Buffer) => (childErrors += chunk.toString()));
      const exited = new Promise((resolve) => child.once('exit', resolve));
      const points = async () => {
        const names = await readdir(storeDir).catch(() => [] as string[]);
        const file = names.find((name) => name.endsWith('.json'));
        if (!file) return 0;
        const record = JSON.parse(
          await readFile(join(storeDir, file), 'utf8').catch(() => '{}'),
        ) as {
          blocks?: unknown[];
        };
        return (record.blocks ?? []).filter(Boolean).length;
      };
      try {
        await vi.waitFor(async () => {
          const saved = await points();
          // On a timeout, the message names what was seen.
          expect(
            saved === k && proxy.received.mkblk >= Math.min(BLOCKS, k + 3),
            `${saved} blocks saved, ${proxy.received.mkblk} block requests received, ` +
              `child exit code ${child.exitCode}, its errors: ${childErrors || 'none'}`,
          ).toBe(true);
        }, eventually);
      } finally {
        child.kill('SIGKILL');
        await exited;
      }
      proxy.reset();

      const result = await uploadFile(await fileFromPath(path), {
        token,
        key,
        config: configFor(proxy, { resumeStore: fileResumeStore(storeDir) }),
      });
      expect(proxy.forwarded.mkblk).toBe(BLOCKS - k);
      expect(proxy.forwarded.mkfile).toBe(1);
      expect(result.hash).toBe(qetag(data));
      expect((await stored(key)).equals(data)).toBe(true);
      expect(await points()).toBe(0);
    },
  );
});

/** The store, counting the blocks of the last point written to it. */
function watched(store: ResumeStore): { store: ResumeStore; saved: () => number } {
  let saved = 0;
  return {
    store: {
      get: (key) => store.get(key),
      remove: (key) => store.remove(key),
      async set(key, value) {
        await store.set(key, value);
        saved = (JSON.parse(value) as { blocks: unknown[] }).blocks.filter(Boolean).length;
      },
    },
    saved: () => saved,
  };
}

/** Runs an upload until `k` blocks are saved, then aborts it (the in-process "kill"). */
async function interrupted(
  data: Buffer<ArrayBuffer>,
  key: string,
  store: ResumeStore,
  k: number,
  name = 'data.bin',
) {
  proxy.reset();
  holdAfter(k);
  const controller = new AbortController();
  const spy = watched(store);
  const upload = uploadFile(fileOf(data, name), {
    token: mintToken(),
    key,
    signal: controller.signal,
    config: configFor(proxy, { resumeStore: spy.store }),
  });
  upload.catch(() => undefined);
  // Every block request the upload started has arrived and hangs: none is still on its way.
  await vi.waitFor(() => {
    expect(spy.saved()).toBeGreaterThanOrEqual(k);
    expect(proxy.received.mkblk).toBeGreaterThanOrEqual(Math.min(BLOCKS, k + 3));
  }, eventually);
  controller.abort();
  await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  proxy.reset();
}

function fakeLocalStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('resume in the same page', () => {
  it.each([
    ['memory', () => memoryResumeStore()],
    ['localStorage', () => localStorageResumeStore(fakeLocalStorage())],
    ['IndexedDB', () => indexedDbResumeStore({ name: `resume-${Math.random()}` })],
  ])(
    'with %s: only the missing blocks are sent, with a fromCache mark on the others',
    async (_name, make) => {
      const store = make();
      const data = content(SIZE);
      const key = uniqueKey('resume');
      await interrupted(data, key, store, 3);
      const fromCache: boolean[] = [];
      const result = await uploadFile(fileOf(data), {
        token: mintToken(),
        key,
        config: configFor(proxy, { resumeStore: store }),
        onProgress: (progress) => {
          fromCache.splice(0, fromCache.length, ...progress.chunks.map((chunk) => chunk.fromCache));
        },
      });
      expect(proxy.forwarded.mkblk).toBe(BLOCKS - 3);
      expect(fromCache.filter(Boolean).length).toBe(3);
      expect(result.hash).toBe(qetag(data));
      expect((await stored(key)).equals(data)).toBe(true);
    },
  );

  it('a point older than its lifetime, or past the server expiry, starts the file again', async () => {
    for (const shift of [25 * 3600 * 1000, 8 * 24 * 3600 * 1000]) {
      const store = memoryResumeStore();
      const data = content(SIZE);
      const key = uniqueKey('expired');
      await interrupted(data, key, store, 2);
      const later = Date.now() + shift;
      const result = await uploadFile(fileOf(data), {
        token: mintToken({ deadline: Math.floor(later / 1000) + 3600 }),
        key,
        config: configFor(proxy, { resumeStore: store, now: () => later }),
      }).catch((error: unknown) => error);
      // The server's own clock has not moved: the token stays valid, the blocks are sent again.
      expect(result).toMatchObject({ hash: qetag(data) });
      expect(proxy.forwarded.mkblk).toBe(BLOCKS);
      expect((await stored(key)).equals(data)).toBe(true);
    }
  });

  it('a point the server no longer knows (701 at mkfile) restarts the file cleanly', async () => {
    const store = memoryResumeStore();
    const data = content(SIZE);
    const key = uniqueKey('dead');
    await interrupted(data, key, store, 3);
    proxy.add({
      route: 'mkfile',
      fault: { kind: 'status', status: 701, body: '{"error":"ctx expired"}' },
    });
    const result = await uploadFile(fileOf(data), {
      token: mintToken(),
      key,
      config: configFor(proxy, { resumeStore: store }),
    });
    expect(proxy.forwarded.mkblk).toBe(BLOCKS - 3 + BLOCKS);
    expect(result.hash).toBe(qetag(data));
    expect((await stored(key)).equals(data)).toBe(true);
  });

  it('another file with the same name, size and date never reuses the first one’s blocks', async () => {
    const store = memoryResumeStore();
    const first = content(SIZE);
    const second = content(SIZE);
    const key = uniqueKey('lookalike');
    await interrupted(first, key, store, 3, 'same.bin');
    const result = await uploadFile(fileOf(second, 'same.bin'), {
      token: mintToken(),
      key,
      config: configFor(proxy, { resumeStore: store }),
    });
    expect(proxy.forwarded.mkblk).toBe(BLOCKS);
    expect(result.hash).toBe(qetag(second));
    expect((await stored(key)).equals(second)).toBe(true);
  });

  it('a file that shares its first blocks with the saved one reuses exactly those', async () => {
    const store = memoryResumeStore();
    const first = content(SIZE);
    const second: Buffer<ArrayBuffer> = Buffer.concat([
      first.subarray(0, 2 * BLOCK),
      content(SIZE - 2 * BLOCK),
    ]);
    const key = uniqueKey('prefix');
    await interrupted(first, key, store, 3, 'same.bin');
    await uploadFile(fileOf(second, 'same.bin'), {
      token: mintToken(),
      key,
      config: configFor(proxy, { resumeStore: store }),
    });
    expect((await stored(key)).equals(second)).toBe(true);
    // Blocks 0–2 were saved; 0 and 1 hold the same bytes in both files, block 2 does not.
    expect(proxy.forwarded.mkblk).toBe(BLOCKS - 2);
  });
});

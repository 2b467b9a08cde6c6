/**
 * Checks of what the server stored after each upload: its size, three samples of its bytes
 * (start, an unaligned offset inside, end) against the generator, and for the SDK the hash:
 * the SDK's answer, the server's ETag and the qetag the client computed must all agree (for
 * the hashing PUT: its answer and the client's qetag).
 */
import { open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileUrl } from '../src/index';
import type { GeneratedBytes } from './generated-data';
import type { ClientResult } from './jobs';
import { RAW_DIR } from './raw-route';

const SAMPLE = 64 * 1024;

function sampleRanges(size: number): [number, number][] {
  const starts = [0, Math.floor(size * 0.61803), Math.max(0, size - SAMPLE)];
  return starts.map((start) => [start, Math.min(size, start + SAMPLE)]);
}

const storedUrl = (serverUrl: string, key: string) => fileUrl(`${serverUrl}/storage/file`, key);

/** What was checked; throws when something does not match. */
export async function verifySdkUpload(
  serverUrl: string,
  key: string,
  size: number,
  bytes: GeneratedBytes,
  result: ClientResult,
): Promise<string> {
  const head = await fetch(storedUrl(serverUrl, key), { method: 'HEAD' });
  const stored = Number(head.headers.get('content-length'));
  if (head.status !== 200 || stored !== size) {
    throw new Error(`${key}: the server stores ${stored} bytes (HTTP ${head.status}), not ${size}`);
  }
  const hash = result.answer.hash;
  const etag = head.headers.get('etag')?.replace(/"/g, '');
  if (hash !== result.expectedHash || etag !== hash) {
    throw new Error(
      `${key}: hash ${String(hash)}, server ETag ${String(etag)}, client qetag ${String(result.expectedHash)}`,
    );
  }
  for (const [start, end] of sampleRanges(size)) {
    const response = await fetch(storedUrl(serverUrl, key), {
      headers: { range: `bytes=${start}-${end - 1}` },
    });
    const got = Buffer.from(await response.arrayBuffer());
    if (response.status !== 206 || !got.equals(bytes.range(start, end))) {
      throw new Error(
        `${key}: the stored bytes ${start}-${end - 1} differ from the generated ones`,
      );
    }
  }
  return 'size, qetag, 3 samples';
}

/** What was checked; throws when something does not match. Removes the file after. */
export async function verifyRawUpload(
  storageDir: string,
  name: string,
  size: number,
  bytes: GeneratedBytes,
  result: ClientResult,
): Promise<string> {
  const path = join(storageDir, RAW_DIR, name);
  try {
    const stored = (await stat(path)).size;
    if (stored !== size || result.answer.size !== size) {
      throw new Error(`${name}: the server stored ${stored} bytes, not ${size}`);
    }
    if (result.expectedHash !== undefined && result.answer.hash !== result.expectedHash) {
      throw new Error(
        `${name}: hash ${String(result.answer.hash)}, client qetag ${result.expectedHash}`,
      );
    }
    const file = await open(path, 'r');
    try {
      for (const [start, end] of sampleRanges(size)) {
        const got = Buffer.alloc(end - start);
        await file.read(got, 0, got.length, start);
        if (!got.equals(bytes.range(start, end))) {
          throw new Error(
            `${name}: the stored bytes ${start}-${end - 1} differ from the generated ones`,
          );
        }
      }
    } finally {
      await file.close();
    }
  } finally {
    await rm(path, { force: true });
  }
  return result.expectedHash === undefined ? 'size, 3 samples' : 'size, qetag, 3 samples';
}

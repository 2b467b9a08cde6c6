/**
 * Shared pieces of the SDK's tests against the real server: the server's keys (from the
 * global setup), a proxy per file, tokens, content, its qetag and reading stored files back.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type UploadConfig, memoryResumeStore } from '../src/index';
import { type FaultProxy, startProxy } from './fault-proxy';

export { qetag } from './qetag';

export const MiB = 1024 * 1024;
export const BLOCK = 4 * MiB;

export const platform = () => inject('platform');

export function proxyForTests(): Promise<FaultProxy> {
  return startProxy(platform().url);
}

const b64 = (bytes: Buffer | string) =>
  Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');

/** An upload token signed with the test server's secret; an hour long unless `deadline` says. */
export function mintToken(policy: Record<string, unknown> = {}): string {
  const { accessKey, secretKey, bucket } = platform();
  const encoded = b64(
    JSON.stringify({ scope: bucket, deadline: Math.floor(Date.now() / 1000) + 3600, ...policy }),
  );
  return `${accessKey}:${b64(createHmac('sha1', secretKey).update(encoded).digest())}:${encoded}`;
}

/** SDK configuration for talking to the server through `proxy`, with quick retries. */
export function configFor(proxy: FaultProxy, extra: UploadConfig = {}): UploadConfig {
  return {
    apiHost: `${proxy.url}/storage`,
    retryBaseDelayMs: 5,
    retryMaxDelayMs: 50,
    resumeStore: memoryResumeStore(),
    ...extra,
  };
}

/** `size` random bytes. */
export function content(size: number): Buffer<ArrayBuffer> {
  return randomBytes(size);
}

export function fileOf(
  data: Uint8Array<ArrayBuffer>,
  name = 'data.bin',
  type = 'application/octet-stream',
): File {
  return new File([data], name, { type, lastModified: 1_700_000_000_000 });
}

/** The stored file, read back through the server's download route. */
export async function stored(key: string): Promise<Buffer> {
  const response = await fetch(
    `${platform().url}/storage/file/${key.split('/').map(encodeURIComponent).join('/')}`,
  );
  if (response.status !== 200) throw new Error(`download of ${key}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** A key no other test uses. */
export function uniqueKey(prefix: string): string {
  return `${prefix}/${randomBytes(6).toString('hex')}`;
}

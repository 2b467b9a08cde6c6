import { describe, expect, it, vi } from 'vitest';
import { fakeTransport } from '../test/fake-transport';
import { urlSafeBase64Encode } from './base64';
import { uploadFile } from './cloud-upload';
import { upload } from './observable';

// Spied on (the real code still runs) so that a test can await the upload an observable started.
vi.mock('./cloud-upload', { spy: true });

const token = `AK:sig:${urlSafeBase64Encode(JSON.stringify({ scope: 'bucket', deadline: 4_000_000_000 }))}`;

function config(transport: ReturnType<typeof fakeTransport>) {
  return { uphost: 'up.test', transport, disableStatisticsReport: true, retryCount: 0 };
}

describe('upload(...).subscribe', () => {
  it('reports progress with next and the answer with complete', async () => {
    const transport = fakeTransport([{ status: 200, json: { hash: 'h', key: 'k' } }]);
    const events: string[] = [];
    await new Promise<void>((resolve) => {
      upload(new Blob(['hello']), 'k', token, undefined, config(transport)).subscribe({
        next: (progress) => events.push(`next:${progress.phase}`),
        error: () => events.push('error'),
        complete: (result) => {
          events.push(`complete:${result.key}`);
          resolve();
        },
      });
    });
    expect(events[0]).toBe('next:uploading');
    expect(events.slice(-2)).toEqual(['next:done', 'complete:k']);
    expect(events.filter((event) => event === 'complete:k')).toHaveLength(1);
    expect(transport.requests[0]?.url).toBe('https://up.test/');
  });

  it('reports a failure with error, in the three-callback form too', async () => {
    const transport = fakeTransport([{ status: 403, json: { error: 'no' } }]);
    const failure = await new Promise<unknown>((resolve) => {
      upload(new Blob(['x']), null, token, undefined, config(transport)).subscribe(
        undefined,
        resolve,
      );
    });
    expect(failure).toMatchObject({
      name: 'UploadError',
      code: 403,
      message: 'The form upload failed with HTTP 403: no',
    });
  });

  it('after unsubscribe, no callback fires', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived!: () => void;
    const requested = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const transport = fakeTransport([
      async () => {
        arrived();
        await gate;
        return { status: 200, json: { hash: 'h', key: 'k' } };
      },
    ]);
    const events: string[] = [];
    const subscription = upload(
      new Blob(['x']),
      'k',
      token,
      undefined,
      config(transport),
    ).subscribe({
      error: () => events.push('error'),
      complete: () => events.push('complete'),
    });
    const started = vi.mocked(uploadFile).mock.results.at(-1)!.value as Promise<unknown>;
    await requested;
    subscription.unsubscribe();
    subscription.unsubscribe();
    release();
    // The observable's own handlers on the upload run before this await resumes.
    await started.catch(() => undefined);
    expect(subscription.closed).toBe(true);
    expect(events).toEqual([]);
    expect(transport.requests[0]?.signal?.aborted).toBe(true);
  });
});

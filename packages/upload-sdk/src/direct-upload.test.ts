import { describe, expect, it } from 'vitest';
import { fakeTransport } from '../test/fake-transport';
import { directUpload } from './direct-upload';

const file = new File(['content'], 'notes.txt', { type: 'text/plain' });

describe('direct upload', () => {
  it('posts file, fname and key with the headers; a url in the answer (or its data) is success', async () => {
    for (const json of [
      { url: 'https://f.test/a', key: 'a' },
      { code: 20000, data: { url: 'https://f.test/a', key: 'a' } },
    ]) {
      const transport = fakeTransport([{ status: 200, json }]);
      const phases: string[] = [];
      const result = await directUpload(file, {
        action: 'https://app.test/upload',
        key: 'k1',
        headers: { 'X-Token': 't' },
        transport,
        onProgress: (progress) => phases.push(progress.phase),
      });
      expect(result).toEqual({ url: 'https://f.test/a', key: 'a', response: json });
      expect(phases.at(-1)).toBe('done');
      const request = transport.requests[0];
      expect(request).toMatchObject({
        method: 'POST',
        url: 'https://app.test/upload',
        headers: { 'X-Token': 't' },
      });
      const form = request?.body as FormData;
      expect([...form.keys()]).toEqual(['file', 'fname', 'key']);
      expect(form.get('fname')).toBe('notes.txt');
      expect(form.get('key')).toBe('k1');
    }
  });

  it('sends extra fields after the key', async () => {
    const transport = fakeTransport([{ status: 200, json: { url: 'https://f.test/b' } }]);
    await directUpload(file, {
      action: 'https://app.test/upload',
      fields: { appCode: 'crm', visibility: 'public' },
      transport,
    });
    const form = transport.requests[0]?.body as FormData;
    expect([...form.keys()]).toEqual(['file', 'fname', 'appCode', 'visibility']);
    expect(form.get('appCode')).toBe('crm');
  });

  it('anything without a url is an error; lost connections are retried', async () => {
    const transport = fakeTransport([
      'network',
      { status: 200, json: { code: 50000, message: 'no' } },
    ]);
    await expect(
      directUpload(file, { action: 'https://app.test/upload', transport, retryBaseDelayMs: 1 }),
    ).rejects.toMatchObject({ kind: 'bad-response' });
    expect(transport.requests).toHaveLength(2);
    await expect(
      directUpload(file, {
        action: 'https://app.test/upload',
        transport: fakeTransport([{ status: 500, text: 'oops' }]),
        retryCount: 0,
      }),
    ).rejects.toMatchObject({ kind: 'request', code: 500 });
  });
});

import type { FileUploadWidget, ImgUploadWidget } from '@org/form-schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { widget } from '../../test/helpers';
import { startServer, type TestServer } from '../../test/http-server';
import { UploadError } from './upload-error';
import { createUploadFile } from './upload-file';
import { createUploadTokenGetter, tokenIn } from './upload-token';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const files = (options: Record<string, unknown>) =>
  widget('fileupload', 'files', 'Files', options) as FileUploadWidget;

function upload(target: FileUploadWidget | ImgUploadWidget, settings = {}, token = 'tok') {
  const getUploadToken = vi.fn(async () => token);
  const uploadFile = createUploadFile({
    settings: () => settings,
    getToken: () => 'session',
    getUploadToken,
  });
  const progress: number[] = [];
  const file = new File(['x'.repeat(2048)], 'report.pdf', { type: 'application/pdf' });
  const run = uploadFile({
    file,
    widget: target,
    onProgress: (percent) => progress.push(percent),
    signal: new AbortController().signal,
  });
  return { run, progress, getUploadToken };
}

describe('uploadFile, direct mode', () => {
  it('posts file, fname and key with the custom headers and resolves with the URL', async () => {
    server.handle(() => ({ json: { url: 'https://files.test/report.pdf' } }));
    const target = files({
      action: `${server.url}/upload`,
      headers: [{ key: 'X-Bucket', value: 'forms' }],
    });
    const { run, progress } = upload(target);
    const result = await run;
    expect(result.url).toBe('https://files.test/report.pdf');
    expect(result.name).toBe('report.pdf');
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.headers['x-bucket']).toBe('forms');
    expect(request?.headers['x-token']).toBe('session');
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(request?.body).toMatch(/name="file"; filename="report.pdf"/);
    expect(request?.body).toMatch(/name="fname"\r\n\r\nreport.pdf/);
    expect(request?.body).toMatch(/name="key"\r\n\r\n[0-9a-z]{8}_report.pdf/);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('rejects an answer without a URL, and a failed request', async () => {
    server.handle(() => ({ json: { ok: true } }));
    await expect(upload(files({ action: `${server.url}/upload` })).run).rejects.toMatchObject({
      code: 'no-url',
    });
    server.handle(() => ({ status: 500, text: 'no' }));
    await expect(upload(files({ action: `${server.url}/upload` })).run).rejects.toMatchObject({
      code: 'upload-failed',
      status: 500,
    });
    await expect(upload(files({ action: '' })).run).rejects.toBeInstanceOf(UploadError);
  });
});

describe('uploadFile, cloud mode', () => {
  it('hands the file and the token to the host uploader', async () => {
    const cloudUpload = vi.fn(async ({ key, domain }: { key: string; domain: string }) => ({
      url: `${domain}/${key}`,
    }));
    const target = files({ isQiniu: true, domain: 'https://cdn.test' });
    const { run } = upload(target, { cloudUpload });
    await expect(run).resolves.toMatchObject({
      url: expect.stringMatching(/^https:\/\/cdn\.test\/[0-9a-z]{8}_report\.pdf$/),
    });
    expect(cloudUpload).toHaveBeenCalledWith(
      expect.objectContaining({ token: 'tok', widget: target }),
    );
  });

  it('refuses without a cloud uploader or without a token', async () => {
    await expect(upload(files({ isQiniu: true })).run).rejects.toMatchObject({ code: 'no-cloud' });
    const cloudUpload = vi.fn();
    await expect(upload(files({ isQiniu: true }), { cloudUpload }, '').run).rejects.toMatchObject({
      code: 'no-token',
    });
    expect(cloudUpload).not.toHaveBeenCalled();
  });
});

describe('upload tokens', () => {
  it('come from a host function or a data source, and none in direct mode', async () => {
    const getter = createUploadTokenGetter({
      remote: () => ({ funcGetToken: (resolve: (token: string) => void) => resolve('from-func') }),
      sendRequest: async () => ({ data: { uptoken: 'from-source' } }),
    });
    await expect(
      getter(files({ isQiniu: true, tokenType: 'func', tokenFunc: 'funcGetToken' })),
    ).resolves.toBe('from-func');
    await expect(
      getter(files({ isQiniu: true, tokenType: 'datasource', tokenDataSource: 'tokens' })),
    ).resolves.toBe('from-source');
    await expect(getter(files({ isQiniu: false }))).resolves.toBe('');
    await expect(getter(files({ isQiniu: true, tokenFunc: 'missing' }))).resolves.toBeNull();
  });

  it('are found in the usual answer shapes', () => {
    expect(tokenIn('abc')).toBe('abc');
    expect(tokenIn({ token: 't' })).toBe('t');
    expect(tokenIn({ data: { upToken: 'u' } })).toBe('u');
    expect(tokenIn({})).toBeNull();
  });
});

import type { FileUploadWidget, ImgUploadWidget } from '@org/form-schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { widget } from '../../test/helpers';
import { type RecordedRequest, startServer, type TestServer } from '../../test/http-server';
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

  it('refuses without a token, before any request', async () => {
    const cloudUpload = vi.fn();
    await expect(upload(files({ isQiniu: true }), { cloudUpload }, '').run).rejects.toMatchObject({
      code: 'no-token',
    });
    expect(cloudUpload).not.toHaveBeenCalled();
    await expect(upload(files({ isQiniu: true }), {}, '').run).rejects.toMatchObject({
      code: 'no-token',
    });
    expect(server.requests).toEqual([]);
  });
});

describe('uploadFile, cloud mode with the built-in @org/upload-sdk uploader', () => {
  const token = `AK:sign:${btoa(JSON.stringify({ scope: 'forms', deadline: 4_000_000_000 }))}`;
  const qiniu = (request: RecordedRequest) => {
    if (request.path === '/storage/v2/query') {
      return { json: { ttl: 60, up: { acc: { main: [`${new URL(server.url).host}/storage`] } } } };
    }
    if (request.path === '/storage/' && request.method === 'POST') {
      const key = /name="key"\r\n\r\n([^\r]+)/.exec(request.body)?.[1] ?? '';
      return { json: { hash: 'Fhash', key } };
    }
    return { json: {} };
  };

  it('looks up the upload host for the token, form-uploads the file and builds its address', async () => {
    server.handle(qiniu);
    const target = files({ isQiniu: true, domain: 'https://cdn.test/' });
    const { run, progress } = upload(
      target,
      { cloud: { apiHost: `${server.url}/storage` } },
      token,
    );
    const result = await run;
    expect(result.url).toMatch(/^https:\/\/cdn\.test\/[0-9a-z]{8}_report\.pdf$/);
    expect(result.name).toBe('report.pdf');
    const paths = server.requests.map((request) => `${request.method} ${request.path}`);
    expect(paths.slice(0, 2)).toEqual(['GET /storage/v2/query', 'POST /storage/']);
    expect(server.requests[0]?.query.get('ak')).toBe('AK');
    expect(server.requests[0]?.query.get('bucket')).toBe('forms');
    expect(server.requests[1]?.body).toMatch(/name="token"\r\n\r\nAK:sign:/);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  it('reports a refused upload as upload-failed with the status', async () => {
    server.handle((request) =>
      request.path === '/storage/' ? { status: 403, json: { error: 'no' } } : qiniu(request),
    );
    const target = files({ isQiniu: true, domain: 'https://cdn.test' });
    await expect(
      upload(target, { cloud: { apiHost: `${server.url}/storage`, retryCount: 0 } }, token).run,
    ).rejects.toMatchObject({ code: 'upload-failed', status: 403 });
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

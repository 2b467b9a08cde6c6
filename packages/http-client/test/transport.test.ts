import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClientError, REQUEST_TIMEOUT_MS } from '../src/index';
import { clientFor, rejectionOf, waitFor } from './helpers';
import { type TestServer, closedPortURL, startTestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('network errors', () => {
  it('reject with kind network and notify with the error message', async () => {
    const baseURL = await closedPortURL();
    const { client, notify } = clientFor(baseURL);
    const error = await rejectionOf(client.get('/ok?token=secret'));

    expect(error).toBeInstanceOf(HttpClientError);
    expect(error).toMatchObject({
      kind: 'network',
      code: undefined,
      status: undefined,
      method: 'GET',
      url: `${baseURL}/ok`,
    });
    const { message } = error as HttpClientError;
    expect(message).toMatch(/ECONNREFUSED/);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({ type: 'error', message, duration: 5000, error });
  });
});

describe('timeouts', () => {
  it('default to 60000 ms', () => {
    const { client } = clientFor(server.baseURL);
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
    expect(client.axios.defaults.timeout).toBe(60000);
  });

  it('reject with kind timeout after the client timeout and notify', async () => {
    const { client, notify } = clientFor(server.baseURL, { timeout: 100 });
    const started = Date.now();
    const error = await rejectionOf(client.get('/slow?ms=3000'));
    expect(Date.now() - started).toBeLessThan(2500);
    expect(error).toMatchObject({ kind: 'timeout', message: 'timeout of 100ms exceeded' });
    expect(notify.mock.calls[0]?.[0]).toMatchObject({
      message: 'timeout of 100ms exceeded',
      duration: 5000,
    });
  });

  it('can be set per request', async () => {
    const { client } = clientFor(server.baseURL);
    await expect(client.get('/slow?ms=3000', { timeout: 80 })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });
});

describe('bodies that are not envelopes', () => {
  it('an HTTP 500 with an HTML body rejects with kind http and notifies', async () => {
    const { client, notify } = clientFor(server.baseURL);
    const error = await rejectionOf(client.get('/html-500'));
    expect(error).toMatchObject({
      kind: 'http',
      code: 500,
      status: 500,
      message: 'Request failed with status code 500',
      url: `${server.baseURL}/html-500`,
    });
    expect((error as HttpClientError).data).toContain('<h1>Internal Server Error</h1>');
    expect(notify.mock.calls[0]?.[0]).toMatchObject({
      message: 'Request failed with status code 500',
      code: 500,
    });
  });

  it('an HTTP 200 with a text body rejects with kind parse', async () => {
    const { client, notify } = clientFor(server.baseURL);
    const error = await rejectionOf(client.get('/text-200'));
    expect(error).toMatchObject({ kind: 'parse', code: 200, status: 200, data: 'plain words' });
    expect((error as Error).message).toMatch(/not JSON/);
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('an HTTP 200 with an empty body rejects with kind parse', async () => {
    const { client } = clientFor(server.baseURL);
    await expect(client.get('/empty-200')).rejects.toMatchObject({ kind: 'parse', status: 200 });
  });

  it('an HTTP 200 with JSON that is not an envelope rejects with kind parse', async () => {
    const { client } = clientFor(server.baseURL);
    const error = await rejectionOf(client.get('/json-200'));
    expect(error).toMatchObject({ kind: 'parse', data: { items: [1, 2, 3] } });
    expect((error as Error).message).toMatch(/not a \{code, message, data\} envelope/);
  });
});

describe('abort', () => {
  it('rejects with kind aborted and never notifies', async () => {
    const { client, notify } = clientFor(server.baseURL);
    const controller = new AbortController();
    const seen = server.received.length;
    const request = client.get('/hang', { signal: controller.signal });
    await waitFor(() => server.received.length > seen);
    controller.abort();

    const error = await rejectionOf(request);
    expect(error).toBeInstanceOf(HttpClientError);
    expect(error).toMatchObject({ kind: 'aborted', method: 'GET', url: `${server.baseURL}/hang` });
    expect(notify).not.toHaveBeenCalled();
  });

  it('rejects at once for a signal that is already aborted', async () => {
    const { client, notify } = clientFor(server.baseURL);
    await expect(client.post('/echo', {}, { signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'aborted',
      method: 'POST',
    });
    expect(notify).not.toHaveBeenCalled();
  });
});

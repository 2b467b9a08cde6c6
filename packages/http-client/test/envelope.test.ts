import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClientError, NOTICE_DURATION_MS, SUCCESS_CODE } from '../src/index';
import { clientFor, rejectionOf } from './helpers';
import { type TestServer, startTestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('success envelope', () => {
  it('resolves with the envelope data', async () => {
    const { client, notify } = clientFor(server.baseURL);
    await expect(client.get<{ hello: string }>('/ok')).resolves.toEqual({ hello: 'world' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('resolves with the whole envelope when asked', async () => {
    const { client } = clientFor(server.baseURL);
    await expect(client.get('/ok', { envelope: true })).resolves.toEqual({
      code: SUCCESS_CODE,
      message: 'success',
      data: { hello: 'world' },
    });
  });

  it('gives the axios response from the raw instance', async () => {
    const { client } = clientFor(server.baseURL);
    const response = await client.axios.get('/ok');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ code: 20000, message: 'success', data: { hello: 'world' } });
  });

  it('sends any method through request()', async () => {
    const { client } = clientFor(server.baseURL);
    const echoed = await client.request<{ method: string }>({ method: 'PATCH', url: '/echo' });
    expect(echoed.method).toBe('PATCH');
  });
});

describe('error envelope', () => {
  it('rejects with a typed error and notifies with the message for 5 seconds', async () => {
    const { client, notify, onRelogin } = clientFor(server.baseURL);
    const error = await rejectionOf(client.get('/code/60204?message=Account%20and%20password'));

    expect(error).toBeInstanceOf(HttpClientError);
    expect(error).toMatchObject({
      name: 'HttpClientError',
      kind: 'envelope',
      code: 60204,
      status: 200,
      message: 'Account and password',
      data: { reason: 'test' },
      envelope: { code: 60204, message: 'Account and password', data: { reason: 'test' } },
      method: 'GET',
      url: `${server.baseURL}/code/60204`,
    });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith({
      type: 'error',
      message: 'Account and password',
      duration: NOTICE_DURATION_MS,
      code: 60204,
      error,
    });
    expect(NOTICE_DURATION_MS).toBe(5000);
    expect(onRelogin).not.toHaveBeenCalled();
  });

  it.each([
    ['an empty message', '/code/50000'],
    ['no message at all', '/no-message/50000'],
  ])('falls back to "Error" for %s', async (_, path) => {
    const { client, notify } = clientFor(server.baseURL);
    const error = await rejectionOf(client.post(path, { a: 1 }));
    expect(error).toMatchObject({
      kind: 'envelope',
      code: 50000,
      message: 'Error',
      method: 'POST',
    });
    expect(notify.mock.calls[0]?.[0]).toMatchObject({ message: 'Error', duration: 5000 });
  });

  it('does not notify for a silent request, but still rejects', async () => {
    const { client, notify } = clientFor(server.baseURL);
    const error = await rejectionOf(client.get('/code/50001?message=Nope', { silent: true }));
    expect(error).toMatchObject({ kind: 'envelope', code: 50001, message: 'Nope' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('lets a lookup turn a failure into false', async () => {
    const { client, notify } = clientFor(server.baseURL);
    const lookup = (path: string) =>
      client.post<unknown[]>(path, ['sex'], { silent: true }).catch(() => false as const);
    await expect(lookup('/code/50001')).resolves.toBe(false);
    await expect(lookup('/echo')).resolves.toMatchObject({ body: '["sex"]' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('treats an envelope sent with an HTTP error status as an envelope error', async () => {
    const { client, notify } = clientFor(server.baseURL);
    const error = await rejectionOf(client.get('/envelope-status/400/40000'));
    expect(error).toMatchObject({
      kind: 'envelope',
      code: 40000,
      status: 400,
      message: 'From status',
    });
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('applies the same checks to the raw axios instance', async () => {
    const { client, notify } = clientFor(server.baseURL);
    const error = await rejectionOf(client.axios.get('/code/50002?message=Raw'));
    expect(error).toMatchObject({ kind: 'envelope', code: 50002, message: 'Raw' });
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('works without any hooks', async () => {
    const { client } = clientFor(server.baseURL, { notify: undefined, onRelogin: undefined });
    await expect(client.get('/code/50003')).rejects.toMatchObject({ code: 50003 });
    await expect(client.get('/code/50014')).rejects.toMatchObject({ code: 50014 });
  });
});

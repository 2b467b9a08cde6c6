import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_HEADER } from '../src/index';
import { clientFor } from './helpers';
import { type TestServer, startTestServer } from './server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Echo {
  method: string;
  path: string;
  rawQuery: string;
  token: string | null;
  contentType: string | null;
  body: string;
}

describe('X-Token', () => {
  it('is sent when the getter returns a token', async () => {
    const { client } = clientFor(server.baseURL, { getToken: () => 'abc123' });
    expect(TOKEN_HEADER).toBe('X-Token');
    await expect(client.get<Echo>('/echo')).resolves.toMatchObject({ token: 'abc123' });
  });

  it.each([
    ['null', () => null],
    ['undefined', () => undefined],
    ['an empty string', () => ''],
  ])('is not sent when the getter returns %s', async (_, getToken) => {
    const { client } = clientFor(server.baseURL, { getToken });
    await expect(client.get<Echo>('/echo')).resolves.toMatchObject({ token: null });
  });

  it('is not sent without a getter', async () => {
    const { client } = clientFor(server.baseURL);
    await expect(client.get<Echo>('/echo')).resolves.toMatchObject({ token: null });
  });

  it('is read again for every request', async () => {
    let token: string | null = null;
    const { client } = clientFor(server.baseURL, { getToken: () => token });
    expect((await client.get<Echo>('/echo')).token).toBeNull();
    token = 'signed-in';
    expect((await client.get<Echo>('/echo')).token).toBe('signed-in');
  });

  it('gives way to a header set on the request', async () => {
    const { client } = clientFor(server.baseURL, { getToken: () => 'session' });
    const echo = await client.get<Echo>('/echo', { headers: { 'X-Token': 'stored' } });
    expect(echo.token).toBe('stored');
  });
});

describe('query parameters', () => {
  it('sends arrays as repeated keys without brackets', async () => {
    const { client } = clientFor(server.baseURL);
    const echo = await client.get<Echo>('/echo', { params: { ids: [1, 2, 3], name: 'a b' } });
    expect(echo.rawQuery).toBe('ids=1&ids=2&ids=3&name=a+b');
    const received = server.received.at(-1);
    expect(received?.query.getAll('ids')).toEqual(['1', '2', '3']);
    expect(received?.rawQuery).not.toMatch(/%5B|\[/);
  });

  it('sends nested objects as JSON text and leaves out empty values', async () => {
    const { client } = clientFor(server.baseURL);
    await client.get('/echo', {
      params: { filter: { status: 1, tags: ['x'] }, empty: null, missing: undefined },
    });
    const received = server.received.at(-1);
    expect(received?.query.get('filter')).toBe('{"status":1,"tags":["x"]}');
    expect(received?.query.has('empty')).toBe(false);
    expect(received?.query.has('missing')).toBe(false);
  });
});

describe('bodies and methods', () => {
  it('POST sends the body as JSON', async () => {
    const { client } = clientFor(server.baseURL);
    const body = { account: 'admin', list: [1, 2], nested: { ok: true } };
    const echo = await client.post<Echo>('/echo', body);
    expect(echo.method).toBe('POST');
    expect(echo.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(echo.body)).toEqual(body);
  });

  it('PUT sends the body as JSON, with query parameters too', async () => {
    const { client } = clientFor(server.baseURL);
    const echo = await client.put<Echo>('/echo', { id: 7 }, { params: { status: 1 } });
    expect(echo).toMatchObject({ method: 'PUT', rawQuery: 'status=1', body: '{"id":7}' });
  });

  it('DELETE can carry a body', async () => {
    const { client } = clientFor(server.baseURL);
    const echo = await client.delete<Echo>('/echo', { data: { ids: [3] } });
    expect(echo).toMatchObject({ method: 'DELETE', body: '{"ids":[3]}' });
  });

  it('sends the client headers with every request', async () => {
    const { client } = clientFor(server.baseURL, { headers: { 'X-App': 'shell' } });
    await client.get('/echo');
    expect(server.received.at(-1)?.headers['x-app']).toBe('shell');
  });

  it('resolves relative URLs against the base URL', async () => {
    const { client } = clientFor(`${server.baseURL}/`);
    await expect(client.get<Echo>('echo')).resolves.toMatchObject({ path: '/echo' });
  });
});

describe('sending', () => {
  it('hands the request to the transport within the call, before any queued work runs', async () => {
    const { client } = clientFor('http://example.invalid', { getToken: () => 'abc123' });
    const sent: (string | undefined)[] = [];
    client.axios.defaults.adapter = async (config) => {
      sent.push(config.url);
      return {
        data: { code: 20000, message: 'ok', data: config.headers.get(TOKEN_HEADER) },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    };
    const answer = client.get<string>('/now');
    // nothing awaited yet: a page's rendering queued meanwhile would otherwise go first
    expect(sent).toEqual(['/now']);
    await expect(answer).resolves.toBe('abc123');
  });
});

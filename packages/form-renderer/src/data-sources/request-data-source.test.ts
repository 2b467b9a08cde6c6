import type { DataSource } from '@org/form-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../../test/http-server';
import { DataSourceError } from './errors';
import { requestDataSource } from './request-data-source';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

function source(overrides: Partial<DataSource> = {}): DataSource {
  return {
    key: 'k1',
    name: 'users',
    url: `${server.url}/users`,
    method: 'GET',
    auto: true,
    headers: { 'X-Token': 'saved' },
    params: { page: 1 },
    requestFunc: 'return config;',
    responseFunc: 'return res.data.length;',
    errorFunc: '',
    ...overrides,
  };
}

describe('requestDataSource', () => {
  it('answers the response function result, with the token and params sent', async () => {
    server.handle(() => ({ json: { data: [1, 2, 3] } }));
    const result = await requestDataSource(source(), { getToken: () => 'live' });
    expect(result).toBe(3);
    const sent = server.requests.at(-1);
    expect(sent?.query.get('page')).toBe('1');
    expect(sent?.headers['x-token']).toBe('live');
  });

  it('rejects with the HTTP failure after the error function ran', async () => {
    server.handle(() => ({ status: 500, json: { message: 'down' } }));
    const seen: unknown[] = [];
    (globalThis as { seenErrors?: unknown[] }).seenErrors = seen;
    const failing = source({ errorFunc: 'globalThis.seenErrors.push(error.status);' });
    await expect(requestDataSource(failing)).rejects.toBeInstanceOf(DataSourceError);
    expect(seen).toEqual([500]);
  });

  it('returns the answer untouched when scripts are off', async () => {
    server.handle(() => ({ json: { data: [] } }));
    await expect(requestDataSource(source(), { scripts: false })).resolves.toEqual({ data: [] });
  });
});

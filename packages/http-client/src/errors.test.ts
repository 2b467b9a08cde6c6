import { describe, expect, it } from 'vitest';
import { HttpClientError, isHttpClientError } from './errors';

const init = { kind: 'network', message: 'down', method: 'GET', url: '/x' } as const;

describe('HttpClientError', () => {
  it('is an Error with a name, a kind and the request', () => {
    const cause = new Error('socket');
    const error = new HttpClientError({ ...init, cause });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'HttpClientError', kind: 'network', message: 'down' });
    expect(error.cause).toBe(cause);
    expect(error.code).toBeUndefined();
  });

  it('is recognised by isHttpClientError, also across copies of the class', () => {
    expect(isHttpClientError(new HttpClientError(init))).toBe(true);
    const foreign = Object.create(null) as object;
    Object.defineProperty(foreign, Symbol.for('@org/http-client/HttpClientError'), { value: true });
    expect(isHttpClientError(foreign)).toBe(true);
    expect(isHttpClientError(new Error('x'))).toBe(false);
    expect(isHttpClientError(null)).toBe(false);
    expect(isHttpClientError('HttpClientError')).toBe(false);
  });
});

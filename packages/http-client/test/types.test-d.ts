import type { AxiosInstance } from 'axios';
import { expectTypeOf } from 'vitest';
import {
  type Envelope,
  type HttpClientError,
  type HttpClientErrorKind,
  type Notice,
  type PageAnswer,
  createHttpClient,
} from '../src/index';

const client = createHttpClient({ baseURL: '' });

expectTypeOf(client.axios).toEqualTypeOf<AxiosInstance>();
expectTypeOf(client.get<number[]>('/x')).toEqualTypeOf<Promise<number[]>>();
expectTypeOf(client.get<number[]>('/x', { envelope: true })).toEqualTypeOf<
  Promise<Envelope<number[]>>
>();
expectTypeOf(client.post<string>('/x', { a: 1 })).toEqualTypeOf<Promise<string>>();
expectTypeOf(client.put<string>('/x', {}, { envelope: true })).toEqualTypeOf<
  Promise<Envelope<string>>
>();
expectTypeOf(client.delete<boolean>('/x', { data: [1] })).toEqualTypeOf<Promise<boolean>>();
expectTypeOf(client.request<number>({ method: 'GET', url: '/x' })).toEqualTypeOf<Promise<number>>();
expectTypeOf(client.get('/x')).toEqualTypeOf<Promise<unknown>>();

declare const flag: boolean;
expectTypeOf(client.get<number>('/x', { envelope: flag })).toEqualTypeOf<
  Promise<number | Envelope<number>>
>();

expectTypeOf<HttpClientError['kind']>().toEqualTypeOf<HttpClientErrorKind>();
expectTypeOf<HttpClientErrorKind>().toEqualTypeOf<
  'envelope' | 'http' | 'network' | 'timeout' | 'aborted' | 'parse'
>();
expectTypeOf<Notice['duration']>().toEqualTypeOf<number>();

// @ts-expect-error -- a body is only an argument of post and put
void client.get('/x', {}, {});
// @ts-expect-error -- only the listed methods
void client.request({ method: 'TRACE', url: '/x' });
createHttpClient({
  baseURL: '',
  // @ts-expect-error -- the token getter returns text or nothing
  getToken: () => 42,
});

// A list answer: the total may be an estimate, and a cursor may lead on.
const answer = client.post<PageAnswer<{ id: number }>>('/page', { pageNo: 2, cursor: 'c' });
expectTypeOf(answer).resolves.toHaveProperty('totalEstimated').toEqualTypeOf<boolean | undefined>();
expectTypeOf(answer).resolves.toHaveProperty('nextCursor').toEqualTypeOf<string | undefined>();

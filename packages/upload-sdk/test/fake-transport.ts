/**
 * A scripted transport for unit tests: each request takes the next answer (or throws the next
 * error) and is recorded, so tests see exactly what the SDK sent without a network.
 */
import { UploadError } from '../src/errors';
import type { HttpRequest, HttpResponse, Transport } from '../src/transport';

export type Scripted =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  | 'network'
  | ((request: HttpRequest) => Scripted | Promise<Scripted>);

export interface FakeTransport extends Transport {
  requests: HttpRequest[];
  /** Answers still waiting for a request. */
  readonly left: number;
}

export function response(
  status: number,
  json?: unknown,
  headers: Record<string, string> = {},
): HttpResponse {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    status,
    header: (name) => lower[name.toLowerCase()] ?? null,
    text: json === undefined ? '' : typeof json === 'string' ? json : JSON.stringify(json),
  };
}

export function fakeTransport(script: Scripted[], fallback?: Scripted): FakeTransport {
  const queue = [...script];
  const requests: HttpRequest[] = [];
  const transport = async (request: HttpRequest): Promise<HttpResponse> => {
    requests.push(request);
    if (request.signal?.aborted) throw request.signal.reason;
    let next = queue.shift() ?? fallback;
    if (next === undefined)
      throw new Error(`No scripted answer for ${request.method} ${request.url}`);
    while (typeof next === 'function') next = await next(request);
    if (next === 'network')
      throw new UploadError('network', 'scripted network failure', { code: 0 });
    return response(next.status, next.json ?? next.text, next.headers);
  };
  return Object.assign(transport, {
    requests,
    get left() {
      return queue.length;
    },
  });
}

import { abortReason, noAnswerError } from './errors';
import type { HttpRequest, HttpResponse } from './transport';

function bodySize(body: HttpRequest['body']): number | undefined {
  if (typeof Blob !== 'undefined' && body instanceof Blob) return body.size;
  if (typeof body === 'string') return new TextEncoder().encode(body).byteLength;
  return undefined;
}

/**
 * Sends a request with `fetch` (Node 18+, Deno, Bun, browsers without XMLHttpRequest). fetch
 * cannot observe an upload as it goes, so progress is reported once, when the answer comes.
 */
export async function fetchTransport(request: HttpRequest): Promise<HttpResponse> {
  const { signal } = request;
  if (signal?.aborted) throw abortReason(signal);
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body ?? null,
      signal,
      credentials: request.withCredentials ? 'include' : 'same-origin',
    });
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw abortReason(signal);
    throw noAnswerError(request.url, error);
  }
  const size = bodySize(request.body);
  if (size !== undefined) request.onUploadProgress?.(size, size);
  return { status: response.status, header: (name) => response.headers.get(name), text };
}

/**
 * One data source's request outside a form, as a designer's "Test" sends it: the configured
 * method, url, headers and params, the token as `X-Token`, and the source's request, response
 * and error functions run around it. The request code and the script host load on first use.
 */
import type { DataSource } from '@org/form-schema';

export interface RequestDataSourceOptions {
  /** The session token, sent as `X-Token`. */
  getToken?: () => string | null | undefined;
  /** Arguments passed to the source's functions as `args`. */
  args?: unknown;
  /** The `fetch` to use (default: the global one). */
  fetch?: typeof fetch;
  /**
   * Runs the source's `requestFunc`, `responseFunc` and `errorFunc` (true by default: the
   * caller is the author of the source). With false the answer comes back as the server sent it.
   */
  scripts?: boolean;
}

/**
 * Sends the source's request and resolves with the result of its response function; rejects
 * with the failure (a `DataSourceError` for HTTP and network failures, or what a function threw)
 * after its error function ran.
 */
export async function requestDataSource(
  source: DataSource,
  options: RequestDataSourceOptions = {},
): Promise<unknown> {
  return (await import('./data-source-client')).requestOnce(source, options);
}

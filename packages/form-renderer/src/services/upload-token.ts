/**
 * Upload tokens of widgets in cloud-storage mode (`options.isQiniu`): from the host function
 * `remote[tokenFunc]` (called with a `resolve` callback, or returning the token or a promise)
 * or from the result of the data source `tokenDataSource`. Direct-mode widgets need none.
 */
import type { FileUploadWidget, ImgUploadWidget } from '@org/form-schema';

export interface UploadTokenDeps {
  remote: () => Readonly<Record<string, unknown>>;
  sendRequest: (name: string) => Promise<unknown>;
}

/** The token inside an answer: a text, or its `token`, `uptoken` or `data` field. */
export function tokenIn(answer: unknown): string | null {
  if (typeof answer === 'string') return answer || null;
  if (typeof answer !== 'object' || answer === null) return null;
  const record = answer as Record<string, unknown>;
  for (const name of ['token', 'uptoken', 'upToken', 'data']) {
    const found = tokenIn(record[name]);
    if (found) return found;
  }
  return null;
}

function callTokenFunction(fn: (...args: unknown[]) => unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const answer = fn(resolve, reject);
    if (answer !== undefined) Promise.resolve(answer).then(resolve, reject);
  });
}

export function createUploadTokenGetter(deps: UploadTokenDeps) {
  return async (widget: ImgUploadWidget | FileUploadWidget): Promise<string | null> => {
    const options = widget.options;
    if (!options.isQiniu) return '';
    try {
      if (options.tokenType === 'datasource') {
        return tokenIn(await deps.sendRequest(options.tokenDataSource ?? ''));
      }
      const functions = deps.remote();
      const name = options.tokenFunc ?? '';
      const fn = Object.hasOwn(functions, name) ? functions[name] : undefined;
      if (typeof fn === 'function') {
        return tokenIn(await callTokenFunction(fn as (...args: unknown[]) => unknown));
      }
      return options.token ? options.token : null;
    } catch {
      return null;
    }
  };
}

import { isHttpClientError } from '@org/http-client';

/** A failed call as kept in the store: plain data (serialisable). */
export interface CallError {
  kind: string;
  code?: number;
  message: string;
  data?: unknown;
}

/** The plain form of any error a call rejects with. */
export function toCallError(error: unknown): CallError {
  if (isHttpClientError(error)) {
    return {
      kind: error.kind,
      message: error.message,
      ...(error.code === undefined ? {} : { code: error.code }),
      ...(error.data === undefined || error.data === null ? {} : { data: error.data }),
    };
  }
  return { kind: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/** `{ field, message }` of a 40022 answer, keyed by the field name without `body.`/`query.`. */
export function fieldErrorsOf(error: CallError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  const list = (error?.data as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(list)) return errors;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field !== 'string' || typeof item.message !== 'string') continue;
    const name = item.field.replace(/^(body|query)\./, '');
    errors[name] ??= item.message;
  }
  return errors;
}

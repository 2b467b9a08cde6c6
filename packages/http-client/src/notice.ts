import type { HttpClientError } from './errors';

/** What the client asks the app to show when a call fails. The app decides how (toast, banner). */
export interface Notice {
  type: 'error';
  /** The envelope message (or `'Error'` when it is empty), or the transport error's message. */
  message: string;
  /** How long to show it, in milliseconds: `NOTICE_DURATION_MS` (5000). */
  duration: number;
  /** Envelope code or HTTP status, when there is one. */
  code?: number;
  /** The error the call rejects with, for apps that translate by `kind` or `code`. */
  error: HttpClientError;
}

export type Notifier = (notice: Notice) => void;

export type ReloginHandler = (error: HttpClientError) => void;

/**
 * Calls an app hook without letting it change the outcome of the request: if the hook throws,
 * the caller still gets the request's error, and the hook's error is thrown again from a fresh
 * task so that it shows up as an uncaught error instead of vanishing.
 */
export function callHook<A>(hook: ((arg: A) => void) | undefined, arg: A): void {
  if (!hook) return;
  try {
    hook(arg);
  } catch (hookError) {
    setTimeout(() => {
      throw hookError;
    }, 0);
  }
}

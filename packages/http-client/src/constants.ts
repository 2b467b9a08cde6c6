/** Envelope code of a successful call. Every other code is an error. */
export const SUCCESS_CODE = 20000;

/**
 * Envelope codes that mean the session is no longer valid (50008 illegal token, 50012 signed in
 * elsewhere, 50014 token expired, 40001 not signed in). With a re-login hook they call it instead of the
 * notifier.
 */
export const RELOGIN_CODES: readonly number[] = Object.freeze([50008, 50012, 50014, 40001]);

/** Default time a request may take before it fails with kind `'timeout'`. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** How long a notice asks to be shown. */
export const NOTICE_DURATION_MS = 5_000;

/** Request header that carries the session token. */
export const TOKEN_HEADER = 'X-Token';

/** Notice text for an envelope error whose message is empty. */
export const FALLBACK_ERROR_MESSAGE = 'Error';

/** True when an envelope code asks the user to sign in again. */
export function isReloginCode(code: number | undefined): boolean {
  return code !== undefined && RELOGIN_CODES.includes(code);
}

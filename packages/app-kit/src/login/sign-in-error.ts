import { ResultCode } from '@org/api-contract';
import type { TFunction } from 'i18next';
import type { CallError } from '../api/errors';

/** The sign-in page's text for a failed sign-in: wrong password, locked (time left), rate-limited. */
export function signInErrorText(error: CallError, t: TFunction, now: number = Date.now()): string {
  const data = (error.data ?? {}) as { lockedUntil?: unknown; retryAfterSeconds?: unknown };
  switch (error.code) {
    case ResultCode.BAD_CREDENTIALS:
      return t('login.badCredentials');
    case ResultCode.LOCKED: {
      const until = typeof data.lockedUntil === 'string' ? Date.parse(data.lockedUntil) : NaN;
      const minutes = Number.isNaN(until) ? 1 : Math.max(1, Math.ceil((until - now) / 60_000));
      return t('login.locked', { minutes });
    }
    case ResultCode.TOO_MANY_REQUESTS: {
      const seconds = typeof data.retryAfterSeconds === 'number' ? data.retryAfterSeconds : 60;
      return t('login.rateLimited', { seconds });
    }
    default:
      return error.message || 'Error';
  }
}

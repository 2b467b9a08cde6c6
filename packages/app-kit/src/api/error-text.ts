import type { TFunction } from 'i18next';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';

const OWN_WORDS: Readonly<Record<string, string>> = {
  network: 'error.network',
  timeout: 'error.timeout',
  aborted: 'error.aborted',
  http: 'error.http',
  parse: 'error.parse',
  // the user info came back empty (spec §5)
  empty: 'error.empty',
};

/**
 * What to tell the user about a failed call (an `HttpClientError`, its plain `CallError` or any
 * error): the server's message as it came (the server speaks the user's language), or, when
 * the server said nothing (no answer, a timeout, a page that is not the platform's), the app's
 * words for what went wrong, in the user's language.
 */
export function errorText(error: unknown, t: TFunction): string {
  const { kind, message, status, code } = (error ?? {}) as {
    kind?: unknown;
    message?: unknown;
    status?: unknown;
    code?: unknown;
  };
  if (kind === 'envelope' && typeof message === 'string' && message !== '') return message;
  const key = typeof kind === 'string' ? OWN_WORDS[kind] : undefined;
  if (key) {
    const httpStatus = typeof status === 'number' ? status : typeof code === 'number' ? code : '';
    return t(key, { ns: 'kit', status: httpStatus });
  }
  // a failure of the app's own (a rejected check), already worded for the user
  if (kind === undefined && typeof message === 'string' && message !== '') return message;
  return t('error.hasError', { ns: 'kit' });
}

/** `errorText` in the language the user reads. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('kit');
  return (error) => errorText(error, t);
}

/** A failed call's text as a notice shows it (rendered where the translations are). */
function ErrorText({ error }: { error: unknown }) {
  return useErrorText()(error);
}

/** The notice content for a failed call. */
export const errorNotice = (error: unknown) => createElement(ErrorText, { error });

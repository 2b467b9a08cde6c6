import type { Translate } from '../contract';

interface CodedError {
  code?: unknown;
  source?: unknown;
  service?: unknown;
  message?: unknown;
}

/**
 * The text of a failed remote load in the form's language; texts from services stay as sent.
 * Errors are recognised by their `code`, so this module needs none of the loaders.
 */
export function describeRemoteError(error: unknown, t: Translate): string {
  const coded = (typeof error === 'object' && error !== null ? error : {}) as CodedError;
  switch (coded.code) {
    case 'missing-function':
      return t('remote.missingFunction', { name: String(coded.source ?? '') });
    case 'bad-answer':
      return t('remote.badAnswer');
    case 'unknown-data-source':
      return t('remote.missingDataSource', { name: String(coded.source ?? '') });
    case 'no-endpoint':
      if (coded.service === 'dict' || coded.service === 'dataView') {
        return t('remote.missingEndpoint', { service: t(`remote.service.${coded.service}`) });
      }
      break;
    default:
      break;
  }
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

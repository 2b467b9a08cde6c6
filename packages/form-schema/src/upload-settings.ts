/**
 * Upload settings (spec §5): without third-party (cloud) storage an upload needs its action
 * URL; with it, the domain and the source of the token: a data source (`tokenType`
 * 'datasource', `tokenDataSource`) or a host function (`tokenType` 'func', `tokenFunc`).
 */
import type { UploadOptions } from './types';

export type UploadSettingField = 'action' | 'domain' | 'tokenFunc' | 'tokenDataSource';

export interface UploadSettingIssue {
  field: UploadSettingField;
  code: 'REQUIRED' | 'UNKNOWN_DATA_SOURCE';
  message: string;
}

const MESSAGES: Record<UploadSettingField, string> = {
  action: 'The upload address is required',
  domain: 'The storage domain is required',
  tokenFunc: 'The token function is required',
  tokenDataSource: 'The token data source is required',
};

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * The problems of an upload widget's settings, one per field, in the order of the panel;
 * empty when the settings are complete. With `dataSources` (the names of the form's data
 * sources, or their keys), a token data source that is not among them is reported as well.
 */
export function checkUploadSettings(
  options: Partial<UploadOptions>,
  dataSources?: readonly string[],
): UploadSettingIssue[] {
  const issues: UploadSettingIssue[] = [];
  const required = (field: UploadSettingField) =>
    issues.push({ field, code: 'REQUIRED', message: MESSAGES[field] });
  if (!options.isQiniu) {
    if (blank(options.action)) required('action');
    return issues;
  }
  if (blank(options.domain)) required('domain');
  if (options.tokenType === 'datasource') {
    if (blank(options.tokenDataSource)) required('tokenDataSource');
    else if (dataSources && !dataSources.includes(options.tokenDataSource as string)) {
      issues.push({
        field: 'tokenDataSource',
        code: 'UNKNOWN_DATA_SOURCE',
        message: `The data source "${String(options.tokenDataSource)}" does not exist`,
      });
    }
  } else if (blank(options.tokenFunc)) required('tokenFunc');
  return issues;
}

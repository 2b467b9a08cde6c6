import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUploadSettings } from './upload-settings';

const fields = (issues: ReturnType<typeof checkUploadSettings>) => issues.map((i) => i.field);

describe('checkUploadSettings', () => {
  it('needs the action without cloud storage', () => {
    expect(fields(checkUploadSettings({ isQiniu: false, action: '' }))).toEqual(['action']);
    expect(checkUploadSettings({ isQiniu: false, action: '/upload' })).toEqual([]);
  });

  it('needs domain and token function with cloud storage, not the action', () => {
    const issues = checkUploadSettings({
      isQiniu: true,
      action: '',
      domain: ' ',
      tokenType: 'func',
      tokenFunc: '',
    });
    expect(fields(issues)).toEqual(['domain', 'tokenFunc']);
    expect(issues[0]?.message).toBe('The storage domain is required');
  });

  it('needs a token data source when the token comes from one, and one that exists', () => {
    const base = { isQiniu: true, domain: 'https://cdn.example', tokenType: 'datasource' as const };
    expect(fields(checkUploadSettings({ ...base, tokenDataSource: '' }))).toEqual([
      'tokenDataSource',
    ]);
    expect(checkUploadSettings({ ...base, tokenDataSource: 'getToken' }, ['getToken'])).toEqual([]);
    expect(checkUploadSettings({ ...base, tokenDataSource: 'gone' }, ['getToken'])[0]?.code).toBe(
      'UNKNOWN_DATA_SOURCE',
    );
  });

  it('reports the action exactly when cloud storage is off and the action is blank', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.string(),
        fc.string(),
        fc.string(),
        (isQiniu, action, domain, tokenFunc) => {
          const issues = fields(
            checkUploadSettings({ isQiniu, action, domain, tokenFunc, tokenType: 'func' }),
          );
          expect(issues.includes('action')).toBe(!isQiniu && action.trim() === '');
          expect(issues.includes('domain')).toBe(isQiniu && domain.trim() === '');
          expect(issues.includes('tokenFunc')).toBe(isQiniu && tokenFunc.trim() === '');
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATA_SOURCE_MESSAGES,
  cloneDataSource,
  createDataSource,
  validateDataSource,
  withTokenHeader,
} from './data-sources';
import { createIdSource } from './ids';

describe('data sources', () => {
  it('creates a source with the defaults of the spec', () => {
    const source = createDataSource([]);
    expect(source.key).toMatch(/^[0-9a-z]{8}$/);
    expect(source).toMatchObject({
      name: `DataSource_${source.key}`,
      method: 'GET',
      auto: true,
      url: '',
      headers: {},
      params: {},
      requestFunc: 'return config;',
      responseFunc: 'return res;',
    });
  });

  it('never reuses a key of the list', () => {
    const keys = ['aaaaaaaa', 'aaaaaaaa', 'bbbbbbbb'];
    const ids = createIdSource({ key: () => keys.shift() ?? 'cccccccc' });
    const first = createDataSource([], createIdSource({ key: () => 'aaaaaaaa' }));
    expect(createDataSource([first], ids).key).toBe('bbbbbbbb');
  });

  it('clones with a new key and _copy, without sharing headers', () => {
    const source = { ...createDataSource([]), name: 'users', headers: { a: '1' } };
    const copy = cloneDataSource(source, [source]);
    expect(copy.key).not.toBe(source.key);
    expect(copy.name).toBe('users_copy');
    expect(copy.headers).toEqual({ a: '1' });
    expect(copy.headers).not.toBe(source.headers);
  });

  it('requires a unique name and a url', () => {
    const users = { ...createDataSource([]), name: 'users', url: '/api/users' };
    expect(validateDataSource(users, [])).toEqual([]);
    const other = { ...createDataSource([]), name: ' users ', url: '' };
    expect(validateDataSource(other, [users])).toEqual([
      { field: 'name', code: 'repeated', message: DATA_SOURCE_MESSAGES.repeated },
      { field: 'url', code: 'required', message: 'url is required' },
    ]);
    expect(validateDataSource({ ...users, name: '  ' }, [])[0]).toMatchObject({
      field: 'name',
      code: 'required',
    });
  });

  it('stores the token as the X-Token header, replacing other spellings', () => {
    const source = { ...createDataSource([]), headers: { 'x-token': 'old', Accept: 'json' } };
    expect(withTokenHeader(source, 'secret').headers).toEqual({
      Accept: 'json',
      'X-Token': 'secret',
    });
    expect(withTokenHeader(source, null)).toBe(source);
  });

  it('gives clones names no other source has (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'a_copy', 'a_copy2', 'b'), { maxLength: 6 }),
        (names) => {
          const list = names.map((name) => ({ ...createDataSource([]), name }));
          const copy = cloneDataSource({ ...createDataSource([]), name: 'a' }, list);
          expect(list.map((item) => item.name)).not.toContain(copy.name);
        },
      ),
    );
  });
});

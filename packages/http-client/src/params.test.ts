import { describe, expect, it } from 'vitest';
import { serializeParams } from './params';

describe('serializeParams', () => {
  it('repeats the key for every array element, without brackets', () => {
    expect(serializeParams({ ids: [1, 2, 3] })).toBe('ids=1&ids=2&ids=3');
  });

  it('sends nothing for an empty array and skips empty elements', () => {
    expect(serializeParams({ ids: [], codes: ['a', null, undefined, 'b'] })).toBe(
      'codes=a&codes=b',
    );
  });

  it('sends plain objects, also inside arrays, as JSON text', () => {
    const query = new URLSearchParams(serializeParams({ f: { a: 1 }, list: [{ b: 2 }, [3]] }));
    expect(query.get('f')).toBe('{"a":1}');
    expect(query.getAll('list')).toEqual(['{"b":2}', '[3]']);
  });

  it('writes scalars as text and dates in ISO form', () => {
    const when = new Date(Date.UTC(2024, 0, 2, 3, 4, 5));
    expect(serializeParams({ n: 0, yes: false, big: 10n, when, s: '' })).toBe(
      'n=0&yes=false&big=10&when=2024-01-02T03%3A04%3A05.000Z&s=',
    );
  });

  it('leaves out null, undefined, functions and invalid dates', () => {
    expect(
      serializeParams({ a: null, b: undefined, c: () => 1, d: new Date(Number.NaN), e: 1 }),
    ).toBe('e=1');
  });

  it('percent-encodes keys and values', () => {
    expect(serializeParams({ 'a&b': 'x=y z', 名: '值' })).toBe('a%26b=x%3Dy+z&%E5%90%8D=%E5%80%BC');
  });

  it('passes URLSearchParams through and accepts nothing', () => {
    expect(
      serializeParams(
        new URLSearchParams([
          ['k', '1'],
          ['k', '2'],
        ]),
      ),
    ).toBe('k=1&k=2');
    expect(serializeParams(undefined)).toBe('');
    expect(serializeParams(null)).toBe('');
  });
});

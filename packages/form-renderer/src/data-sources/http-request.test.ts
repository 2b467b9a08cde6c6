import { describe, expect, it } from 'vitest';
import { toQueryString } from './http-request';

describe('toQueryString', () => {
  it('writes arrays as repeated keys, objects as JSON and dates as ISO text', () => {
    const query = toQueryString({
      ids: [1, 2],
      filter: { a: 1 },
      at: new Date(Date.UTC(2024, 0, 2)),
      skip: null,
      none: undefined,
      name: 'a b',
    });
    expect(new URLSearchParams(query).getAll('ids')).toEqual(['1', '2']);
    expect(new URLSearchParams(query).get('filter')).toBe('{"a":1}');
    expect(new URLSearchParams(query).get('at')).toBe('2024-01-02T00:00:00.000Z');
    expect(new URLSearchParams(query).get('name')).toBe('a b');
    expect(query).not.toMatch(/skip|none/);
  });
});

import { describe, expect, it } from 'vitest';
import { backoffDelay, classifyStatus, retryAfterMs, retryPolicy } from './backoff';

describe('what a status means for a retry', () => {
  it.each([
    [0, 'retry'],
    [406, 'retry'],
    [408, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [504, 'retry'],
    [573, 'retry'],
    [599, 'retry'],
    [401, 'refresh-token'],
    [701, 'redo-block'],
    [400, 'fail'],
    [403, 'fail'],
    [404, 'fail'],
    [413, 'fail'],
    [579, 'fail'],
    [612, 'fail'],
    [614, 'fail'],
    [631, 'fail'],
  ])('%i → %s', (status, verdict) => {
    expect(classifyStatus(status)).toBe(verdict);
  });
});

describe('backoff', () => {
  it('grows exponentially from the base, capped, with full jitter', () => {
    const top = retryPolicy({ baseDelayMs: 100, maxDelayMs: 1000, random: () => 0.999999 });
    expect([1, 2, 3, 4, 5, 6].map((retry) => backoffDelay(retry, top))).toEqual([
      99, 199, 399, 799, 999, 999,
    ]);
    const bottom = retryPolicy({ baseDelayMs: 100, maxDelayMs: 1000, random: () => 0 });
    expect(backoffDelay(5, bottom)).toBe(0);
  });

  it('uses the spec defaults: 3 retries, 500 ms base, 20 s cap', () => {
    expect(retryPolicy()).toMatchObject({ retryCount: 3, baseDelayMs: 500, maxDelayMs: 20_000 });
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  it('reads seconds and HTTP dates, capped at a minute', () => {
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('0.5', now)).toBe(500);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('86400', now)).toBe(60_000);
  });

  it('ignores a missing or unreadable value', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });
});

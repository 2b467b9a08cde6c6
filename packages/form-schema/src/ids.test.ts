import { describe, expect, it } from 'vitest';
import { createIdSource, createKey, isKey } from './ids';

describe('ids', () => {
  it('makes keys of 8 random base-36 characters', () => {
    const keys = new Set(Array.from({ length: 2000 }, createKey));
    expect(keys.size).toBe(2000);
    for (const key of keys) expect(key).toMatch(/^[0-9a-z]{8}$/);
    expect(isKey(createKey())).toBe(true);
  });

  it('never repeats a timestamp, even within one millisecond', () => {
    const ids = createIdSource({ now: () => 5000 });
    const stamps = Array.from({ length: 100 }, () => ids.timestamp());
    expect(new Set(stamps).size).toBe(100);
    expect(stamps[0]).toBe(5000);
    expect(stamps[99]).toBe(5099);
  });

  it('follows the clock when it moves ahead', () => {
    let now = 10;
    const ids = createIdSource({ now: () => now });
    expect(ids.timestamp()).toBe(10);
    now = 50;
    expect(ids.timestamp()).toBe(50);
    now = 20;
    expect(ids.timestamp()).toBe(51);
  });
});

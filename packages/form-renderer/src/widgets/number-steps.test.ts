import { describe, expect, it } from 'vitest';
import { asNumber, clamp, decimals, parseTyped, stepValue } from './number-steps';

describe('number steps', () => {
  it('counts decimals', () => {
    expect(decimals(1)).toBe(0);
    expect(decimals(0.25)).toBe(2);
    expect(decimals(1e-3)).toBe(3);
  });

  it('clamps to the bounds, each of which may be absent', () => {
    expect(clamp(12, { min: 0, max: 9 })).toBe(9);
    expect(clamp(-3, { min: 0, max: undefined })).toBe(0);
    expect(clamp(1e9, { min: undefined, max: undefined })).toBe(1e9);
  });

  it('steps without floating point noise and within bounds', () => {
    expect(stepValue(0.1, 0.2, 1, { min: undefined, max: undefined })).toBe(0.3);
    expect(stepValue(9, 1, 1, { min: 0, max: 9 })).toBe(9);
    expect(stepValue(0, 1, -1, { min: 0, max: 9 })).toBe(0);
    expect(stepValue(null, 1, 1, { min: 2, max: 9 })).toBe(2);
    expect(stepValue(3, 0, 1, { min: undefined, max: undefined })).toBe(4);
  });

  it('reads typed text', () => {
    expect(parseTyped(' 12 ')).toBe(12);
    expect(parseTyped('-1.5')).toBe(-1.5);
    expect(parseTyped('')).toBeNull();
    expect(parseTyped('-')).toBeUndefined();
    expect(parseTyped('0x10')).toBeUndefined();
    expect(asNumber('3')).toBe(3);
    expect(asNumber('x')).toBeNull();
    expect(asNumber(null)).toBeNull();
  });
});

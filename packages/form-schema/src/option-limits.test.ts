import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONFIG_LIMITS, checkLimit, optionLimit, parseNumberText } from './option-limits';

describe('optionLimit: the panel ranges of spec §5', () => {
  it.each([
    ['input', 'labelWidth', 0, 99999],
    ['number', 'step', -99999, 99999],
    ['slider', 'step', -99999, 99999],
    ['col', 'span', 1, 24],
    ['col', 'offset', 0, 24],
    ['col', 'push', 0, 24],
    ['col', 'pull', 0, 24],
    ['col', 'md', 1, 24],
  ] as const)('%s.%s is %d to %d', (type, name, min, max) => {
    expect(optionLimit(type, name)).toMatchObject({ min, max });
  });

  it('gives the antd label column 0 to 24', () => {
    expect(CONFIG_LIMITS.labelCol).toMatchObject({ min: 0, max: 24, integer: true });
  });

  it('has no range for options that are not numbers', () => {
    expect(optionLimit('input', 'placeholder')).toBeUndefined();
  });
});

describe('checkLimit', () => {
  const span = optionLimit('col', 'span')!;

  it('refuses what is not a number, a fraction where integers are asked, and values outside', () => {
    expect(checkLimit(parseNumberText(''), span)?.code).toBe('NOT_A_NUMBER');
    expect(checkLimit(parseNumberText('abc'), span)?.code).toBe('NOT_A_NUMBER');
    expect(checkLimit(2.5, span)?.code).toBe('NOT_INTEGER');
    expect(checkLimit(0, span)).toEqual({ code: 'OUT_OF_RANGE', min: 1, max: 24 });
    expect(checkLimit(25, span)?.code).toBe('OUT_OF_RANGE');
    expect(checkLimit(24, span)).toBeNull();
  });

  it('accepts exactly the numbers inside the range', () => {
    const step = optionLimit('number', 'step')!;
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        const inside = value >= step.min && value <= step.max;
        expect(checkLimit(value, step) === null).toBe(inside);
      }),
    );
  });

  it('accepts an integer range exactly at its integers from min to max', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (value) => {
        expect(checkLimit(value, span) === null).toBe(value >= 1 && value <= 24);
      }),
    );
  });

  it('reads the number a text holds', () => {
    fc.assert(
      fc.property(fc.integer(), (value) => {
        expect(parseNumberText(` ${value} `)).toBe(value);
      }),
    );
  });
});

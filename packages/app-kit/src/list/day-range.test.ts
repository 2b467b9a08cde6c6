import { describe, expect, it } from 'vitest';
import { dayRange } from './day-range';

describe('dayRange', () => {
  it('runs from the first day’s local midnight to the midnight after the last day', () => {
    expect(dayRange('2026-03-01', '2026-03-31')).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 3, 1).toISOString(),
    });
    expect(dayRange('2026-12-31', '2026-12-31').to).toBe(new Date(2027, 0, 1).toISOString());
  });

  it('leaves a side open when its day is empty or not a day', () => {
    expect(dayRange('', undefined)).toEqual({});
    expect(dayRange('2026-03-01', 'soon')).toEqual({ from: new Date(2026, 2, 1).toISOString() });
  });
});

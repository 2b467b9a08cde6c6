import { describe, expect, it } from 'vitest';
import { daysBetween, monthWeeks, shiftMonth, toRuns } from './calendar-grid';

describe('the month grid', () => {
  it('starts weeks on Monday and pads the days of the months around', () => {
    // 1 November 2026 is a Sunday
    const weeks = monthWeeks({ year: 2026, month: 11 });
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks).toHaveLength(6);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
  });

  it('knows leap years', () => {
    expect(monthWeeks({ year: 2028, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks({ year: 2026, month: 2 }).flat().filter(Boolean)).toHaveLength(28);
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
  });

  it('lists the days of a range in either order', () => {
    expect(daysBetween('2026-03-02', '2026-02-27')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  it('turns selected days into runs of consecutive days', () => {
    expect(toRuns(['2026-05-05', '2026-05-01', '2026-05-02', '2026-05-03', '2026-05-09'])).toEqual([
      { startDate: '2026-05-01', endDate: '2026-05-03' },
      { startDate: '2026-05-05', endDate: '2026-05-05' },
      { startDate: '2026-05-09', endDate: '2026-05-09' },
    ]);
    expect(toRuns([])).toEqual([]);
  });
});

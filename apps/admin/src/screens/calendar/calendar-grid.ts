/** A calendar month: year and month (1–12). */
export interface YearMonth {
  year: number;
  month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of a day of a month. */
export function isoDay(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The month before (-1) or after (+1). */
export function shiftMonth({ year, month }: YearMonth, by: number): YearMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The weeks of a month, Monday first: each week has seven cells, a `YYYY-MM-DD` for a day of
 * the month or null for the days of the months around it.
 */
export function monthWeeks({ year, month }: YearMonth): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (first.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, index) => isoDay(year, month, index + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/** The days from `from` to `to` (both included, either order), as `YYYY-MM-DD`. */
export function daysBetween(from: string, to: string): string[] {
  const [start, end] = [dayNumber(from), dayNumber(to)].sort((a, b) => a - b) as [number, number];
  return Array.from({ length: end - start + 1 }, (_, index) =>
    new Date((start + index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Selected days as runs of consecutive days, each one range the server sets in one call. */
export function toRuns(days: Iterable<string>): { startDate: string; endDate: string }[] {
  const sorted = [...new Set(days)].sort();
  const runs: { startDate: string; endDate: string }[] = [];
  for (const day of sorted) {
    const last = runs[runs.length - 1];
    if (last && dayNumber(day) - dayNumber(last.endDate) === 1) last.endDate = day;
    else runs.push({ startDate: day, endDate: day });
  }
  return runs;
}

import type { DayType } from '@org/api-contract';

/** Milliseconds of one day. */
const DAY_MS = 86_400_000;

/** The instant of midnight UTC of a `YYYY-MM-DD` day (days are plain dates, no time zone). */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

/** `YYYY-MM-DD` of a midnight-UTC instant. */
export function dayText(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** 1 Monday … 7 Sunday. */
export function weekdayOf(day: string): number {
  const sundayZero = new Date(dayStart(day)).getUTCDay();
  return sundayZero === 0 ? 7 : sundayZero;
}

/** Days from `start` to `end`, both included (0 when `end` is before `start`). */
export function dayCount(start: string, end: string): number {
  return Math.max(0, Math.round((dayStart(end) - dayStart(start)) / DAY_MS) + 1);
}

/** Every day from `start` to `end`, both included. */
export function eachDay(start: string, end: string): string[] {
  const days: string[] = [];
  const last = dayStart(end);
  for (let ms = dayStart(start); ms <= last; ms += DAY_MS) days.push(dayText(ms));
  return days;
}

/** The first and last day of a year, or of one month of it. */
export function periodOf(year: number, month?: number): { start: string; end: string } {
  if (month === undefined) return { start: `${year}-01-01`, end: `${year}-12-31` };
  const start = Date.UTC(year, month - 1, 1);
  const end = Date.UTC(year, month, 1) - DAY_MS;
  return { start: dayText(start), end: dayText(end) };
}

/** The type of a day nothing is stored for: Saturday and Sunday rest, the others work. */
export function weekdayRule(day: string): DayType {
  return weekdayOf(day) >= 6 ? 'HOLIDAY' : 'WORKDAY';
}

/** Whether people work on a day of this type. */
export function isWorkType(type: string): boolean {
  return type === 'WORKDAY' || type === 'ADJUSTED_WORKDAY';
}

/** True when `zone` is a time zone this runtime knows (IANA name or UTC). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

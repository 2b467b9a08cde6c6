/**
 * A small five-field cron reader for the mock server: `*`, numbers, ranges `a-b`, steps `/n`
 * and lists `a,b` per field, day of month or day of week as cron reads them (either one when
 * both are restricted), Sunday as 0 or 7. The time zone's offset is taken as it is now (no
 * summer time), which is all stories and tests need.
 */

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day-of-month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day-of-week', min: 0, max: 7 },
] as const;

/** Why an expression cannot be read. */
export class CronRefusal extends Error {}

/** The values one field allows. */
function valuesOf(text: string, field: (typeof FIELDS)[number]): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new CronRefusal(`${field.name} field "${part}" is not understood`);
    const [, all, from, to, step] = match;
    const low = all === '*' ? field.min : Number(from);
    const high = all === '*' ? field.max : to === undefined ? (step ? field.max : low) : Number(to);
    const by = step === undefined ? 1 : Number(step);
    if (low < field.min || high > field.max || low > high || by < 1) {
      throw new CronRefusal(
        `${field.name} field "${part}" is out of range ${field.min}-${field.max}`,
      );
    }
    for (let value = low; value <= high; value += by) values.add(value);
  }
  return values;
}

/** The offset of `timezone` from UTC now, in minutes; a `CronRefusal` for an unknown zone. */
function offsetOf(timezone: string, now: Date): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(now);
  } catch {
    throw new CronRefusal(`"${timezone}" is not a known time zone`);
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
  );
  return Math.round((local - Math.floor(now.getTime() / 60_000) * 60_000) / 60_000);
}

/** The next `count` minutes after `now` that `cron` names in `timezone` (within a year). */
export function nextTimes(cron: string, timezone: string, now: Date, count = 5): string[] {
  const texts = cron.trim().split(/\s+/);
  if (texts.length !== 5) {
    throw new CronRefusal('must have 5 fields (minute hour day-of-month month day-of-week)');
  }
  const [minutes, hours, days, months, weekdays] = FIELDS.map((field, i) =>
    valuesOf(texts[i] ?? '', field),
  ) as [Set<number>, Set<number>, Set<number>, Set<number>, Set<number>];
  if (weekdays.has(7)) weekdays.add(0);
  const anyDay = texts[2] === '*';
  const anyWeekday = texts[4] === '*';
  const offset = offsetOf(timezone, now) * 60_000;
  const found: string[] = [];
  // minute by minute in the zone's local time, written as UTC fields
  let local = Math.floor((now.getTime() + offset) / 60_000) * 60_000 + 60_000;
  const end = local + 366 * 24 * 60 * 60_000;
  for (; local < end && found.length < count; local += 60_000) {
    const at = new Date(local);
    const dayMatches = days.has(at.getUTCDate());
    const weekdayMatches = weekdays.has(at.getUTCDay());
    const day = anyDay || anyWeekday ? dayMatches && weekdayMatches : dayMatches || weekdayMatches;
    if (
      day &&
      minutes.has(at.getUTCMinutes()) &&
      hours.has(at.getUTCHours()) &&
      months.has(at.getUTCMonth() + 1)
    ) {
      found.push(new Date(local - offset).toISOString());
    }
  }
  return found;
}

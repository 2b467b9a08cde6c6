import {
  API,
  type CalendarDay,
  type DayType,
  MAX_CALENDAR_RANGE_DAYS,
  MAX_SET_DAYS,
  ResultCode,
} from '@org/api-contract';
import { and, between, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { calendarDays, calendars } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { ApiError, invalidField } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created } from '../lib/audit';
import {
  dayCount,
  eachDay,
  isWorkType,
  periodOf,
  weekdayOf,
  weekdayRule,
} from '../services/calendar-days';
import { liveCalendar } from './calendar-routes';

interface StoredDay {
  day: string;
  dayType: string;
  holidayName: string;
  remark: string;
}

/** The stored days of a calendar between two days (both included), by day. */
async function storedDays(
  db: Queryable,
  calendarId: number,
  start: string,
  end: string,
): Promise<Map<string, StoredDay>> {
  const rows = await db
    .select({
      day: calendarDays.day,
      dayType: calendarDays.dayType,
      holidayName: calendarDays.holidayName,
      remark: calendarDays.remark,
    })
    .from(calendarDays)
    .where(and(eq(calendarDays.calendarId, calendarId), between(calendarDays.day, start, end)));
  return new Map(rows.map((row) => [row.day, row]));
}

function dayOf(day: string, stored: StoredDay | undefined): CalendarDay {
  const dayType = (stored?.dayType ?? weekdayRule(day)) as DayType;
  return {
    day,
    weekday: weekdayOf(day),
    dayType,
    workday: isWorkType(dayType),
    holidayName: stored?.holidayName ?? '',
    remark: stored?.remark ?? '',
    stored: stored !== undefined,
  };
}

/** Checks a range from a request: in order and not longer than `max` days. */
function checkRange(part: 'body' | 'query', start: string, end: string, max: number): void {
  if (end < start) throw invalidField(`${part}.endDate`, text('calendar.endBeforeStart'));
  if (dayCount(start, end) > max) {
    throw invalidField(`${part}.endDate`, text('calendar.rangeTooLong', { max }));
  }
}

/** The calendar named, or the default one; 40004 when there is none. */
async function calendarFor(db: Queryable, calendarId: number | undefined): Promise<number> {
  if (calendarId !== undefined) return (await liveCalendar(db, calendarId)).id;
  const [row] = await db
    .select({ id: calendars.id })
    .from(calendars)
    .where(and(eq(calendars.isDefault, true), isNull(calendars.deletedAt)));
  if (!row) throw new ApiError(ResultCode.NOT_FOUND, text('calendar.noDefault'));
  return row.id;
}

/** Rows for `days`, written by `actor` at `now`. */
function dayRows(
  calendarId: number,
  days: string[],
  type: (day: string) => DayType,
  holidayName: string,
  remark: string,
  actor: number,
  now: Date,
) {
  return days.map((day) => ({
    calendarId,
    day,
    dayType: type(day),
    holidayName,
    remark,
    ...created(actor, now),
  }));
}

const overwrite = {
  dayType: sql`excluded.day_type`,
  holidayName: sql`excluded.holiday_name`,
  remark: sql`excluded.remark`,
  updatedBy: sql`excluded.updated_by`,
  updatedAt: sql`excluded.updated_at`,
};

/** The days of the calendars: month view, setting days, generating a year, workday checks. */
export function registerCalendarDayRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const C = API.calendar;

  addRoute(app, C.days, async (request) => {
    const { calendarId, year, month } = request.query;
    await liveCalendar(db, calendarId);
    const { start, end } = periodOf(year, month);
    const stored = await storedDays(db, calendarId, start, end);
    return eachDay(start, end).map((day) => dayOf(day, stored.get(day)));
  });

  addRoute(app, C.setDays, async (request) => {
    const b = request.body;
    checkRange('body', b.startDate, b.endDate, MAX_SET_DAYS);
    await liveCalendar(db, b.calendarId);
    const rows = dayRows(
      b.calendarId,
      eachDay(b.startDate, b.endDate),
      () => b.dayType,
      b.holidayName?.trim() ?? '',
      b.remark ?? '',
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    const done = await db
      .insert(calendarDays)
      .values(rows)
      .onConflictDoUpdate({ target: [calendarDays.calendarId, calendarDays.day], set: overwrite })
      .returning({ day: calendarDays.day });
    return { affected: done.length };
  });

  addRoute(app, C.clearDays, async (request) => {
    const b = request.body;
    checkRange('body', b.startDate, b.endDate, MAX_CALENDAR_RANGE_DAYS);
    await liveCalendar(db, b.calendarId);
    const done = await db
      .delete(calendarDays)
      .where(
        and(
          eq(calendarDays.calendarId, b.calendarId),
          between(calendarDays.day, b.startDate, b.endDate),
        ),
      )
      .returning({ day: calendarDays.day });
    return { affected: done.length };
  });

  addRoute(app, C.generate, async (request) => {
    const b = request.body;
    await liveCalendar(db, b.calendarId);
    const { start, end } = periodOf(b.year);
    const days = eachDay(start, end);
    const rows = dayRows(
      b.calendarId,
      days,
      weekdayRule,
      '',
      '',
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    const insert = db.insert(calendarDays).values(rows);
    const target = [calendarDays.calendarId, calendarDays.day];
    const done = await (
      b.overwrite === true
        ? insert.onConflictDoUpdate({ target, set: overwrite })
        : insert.onConflictDoNothing({ target })
    ).returning({ day: calendarDays.day });
    return { year: b.year, written: done.length, kept: days.length - done.length };
  });

  addRoute(app, C.isWorkday, async (request) => {
    const { date } = request.query;
    const calendarId = await calendarFor(db, request.query.calendarId);
    const day = dayOf(date, (await storedDays(db, calendarId, date, date)).get(date));
    return {
      calendarId,
      date,
      workday: day.workday,
      dayType: day.dayType,
      holidayName: day.holidayName,
    };
  });

  addRoute(app, C.workdays, async (request) => {
    const { startDate, endDate } = request.query;
    checkRange('query', startDate, endDate, MAX_CALENDAR_RANGE_DAYS);
    const calendarId = await calendarFor(db, request.query.calendarId);
    const stored = await storedDays(db, calendarId, startDate, endDate);
    const days = eachDay(startDate, endDate);
    const workdays = days.filter((day) =>
      isWorkType(stored.get(day)?.dayType ?? weekdayRule(day)),
    ).length;
    return { calendarId, startDate, endDate, days: days.length, workdays };
  });
}

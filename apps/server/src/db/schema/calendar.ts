import { sql } from 'drizzle-orm';
import { boolean, date, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, ref, softDeleteColumns, statusColumn } from './columns';

/** Work calendars. */
export const calendars = pgTable(
  'sys_calendar',
  {
    id: idColumn(),
    calendarCode: varchar('calendar_code', { length: 64 }).notNull(),
    calendarName: varchar('calendar_name', { length: 100 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    timezone: varchar('timezone', { length: 64 }).notNull().default('Asia/Shanghai'),
    status: statusColumn(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex('sys_calendar_code_uq')
      .on(t.calendarCode)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/** The days of a calendar with their type; generating a year writes a row per day. */
export const calendarDays = pgTable(
  'sys_calendar_day',
  {
    calendarId: ref('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Dictionary `day_type`: WORKDAY, HOLIDAY or ADJUSTED_WORKDAY. */
    dayType: varchar('day_type', { length: 20 }).notNull(),
    holidayName: varchar('holiday_name', { length: 100 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    ...auditColumns(),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.day] })],
);

import { Type, type Static } from 'typebox';
import { AuditFields, Code, Id, OptionalText, Status, Text, UpdateOf } from '../common';
import { CodeSearch, NameSearch, PageQuery } from '../paging';

/** Kinds of days (dictionary `day_type`). Workdays are WORKDAY and ADJUSTED_WORKDAY. */
export const DAY_TYPES = Object.freeze(['WORKDAY', 'HOLIDAY', 'ADJUSTED_WORKDAY'] as const);
export const DayType = Type.Enum([...DAY_TYPES], {
  description:
    'WORKDAY, HOLIDAY (a rest day: weekend or public holiday) or ADJUSTED_WORKDAY ' +
    '(a weekend day worked instead of a holiday).',
});
export type DayType = Static<typeof DayType>;

/** A calendar day as `YYYY-MM-DD`. */
export const DateOnly = Type.String({ format: 'date', maxLength: 10, description: 'YYYY-MM-DD' });

/** Longest range of days one call reads or writes. */
export const MAX_CALENDAR_RANGE_DAYS = 3660;
/** Longest range one `setDays` call writes. */
export const MAX_SET_DAYS = 366;

export const Calendar = Type.Object({
  id: Id,
  calendarCode: Type.String(),
  calendarName: Type.String(),
  isDefault: Type.Boolean(),
  timezone: Type.String(),
  status: Status,
  remark: Type.String(),
  ...AuditFields,
});
export type Calendar = Static<typeof Calendar>;

export const CALENDAR_SORT_COLUMNS = [
  'calendarCode',
  'calendarName',
  'createdAt',
  'updatedAt',
] as const;

export const CalendarPageQuery = PageQuery(CALENDAR_SORT_COLUMNS, {
  calendarName: NameSearch,
  calendarCode: CodeSearch,
  status: Type.Optional(Status),
});
export type CalendarPageQuery = Static<typeof CalendarPageQuery>;

const Timezone = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$',
  description: 'IANA time zone, e.g. Asia/Shanghai.',
});

export const CalendarCreate = Type.Object({
  calendarCode: Code(64),
  calendarName: Text(100),
  isDefault: Type.Optional(
    Type.Boolean({ description: 'Make this the default calendar (the others stop being it).' }),
  ),
  timezone: Type.Optional(Timezone),
  status: Type.Optional(Status),
  remark: OptionalText(500),
});
export type CalendarCreate = Static<typeof CalendarCreate>;

export const CalendarUpdate = UpdateOf(CalendarCreate);
export type CalendarUpdate = Static<typeof CalendarUpdate>;

export const CalendarIdQuery = Type.Object({ id: Id });

/** One day of a calendar: what is stored for it, or the weekday rule when nothing is. */
export const CalendarDay = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD' }),
  /** 1 Monday … 7 Sunday. */
  weekday: Type.Integer({ minimum: 1, maximum: 7 }),
  dayType: DayType,
  workday: Type.Boolean(),
  holidayName: Type.String(),
  remark: Type.String(),
  stored: Type.Boolean({
    description: 'False when nothing is stored and the weekday rule applies.',
  }),
});
export type CalendarDay = Static<typeof CalendarDay>;

export const CalendarDaysQuery = Type.Object({
  calendarId: Id,
  year: Type.Integer({ minimum: 1900, maximum: 2200 }),
  month: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 12, description: 'The whole year when absent.' }),
  ),
});

export const CalendarSetDays = Type.Object({
  calendarId: Id,
  startDate: DateOnly,
  endDate: DateOnly,
  dayType: DayType,
  holidayName: OptionalText(100),
  remark: OptionalText(500),
});
export type CalendarSetDays = Static<typeof CalendarSetDays>;

export const CalendarClearDays = Type.Object({
  calendarId: Id,
  startDate: DateOnly,
  endDate: DateOnly,
});
export type CalendarClearDays = Static<typeof CalendarClearDays>;

export const CalendarGenerate = Type.Object({
  calendarId: Id,
  year: Type.Integer({ minimum: 1900, maximum: 2200 }),
  overwrite: Type.Optional(
    Type.Boolean({
      description:
        'Also reset the days already stored (manual changes are lost). Default false: only ' +
        'days without a row are written, so generating again changes nothing.',
    }),
  ),
});
export type CalendarGenerate = Static<typeof CalendarGenerate>;

export const CalendarGenerated = Type.Object({
  year: Type.Integer(),
  written: Type.Integer({ minimum: 0, description: 'Days written by this call.' }),
  kept: Type.Integer({ minimum: 0, description: 'Days that kept what was stored.' }),
});
export type CalendarGenerated = Static<typeof CalendarGenerated>;

export const CalendarDateQuery = Type.Object({
  date: DateOnly,
  calendarId: Type.Optional(Id),
});

export const CalendarRangeQuery = Type.Object({
  startDate: DateOnly,
  endDate: DateOnly,
  calendarId: Type.Optional(Id),
});

export const WorkdayAnswer = Type.Object({
  calendarId: Id,
  date: Type.String(),
  workday: Type.Boolean(),
  dayType: DayType,
  holidayName: Type.String(),
});
export type WorkdayAnswer = Static<typeof WorkdayAnswer>;

export const WorkdayCount = Type.Object({
  calendarId: Id,
  startDate: Type.String(),
  endDate: Type.String(),
  days: Type.Integer({ minimum: 0, description: 'Days in the range, both ends included.' }),
  workdays: Type.Integer({ minimum: 0 }),
});
export type WorkdayCount = Static<typeof WorkdayCount>;

import { Type } from 'typebox';
import { Affected, IdsBody } from '../common';
import { PageOf } from '../paging';
import { PERMISSIONS } from '../permissions';
import { defineRoute } from '../route';
import {
  Calendar,
  CalendarClearDays,
  CalendarCreate,
  CalendarDateQuery,
  CalendarDay,
  CalendarDaysQuery,
  CalendarGenerate,
  CalendarGenerated,
  CalendarIdQuery,
  CalendarPageQuery,
  CalendarRangeQuery,
  CalendarSetDays,
  CalendarUpdate,
  WorkdayAnswer,
  WorkdayCount,
} from '../schemas/calendar';

const P = PERMISSIONS.calendar;
const base = '/sysCalendar/v1';
const tag = 'calendar';

/** Work calendars (日历管理): calendars, their days, and workday arithmetic. */
export const calendarRoutes = {
  page: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/page`,
    tag,
    summary: 'A page of calendars',
    access: { permission: P.view },
    body: CalendarPageQuery,
    data: PageOf(Calendar),
  }),
  get: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/calendar`,
    tag,
    summary: 'One calendar',
    access: { permission: P.view },
    querystring: CalendarIdQuery,
    data: Calendar,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/calendar`,
    tag,
    summary: 'Create a calendar (calendarCode unique)',
    access: { permission: P.add },
    body: CalendarCreate,
    data: Calendar,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/calendar`,
    tag,
    summary: 'Change a calendar',
    description: 'The default calendar stays the default until another one is made the default.',
    access: { permission: P.edit },
    body: CalendarUpdate,
    data: Calendar,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/calendar`,
    tag,
    summary: 'Delete calendars (soft delete; the default calendar is refused)',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  days: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/days`,
    tag,
    summary: 'Every day of a month (or a year) with its type',
    description:
      'Days without a stored row follow the weekday rule: Saturday and Sunday are HOLIDAY ' +
      '(rest days), the others WORKDAY.',
    access: { permission: P.view },
    querystring: CalendarDaysQuery,
    data: Type.Array(CalendarDay),
  }),
  setDays: defineRoute({
    method: 'PUT',
    service: 'auth',
    path: `${base}/days`,
    tag,
    summary: 'Set the type of every day in a range (at most 366 days)',
    access: { permission: P.setDays },
    body: CalendarSetDays,
    data: Affected,
  }),
  clearDays: defineRoute({
    method: 'DELETE',
    service: 'auth',
    path: `${base}/days`,
    tag,
    summary: 'Forget the stored days of a range: they follow the weekday rule again',
    access: { permission: P.setDays },
    body: CalendarClearDays,
    data: Affected,
  }),
  generate: defineRoute({
    method: 'POST',
    service: 'auth',
    path: `${base}/generate`,
    tag,
    summary: 'Write a row for every day of a year (weekends become rest days)',
    description:
      'Idempotent: days that already have a row (holidays, manual changes, an earlier run) ' +
      'are kept unless `overwrite` is true.',
    access: { permission: P.generate },
    body: CalendarGenerate,
    data: CalendarGenerated,
  }),
  isWorkday: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/isWorkday`,
    tag,
    summary: 'Whether a date is a workday (in the default calendar unless one is named)',
    access: { permission: P.view },
    querystring: CalendarDateQuery,
    data: WorkdayAnswer,
  }),
  workdays: defineRoute({
    method: 'GET',
    service: 'auth',
    path: `${base}/workdays`,
    tag,
    summary: 'How many workdays lie between two dates (both included; at most 3660 days)',
    access: { permission: P.view },
    querystring: CalendarRangeQuery,
    data: WorkdayCount,
  }),
};

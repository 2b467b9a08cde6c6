import { API, type Calendar, type Status } from '@org/api-contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { calendars } from '../db/schema/index';
import { written } from '../db/rows';
import type { Queryable } from '../db/types';
import { conflict, invalidField } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { auditOf, given, liveRow, uniqueOr } from '../lib/record-helpers';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { isTimeZone } from '../services/calendar-days';

type CalendarRow = typeof calendars.$inferSelect;

export function toCalendar(row: CalendarRow): Calendar {
  return {
    id: row.id,
    calendarCode: row.calendarCode,
    calendarName: row.calendarName,
    isDefault: row.isDefault,
    timezone: row.timezone,
    status: row.status as Status,
    remark: row.remark,
    ...auditOf(row),
  };
}

const SORT = {
  calendarCode: calendars.calendarCode,
  calendarName: calendars.calendarName,
  createdAt: calendars.createdAt,
  updatedAt: calendars.updatedAt,
};

/** A calendar that exists and is not deleted; 40004 otherwise. */
export function liveCalendar(db: Queryable, id: number): Promise<CalendarRow> {
  return liveRow(db, calendars, id, text('calendar.noun'));
}

function checkZone(zone: string | undefined): void {
  if (zone !== undefined && !isTimeZone(zone)) {
    throw invalidField('body.timezone', text('calendar.unknownZone', { zone }));
  }
}

const taken = (code: string | undefined) => text('calendar.codeTaken', { code: code ?? '' });

/** Makes `id` the only default calendar. */
async function makeDefault(db: Queryable, id: number): Promise<void> {
  await db
    .update(calendars)
    .set({ isDefault: false })
    .where(and(eq(calendars.isDefault, true), ne(calendars.id, id)));
}

/** Work calendars (`/ibsp-bg-auth/sysCalendar/v1/*`): the calendars themselves. */
export function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const C = API.calendar;

  addRoute(app, C.page, async (request) => {
    const q = request.body;
    const where = and(
      notDeleted(calendars),
      contains(calendars.calendarName, q.calendarName),
      contains(calendars.calendarCode, q.calendarCode),
      equals(calendars.status, q.status),
    );
    // Cannot grow large (the calendars: a handful): a page by offset and the bounded total
    // (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(SORT, q.sortBy, q.sortOrder, 'calendarCode', calendars.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select()
            .from(calendars)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, calendars, where),
      },
      toCalendar,
    );
  });

  addRoute(app, C.get, async (request) => toCalendar(await liveCalendar(db, request.query.id)));

  addRoute(app, C.create, async (request) => {
    const b = request.body;
    checkZone(b.timezone);
    const row = await uniqueOr(taken(b.calendarCode), () =>
      db.transaction(async (tx) => {
        const rows = await tx
          .insert(calendars)
          .values({
            calendarCode: b.calendarCode,
            calendarName: b.calendarName.trim(),
            isDefault: b.isDefault ?? false,
            timezone: b.timezone ?? 'Asia/Shanghai',
            status: b.status ?? 1,
            remark: b.remark ?? '',
            ...created(sessionOf(request).userId, ctx.clock.now()),
          })
          .returning();
        const inserted = written(rows);
        if (inserted.isDefault) await makeDefault(tx, inserted.id);
        return inserted;
      }),
    );
    return toCalendar(row);
  });

  addRoute(app, C.update, async (request) => {
    const b = request.body;
    checkZone(b.timezone);
    const current = await liveCalendar(db, b.id);
    if (current.isDefault && b.isDefault === false) {
      throw conflict(text('calendar.keepDefault'));
    }
    const row = await uniqueOr(taken(b.calendarCode), () =>
      db.transaction(async (tx) => {
        const rows = await tx
          .update(calendars)
          .set({
            ...given({
              calendarCode: b.calendarCode,
              calendarName: b.calendarName?.trim(),
              isDefault: b.isDefault,
              timezone: b.timezone,
              status: b.status,
              remark: b.remark,
            }),
            ...updated(sessionOf(request).userId, ctx.clock.now()),
          })
          .where(eq(calendars.id, b.id))
          .returning();
        const changed = written(rows);
        if (b.isDefault === true) await makeDefault(tx, changed.id);
        return changed;
      }),
    );
    return toCalendar(row);
  });

  addRoute(app, C.remove, async (request) => {
    const ids = request.body.ids;
    const [defaultOne] = await db
      .select({ calendarCode: calendars.calendarCode })
      .from(calendars)
      .where(and(inArray(calendars.id, ids), eq(calendars.isDefault, true), notDeleted(calendars)));
    if (defaultOne) {
      throw conflict(text('calendar.defaultDelete', { code: defaultOne.calendarCode }));
    }
    const affected = await softDelete(
      db,
      calendars,
      ids,
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    return { affected };
  });
}

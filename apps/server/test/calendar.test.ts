import {
  API,
  type Calendar,
  type CalendarDay,
  type CalendarGenerated,
  type Page,
  type WorkdayAnswer,
  type WorkdayCount,
  routeUrl,
} from '@org/api-contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDays, calendars } from '../src/db/schema/index';
import { managementSuite } from './harness';
import {
  expectAttacksFindNothing,
  expectEditorRefused,
  expectRefused,
  expectRowsUnchanged,
} from './reference-support';

const C = API.calendar;
const url = routeUrl;

const t = managementSuite();
let factoryId: number;

beforeAll(async () => {
  const made = await t.server.call<Calendar>('POST', url(C.create), {
    token: t.admin,
    body: { calendarCode: 'factory', calendarName: ' 工厂日历 ', timezone: 'Europe/Berlin' },
  });
  factoryId = made.body.data.id;
});

const page = (body: Record<string, unknown>) =>
  t.server.call<Page<Calendar>>('POST', url(C.page), { token: t.editor, body });
const days = (calendarId: number, year: number, month?: number) =>
  t.server.call<CalendarDay[]>('GET', url(C.days), {
    token: t.editor,
    query: month === undefined ? { calendarId, year } : { calendarId, year, month },
  });
const generate = (body: Record<string, unknown>) =>
  t.server.call<CalendarGenerated>('POST', url(C.generate), { token: t.admin, body });
const dayOf = async (calendarId: number, date: string) =>
  (await days(calendarId, Number(date.slice(0, 4)), Number(date.slice(5, 7)))).body.data.find(
    (d) => d.day === date,
  );

describe('calendars', () => {
  it('pages, searches and sorts calendars', async () => {
    const all = await page({});
    expect(all.body.data.list.map((c) => c.calendarCode)).toEqual(['default', 'factory']);
    expect(all.body.data.list[1]).toMatchObject({
      calendarName: '工厂日历',
      isDefault: false,
      timezone: 'Europe/Berlin',
      status: 1,
    });
    const byName = await page({ calendarName: '工厂' });
    expect(byName.body.data.list.map((c) => c.calendarCode)).toEqual(['factory']);
    const desc = await page({ sortBy: 'calendarCode', sortOrder: 'desc', pageSize: 1 });
    expect(desc.body.data).toMatchObject({ total: 2, pageSize: 1 });
    expect(desc.body.data.list.map((c) => c.calendarCode)).toEqual(['factory']);
    const got = await t.server.call<Calendar>('GET', url(C.get), {
      token: t.editor,
      query: { id: factoryId },
    });
    expect(got.body.data.calendarCode).toBe('factory');
  });

  it('keeps exactly one default calendar, which cannot be deleted', async () => {
    const shift = await t.server.call<Calendar>('POST', url(C.create), {
      token: t.admin,
      body: { calendarCode: 'shift', calendarName: '倒班', isDefault: true },
    });
    expect(shift.body.data).toMatchObject({ isDefault: true, timezone: 'Asia/Shanghai' });
    const defaults = async () =>
      (await page({ pageSize: 100 })).body.data.list
        .filter((c) => c.isDefault)
        .map((c) => c.calendarCode);
    expect(await defaults()).toEqual(['shift']);
    const unset = await t.server.call('PUT', url(C.update), {
      token: t.admin,
      body: { id: shift.body.data.id, isDefault: false },
    });
    expect(unset.body.code).toBe(40009);
    const removeDefault = await t.server.call('DELETE', url(C.remove), {
      token: t.admin,
      body: { ids: [shift.body.data.id] },
    });
    expect(removeDefault.body).toMatchObject({ code: 40009 });
    expect(removeDefault.body.message).toContain('"shift"');
    const original = (await page({ calendarCode: 'default' })).body.data.list[0];
    const back = await t.server.call<Calendar>('PUT', url(C.update), {
      token: t.admin,
      body: { id: original?.id, isDefault: true, calendarName: '默认日历', remark: 'main' },
    });
    expect(back.body.data).toMatchObject({ isDefault: true, remark: 'main' });
    expect(await defaults()).toEqual(['default']);
    const removed = await t.server.call('DELETE', url(C.remove), {
      token: t.admin,
      body: { ids: [shift.body.data.id] },
    });
    expect(removed.body.data).toEqual({ affected: 1 });
    const gone = await t.server.call('GET', url(C.get), {
      token: t.admin,
      query: { id: shift.body.data.id },
    });
    expect(gone.body.code).toBe(40004);
    const reused = await t.server.call('POST', url(C.create), {
      token: t.admin,
      body: { calendarCode: 'shift', calendarName: '倒班二' },
    });
    expect(reused.body.code).toBe(20000);
    const duplicate = await t.server.call('POST', url(C.create), {
      token: t.admin,
      body: { calendarCode: 'factory', calendarName: 'x' },
    });
    expect(duplicate.body).toMatchObject({
      code: 40009,
      message: 'Calendar code "factory" is already in use.',
    });
  });
});

describe('days of a calendar', () => {
  it('answers every day of a month with the weekday rule when nothing is stored', async () => {
    const february = await days(factoryId, 2028, 2);
    expect(february.body.data).toHaveLength(29);
    expect(february.body.data[0]).toEqual({
      day: '2028-02-01',
      weekday: 2,
      dayType: 'WORKDAY',
      workday: true,
      holidayName: '',
      remark: '',
      stored: false,
    });
    expect(february.body.data[4]).toMatchObject({ day: '2028-02-05', weekday: 6, workday: false });
    expect((await days(factoryId, 2027)).body.data).toHaveLength(365);
  });

  it('sets days in batch, generates a year idempotently and counts workdays', async () => {
    const holiday = await t.server.call('PUT', url(C.setDays), {
      token: t.admin,
      body: {
        calendarId: factoryId,
        startDate: '2028-02-10',
        endDate: '2028-02-16',
        dayType: 'HOLIDAY',
        holidayName: ' 春节 ',
      },
    });
    expect(holiday.body.data).toEqual({ affected: 7 });
    const adjusted = await t.server.call('PUT', url(C.setDays), {
      token: t.admin,
      body: {
        calendarId: factoryId,
        startDate: '2028-02-19',
        endDate: '2028-02-19',
        dayType: 'ADJUSTED_WORKDAY',
        holidayName: '春节调休',
      },
    });
    expect(adjusted.body.data).toEqual({ affected: 1 });
    expect(await dayOf(factoryId, '2028-02-19')).toMatchObject({
      dayType: 'ADJUSTED_WORKDAY',
      workday: true,
      holidayName: '春节调休',
      stored: true,
    });

    const count = () =>
      t.server.call<WorkdayCount>('GET', url(C.workdays), {
        token: t.editor,
        query: { calendarId: factoryId, startDate: '2028-02-01', endDate: '2028-02-29' },
      });
    expect((await count()).body.data).toEqual({
      calendarId: factoryId,
      startDate: '2028-02-01',
      endDate: '2028-02-29',
      days: 29,
      workdays: 17,
    });

    const first = await generate({ calendarId: factoryId, year: 2028 });
    expect(first.body.data).toEqual({ year: 2028, written: 358, kept: 8 });
    const again = await generate({ calendarId: factoryId, year: 2028 });
    expect(again.body.data).toEqual({ year: 2028, written: 0, kept: 366 });
    expect(await dayOf(factoryId, '2028-02-10')).toMatchObject({
      dayType: 'HOLIDAY',
      holidayName: '春节',
    });
    expect(await dayOf(factoryId, '2028-03-04')).toMatchObject({
      dayType: 'HOLIDAY',
      weekday: 6,
      stored: true,
    });
    expect((await count()).body.data.workdays).toBe(17);

    const reset = await generate({ calendarId: factoryId, year: 2028, overwrite: true });
    expect(reset.body.data).toEqual({ year: 2028, written: 366, kept: 0 });
    expect(await dayOf(factoryId, '2028-02-10')).toMatchObject({
      dayType: 'WORKDAY',
      holidayName: '',
    });
    expect((await count()).body.data.workdays).toBe(21);

    const cleared = await t.server.call('DELETE', url(C.clearDays), {
      token: t.admin,
      body: { calendarId: factoryId, startDate: '2028-01-01', endDate: '2028-12-31' },
    });
    expect(cleared.body.data).toEqual({ affected: 366 });
    expect(await dayOf(factoryId, '2028-03-04')).toMatchObject({ stored: false });
  });

  it('says whether a date is a workday, in the default calendar unless one is named', async () => {
    const year = new Date().getUTCFullYear();
    const ask = (query: Record<string, string | number>) =>
      t.server.call<WorkdayAnswer>('GET', url(C.isWorkday), { token: t.editor, query });
    const national = await ask({ date: `${year}-10-01` });
    expect(national.body.data).toMatchObject({
      date: `${year}-10-01`,
      workday: false,
      dayType: 'HOLIDAY',
      holidayName: '国庆节',
    });
    const inFactory = await ask({ date: '2028-02-01', calendarId: factoryId });
    expect(inFactory.body.data).toEqual({
      calendarId: factoryId,
      date: '2028-02-01',
      workday: true,
      dayType: 'WORKDAY',
      holidayName: '',
    });
    const unknown = await ask({ date: '2028-02-01', calendarId: 999999 });
    expect(unknown.body).toMatchObject({ code: 40004, message: 'Calendar 999999 was not found.' });
  });

  it('stores nothing from bad input', async () => {
    const set = (body: Record<string, unknown>) => ({
      calendarId: factoryId,
      startDate: '2028-05-01',
      endDate: '2028-05-03',
      dayType: 'HOLIDAY',
      ...body,
    });
    await expectRowsUnchanged(t.server, [calendars, calendarDays], async () => {
      await expectRefused(t.server, t.admin, [
        ['POST', url(C.create), { calendarName: 'x' }, 40022, 'body.calendarCode: is required'],
        [
          'POST',
          url(C.create),
          { calendarCode: 'mars', calendarName: 'x', timezone: 'Mars/Olympus' },
          40022,
          'body.timezone: "Mars/Olympus" is not a known time zone',
        ],
        [
          'POST',
          url(C.create),
          { calendarCode: 'x', calendarName: 'x', isDefault: 'yes' },
          40022,
          'body.isDefault: must be boolean',
        ],
        [
          'PUT',
          url(C.setDays),
          set({ startDate: '2028-02-30' }),
          40022,
          'body.startDate: must be a valid date',
        ],
        ['PUT', url(C.setDays), set({ endDate: '2028/05/03' }), 40022, 'body.endDate'],
        ['PUT', url(C.setDays), set({ dayType: 'WEEKEND' }), 40022, 'body.dayType: must be one of'],
        [
          'PUT',
          url(C.setDays),
          set({ endDate: '2028-04-30' }),
          40022,
          'body.endDate: must not be before startDate',
        ],
        ['PUT', url(C.setDays), set({ endDate: '2029-05-03' }), 40022, 'at most 366 days'],
        [
          'PUT',
          url(C.setDays),
          set({ calendarId: 999999 }),
          40004,
          'Calendar 999999 was not found.',
        ],
        ['PUT', url(C.setDays), set({ holidayName: 'x'.repeat(101) }), 40022, 'body.holidayName'],
        [
          'POST',
          url(C.generate),
          { calendarId: factoryId, year: 1800 },
          40022,
          'body.year: must be at least 1900',
        ],
        ['POST', url(C.generate), { calendarId: factoryId }, 40022, 'body.year: is required'],
        [
          'POST',
          url(C.create),
          { calendarCode: 'big', calendarName: 'x', remark: 'y'.repeat(1_100_000) },
          41300,
          'larger than 1048576 bytes',
        ],
      ]);
      const badQuery = await t.server.call('GET', url(C.days), {
        token: t.admin,
        query: { calendarId: factoryId, year: 2028, month: 13 },
      });
      expect(badQuery.body).toMatchObject({
        code: 40022,
        message: 'query.month: must be at most 12',
      });
      const longRange = await t.server.call('GET', url(C.workdays), {
        token: t.admin,
        query: { startDate: '2000-01-01', endDate: '2028-01-01' },
      });
      expect(longRange.body).toMatchObject({
        code: 40022,
        message: 'query.endDate: the range may span at most 3660 days',
      });
    });
  });

  it('lets the editor read but not change calendars or days', async () => {
    await expectRowsUnchanged(t.server, [calendars, calendarDays], async () => {
      expect((await days(factoryId, 2028, 1)).body.code).toBe(20000);
      await expectEditorRefused(t.server, t.editor, [
        ['POST', url(C.create), { calendarCode: 'x', calendarName: 'x' }, 'system:calendar:add'],
        ['PUT', url(C.update), { id: factoryId, calendarName: 'x' }, 'system:calendar:edit'],
        ['DELETE', url(C.remove), { ids: [factoryId] }, 'system:calendar:remove'],
        [
          'PUT',
          url(C.setDays),
          {
            calendarId: factoryId,
            startDate: '2028-01-01',
            endDate: '2028-01-01',
            dayType: 'HOLIDAY',
          },
          'system:calendar:setDays',
        ],
        [
          'DELETE',
          url(C.clearDays),
          { calendarId: factoryId, startDate: '2028-01-01', endDate: '2028-01-01' },
          'system:calendar:setDays',
        ],
        [
          'POST',
          url(C.generate),
          { calendarId: factoryId, year: 2029 },
          'system:calendar:generate',
        ],
      ]);
    });
  });

  it('treats SQL and wildcards in every search field as plain text', async () => {
    await expectAttacksFindNothing(t.server, t.admin, url(C.page), [
      'calendarName',
      'calendarCode',
    ]);
  });
});

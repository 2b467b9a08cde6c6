import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { READ_ONLY_USER } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import type { Calendar, CalendarDay } from './calendar-api';
import { CalendarDaysDialog } from './CalendarDaysDialog';
import { daysBetween } from './calendar-grid';

const calendar = {
  id: 1,
  calendarCode: 'CAL01',
  calendarName: '中国大陆工作日历',
  isDefault: true,
  timezone: 'Asia/Shanghai',
  status: 1,
} as unknown as Calendar;

/** One calendar's days: stored ones, the others by the weekday rule; set, reset, generate. */
function daysServer(): MockHandler {
  const stored = new Map<string, Pick<CalendarDay, 'dayType' | 'holidayName' | 'remark'>>();
  const dayOf = (day: string): CalendarDay => {
    const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    const row = stored.get(day);
    const dayType = row?.dayType ?? (weekday >= 6 ? 'HOLIDAY' : 'WORKDAY');
    return {
      day,
      weekday,
      dayType,
      workday: dayType !== 'HOLIDAY',
      holidayName: row?.holidayName ?? '',
      remark: row?.remark ?? '',
      stored: row !== undefined,
    };
  };
  return (request) => {
    if (request.path === routeUrl(API.calendar.days)) {
      const method = request.method.toUpperCase();
      if (method === 'GET') {
        const year = Number(request.query.get('year'));
        const month = Number(request.query.get('month'));
        const pad = (n: number) => String(n).padStart(2, '0');
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const days = daysBetween(`${year}-${pad(month)}-01`, `${year}-${pad(month)}-${pad(last)}`);
        return { code: 20000, data: days.map(dayOf) };
      }
      const body = request.body as {
        startDate: string;
        endDate: string;
        dayType?: CalendarDay['dayType'];
        holidayName?: string;
        remark?: string;
      };
      const days = daysBetween(body.startDate, body.endDate);
      for (const day of days) {
        if (method === 'DELETE') stored.delete(day);
        else
          stored.set(day, {
            dayType: body.dayType ?? 'WORKDAY',
            holidayName: body.holidayName ?? '',
            remark: body.remark ?? '',
          });
      }
      return { code: 20000, data: { affected: days.length } };
    }
    if (request.path === routeUrl(API.calendar.generate)) {
      const body = request.body as { year: number };
      return { code: 20000, data: { year: body.year, written: 365, kept: 0 } };
    }
    return { code: 40004, message: 'Not found' };
  };
}

function OpenDays() {
  const [open, setOpen] = useState<Calendar | null>(calendar);
  return (
    <CalendarDaysDialog
      calendar={open}
      onClose={() => setOpen(null)}
      initialMonth={{ year: 2026, month: 10 }}
    />
  );
}

/**
 * Waits until the dialog has faded in and its month is no longer dimmed while days load, so the
 * accessibility check reads its real colours.
 */
async function shown(dialog: HTMLElement) {
  await waitFor(() => expect(getComputedStyle(dialog.parentElement ?? dialog).opacity).toBe('1'));
  await waitFor(() =>
    expect(
      within(dialog).queryByTestId('calendar-month')?.getAttribute('aria-busy') ?? null,
    ).toBeNull(),
  );
}

const meta: Meta<typeof CalendarDaysDialog> = {
  title: 'Admin/Screens/Calendars/Days dialog',
  component: CalendarDaysDialog,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof CalendarDaysDialog>;

/** A range of days set to a holiday with Shift-click, then a year's generation checked. */
export const SetHolidays: Story = {
  render: () => (
    <AdminStoryFrame server={daysServer()}>
      <OpenDays />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const element = await page.findByRole('dialog', { name: '中国大陆工作日历：日历视图' });
    await shown(element);
    const dialog = within(element);
    await waitFor(() => expect(dialog.getByText('2026 年 10 月')).toBeVisible());
    await expect(dialog.getByText('点击日期选择，按住 Shift 点击选择一段日期')).toBeVisible();
    await expect(dialog.getByRole('button', { name: '设置所选日期' })).toBeDisabled();
    await userEvent.click(
      await dialog.findByRole('button', { name: '2026-10-01 · 工作日 · 按星期规则' }),
    );
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(dialog.getByRole('button', { name: /^2026-10-07 / }));
    await user.keyboard('{/Shift}');
    await expect(dialog.getByText('已选 7 天')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('节假日名称'), '国庆节');
    await userEvent.click(dialog.getByRole('button', { name: '设置所选日期' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: '2026-10-07 · 休息日 · 国庆节' })).toBeVisible(),
    );
    await expect(dialog.getByText('点击日期选择，按住 Shift 点击选择一段日期')).toBeVisible();
    await waitFor(() => expect(page.queryByText('已设置 7 天')).toBeNull(), { timeout: 10_000 });
    await userEvent.click(dialog.getByRole('button', { name: '生成全年' }));
    const generate = within(await page.findByRole('dialog', { name: /全年日历/ }));
    await expect(generate.getByLabelText('年份')).toHaveValue('2026');
    await userEvent.click(generate.getByRole('button', { name: '生成全年' }));
    await waitFor(() => expect(page.getByText('2026 年：写入 365 天，保留 0 天')).toBeVisible());
    await waitFor(() => expect(page.queryByRole('dialog', { name: /全年日历/ })).toBeNull());
    await waitFor(() => expect(page.queryByText(/写入 365 天/)).toBeNull(), { timeout: 10_000 });
  },
};

/** Without the calendar codes the month only shows: no day buttons act, no year generation. */
export const ReadOnly: Story = {
  render: () => (
    <AdminStoryFrame server={daysServer()} user={READ_ONLY_USER} language="en-US">
      <OpenDays />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const element = await page.findByRole('dialog');
    await shown(element);
    const dialog = within(element);
    await waitFor(() => expect(dialog.getByText('10/2026')).toBeVisible());
    await expect(await dialog.findByRole('button', { name: /^2026-10-03 · / })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Set selected days' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Generate year' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

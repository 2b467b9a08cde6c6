import { API, routeUrl } from '@org/api-contract';
import type { MockHandler } from '@org/app-kit';
import { StoryFrame } from '@org/app-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminMessages } from '../../messages';
import type { Calendar, CalendarDay } from './calendar-api';
import { daysBetween } from './calendar-grid';
import { CalendarScreen } from './CalendarScreen';

const calendars: Calendar[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  calendarCode: `CAL${String(index + 1).padStart(2, '0')}`,
  calendarName: index === 0 ? '中国大陆工作日历' : `工厂日历 ${index + 1}`,
  isDefault: index === 0,
  timezone: 'Asia/Shanghai',
  status: index % 5 === 4 ? 0 : 1,
  remark: '',
  createdBy: null,
  createdAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
  updatedBy: null,
  updatedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
})) as unknown as Calendar[];

/** A calendar service: the calendars above and the days stored per calendar. */
function calendarServer(): MockHandler {
  const stored = new Map<string, Omit<CalendarDay, 'day' | 'weekday' | 'stored' | 'workday'>>();
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
    if (request.path === routeUrl(API.calendar.page)) {
      const body = request.body as { pageNo?: number; pageSize?: number };
      const pageNo = body.pageNo ?? 1;
      const pageSize = body.pageSize ?? 10;
      return {
        code: 20000,
        data: {
          list: calendars.slice((pageNo - 1) * pageSize, pageNo * pageSize),
          total: calendars.length,
          pageNo,
          pageSize,
        },
      };
    }
    if (request.path === routeUrl(API.calendar.days)) {
      if (request.method.toUpperCase() === 'GET') {
        const year = Number(request.query.get('year'));
        const month = Number(request.query.get('month'));
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const pad = (n: number) => String(n).padStart(2, '0');
        return {
          code: 20000,
          data: daysBetween(`${year}-${pad(month)}-01`, `${year}-${pad(month)}-${pad(last)}`).map(
            dayOf,
          ),
        };
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
        if (request.method.toUpperCase() === 'DELETE') stored.delete(day);
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

const meta: Meta<typeof CalendarScreen> = {
  title: 'Admin/Screens/Calendars',
  component: CalendarScreen,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof CalendarScreen>;

const thisMonth = () => {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1 };
};
const pad = (n: number) => String(n).padStart(2, '0');

/** The calendars, a calendar's month view, and a day set to a public holiday. */
export const Administrator: Story = {
  render: () => (
    <StoryFrame signedIn server={calendarServer()} messages={adminMessages}>
      <CalendarScreen title="日历管理" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('CAL01')).toBeVisible();
    await expect(canvas.getByText('共 12 条')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '日历视图 中国大陆工作日历' }));
    const dialog = within(await page.findByRole('dialog'));
    const { year, month } = thisMonth();
    await waitFor(() => expect(dialog.getByText(`${year} 年 ${month} 月`)).toBeVisible());
    for (const weekday of ['一', '二', '三', '四', '五', '六', '日'])
      await expect(dialog.getByText(weekday, { exact: true })).toBeVisible();
    const first = `${year}-${pad(month)}-01`;
    const third = `${year}-${pad(month)}-03`;
    await userEvent.click(await dialog.findByRole('button', { name: new RegExp(`^${first}`) }));
    const user = userEvent.setup();
    await user.keyboard('{Shift>}');
    await user.click(dialog.getByRole('button', { name: new RegExp(`^${third}`) }));
    await user.keyboard('{/Shift}');
    await expect(dialog.getByText('已选 3 天')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('节假日名称'), '假期');
    await userEvent.click(dialog.getByRole('button', { name: '设置所选日期' }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: `${third} · 休息日 · 假期` })).toBeVisible(),
    );
    // the kit's success notice goes away by itself
    await waitFor(() => expect(page.queryByText('已设置 3 天')).toBeNull(), { timeout: 10_000 });
    await userEvent.click(dialog.getByRole('button', { name: '下个月' }));
    const next = month === 12 ? `${year + 1} 年 1 月` : `${year} 年 ${month + 1} 月`;
    await waitFor(() => expect(dialog.getByText(next)).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '生成全年' }));
    const generate = within(await page.findByRole('dialog', { name: /全年日历/ }));
    await userEvent.clear(generate.getByLabelText('年份'));
    await userEvent.type(generate.getByLabelText('年份'), '20x');
    await expect(generate.getByText('年份须为 1900–2200 的整数')).toBeVisible();
    await expect(generate.getByRole('button', { name: '生成全年' })).toBeDisabled();
  },
};

/** A user without the calendar codes sees the list and the days, and nothing that changes them. */
export const ReadOnly: Story = {
  render: () => (
    <StoryFrame
      signedIn
      user={{
        isAdmin: false,
        menu: ['viewer'],
        roleList: [],
        resources: [{ resourceCode: 'system:calendar', resourceType: 'MENU' }],
      }}
      server={calendarServer()}
      messages={adminMessages}
      language="en-US"
    >
      <CalendarScreen title="Calendars" />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByText('CAL01')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Days 中国大陆工作日历' }));
    const dialog = within(await page.findByRole('dialog'));
    // the dialog fades in: its text is visible once it has
    await waitFor(() => expect(dialog.getByText('Mon')).toBeVisible());
    await expect(dialog.queryByRole('button', { name: 'Set selected days' })).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Generate year' })).toBeNull();
    // the dialog has faded in, and its month is no longer dimmed while its days load, before
    // the accessibility check reads its colours
    const shown = await page.findByRole('dialog');
    await waitFor(() => expect(getComputedStyle(shown.parentElement ?? shown).opacity).toBe('1'));
    await waitFor(() =>
      expect(dialog.getByTestId('calendar-month')).not.toHaveAttribute('aria-busy'),
    );
  },
};

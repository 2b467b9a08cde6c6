import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { AdminStoryFrame } from '../../testing/stories';
import type { CalendarDay } from './calendar-api';
import { CalendarMonth } from './CalendarMonth';
import { daysBetween, type YearMonth } from './calendar-grid';

/** Stored days of the stories: the National Day week and the Saturday worked in exchange. */
const stored: Record<string, Pick<CalendarDay, 'dayType' | 'holidayName'>> = {
  ...Object.fromEntries(
    daysBetween('2026-10-01', '2026-10-07').map((day) => [
      day,
      { dayType: 'HOLIDAY' as const, holidayName: '国庆节' },
    ]),
  ),
  '2026-10-10': { dayType: 'ADJUSTED_WORKDAY', holidayName: '' },
};

/** The days of `month` as the server answers them: stored ones, else by the weekday rule. */
function daysOf({ year, month }: YearMonth): CalendarDay[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return daysBetween(`${year}-${pad(month)}-01`, `${year}-${pad(month)}-${pad(last)}`).map(
    (day) => {
      const weekday = ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
      const row = stored[day];
      const dayType = row?.dayType ?? (weekday >= 6 ? 'HOLIDAY' : 'WORKDAY');
      return {
        day,
        weekday,
        dayType,
        workday: dayType !== 'HOLIDAY',
        holidayName: row?.holidayName ?? '',
        remark: '',
        stored: row !== undefined,
      };
    },
  );
}

/** The month with its own selection and paging, as the days dialog holds them. */
function Month({ selectable }: { selectable: boolean }) {
  const [month, setMonth] = useState<YearMonth>({ year: 2026, month: 10 });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const select = (day: string) => {
    const next = new Set(selected);
    if (next.has(day)) next.delete(day);
    else next.add(day);
    setSelected(next);
  };
  return (
    <CalendarMonth
      month={month}
      days={daysOf(month)}
      selected={selected}
      onMonthChange={setMonth}
      {...(selectable ? { onSelect: select } : {})}
    />
  );
}

const meta: Meta<typeof CalendarMonth> = {
  title: 'Admin/Screens/Calendars/Month',
  component: CalendarMonth,
  parameters: { layout: 'padded' },
};
export default meta;
type Story = StoryObj<typeof CalendarMonth>;

/** October with its holiday week and adjusted Saturday; days select, months page. */
export const Selectable: Story = {
  render: () => (
    <AdminStoryFrame>
      <Month selectable />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '2026 年 10 月' })).toBeVisible();
    await expect(canvas.getByText('一')).toBeVisible();
    const holiday = canvas.getByRole('button', { name: /^2026-10-01 · 休息日 · 国庆节/ });
    await expect(holiday).toHaveAttribute('data-type', 'HOLIDAY');
    await expect(canvas.getByRole('button', { name: /^2026-10-10 · 调休上班/ })).toHaveAttribute(
      'data-type',
      'ADJUSTED_WORKDAY',
    );
    const rule = canvas.getByRole('button', { name: '2026-10-12 · 工作日 · 按星期规则' });
    await expect(rule).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(rule);
    await expect(rule).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(rule);
    await expect(rule).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(canvas.getByRole('button', { name: '下个月' }));
    await expect(canvas.getByRole('heading', { name: '2026 年 11 月' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^2026-11-01 · 休息日/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^2026-10-01/ })).toBeNull();
  },
};

/** Without `onSelect` the days only show, in English. */
export const ReadOnly: Story = {
  render: () => (
    <AdminStoryFrame language="en-US">
      <Month selectable={false} />
    </AdminStoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const holiday = canvas.getByRole('button', { name: /^2026-10-01 · / });
    await expect(holiday).toBeDisabled();
    await expect(holiday).not.toHaveAttribute('aria-pressed');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('button', { name: /^2026-09-30 · / })).toBeDisabled();
  },
};

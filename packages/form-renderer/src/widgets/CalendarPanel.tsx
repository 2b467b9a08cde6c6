import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { RendererLocale, Translate } from '../contract';
import { addDays, addMonths, formatDate, sameDay, startOfDay } from './date-format';
import { ChevronLeftIcon, ChevronRightIcon, DoubleLeftIcon, DoubleRightIcon } from './icons';

export type CalendarLevel = 'year' | 'month' | 'date';

export interface CalendarPanelProps {
  /** What a pick chooses: a year, a month or a day. */
  pick: CalendarLevel;
  /** Dates shown as chosen. */
  selected: readonly Date[];
  /** Days between the two ends of a range are marked (inclusive). */
  range?: readonly [Date, Date] | null;
  /** The date whose month (or year) shows first. */
  start: Date;
  onPick: (date: Date) => void;
  locale: RendererLocale;
  t: Translate;
}

const DAYS_SHOWN = 42;

function decadeStart(year: number): number {
  return Math.floor(year / 10) * 10;
}

/**
 * A calendar to pick a day, a month or a year. The day grid follows the grid pattern:
 * arrow keys move a day or a week, Page Up and Page Down a month, and the month changes with
 * the focus. Month and year grids are plain buttons.
 */
export function CalendarPanel({
  pick,
  selected,
  range,
  start,
  onPick,
  locale,
  t,
}: CalendarPanelProps) {
  const [level, setLevel] = useState<CalendarLevel>(pick);
  const [focus, setFocus] = useState(() => startOfDay(start));
  const view = addMonths(focus, 0);
  const grid = useRef<HTMLTableElement>(null);
  const keyboardMoved = useRef(false);
  const weekStart = locale === 'zh-CN' ? 1 : 0;

  const names = useMemo(() => {
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
    const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' });
    const month = new Intl.DateTimeFormat(locale, { month: 'short' });
    return {
      monthYear: new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }),
      day: new Intl.DateTimeFormat(locale, { dateStyle: 'full' }),
      weekdays: Array.from({ length: 7 }, (_, index) => {
        const day = new Date(2024, 0, 7 + ((index + weekStart) % 7)); // 7 Jan 2024 was a Sunday
        return { short: weekday.format(day), long: weekdayLong.format(day) };
      }),
      months: Array.from({ length: 12 }, (_, index) => month.format(new Date(2024, index, 1))),
    };
  }, [locale, weekStart]);

  useEffect(() => {
    if (!keyboardMoved.current) return;
    keyboardMoved.current = false;
    grid.current
      ?.querySelector<HTMLButtonElement>(`[data-day="${formatDate(focus, 'yyyy-MM-dd')}"]`)
      ?.focus();
  }, [focus]);

  const today = startOfDay(new Date());
  const isSelected = (test: (date: Date) => boolean) => selected.some(test);
  const moveView = (months: number) => setFocus((current) => addMonths(current, months));

  const onGridKey = (event: KeyboardEvent) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focus, -1),
      ArrowRight: () => addDays(focus, 1),
      ArrowUp: () => addDays(focus, -7),
      ArrowDown: () => addDays(focus, 7),
      PageUp: () => keepDay(addMonths(focus, event.shiftKey ? -12 : -1), focus),
      PageDown: () => keepDay(addMonths(focus, event.shiftKey ? 12 : 1), focus),
      Home: () => addDays(focus, -((focus.getDay() - weekStart + 7) % 7)),
      End: () => addDays(focus, 6 - ((focus.getDay() - weekStart + 7) % 7)),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    keyboardMoved.current = true;
    setFocus(move());
  };

  let header: ReactNode;
  let body: ReactNode;
  if (level === 'date') {
    const first = addDays(view, -((view.getDay() - weekStart + 7) % 7));
    const days = Array.from({ length: DAYS_SHOWN }, (_, index) => addDays(first, index));
    const caption = names.monthYear.format(view);
    header = (
      <>
        {navButton(
          t('widget.date.previousYear'),
          () => moveView(-12),
          <DoubleLeftIcon fontSize="small" />,
        )}
        {navButton(
          t('widget.date.previousMonth'),
          () => moveView(-1),
          <ChevronLeftIcon fontSize="small" />,
        )}
        <Button
          size="small"
          aria-label={t('widget.date.chooseMonth')}
          onClick={() => setLevel('month')}
          sx={{ flex: 1 }}
        >
          {caption}
        </Button>
        {navButton(
          t('widget.date.nextMonth'),
          () => moveView(1),
          <ChevronRightIcon fontSize="small" />,
        )}
        {navButton(
          t('widget.date.nextYear'),
          () => moveView(12),
          <DoubleRightIcon fontSize="small" />,
        )}
      </>
    );
    body = (
      <Box
        component="table"
        ref={grid}
        role="grid"
        aria-label={caption}
        onKeyDown={onGridKey}
        sx={{ borderCollapse: 'collapse', mx: 'auto' }}
      >
        <thead>
          <tr>
            {names.weekdays.map((day) => (
              <Box
                component="th"
                key={day.long}
                scope="col"
                abbr={day.long}
                sx={{ fontWeight: 400, fontSize: 12, color: 'text.secondary', p: 0.5 }}
              >
                {day.short}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: DAYS_SHOWN / 7 }, (_, row) => (
            <tr key={row}>
              {days.slice(row * 7, row * 7 + 7).map((day) => {
                const chosen = isSelected((date) => sameDay(date, day));
                const inRange = range
                  ? day >= startOfDay(range[0]) && day <= startOfDay(range[1])
                  : false;
                const outside = day.getMonth() !== view.getMonth();
                return (
                  <td
                    key={day.getTime()}
                    role="gridcell"
                    aria-selected={chosen}
                    style={{ padding: 1 }}
                  >
                    <Button
                      size="small"
                      data-day={formatDate(day, 'yyyy-MM-dd')}
                      aria-label={names.day.format(day)}
                      aria-current={sameDay(day, today) ? 'date' : undefined}
                      tabIndex={sameDay(day, focus) ? 0 : -1}
                      variant={chosen ? 'contained' : 'text'}
                      onClick={() => {
                        setFocus(day);
                        onPick(day);
                      }}
                      sx={{
                        minWidth: 32,
                        width: 32,
                        height: 32,
                        p: 0,
                        borderRadius: '50%',
                        color: chosen ? undefined : outside ? 'text.disabled' : 'text.primary',
                        bgcolor: !chosen && inRange ? 'action.selected' : undefined,
                        fontWeight: sameDay(day, today) ? 700 : 400,
                      }}
                    >
                      {day.getDate()}
                    </Button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
    );
  } else if (level === 'month') {
    const year = view.getFullYear();
    header = (
      <>
        {navButton(
          t('widget.date.previousYear'),
          () => moveView(-12),
          <DoubleLeftIcon fontSize="small" />,
        )}
        <Button
          size="small"
          aria-label={t('widget.date.chooseYear')}
          onClick={() => setLevel('year')}
          sx={{ flex: 1 }}
        >
          {year}
        </Button>
        {navButton(
          t('widget.date.nextYear'),
          () => moveView(12),
          <DoubleRightIcon fontSize="small" />,
        )}
      </>
    );
    body = choiceGrid(
      <>
        {names.months.map((name, month) => {
          const chosen = isSelected(
            (date) => date.getFullYear() === year && date.getMonth() === month,
          );
          return (
            <Button
              key={name}
              size="small"
              aria-pressed={chosen}
              aria-label={names.monthYear.format(new Date(year, month, 1))}
              variant={chosen ? 'contained' : 'text'}
              onClick={() => {
                const date = new Date(year, month, 1);
                if (pick === 'month') onPick(date);
                else {
                  setFocus(keepDay(date, focus));
                  setLevel('date');
                }
              }}
            >
              {name}
            </Button>
          );
        })}
      </>,
    );
  } else {
    const first = decadeStart(view.getFullYear());
    header = (
      <>
        {navButton(
          t('widget.date.previousDecade'),
          () => moveView(-120),
          <DoubleLeftIcon fontSize="small" />,
        )}
        <Box sx={{ flex: 1, textAlign: 'center', fontSize: 14 }}>{`${first} – ${first + 9}`}</Box>
        {navButton(
          t('widget.date.nextDecade'),
          () => moveView(120),
          <DoubleRightIcon fontSize="small" />,
        )}
      </>
    );
    body = choiceGrid(
      <>
        {Array.from({ length: 10 }, (_, index) => {
          const year = first + index;
          const chosen = isSelected((date) => date.getFullYear() === year);
          return (
            <Button
              key={year}
              size="small"
              aria-pressed={chosen}
              variant={chosen ? 'contained' : 'text'}
              onClick={() => {
                const date = new Date(year, 0, 1);
                date.setFullYear(year);
                if (pick === 'year') onPick(date);
                else {
                  setFocus(keepDay(new Date(year, focus.getMonth(), 1), focus));
                  setLevel('month');
                }
              }}
            >
              {year}
            </Button>
          );
        })}
      </>,
    );
  }

  return (
    <Box sx={{ width: 280 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>{header}</Box>
      {body}
    </Box>
  );
}

/** The day of `day` in the month of `month`, or that month's last day when shorter. */
function keepDay(month: Date, day: Date): Date {
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  return new Date(month.getFullYear(), month.getMonth(), Math.min(day.getDate(), last));
}

function navButton(label: string, onClick: () => void, icon: ReactNode) {
  return (
    <IconButton size="small" aria-label={label} onClick={onClick}>
      {icon}
    </IconButton>
  );
}

function choiceGrid(children: ReactNode) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 1 }}>{children}</Box>
  );
}

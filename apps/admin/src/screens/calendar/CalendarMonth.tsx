import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarDay } from './calendar-api';
import { monthWeeks, shiftMonth, type YearMonth } from './calendar-grid';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Background of a day by its type (text stays dark enough on each). */
export const DAY_COLOURS = {
  WORKDAY: '#ffffff',
  HOLIDAY: '#fde7e7',
  ADJUSTED_WORKDAY: '#fff1d6',
} as const;

export interface CalendarMonthProps {
  month: YearMonth;
  /** The month's days as the server answers them. */
  days: readonly CalendarDay[];
  selected: ReadonlySet<string>;
  /** A day was clicked; `range` when Shift was held (select from the last clicked day). */
  onSelect?: (day: string, range: boolean) => void;
  onMonthChange: (month: YearMonth) => void;
  loading?: boolean;
}

/**
 * One month of a calendar: seven columns Monday to Sunday under weekday headers, each day with
 * its type (workday, rest day, adjusted workday) and holiday name; previous / next month.
 * Days are buttons that select (pressed) when `onSelect` is given.
 */
export function CalendarMonth({
  month,
  days,
  selected,
  onSelect,
  onMonthChange,
  loading,
}: CalendarMonthProps) {
  const { t } = useTranslation('admin');
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const byDay = useMemo(() => new Map(days.map((day) => [day.day, day])), [days]);
  const now = new Date();

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <IconButton
          aria-label={t('calendar.previous')}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <span aria-hidden>‹</span>
        </IconButton>
        <Typography
          component="h2"
          variant="h6"
          aria-live="polite"
          sx={{ minWidth: 140, textAlign: 'center' }}
        >
          {t('calendar.monthTitle', { year: month.year, month: month.month })}
        </Typography>
        <IconButton
          aria-label={t('calendar.next')}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <span aria-hidden>›</span>
        </IconButton>
        <Button
          size="small"
          onClick={() => onMonthChange({ year: now.getFullYear(), month: now.getMonth() + 1 })}
        >
          {t('calendar.today')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Box
          aria-label={t('calendar.legend')}
          role="group"
          sx={{ display: 'flex', gap: 1.5, fontSize: 13 }}
        >
          {(['WORKDAY', 'HOLIDAY', 'ADJUSTED_WORKDAY'] as const).map((type) => (
            <Box key={type} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Box
                sx={{
                  width: 14,
                  height: 14,
                  border: '1px solid #bbb',
                  bgcolor: DAY_COLOURS[type],
                }}
              />
              {t(`calendar.type.${type}`)}
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        data-testid="calendar-month"
        aria-busy={loading ? true : undefined}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
          gap: 0.5,
          opacity: loading ? 0.6 : 1,
        }}
      >
        {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
          <Typography
            key={weekday}
            component="div"
            variant="body2"
            sx={{ textAlign: 'center', fontWeight: 600, py: 0.5, color: 'text.secondary' }}
          >
            {t(`calendar.weekday.${weekday}`)}
          </Typography>
        ))}
        {weeks.flat().map((date, index) => {
          if (!date) return <Box key={`blank-${index}`} />;
          const day = byDay.get(date);
          const type = day?.dayType ?? 'WORKDAY';
          const typeName = day ? t(`calendar.type.${type}`) : '';
          const pressed = selected.has(date);
          const label = [
            date,
            typeName,
            day?.holidayName,
            day && !day.stored ? t('calendar.rule') : '',
          ]
            .filter(Boolean)
            .join(' · ');
          return (
            <Box
              key={date}
              component="button"
              type="button"
              data-day={date}
              data-type={day ? type : undefined}
              aria-pressed={onSelect ? pressed : undefined}
              title={label}
              disabled={!onSelect}
              onClick={(event: React.MouseEvent) => onSelect?.(date, event.shiftKey)}
              sx={{
                all: 'unset',
                boxSizing: 'border-box',
                position: 'relative',
                cursor: onSelect ? 'pointer' : 'default',
                minHeight: 64,
                p: 0.75,
                border: '1px solid',
                borderColor: pressed ? 'primary.main' : '#d9d9d9',
                outline: pressed ? '2px solid' : 'none',
                outlineColor: 'primary.main',
                outlineOffset: -2,
                borderRadius: 1,
                bgcolor: DAY_COLOURS[type],
                display: 'flex',
                flexDirection: 'column',
                gap: 0.25,
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.dark' },
              }}
            >
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {label}
              </Box>
              <Box
                aria-hidden
                sx={{ display: 'flex', justifyContent: 'space-between', width: '100%' }}
              >
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {Number(date.slice(8))}
                </Typography>
                {day && (
                  <Typography
                    component="span"
                    variant="caption"
                    sx={{ color: type === 'HOLIDAY' ? '#a61b1b' : '#333', fontWeight: 600 }}
                  >
                    {t(`calendar.typeShort.${type}`)}
                  </Typography>
                )}
              </Box>
              <Typography
                aria-hidden
                component="span"
                variant="caption"
                sx={{
                  color: '#444',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {day?.holidayName || (day?.stored ? typeName : '')}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

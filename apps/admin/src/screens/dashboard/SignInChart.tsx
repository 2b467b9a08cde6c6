import type { SignInDay } from '@org/api-contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Height of the tallest bar, in px. */
const CHART_HEIGHT = 140;

export interface SignInChartProps {
  /** The last seven days, oldest first. */
  days: readonly SignInDay[];
}

function Bar({ value, max, colour }: { value: number; max: number; colour: string }) {
  const height = max === 0 ? 0 : Math.max(value > 0 ? 3 : 0, (value / max) * CHART_HEIGHT);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', width: 18 }}>
      <Typography variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.4 }}>
        {value}
      </Typography>
      <Box sx={{ width: '100%', height, bgcolor: colour, borderRadius: '3px 3px 0 0' }} />
    </Box>
  );
}

/**
 * Sign-ins per day over the last seven days, succeeded beside failed, as plain bars: the one
 * chart of the dashboard does not need a chart library. Its accessible name reads every day.
 */
export function SignInChart({ days }: SignInChartProps) {
  const { t } = useTranslation('admin');
  const max = Math.max(0, ...days.flatMap((day) => [day.succeeded, day.failed]));
  const label = t('dashboard.chartLabel', {
    days: days.map((day) => t('dashboard.chartDay', { ...day })).join('；'),
  });
  return (
    <Box>
      <Box
        role="img"
        aria-label={label}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`,
          alignItems: 'end',
          height: CHART_HEIGHT + 48,
          borderBottom: 1,
          borderColor: 'divider',
          px: 1,
        }}
      >
        {days.map((day) => (
          <Box key={day.date} sx={{ display: 'flex', justifyContent: 'center', gap: 0.5 }}>
            <Bar value={day.succeeded} max={max} colour="success.main" />
            <Bar value={day.failed} max={max} colour="error.main" />
          </Box>
        ))}
      </Box>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${days.length}, minmax(0, 1fr))`,
          px: 1,
          pt: 0.5,
        }}
      >
        {days.map((day) => (
          <Typography
            key={day.date}
            variant="caption"
            sx={{ textAlign: 'center', color: 'text.secondary' }}
          >
            {day.date.slice(5)}
          </Typography>
        ))}
      </Box>
      <Box aria-hidden sx={{ display: 'flex', gap: 2, justifyContent: 'center', mt: 1 }}>
        {(
          [
            ['success.main', t('dashboard.succeeded')],
            ['error.main', t('dashboard.failed')],
          ] as const
        ).map(([colour, text]) => (
          <Box key={text} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: colour }} />
            <Typography variant="caption">{text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import { DAY_TYPES, PERMISSIONS } from '@org/api-contract';
import { notify, useCan } from '@org/app-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Calendar,
  type CalendarDay,
  useCalendarDaysQuery,
  useClearCalendarDaysMutation,
  useGenerateCalendarYearMutation,
  useSetCalendarDaysMutation,
} from './calendar-api';
import { daysBetween, toRuns, type YearMonth } from './calendar-grid';
import { CalendarMonth } from './CalendarMonth';

const P = PERMISSIONS.calendar;
const NO_DAYS: CalendarDay[] = [];

export interface CalendarDaysDialogProps {
  calendar: Calendar | null;
  onClose: () => void;
  /** The month shown first (default: this month). */
  initialMonth?: YearMonth;
}

/** A calendar's month view: select days, set their type or reset them; generate a year. */
export function CalendarDaysDialog({ calendar, onClose, initialMonth }: CalendarDaysDialogProps) {
  const { t } = useTranslation('admin');
  const canSet = useCan(P.setDays);
  const canGenerate = useCan(P.generate);
  const [month, setMonth] = useState<YearMonth>(
    () => initialMonth ?? { year: new Date().getFullYear(), month: new Date().getMonth() + 1 },
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const [dayType, setDayType] = useState<(typeof DAY_TYPES)[number]>('HOLIDAY');
  const [holidayName, setHolidayName] = useState('');
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [generating, setGenerating] = useState<{ year: string; overwrite: boolean } | null>(null);
  const { data, isFetching } = useCalendarDaysQuery(
    { calendarId: calendar?.id ?? 0, year: month.year, month: month.month },
    { skip: !calendar },
  );
  const [setDays] = useSetCalendarDaysMutation();
  const [clearDays] = useClearCalendarDaysMutation();
  const [generate] = useGenerateCalendarYearMutation();

  const select = (day: string, range: boolean) => {
    const next = new Set(selected);
    if (range && anchor) for (const one of daysBetween(anchor, day)) next.add(one);
    else if (next.has(day)) next.delete(day);
    else next.add(day);
    setSelected(next);
    setAnchor(day);
  };

  const run = async (clear: boolean) => {
    if (!calendar || selected.size === 0) return;
    setBusy(true);
    try {
      let affected = 0;
      for (const range of toRuns(selected)) {
        const answer = clear
          ? await clearDays({ calendarId: calendar.id, ...range }).unwrap()
          : await setDays({
              calendarId: calendar.id,
              ...range,
              dayType,
              holidayName: holidayName.trim(),
              remark: remark.trim(),
            }).unwrap();
        affected += answer.affected;
      }
      notify(
        clear
          ? t('calendar.resetDone', { count: selected.size })
          : t('calendar.applied', { count: affected }),
        { variant: 'success', autoHideDuration: 3000 },
      );
      setSelected(new Set());
      setAnchor(null);
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  const yearText = generating?.year.trim() ?? '';
  const yearValid =
    /^\d{4}$/.test(yearText) && Number(yearText) >= 1900 && Number(yearText) <= 2200;
  const runGenerate = async () => {
    if (!calendar || !generating || !yearValid) return;
    setBusy(true);
    try {
      const answer = await generate({
        calendarId: calendar.id,
        year: Number(yearText),
        overwrite: generating.overwrite,
      }).unwrap();
      notify(t('calendar.generated', answer), {
        variant: 'success',
        autoHideDuration: 4000,
      });
      setGenerating(null);
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={calendar !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      aria-labelledby="calendar-days-title"
    >
      <DialogTitle id="calendar-days-title">
        {t('calendar.daysOf', { name: calendar?.calendarName ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        <CalendarMonth
          month={month}
          days={data ?? NO_DAYS}
          selected={selected}
          {...(canSet ? { onSelect: select } : {})}
          onMonthChange={setMonth}
          loading={isFetching}
        />
        {canSet && (
          <Box
            role="group"
            aria-label={t('calendar.apply')}
            sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
          >
            <Typography variant="body2" sx={{ width: '100%', color: 'text.secondary' }}>
              {selected.size > 0
                ? t('calendar.selected', { count: selected.size })
                : t('calendar.selectHint')}
            </Typography>
            <TextField
              select
              size="small"
              label={t('calendar.dayType')}
              value={dayType}
              onChange={(event) => setDayType(event.target.value as typeof dayType)}
              sx={{ minWidth: 140 }}
            >
              {DAY_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`calendar.type.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              size="small"
              label={t('calendar.holidayName')}
              value={holidayName}
              onChange={(event) => setHolidayName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <TextField
              size="small"
              label={t('calendar.dayRemark')}
              value={remark}
              onChange={(event) => setRemark(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
            <Button
              variant="contained"
              disabled={busy || selected.size === 0}
              onClick={() => void run(false)}
            >
              {t('calendar.apply')}
            </Button>
            <Button disabled={busy || selected.size === 0} onClick={() => void run(true)}>
              {t('calendar.reset')}
            </Button>
            <Button
              disabled={selected.size === 0}
              onClick={() => {
                setSelected(new Set());
                setAnchor(null);
              }}
            >
              {t('calendar.clearSelection')}
            </Button>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {canGenerate && (
          <Button
            sx={{ mr: 'auto' }}
            onClick={() => setGenerating({ year: String(month.year), overwrite: false })}
          >
            {t('calendar.generate')}
          </Button>
        )}
        <Button onClick={onClose}>{t('calendar.close')}</Button>
      </DialogActions>
      <Dialog
        open={generating !== null}
        onClose={(_, reason) => reason !== 'backdropClick' && setGenerating(null)}
        aria-labelledby="calendar-generate-title"
      >
        <DialogTitle id="calendar-generate-title">
          {t('calendar.generateTitle', { name: calendar?.calendarName ?? '' })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('calendar.generateText')}</DialogContentText>
          <TextField
            size="small"
            label={t('calendar.generateYear')}
            value={generating?.year ?? ''}
            onChange={(event) =>
              setGenerating({ year: event.target.value, overwrite: generating?.overwrite ?? false })
            }
            error={!yearValid}
            helperText={yearValid ? ' ' : t('calendar.yearInvalid')}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
          />
          <FormControlLabel
            sx={{ display: 'flex' }}
            control={
              <Checkbox
                checked={generating?.overwrite ?? false}
                onChange={(event) =>
                  setGenerating({ year: generating?.year ?? '', overwrite: event.target.checked })
                }
              />
            }
            label={t('calendar.overwrite')}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setGenerating(null)}>{t('dialog.cancel')}</Button>
          <Button
            variant="contained"
            disabled={busy || !yearValid}
            onClick={() => void runGenerate()}
          >
            {t('calendar.generate')}
          </Button>
        </DialogActions>
      </Dialog>
    </Dialog>
  );
}

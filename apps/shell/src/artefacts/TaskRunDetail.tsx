import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskRunRecord } from '../api/tasks-api';
import { dateTime } from '../common/format';
import { STATUS_MARK, durationText } from './task-runs';

/** A cell's text: objects as JSON, nothing for null. */
const cellText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * The sample a data view run kept: how many rows the view answered and how many are shown, and
 * those rows under their first row's keys. A table, not a list on the kit: a handful of rows
 * kept with the run, all shown, nothing to page or sort.
 */
function RunSample({ run }: { run: TaskRunRecord }) {
  const { t } = useTranslation('shell');
  const keys = Object.keys(run.sample[0] ?? {});
  return (
    <>
      <Typography variant="subtitle2" component="h4">
        {t('task.sample')}
      </Typography>
      <Typography variant="body2">
        {t('task.sampleCount', { total: run.rowCount ?? 0, shown: run.sample.length })}
      </Typography>
      {run.sample.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('task.noSample')}
        </Typography>
      ) : (
        <TableContainer
          role="region"
          aria-label={t('task.sample')}
          tabIndex={0}
          sx={{ maxHeight: 280 }}
        >
          <Table size="small" stickyHeader aria-label={t('task.sample')}>
            <TableHead>
              <TableRow>
                {keys.map((key) => (
                  <TableCell key={key}>{key}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {run.sample.map((row, index) => (
                <TableRow key={index}>
                  {keys.map((key) => (
                    <TableCell key={key}>{cellText(row[key])}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

/** One run opened under the runs list: its times and outcome, its error in full, its sample. */
export function TaskRunDetail({ run }: { run: TaskRunRecord }) {
  const { t, i18n } = useTranslation('shell');
  const headingId = useId();
  const facts: [string, string][] = [
    [t('task.trigger'), t(`task.trigger.${run.trigger}`)],
    [t('task.scheduledAt'), dateTime(run.scheduledAt)],
    [t('task.startedAt'), dateTime(run.startedAt)],
    [t('task.endedAt'), dateTime(run.endedAt)],
    [t('task.duration'), durationText(run.durationMs, t, i18n.language)],
    [t('task.attempt'), String(run.attempt)],
    [t('task.summary'), run.summary],
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {t('task.detailsOf', { id: run.id })}
        </Typography>
        <span style={STATUS_MARK[run.status]}>{t(`task.status.${run.status}`)}</span>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0 },
        }}
      >
        {facts
          .filter(([, text]) => text !== '')
          .map(([label, text]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{text}</dd>
            </Box>
          ))}
      </Box>
      {run.error && (
        <>
          <Typography variant="subtitle2" component="h4">
            {t('task.error')}
          </Typography>
          <Box
            component="pre"
            role="region"
            aria-label={t('task.error')}
            tabIndex={0}
            sx={{
              m: 0,
              p: 1,
              maxHeight: 240,
              overflow: 'auto',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              bgcolor: 'grey.100',
              color: 'error.dark',
              fontSize: 13,
            }}
          >
            {run.error}
          </Box>
        </>
      )}
      {run.rowCount !== null && <RunSample run={run} />}
    </Box>
  );
}

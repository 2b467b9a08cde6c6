import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { SERIES_CHARTS, type StatisticContent } from '@org/api-contract';
import { type CallError, fieldErrorsOf } from '@org/app-kit';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatisticPreviewQuery } from '../api/statistics-api';
import { StatisticView } from '../statistics/StatisticView';
import { type ContentErrors, contentErrors } from './fields';
import { useDebounced } from './task-schedule';

/** How long editing rests before the statistic as edited is computed again, in ms. */
export const PREVIEW_DEBOUNCE_MS = 500;

/**
 * Whether a statistic as edited can be computed yet: a chart, a view, the measures with their
 * columns (a count may go without), the dimension (but for a number card) and the series (for
 * a stacked bar or pivot table). Until then no preview is asked: it would only list what the
 * editor has not been given yet.
 */
export function previewable(content: Partial<StatisticContent>): content is StatisticContent {
  const { chart, viewId, measures = [] } = content;
  if (chart === undefined || viewId === undefined || measures.length === 0) return false;
  if (measures.some((m) => m.aggregate !== 'COUNT' && m.column === undefined)) return false;
  if (chart !== 'number' && !content.dimension?.column) return false;
  return !SERIES_CHARTS.includes(chart) || Boolean(content.series?.column);
}

/**
 * The statistic as edited, computed once editing rests (`API.statistics.preview`, checked as a
 * save is checked): the answer, and the fields a 40022 refused (below `content.`) for the
 * editor to show under its fields. A refusal of the view's parameters names them below
 * `content.params` too.
 */
export function useStatisticPreview(appId: number, content: Partial<StatisticContent>) {
  const settled = useDebounced(content, PREVIEW_DEBOUNCE_MS);
  const ready = previewable(settled);
  const query = useStatisticPreviewQuery(ready ? { appId, content: settled } : skipToken);
  const errors = useMemo<ContentErrors>(
    () => contentErrors(fieldErrorsOf(query.error as CallError | undefined)),
    [query.error],
  );
  return { settled, ready, errors, query };
}

/**
 * 预览: the statistic as edited, drawn under the editor's fields as it was when editing
 * rested (the answer's chart, not one picked since); the last answer stays while the next is
 * computed. Before it can be computed it says what it waits for; when the fields
 * were refused it points to them (their errors show under them); any other failure (a view's
 * time-out) shows in place of the chart.
 */
export function StatisticPreview({ preview }: { preview: ReturnType<typeof useStatisticPreview> }) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const { settled, ready, errors, query } = preview;
  const refused = Object.keys(errors).length > 0;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2, display: 'grid', gap: 1, minWidth: 0 }}
    >
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('statisticEditor.preview')}
      </Typography>
      {!ready ? (
        <Typography variant="body2" color="text.secondary">
          {t('statisticEditor.previewWaiting')}
        </Typography>
      ) : refused && !query.isFetching ? (
        <Alert severity="warning">{t('statisticEditor.previewRefused')}</Alert>
      ) : (
        <StatisticView
          name={t('statisticEditor.preview')}
          content={{ ...settled, chart: settled.chart ?? 'bar' }}
          result={query.currentData ?? (query.isFetching ? query.data : undefined)}
          fetching={query.isFetching}
          error={query.error}
          height={260}
        />
      )}
    </Paper>
  );
}

import ImageOutlined from '@mui/icons-material/ImageOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';
import { ResultCode, type StatisticContent } from '@org/api-contract';
import { type CallError, showError, useErrorText } from '@org/app-kit';
import { downloadText } from '@org/app-kit/list';
import { type ReactNode, Suspense, lazy, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatisticResult } from '../api/statistics-api';
import { type Plot, legendOf, plotOf } from './chart-plot';
import { chartPng, downloadBlob, tablePng } from './chart-export';
import { NumberCards } from './NumberCards';
import { PivotTable } from './PivotTable';
import { ResultTable } from './ResultTable';
import { csvOf, fileNameOf, pivotTableOf, valueWriter } from './statistic-data';

/** What a view draws: the chart, and how the content grouped and measured (when known). */
export type ShownContent = Pick<StatisticContent, 'chart'> &
  Partial<Pick<StatisticContent, 'dimension' | 'series' | 'measures'>>;

// MUI X Charts loads when a chart is first drawn: the lists and the shell's first paint never
// wait for it.
const loadChart = () => import('./StatisticChart');
const StatisticChart = lazy(loadChart);
let chartCode: Promise<unknown> | undefined;

/**
 * Starts loading the chart code at once (a dashboard opening): the charts' answers and their
 * code then arrive together instead of one after the other.
 */
export function preloadCharts(): void {
  chartCode ??= loadChart();
}

const TOTAL_LABELS = { MIN: 'statistic.overallMin', MAX: 'statistic.overallMax' } as const;

/** How values are written in the user's language, with the content's buckets. */
function useFormats(content: ShownContent) {
  const { t, i18n } = useTranslation('shell');
  const language = i18n.language;
  const d = content.dimension?.bucket;
  const s = content.series?.bucket;
  return useMemo(() => {
    const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    const compact = new Intl.NumberFormat(language, {
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const percents = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 1,
    });
    return {
      write: valueWriter(
        language,
        {
          empty: t('statistic.empty'),
          yes: t('statistic.yes'),
          no: t('statistic.no'),
          week: (year, week) => t('statistic.week', { year, week }),
          quarter: (year, quarter) => t('statistic.quarter', { year, quarter }),
        },
        { d, s },
      ),
      format: (value: number) => numbers.format(value),
      compact: (value: number) => compact.format(value),
      percent: (share: number) => percents.format(share),
    };
  }, [t, language, d, s]);
}

/** 正在计算… in place of the chart, as high as the chart. */
function Computing({ height }: { height: number }) {
  const { t } = useTranslation('shell');
  return (
    <Placeholder height={height}>
      <CircularProgress size={28} aria-hidden />
      <Typography role="status">{t('statistic.computing')}</Typography>
    </Placeholder>
  );
}

/**
 * A button of the view's toolbar: its text beside its icon, or, `compact` (a dashboard's card),
 * the icon alone with the text as its name and tooltip, so the toolbar stays on one line.
 */
export function ToolButton({
  compact,
  icon,
  label,
  ...rest
}: {
  compact: boolean;
  icon: ReactNode;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  variant?: 'text' | 'outlined';
  'aria-label'?: string;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
}) {
  const { loading, variant, ...props } = rest;
  if (!compact) {
    return (
      <Button size="small" startIcon={icon} loading={loading} variant={variant} {...props}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          color="primary"
          aria-label={label}
          {...props}
          disabled={props.disabled === true || loading === true}
          sx={variant === 'outlined' ? { border: 1, borderColor: 'primary.main' } : undefined}
        >
          {loading ? <CircularProgress size={18} aria-hidden /> : icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** In place of a chart: the same height, a line in the middle (computing, no data). */
function Placeholder({ height, children }: { height: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: height,
        display: 'grid',
        placeItems: 'center',
        alignContent: 'center',
        gap: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.secondary',
        textAlign: 'center',
        px: 2,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A statistic's answer shown: its chart (bars, stacked bars, lines, areas, a pie), number
 * cards or pivot table, with the number of groups and the time taken; the data table under a
 * toggle; the chart as a PNG and the numbers as CSV, named after the statistic. In place of
 * the chart, never a blank area: 正在计算… while computing, the server's message when it
 * failed (with what to try after a view's time-out, 50400), 暂无数据 for no rows. An answer
 * cut to its first groups says so. Values with labels (a dictionary's, a form's choices) show
 * their labels everywhere; a label source gone since shows its note under the chart.
 */
export function StatisticView({
  name,
  content,
  result,
  fetching,
  error,
  actions,
  height = 320,
  width,
  compact: iconsOnly = false,
}: {
  /** The statistic's name: the chart's accessible name, the exports' title and file name. */
  name: string;
  content: ShownContent;
  /** The answer shown (none before the first). */
  result: StatisticResult | undefined;
  /** A computation is under way: the first one, or a new one over the shown answer. */
  fetching: boolean;
  /** Why the last computation failed (the call's error), when it did. */
  error?: unknown;
  /** Buttons beside the exports (a dialog's 刷新). */
  actions?: ReactNode;
  height?: number;
  /** A fixed width for the chart (tests, where nothing has a size). */
  width?: number;
  /** The toolbar's buttons as icons with tooltips (a dashboard's card). */
  compact?: boolean;
}) {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  const errorText = useErrorText();
  const tableId = useId();
  const drawing = useRef<HTMLDivElement>(null);
  const [tableOpen, setTableOpen] = useState(false);
  const { write, format, compact, percent } = useFormats(content);
  const chart = content.chart;
  const kind = t(`statistic.chart.${chart}`);
  const failed = error !== undefined && error !== null && !fetching;
  const rows = failed ? [] : (result?.rows ?? []);
  const shown = !failed && result !== undefined && rows.length > 0 ? result : undefined;
  const drawn = chart !== 'number' && chart !== 'pivot';
  // a label source gone since the statistic was saved: its values show as they are
  const labelNotes = [shown?.dimension?.labelsNote, shown?.series?.labelsNote].filter(
    (note): note is string => note !== undefined,
  );

  const colors = useMemo(() => rainbowSurgePalette(theme.palette.mode), [theme.palette.mode]);
  const plot = useMemo<Plot | null>(
    () => (shown && drawn ? plotOf(shown, chart, write, colors) : null),
    [shown, drawn, chart, write, colors],
  );
  const aggregate = content.measures?.[0]?.aggregate;
  const pivot = useMemo(
    () => (shown && chart === 'pivot' ? pivotTableOf(shown, aggregate, write) : null),
    [shown, chart, aggregate, write],
  );
  const totalLabel = t(
    aggregate === 'MIN' || aggregate === 'MAX' ? TOTAL_LABELS[aggregate] : 'statistic.total',
  );

  const exportPng = async () => {
    const container = drawing.current;
    if (!shown || !container) return;
    try {
      let image: Blob;
      if (plot) {
        image = await chartPng(container, name, legendOf(plot));
      } else if (pivot) {
        const corner = `${shown.dimension?.label ?? ''} \\ ${shown.series?.label ?? ''}`;
        const totals = pivot.totals;
        image = await tablePng(
          container,
          name,
          [
            [corner, ...pivot.columns, ...(totals ? [totalLabel] : [])],
            ...pivot.rows.map((row) => [
              row.label,
              ...row.cells,
              ...(totals ? [row.total ?? ''] : []),
            ]),
            ...(totals ? [[totalLabel, ...totals.cells, totals.total]] : []),
          ],
          1,
        );
      } else {
        const row = shown.rows[0] ?? {};
        image = await tablePng(
          container,
          name,
          shown.measures.map((measure) => [measure.label, write(measure, row[measure.key])]),
          0,
        );
      }
      downloadBlob(image, fileNameOf(name, 'png'));
    } catch (failure) {
      showError(failure instanceof Error ? failure.message : String(failure));
    }
  };

  let body: ReactNode;
  if (failed) {
    const timedOut = (error as CallError).code === ResultCode.QUERY_TIMEOUT;
    body = (
      <Alert severity="error">
        <AlertTitle>{t('statistic.failed')}</AlertTitle>
        {errorText(error)}
        {timedOut && <Box sx={{ mt: 0.5 }}>{t('statistic.timeoutHelp')}</Box>}
      </Alert>
    );
  } else if (!result) {
    body = <Computing height={height} />;
  } else if (!shown) {
    body = (
      <Placeholder height={height}>
        <Typography variant="h6" component="p">
          {t('statistic.noData')}
        </Typography>
        <Typography variant="body2">{t('statistic.noDataHelp')}</Typography>
      </Placeholder>
    );
  } else if (plot && drawn) {
    const measures = shown.measures;
    body = (
      <Suspense fallback={<Computing height={height} />}>
        <StatisticChart
          plot={plot}
          chart={chart}
          label={t('statistic.chartOf', { name, kind })}
          dimensionLabel={shown.dimension?.label ?? ''}
          valueLabel={
            measures.length === 1 && chart !== 'stackedBar' ? measures[0]?.label : undefined
          }
          format={format}
          compact={compact}
          percent={percent}
          height={height}
          {...(width === undefined ? {} : { width })}
        />
      </Suspense>
    );
  } else if (pivot) {
    body = (
      <PivotTable
        pivot={pivot}
        label={t('statistic.chartOf', { name, kind })}
        dimensionLabel={shown.dimension?.label ?? ''}
        seriesLabel={shown.series?.label ?? ''}
        totalLabel={totalLabel}
      />
    );
  } else {
    body = <NumberCards result={shown} label={t('statistic.cards', { name })} write={write} />;
  }

  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 120 }}>
          {shown &&
            chart !== 'number' &&
            t('statistic.groups', { count: rows.length, ms: shown.ms })}
        </Typography>
        {actions}
        {drawn && (
          <ToolButton
            compact={iconsOnly}
            icon={<TableRowsOutlined />}
            label={t('statistic.table')}
            variant={tableOpen ? 'outlined' : 'text'}
            aria-expanded={tableOpen}
            aria-controls={tableId}
            disabled={!shown}
            onClick={() => setTableOpen((open) => !open)}
          />
        )}
        <ToolButton
          compact={iconsOnly}
          icon={<ImageOutlined />}
          label={t('statistic.exportPng')}
          disabled={!shown}
          onClick={() => void exportPng()}
        />
        <ToolButton
          compact={iconsOnly}
          icon={<FileDownloadOutlined />}
          label={t('statistic.exportCsv')}
          disabled={!shown}
          onClick={() =>
            shown &&
            downloadText(
              csvOf(shown, (label) => t('statistic.valueColumn', { label })),
              fileNameOf(name, 'csv'),
            )
          }
        />
      </Box>
      {fetching && result && <LinearProgress aria-label={t('statistic.computing')} />}
      <Box ref={drawing} sx={{ minWidth: 0 }}>
        {body}
      </Box>
      {labelNotes.map((note) => (
        <Typography key={note} variant="caption" color="text.secondary" role="note">
          {note}
        </Typography>
      ))}
      {shown?.truncated && (
        <Alert severity="info">{t('statistic.truncated', { count: rows.length })}</Alert>
      )}
      {drawn && (
        <Collapse in={tableOpen && shown !== undefined} id={tableId} unmountOnExit>
          {shown && (
            <ResultTable result={shown} label={t('statistic.tableOf', { name })} write={write} />
          )}
        </Collapse>
      )}
    </Box>
  );
}

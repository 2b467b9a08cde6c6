import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type DashboardChart, ResultCode } from '@org/api-contract';
import type { CallError } from '@org/app-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtefactRecord } from '../api/artefacts-api';
import { type DashboardChartBody, useDashboardChartQuery } from '../api/dashboards-api';
import { type ShownContent, StatisticView, ToolButton } from '../statistics/StatisticView';
import { type Nudge, drawingHeight } from './layout';

/** The shared filters' values a chart is computed with. */
export type FilterValues = Pick<DashboardChartBody, 'date' | 'choice'>;

/** The class of a card's title bar: the handle a chart is dragged by. */
export const DRAG_HANDLE = 'dashboard-chart-handle';

/** What a chart on the dashboard is called: its own title, else its statistic's name. */
export const chartName = (
  chart: DashboardChart,
  statistic: ArtefactRecord | undefined,
  unknown: string,
): string => chart.title || statistic?.artefactName || unknown;

/** The keys that move a chart (with Shift: resize it), and the step each takes. */
const KEY_STEPS: Readonly<Record<string, readonly [Nudge, Nudge]>> = {
  ArrowLeft: ['left', 'narrower'],
  ArrowRight: ['right', 'wider'],
  ArrowUp: ['up', 'shorter'],
  ArrowDown: ['down', 'taller'],
};

/** What a chart is drawn as before its first answer says (only its states show then). */
const NOT_YET_KNOWN: ShownContent = { chart: 'bar' };

/**
 * One chart of a dashboard, in a card with its title: computed by the server on its own (the
 * shared filters its view has a column for) and drawn from that answer alone (it carries the
 * statistic's name and content), with the statistic's states in place of the chart
 * (正在计算…, the server's message, 暂无数据), a warning when the statistic is gone, a note when
 * the view could not take a shared filter, and 刷新 of this chart alone. While the dashboard is
 * edited its title bar is the handle it is dragged by, and it can be removed.
 */
export function DashboardChartCard({
  appId,
  chart,
  knownName,
  filters,
  refresh,
  editing = false,
  onRemove,
  onNudge,
  width,
}: {
  appId: number;
  chart: DashboardChart;
  /** The statistic's name as the application's list has it, until the answer names it. */
  knownName?: string | undefined;
  filters: FilterValues;
  /** Bumped by the dashboard's 刷新: every chart asks again. */
  refresh: number;
  editing?: boolean;
  onRemove?: () => void;
  /** A step from the keyboard on the handle while the dashboard is edited. */
  onNudge?: (nudge: Nudge) => void;
  /** A fixed width for the chart (tests, where nothing has a size). */
  width?: number;
}) {
  const { t } = useTranslation('shell');
  const [own, setOwn] = useState(0);
  const run = useDashboardChartQuery({
    appId,
    statisticId: chart.statisticId,
    ...filters,
    refresh: refresh * 1000 + own,
  });
  const gone = (run.error as CallError | undefined)?.code === ResultCode.NOT_FOUND;
  const unknown = t('dashboard.unknownStatistic', { id: chart.statisticId });
  const name = chart.title || run.data?.name || knownName || (gone ? unknown : '');
  const notApplied = run.data?.notApplied ?? [];
  const filterNames = notApplied
    .map((filter) => t(filter === 'date' ? 'dashboard.dateDefault' : 'dashboard.choiceDefault'))
    .join(t('dashboard.filterJoin'));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={name || t('dashboard.chart')}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        className={DRAG_HANDLE}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1.5,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          cursor: editing ? 'move' : 'default',
          bgcolor: editing ? 'action.hover' : 'transparent',
        }}
      >
        {editing && (
          <Box
            component="span"
            role="button"
            tabIndex={0}
            aria-label={t('dashboard.moveChart', { name })}
            aria-keyshortcuts="ArrowLeft ArrowRight ArrowUp ArrowDown Shift+ArrowLeft Shift+ArrowRight Shift+ArrowUp Shift+ArrowDown"
            onKeyDown={(event) => {
              const steps = KEY_STEPS[event.key];
              if (!steps || !onNudge) return;
              event.preventDefault();
              onNudge(steps[event.shiftKey ? 1 : 0]);
            }}
            sx={{
              display: 'inline-flex',
              borderRadius: 0.5,
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
            }}
          >
            <DragIndicator fontSize="small" aria-hidden />
          </Box>
        )}
        <Typography variant="subtitle1" component="h3" noWrap sx={{ fontWeight: 600, flex: 1 }}>
          {name}
        </Typography>
        {editing && onRemove && (
          <IconButton
            size="small"
            aria-label={t('dashboard.removeChart', { name })}
            onClick={onRemove}
          >
            <CloseOutlined fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box sx={{ p: 1.5, flex: 1, minHeight: 0, overflow: 'auto' }}>
        {gone ? (
          <Alert severity="warning">{(run.error as CallError).message}</Alert>
        ) : (
          <>
            {notApplied.length > 0 && (
              <Alert severity="info" sx={{ mb: 1, py: 0 }}>
                {t('dashboard.notFiltered', { filters: filterNames })}
              </Alert>
            )}
            <StatisticView
              name={name || t('dashboard.chart')}
              content={run.data?.content ?? NOT_YET_KNOWN}
              result={run.data?.statistic}
              fetching={run.isFetching}
              error={run.error}
              height={drawingHeight(chart.h)}
              {...(width === undefined ? {} : { width })}
              compact
              actions={
                <ToolButton
                  compact
                  icon={<Refresh />}
                  label={`${t('dashboard.refresh')} ${name}`}
                  loading={run.isFetching}
                  onClick={() => setOwn((n) => n + 1)}
                />
              }
            />
          </>
        )}
      </Box>
    </Paper>
  );
}

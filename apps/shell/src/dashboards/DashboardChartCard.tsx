import CloseOutlined from '@mui/icons-material/CloseOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DashboardChart, StatisticContent } from '@org/api-contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtefactRecord } from '../api/artefacts-api';
import { type DashboardChartBody, useDashboardChartQuery } from '../api/dashboards-api';
import { StatisticView, ToolButton } from '../statistics/StatisticView';
import { drawingHeight } from './layout';

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

/**
 * One chart of a dashboard, in a card with its title: computed by the server on its own (the
 * shared filters its view has a column for), with the statistic's states in place of the chart
 * (正在计算…, the server's message, 暂无数据), a note when the view could not take a shared
 * filter, and 刷新 of this chart alone. While the dashboard is edited its title bar is the
 * handle it is dragged by, and it can be removed.
 */
export function DashboardChartCard({
  appId,
  chart,
  statistic,
  filters,
  refresh,
  editing = false,
  onRemove,
  width,
}: {
  appId: number;
  chart: DashboardChart;
  /** The statistic drawn; undefined when the application has it no longer. */
  statistic: ArtefactRecord | undefined;
  filters: FilterValues;
  /** Bumped by the dashboard's 刷新: every chart asks again. */
  refresh: number;
  editing?: boolean;
  onRemove?: () => void;
  /** A fixed width for the chart (tests, where nothing has a size). */
  width?: number;
}) {
  const { t } = useTranslation('shell');
  const [own, setOwn] = useState(0);
  const name = chartName(
    chart,
    statistic,
    t('dashboard.unknownStatistic', { id: chart.statisticId }),
  );
  const run = useDashboardChartQuery(
    { appId, statisticId: chart.statisticId, ...filters, refresh: refresh * 1000 + own },
    { skip: !statistic },
  );
  const notApplied = run.data?.notApplied ?? [];
  const filterNames = notApplied
    .map((filter) => t(filter === 'date' ? 'dashboard.dateDefault' : 'dashboard.choiceDefault'))
    .join(t('dashboard.filterJoin'));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={name}
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
          <DragIndicator fontSize="small" aria-label={t('dashboard.moveChart', { name })} />
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
        {!statistic ? (
          <Alert severity="warning">{name}</Alert>
        ) : (
          <>
            {notApplied.length > 0 && (
              <Alert severity="info" sx={{ mb: 1, py: 0 }}>
                {t('dashboard.notFiltered', { filters: filterNames })}
              </Alert>
            )}
            <StatisticView
              name={name}
              content={statistic.content as StatisticContent}
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

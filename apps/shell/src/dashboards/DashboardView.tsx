import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DashboardChart, DashboardContent } from '@org/api-contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ArtefactRecord, useArtefactPageQuery } from '../api/artefacts-api';
import { preloadCharts } from '../statistics/StatisticView';
import { DashboardChartCard, type FilterValues } from './DashboardChartCard';
import { type ChosenFilters, DashboardFilterBar } from './DashboardFilterBar';
import { DashboardGrid } from './DashboardGrid';
import { useKeptFilters } from './kept-filters';
import { type Nudge, nudged } from './layout';

/** The statistics of an application, by id (the most a lookup lists). */
export function useStatistics(appId: number): {
  byId: ReadonlyMap<number, ArtefactRecord>;
  list: readonly ArtefactRecord[];
  loading: boolean;
} {
  const page = useArtefactPageQuery({
    appId,
    kind: 'STATISTIC',
    pageSize: 100,
    sortBy: 'artefactName',
    sortOrder: 'asc',
  });
  return useMemo(() => {
    const list = page.data?.list ?? [];
    return { byId: new Map(list.map((s) => [s.id, s])), list, loading: page.isLoading };
  }, [page.data, page.isLoading]);
}

/** The values the charts are computed with: a range when a day is chosen, a choice when one is. */
function filterValues(content: DashboardContent, chosen: ChosenFilters): FilterValues {
  const { dateFilter, choiceFilter } = content;
  const wrongRange = chosen.from !== '' && chosen.to !== '' && chosen.from > chosen.to;
  return {
    ...(dateFilter && !wrongRange && (chosen.from || chosen.to)
      ? {
          date: {
            column: dateFilter.column,
            ...(chosen.from ? { from: chosen.from } : {}),
            ...(chosen.to ? { to: chosen.to } : {}),
          },
        }
      : {}),
    ...(choiceFilter && chosen.choice !== ''
      ? { choice: { column: choiceFilter.column, value: chosen.choice } }
      : {}),
  };
}

/**
 * A dashboard shown: its shared filters and 刷新 above its charts on the grid, each chart
 * computed on its own and all at once. While `editing`, the charts are dragged, resized and
 * removed, each change reported as the new content.
 */
export function DashboardView({
  appId,
  dashboardId,
  name,
  content,
  editing = false,
  onChange,
  chartWidth,
}: {
  appId: number;
  /** The dashboard's id: the filters chosen on it are kept for the browser tab. */
  dashboardId?: number;
  /** The dashboard's name: the grid's accessible name. */
  name: string;
  content: DashboardContent;
  editing?: boolean;
  onChange?: (content: DashboardContent) => void;
  /** A fixed width for each chart (tests, where nothing has a size). */
  chartWidth?: number;
}) {
  const { t } = useTranslation('shell');
  const statistics = useStatistics(appId);
  // Asked for in the first render, before the charts' answers are (their effects run first):
  // a browser opens six connections to a server, and six charts would hold them all.
  preloadCharts();
  const [chosen, setChosen] = useKeptFilters(dashboardId);
  const [refresh, setRefresh] = useState(0);
  const filters = useMemo(() => filterValues(content, chosen), [content, chosen]);
  const statisticIds = useMemo(
    () => [...new Set(content.charts.map((chart) => chart.statisticId))],
    [content.charts],
  );
  const arrange = (charts: readonly DashboardChart[]) => {
    if (charts !== content.charts) onChange?.({ ...content, charts: [...charts] });
  };
  const nudge = (key: string, step: Nudge) => arrange(nudged(content.charts, key, step));
  const remove = (key: string) =>
    onChange?.({ ...content, charts: content.charts.filter((chart) => chart.key !== key) });
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <DashboardFilterBar
        appId={appId}
        content={content}
        statisticIds={statisticIds}
        chosen={chosen}
        onChoose={setChosen}
        refresh={refresh}
        busy={false}
        onRefresh={() => setRefresh((n) => n + 1)}
      />
      {content.charts.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
          <Typography variant="h6" component="p">
            {t('dashboard.noCharts')}
          </Typography>
          <Typography variant="body2">{t('dashboard.noChartsHelp')}</Typography>
        </Paper>
      ) : (
        <DashboardGrid
          charts={content.charts}
          label={t('dashboard.grid', { name })}
          editing={editing}
          onArrange={arrange}
        >
          {(chart) => (
            <DashboardChartCard
              appId={appId}
              chart={chart}
              knownName={statistics.byId.get(chart.statisticId)?.artefactName}
              filters={filters}
              refresh={refresh}
              editing={editing}
              onRemove={() => remove(chart.key)}
              onNudge={(step) => nudge(chart.key, step)}
              {...(chartWidth === undefined ? {} : { width: chartWidth })}
            />
          )}
        </DashboardGrid>
      )}
    </Box>
  );
}

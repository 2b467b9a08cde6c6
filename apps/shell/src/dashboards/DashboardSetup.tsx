import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type DashboardContent,
  type DashboardFilter,
  MAX_DASHBOARD_CHARTS,
} from '@org/api-contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtefactRecord } from '../api/artefacts-api';
import { useDashboardColumnsQuery } from '../api/dashboards-api';
import { chartName } from './DashboardChartCard';
import { HomeCheckbox } from './DashboardSettings';
import { freePlace, newKey } from './layout';

const DATE_TYPES = new Set(['date', 'datetime']);

/** A select of the charts' views' columns for one shared filter, and the filter's name. */
function FilterFields({
  label,
  value,
  columns,
  error,
  onChange,
}: {
  label: string;
  value: DashboardFilter | undefined;
  columns: readonly { columnName: string; label: string; views: number }[];
  error: string | undefined;
  onChange: (value: DashboardFilter | undefined) => void;
}) {
  const { t } = useTranslation('shell');
  const known = value === undefined || columns.some((c) => c.columnName === value.column);
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr 1fr' }}>
      <TextField
        select
        size="small"
        label={label}
        value={value?.column ?? ''}
        error={error !== undefined}
        helperText={error}
        onChange={(event) =>
          onChange(
            event.target.value === ''
              ? undefined
              : { ...(value?.label ? { label: value.label } : {}), column: event.target.value },
          )
        }
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('dashboard.noFilter')}</MenuItem>
        {!known && value && <MenuItem value={value.column}>{value.column}</MenuItem>}
        {columns.map((column) => (
          <MenuItem key={column.columnName} value={column.columnName}>
            {t('dashboard.columnInViews', { label: column.label, count: column.views })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={`${label} · ${t('dashboard.filterLabel')}`}
        value={value?.label ?? ''}
        disabled={!value}
        onChange={(event) =>
          value &&
          onChange(
            event.target.value === ''
              ? { column: value.column }
              : { ...value, label: event.target.value },
          )
        }
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
    </Box>
  );
}

/**
 * What a dashboard holds besides the places of its charts: add a chart of the application's
 * statistics (placed in the first free place), each chart's title or its removal, the shared
 * date range and choice (over a column of the charts' views), and whether it is on the home.
 */
export function DashboardSetup({
  appId,
  content,
  statistics,
  errors,
  onChange,
}: {
  appId: number;
  content: DashboardContent;
  statistics: { byId: ReadonlyMap<number, ArtefactRecord>; list: readonly ArtefactRecord[] };
  /** The server's refusals by field below `content` (`charts[0].statisticId`). */
  errors: Readonly<Record<string, string>>;
  onChange: (content: DashboardContent) => void;
}) {
  const { t } = useTranslation('shell');
  const [adding, setAdding] = useState('');
  const statisticIds = useMemo(
    () => [...new Set(content.charts.map((chart) => chart.statisticId))],
    [content.charts],
  );
  const columns = useDashboardColumnsQuery(
    { appId, statisticIds },
    { skip: statisticIds.length === 0 },
  );
  const all = columns.data?.list ?? [];
  const dates = all.filter((column) => DATE_TYPES.has(column.dataType));
  const full = content.charts.length >= MAX_DASHBOARD_CHARTS;
  const add = () => {
    const statisticId = Number(adding);
    if (!statisticId) return;
    const chart = { key: newKey(content.charts), statisticId, ...freePlace(content.charts) };
    onChange({ ...content, charts: [...content.charts, chart] });
    setAdding('');
  };
  const unknown = (id: number) => t('dashboard.unknownStatistic', { id });
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('dashboard.arrangeHelp')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: '1fr auto', alignItems: 'start' }}>
        <TextField
          select
          size="small"
          label={t('dashboard.addChart')}
          value={adding}
          disabled={full}
          onChange={(event) => setAdding(event.target.value)}
        >
          {statistics.list.map((statistic) => (
            <MenuItem key={statistic.id} value={String(statistic.id)}>
              {statistic.artefactName}（{statistic.artefactCode}）
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          onClick={add}
          disabled={adding === '' || full}
          sx={{ height: 40 }}
        >
          {t('dashboard.add')}
        </Button>
      </Box>
      {content.charts.map((chart, index) => {
        const name = chartName(
          chart,
          statistics.byId.get(chart.statisticId),
          unknown(chart.statisticId),
        );
        const problem =
          errors[`charts[${index}].statisticId`] ??
          errors[`charts[${index}].w`] ??
          errors[`charts[${index}].key`];
        return (
          <Box key={chart.key} sx={{ display: 'flex', gap: 1, alignItems: 'start' }}>
            <TextField
              size="small"
              fullWidth
              label={t('dashboard.chartTitleOf', {
                name:
                  statistics.byId.get(chart.statisticId)?.artefactName ??
                  unknown(chart.statisticId),
              })}
              placeholder={name}
              value={chart.title ?? ''}
              error={problem !== undefined}
              helperText={problem ?? t('dashboard.chartTitleHelp')}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              onChange={(event) => {
                const title = event.target.value;
                onChange({
                  ...content,
                  charts: content.charts.map((c) => {
                    if (c.key !== chart.key) return c;
                    const { title: _old, ...rest } = c;
                    return title === '' ? rest : { ...rest, title };
                  }),
                });
              }}
            />
            <Button
              color="error"
              aria-label={t('dashboard.removeChart', { name })}
              onClick={() =>
                onChange({ ...content, charts: content.charts.filter((c) => c.key !== chart.key) })
              }
              sx={{ height: 40 }}
            >
              {t('artefact.remove')}
            </Button>
          </Box>
        );
      })}
      <Typography variant="subtitle2" component="h2">
        {t('dashboard.filters')}
      </Typography>
      <FilterFields
        label={t('dashboard.dateColumn')}
        value={content.dateFilter}
        columns={dates}
        error={errors['dateFilter.column']}
        onChange={(dateFilter) => {
          const { dateFilter: _old, ...rest } = content;
          onChange(dateFilter ? { ...rest, dateFilter } : rest);
        }}
      />
      <FilterFields
        label={t('dashboard.choiceColumn')}
        value={content.choiceFilter}
        columns={all}
        error={errors['choiceFilter.column']}
        onChange={(choiceFilter) => {
          const { choiceFilter: _old, ...rest } = content;
          onChange(choiceFilter ? { ...rest, choiceFilter } : rest);
        }}
      />
      <HomeCheckbox content={content} onChange={onChange} />
    </Paper>
  );
}

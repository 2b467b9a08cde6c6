import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DashboardContent } from '@org/api-contract';
import type { CallError } from '@org/app-kit';
import { useTranslation } from 'react-i18next';
import { useDashboardChoicesQuery } from '../api/dashboards-api';

/** The shared filters as chosen on the dashboard (days as YYYY-MM-DD; '' for none). */
export interface ChosenFilters {
  from: string;
  to: string;
  choice: string;
}

export const NO_CHOICE: ChosenFilters = { from: '', to: '', choice: '' };

/**
 * The dashboard's bar above its charts: the shared date range (its first and last day) and
 * the shared choice (the values of its column in the charts' views, or 全部; shown as their
 * labels where the charts' statistics say where those come from), and 刷新, which computes
 * every chart again.
 */
export function DashboardFilterBar({
  appId,
  content,
  statisticIds,
  chosen,
  onChoose,
  onRefresh,
  refresh,
  busy,
}: {
  appId: number;
  content: DashboardContent;
  statisticIds: number[];
  chosen: ChosenFilters;
  onChoose: (chosen: ChosenFilters) => void;
  onRefresh: () => void;
  refresh: number;
  busy: boolean;
}) {
  const { t } = useTranslation('shell');
  const { dateFilter, choiceFilter } = content;
  const choices = useDashboardChoicesQuery(
    { appId, statisticIds, column: choiceFilter?.column ?? '', refresh },
    { skip: !choiceFilter || statisticIds.length === 0 },
  );
  const dateLabel = dateFilter?.label || t('dashboard.dateDefault');
  const choiceLabel = choiceFilter?.label || t('dashboard.choiceDefault');
  const wrongRange = chosen.from !== '' && chosen.to !== '' && chosen.from > chosen.to;
  const values = choices.data?.values ?? [];
  const labels = choices.data?.labels ?? {};
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box
        role="search"
        aria-label={t('dashboard.filters')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
      >
        {dateFilter && (
          <>
            <TextField
              type="date"
              size="small"
              label={t('dashboard.from', { label: dateLabel })}
              value={chosen.from}
              onChange={(event) => onChoose({ ...chosen, from: event.target.value })}
              error={wrongRange}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              label={t('dashboard.to', { label: dateLabel })}
              value={chosen.to}
              onChange={(event) => onChoose({ ...chosen, to: event.target.value })}
              error={wrongRange}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </>
        )}
        {choiceFilter && (
          <TextField
            select
            size="small"
            label={choiceLabel}
            value={values.includes(chosen.choice) ? chosen.choice : ''}
            onChange={(event) => onChoose({ ...chosen, choice: event.target.value })}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('dashboard.allChoices')}</MenuItem>
            {values.map((value) => (
              <MenuItem key={value} value={value}>
                {labels[value] ?? value}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          loading={busy}
          onClick={onRefresh}
          aria-label={t('dashboard.refreshAll')}
          sx={{ ml: 'auto' }}
        >
          {t('dashboard.refresh')}
        </Button>
      </Box>
      {wrongRange && <Alert severity="warning">{t('dashboard.rangeWrong')}</Alert>}
      {choices.error !== undefined && (
        <Alert severity="warning">
          {t('dashboard.choicesFailed', {
            reason: (choices.error as CallError | undefined)?.message ?? '',
          })}
        </Alert>
      )}
    </Box>
  );
}

import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { StatisticContent } from '@org/api-contract';
import { RowButton } from '@org/app-kit/list';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ArtefactRecord } from '../api/artefacts-api';
import { useStatisticRunQuery } from '../api/statistics-api';
import { StatisticView } from '../statistics/StatisticView';
import type { KindRowActions } from './TaskRowActions';

const NONE: KindRowActions = { extra: undefined, extraWidth: 0, dialog: null };

/**
 * 查看 of a saved statistic: its chart computed by the server now (`API.statistics.run`; again
 * each time the dialog opens, the last answer shown meanwhile), 刷新 to compute it once more,
 * and its exports.
 */
export function StatisticDialog({
  artefact,
  onClose,
}: {
  artefact: ArtefactRecord;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const titleId = useId();
  const run = useStatisticRunQuery(
    { appId: artefact.appId, id: artefact.id },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <Dialog
      open
      fullWidth
      maxWidth="lg"
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {t('statisticList.titleOf', { name: artefact.artefactName })}
      </DialogTitle>
      <DialogContent>
        <StatisticView
          name={artefact.artefactName}
          content={artefact.content as StatisticContent}
          result={run.data}
          fetching={run.isFetching}
          error={run.error}
          height={380}
          actions={
            <Button
              size="small"
              startIcon={<Refresh />}
              loading={run.isFetching}
              onClick={() => void run.refetch()}
            >
              {t('statisticList.refresh')}
            </Button>
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('statisticList.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The StatisticalAnalysis list's row button (none unless `active`): 查看 opens the chart. */
export function useStatisticRowActions(active: boolean): KindRowActions {
  const { t } = useTranslation('shell');
  const [viewing, setViewing] = useState<ArtefactRecord | null>(null);
  const open = t('statisticList.open');
  const extra = useCallback(
    (row: ArtefactRecord) => (
      <RowButton onClick={() => setViewing(row)} aria-label={`${open} ${row.artefactName}`}>
        {open}
      </RowButton>
    ),
    [open],
  );
  if (!active) return NONE;
  return {
    extra,
    extraWidth: 56,
    dialog: viewing && <StatisticDialog artefact={viewing} onClose={() => setViewing(null)} />,
  };
}

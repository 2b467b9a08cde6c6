import { type CallError } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { AppSummary } from '../api/shell-api';
import { type ViewDetail, useViewQuery } from '../api/dataview-api';
import { ViewEditorForm } from './ViewEditorForm';
import { Spinner } from '@org/app-kit';

/**
 * Creates or changes a data view of an application: code, name, type, data source, SQL,
 * parameters, column labels, limits and publication. The server checks and tries the SQL on
 * each save; its problems show under the fields they name and are listed above them. The
 * dialog stays open after a save, showing the columns the trial run read.
 */
export function ViewEditorDialog({
  app,
  viewId,
  onClose,
  onSaved,
}: {
  app: AppSummary;
  /** The view to change; null creates one. */
  viewId: number | null;
  onClose: () => void;
  onSaved?: (view: ViewDetail) => void;
}) {
  const { t } = useTranslation('shell');
  const stored = useViewQuery(
    { id: viewId ?? 0 },
    { skip: viewId === null, refetchOnMountOrArgChange: true },
  );
  let body;
  if (viewId === null) {
    body = (
      <ViewEditorForm app={app} view={null} onClose={onClose} onSaved={onSaved ?? (() => {})} />
    );
  } else if (stored.isFetching && !stored.data) {
    body = (
      <DialogContent sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <Spinner />
      </DialogContent>
    );
  } else if (stored.error || !stored.data) {
    body = (
      <>
        <DialogTitle>{t('dataview.edit')}</DialogTitle>
        <DialogContent>
          <Alert severity="error">
            {t('dataview.loadFailed', {
              message: (stored.error as CallError | undefined)?.message ?? '',
            })}
          </Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dataview.close')}</Button>
        </DialogActions>
      </>
    );
  } else {
    body = (
      <ViewEditorForm
        key={stored.data.id}
        app={app}
        view={stored.data}
        onClose={onClose}
        onSaved={onSaved ?? (() => {})}
      />
    );
  }
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="lg"
    >
      {body}
    </Dialog>
  );
}

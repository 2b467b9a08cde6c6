import type { CallError } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shellApi, useUpdateFormMutation } from '../api/shell-api';

/**
 * Asks before restoring a saved version, then saves its definition as the next version (on
 * `latest`), with a comment naming the version restored. A refusal (someone saved in between)
 * stays in the dialog.
 */
export function RestoreDialog({
  formId,
  version,
  latest,
  dirty,
  onCancel,
  onRestored,
}: {
  formId: number;
  version: number;
  latest: number;
  dirty: boolean;
  onCancel: () => void;
  onRestored: (saved: number) => void;
}) {
  const { t } = useTranslation('shell');
  const [loadVersion] = shellApi.useLazyFormVersionQuery();
  const [update] = useUpdateFormMutation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const restore = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const detail = await loadVersion({ formId, version }, true).unwrap();
      const saved = await update({
        id: formId,
        version: latest,
        definition: detail.definition,
        comment: t('versions.restoreComment', { version }),
      }).unwrap();
      onRestored(saved.version);
    } catch (error) {
      setFailure(t('versions.restoreFailed', { message: (error as CallError).message }));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && !busy && onCancel()}>
      <DialogTitle>{t('versions.restoreTitle', { version })}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <DialogContentText>
          {t('versions.restoreText', { version, next: latest + 1 })}
        </DialogContentText>
        {dirty && <Alert severity="warning">{t('versions.restoreDirty')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('app.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void restore()} loading={busy}>
          {t('versions.restore')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

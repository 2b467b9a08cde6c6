import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before submissions are deleted, naming how many (and which, when they are few); a
 * refusal of the server shows inside, above the buttons.
 */
export function RemoveSubmissionsDialog({
  ids,
  busy,
  problem,
  onCancel,
  onConfirm,
}: {
  ids: readonly number[];
  busy: boolean;
  /** The server's refusal of the last try. */
  problem: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('shell');
  const id = useId();
  const named = ids.length <= 10 ? ids.join(t('subs.listSeparator')) : '';
  return (
    <Dialog
      open
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={(_, reason) => reason !== 'backdropClick' && onCancel()}
    >
      <DialogTitle id={`${id}-title`}>{t('subs.removeTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <DialogContentText id={`${id}-text`}>
          {t('subs.removeText', { count: ids.length })}
          {named && ` ${t('subs.removeIds', { ids: named })}`}
        </DialogContentText>
        {problem && <Alert severity="error">{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('app.cancel')}</Button>
        <Button color="error" variant="contained" loading={busy} onClick={onConfirm}>
          {t('app.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { FileEntry } from '../api/files-api';

/** Asks before files are deleted, naming each of them. */
export function RemoveFilesDialog({
  files,
  busy,
  onCancel,
  onConfirm,
}: {
  files: readonly FileEntry[];
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('shell');
  const [first] = files;
  return (
    <Dialog open onClose={(_, reason) => reason !== 'backdropClick' && onCancel()}>
      <DialogTitle>{t('oss.confirmTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {files.length === 1
            ? t('oss.confirmOne', { name: first?.name ?? '' })
            : t('oss.confirmMany', { count: files.length })}
        </DialogContentText>
        {files.length > 1 && (
          <DialogContentText component="ul" sx={{ mt: 1, pl: 3, maxHeight: 200, overflow: 'auto' }}>
            {files.map((file) => (
              <li key={file.key}>{file.name}</li>
            ))}
          </DialogContentText>
        )}
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

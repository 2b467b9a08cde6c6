import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton } from '@mui/material';
import { useDesignerTranslation } from '../i18n';

export interface RestoredHistoryNoticeProps {
  /** When the restored history was written (ms since the epoch). */
  savedAt: number;
  /** Undo steps the restored history holds. */
  steps: number;
  /** Puts back the form as the host gave it and forgets the restored changes. */
  onDiscard: () => void;
  /** Hides the notice; the restored changes stay. */
  onClose: () => void;
}

/**
 * Says that the canvas and its undo steps came back from the browser's storage, and offers to
 * discard them. Shown above the canvas until closed or discarded.
 */
export function RestoredHistoryNotice({
  savedAt,
  steps,
  onDiscard,
  onClose,
}: RestoredHistoryNoticeProps) {
  const { t, i18n } = useDesignerTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(savedAt);
  return (
    <Alert
      severity="info"
      role="status"
      aria-label={t('restoredHistory.title')}
      action={
        <>
          <Button color="inherit" size="small" onClick={onDiscard}>
            {t('restoredHistory.discard')}
          </Button>
          <IconButton color="inherit" size="small" aria-label={t('closeNotice')} onClick={onClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
      sx={{ borderRadius: 0, alignItems: 'center' }}
    >
      {t('restoredHistory.message', { time, count: steps })}
    </Alert>
  );
}

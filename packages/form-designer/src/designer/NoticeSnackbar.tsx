import { Alert, Snackbar } from '@mui/material';
import { useSyncExternalStore } from 'react';
import { useDesignerTranslation } from '../i18n';
import type { NoticeQueue } from './notice-queue';

export interface NoticeSnackbarProps {
  queue: NoticeQueue;
}

/** Shows the default notifier's notices as MUI snackbars, one after another. */
export function NoticeSnackbar({ queue }: NoticeSnackbarProps) {
  const { t } = useDesignerTranslation();
  const notice = useSyncExternalStore(queue.subscribe, queue.current, queue.current);
  if (!notice) return null;
  const close = () => queue.dismiss(notice.id);
  return (
    <Snackbar
      key={notice.id}
      open
      autoHideDuration={notice.type === 'error' ? 5000 : 3000}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity={notice.type}
        variant="filled"
        onClose={close}
        slotProps={{ closeButton: { title: t('closeNotice'), 'aria-label': t('closeNotice') } }}
      >
        {notice.message}
      </Alert>
    </Snackbar>
  );
}

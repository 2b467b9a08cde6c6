import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useSyncExternalStore } from 'react';
import type { Translate } from '../contract';
import type { Notifier, ShownNotice } from './notifier';

/** How long a toast stays, in milliseconds. */
export const NOTICE_DURATION_MS = 5000;

function NoticeItem({
  notice,
  notifier,
  t,
}: {
  notice: ShownNotice;
  notifier: Notifier;
  t: Translate;
}) {
  useEffect(() => {
    const timer = setTimeout(() => notifier.dismiss(notice.id), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice.id, notifier]);
  return (
    <Alert
      severity={notice.type}
      variant="filled"
      onClose={() => notifier.dismiss(notice.id)}
      slotProps={{ closeButton: { title: t('form.dismiss'), 'aria-label': t('form.dismiss') } }}
      sx={{ minWidth: 280 }}
    >
      {notice.message}
    </Alert>
  );
}

/** The renderer's own toasts: a stack of alerts in a snackbar at the top of the page. */
export function Notifications({ notifier, t }: { notifier: Notifier; t: Translate }) {
  const notices = useSyncExternalStore(notifier.subscribe, notifier.list, notifier.list);
  return (
    <Snackbar open={notices.length > 0} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <div
        role="region"
        aria-label={t('form.notificationsLabel')}
        style={{ display: 'grid', gap: 8 }}
      >
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} notifier={notifier} t={t} />
        ))}
      </div>
    </Snackbar>
  );
}

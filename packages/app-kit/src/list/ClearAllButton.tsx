import { notify } from '../notices/notify';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

export interface ClearAllButtonProps {
  /** What is cleared, in the confirmation ("登录日志"). */
  what: string;
  /** Clears; resolves with how many entries went. */
  clear: () => Promise<{ affected: number }>;
}

/**
 * 清空: empties a log after a confirmation naming it, then tells how many entries went. The
 * screen shows it only to holders of the log's clear code (the server checks it anyway).
 */
export function ClearAllButton({ what, clear }: ClearAllButtonProps) {
  const { t } = useTranslation('kit');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      const { affected } = await clear();
      notify(t('list.cleared', { count: affected }), {
        variant: 'success',
        autoHideDuration: 3000,
      });
    } catch {
      // the client has shown the server's message
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setAsking(true)}>
        {t('list.clearAll')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('list.clearTitle')}
        text={t('list.clearText', { what })}
        confirmLabel={t('list.clearAll')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

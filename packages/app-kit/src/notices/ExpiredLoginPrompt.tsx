import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { useHttp, useKitDispatch } from '../hooks';
import { closeRelogin, resetToken } from '../session/session-slice';

export interface ExpiredLoginPromptProps {
  open: boolean;
  /** Reloads the page after re-login. */
  reload: () => void;
}

/**
 * The 'status reminder' dialog itself (its own chunk, loaded by `ExpiredLoginDialog`).
 * Re-login resets the token and reloads; cancel leaves the user where they are and lets the
 * next expired answer prompt again.
 */
export function ExpiredLoginPrompt({ open, reload }: ExpiredLoginPromptProps) {
  const dispatch = useKitDispatch();
  const http = useHttp();
  const { t } = useTranslation('kit');
  const cancel = () => {
    dispatch(closeRelogin());
    http.resetRelogin();
  };
  return (
    <Dialog
      open={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick') cancel();
      }}
      aria-labelledby="expired-login-title"
      aria-describedby="expired-login-text"
    >
      <DialogTitle id="expired-login-title">{t('relogin.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="expired-login-text">{t('relogin.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{t('relogin.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => {
            dispatch(resetToken());
            dispatch(closeRelogin());
            reload();
          }}
        >
          {t('relogin.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

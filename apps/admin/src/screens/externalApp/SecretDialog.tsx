import { GATEWAY_HEADERS } from '@org/api-contract';
import { notify } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ExternalAppWithSecret } from './external-app-api';

/** Writes `text` to the clipboard; false when the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('admin');
  const copy = async () => {
    const done = await copyText(value);
    notify(done ? t('externalApp.copied') : t('externalApp.copyFailed'), {
      variant: done ? 'success' : 'warning',
      autoHideDuration: 3000,
    });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <TextField
        label={label}
        value={value}
        size="small"
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, style: { fontFamily: 'monospace' } },
        }}
        onFocus={(event) => event.target.select()}
      />
      <Button
        variant="outlined"
        onClick={() => void copy()}
        aria-label={t('externalApp.copyOf', { name: label })}
      >
        {t('externalApp.copy')}
      </Button>
    </Box>
  );
}

/** The headers of a signed gateway call, as the sentence under the secret names them. */
const SIGNING_HEADERS = Object.values(GATEWAY_HEADERS).join(', ');

/**
 * The app key and secret right after create or reset, the only time the secret is shown, with
 * copy buttons and how gateway calls are signed with it. It never closes on an overlay click or
 * Escape: the user confirms they saved it.
 */
export function SecretDialog({
  app,
  onClose,
}: {
  app: ExternalAppWithSecret | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={app !== null} fullWidth maxWidth="sm" aria-labelledby="secret-dialog-title">
      <DialogTitle id="secret-dialog-title">
        {t('externalApp.secretTitle', { name: app?.appName ?? '' })}
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">{t('externalApp.secretWarning')}</Alert>
        <CopyField label={t('externalApp.appKey')} value={app?.appKey ?? ''} />
        <CopyField label={t('externalApp.appSecret')} value={app?.appSecret ?? ''} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('externalApp.signing', { headers: SIGNING_HEADERS })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('externalApp.secretSaved')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

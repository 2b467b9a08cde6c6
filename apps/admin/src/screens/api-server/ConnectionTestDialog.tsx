import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiServer, type ConnectionTest, useTestApiServerMutation } from './api-server-api';
import { errorText } from '@org/app-kit';

/** Calls the server's connection test for `server` and shows status, latency and address. */
export function ConnectionTestDialog({
  server,
  onClose,
}: {
  server: ApiServer | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [test, { isLoading }] = useTestApiServerMutation();
  const [result, setResult] = useState<ConnectionTest | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const run = useCallback(async () => {
    if (!server) return;
    setResult(null);
    setFailure(null);
    try {
      setResult(await test(server.id).unwrap());
    } catch (error) {
      setFailure(errorText(error, t));
    }
  }, [server, test, t]);

  useEffect(() => {
    void run();
  }, [run]);

  const rows: [string, string][] = result
    ? [
        [t('apiServer.testUrl'), result.url],
        [
          t('apiServer.testStatus'),
          result.status === null ? t('apiServer.noStatus') : String(result.status),
        ],
        [t('apiServer.testLatency'), `${result.latencyMs} ms`],
        [t('apiServer.testMessage'), result.message],
      ]
    : [];

  return (
    <Dialog
      open={server !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="connection-test-title"
    >
      <DialogTitle id="connection-test-title">
        {t('apiServer.testTitle', { name: server?.serverName ?? '' })}
      </DialogTitle>
      <DialogContent dividers aria-live="polite">
        {isLoading && (
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            <CircularProgress size={20} aria-label={t('apiServer.testing')} />
            <Typography>{t('apiServer.testing')}</Typography>
          </Box>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        {result && (
          <>
            <Alert severity={result.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
              {result.ok ? t('apiServer.testOk') : t('apiServer.testFailed')}
            </Alert>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}
            >
              {rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button disabled={isLoading} onClick={() => void run()}>
          {t('apiServer.again')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('apiServer.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { notify } from '@org/app-kit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ExternalApp,
  useExternalAppApisQuery,
  useGrantExternalAppApisMutation,
  usePublishedApisQuery,
} from './external-app-api';
import { Spinner } from '@org/app-kit';

/** The published APIs an external application may call: tick them and save. */
export function GrantDialog({ app, onClose }: { app: ExternalApp | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [saving, setSaving] = useState(false);
  const granted = useExternalAppApisQuery(app?.id ?? 0, { skip: !app });
  const published = usePublishedApisQuery(
    {
      publishStatus: 'PUBLISHED',
      pageNo: 1,
      pageSize: 100,
      ...(search.trim() ? { apiName: search.trim() } : {}),
    },
    { skip: !app },
  );
  const [grant] = useGrantExternalAppApisMutation();

  useEffect(() => {
    if (granted.data && chosen === null) setChosen(new Set(granted.data.map((api) => api.id)));
  }, [granted.data, chosen]);

  const toggle = (id: number) => {
    const next = new Set(chosen ?? []);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  const save = async () => {
    if (!app || !chosen) return;
    setSaving(true);
    try {
      await grant({ appId: app.id, apiIds: [...chosen] }).unwrap();
      notify(t('externalApp.granted'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch {
      // the client has shown the server's message
    } finally {
      setSaving(false);
    }
  };

  const list = published.data?.list ?? [];
  return (
    <Dialog
      open={app !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="grant-dialog-title"
    >
      <DialogTitle id="grant-dialog-title">
        {t('externalApp.grantTitle', { name: app?.appName ?? '' })}
      </DialogTitle>
      <DialogContent dividers>
        <Typography variant="body2" sx={{ mb: 1.5, color: 'text.secondary' }}>
          {t('externalApp.grantHint', { count: chosen?.size ?? 0 })}
        </Typography>
        <TextField
          size="small"
          label={t('externalApp.grantSearch')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ mb: 1 }}
        />
        {chosen === null || published.isLoading ? (
          <Spinner />
        ) : list.length === 0 ? (
          <Typography sx={{ py: 2 }}>{t('externalApp.noApis')}</Typography>
        ) : (
          <Box sx={{ display: 'grid', maxHeight: 360, overflow: 'auto' }}>
            {list.map((api) => (
              <FormControlLabel
                key={api.id}
                control={<Checkbox checked={chosen.has(api.id)} onChange={() => toggle(api.id)} />}
                label={`${api.apiName} · ${api.method} ${api.serverCode}${api.path}`}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          disabled={saving || chosen === null}
          onClick={() => void save()}
        >
          {t('dialog.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

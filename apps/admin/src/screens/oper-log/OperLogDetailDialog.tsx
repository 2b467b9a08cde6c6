import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperLogEntry } from './oper-log-api';

export interface OperLogDetailDialogProps {
  /** The operation shown; the dialog is closed without one. */
  entry: OperLogEntry | null;
  onClose: () => void;
}

/** The parameters as readable JSON (indented), or as they are when they are not JSON. */
export function readableParams(params: string): string {
  if (params === '') return '';
  try {
    return JSON.stringify(JSON.parse(params), null, 2);
  } catch {
    return params;
  }
}

function Item({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ gridColumn: wide ? '1 / -1' : undefined, minWidth: 0 }}>
      <Typography
        component="dt"
        variant="body2"
        sx={{ color: 'text.secondary', fontWeight: 500, mb: 0.25 }}
      >
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** 详情: everything the log holds of one operation, the parameters as indented JSON. */
export function OperLogDetailDialog({ entry, onClose }: OperLogDetailDialogProps) {
  const { t, i18n } = useTranslation('admin');
  const none = t('operLog.none');
  return (
    <Dialog
      open={entry !== null}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
      aria-labelledby="oper-log-detail-title"
    >
      <DialogTitle id="oper-log-detail-title">{t('operLog.detailTitle')}</DialogTitle>
      {entry && (
        <DialogContent dividers tabIndex={0}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
            }}
          >
            <Item label={t('operLog.module')}>
              {t(`operLog.module.${entry.module}`, { defaultValue: entry.module })} ·{' '}
              {t(`operLog.type.${entry.operType}`, { defaultValue: entry.operType })}
            </Item>
            <Item label={t('operLog.action')}>{entry.action}</Item>
            <Item label={t('operLog.account')}>
              {entry.username ? `${entry.username} (${entry.account})` : entry.account}
            </Item>
            <Item label={t('operLog.ip')}>{entry.ip || none}</Item>
            <Item label={t('operLog.url')} wide>
              <Box component="code" sx={{ fontFamily: 'monospace' }}>
                {entry.method} {entry.url}
              </Box>
            </Item>
            <Item label={t('operLog.targetIds')}>{entry.targetIds || none}</Item>
            <Item label={t('operLog.operatedAt')}>
              {new Date(entry.operatedAt).toLocaleString(i18n.language)}
            </Item>
            <Item label={t('operLog.result')}>
              <Box
                component="span"
                sx={{ color: entry.success ? 'success.main' : 'error.main', fontWeight: 600 }}
              >
                {entry.success ? t('operLog.success') : t('operLog.failure')}
              </Box>{' '}
              · {t('operLog.resultCode')} {entry.resultCode}
            </Item>
            <Item label={t('operLog.durationMs')}>
              {t('operLog.ms', { value: entry.durationMs })}
            </Item>
            <Item label={t('operLog.resultMessage')} wide>
              {entry.resultMessage || none}
            </Item>
            <Item label={t('operLog.params')} wide>
              {entry.params ? (
                <Box
                  component="pre"
                  sx={{
                    m: 0,
                    p: 1.5,
                    maxHeight: 240,
                    overflow: 'auto',
                    bgcolor: 'grey.100',
                    borderRadius: 1,
                    fontSize: 12,
                    whiteSpace: 'pre-wrap',
                  }}
                >
                  {readableParams(entry.params)}
                </Box>
              ) : (
                none
              )}
            </Item>
            <Item label={t('operLog.userAgent')} wide>
              {entry.userAgent || none}
            </Item>
          </Box>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>{t('operLog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

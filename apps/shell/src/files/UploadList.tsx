import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** One file being uploaded, or one whose upload failed. */
export interface UploadItem {
  id: number;
  name: string;
  percent: number;
  error?: string;
}

/** The uploads in progress, each with its bar and percent; failed ones say why. */
export function UploadList({
  items,
  onDismiss,
}: {
  items: readonly UploadItem[];
  onDismiss: (id: number) => void;
}) {
  const { t } = useTranslation('shell');
  if (items.length === 0) return null;
  return (
    <Box component="ul" aria-label={t('oss.uploads')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ py: 0.5 }}>
          {item.error === undefined ? (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 3.5em', gap: 1 }}>
              <Typography variant="body2" noWrap title={item.name}>
                {t('oss.uploading', { name: item.name })}
              </Typography>
              <Typography variant="body2" color="text.secondary" align="right">
                {item.percent}%
              </Typography>
              <LinearProgress
                variant="determinate"
                value={item.percent}
                aria-label={t('oss.progressOf', { name: item.name })}
                sx={{ gridColumn: '1 / -1' }}
              />
            </Box>
          ) : (
            <Alert severity="error" onClose={() => onDismiss(item.id)}>
              {t('oss.uploadFailed', { name: item.name, message: item.error })}
            </Alert>
          )}
        </Box>
      ))}
    </Box>
  );
}

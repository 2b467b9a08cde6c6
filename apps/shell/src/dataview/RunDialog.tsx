import { type CallError } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type ViewSummary, useViewQuery } from '../api/dataview-api';
import { ViewRunPanel } from './ViewRunPanel';
import { Spinner } from '@org/app-kit';

/** Runs a listed view in a dialog: its latest stored SQL, parameters and column labels. */
export function RunDialog({ view, onClose }: { view: ViewSummary; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const stored = useViewQuery({ id: view.id }, { refetchOnMountOrArgChange: true });
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle>{t('dataview.runTitle', { name: view.viewName })}</DialogTitle>
      <DialogContent dividers>
        {stored.data ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography
              component="pre"
              tabIndex={0}
              aria-label={t('dataview.sqlText')}
              variant="body2"
              sx={{
                m: 0,
                p: 1,
                bgcolor: 'grey.100',
                borderRadius: 1,
                whiteSpace: 'pre-wrap',
                fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
                maxHeight: 120,
                overflow: 'auto',
              }}
            >
              {stored.data.sqlText}
            </Typography>
            <ViewRunPanel key={stored.data.id} view={stored.data} />
          </Box>
        ) : stored.error ? (
          <Alert severity="error">
            {t('dataview.loadFailed', { message: (stored.error as CallError).message })}
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <Spinner />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dataview.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

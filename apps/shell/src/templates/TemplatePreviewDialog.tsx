import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CallError } from '@org/app-kit';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { type TemplateSummary, useTemplateQuery } from '../api/templates-api';
import { Spinner } from '@org/app-kit';

const TemplatePreview = lazy(() => import('./TemplatePreview'));

const spinner = (
  <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
    <Spinner size={24} />
  </Box>
);

/** A template's form as it will look, read-only; "new form" starts one from it. */
export function TemplatePreviewDialog({
  template,
  onClose,
  onNewForm,
}: {
  template: TemplateSummary;
  onClose: () => void;
  /** Offered when the user may create forms. */
  onNewForm?: (() => void) | undefined;
}) {
  const { t } = useTranslation('shell');
  const { data, error, isLoading } = useTemplateQuery({ id: template.id });
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle>{t('tpl.previewTitle', { name: template.templateName })}</DialogTitle>
      <DialogContent dividers>
        {template.description && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {template.description}
          </Typography>
        )}
        {error ? (
          <Alert severity="error">{(error as CallError).message}</Alert>
        ) : isLoading || !data ? (
          spinner
        ) : template.widgetCount === 0 && data.widgetCount === 0 ? (
          <Typography color="text.secondary">{t('tpl.noWidgets')}</Typography>
        ) : (
          <Suspense fallback={spinner}>
            <TemplatePreview definition={data.definition} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('design.close')}</Button>
        {onNewForm && (
          <Button variant="contained" onClick={onNewForm}>
            {t('tpl.newForm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

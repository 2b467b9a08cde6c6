import FileDownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import FileUploadIcon from '@mui/icons-material/FileUploadOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PublishIcon from '@mui/icons-material/Publish';
import SaveIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/** What the last action of the page came to: its sentence and, under a title, the details. */
export interface Outcome {
  severity: 'success' | 'info' | 'warning' | 'error';
  text: string;
  title?: string;
  details?: readonly string[];
}

/** The outcome of the last action, closable, with its details listed. */
export function OutcomeAlert({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const details = outcome.details ?? [];
  return (
    <Alert severity={outcome.severity} onClose={onClose} closeText={t('flowDesign.close')}>
      {details.length > 0 ? <AlertTitle>{outcome.text}</AlertTitle> : outcome.text}
      {details.length > 0 && (
        <>
          {outcome.title}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {details.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}

/**
 * The flow page's actions: save the draft, publish (once the checks can run), the versions, and
 * BPMN out and in (a file picker). Changing actions are offered to those who may change flows.
 */
export function FlowDesignToolbar({
  canEdit,
  dirty,
  saving,
  publishing,
  checking,
  onSave,
  onPublish,
  onVersions,
  onExport,
  onImport,
}: {
  canEdit: boolean;
  dirty: boolean;
  saving: boolean;
  publishing: boolean;
  /** The form's fields, which the checks before publishing need, are still loading. */
  checking: boolean;
  onSave: () => void;
  onPublish: () => void;
  onVersions: () => void;
  onExport: () => void;
  onImport: (file: File) => void;
}) {
  const { t } = useTranslation('shell');
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Box sx={{ ml: 'auto', display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {dirty && <Typography color="warning.main">{t('flowDesign.unsaved')}</Typography>}
      {canEdit && (
        <>
          <Button
            variant="outlined"
            startIcon={<SaveIcon />}
            disabled={!dirty}
            loading={saving}
            onClick={onSave}
          >
            {t('flowDesign.save')}
          </Button>
          <Button
            variant="contained"
            startIcon={<PublishIcon />}
            loading={publishing}
            disabled={checking}
            onClick={onPublish}
          >
            {t('flowDesign.publish')}
          </Button>
        </>
      )}
      <Button startIcon={<HistoryIcon />} onClick={onVersions}>
        {t('flowDesign.versions')}
      </Button>
      <Button startIcon={<FileDownloadIcon />} onClick={onExport}>
        {t('flowDesign.exportBpmn')}
      </Button>
      {canEdit && (
        <>
          <Button startIcon={<FileUploadIcon />} onClick={() => picker.current?.click()}>
            {t('flowDesign.importBpmn')}
          </Button>
          <input
            ref={picker}
            type="file"
            hidden
            accept=".bpmn,.xml,application/xml,text/xml"
            data-testid="bpmn-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onImport(file);
            }}
          />
        </>
      )}
    </Box>
  );
}

import { exportDefinition, type ExportFormat } from '@org/form-schema';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useDesignerTranslation } from '../i18n';
import { useDesignerSelector } from '../store/hooks';
import { CodeEditor } from './code-editor/CodeEditor';
import { ModalShell } from './ModalShell';
import { useCopyExport } from './use-copy-export';

export interface JsonViewDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The form's definition as JSON, native or for FormMaking, to copy or save as a file. */
export function JsonViewDialog({ open, onClose }: JsonViewDialogProps) {
  const { t } = useDesignerTranslation('dialogs');
  const definition = useDesignerSelector((state) => state.designer.definition);
  const [format, setFormat] = useState<ExportFormat>('native');
  const formatLabel = useId();
  const { copy, exportFile } = useCopyExport();
  const json = useMemo(
    () => (open ? exportDefinition(definition, { format }) : ''),
    [open, definition, format],
  );

  return (
    <ModalShell
      open={open}
      title={t('json.title')}
      width={800}
      onClose={onClose}
      cancelLabel={t('close')}
      actions={
        <>
          <Button onClick={() => copy(json)}>{t('copy')}</Button>
          <Button
            variant="contained"
            onClick={() =>
              exportFile(
                json,
                format === 'native' ? 'form.json' : 'form.formmaking.json',
                'application/json',
              )
            }
          >
            {t('export')}
          </Button>
        </>
      }
    >
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography id={formatLabel}>{t('json.format')}</Typography>
        <RadioGroup
          row
          aria-labelledby={formatLabel}
          value={format}
          onChange={(event) => setFormat(event.target.value as ExportFormat)}
        >
          <FormControlLabel
            value="native"
            control={<Radio size="small" />}
            label={t('json.native')}
          />
          <FormControlLabel
            value="formmaking"
            control={<Radio size="small" />}
            label={t('json.formmaking')}
          />
        </RadioGroup>
      </Stack>
      <CodeEditor mode="json" value={json} readOnly height={420} label={t('json.label')} />
    </ModalShell>
  );
}

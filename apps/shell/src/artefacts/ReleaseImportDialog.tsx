import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { notify } from '@org/app-kit';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ReleasePlan,
  useImportPreviewMutation,
  useImportReleaseMutation,
} from '../api/releases-api';
import { ReleaseDialog, refusalOf } from './ReleaseDialogs';
import { ReleasePlanView } from './ReleasePlanView';

/**
 * 导入 of a release file: the file chosen is checked by the server and previewed (what is
 * created, updated or left unchanged; the conflicts, each naming its item); 确认导入 applies
 * it, all or nothing, while no conflict stands. A file that is altered, of another format or
 * no JSON at all is refused with the server's words.
 */
export function ReleaseImportDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const inputId = useId();
  const [preview, previewing] = useImportPreviewMutation();
  const [importFile, importing] = useImportReleaseMutation();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [plan, setPlan] = useState<ReleasePlan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setPlan(null);
    setFailure(null);
    const text = await chosen.text();
    setFile({ name: chosen.name, text });
    try {
      setPlan(await preview({ text }).unwrap());
    } catch (error) {
      setFailure(refusalOf(error));
    }
  };

  const confirm = async () => {
    if (!file || !plan) return;
    setFailure(null);
    try {
      await importFile({ text: file.text }).unwrap();
      notify(t('release.imported', { version: plan.version }), {
        variant: 'success',
        autoHideDuration: 3000,
      });
      onClose();
    } catch (error) {
      setFailure(refusalOf(error));
    }
  };

  return (
    <ReleaseDialog
      title={t('release.importTitle')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('release.cancel')}</Button>
          <Button
            variant="contained"
            disabled={!plan || plan.conflicts.length > 0}
            loading={importing.isLoading}
            onClick={() => void confirm()}
          >
            {t('release.confirmImport')}
          </Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          {t('release.fileHelp')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            loading={previewing.isLoading}
          >
            {t('release.chooseFile')}
            <input
              id={inputId}
              type="file"
              accept=".json,application/json"
              hidden
              onChange={(event) => void choose(event)}
            />
          </Button>
          {file && (
            <Typography variant="body2">{t('release.fileChosen', { name: file.name })}</Typography>
          )}
        </Box>
        {previewing.isLoading && <Typography>{t('release.checking')}</Typography>}
        {failure && <Alert severity="error">{failure}</Alert>}
        {plan && <ReleasePlanView plan={plan} mode="import" />}
      </Box>
    </ReleaseDialog>
  );
}

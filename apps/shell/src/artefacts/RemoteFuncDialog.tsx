import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type CallError, fieldErrorsOf, notify } from '@org/app-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FormSource,
  useCreateFormSourceMutation,
  useTryRemoteFuncMutation,
  useUpdateFormSourceMutation,
} from '../api/form-scripts-api';
import { FormDialog, useFields, useRefusal } from '../dialogs/FormDialog';

const SAMPLE = "resolve([\n  { value: '1', label: '…' },\n]);";

/**
 * Adds or edits a remote function: its name (kept once saved), description and script, which
 * can be tried as edited (run by the server's sandbox, its options or why it failed shown). The
 * server checks the script at save: one that does not parse is refused with its line and
 * column, under the script.
 */
export function RemoteFuncDialog({
  appId,
  source,
  onClose,
}: {
  appId: number;
  /** The function edited; none adds one. */
  source?: FormSource;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const [create, created] = useCreateFormSourceMutation();
  const [update, updated] = useUpdateFormSourceMutation();
  const [tryScript, trying] = useTryRemoteFuncMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const refusal = useRefusal();
  const { values, field, labelOf } = useFields(
    { name: source?.name ?? '', label: source?.label ?? '', script: source?.script ?? SAMPLE },
    (name) => t(`formScripts.${name}`),
    refusal.errors,
  );

  const submit = async () => {
    refusal.clear();
    try {
      if (source) {
        await update({ id: source.id, label: values.label, script: values.script }).unwrap();
      } else {
        await create({
          appId,
          kind: 'FUNC',
          name: values.name.trim(),
          label: values.label,
          script: values.script,
        }).unwrap();
      }
      notify(t('app.saved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      refusal.refuse(error);
    }
  };

  const tryIt = async () => {
    refusal.clear();
    setAnswer(null);
    try {
      const { options } = await tryScript({ appId, script: values.script }).unwrap();
      setAnswer(JSON.stringify(options, null, 2));
    } catch (error) {
      const errors = fieldErrorsOf(error as CallError);
      if (Object.keys(errors).length > 0) refusal.reject(errors);
      else refusal.refuse(error);
    }
  };

  const script = field('script');
  return (
    <FormDialog
      title={source ? t('formScripts.editFunc', { name: source.name }) : t('formScripts.addFunc')}
      refusal={refusal}
      labelOf={labelOf}
      onSubmit={submit}
      onClose={onClose}
      busy={created.isLoading || updated.isLoading}
      maxWidth="md"
    >
      <TextField {...field('name')} required disabled={source !== undefined} />
      <TextField {...field('label')} />
      <TextField
        {...script}
        required
        multiline
        minRows={6}
        helperText={script.helperText ?? t('formScripts.scriptHelp')}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={() => void tryIt()} loading={trying.isLoading}>
          {t('formScripts.try')}
        </Button>
      </Box>
      {answer !== null && (
        <Box component="section" aria-label={t('formScripts.tryAnswer')}>
          <Box
            component="pre"
            tabIndex={0}
            sx={{
              m: 0,
              p: 1,
              bgcolor: 'grey.100',
              borderRadius: 1,
              maxHeight: 200,
              overflow: 'auto',
            }}
          >
            {answer}
          </Box>
        </Box>
      )}
    </FormDialog>
  );
}

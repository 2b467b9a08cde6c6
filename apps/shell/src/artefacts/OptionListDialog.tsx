import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { notify } from '@org/app-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type FormSource,
  useCreateFormSourceMutation,
  useUpdateFormSourceMutation,
} from '../api/form-scripts-api';
import { FormDialog, useFields, useRefusal } from '../dialogs/FormDialog';

type Row = { value: string; label: string };

/** `options[3].value` → "Value of option 4", for the refusal above the fields. */
function useRowLabel() {
  const { t } = useTranslation('shell');
  return (name: string): string | null => {
    const found = /^options\[(\d+)\]\.(value|label)$/.exec(name);
    if (!found) return name === 'options' ? t('formScripts.options') : null;
    const n = Number(found[1]) + 1;
    return found[2] === 'value'
      ? t('formScripts.rowValue', { n })
      : t('formScripts.rowLabel', { n });
  };
}

/**
 * Adds or edits a named option list: its name (kept once saved), description and options, one
 * row each (value and label). The server refuses a value given twice, under its row.
 */
export function OptionListDialog({
  appId,
  source,
  onClose,
}: {
  appId: number;
  source?: FormSource;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const [create, created] = useCreateFormSourceMutation();
  const [update, updated] = useUpdateFormSourceMutation();
  const refusal = useRefusal();
  const rowLabel = useRowLabel();
  const { values, field, labelOf } = useFields(
    { name: source?.name ?? '', label: source?.label ?? '' },
    (name) => t(`formScripts.${name}`),
    refusal.errors,
  );
  const [rows, setRows] = useState<Row[]>(() =>
    source?.options?.length ? source.options : [{ value: '', label: '' }],
  );
  const setRow = (index: number, part: Partial<Row>) =>
    setRows((now) => now.map((row, i) => (i === index ? { ...row, ...part } : row)));

  const submit = async () => {
    refusal.clear();
    try {
      if (source) {
        await update({ id: source.id, label: values.label, options: rows }).unwrap();
      } else {
        await create({
          appId,
          kind: 'OPTION',
          name: values.name.trim(),
          label: values.label,
          options: rows,
        }).unwrap();
      }
      notify(t('app.saved'), { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      refusal.refuse(error);
    }
  };

  const errorOf = (index: number, part: keyof Row) => refusal.errors[`options[${index}].${part}`];
  return (
    <FormDialog
      title={
        source ? t('formScripts.editOption', { name: source.name }) : t('formScripts.addOption')
      }
      refusal={refusal}
      labelOf={(name) => labelOf(name) ?? rowLabel(name)}
      onSubmit={submit}
      onClose={onClose}
      busy={created.isLoading || updated.isLoading}
    >
      <TextField {...field('name')} required disabled={source !== undefined} />
      <TextField {...field('label')} />
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}>
        <legend>{t('formScripts.options')}</legend>
        {rows.map((row, index) => (
          <Box key={index} sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr auto', gap: 1 }}>
            <TextField
              size="small"
              placeholder={t('formScripts.value')}
              value={row.value}
              onChange={(event) => setRow(index, { value: event.target.value })}
              error={errorOf(index, 'value') !== undefined}
              helperText={errorOf(index, 'value')}
              slotProps={{
                htmlInput: { 'aria-label': t('formScripts.rowValue', { n: index + 1 }) },
              }}
            />
            <TextField
              size="small"
              placeholder={t('formScripts.optionLabel')}
              value={row.label}
              onChange={(event) => setRow(index, { label: event.target.value })}
              slotProps={{
                htmlInput: { 'aria-label': t('formScripts.rowLabel', { n: index + 1 }) },
              }}
            />
            <IconButton
              aria-label={t('formScripts.removeRow', { n: index + 1 })}
              onClick={() => setRows((now) => now.filter((_, i) => i !== index))}
              disabled={rows.length === 1}
            >
              <DeleteOutlined />
            </IconButton>
          </Box>
        ))}
        <Box>
          <Button onClick={() => setRows((now) => [...now, { value: '', label: '' }])}>
            {t('formScripts.addRow')}
          </Button>
        </Box>
      </Box>
    </FormDialog>
  );
}

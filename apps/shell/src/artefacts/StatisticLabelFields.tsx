import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { StatisticLabelSource } from '@org/api-contract';
import { submissionColumns } from '@org/form-schema';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictsByCodeQuery, usePublishedFormQuery } from '../api/formcontainer-api';
import { type Choice, SelectField, idOf, useFormChoices } from './fields';

/** The choice of showing values as they are (a select shows no text for ''). */
const AS_THEY_ARE = 'raw';
/** Widget types whose values are choices. */
const CHOICE_TYPES = new Set(['radio', 'checkbox', 'select', 'cascader']);

/** The choice fields of a form's published version, as choices; none while there is none. */
function useChoiceFields(formId: number | undefined): Choice[] {
  const { currentData: form } = usePublishedFormQuery(
    { id: formId ?? 0 },
    { skip: formId === undefined },
  );
  return useMemo(
    () =>
      form
        ? submissionColumns(form.definition)
            .filter((column) => CHOICE_TYPES.has(column.type))
            .map((column) => ({ value: column.model, label: `${column.label}（${column.model}）` }))
        : [],
    [form],
  );
}

/** The dictionary's code, with its name under it once it is found among the enabled ones. */
function DictCodeField({
  value,
  onChange,
  error,
}: {
  value: string | undefined;
  onChange: (code: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('shell');
  const code = value?.trim() ?? '';
  const { currentData } = useDictsByCodeQuery([code], { skip: code === '' });
  const found = currentData?.find((dict) => dict.dictCode === code);
  return (
    <TextField
      size="small"
      required
      label={t('statisticEditor.labelsDict')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={
        error ??
        (found
          ? t('statisticEditor.labelsDictFound', { name: found.dictName, items: found.list.length })
          : t('statisticEditor.labelsDictHelp'))
      }
      fullWidth
    />
  );
}

/**
 * 值显示为: whether a grouped column's values show as they are, as the labels of a dictionary
 * (its code), or as the choices of a choice field of one of the application's forms (the form,
 * then one of its published version's radio, checkbox, select or cascader fields).
 */
export function StatisticLabelFields({
  appId,
  value,
  onChange,
  errorOf,
}: {
  appId: number;
  value: StatisticLabelSource | undefined;
  onChange: (value: StatisticLabelSource | undefined) => void;
  /** The error of the source itself ('') or of one of its fields. */
  errorOf: (field: '' | 'from' | 'dictCode' | 'formId' | 'field') => string | undefined;
}) {
  const { t } = useTranslation('shell');
  const forms = useFormChoices(appId);
  const fields = useChoiceFields(value?.from === 'form' ? value.formId : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { md: '1fr 1fr 1fr' } }}>
      <SelectField
        label={t('statisticEditor.labels')}
        value={value?.from ?? AS_THEY_ARE}
        choices={[
          { value: AS_THEY_ARE, label: t('statisticEditor.labelsRaw') },
          { value: 'dict', label: t('statisticEditor.labelsFromDict') },
          { value: 'form', label: t('statisticEditor.labelsFromForm') },
        ]}
        onChange={(from) => onChange(from === 'dict' || from === 'form' ? { from } : undefined)}
        error={errorOf('from') ?? errorOf('')}
      />
      {value?.from === 'dict' && (
        <DictCodeField
          value={value.dictCode}
          onChange={(code) =>
            onChange(
              code.trim() === '' ? { from: 'dict' } : { from: 'dict', dictCode: code.trim() },
            )
          }
          error={errorOf('dictCode')}
        />
      )}
      {value?.from === 'form' && (
        <>
          <SelectField
            label={t('statisticEditor.labelsForm')}
            required
            value={value.formId}
            choices={forms}
            onChange={(id) => {
              const formId = idOf(id);
              onChange(formId === undefined ? { from: 'form' } : { from: 'form', formId });
            }}
            error={errorOf('formId')}
          />
          <SelectField
            label={t('statisticEditor.labelsField')}
            required
            value={value.field}
            choices={fields}
            onChange={(field) => onChange({ ...value, field })}
            error={errorOf('field')}
            help={
              value.formId !== undefined && fields.length === 0
                ? t('statisticEditor.labelsNoFields')
                : undefined
            }
          />
        </>
      )}
    </Box>
  );
}

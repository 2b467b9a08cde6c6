import { type CallError } from '@org/app-kit';
import { VIEW_TYPES } from '@org/api-contract';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatasourcesQuery } from '../api/dataview-api';
import type { SetDraft } from './draft-save';
import type { ViewDraft } from './view-draft';

interface DraftFieldsProps {
  draft: ViewDraft;
  /** The server's problems by field, shown under the fields they name. */
  errors: Record<string, string>;
  set: SetDraft;
}

type TextName = 'viewCode' | 'viewName' | 'viewComment' | 'idField' | 'parentLevelField';

/** The props of a plain text field of the draft: label, value, change and its problem. */
function useTextField({ draft, errors, set }: DraftFieldsProps) {
  const { t } = useTranslation('shell');
  return (name: TextName) => ({
    label: t(`dataview.${name}`),
    value: draft[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: name in errors,
    helperText: errors[name],
    size: 'small' as const,
  });
}

/**
 * What a view is: code, name, type, data source and comment. The data sources offered are the
 * enabled ones and the view's own (kept when it was disabled since); a new view starts on the
 * first of them.
 */
export function DefinitionFields({
  storedSourceId,
  isNew,
  ...fields
}: DraftFieldsProps & {
  /** The data source of the stored view, if any. */
  storedSourceId: number | undefined;
  /** The view is not saved yet: its code takes the focus. */
  isNew: boolean;
}) {
  const { t } = useTranslation('shell');
  const { draft, errors, set } = fields;
  const text = useTextField(fields);
  const sources = useDatasourcesQuery();
  const enabledSources = (sources.data?.list ?? []).filter(
    (source) => source.status === 1 || source.id === storedSourceId,
  );

  const firstSource = enabledSources[0]?.id ?? null;
  useEffect(() => {
    if (draft.datasourceId === null && firstSource !== null) set('datasourceId', firstSource);
  }, [draft.datasourceId, firstSource, set]);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <TextField
        {...text('viewCode')}
        required
        autoFocus={isNew}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <TextField {...text('viewName')} required />
      <TextField
        select
        size="small"
        label={t('dataview.viewType')}
        value={draft.viewType}
        onChange={(event) => set('viewType', event.target.value as ViewDraft['viewType'])}
        error={'viewType' in errors}
        helperText={errors.viewType}
      >
        {VIEW_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`dataview.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        required
        label={t('dataview.datasource')}
        value={draft.datasourceId ?? ''}
        onChange={(event) => set('datasourceId', Number(event.target.value))}
        error={'datasourceId' in errors || sources.isError}
        helperText={
          errors.datasourceId ??
          (sources.isError
            ? (sources.error as CallError).message
            : sources.isSuccess && enabledSources.length === 0
              ? t('dataview.noDatasource')
              : undefined)
        }
      >
        {enabledSources.map((source) => (
          <MenuItem key={source.id} value={source.id}>
            {source.datasourceName} ({source.datasourceCode})
          </MenuItem>
        ))}
      </TextField>
      <TextField {...text('viewComment')} sx={{ gridColumn: { md: '1 / -1' } }} />
    </Box>
  );
}

/** A tree view's own fields: the id field and the parent level field, with what they mean. */
export function TreeFields(fields: DraftFieldsProps) {
  const { t } = useTranslation('shell');
  const text = useTextField(fields);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 2fr' },
        alignItems: 'start',
      }}
    >
      <TextField {...text('idField')} required />
      <TextField {...text('parentLevelField')} required />
      <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
        {t('dataview.treeHelp')}
      </Typography>
    </Box>
  );
}

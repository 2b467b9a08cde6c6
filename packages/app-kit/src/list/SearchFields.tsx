import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SearchField, SearchValues } from './search';
import { SearchArea } from './SearchArea';

/** The search half of a list's query state (`useListQuery`): what the inputs show, two actions. */
export interface SearchState {
  /** What the inputs show (the search is run with it on Search). */
  draft: SearchValues;
  setDraft: (values: SearchValues) => void;
  runSearch: () => void;
  resetSearch: () => void;
}

export interface SearchFieldsProps {
  fields: readonly SearchField[];
  list: SearchState;
}

/**
 * A list's search area drawn from its field list: a text input per text field, an 全部 /
 * options select per `status` or `select` field, a day input per `date` field.
 */
export function SearchFields({ fields, list }: SearchFieldsProps) {
  const { t } = useTranslation('kit');
  const { draft: values, setDraft: onChange } = list;
  const set = (key: string, value: string) => onChange({ ...values, [key]: value });
  return (
    <SearchArea onSearch={list.runSearch} onReset={list.resetSearch}>
      {fields.map((field) => {
        const value = values[field.key] ?? '';
        if (field.kind === 'status' || field.kind === 'select') {
          const options =
            field.kind === 'status'
              ? [
                  { value: '1', label: t('status.enabled') },
                  { value: '0', label: t('status.disabled') },
                ]
              : (field.options ?? []);
          return (
            <TextField
              key={field.key}
              select
              size="small"
              label={field.label}
              value={value}
              onChange={(event) => set(field.key, event.target.value)}
              sx={{ minWidth: 120, ...(field.width === undefined ? {} : { width: field.width }) }}
            >
              <MenuItem value="">{t('status.all')}</MenuItem>
              {options.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {option.label}
                </MenuItem>
              ))}
            </TextField>
          );
        }
        if (field.kind === 'date') {
          return (
            <TextField
              key={field.key}
              type="date"
              size="small"
              label={field.label}
              value={value}
              onChange={(event) => set(field.key, event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: field.width ?? 160 }}
            />
          );
        }
        return (
          <TextField
            key={field.key}
            size="small"
            label={field.label}
            value={value}
            onChange={(event) => set(field.key, event.target.value)}
            slotProps={{ htmlInput: { maxLength: field.maxLength ?? 100 } }}
            {...(field.width === undefined ? {} : { sx: { width: field.width } })}
          />
        );
      })}
    </SearchArea>
  );
}

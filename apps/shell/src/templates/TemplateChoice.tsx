import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useTemplatePageQuery } from '../api/templates-api';

/** Largest number of templates the choice lists (the application's and the shared ones). */
const LISTED = 100;

/**
 * What a new form starts from: a blank canvas (null) or one of the templates the application
 * may use, by name (with its category).
 */
export function TemplateChoice({
  appId,
  value,
  onChange,
}: {
  appId: number;
  value: number | null;
  onChange: (templateId: number | null) => void;
}) {
  const { t } = useTranslation('shell');
  const { data, isLoading } = useTemplatePageQuery({
    appId,
    pageSize: LISTED,
    sortBy: 'templateName',
    sortOrder: 'asc',
  });
  const templates = data?.list ?? [];
  // Until the list holds the chosen template, the field shows the blank choice (a select has
  // no item to show for a value it does not list yet).
  const known = value === null || templates.some((row) => row.id === value);
  return (
    <TextField
      select
      label={t('tpl.startFrom')}
      value={value === null || !known ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      helperText={isLoading ? t('tpl.loading') : undefined}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('tpl.blank')}</MenuItem>
      {templates.map((row) => (
        <MenuItem key={row.id} value={String(row.id)}>
          {row.category ? `${row.templateName} · ${row.category}` : row.templateName}
        </MenuItem>
      ))}
    </TextField>
  );
}

import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { memberPath } from './fields';

/** Monospace, without the browser's spelling marks: keys, templates and scripts. */
export const CODE = {
  spellCheck: false,
  style: { fontFamily: 'monospace', fontSize: 13 },
} as const;

/** The error of a field by its path below what holds the templates (`params.city`, `body`). */
export type TemplateErrorOf = (path: string) => string | undefined;

/**
 * Names with template values, one row each (an API call's query parameters, headers), as an
 * orchestration's API step and a task's API target edit them. Rows are edited in place; a
 * renamed row keeps its place, and a name that another row has is not taken.
 */
export function EntryRows({
  label,
  path,
  values,
  onChange,
  errorOf,
}: {
  label: string;
  /** The path of the map, for its errors. */
  path: string;
  values: Readonly<Record<string, string>> | undefined;
  onChange: (values: Record<string, string> | undefined) => void;
  errorOf: TemplateErrorOf;
}) {
  const { t } = useTranslation('shell');
  const headingId = useId();
  const entries = Object.entries(values ?? {});
  const set = (next: [string, string][]) =>
    onChange(next.length > 0 ? Object.fromEntries(next) : undefined);
  const rename = (index: number, name: string) => {
    if (entries.some(([other], i) => i !== index && other === name)) return;
    set(entries.map((entry, i) => (i === index ? [name, entry[1]] : entry)));
  };
  const list = label.toLowerCase();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={headingId} variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {errorOf(path) && (
        <Typography variant="body2" color="error">
          {errorOf(path)}
        </Typography>
      )}
      {entries.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('orchestration.noEntries', { list })}
        </Typography>
      )}
      {entries.map(([name, value], index) => {
        const n = index + 1;
        // The schema names a member as `headers["X-Token"]`, the template check as
        // `headers.X-Token`: either shows under the value.
        const problem = errorOf(memberPath(path, name)) ?? errorOf(`${path}.${name}`);
        return (
          // Rows have no identity but their place, as in `OrderedList`.
          <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <TextField
              size="small"
              label={t('orchestration.entryName', { list, n })}
              value={name}
              onChange={(event) => rename(index, event.target.value)}
              sx={{ flex: 1 }}
              slotProps={{ htmlInput: CODE }}
            />
            <TextField
              size="small"
              label={t('orchestration.entryValue', { list, n })}
              value={value}
              onChange={(event) =>
                set(entries.map((entry, i) => (i === index ? [name, event.target.value] : entry)))
              }
              error={problem !== undefined}
              helperText={problem}
              sx={{ flex: 2 }}
              slotProps={{ htmlInput: CODE }}
            />
            <IconButton
              size="small"
              aria-label={t('orchestration.entryRemove', { list, n })}
              onClick={() => set(entries.filter((_, i) => i !== index))}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      <Button
        size="small"
        sx={{ justifySelf: 'start' }}
        disabled={entries.some(([name]) => name === '')}
        onClick={() => set([...entries, ['', '']])}
      >
        {t('orchestration.entryAdd', { list })}
      </Button>
    </Box>
  );
}

/**
 * An API call's body template in a monospace field, left out (undefined) when emptied; `help`
 * says what its `${…}` parts may read where it is used.
 */
export function BodyTemplateField({
  value,
  onChange,
  error,
  help,
}: {
  value: string | undefined;
  onChange: (body: string | undefined) => void;
  error: string | undefined;
  help: string;
}) {
  const { t } = useTranslation('shell');
  return (
    <TextField
      size="small"
      label={t('orchestration.body')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      error={error !== undefined}
      helperText={error ?? help}
      multiline
      minRows={2}
      maxRows={10}
      slotProps={{ htmlInput: CODE }}
    />
  );
}

import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReleaseContent, SourceContent } from '@org/api-contract';
import { useTranslation } from 'react-i18next';
import type { ContentErrors } from './fields';

/** What every content editor receives: the content, its change, and the server's errors. */
export interface ContentEditorProps {
  appId: number;
  value: Record<string, unknown>;
  onChange: (value: Record<string, unknown>) => void;
  errors: ContentErrors;
}

/**
 * Binds a text field to the content: `text(key, help)` gives the value of `key`, its change
 * (the rest of the content kept) and the server's error under it (else `help`).
 */
function textsOf<C extends object>(
  content: C,
  onChange: (value: Record<string, unknown>) => void,
  errors: ContentErrors,
) {
  return (key: keyof C & string, help?: string) => ({
    value: (content[key] as string | undefined) ?? '',
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...content, [key]: event.target.value }),
    error: errors[key] !== undefined,
    helperText: errors[key] ?? help,
  });
}

/** SOURCE: a relative path and the text of the file. */
export function SourceEditor({ value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const content = value as Partial<SourceContent>;
  const text = textsOf(content, onChange, errors);
  return (
    <>
      <TextField {...text('path')} size="small" label={t('artefact.path')} required />
      <TextField
        {...text('text', t('artefact.chars', { count: (content.text ?? '').length }))}
        label={t('artefact.text')}
        multiline
        minRows={8}
        maxRows={20}
        slotProps={{ htmlInput: { style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
    </>
  );
}

/** RELEASE: version and notes; the forms it includes are recorded by the server. */
export function ReleaseEditor({ value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const content = value as Partial<ReleaseContent>;
  const text = textsOf(content, onChange, errors);
  // made: its version and notes belong to its snapshot and stay as they are
  const made = content.forms !== undefined;
  const fixed = made ? { slotProps: { input: { readOnly: true } } } : {};
  return (
    <>
      <TextField
        {...text('version', t(made ? 'artefact.releaseFixed' : 'artefact.versionHelp'))}
        {...fixed}
        size="small"
        label={t('artefact.version')}
        required
      />
      <TextField {...text('notes')} {...fixed} label={t('artefact.notes')} multiline minRows={3} />
      <Typography variant="subtitle2" component="h3">
        {t('artefact.releaseForms')}
      </Typography>
      {content.forms ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {content.forms.map((form) => (
            <li key={form.formId}>
              {form.formCode} · {t('design.version', { version: form.version })}
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary" variant="body2">
          {t('artefact.releaseFormsLater')}
        </Typography>
      )}
    </>
  );
}

/** PAGE: the title here; the blocks are arranged in the page designer. */
export function PageEditor({ value, onChange, errors }: ContentEditorProps) {
  const { t } = useTranslation('shell');
  const content = value as { title?: string; blocks?: unknown[] };
  // A page keeps its blocks (none yet: an empty list) when its title changes.
  const text = textsOf({ ...content, blocks: content.blocks ?? [] }, onChange, errors);
  return (
    <>
      <TextField {...text('title')} size="small" label={t('artefact.title')} required />
      <Typography color="text.secondary" variant="body2">
        {content.blocks && content.blocks.length > 0
          ? t('artefact.blocks', { count: content.blocks.length })
          : t('artefact.blocksLater')}
      </Typography>
    </>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// CodeMirror loads when the field is first shown (the editor dialog opens on demand): the
// shell's first paint never waits for it.
const SqlCodeMirror = lazy(() => import('./SqlCodeMirror'));

const MONOSPACE = 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';
const MIN_HEIGHT = '10.5em';
const MAX_HEIGHT = '28em';

/**
 * A SQL field: a visible label, a code editor with SQL highlighting (named by the label,
 * `aria-invalid` when the field has a problem) and, under it, the problem or the help.
 */
export function SqlEditor({
  label,
  value,
  onChange,
  error,
  helperText,
  required = false,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, shown under it instead of the help. */
  error?: string | undefined;
  helperText?: string | undefined;
  required?: boolean;
  maxLength?: number | undefined;
}) {
  const { t } = useTranslation('shell');
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState(false);
  const invalid = error !== undefined;
  const below = error ?? helperText;
  // The label is not a <label> (the editable area is no form control): a click on it moves
  // the focus into the editor as a label's click would.
  const focus = () => host.current?.querySelector<HTMLElement>('.cm-content')?.focus();
  return (
    <FormControl error={invalid} required={required} focused={focused} fullWidth>
      <FormLabel component="div" id={`${id}-label`} onClick={focus} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        ref={host}
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        sx={{
          '& .cm-editor': {
            maxHeight: MAX_HEIGHT,
            bgcolor: 'grey.50',
            border: 1,
            borderColor: invalid ? 'error.main' : 'rgba(0, 0, 0, 0.23)',
            borderRadius: 1,
            fontSize: 13,
          },
          '& .cm-editor:hover': { borderColor: invalid ? 'error.main' : 'text.primary' },
          '& .cm-editor.cm-focused': {
            outline: 2,
            outlineColor: invalid ? 'error.main' : 'primary.main',
            outlineOffset: '-1px',
          },
          '& .cm-scroller': { fontFamily: MONOSPACE, overflow: 'auto' },
          '& .cm-content, & .cm-gutter': { minHeight: MIN_HEIGHT },
          // Line numbers readable against the gutter (4.5:1).
          '& .cm-gutters': {
            bgcolor: 'grey.100',
            color: 'text.secondary',
            borderRadius: '4px 0 0 4px',
          },
          // The default active-line tint lowers the contrast of some tokens.
          '& .cm-activeLine': { bgcolor: 'transparent' },
        }}
      >
        <Suspense
          fallback={
            <Box
              sx={{
                minHeight: MIN_HEIGHT,
                display: 'grid',
                placeItems: 'center',
                border: 1,
                borderColor: 'rgba(0, 0, 0, 0.23)',
                borderRadius: 1,
              }}
            >
              <CircularProgress size={24} aria-label={t('dataview.sqlLoading', { label })} />
            </Box>
          }
        >
          <SqlCodeMirror
            value={value}
            onChange={onChange}
            label={label}
            describedBy={`${id}-below`}
            invalid={invalid}
            required={required}
            maxLength={maxLength}
          />
        </Suspense>
      </Box>
      <FormHelperText id={`${id}-below`}>{below}</FormHelperText>
    </FormControl>
  );
}

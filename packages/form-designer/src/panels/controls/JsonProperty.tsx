import { parseJsonText } from '@org/form-schema';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useSyncedDraft } from '../use-synced-draft';
import { useDesignerTranslation } from '../../i18n';
import { useFieldLeft } from '../use-property-edit';

export interface JsonPropertyProps {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  /** Accepts only values of the expected shape (e.g. a list); others are shown as invalid. */
  accept?: (value: unknown) => boolean;
  invalidMessage?: string;
}

const show = (value: unknown) => JSON.stringify(value ?? null, null, 2);

/**
 * An option holding JSON data (a toolbar, component props). Text that does not parse stays in
 * the field with the parser's line and column; only parsed values reach the store.
 */
export function JsonProperty(props: JsonPropertyProps) {
  const { t } = useDesignerTranslation('panels');
  const fieldLeft = useFieldLeft();
  const [draft, setDraft] = useSyncedDraft(
    props.value,
    () => show(props.value),
    (current, stored) => {
      const parsed = parseJsonText(current);
      return parsed.ok && show(parsed.value) === show(stored) ? current : show(stored);
    },
  );
  const [error, setError] = useState<string | null>(null);

  const change = (text: string) => {
    setDraft(text);
    const parsed = parseJsonText(text);
    if (!parsed.ok) {
      setError(t('json.invalid', { message: parsed.error.message }));
      return;
    }
    if (props.accept && !props.accept(parsed.value)) {
      setError(props.invalidMessage ?? t('json.invalid', { message: '' }));
      return;
    }
    setError(null);
    props.onChange(parsed.value);
  };

  return (
    <TextField
      label={props.label}
      value={draft}
      size="small"
      fullWidth
      margin="dense"
      multiline
      minRows={3}
      error={error !== null}
      helperText={error}
      onChange={(event) => change(event.target.value)}
      onBlur={() => {
        fieldLeft();
        setError(null);
        setDraft(show(props.value));
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } },
      }}
    />
  );
}

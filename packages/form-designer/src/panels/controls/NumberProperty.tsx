import { checkLimit, parseNumberText, type NumberLimit } from '@org/form-schema';
import { TextField } from '@mui/material';
import { useState } from 'react';
import { useSyncedDraft } from '../use-synced-draft';
import { useDesignerTranslation } from '../../i18n';
import { useFieldLeft } from '../use-property-edit';

export interface NumberPropertyProps {
  label: string;
  value: number | null | undefined;
  /** Inputs outside the range are shown as an error and never reach the store. */
  limit?: NumberLimit;
  onChange: (value: number | null) => void;
  /** Whether an empty field is a value of its own (`null`, e.g. "no default"). */
  allowEmpty?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
}

const UNBOUNDED: NumberLimit = { min: -Number.MAX_VALUE, max: Number.MAX_VALUE, integer: false };
const show = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/**
 * A numeric option. What is typed stays in the field while it is not a number within the
 * option's range (with the reason shown); only valid numbers are sent to the store. Leaving
 * the field puts back the stored value.
 */
export function NumberProperty(props: NumberPropertyProps) {
  const { t } = useDesignerTranslation('panels');
  const fieldLeft = useFieldLeft();
  const [draft, setDraft] = useSyncedDraft(
    props.value,
    () => show(props.value),
    (current, stored) => (parseNumberText(current) === stored ? current : show(stored)),
  );
  const [error, setError] = useState<string | null>(null);
  const limit = props.limit ?? UNBOUNDED;

  const change = (text: string) => {
    setDraft(text);
    if (props.allowEmpty && text.trim() === '') {
      setError(null);
      props.onChange(null);
      return;
    }
    const value = parseNumberText(text);
    const issue = checkLimit(value, limit);
    if (issue) {
      setError(t(`number.${issue.code}`, { min: issue.min, max: issue.max }));
      return;
    }
    setError(null);
    props.onChange(value);
  };

  return (
    <TextField
      label={props.label}
      value={draft}
      size="small"
      fullWidth
      margin="dense"
      disabled={props.disabled}
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
        htmlInput: {
          inputMode: limit.integer ? 'numeric' : 'decimal',
          readOnly: props.readOnly,
        },
      }}
    />
  );
}

import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useFieldLeft } from '../use-property-edit';

export interface TextPropertyProps {
  label: string;
  value: string;
  /** Called on every keystroke; the store squashes one field's typing into one undo step. */
  onChange: (value: string) => void;
  error?: string | null;
  helperText?: ReactNode;
  multiline?: boolean;
  disabled?: boolean;
  type?: string;
  /** Called when the field is left, after the undo step is closed. */
  onLeave?: () => void;
}

/** A text option: edits go to the store as they are typed. */
export function TextProperty(props: TextPropertyProps) {
  const fieldLeft = useFieldLeft();
  return (
    <TextField
      label={props.label}
      value={props.value}
      type={props.type}
      size="small"
      fullWidth
      margin="dense"
      multiline={props.multiline}
      minRows={props.multiline ? 3 : undefined}
      disabled={props.disabled}
      error={Boolean(props.error)}
      helperText={props.error || props.helperText}
      onChange={(event) => props.onChange(event.target.value)}
      onBlur={() => {
        fieldLeft();
        props.onLeave?.();
      }}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

import { MenuItem, TextField } from '@mui/material';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoicePropertyProps {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  disabled?: boolean;
  error?: string | null;
  helperText?: string;
}

/** An option with a fixed set of values, as a select. */
export function ChoiceProperty(props: ChoicePropertyProps) {
  return (
    <TextField
      select
      label={props.label}
      value={props.value}
      size="small"
      fullWidth
      margin="dense"
      disabled={props.disabled}
      error={Boolean(props.error)}
      helperText={props.error || props.helperText}
      onChange={(event) => props.onChange(event.target.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {props.choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

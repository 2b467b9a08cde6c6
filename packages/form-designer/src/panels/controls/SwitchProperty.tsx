import { FormControlLabel, Switch } from '@mui/material';

export interface SwitchPropertyProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A yes/no option. */
export function SwitchProperty(props: SwitchPropertyProps) {
  return (
    <FormControlLabel
      sx={{ display: 'flex', ml: 0 }}
      control={
        <Switch
          size="small"
          checked={props.checked}
          disabled={props.disabled}
          onChange={(event) => props.onChange(event.target.checked)}
        />
      }
      label={props.label}
    />
  );
}

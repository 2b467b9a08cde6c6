import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Choice } from './flow-choices';

/** A select of the property panel; a current value that is not offered stays as a choice. */
export function SelectField<V extends string | number>({
  label,
  value,
  choices,
  onChange,
  disabled = false,
  helperText,
}: {
  label: string;
  value: V | '';
  choices: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  disabled?: boolean;
  helperText?: string | undefined;
}) {
  const shown =
    value === '' || choices.some((choice) => choice.value === value)
      ? choices
      : [...choices, { value, label: String(value) }];
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={label}
      value={value}
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => {
        const chosen = shown.find((choice) => String(choice.value) === event.target.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      {shown.map((choice) => (
        <MenuItem key={String(choice.value)} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Several values chosen from a list (roles, users, departments, a field's options); values not
 * among the choices are kept and shown as they are.
 */
export function MultiChoiceField({
  label,
  values,
  choices,
  onChange,
  disabled = false,
  helperText,
}: {
  label: string;
  values: readonly (string | number)[];
  choices: readonly Choice[];
  onChange: (values: (string | number)[]) => void;
  disabled?: boolean;
  helperText?: string | undefined;
}) {
  const known = new Map(choices.map((choice) => [String(choice.value), choice]));
  const chosen = values.map((value) => known.get(String(value)) ?? { value, label: String(value) });
  return (
    <Autocomplete
      multiple
      size="small"
      disabled={disabled}
      options={choices as Choice[]}
      value={chosen}
      isOptionEqualToValue={(option, value) => String(option.value) === String(value.value)}
      getOptionLabel={(option) => option.label}
      onChange={(_, next) => onChange(next.map((choice) => choice.value))}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}

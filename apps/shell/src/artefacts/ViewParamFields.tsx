import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import type { ViewDetail } from '../api/dataview-api';

type ViewParam = ViewDetail['params'][number];

/** `values` with `name` set to `value`, empty ones left out (undefined when none is left). */
function withValue(
  values: Readonly<Record<string, string>> | undefined,
  name: string,
  value: string,
): Record<string, string> | undefined {
  const next = Object.entries({ ...values, [name]: value }).filter(([, text]) => text !== '');
  return next.length > 0 ? Object.fromEntries(next) : undefined;
}

/**
 * A text field for each parameter a data view declares (required ones marked), valued from
 * `values` by name, or `empty` when it declares none. `helperOf` says what a field takes,
 * `errorOf` what the server refused in it.
 */
export function ViewParamFields({
  params,
  values,
  empty,
  onChange,
  helperOf,
  errorOf,
  inputProps,
}: {
  params: readonly ViewParam[];
  values: Readonly<Record<string, string>> | undefined;
  empty: string;
  onChange: (values: Record<string, string> | undefined) => void;
  helperOf: (param: ViewParam) => string;
  errorOf: (name: string) => string | undefined;
  inputProps?: InputBaseComponentProps;
}) {
  if (params.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return params.map((param) => {
    const problem = errorOf(param.name);
    return (
      <TextField
        key={param.name}
        size="small"
        label={param.name}
        required={param.required}
        value={values?.[param.name] ?? ''}
        onChange={(event) => onChange(withValue(values, param.name, event.target.value))}
        error={problem !== undefined}
        helperText={problem ?? helperOf(param)}
        {...(inputProps ? { slotProps: { htmlInput: inputProps } } : {})}
      />
    );
  });
}

import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { OrchestrationInput } from '@org/api-contract';
import { useTranslation } from 'react-i18next';

/** What a value typed for an input is: a switch's state, or text. */
export type Typed = Readonly<Record<string, string | boolean>>;

/** The input to send, from what was typed; the names of object inputs that are not JSON. */
export function inputOf(
  inputs: readonly OrchestrationInput[],
  typed: Typed,
): { input: Record<string, unknown>; unreadable: string[] } {
  const input: Record<string, unknown> = {};
  const unreadable: string[] = [];
  for (const { name, type } of inputs) {
    const value = typed[name];
    if (type === 'boolean') {
      input[name] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') continue;
    if (type === 'number') input[name] = Number(text);
    else if (type === 'string') input[name] = value;
    else {
      try {
        input[name] = JSON.parse(text) as unknown;
      } catch {
        unreadable.push(name);
      }
    }
  }
  return { input, unreadable };
}

/** A value as indented JSON in a monospace box that scrolls past its height. */
export function JsonBlock({ label, value }: { label: string; value: unknown }) {
  return (
    <Box
      component="pre"
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        m: 0,
        p: 1,
        maxHeight: 240,
        overflow: 'auto',
        fontFamily: 'monospace',
        fontSize: 12,
        bgcolor: 'action.hover',
        borderRadius: 1,
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {JSON.stringify(value, null, 2) ?? String(value)}
    </Box>
  );
}

/**
 * A field per declared input, for the values a run or a call is given: a switch for a yes/no,
 * a number field, a text field, JSON for an object; required ones marked. An object that is not
 * JSON (`unreadable`) and a refused value (`errors`, keyed `input.<name>` as the server names
 * it) show under their field.
 */
export function InputValueFields({
  inputs,
  typed,
  onChange,
  unreadable,
  errors,
}: {
  inputs: readonly OrchestrationInput[];
  typed: Typed;
  onChange: (typed: Typed) => void;
  unreadable: readonly string[];
  errors: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation('shell');
  return inputs.map(({ name, type, required }) => {
    const value = typed[name];
    const problem = unreadable.includes(name)
      ? t('orchestration.jsonSyntax')
      : errors[`input.${name}`];
    if (type === 'boolean') {
      return (
        <FormControlLabel
          key={name}
          required={required}
          control={
            <Switch
              checked={value === true}
              onChange={(event) => onChange({ ...typed, [name]: event.target.checked })}
            />
          }
          label={name}
        />
      );
    }
    return (
      <TextField
        key={name}
        size="small"
        label={name}
        required={required}
        type={type === 'number' ? 'number' : 'text'}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => onChange({ ...typed, [name]: event.target.value })}
        error={problem !== undefined}
        helperText={problem ?? (type === 'object' ? t('orchestration.jsonHelp') : undefined)}
        multiline={type === 'object'}
        minRows={type === 'object' ? 2 : undefined}
        slotProps={
          type === 'object'
            ? { htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }
            : {}
        }
      />
    );
  });
}

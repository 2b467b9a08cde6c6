import { type CallError, fieldErrorsOf } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  type Dispatch,
  type FormEvent,
  type ReactNode,
  type SetStateAction,
  useCallback,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

/** A refused save: its field errors (by field name), or its message when it names no field. */
export interface Refusal {
  errors: Record<string, string>;
  failure: string | null;
}

const NONE: Refusal = { errors: {}, failure: null };

/**
 * A dialog's last refusal: `refuse` takes a failed call's error, `reject` the dialog's own
 * field errors (checked before sending), `clear` forgets it before the next try.
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<Refusal>(NONE);
  const refuse = useCallback((error: unknown) => {
    const errors = fieldErrorsOf(error as CallError);
    setRefusal({
      errors,
      failure: Object.keys(errors).length === 0 ? (error as CallError).message : null,
    });
  }, []);
  const reject = useCallback(
    (errors: Record<string, string>) => setRefusal({ errors, failure: null }),
    [],
  );
  const clear = useCallback(() => setRefusal(NONE), []);
  return { ...refusal, refuse, reject, clear };
}

/** The props that bind a text field to one value of a dialog and to its refusal. */
export interface BoundField {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error: boolean;
  helperText: string | undefined;
}

/**
 * A dialog's text values and a `field(name)` binding each to a TextField (label, value,
 * change, error and the error under it); `labelOf` names a refused field for the list above
 * the fields (null for one the dialog does not show).
 */
export function useFields<F extends { [K in keyof F]: string }>(
  initial: F | (() => F),
  label: (name: keyof F & string) => string,
  errors: Record<string, string>,
): {
  values: F;
  setValues: Dispatch<SetStateAction<F>>;
  field: (name: keyof F & string) => BoundField;
  labelOf: (name: string) => string | null;
} {
  const [values, setValues] = useState<F>(initial);
  return {
    values,
    setValues,
    field: (name) => ({
      label: label(name),
      value: values[name],
      onChange: (event) => setValues((now) => ({ ...now, [name]: event.target.value })),
      error: name in errors,
      helperText: errors[name],
    }),
    labelOf: (name) => (Object.hasOwn(values, name) ? label(name as keyof F & string) : null),
  };
}

const FULL_ROW = { gridColumn: '1 / -1' } as const;

/** Width of the label column: the back-office's dialogs label their fields the same way. */
const LABEL_WIDTH = 88;

/**
 * Labels to the left of their fields, right-aligned, the required mark before the text, as
 * the back-office's dialogs show them. Applies to every `TextField` (selects too) of a dialog;
 * a switch or a check box lines up with the fields.
 */
const LEFT_LABELS = {
  '& .MuiTextField-root': {
    display: 'grid',
    gridTemplateColumns: `${LABEL_WIDTH}px minmax(0, 1fr)`,
    columnGap: 1.5,
    alignItems: 'start',
  },
  '& .MuiTextField-root > .MuiInputLabel-root': {
    position: 'static',
    transform: 'none',
    maxWidth: 'none',
    whiteSpace: 'normal',
    overflow: 'visible',
    textAlign: 'right',
    justifySelf: 'end',
    // On the line of the field's text.
    pt: '9px',
    fontSize: 14,
    color: 'text.primary',
    display: 'flex',
    gap: 0.25,
  },
  '& .MuiTextField-root > .MuiInputLabel-root .MuiFormLabel-asterisk': {
    order: -1,
    color: 'error.main',
  },
  '& .MuiTextField-root > .MuiInputBase-root, & .MuiTextField-root > .MuiFormHelperText-root': {
    gridColumn: 2,
  },
  // As high as the back-office's fields (MUI's small size).
  '& .MuiTextField-root .MuiOutlinedInput-input:not(.MuiInputBase-inputMultiline)': {
    py: '8.5px',
  },
  '& .MuiTextField-root .MuiInputBase-multiline': { py: '8.5px' },
  // The outline keeps no gap for a label that is no longer on it.
  '& .MuiTextField-root .MuiOutlinedInput-notchedOutline': { top: 0 },
  '& .MuiTextField-root .MuiOutlinedInput-notchedOutline legend': { display: 'none' },
  '& .MuiTextField-root .MuiInputBase-input::placeholder': { opacity: '0.6 !important' },
  '& > .MuiFormControlLabel-root': { ml: `calc(${LABEL_WIDTH}px + 12px - 11px)` },
} as const;

/**
 * A dialog around a form that keeps a refused save inside it: the title, an optional line,
 * the refusal above the fields (its message, or the refused fields listed by their labels),
 * the fields, and Cancel and the submit button. A click on the backdrop does not close it.
 */
export function FormDialog({
  title,
  intro,
  refusal,
  labelOf = () => null,
  errorsHeading,
  onSubmit,
  onClose,
  busy,
  submitLabel,
  maxWidth = 'sm',
  contentSx,
  children,
}: {
  title: ReactNode;
  /** A line above the refusal and the fields. */
  intro?: ReactNode;
  refusal: Refusal;
  /** The label of a refused field; null lists it by its name. */
  labelOf?: (name: string) => string | null;
  /** The words before the listed field errors. */
  errorsHeading?: string;
  /** Called on submit (the browser's own checks are off: the server checks the fields). */
  onSubmit: () => unknown;
  onClose: () => void;
  busy: boolean;
  submitLabel?: string;
  maxWidth?: DialogProps['maxWidth'];
  /** Extra layout of the fields (the refusal always spans the whole width). */
  contentSx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const { t } = useTranslation('shell');
  const listed = Object.entries(refusal.errors);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Dialog
      open
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth={maxWidth}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent
          dividers
          sx={[
            { display: 'grid', gap: 2, pt: '16px !important', ...LEFT_LABELS },
            ...(contentSx === undefined ? [] : Array.isArray(contentSx) ? contentSx : [contentSx]),
          ]}
        >
          {intro && <DialogContentText sx={FULL_ROW}>{intro}</DialogContentText>}
          {refusal.failure && (
            <Alert severity="error" sx={FULL_ROW}>
              {refusal.failure}
            </Alert>
          )}
          {listed.length > 0 && (
            <Alert severity="error" sx={FULL_ROW}>
              {errorsHeading ?? t('app.serverErrors')}{' '}
              {listed.map(([name, message]) => `${labelOf(name) ?? name}: ${message}`).join('; ')}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('app.cancel')}</Button>
          <Button type="submit" variant="contained" loading={busy}>
            {submitLabel ?? t('app.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

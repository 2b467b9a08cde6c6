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
          sx={[
            { display: 'grid', gap: 2, pt: '8px !important' },
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

import { type CallError, fieldErrorsOf } from '@org/app-kit';
import Alert from '@mui/material/Alert';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A refused save: its field errors (by field name), or its message when it names no field. */
export interface Refusal {
  errors: Record<string, string>;
  failure: string | null;
}

const NONE: Refusal = { errors: {}, failure: null };

/** A dialog's last refusal, set from a failed call and cleared before the next try. */
export function useRefusal() {
  const [refusal, setRefusal] = useState<Refusal>(NONE);
  const refuse = useCallback((error: unknown) => {
    const errors = fieldErrorsOf(error as CallError);
    setRefusal({
      errors,
      failure: Object.keys(errors).length === 0 ? (error as CallError).message : null,
    });
  }, []);
  const clear = useCallback(() => setRefusal(NONE), []);
  return { ...refusal, refuse, clear };
}

/**
 * A refusal above a dialog's fields: the message, or the refused fields listed by their labels
 * (`labelOf` answers null for a field the dialog does not show; it is listed by its name).
 */
export function RefusalAlert({
  refusal,
  labelOf,
}: {
  refusal: Refusal;
  labelOf: (field: string) => string | null;
}) {
  const { t } = useTranslation('shell');
  const listed = Object.entries(refusal.errors);
  if (refusal.failure) return <Alert severity="error">{refusal.failure}</Alert>;
  if (listed.length === 0) return null;
  return (
    <Alert severity="error">
      {t('rbac.serverErrors')}{' '}
      {listed.map(([field, message]) => `${labelOf(field) ?? field}: ${message}`).join('; ')}
    </Alert>
  );
}

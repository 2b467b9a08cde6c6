import type { FieldFailure, FormValidationError } from '@org/form-renderer';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** A failure listed above a form: the field's label (never its model) and the message. */
export type ListedFailure = Pick<FieldFailure, 'label' | 'message'>;

/**
 * The failures of a rejected `getData`, as the renderer gives them (label, message in the
 * form's language). Told by the error's code: importing `FormValidationError` itself would
 * bring the renderer into the chunk of the page, which loads it on demand.
 */
export function failuresOf(error: unknown): readonly ListedFailure[] {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : '';
  return code === 'validation-failed' ? (error as FormValidationError).errors : [];
}

/** The fields that failed, each named by its label, inside a notice above the form. */
export function FieldFailures({ items }: { items: readonly ListedFailure[] }) {
  const { t } = useTranslation('shell');
  if (items.length === 0) return null;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {items.map((item, index) => (
        <li key={index}>{t('fc.failure', { label: item.label, message: item.message })}</li>
      ))}
    </Box>
  );
}

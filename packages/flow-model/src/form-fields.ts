import { type FormDefinition, submissionColumns } from '@org/form-schema';
import type { FlowField } from './types';

const BY_FILTER = {
  number: 'number',
  date: 'date',
  choice: 'choice',
  boolean: 'choice',
  text: 'text',
} as const;

/**
 * The fields of a form as a flow sees them: every data-bound field with a name, in the form's
 * order, with the kind of value conditions compare it as. Date ranges, lists of dates, files
 * and sub-tables cannot be compared (`other`).
 */
export function flowFieldsOf(definition: FormDefinition): FlowField[] {
  return submissionColumns(definition).map((column) => {
    const ranged = column.date && (column.date.range || column.multiple);
    const type = column.filter === null || ranged ? 'other' : BY_FILTER[column.filter];
    const choices =
      column.choices?.kind === 'static'
        ? column.choices.choices.map((choice) => ({
            value: typeof choice.value === 'boolean' ? String(choice.value) : choice.value,
            label: choice.label,
          }))
        : undefined;
    return { model: column.model, label: column.label, type, ...(choices ? { choices } : {}) };
  });
}

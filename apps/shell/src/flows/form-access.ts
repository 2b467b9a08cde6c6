import { type CallError, fieldErrorsOf } from '@org/app-kit';
import type { FormRendererHandle } from '@org/form-renderer';
import { type RefObject, useCallback, useMemo, useRef } from 'react';
import type { ListedFailure } from '../formcontainer/FieldFailures';

/** What a participant may do with each field of the form, by field name. */
export type FieldAccessMap = Readonly<Record<string, 'edit' | 'read' | 'hidden'>>;

/** The fields with the given access. */
const withAccess = (access: FieldAccessMap, wanted: string) =>
  Object.keys(access).filter((model) => access[model] === wanted);

/** Whether the participant may change any field. */
export const editsAny = (access: FieldAccessMap) => withAccess(access, 'edit').length > 0;

export interface AccessedForm {
  /** The renderer's ref: the access is applied to the form as soon as it is there. */
  ref: (handle: FormRendererHandle | null) => void;
  /** The renderer's runtime API, once the form is shown. */
  api: RefObject<FormRendererHandle | null>;
}

/**
 * A form shown with a participant's field access: hidden fields hidden, read-only ones
 * disabled, editable ones enabled (as far as the definition lets them be).
 */
export function useAccessedForm(access: FieldAccessMap): AccessedForm {
  const api = useRef<FormRendererHandle | null>(null);
  /** What this hook hid and disabled last, to undo where the access has changed since. */
  const applied = useRef<{ hidden: string[]; readOnly: string[] }>({ hidden: [], readOnly: [] });
  const ref = useCallback(
    (handle: FormRendererHandle | null) => {
      api.current = handle;
      if (!handle) return;
      const hidden = withAccess(access, 'hidden');
      const readOnly = withAccess(access, 'read');
      // The access may change while the form is shown (a flow returned to its initiator).
      const shownAgain = applied.current.hidden.filter((model) => !hidden.includes(model));
      const editableAgain = applied.current.readOnly.filter((model) => access[model] === 'edit');
      if (shownAgain.length > 0) handle.display(shownAgain);
      if (editableAgain.length > 0) handle.enable(editableAgain);
      if (hidden.length > 0) handle.hide(hidden);
      if (readOnly.length > 0) handle.disable(readOnly);
      applied.current = { hidden, readOnly };
    },
    [access],
  );
  return useMemo(() => ({ ref, api }), [ref]);
}

/** The values a participant may send: those of the fields they may edit. */
export function editableValues(
  data: Readonly<Record<string, unknown>>,
  access: FieldAccessMap,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([model]) => access[model] === 'edit'));
}

/** A refusal split by where it shows: under the form's fields, and by the other names. */
export interface SplitRefusal {
  /** The form's failed fields, shown under them and listed by label. */
  form: readonly ListedFailure[];
  /** The other refused fields by name (`chosen.approver`, `userId`, `comment`, …). */
  others: Record<string, string>;
}

/**
 * A 40022's field errors: those of `data.*` set under the form's fields (the renderer answers
 * each with its label; a field the form lacks is listed by its model), the rest by name.
 */
export function splitRefusal(error: unknown, form: FormRendererHandle | null): SplitRefusal {
  const fields = fieldErrorsOf(error as CallError);
  const underFields: Record<string, string> = {};
  const others: Record<string, string> = {};
  for (const [name, message] of Object.entries(fields)) {
    if (name.startsWith('data.')) underFields[name.slice('data.'.length)] = message;
    else others[name] = message;
  }
  const shown = form?.setErrors(underFields) ?? [];
  const missing = Object.entries(underFields)
    .filter(([model]) => !shown.some((failure) => failure.path === model))
    .map(([model, message]) => ({ label: model, message }));
  return { form: [...shown, ...missing], others };
}

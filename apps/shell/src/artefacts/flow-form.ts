import type { CallError } from '@org/app-kit';
import { type FlowForm, useFlowFormQuery } from '../api/artefacts-api';

/** A form to show: its published version, else its latest; or why it cannot be shown. */
export interface ShownForm {
  form: FlowForm | undefined;
  /** True when the form has no published version and the latest is shown. */
  latest: boolean;
  isLoading: boolean;
  error: CallError | undefined;
}

/**
 * The definition people fill in: the form's published version (`API.forms.get` with
 * `published: true`), or its latest version while none is published.
 */
export function usePublishedOrLatest(formId: number | undefined): ShownForm {
  const skip = formId === undefined;
  const published = useFlowFormQuery({ id: formId ?? 0, published: true }, { skip });
  const fallback = published.isError;
  const latest = useFlowFormQuery(
    { id: formId ?? 0, published: false },
    { skip: skip || !fallback },
  );
  if (!fallback) {
    return {
      form: published.data,
      latest: false,
      isLoading: published.isLoading,
      error: undefined,
    };
  }
  return {
    form: latest.data,
    latest: true,
    isLoading: latest.isLoading || latest.isUninitialized,
    error: latest.error as CallError | undefined,
  };
}

import type { FlowField } from '@org/flow-model';
import { flowFieldsOf } from '@org/flow-model';
import type { CallError } from '@org/app-kit';
import { useMemo } from 'react';
import { type FlowForm, useFlowFormQuery } from '../api/artefacts-api';

/** The form a flow is designed on, with its fields as the flow sees them. */
export interface FlowFormFields {
  form: FlowForm | undefined;
  fields: FlowField[];
  /** The form has no published version: the fields are its latest version's. */
  latest: boolean;
  isLoading: boolean;
  error: CallError | undefined;
}

const NO_FIELDS: FlowField[] = [];

/**
 * The fields of a flow's form: of its published version (what the flow will run with), else
 * of its latest version while none is published.
 */
export function useFlowFormFields(formId: number | undefined): FlowFormFields {
  const skip = formId === undefined;
  const published = useFlowFormQuery({ id: formId ?? 0, published: true }, { skip });
  const fallback = published.isError;
  const latest = useFlowFormQuery(
    { id: formId ?? 0, published: false },
    { skip: skip || !fallback },
  );
  const shown = fallback ? latest : published;
  const definition = shown.data?.definition;
  const fields = useMemo(() => (definition ? flowFieldsOf(definition) : NO_FIELDS), [definition]);
  return {
    form: shown.data,
    fields,
    latest: fallback,
    isLoading: skip
      ? false
      : fallback
        ? latest.isLoading || latest.isUninitialized
        : published.isLoading,
    error: fallback ? (latest.error as CallError | undefined) : undefined,
  };
}

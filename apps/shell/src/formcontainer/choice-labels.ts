import type { SubmissionColumn } from '@org/form-schema';
import { useMemo } from 'react';
import { type DictsByCode, useDictsByCodeQuery } from '../api/formcontainer-api';

/** The texts of choice values per field model: value (as text) → label. */
export type ChoiceLabels = ReadonlyMap<string, ReadonlyMap<string, string>>;

/** The most dictionaries one call reads (`DictCodes` of the contract). */
const MAX_CODES = 50;

/** The labels of the dictionary-backed choice columns, from their dictionaries' items. */
function labelsOf(columns: readonly SubmissionColumn[], dicts: DictsByCode): ChoiceLabels {
  const labels = new Map<string, ReadonlyMap<string, string>>();
  for (const column of columns) {
    const source = column.choices;
    if (source?.kind !== 'dict') continue;
    const dict = dicts.find((each) => each.dictCode === source.dictCode);
    if (!dict) continue;
    const texts = new Map<string, string>();
    for (const item of dict.list as unknown as Record<string, unknown>[]) {
      const value = item[source.valueKey];
      const label = item[source.labelKey];
      if (value !== undefined && value !== null) {
        texts.set(String(value), typeof label === 'string' && label ? label : String(value));
      }
    }
    labels.set(column.model, texts);
  }
  return labels;
}

/**
 * The labels of a table's dictionary choices, looked up once for all its columns; empty
 * until they arrive (or when none is a dictionary's), so cells show the values meanwhile.
 */
export function useChoiceLabels(columns: readonly SubmissionColumn[]): ChoiceLabels {
  const codes = useMemo(() => {
    const found = new Set<string>();
    for (const column of columns) {
      if (column.choices?.kind === 'dict') found.add(column.choices.dictCode);
    }
    return [...found].sort().slice(0, MAX_CODES);
  }, [columns]);
  const dicts = useDictsByCodeQuery(codes, { skip: codes.length === 0 });
  return useMemo(() => labelsOf(columns, dicts.data ?? []), [columns, dicts.data]);
}

/** The choices a filter on a column offers: its own, or its dictionary's; none for others. */
export function choicesOf(
  column: SubmissionColumn,
  labels: ChoiceLabels,
): { value: string; label: string }[] {
  const source = column.choices;
  if (source?.kind === 'static') {
    return source.choices.map((choice) => ({ value: String(choice.value), label: choice.label }));
  }
  return [...(labels.get(column.model) ?? new Map<string, string>())].map(([value, label]) => ({
    value,
    label,
  }));
}

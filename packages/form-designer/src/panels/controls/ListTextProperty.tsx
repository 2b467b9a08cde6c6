import { useSyncedDraft } from '../use-synced-draft';
import { TextProperty } from './TextProperty';

export interface ListTextPropertyProps {
  label: string;
  values: readonly string[];
  /** Separator between values, e.g. '/' for a cascader path or ',' for several dates. */
  separator: string;
  onChange: (values: string[]) => void;
}

const split = (text: string, separator: string) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/**
 * A list of values typed as text with a separator. What is typed stays as typed (spaces and a
 * trailing separator included) while it means the stored list.
 */
export function ListTextProperty({ label, values, separator, onChange }: ListTextPropertyProps) {
  const [draft, setDraft] = useSyncedDraft(
    values,
    () => values.join(` ${separator} `),
    (current, stored) =>
      same(split(current, separator), stored) ? current : stored.join(` ${separator} `),
  );
  return (
    <TextProperty
      label={label}
      value={draft}
      onChange={(text) => {
        setDraft(text);
        const next = split(text, separator);
        if (!same(next, values)) onChange(next);
      }}
    />
  );
}

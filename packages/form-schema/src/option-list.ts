/**
 * Editing the static choices of radio, checkbox and select (`options.options`): append, edit,
 * remove and move items. Each returns a new list and never mutates its input; the widget's
 * default is then kept consistent by `applyOptionChange` (a value that is no longer an option
 * is dropped from the default).
 */
import type { OptionItem } from './types';

/** A new item after the others: "Option n" with the first n not used as a value. */
export function appendOptionItem(list: readonly OptionItem[]): OptionItem[] {
  const used = new Set(list.map((item) => String(item.value)));
  let n = list.length + 1;
  while (used.has(`Option ${n}`)) n++;
  const value = `Option ${n}`;
  return [...list, { value, label: value }];
}

/** The list with the item at `index` changed; the same list for an index outside it. */
export function editOptionItem(
  list: readonly OptionItem[],
  index: number,
  patch: Partial<OptionItem>,
): OptionItem[] {
  const item = list[index];
  if (!item) return list as OptionItem[];
  const copy = list.slice();
  copy[index] = { ...item, ...patch };
  return copy;
}

/** The list without the item at `index`; the same list for an index outside it. */
export function removeOptionItem(list: readonly OptionItem[], index: number): OptionItem[] {
  if (index < 0 || index >= list.length) return list as OptionItem[];
  return [...list.slice(0, index), ...list.slice(index + 1)];
}

/** The list with the item at `from` moved to `to` (clamped into the list). */
export function moveOptionItem(
  list: readonly OptionItem[],
  from: number,
  to: number,
): OptionItem[] {
  if (from < 0 || from >= list.length) return list as OptionItem[];
  const target = Math.max(0, Math.min(to, list.length - 1));
  if (target === from) return list as OptionItem[];
  const copy = list.slice();
  const [item] = copy.splice(from, 1);
  copy.splice(target, 0, item as OptionItem);
  return copy;
}

/** Values that appear more than once in the list, as text (choices should be distinct). */
export function duplicateOptionValues(list: readonly OptionItem[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const item of list) {
    const value = String(item.value);
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

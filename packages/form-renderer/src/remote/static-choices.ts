/**
 * Choices of widgets with static options (`options.options`), as widgets show them.
 */
import type { OptionItem } from '@org/form-schema';
import type { ChoiceItem, ChoicesState } from '../contract';

type ChoiceValue = OptionItem['value'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value a choice can hold: text, number or boolean (other values become text). */
export function choiceValue(value: unknown): ChoiceValue {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  return value === null || value === undefined ? '' : String(value);
}

/** Text of a value for a label. */
export function textOf(value: unknown): string {
  return value === null || value === undefined ? '' : String(value);
}

/** The static options of a widget: `{ value, label, children }` as the definition gives them. */
export function staticChoiceItems(options: unknown): ChoiceItem[] {
  if (!Array.isArray(options)) return [];
  const items: ChoiceItem[] = [];
  for (const option of options) {
    if (!isRecord(option)) {
      if (option !== null && option !== undefined) {
        items.push({ value: choiceValue(option), label: textOf(option) });
      }
      continue;
    }
    const value = choiceValue(option.value);
    const label =
      option.label === undefined || option.label === '' ? textOf(value) : textOf(option.label);
    const item: ChoiceItem = { value, label };
    if (Array.isArray(option.children)) item.children = staticChoiceItems(option.children);
    if (option.disabled === true) item.disabled = true;
    items.push(item);
  }
  return items;
}

/** A settled choices state for a list of items. */
export function readyChoices(items: readonly ChoiceItem[]): ChoicesState {
  return { items, loading: false, error: null };
}

import type { Widget } from '@org/form-schema';
import { useEffect, useMemo } from 'react';
import type { ChoicesState } from '../contract';
import type { FormRuntime } from '../runtime/form-runtime';
import { readyChoices, staticChoiceItems } from './static-choices';

/** Widget types that show choices. */
export const CHOICE_TYPES: ReadonlySet<string> = new Set([
  'radio',
  'checkbox',
  'select',
  'cascader',
]);

const PENDING: ChoicesState = Object.freeze({
  items: Object.freeze([]),
  loading: true,
  error: null,
});

/**
 * The choices of a widget: its static `options` list, or its remote choices, which start
 * loading when the widget mounts. `key` is the model, or `table.column` for a column.
 */
export function useChoices(
  runtime: FormRuntime,
  key: string,
  widget: Widget,
  options: Readonly<Record<string, unknown>>,
  remoteState: ChoicesState | undefined,
): ChoicesState | undefined {
  const isChoice = CHOICE_TYPES.has(widget.type);
  const remote = isChoice && options.remote === true;
  useEffect(() => {
    if (remote) runtime.ensureChoices(key, widget);
  }, [runtime, key, widget, remote]);
  const staticList = options.options;
  const fixed = useMemo(
    () => (isChoice && !remote ? readyChoices(staticChoiceItems(staticList)) : undefined),
    [isChoice, remote, staticList],
  );
  if (!isChoice) return undefined;
  return remote ? (remoteState ?? PENDING) : fixed;
}

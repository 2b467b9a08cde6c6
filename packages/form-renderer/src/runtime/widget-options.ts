import type { Widget } from '@org/form-schema';

/** A widget's options as a plain record (definitions may carry options the types do not name). */
export function optionsRecord(widget: Widget): Readonly<Record<string, unknown>> {
  return (widget.options ?? {}) as unknown as Readonly<Record<string, unknown>>;
}

/** The widget with run-time overrides (`setOptions`) merged over its options. */
export function mergeOptions(
  widget: Widget,
  patch: Readonly<Record<string, unknown>> | undefined,
): Readonly<Record<string, unknown>> {
  const own = optionsRecord(widget);
  return patch ? { ...own, ...patch } : own;
}

/** A copy of the widget carrying the given options. */
export function withOptions(widget: Widget, options: Readonly<Record<string, unknown>>): Widget {
  return { ...widget, options } as unknown as Widget;
}

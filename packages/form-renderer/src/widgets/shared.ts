/**
 * Small helpers every widget uses: the accessibility attributes of an invalid control, the
 * width and class a definition gives a control, and defensive readers for options that an
 * imported definition may lack.
 */
import type { CSSProperties } from 'react';
import type { ChoiceItem, WidgetComponentProps } from '../contract';

/** `aria-invalid` and `aria-describedby` while the field shows an error, nothing otherwise. */
export function errorAttributes(props: Pick<WidgetComponentProps, 'error' | 'errorId'>): {
  'aria-invalid'?: true;
  'aria-describedby'?: string;
} {
  return props.error ? { 'aria-invalid': true, 'aria-describedby': props.errorId } : {};
}

/**
 * The CSS width of a control from `options.width`: text such as `100%` or `240px` as given, a
 * number as pixels, nothing when empty or absent (the control keeps its natural width).
 */
export function widthStyle(width: unknown): CSSProperties | undefined {
  if (typeof width === 'number' && Number.isFinite(width) && width > 0) return { width };
  if (typeof width === 'string' && width.trim() !== '') return { width: width.trim() };
  return undefined;
}

/** `options.customClass` when it is a non-empty text. */
export function customClassName(customClass: unknown): string | undefined {
  return typeof customClass === 'string' && customClass.trim() !== ''
    ? customClass.trim()
    : undefined;
}

/**
 * `style` with a natural minimum width for a control that has no width of its own; a control
 * given a width (a sub-table cell gives `100%`) keeps exactly that width.
 */
export function withMinWidth(style: CSSProperties | undefined, minWidth: number): CSSProperties {
  return style?.width === undefined ? { minWidth, ...style } : { ...style };
}

/** The width style and class name of a control, from its widget's options. */
export function controlLook(options: unknown): {
  style: CSSProperties | undefined;
  className: string | undefined;
} {
  const record = (options ?? {}) as { width?: unknown; customClass?: unknown };
  return { style: widthStyle(record.width), className: customClassName(record.customClass) };
}

/** An option read as a boolean: only `true` counts. */
export function flag(value: unknown): boolean {
  return value === true;
}

/** An option read as a finite number, or the fallback. */
export function numberOr(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

/** An option read as a finite number, or undefined when absent or not a number. */
export function optionalNumber(value: unknown): number | undefined {
  const parsed = numberOr(value, Number.NaN);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** An option read as text ('' when absent). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

/** The text a choice shows: its label with `showLabel`, otherwise its value (FormMaking's rule). */
/**
 * Whether a choice widget shows its choices' labels: static choices only with `showLabel`
 * (otherwise their values), remote ones always (their labels come through `props.label`).
 */
export function showsLabels(options: { showLabel?: unknown; remote?: unknown }): boolean {
  return flag(options.showLabel) || flag(options.remote);
}

export function choiceText(item: ChoiceItem, showLabel: boolean): string {
  return showLabel ? item.label || String(item.value) : String(item.value);
}

/** Whether a value equals a choice's value; `1` and `'1'` are the same choice. */
export function sameChoice(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  return a != null && b != null && typeof a !== 'object' && String(a) === String(b);
}

/** Whether a form value counts as empty for display (clear buttons, placeholders). */
export function isBlank(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

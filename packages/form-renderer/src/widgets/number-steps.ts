/** Arithmetic of the number field: clamping, stepping without float noise, parsing typed text. */

export interface NumberBounds {
  min: number | undefined;
  max: number | undefined;
}

/** Digits after the decimal point of a number as written (`0.25` → 2, `1e-3` → 3). */
export function decimals(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const [mantissa = '', exponent] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/** The value kept within the bounds. */
export function clamp(value: number, { min, max }: NumberBounds): number {
  let out = value;
  if (max !== undefined && out > max) out = max;
  if (min !== undefined && out < min) out = min;
  return out;
}

/**
 * One step up (`direction` 1) or down (-1) from the current value, rounded to the precision of
 * the step and the value (so 0.1 + 0.2 gives 0.3) and clamped. An empty value steps from the
 * lower bound, or from 0 when there is none.
 */
export function stepValue(
  current: number | null,
  step: number,
  direction: 1 | -1,
  bounds: NumberBounds,
): number {
  const size = step > 0 ? step : 1;
  if (current === null) return clamp(bounds.min ?? 0, bounds);
  const precision = Math.max(decimals(size), decimals(current));
  const next = Number((current + direction * size).toFixed(Math.min(precision, 20)));
  return clamp(next, bounds);
}

/** Text typed into the number field: a number, null for empty text, undefined when unreadable. */
export function parseTyped(raw: string): number | null | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : undefined;
}

/** A stored value read as a number (null when empty or not a number). */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = parseTyped(value);
    return typeof parsed === 'number' ? parsed : null;
  }
  return null;
}

/**
 * The ranges of the designer's numeric property inputs (spec §5): label width 0–99999, step
 * −99999–99999, column span 1–24, offset/push/pull 0–24, the antd label column 0–24. Counts
 * and sizes the spec leaves open are kept non-negative (and upload limits at least 1).
 */
import { GRID_COLUMNS } from './constants';
import type { WidgetType } from './types';

/** An inclusive range; `integer` when fractions are refused. */
export interface NumberLimit {
  min: number;
  max: number;
  integer: boolean;
}

const limit = (min: number, max: number, integer = true): NumberLimit =>
  Object.freeze({ min, max, integer });

const LABEL_WIDTH = limit(0, 99999);
const STEP = limit(-99999, 99999, false);
const SPAN = limit(1, GRID_COLUMNS);
const SHIFT = limit(0, GRID_COLUMNS);
const SIZE = limit(0, 99999);
const BOUND = limit(-99999, 99999, false);

/** Options with a range on every widget type that has them. */
const COMMON: Readonly<Record<string, NumberLimit>> = Object.freeze({ labelWidth: LABEL_WIDTH });

/** Ranges by widget type and option name. */
const BY_TYPE: Readonly<Partial<Record<WidgetType, Readonly<Record<string, NumberLimit>>>>> =
  Object.freeze({
    number: { min: BOUND, max: BOUND, step: STEP, defaultValue: BOUND },
    slider: { min: BOUND, max: BOUND, step: STEP, defaultValue: BOUND },
    rate: { max: limit(1, 100), defaultValue: limit(0, 100, false) },
    imgupload: { limit: limit(1, 99999), min: limit(0, 99999), width: SIZE, height: SIZE },
    fileupload: { limit: limit(1, 99999) },
    editor: { height: SIZE },
    grid: { gutter: limit(0, 99999) },
    col: {
      span: SPAN,
      offset: SHIFT,
      push: SHIFT,
      pull: SHIFT,
      xs: SPAN,
      sm: SPAN,
      md: SPAN,
      lg: SPAN,
      xl: SPAN,
    },
    report: { borderWidth: limit(0, 99) },
  });

/** The antd label column (`config.labelCol`) and the form's label width. */
export const CONFIG_LIMITS: Readonly<Record<'labelCol' | 'labelWidth', NumberLimit>> =
  Object.freeze({ labelCol: limit(0, GRID_COLUMNS), labelWidth: LABEL_WIDTH });

/** The range of a numeric option of a widget type, or `undefined` when it has none. */
export function optionLimit(type: WidgetType, name: string): NumberLimit | undefined {
  return BY_TYPE[type]?.[name] ?? COMMON[name];
}

/** Why a number was refused; `null` when it is within its range. */
export type LimitIssue =
  | { code: 'NOT_A_NUMBER'; min: number; max: number }
  | { code: 'NOT_INTEGER'; min: number; max: number }
  | { code: 'OUT_OF_RANGE'; min: number; max: number };

/** The number a text field holds, or `NaN` when it holds none ('' included). */
export function parseNumberText(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** Checks a value against a range: a finite number, an integer when asked, within min and max. */
export function checkLimit(value: number, range: NumberLimit): LimitIssue | null {
  const { min, max } = range;
  if (!Number.isFinite(value)) return { code: 'NOT_A_NUMBER', min, max };
  if (range.integer && !Number.isInteger(value)) return { code: 'NOT_INTEGER', min, max };
  if (value < min || value > max) return { code: 'OUT_OF_RANGE', min, max };
  return null;
}

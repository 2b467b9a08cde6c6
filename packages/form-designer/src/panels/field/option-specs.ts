/**
 * Which options the field panel shows for each widget type, in order, and the control that
 * edits each (spec §3). Ranges of numeric options come from form-schema (`optionLimit`).
 * Choices, rules, upload settings, default values and events have sections of their own.
 */
import type { WidgetType } from '@org/form-schema';

export type OptionKind =
  | { kind: 'text' }
  | { kind: 'number'; readOnly?: boolean; allowEmpty?: boolean }
  | { kind: 'switch' }
  | { kind: 'choice'; choices: readonly string[] }
  | { kind: 'color' }
  | { kind: 'size' }
  | { kind: 'template' }
  | { kind: 'json' };

export interface OptionSpec {
  name: string;
  control: OptionKind;
  /** Shown only when this holds for the widget's options. */
  when?: (options: Record<string, unknown>) => boolean;
}

const text = { kind: 'text' } as const;
const num = { kind: 'number' } as const;
const on = { kind: 'switch' } as const;
const choice = (...choices: string[]) => ({ kind: 'choice', choices }) as const;

const RANGE_DATE_TYPES = ['daterange', 'datetimerange'];
const isRangeWidget = (o: Record<string, unknown>) =>
  Boolean(o.isRange) || RANGE_DATE_TYPES.includes(String(o.type));

const spec = (name: string, control: OptionKind, when?: OptionSpec['when']): OptionSpec => ({
  name,
  control,
  when,
});

/** The options of a labelled form item, after the type's own. */
const ITEM: OptionSpec[] = [
  spec('width', text),
  spec('isLabelWidth', on),
  spec('labelWidth', num, (o) => Boolean(o.isLabelWidth)),
  spec('hideLabel', on),
  spec('hidden', on),
];
const FIELD: OptionSpec[] = [...ITEM, spec('dataBind', on), spec('disabled', on)];
const CLASS = spec('customClass', text);
const READONLY = spec('readonly', on);
const PLACEHOLDER = spec('placeholder', text, (o) => !isRangeWidget(o));
const RANGE_PLACEHOLDERS = [
  spec('startPlaceholder', text, isRangeWidget),
  spec('endPlaceholder', text, isRangeWidget),
];

const field = (...own: OptionSpec[]): OptionSpec[] => [...own, ...FIELD, CLASS];

export const OPTION_SPECS: { readonly [T in WidgetType]: readonly OptionSpec[] } = {
  input: field(PLACEHOLDER, READONLY, spec('clearable', on), spec('showPassword', on)),
  textarea: field(PLACEHOLDER, READONLY, spec('clearable', on)),
  number: field(
    spec('min', { kind: 'number', allowEmpty: true }),
    spec('max', { kind: 'number', allowEmpty: true }),
    spec('step', num),
    spec('controlsPosition', choice('', 'right')),
    READONLY,
  ),
  radio: field(spec('inline', on), spec('showLabel', on), READONLY),
  checkbox: field(spec('inline', on), spec('showLabel', on), READONLY),
  select: field(
    spec('multiple', on),
    spec('clearable', on),
    spec('filterable', on),
    spec('showLabel', on),
    PLACEHOLDER,
    READONLY,
  ),
  time: field(
    PLACEHOLDER,
    ...RANGE_PLACEHOLDERS,
    spec('format', text),
    spec('isRange', on),
    spec('arrowControl', on),
    spec('editable', on),
    spec('clearable', on),
    READONLY,
  ),
  date: field(
    spec(
      'type',
      choice('year', 'month', 'date', 'dates', 'datetime', 'datetimerange', 'daterange'),
    ),
    PLACEHOLDER,
    ...RANGE_PLACEHOLDERS,
    spec('format', text),
    spec('timestamp', on),
    spec('editable', on),
    spec('clearable', on),
    READONLY,
  ),
  rate: field(spec('max', num), spec('allowHalf', on), spec('showScore', on)),
  color: field(spec('showAlpha', on)),
  switch: field(),
  slider: field(
    spec('min', num),
    spec('max', num),
    spec('step', num),
    spec('showInput', on),
    spec('range', on),
  ),
  imgupload: field(
    spec('size', { kind: 'size' }),
    spec('limit', num),
    spec('min', num),
    spec('isDelete', on),
    spec('isEdit', on),
    spec('multiple', on),
    READONLY,
  ),
  fileupload: field(spec('limit', num), spec('multiple', on), spec('tip', text), READONLY),
  editor: field(spec('height', num), spec('customToolbar', { kind: 'json' })),
  cascader: field(
    PLACEHOLDER,
    spec('multiple', on),
    spec('filterable', on),
    spec('clearable', on),
    spec('showAllLevels', on),
    spec('checkStrictly', on),
    spec('parentLevelField', text),
    READONLY,
  ),
  text: [...ITEM, CLASS],
  html: [...ITEM, CLASS],
  blank: field(spec('defaultType', choice('String', 'Object', 'Array'))),
  component: field(spec('template', { kind: 'template' })),
  custom: field(spec('customProps', { kind: 'json' })),
  table: field(READONLY),
  divider: [spec('contentPosition', choice('left', 'center', 'right')), spec('hidden', on), CLASS],
  grid: [
    spec('gutter', num),
    spec('justify', choice('start', 'end', 'center', 'space-around', 'space-between')),
    spec('align', choice('top', 'middle', 'bottom')),
    spec('flex', on),
    spec('responsive', on),
    spec('hidden', on),
    CLASS,
  ],
  col: [
    ...['span', 'offset', 'push', 'pull', 'xs', 'sm', 'md', 'lg', 'xl'].map((n) => spec(n, num)),
    CLASS,
  ],
  tabs: [
    spec('type', choice('', 'card', 'border-card')),
    spec('tabPosition', choice('top', 'left', 'right', 'bottom')),
    spec('hidden', on),
    CLASS,
  ],
  report: [
    spec('borderWidth', num),
    spec('borderColor', { kind: 'color' }),
    spec('width', text),
    spec('hidden', on),
    CLASS,
  ],
  td: [
    spec('colspan', { kind: 'number', readOnly: true }),
    spec('rowspan', { kind: 'number', readOnly: true }),
    spec('align', choice('left', 'center', 'right')),
    spec('valign', choice('top', 'middle', 'bottom')),
    spec('width', text),
    spec('height', text),
    CLASS,
  ],
};

/** Types whose choices come from a static list or a remote source. */
export const CHOICE_TYPES: ReadonlySet<WidgetType> = new Set([
  'radio',
  'checkbox',
  'select',
  'cascader',
]);

/** Types with upload settings. */
export const UPLOAD_TYPES: ReadonlySet<WidgetType> = new Set(['imgupload', 'fileupload']);

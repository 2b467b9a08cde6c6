/**
 * The option-change rules of the designer (spec §4): changing one option keeps the others
 * consistent (rules, default values, props mapping), and the form's layout and label
 * position follow each other.
 */
import { WIDGET_KINDS, propsForRemoteType } from './widget-kinds';
import { FormOperationError } from './errors';
import { buildRules } from './rules';
import { findWidget, updateAt } from './tree';
import type { FormConfig, FormDefinition, RemoteType, Widget } from './types';

/** Options whose change rebuilds the widget's rules. */
export const RULE_OPTIONS: readonly string[] = Object.freeze([
  'required',
  'requiredMessage',
  'dataType',
  'dataTypeCheck',
  'dataTypeMessage',
  'pattern',
  'patternCheck',
  'patternMessage',
]);

const RANGE_DATE_TYPES: ReadonlySet<string> = new Set(['daterange', 'datetimerange', 'dates']);

type Options = Record<string, unknown>;

function multipleDefault(value: unknown, multiple: boolean): unknown {
  if (multiple) {
    if (Array.isArray(value)) return value;
    return value === '' || value === null || value === undefined ? [] : [value];
  }
  if (!Array.isArray(value)) return value;
  return value.length > 0 ? value[0] : '';
}

function prunedDefault(value: unknown, list: unknown, multiple: boolean): unknown {
  if (!Array.isArray(list)) return value;
  const values = list.map((item: unknown) =>
    typeof item === 'object' && item !== null ? (item as { value?: unknown }).value : item,
  );
  const known = (item: unknown) => values.includes(item);
  if (multiple || Array.isArray(value)) {
    if (!Array.isArray(value)) return value;
    const kept = value.filter(known);
    return kept.length === value.length ? value : kept;
  }
  if (value === '' || value === null || value === undefined) return value;
  return known(value) ? value : '';
}

function sliderDefault(value: unknown, range: boolean, min: number): unknown {
  if (range) {
    if (Array.isArray(value)) return value;
    return [min, typeof value === 'number' ? value : min];
  }
  if (!Array.isArray(value)) return value;
  const first: unknown = value[0];
  return typeof first === 'number' ? first : min;
}

/** The default value that the changed options call for, or `current` when none applies. */
function derivedDefault(
  type: Widget['type'],
  changed: (name: string) => boolean,
  options: Options,
  current: unknown,
): unknown {
  let value = current;
  if (type === 'select' && changed('multiple')) {
    value = multipleDefault(value, Boolean(options.multiple));
  }
  if ((type === 'time' || type === 'date') && changed('isRange')) {
    value = options.isRange ? null : '';
  }
  if (type === 'date' && changed('type')) {
    value = RANGE_DATE_TYPES.has(String(options.type)) ? [] : '';
  }
  if (type === 'slider' && changed('range')) {
    const min = typeof options.min === 'number' ? options.min : 0;
    value = sliderDefault(value, Boolean(options.range), min);
  }
  const choices = type === 'radio' || type === 'checkbox' || type === 'select';
  if (choices && !options.remote && changed('options')) {
    const multiple = type === 'checkbox' || (type === 'select' && Boolean(options.multiple));
    value = prunedDefault(value, options.options, multiple);
  }
  return value;
}

/**
 * The widget with `patch` merged into its options and the option-change rules applied:
 * - a change of required, dataType or pattern options (with their check flags and messages)
 *   rebuilds the rules (`buildRules`, custom rules kept);
 * - select `multiple` on turns the default into a list ('' → [], x → [x]); off keeps the
 *   first item or '';
 * - time/date `isRange` resets the default to null when on, '' when off;
 * - date `type` daterange, datetimerange or dates resets the default to [], any other to '';
 * - editing the static `options` of radio, checkbox or select drops a default (or the items
 *   of a list default) that is no longer an option value; remote widgets keep theirs;
 * - `remoteType` sets `props` value/label/children (`dictCode`/`dictName`/`list` for dict);
 * - slider `range` on makes a number default `[min, default]`; off keeps the first number.
 * Values the patch sets itself (`defaultValue`, `props`) are kept as given. Returns the same
 * widget when the patch changes nothing.
 */
export function applyOptionChange<W extends Widget>(widget: W, patch: Partial<W['options']>): W {
  const before = widget.options as unknown as Options;
  const given = patch as Options;
  const changedNames = Object.keys(given).filter((name) => !Object.is(before[name], given[name]));
  if (changedNames.length === 0) return widget;
  const changed = (name: string) => changedNames.includes(name);
  const options: Options = { ...before, ...given };

  if (!Object.hasOwn(given, 'defaultValue')) {
    const value = derivedDefault(widget.type, changed, options, options.defaultValue);
    if (!Object.is(value, options.defaultValue)) options.defaultValue = value;
  }
  if (
    WIDGET_KINDS[widget.type]?.remote &&
    changed('remoteType') &&
    !Object.hasOwn(given, 'props')
  ) {
    const props = typeof options.props === 'object' && options.props !== null ? options.props : {};
    options.props = { ...props, ...propsForRemoteType(options.remoteType as RemoteType) };
  }

  const next = { ...widget, options } as W;
  if (RULE_OPTIONS.some(changed)) return { ...next, rules: buildRules(next) };
  return next;
}

/** Whether `updateWidgetOptions` can apply to the key: a widget with that key exists. */
export function canUpdateWidgetOptions(definition: FormDefinition, key: string): boolean {
  return findWidget(definition, key) !== undefined;
}

/**
 * The definition with the widget's options patched by `applyOptionChange`; only the path to
 * the widget is copied, and the same definition is returned when nothing changes. Throws
 * `FormOperationError` NOT_FOUND when no widget has the key.
 */
export function updateWidgetOptions(
  definition: FormDefinition,
  key: string,
  patch: Readonly<Record<string, unknown>>,
): FormDefinition {
  const found = findWidget(definition, key);
  if (!found) throw new FormOperationError('NOT_FOUND', `No widget with key "${key}"`, key);
  const next = applyOptionChange(found.widget, patch as Partial<Widget['options']>);
  if (next === found.widget) return definition;
  return updateAt(definition, found.path, () => next);
}

export type ConfigPatch = Partial<FormConfig>;

function layoutForPosition(position: unknown): Pick<FormConfig, 'layout' | 'labelCol'> {
  return position === 'top'
    ? { layout: 'vertical', labelCol: 0 }
    : { layout: 'horizontal', labelCol: 3 };
}

function positionForLayout(layout: unknown): Pick<FormConfig, 'labelPosition' | 'labelCol'> {
  return layout === 'horizontal' || !layout
    ? { labelPosition: 'right', labelCol: 3 }
    : { labelPosition: 'top', labelCol: 0 };
}

/**
 * The form settings with `patch` merged and layout and label position kept consistent:
 * - a `labelPosition` change: top gives layout vertical and labelCol 0; left or right give
 *   layout horizontal and labelCol 3;
 * - with the antd UI kit, a `layout` change: horizontal or empty gives labelPosition right and
 *   labelCol 3, any other layout labelPosition top and labelCol 0 (when both change, the
 *   layout decides labelCol).
 * Values the patch sets itself are kept as given; other fields are untouched. Returns the
 * same config when the patch changes nothing.
 */
export function applyConfigChange(config: FormConfig, patch: ConfigPatch): FormConfig {
  const before = config as unknown as Options;
  const given = patch as Options;
  const changedNames = Object.keys(given).filter((name) => !Object.is(before[name], given[name]));
  if (changedNames.length === 0) return config;
  const derived: Options = {};
  if (changedNames.includes('labelPosition')) {
    Object.assign(derived, layoutForPosition(given.labelPosition));
  }
  const ui = Object.hasOwn(given, 'ui') ? given.ui : config.ui;
  if (ui === 'antd' && changedNames.includes('layout')) {
    Object.assign(derived, positionForLayout(given.layout));
  }
  for (const name of Object.keys(given)) delete derived[name];
  return { ...config, ...derived, ...given } as FormConfig;
}

/**
 * The definition with its config changed by `applyConfigChange`; the same definition when
 * nothing changes.
 */
export function updateFormConfig(definition: FormDefinition, patch: ConfigPatch): FormDefinition {
  const config = applyConfigChange(definition.config, patch);
  return config === definition.config ? definition : { ...definition, config };
}

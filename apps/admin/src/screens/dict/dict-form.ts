import type { FormDefinitionJson } from '@org/app-kit/list';
import itemDefinitionEnUs from './dict-item.form.en-US.json';
import itemDefinitionJson from './dict-item.form.json';
import definitionEnUs from './dict.form.en-US.json';
import definitionJson from './dict.form.json';
import type { Dict } from './dict-api';

/** The dictionary form. */
export const definition = definitionJson as FormDefinitionJson;
/** The form of a dictionary's item. */
export const itemDefinition = itemDefinitionJson as FormDefinitionJson;
/** The texts of the dictionary form in English (the definition's own are Chinese). */
export const translations = { 'en-US': definitionEnUs };
/** The texts of the item form in English. */
export const itemTranslations = { 'en-US': itemDefinitionEnUs };
/** A built-in dictionary keeps its code (the server refuses to change it). */
export const builtInDefinition: FormDefinitionJson = {
  ...definitionJson,
  list: definitionJson.list.map((widget) =>
    widget.model === 'dictCode'
      ? { ...widget, options: { ...widget.options, disabled: true } }
      : widget,
  ),
};

type ValueType = Dict['valueType'];
const VALUE_TYPES: readonly ValueType[] = ['string', 'number', 'boolean'];

const status01 = (value: unknown): 0 | 1 => (Number(value ?? 1) === 0 ? 0 : 1);
/** The sort number as the server takes it: whole, not below 0, and 0 for what is no number. */
const sortOf = (value: unknown) => Math.max(0, Math.trunc(Number(value ?? 0)) || 0);

/** The dictionary's create/update body from the form's values. */
export function dictBody(values: Record<string, unknown>) {
  const valueType = String(values.valueType ?? 'string') as ValueType;
  return {
    dictCode: String(values.dictCode ?? '').trim(),
    dictName: String(values.dictName ?? '').trim(),
    valueType: VALUE_TYPES.includes(valueType) ? valueType : 'string',
    sort: sortOf(values.sort),
    status: status01(values.status),
    remark: String(values.remark ?? ''),
  };
}

/** An item's create/update body from the form's values (no colour as null). */
export function itemBody(values: Record<string, unknown>) {
  const color = String(values.color ?? '').trim();
  return {
    itemText: String(values.itemText ?? '').trim(),
    itemValue: String(values.itemValue ?? '').trim(),
    sort: sortOf(values.sort),
    status: status01(values.status),
    isDefault: values.isDefault === true,
    color: color === '' ? null : color,
    remark: String(values.remark ?? ''),
  };
}

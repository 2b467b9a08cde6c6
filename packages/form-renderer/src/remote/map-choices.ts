/**
 * Remote answers as choices (`ChoiceItem`): records mapped through the widget's `props`
 * ({ value, label, children }), and trees built from flat records.
 */
import type { PropsMapping } from '@org/form-schema';
import type { ChoiceItem } from '../contract';
import { choiceValue, textOf } from './static-choices';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Remote records mapped through `props`: the value from `props.value`, the label from
 * `props.label` (the value's text when absent), children from `props.children`. Plain values
 * become choices of their own. Dictionary items that lack the mapped fields fall back to
 * `itemValue` and `itemText`, the fields of the platform's dictionary service.
 */
export function mapChoiceItems(
  records: unknown,
  props: Partial<PropsMapping> | undefined,
): ChoiceItem[] {
  if (!Array.isArray(records)) return [];
  const valueKey = props?.value || 'value';
  const labelKey = props?.label || 'label';
  const childrenKey = props?.children || 'children';
  const map = (list: readonly unknown[]): ChoiceItem[] =>
    list.map((record) => {
      if (!isRecord(record)) return { value: choiceValue(record), label: textOf(record) };
      const rawValue = record[valueKey] ?? record.itemValue;
      const rawLabel = record[labelKey] ?? record.itemText;
      const value = choiceValue(rawValue);
      const item: ChoiceItem = {
        value,
        label: rawLabel === undefined ? textOf(value) : textOf(rawLabel),
      };
      const children = record[childrenKey];
      if (Array.isArray(children) && children.length > 0) item.children = map(children);
      if (record.disabled === true) item.disabled = true;
      return item;
    });
  return map(records);
}

/**
 * A tree from flat records: each record's `parentField` names the `id` (or `ID`) of its
 * parent; records whose parent is absent from the list are roots. Cycles are broken (a
 * record is placed once). Values and labels come through `props` as in `mapChoiceItems`.
 */
export function buildChoiceTree(
  records: unknown,
  parentField: string,
  props: Partial<PropsMapping> | undefined,
): ChoiceItem[] {
  if (!Array.isArray(records)) return [];
  const rows = records.filter(isRecord);
  const idOf = (row: Record<string, unknown>) => {
    const id = row.id ?? row.ID;
    return id === undefined || id === null ? undefined : String(id);
  };
  const ids = new Set(rows.map(idOf).filter((id): id is string => id !== undefined));
  const children = new Map<string, Record<string, unknown>[]>();
  const roots: Record<string, unknown>[] = [];
  for (const row of rows) {
    const parent = row[parentField || 'pid'];
    const parentId = parent === undefined || parent === null ? undefined : String(parent);
    if (parentId !== undefined && parentId !== idOf(row) && ids.has(parentId)) {
      const siblings = children.get(parentId) ?? [];
      siblings.push(row);
      children.set(parentId, siblings);
    } else {
      roots.push(row);
    }
  }
  const placed = new Set<Record<string, unknown>>();
  const toItem = (row: Record<string, unknown>): ChoiceItem => {
    placed.add(row);
    const [mapped] = mapChoiceItems(
      [{ ...row, [props?.children || 'children']: undefined }],
      props,
    );
    const result = mapped as ChoiceItem;
    const id = idOf(row);
    const kids = (id === undefined ? [] : (children.get(id) ?? [])).filter(
      (kid) => !placed.has(kid),
    );
    if (kids.length > 0) result.children = kids.map(toItem);
    return result;
  };
  const tree = roots.map(toItem);
  // Records on a cycle have no root; show them at the top rather than dropping them.
  for (const row of rows) if (!placed.has(row)) tree.push(toItem(row));
  return tree;
}

/** The list inside a remote answer: the answer itself, or its `list`, `records` or `data`. */
export function listIn(answer: unknown): unknown[] | undefined {
  if (Array.isArray(answer)) return answer;
  if (!isRecord(answer)) return undefined;
  for (const name of ['list', 'records', 'data', 'rows']) {
    const value = answer[name];
    if (Array.isArray(value)) return value;
    if (isRecord(value)) {
      const inner = listIn(value);
      if (inner) return inner;
    }
  }
  return undefined;
}

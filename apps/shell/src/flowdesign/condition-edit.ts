import {
  type Condition,
  FIELD_TESTS,
  type FieldCondition,
  type FieldTestOp,
  type FieldValueType,
  type FlowField,
  type GroupCondition,
  type InitiatorCondition,
  asNumber,
} from '@org/flow-model';

/**
 * The condition builder's changes as pure functions: a branch's condition is edited as a group
 * whose items are field tests, initiator tests and nested groups, addressed by their path (the
 * index at each level).
 */

/** A path into a group: the index of an item, then of an item of that item, and so on. */
export type ConditionPath = readonly number[];

/** What a field is compared as, or null when it cannot be (files, ranges, sub-tables). */
export function comparedAs(field: FlowField): FieldValueType | null {
  if (field.type === 'other') return null;
  return field.type === 'user' ? 'text' : field.type;
}

/** The fields a condition can test. */
export function comparableFields(fields: readonly FlowField[]): FlowField[] {
  return fields.filter((field) => comparedAs(field) !== null);
}

/** The comparisons a value type offers. */
export function opsOf(type: FieldValueType): readonly FieldTestOp[] {
  return FIELD_TESTS[type];
}

/** Whether a comparison takes a value (`empty` and `notEmpty` take none). */
export const takesValue = (op: FieldTestOp) => op !== 'empty' && op !== 'notEmpty';

/** A new test of `field` with its type's first comparison and no value yet. */
export function newFieldTest(field: FlowField): FieldCondition {
  const type = comparedAs(field) ?? 'text';
  return { kind: 'field', field: field.model, type, op: opsOf(type)[0]! };
}

/** A new test of the initiator's department. */
export function newInitiatorTest(): InitiatorCondition {
  return { kind: 'initiator', subject: 'department', op: 'in', values: [] };
}

/** A test moved to another field: its comparison kept when the new type has it, else reset. */
export function withTestField(test: FieldCondition, field: FlowField): FieldCondition {
  const type = comparedAs(field) ?? 'text';
  if (type === test.type) {
    const { value, ...rest } = test;
    return value === undefined ? { ...rest, field: field.model } : { ...test, field: field.model };
  }
  const op = opsOf(type).includes(test.op) ? test.op : opsOf(type)[0]!;
  return { kind: 'field', field: field.model, type, op };
}

/** A test with another comparison; the value is dropped when the comparison takes none. */
export function withTestOp(test: FieldCondition, op: FieldTestOp): FieldCondition {
  const { value: _value, ...rest } = test;
  return takesValue(op) ? { ...test, op } : { ...rest, op };
}

/** The value a typed text stands for in a test of `type`: a number, a day, or the text. */
export function valueFromText(
  type: FieldValueType,
  text: string,
): FieldCondition['value'] | undefined {
  if (text.trim() === '') return undefined;
  if (type === 'number') return asNumber(text) ?? undefined;
  return text;
}

/** A test with a value (or none). */
export function withTestValue(
  test: FieldCondition,
  value: FieldCondition['value'] | undefined,
): FieldCondition {
  const { value: _value, ...rest } = test;
  return value === undefined ? rest : { ...rest, value };
}

/** A condition as a group: a group as it is, a single test inside an `all` group. */
export function asGroup(condition: Condition | undefined): GroupCondition {
  if (!condition) return { kind: 'all', items: [] };
  return condition.kind === 'all' || condition.kind === 'any'
    ? condition
    : { kind: 'all', items: [condition] };
}

/** What a branch keeps of an edited group: nothing when the group holds no test. */
export function fromGroup(group: GroupCondition): Condition | undefined {
  return group.items.length === 0 ? undefined : group;
}

/** The group with the item at `path` replaced by `item`, or removed when `item` is null. */
export function replaceAt(
  group: GroupCondition,
  path: ConditionPath,
  item: Condition | null,
): GroupCondition {
  const [index, ...rest] = path;
  if (index === undefined) return group;
  const current = group.items[index];
  if (current === undefined) return group;
  if (rest.length === 0) {
    const items =
      item === null
        ? group.items.filter((_, at) => at !== index)
        : group.items.map((old, at) => (at === index ? item : old));
    return { ...group, items };
  }
  if (current.kind !== 'all' && current.kind !== 'any') return group;
  const inner = replaceAt(current, rest, item);
  return { ...group, items: group.items.map((old, at) => (at === index ? inner : old)) };
}

/** The group with `item` added at the end of the group at `path` (the root when empty). */
export function appendAt(
  group: GroupCondition,
  path: ConditionPath,
  item: Condition,
): GroupCondition {
  const [index, ...rest] = path;
  if (index === undefined) return { ...group, items: [...group.items, item] };
  const current = group.items[index];
  if (!current || (current.kind !== 'all' && current.kind !== 'any')) return group;
  const inner = appendAt(current, rest, item);
  return { ...group, items: group.items.map((old, at) => (at === index ? inner : old)) };
}

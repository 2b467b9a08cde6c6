import type { FieldCondition, FlowField, GroupCondition } from '@org/flow-model';
import { describe, expect, it } from 'vitest';
import {
  appendAt,
  asGroup,
  comparableFields,
  fromGroup,
  newFieldTest,
  newInitiatorTest,
  opsOf,
  replaceAt,
  valueFromText,
  withTestField,
  withTestOp,
  withTestValue,
} from './condition-edit';

const FIELDS: FlowField[] = [
  { model: 'amount', label: '金额', type: 'number' },
  { model: 'day', label: '日期', type: 'date' },
  { model: 'reason', label: '事由', type: 'text' },
  { model: 'manager', label: '经理', type: 'user' },
  {
    model: 'kind',
    label: '类型',
    type: 'choice',
    choices: [
      { value: 'a', label: '甲' },
      { value: 'b', label: '乙' },
    ],
  },
  { model: 'files', label: '附件', type: 'other' },
];
const field = (model: string) => FIELDS.find((f) => f.model === model)!;

describe('field tests', () => {
  it('compare the fields that can be compared, by the kind of value they hold', () => {
    expect(comparableFields(FIELDS).map((f) => f.model)).toEqual([
      'amount',
      'day',
      'reason',
      'manager',
      'kind',
    ]);
    expect(newFieldTest(field('amount'))).toEqual({
      kind: 'field',
      field: 'amount',
      type: 'number',
      op: 'eq',
    });
    expect(newFieldTest(field('manager')).type).toBe('text');
    expect(newFieldTest(field('kind')).op).toBe('in');
    expect(opsOf('text')).toEqual(['eq', 'ne', 'contains', 'empty', 'notEmpty']);
  });

  it('keep their comparison on another field that offers it, and reset it otherwise', () => {
    const test: FieldCondition = {
      kind: 'field',
      field: 'amount',
      type: 'number',
      op: 'gt',
      value: 5,
    };
    expect(withTestField(test, field('day'))).toEqual({
      kind: 'field',
      field: 'day',
      type: 'date',
      op: 'gt',
    });
    expect(withTestField(test, field('reason'))).toEqual({
      kind: 'field',
      field: 'reason',
      type: 'text',
      op: 'eq',
    });
    const other: FieldCondition = { ...test, field: 'amount' };
    expect(withTestField(other, field('amount'))).toEqual(other);
  });

  it('drop their value for a comparison that takes none', () => {
    const test: FieldCondition = {
      kind: 'field',
      field: 'reason',
      type: 'text',
      op: 'eq',
      value: 'x',
    };
    expect(withTestOp(test, 'empty')).toEqual({
      kind: 'field',
      field: 'reason',
      type: 'text',
      op: 'empty',
    });
    expect(withTestOp(test, 'contains')).toEqual({ ...test, op: 'contains' });
  });

  it('take a typed value as the type wants it', () => {
    expect(valueFromText('number', '1000')).toBe(1000);
    expect(valueFromText('number', 'abc')).toBeUndefined();
    expect(valueFromText('date', '2026-05-04')).toBe('2026-05-04');
    expect(valueFromText('text', '  ')).toBeUndefined();
    const test = newFieldTest(field('amount'));
    expect(withTestValue(withTestValue(test, 3), undefined)).toEqual(test);
  });
});

describe('groups', () => {
  const nested: GroupCondition = {
    kind: 'all',
    items: [
      { kind: 'field', field: 'amount', type: 'number', op: 'gt', value: 1000 },
      { kind: 'any', items: [newInitiatorTest()] },
    ],
  };

  it('are how a condition is edited; a group without tests is no condition', () => {
    expect(asGroup(undefined)).toEqual({ kind: 'all', items: [] });
    const test = newInitiatorTest();
    expect(asGroup(test)).toEqual({ kind: 'all', items: [test] });
    expect(asGroup(nested)).toBe(nested);
    expect(fromGroup({ kind: 'any', items: [] })).toBeUndefined();
    expect(fromGroup(nested)).toBe(nested);
  });

  it('replace, remove and add items at any depth', () => {
    const role = { ...newInitiatorTest(), subject: 'role' as const };
    const replaced = replaceAt(nested, [1, 0], role);
    expect(replaced.items[1]).toEqual({ kind: 'any', items: [role] });
    expect(replaceAt(nested, [0], null).items).toEqual([nested.items[1]]);
    const added = appendAt(nested, [1], role);
    expect(added.items[1]).toEqual({ kind: 'any', items: [newInitiatorTest(), role] });
    expect(appendAt(nested, [], role).items).toHaveLength(3);
    expect(replaceAt(nested, [5], role)).toBe(nested);
    expect(appendAt(nested, [0], role)).toBe(nested);
  });
});

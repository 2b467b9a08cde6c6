import { describe, expect, it } from 'vitest';
import { type Condition, type ConditionFacts, conditionHolds, dayOf } from '../src/index';

const facts = (
  data: Record<string, unknown>,
  initiator = { departmentIds: [3, 1], roleCodes: ['staff'] },
) => ({ data, initiator }) satisfies ConditionFacts;
const test = (
  type: 'number' | 'date' | 'choice' | 'text',
  op: string,
  value?: unknown,
): Condition => ({ kind: 'field', field: 'v', type, op, value }) as Condition;
const holds = (condition: Condition, v: unknown) => conditionHolds(condition, facts({ v }));

describe('conditionHolds', () => {
  it('compares numbers, taking numeric texts as numbers', () => {
    expect(holds(test('number', 'gt', 3), 5)).toBe(true);
    expect(holds(test('number', 'gt', 3), '5')).toBe(true);
    expect(holds(test('number', 'gt', 3), 3)).toBe(false);
    expect(holds(test('number', 'ge', 3), 3)).toBe(true);
    expect(holds(test('number', 'lt', 3), 2.5)).toBe(true);
    expect(holds(test('number', 'le', '3'), 3)).toBe(true);
    expect(holds(test('number', 'eq', 3), 3)).toBe(true);
    expect(holds(test('number', 'ne', 3), 4)).toBe(true);
  });

  it('lets an empty or unreadable value satisfy only empty, ne and notIn', () => {
    for (const empty of [undefined, null, '', '  ', Number.NaN, []]) {
      expect(holds(test('number', 'gt', 3), empty)).toBe(false);
      expect(holds(test('number', 'lt', 3), empty)).toBe(false);
      expect(holds(test('number', 'ne', 3), empty)).toBe(true);
      expect(holds(test('number', 'empty'), empty)).toBe(true);
      expect(holds(test('number', 'notEmpty'), empty)).toBe(false);
      expect(holds(test('choice', 'notIn', ['a']), empty)).toBe(true);
      expect(holds(test('text', 'contains', ''), empty)).toBe(false);
    }
    expect(holds(test('number', 'gt', 3), 'many')).toBe(false);
  });

  it('compares dates by their day, whatever the format', () => {
    expect(holds(test('date', 'lt', '2026-12-01'), '2026-11-29')).toBe(true);
    expect(holds(test('date', 'eq', '2026-11-29'), '2026/11/29 18:30:00')).toBe(true);
    expect(holds(test('date', 'ge', '2026-11-29'), Date.UTC(2026, 10, 29, 12))).toBe(true);
    expect(holds(test('date', 'gt', '2026-11-29'), '2026-11-9')).toBe(false);
    expect(holds(test('date', 'gt', '2026-11-01'), 'tomorrow')).toBe(false);
    expect(dayOf('2026-02-30')).toBeNull();
    expect(dayOf('2024-02-29')).toBe('2024-02-29');
  });

  it('tests choices, single or many chosen', () => {
    expect(holds(test('choice', 'in', ['annual', 'sick']), 'sick')).toBe(true);
    expect(holds(test('choice', 'in', ['annual', 'sick']), ['other', 'annual'])).toBe(true);
    expect(holds(test('choice', 'in', [1, 2]), '2')).toBe(true);
    expect(holds(test('choice', 'notIn', ['annual']), ['sick'])).toBe(true);
    expect(holds(test('choice', 'notIn', ['annual']), ['sick', 'annual'])).toBe(false);
  });

  it('tests texts', () => {
    expect(holds(test('text', 'eq', 'yes'), ' yes ')).toBe(true);
    expect(holds(test('text', 'ne', 'yes'), 'no')).toBe(true);
    expect(holds(test('text', 'contains', 'urgent'), 'very urgent please')).toBe(true);
    expect(holds(test('text', 'contains', 'urgent'), 'later')).toBe(false);
  });

  it('tests the initiator: a department counts with the ones above it', () => {
    const inDept = (values: number[], op: 'in' | 'notIn' = 'in'): Condition => ({
      kind: 'initiator',
      subject: 'department',
      op,
      values,
    });
    expect(conditionHolds(inDept([1]), facts({}))).toBe(true);
    expect(conditionHolds(inDept([2]), facts({}))).toBe(false);
    expect(conditionHolds(inDept([2], 'notIn'), facts({}))).toBe(true);
    const role: Condition = { kind: 'initiator', subject: 'role', op: 'in', values: ['staff'] };
    expect(conditionHolds(role, facts({}))).toBe(true);
  });

  it('combines with all and any, nested', () => {
    const long = test('number', 'gt', 3);
    const urgent: Condition = {
      kind: 'field',
      field: 'note',
      type: 'text',
      op: 'contains',
      value: '!',
    };
    const either: Condition = { kind: 'any', items: [long, urgent] };
    const both: Condition = {
      kind: 'all',
      items: [either, { kind: 'initiator', subject: 'role', op: 'in', values: ['staff'] }],
    };
    expect(conditionHolds(both, facts({ v: 1, note: 'now!' }))).toBe(true);
    expect(conditionHolds(both, facts({ v: 1, note: 'later' }))).toBe(false);
    expect(conditionHolds(both, facts({ v: 5 }, { departmentIds: [], roleCodes: [] }))).toBe(false);
    expect(conditionHolds({ kind: 'all', items: [] }, facts({}))).toBe(true);
    expect(conditionHolds({ kind: 'any', items: [] }, facts({}))).toBe(false);
  });
});

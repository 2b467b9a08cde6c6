import { describe, expect, it } from 'vitest';
import {
  type PeopleNode,
  accessOf,
  fieldAccess,
  refusedChanges,
  sameValue,
  visibleValues,
  withChanges,
} from '../src/index';

const start: PeopleNode = {
  id: 'start',
  name: 'Apply',
  kind: 'start',
  position: { x: 0, y: 0 },
  initiators: { type: 'everyone' },
  fields: { salary: 'hidden' },
};
const hr: PeopleNode = {
  id: 'hr',
  name: 'HR',
  kind: 'approval',
  position: { x: 0, y: 0 },
  approvers: { type: 'role', roleCode: 'hr' },
  mode: 'any',
  whenNobody: 'refuse',
  fields: { salary: 'hidden', note: 'edit' },
};

describe('field permissions', () => {
  it('default to editable at the start and read-only at other nodes', () => {
    expect(accessOf(start, ['days', 'salary'])).toEqual({ days: 'edit', salary: 'hidden' });
    expect(accessOf(hr, ['days', 'note', 'salary'])).toEqual({
      days: 'read',
      note: 'edit',
      salary: 'hidden',
    });
    expect(fieldAccess({ ...hr, fields: undefined }, 'days')).toBe('read');
  });

  it('leave hidden fields out of what a participant sees', () => {
    expect(visibleValues(hr, { days: 5, reason: 'trip', salary: 9000 })).toEqual({
      days: 5,
      reason: 'trip',
    });
  });

  it('name the read-only and hidden fields a participant changed', () => {
    const before = { days: 5, reason: 'trip', salary: 9000, note: '', tags: ['a'] };
    expect(refusedChanges(hr, before, { days: 5, note: 'ok', tags: ['a'] })).toEqual([]);
    expect(refusedChanges(hr, before, { days: 6, note: 'ok', salary: 1 })).toEqual([
      'days',
      'salary',
    ]);
    expect(refusedChanges(hr, before, { tags: ['a', 'b'] })).toEqual(['tags']);
    expect(refusedChanges(hr, { x: null }, { x: undefined })).toEqual([]);
  });

  it('take only the editable fields of a change', () => {
    expect(withChanges(hr, { days: 5, note: '' }, { days: 9, note: 'ok', salary: 1 })).toEqual({
      days: 5,
      note: 'ok',
    });
  });

  it('compare values as JSON', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue('1', 1)).toBe(false);
  });
});

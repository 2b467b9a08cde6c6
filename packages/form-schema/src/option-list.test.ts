import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendOptionItem,
  duplicateOptionValues,
  editOptionItem,
  moveOptionItem,
  removeOptionItem,
} from './option-list';
import type { OptionItem } from './types';

const itemArb = fc.record({
  value: fc.string({ maxLength: 4 }),
  label: fc.string({ maxLength: 4 }),
});
const listArb = fc.array(itemArb, { maxLength: 8 });

describe('option list edits', () => {
  it('appends an item whose value is new', () => {
    const list: OptionItem[] = [{ value: 'Option 2', label: 'Option 2' }];
    expect(appendOptionItem(list)).toEqual([...list, { value: 'Option 3', label: 'Option 3' }]);
    fc.assert(
      fc.property(listArb, (items) => {
        const next = appendOptionItem(items);
        expect(next).toHaveLength(items.length + 1);
        const added = next[next.length - 1]!;
        expect(items.some((i) => String(i.value) === added.value)).toBe(false);
      }),
    );
  });

  it('moves keep the same items, and moving back restores the order', () => {
    fc.assert(
      fc.property(listArb, fc.nat(9), fc.nat(9), (items, from, to) => {
        const moved = moveOptionItem(items, from, to);
        expect([...moved].sort(cmp)).toEqual([...items].sort(cmp));
        if (from < items.length && to < items.length) {
          expect(moveOptionItem(moved, to, from)).toEqual(items);
        }
      }),
    );
  });

  it('removes one item and edits one item without touching the input', () => {
    fc.assert(
      fc.property(listArb, fc.nat(9), (items, index) => {
        const frozen = Object.freeze(items.map((i) => Object.freeze({ ...i })));
        const removed = removeOptionItem(frozen, index);
        expect(removed).toHaveLength(index < items.length ? items.length - 1 : items.length);
        const edited = editOptionItem(frozen, index, { label: 'x' });
        if (index < items.length) expect(edited[index]?.label).toBe('x');
        else expect(edited).toBe(frozen);
      }),
    );
  });

  it('lists repeated values', () => {
    expect(duplicateOptionValues([{ value: 'a' }, { value: 'b' }, { value: 'a' }])).toEqual(['a']);
  });
});

function cmp(a: OptionItem, b: OptionItem): number {
  return JSON.stringify(a) < JSON.stringify(b) ? -1 : 1;
}

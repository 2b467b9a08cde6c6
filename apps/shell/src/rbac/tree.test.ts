import { describe, expect, it } from 'vitest';
import {
  checkState,
  checkedForTree,
  childTypes,
  defaultChildType,
  grantOf,
  toggleChecked,
} from './tree';

// 1 menu ─ 2 page ─ 4 button, 5 button
//        └ 3 button
const tree = [
  {
    id: 1,
    children: [
      {
        id: 2,
        children: [
          { id: 4, children: [] },
          { id: 5, children: [] },
        ],
      },
      { id: 3, children: [] },
    ],
  },
];

describe('the grant tree', () => {
  it('offers the kinds the contract allows below a node', () => {
    expect(childTypes(null)).toEqual(['DIR', 'MENU', 'API']);
    expect(childTypes('MENU')).toEqual(['PAGE', 'BUTTON', 'API']);
    expect(childTypes('BUTTON')).toEqual([]);
    expect(
      [null, 'DIR', 'MENU', 'PAGE', 'BUTTON'].map((type) => defaultChildType(type as never)),
    ).toEqual(['MENU', 'MENU', 'PAGE', 'BUTTON', null]);
  });

  it('checks a node with everything below it, and a parent once all its children are', () => {
    let checked = toggleChecked(tree, new Set(), 4, true);
    expect([...checked]).toEqual([4]);
    expect(checkState(tree[0]!, checked)).toBe('half');
    checked = toggleChecked(tree, checked, 5, true);
    expect([...checked].sort()).toEqual([2, 4, 5]);
    checked = toggleChecked(tree, checked, 3, true);
    expect([...checked].sort()).toEqual([1, 2, 3, 4, 5]);
    checked = toggleChecked(tree, checked, 2, false);
    expect([...checked].sort()).toEqual([3]);
    expect(checkState(tree[0]!, checked)).toBe('half');
    expect(checkState(tree[0]!.children[0]!, checked)).toBe('off');
  });

  it('sends the unchecked ancestors of checked nodes as half-checked, and restores them', () => {
    expect(grantOf(tree, new Set([4, 3]))).toEqual({
      resourceIds: [3, 4],
      halfCheckedIds: [1, 2],
    });
    // granted 1, 2, 4 (1 and 2 kept half-checked) shows 4 only; a menu granted alone shows checked
    expect(checkedForTree(tree, [1, 2, 4])).toEqual([4]);
    expect(checkedForTree(tree, [2])).toEqual([2]);
    expect(checkedForTree(tree, [1, 2, 3, 4, 5])).toEqual([1, 2, 4, 5, 3]);
  });
});

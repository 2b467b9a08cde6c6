import { describe, expect, it } from 'vitest';
import {
  checkedForTree,
  childTypes,
  defaultChildType,
  descendantsOf,
  flattenTree,
  grantOf,
  nextSort,
  parentIds,
  parentsOf,
  pathTo,
  reorder,
  siblingsOf,
} from './index';

// 1 directory ─ 2 menu ─ 4 button, 5 button
//             └ 3 menu
// 6 API
const tree = [
  {
    id: 1,
    sort: 10,
    children: [
      {
        id: 2,
        sort: 10,
        children: [
          { id: 4, sort: 1, children: [] },
          { id: 5, sort: 2, children: [] },
        ],
      },
      { id: 3, sort: 20 },
    ],
  },
  { id: 6, sort: 20 },
];

describe('walking a tree', () => {
  it('lists every node depth first, with each parent and what is below it', () => {
    expect(flattenTree(tree).map((node) => node.id)).toEqual([1, 2, 4, 5, 3, 6]);
    expect([...parentsOf(tree)]).toEqual([
      [1, null],
      [2, 1],
      [4, 2],
      [5, 2],
      [3, 1],
      [6, null],
    ]);
    expect(descendantsOf(tree[0]!)).toEqual([2, 4, 5, 3]);
    expect(parentIds(tree)).toEqual([1, 2]);
  });

  it('finds the way down to a node and the nodes beside it', () => {
    expect(pathTo(tree, 5).map((node) => node.id)).toEqual([1, 2, 5]);
    expect(pathTo(tree, 6).map((node) => node.id)).toEqual([6]);
    expect(pathTo(tree, 99)).toEqual([]);
    expect(siblingsOf(tree, 4).map((node) => node.id)).toEqual([4, 5]);
    expect(siblingsOf(tree, 1).map((node) => node.id)).toEqual([1, 6]);
  });
});

describe('placing resources', () => {
  it('offers below a node the kinds the contract allows there', () => {
    expect(childTypes(null)).toEqual(['DIR', 'MENU', 'API']);
    expect(childTypes('DIR')).toEqual(['DIR', 'MENU', 'PAGE', 'API']);
    expect(childTypes('MENU')).toEqual(['PAGE', 'BUTTON', 'API']);
    expect(childTypes('PAGE')).toEqual(['PAGE', 'BUTTON', 'API']);
    expect(childTypes('BUTTON')).toEqual([]);
    expect(childTypes('API')).toEqual([]);
  });

  it('starts a new resource as the kind most often found there', () => {
    expect(([null, 'DIR', 'MENU', 'PAGE', 'BUTTON', 'API'] as const).map(defaultChildType)).toEqual(
      ['MENU', 'MENU', 'PAGE', 'BUTTON', null, null],
    );
  });

  it('numbers a new resource after its last sibling, in steps of ten', () => {
    expect(nextSort([])).toBe(10);
    expect(nextSort([{ sort: 1 }, { sort: 2 }])).toBe(10);
    expect(nextSort([{ sort: 10 }, { sort: 25 }])).toBe(30);
  });

  it('moves a node one place among its siblings, numbering them all again', () => {
    const siblings = tree[0]?.children ?? [];
    expect(reorder(siblings, 3, -1)).toEqual([
      { id: 3, sort: 10 },
      { id: 2, sort: 20 },
    ]);
    expect(reorder(siblings, 2, 1)).toEqual(reorder(siblings, 3, -1));
    expect(reorder(siblings, 2, -1)).toBeNull();
    expect(reorder(siblings, 3, 1)).toBeNull();
    expect(reorder(siblings, 99, 1)).toBeNull();
  });
});

describe('the grant tree', () => {
  it('shows granted nodes checked unless only some nodes below them are granted', () => {
    // granted 1, 2 and 4 (1 and 2 kept half-checked): only 4 shows checked
    expect(checkedForTree(tree, [1, 2, 4])).toEqual([4]);
    // a menu granted without its buttons shows checked
    expect(checkedForTree(tree, [2])).toEqual([2]);
    expect(checkedForTree(tree, [1, 2, 3, 4, 5])).toEqual([1, 2, 4, 5, 3]);
    expect(checkedForTree(tree, [])).toEqual([]);
  });

  it('passes over granted ids that are no longer in the tree', () => {
    expect(checkedForTree(tree, [99, 6])).toEqual([6]);
  });

  it('sends the checked nodes and keeps their unchecked ancestors half-checked', () => {
    expect(grantOf(tree, [4, 3])).toEqual({ resourceIds: [3, 4], halfCheckedIds: [1, 2] });
    // a whole menu: the menu and its buttons, the directory above it half-checked
    expect(grantOf(tree, new Set([5, 2, 4]))).toEqual({
      resourceIds: [2, 4, 5],
      halfCheckedIds: [1],
    });
    expect(grantOf(tree, [6])).toEqual({ resourceIds: [6], halfCheckedIds: [] });
    expect(grantOf(tree, [])).toEqual({ resourceIds: [], halfCheckedIds: [] });
  });

  it('leaves out ids that are not in the tree', () => {
    expect(grantOf(tree, [4, 404])).toEqual({ resourceIds: [4], halfCheckedIds: [1, 2] });
  });

  it('restores what it sent', () => {
    const sent = grantOf(tree, [4, 3]);
    expect(checkedForTree(tree, [...sent.resourceIds, ...sent.halfCheckedIds])).toEqual([4, 3]);
  });
});

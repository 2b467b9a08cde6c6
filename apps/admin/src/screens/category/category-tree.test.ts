import { describe, expect, it } from 'vitest';
import type { Category, CategoryNode } from './category-api';
import {
  categoryTreeItems,
  flattenCategories,
  nodeOfRow,
  openRootIds,
  subtreeIds,
} from './category-tree';

const node = (
  id: number,
  name: string,
  children?: CategoryNode[],
  status: 0 | 1 = 1,
): CategoryNode => ({
  id,
  parentId: null,
  code: `C${id}`,
  name,
  sort: id,
  status,
  ...(children ? { children } : {}),
});

// 产品 > 硬件, 软件 > 操作系统 (disabled); 服务 without children
const tree = [
  node(1, '产品', [node(2, '硬件'), node(3, '软件', [node(4, '操作系统', [], 0)])]),
  node(5, '服务'),
];

describe('the category tree', () => {
  it('lists every category in tree order with its depth', () => {
    expect(flattenCategories(tree).map((entry) => [entry.node.name, entry.depth] as const)).toEqual(
      [
        ['产品', 0],
        ['硬件', 1],
        ['软件', 1],
        ['操作系统', 2],
        ['服务', 0],
      ],
    );
  });

  it('knows a category and everything below it', () => {
    expect(subtreeIds(tree[0] as CategoryNode)).toEqual([1, 2, 3, 4]);
    expect(subtreeIds(tree[1] as CategoryNode)).toEqual([5]);
  });

  it('labels items with name and code, and marks disabled ones', () => {
    const items = categoryTreeItems(tree, '(停用)');
    expect(items.map((item) => item.label)).toEqual(['产品（C1）', '服务（C5）']);
    expect(items[0]?.children[1]?.children).toEqual([
      { id: '4', label: '操作系统（C4） (停用)', children: [] },
    ]);
    expect(items[1]?.children).toEqual([]);
  });

  it('opens the top-level categories that have children', () => {
    expect(openRootIds(flattenCategories(tree))).toEqual(['1']);
    expect(openRootIds([])).toEqual([]);
  });

  it('finds the node of a list row, or stands the row in for one the tree lacks', () => {
    const byId = new Map(flattenCategories(tree).map((entry) => [entry.node.id, entry.node]));
    const row = (id: number) =>
      ({ id, parentId: 1, code: `C${id}`, name: `#${id}`, sort: 0, status: 1 }) as Category;
    expect(nodeOfRow(byId, row(3))).toBe(byId.get(3));
    expect(nodeOfRow(byId, row(9))).toEqual({
      id: 9,
      parentId: 1,
      code: 'C9',
      name: '#9',
      sort: 0,
      status: 1,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { ChoiceItem } from '../contract';
import {
  flattenPaths,
  itemsAlong,
  leafPaths,
  pathText,
  storedPaths,
  valuesOf,
} from './cascader-tree';

const tree: ChoiceItem[] = [
  {
    value: 'zj',
    label: 'Zhejiang',
    children: [
      { value: 'hz', label: 'Hangzhou', children: [{ value: 'xh', label: 'West Lake' }] },
      { value: 'nb', label: 'Ningbo' },
    ],
  },
  { value: 1, label: 'Jiangsu' },
];

describe('cascader tree', () => {
  it('finds the items along a value path', () => {
    expect(itemsAlong(tree, ['zj', 'hz'])?.map((item) => item.label)).toEqual([
      'Zhejiang',
      'Hangzhou',
    ]);
    expect(itemsAlong(tree, ['1'])?.map((item) => item.label)).toEqual(['Jiangsu']);
    expect(itemsAlong(tree, ['zj', 'nowhere'])).toBeNull();
  });

  it('lists the leaves under a node', () => {
    const zj = itemsAlong(tree, ['zj'])!;
    expect(leafPaths(zj).map(valuesOf)).toEqual([
      ['zj', 'hz', 'xh'],
      ['zj', 'nb'],
    ]);
  });

  it('flattens leaves, or every node at any level', () => {
    expect(flattenPaths(tree, false).map((path) => path.search)).toEqual([
      'zhejiang / hangzhou / west lake',
      'zhejiang / ningbo',
      'jiangsu',
    ]);
    expect(flattenPaths(tree, true)).toHaveLength(5);
  });

  it('writes a path with all levels or the last one', () => {
    const path = itemsAlong(tree, ['zj', 'hz', 'xh'])!;
    expect(pathText(path, true)).toBe('Zhejiang / Hangzhou / West Lake');
    expect(pathText(path, false)).toBe('West Lake');
  });

  it('reads stored single and multiple values', () => {
    expect(storedPaths(['zj', 'nb'], false)).toEqual([['zj', 'nb']]);
    expect(storedPaths([['zj', 'nb'], [1]], true)).toEqual([['zj', 'nb'], [1]]);
    expect(storedPaths(['zj', 'nb'], true)).toEqual([['zj', 'nb']]);
    expect(storedPaths('', false)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { buildChoiceTree, listIn, mapChoiceItems } from './map-choices';
import { staticChoiceItems } from './static-choices';

describe('choices', () => {
  it('read static options, using the value when a label is missing', () => {
    expect(staticChoiceItems([{ value: 'a', label: 'Ay' }, { value: 2 }, 'plain', null])).toEqual([
      { value: 'a', label: 'Ay' },
      { value: 2, label: '2' },
      { value: 'plain', label: 'plain' },
    ]);
    expect(staticChoiceItems([{ value: 'x', children: [{ value: 'y' }] }])[0]?.children).toEqual([
      { value: 'y', label: 'y' },
    ]);
  });

  it('map remote records through props', () => {
    expect(
      mapChoiceItems([{ id: 1, name: 'One', kids: [{ id: 2, name: 'Two' }] }], {
        value: 'id',
        label: 'name',
        children: 'kids',
      }),
    ).toEqual([{ value: 1, label: 'One', children: [{ value: 2, label: 'Two' }] }]);
  });

  it('fall back to the dictionary item fields', () => {
    expect(
      mapChoiceItems([{ itemValue: 'm', itemText: 'Male' }], {
        value: 'dictCode',
        label: 'dictName',
      }),
    ).toEqual([{ value: 'm', label: 'Male' }]);
  });

  it('build a tree from parent fields with id or ID, keeping orphans and cycles visible', () => {
    const tree = buildChoiceTree(
      [
        { id: 'a', pid: '', name: 'A' },
        { id: 'b', pid: 'a', name: 'B' },
        { ID: 'c', pid: 'b', name: 'C' },
        { id: 'd', pid: 'zzz', name: 'D' },
        { id: 'e', pid: 'f', name: 'E' },
        { id: 'f', pid: 'e', name: 'F' },
      ],
      'pid',
      { value: 'id', label: 'name' },
    );
    expect(tree.map((item) => item.label)).toEqual(['A', 'D', 'E']);
    expect(tree[0]?.children?.[0]?.children?.[0]?.label).toBe('C');
    expect(tree[2]?.children?.[0]?.label).toBe('F');
  });

  it('find the list inside common answer shapes', () => {
    expect(listIn([1])).toEqual([1]);
    expect(listIn({ data: { records: [2] } })).toEqual([2]);
    expect(listIn({ list: [3] })).toEqual([3]);
    expect(listIn({ nothing: true })).toBeUndefined();
  });
});

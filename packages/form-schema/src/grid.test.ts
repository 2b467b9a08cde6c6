import { describe, expect, it } from 'vitest';
import { definitionOf } from '../test/helpers';
import { createWidget } from './create-widget';
import { addGridColumn } from './grid';
import type { GridWidget } from './types';

describe('grid columns', () => {
  it('adds a column of span 24 with offset, push and pull 0', () => {
    const grid = createWidget('grid');
    const next = addGridColumn(definitionOf(grid), grid.key);
    const added = (next.list[0] as GridWidget).columns[2]!;
    expect(added.type).toBe('col');
    expect(added.options).toMatchObject({ span: 24, offset: 0, push: 0, pull: 0, xs: 24, xl: 24 });
    expect(added.list).toEqual([]);
  });

  it('refuses to add columns to anything but a grid', () => {
    const input = createWidget('input');
    expect(() => addGridColumn(definitionOf(input), input.key)).toThrow(/only be added to a grid/);
    expect(() => addGridColumn(definitionOf(input), 'missing')).toThrow(/No widget/);
  });
});

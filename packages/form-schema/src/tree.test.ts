import { describe, expect, it } from 'vitest';
import { definitionOf, testIds } from '../test/helpers';
import { createWidget } from './create-widget';
import { allWidgets, findWidget, isWithin, updateAt, walkWidgets, widgetAt } from './tree';
import type { GridWidget, TabsWidget, Widget } from './types';

function sample() {
  const ids = testIds();
  const a = createWidget('input', { ids });
  const b = createWidget('number', { ids });
  const c = createWidget('date', { ids });
  const grid = createWidget('grid', { ids }) as GridWidget;
  const tabs = createWidget('tabs', { ids }) as TabsWidget;
  const withChildren: GridWidget = {
    ...grid,
    columns: [{ ...grid.columns[0]!, list: [b] }, grid.columns[1]!],
  };
  const tabsWith: TabsWidget = { ...tabs, tabs: [tabs.tabs[0]!, { ...tabs.tabs[1]!, list: [c] }] };
  return { a, b, c, definition: definitionOf(a, withChildren, tabsWith) };
}

describe('tree', () => {
  it('walks every widget depth-first, parents first', () => {
    const { definition } = sample();
    expect(allWidgets(definition.list).map((w) => w.type)).toEqual([
      'input',
      'grid',
      'col',
      'number',
      'col',
      'tabs',
      'date',
    ]);
  });

  it('stops a walk when the visitor returns false and skips children on "skip"', () => {
    const { definition } = sample();
    const seen: string[] = [];
    walkWidgets(definition.list, (w) => {
      seen.push(w.type);
      if (w.type === 'grid') return 'skip';
      return w.type !== 'tabs';
    });
    expect(seen).toEqual(['input', 'grid', 'tabs']);
  });

  it('finds a widget by key with its path and parent, and reads it back by path', () => {
    const { definition, c } = sample();
    const found = findWidget(definition, c.key)!;
    expect(found.parent?.type).toBe('tabs');
    expect(found.path).toEqual([
      { slot: 0, index: 2 },
      { slot: 1, index: 0 },
    ]);
    expect(widgetAt(definition, found.path)).toBe(c);
    expect(widgetAt(definition, [{ slot: 0, index: 9 }])).toBeUndefined();
    expect(findWidget(definition, 'missing')).toBeUndefined();
  });

  it('copies only the path to a change and shares everything else', () => {
    const { definition, b } = sample();
    const found = findWidget(definition, b.key)!;
    const next = updateAt(definition, found.path, (w) => ({ ...w, name: 'Renamed' }) as Widget);
    expect(next).not.toBe(definition);
    expect(next.config).toBe(definition.config);
    expect(next.list[0]).toBe(definition.list[0]);
    expect(next.list[2]).toBe(definition.list[2]);
    const grid = next.list[1] as GridWidget;
    const before = definition.list[1] as GridWidget;
    expect(grid).not.toBe(before);
    expect(grid.columns[1]).toBe(before.columns[1]);
    expect(grid.columns[0]!.list[0]!.name).toBe('Renamed');
    expect(before.columns[0]!.list[0]!.name).toBe('Number');
  });

  it('returns the same definition when an update changes nothing', () => {
    const { definition, a } = sample();
    const path = findWidget(definition, a.key)!.path;
    expect(updateAt(definition, path, (w) => w)).toBe(definition);
  });

  it('tells whether one path lies within another', () => {
    expect(
      isWithin(
        [
          { slot: 0, index: 1 },
          { slot: 0, index: 0 },
        ],
        [{ slot: 0, index: 1 }],
      ),
    ).toBe(true);
    expect(isWithin([{ slot: 0, index: 2 }], [{ slot: 0, index: 1 }])).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze, definitionOf, testIds } from '../test/helpers';
import { createWidget } from './create-widget';
import { diffDefinitions } from './definition-diff';
import { addWidget, cloneWidget, deleteWidget, insertWidget, moveWidget } from './edit';
import { updateFormConfig, updateWidgetOptions } from './option-change';
import { addTabPane, renameTabPane } from './tabs';
import { ROOT_LIST, allWidgets } from './tree';
import type { FormDefinition, GridWidget, SelectWidget, TabsWidget, Widget } from './types';

function fixture() {
  const ids = testIds();
  const name = { ...createWidget('input', { ids, name: 'Name' }), model: 'name' } as Widget;
  const kind = { ...createWidget('select', { ids, name: 'Kind' }), model: 'kind' } as SelectWidget;
  const grid = createWidget('grid', { ids }) as GridWidget;
  const definition = deepFreeze(definitionOf(name, kind, grid));
  return { ids, name, kind, grid, definition };
}

const statuses = (definition: FormDefinition, next: FormDefinition) =>
  diffDefinitions(definition, next).rows.map((row) => [row.status, (row.after ?? row.before)?.key]);

describe('diffDefinitions', () => {
  it('finds nothing between a definition and itself or a copy of it', () => {
    const { definition, grid } = fixture();
    for (const other of [definition, structuredClone(definition)]) {
      const diff = diffDefinitions(definition, other);
      expect(diff.identical).toBe(true);
      expect(diff).toMatchObject({ added: [], removed: [], moved: [], changed: [], config: [] });
      expect(diff.rows.every((row) => row.status === 'unchanged')).toBe(true);
    }
    // The grid, its two columns: containers are rows of their own.
    expect(diffDefinitions(definition, definition).rows).toHaveLength(3 + grid.columns.length);
  });

  it('reports an added and a removed widget, with where each sits', () => {
    const { ids, definition, name, kind, grid } = fixture();
    const col = grid.columns[1] as Widget;
    const date = createWidget('date', { ids, name: 'Met on' });
    const next = deleteWidget(
      insertWidget(definition, date, { list: { parent: col.key }, index: 0 }),
      name.key,
    ).definition;
    const diff = diffDefinitions(definition, next);
    expect(diff.added).toEqual([
      expect.objectContaining({
        key: date.key,
        type: 'date',
        name: 'Met on',
        parent: col.key,
        depth: 2,
        index: 0,
      }),
    ]);
    expect(diff.removed).toEqual([
      expect.objectContaining({ key: name.key, model: 'name', parent: null, index: 0 }),
    ]);
    expect(diff.moved).toEqual([]);
    expect(diff.changed).toEqual([]);
    // The removed widget keeps its place in the side-by-side order.
    expect(statuses(definition, next)).toEqual([
      ['removed', name.key],
      ['unchanged', kind.key],
      ['unchanged', grid.key],
      ['unchanged', grid.columns[0]?.key],
      ['unchanged', col.key],
      ['added', date.key],
    ]);
  });

  it('lists the changed values of a widget by path, old and new', () => {
    const { definition, kind, name } = fixture();
    const choices = kind.options.options;
    let next = updateWidgetOptions(definition, kind.key, {
      required: true,
      options: choices.map((item, i) => (i === 2 ? { ...item, label: 'Third' } : item)),
    });
    next = updateWidgetOptions(next, name.key, { placeholder: 'Full name' });
    next = {
      ...next,
      list: next.list.map((w) =>
        w.key === name.key ? { ...w, name: 'Full name', model: 'fullName' } : w,
      ),
    };
    const diff = diffDefinitions(definition, next);
    const byKey = Object.fromEntries(diff.changed.map((c) => [c.after.key, c.changes]));
    expect(byKey[kind.key]).toEqual(
      expect.arrayContaining([
        { path: 'options.required', before: false, after: true },
        { path: 'options.options[2].label', before: choices[2]?.label, after: 'Third' },
      ]),
    );
    expect(byKey[name.key]).toEqual([
      { path: 'model', before: 'name', after: 'fullName' },
      { path: 'name', before: 'Name', after: 'Full name' },
      { path: 'options.placeholder', before: '', after: 'Full name' },
    ]);
    expect(diff.rows.find((row) => row.after?.key === kind.key)).toMatchObject({
      status: 'changed',
      moved: false,
    });
  });

  it('names an item added to or taken from a list by its index', () => {
    const { definition, kind } = fixture();
    const choices = kind.options.options;
    const longer = updateWidgetOptions(definition, kind.key, {
      options: [...choices, { value: 'x', label: 'X' }],
    });
    expect(diffDefinitions(definition, longer).changed[0]?.changes).toEqual([
      {
        path: `options.options[${choices.length}]`,
        before: undefined,
        after: { value: 'x', label: 'X' },
      },
    ]);
  });

  it('tells a move into another container from a reorder among siblings', () => {
    const { definition, name, kind, grid } = fixture();
    const col = grid.columns[0] as Widget;
    const intoColumn = moveWidget(definition, name.key, { parent: col.key }, 0);
    const moved = diffDefinitions(definition, intoColumn);
    expect(moved.moved).toEqual([
      {
        before: expect.objectContaining({ key: name.key, parent: null, depth: 0 }),
        after: expect.objectContaining({ key: name.key, parent: col.key, depth: 2 }),
      },
    ]);
    expect(moved.added).toEqual([]);
    expect(moved.changed).toEqual([]);

    // Swapping two neighbours moves one of them; the others keep their relative order.
    const swapped = moveWidget(definition, kind.key, ROOT_LIST, 0);
    const diff = diffDefinitions(definition, swapped);
    expect(diff.moved.map((m) => m.after.key)).toHaveLength(1);
    expect(statuses(definition, swapped).filter(([status]) => status === 'moved')).toHaveLength(1);
    // Inserting before the others moves nobody.
    const { definition: added } = addWidget(definition, 'number', { ids: testIds() });
    expect(
      diffDefinitions(definition, { ...added, list: [added.list[3] as Widget, ...definition.list] })
        .moved,
    ).toEqual([]);
  });

  it('compares a container without its children, but with its tab labels', () => {
    const ids = testIds();
    const tabs = createWidget('tabs', { ids }) as TabsWidget;
    const definition = deepFreeze(definitionOf(tabs));
    const field = createWidget('input', { ids });
    const filled = insertWidget(definition, field, { list: { parent: tabs.key, slot: 0 } });
    const filledDiff = diffDefinitions(definition, filled);
    expect(filledDiff.changed).toEqual([]);
    expect(filledDiff.added.map((w) => [w.key, w.parent, w.slot])).toEqual([
      [field.key, tabs.key, 0],
    ]);
    const renamed = renameTabPane(addTabPane(filled, tabs.key), tabs.key, 0, 'Main');
    const changes = diffDefinitions(filled, renamed).changed[0]?.changes;
    expect(changes?.[0]).toEqual({
      path: 'tabs[0].label',
      before: tabs.tabs[0]?.label,
      after: 'Main',
    });
    expect(changes?.some((c) => c.path.startsWith('tabs[2]'))).toBe(true);
    expect(changes?.some((c) => c.path.includes('list'))).toBe(false);
  });

  it('pairs widgets whose keys were regenerated by their field name', () => {
    const { definition, name, kind } = fixture();
    const rekeyed = {
      ...definition,
      list: definition.list.map((w) => (w.key === name.key ? { ...w, key: 'zzzzzzzz' } : w)),
    };
    const diff = diffDefinitions(definition, rekeyed);
    expect(diff.identical).toBe(true);
    // A field name used twice is not a safe pairing: both stay unpaired.
    const twice = {
      ...rekeyed,
      list: [...rekeyed.list, { ...kind, key: 'yyyyyyyy', model: 'name' } as Widget],
    };
    const ambiguous = diffDefinitions(definition, twice);
    expect(ambiguous.removed.map((w) => w.key)).toEqual([name.key]);
    expect(ambiguous.added.map((w) => w.key)).toEqual(['zzzzzzzz', 'yyyyyyyy']);
  });

  it('reports the form settings that differ, to the innermost value', () => {
    const { definition } = fixture();
    const next = updateFormConfig(definition, { labelWidth: 120, size: 'large' });
    const diff = diffDefinitions(definition, next);
    expect(diff.configKeys).toEqual(['labelWidth', 'size']);
    expect(diff.config).toEqual([
      { path: 'labelWidth', before: definition.config.labelWidth, after: 120 },
      { path: 'size', before: 'small', after: 'large' },
    ]);
    expect(diff.identical).toBe(false);
    expect(diff.rows.every((row) => row.status === 'unchanged')).toBe(true);
  });

  it('shows every widget of both sides exactly once, whatever the edits', () => {
    const edits = fc.array(
      fc.oneof(
        fc.record({
          op: fc.constant('add' as const),
          type: fc.constantFrom('input', 'grid', 'tabs', 'number' as const),
        }),
        fc.record({ op: fc.constant('delete' as const), at: fc.nat() }),
        fc.record({ op: fc.constant('clone' as const), at: fc.nat() }),
        fc.record({ op: fc.constant('move' as const), at: fc.nat(), to: fc.nat() }),
      ),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(edits, edits, (first, second) => {
        const ids = testIds();
        const apply = (start: FormDefinition, list: typeof first) =>
          list.reduce((definition, edit) => {
            const widgets = allWidgets(definition.list).filter(
              (w) => w.type !== 'col' && w.type !== 'td',
            );
            const target =
              widgets.length > 0
                ? widgets[('at' in edit ? edit.at : 0) % widgets.length]
                : undefined;
            try {
              if (edit.op === 'add') return addWidget(definition, edit.type, { ids }).definition;
              if (!target) return definition;
              if (edit.op === 'delete') return deleteWidget(definition, target.key).definition;
              if (edit.op === 'clone')
                return cloneWidget(definition, target.key, { ids }).definition;
              return moveWidget(
                definition,
                target.key,
                ROOT_LIST,
                edit.to % (definition.list.length + 1),
              );
            } catch {
              return definition;
            }
          }, start);
        const before = apply(definitionOf(), first);
        const after = apply(before, second);
        const diff = diffDefinitions(before, after);
        const sides = (side: 'before' | 'after') =>
          diff.rows.flatMap((row) => (row[side] ? [row[side].key] : []));
        expect(sides('before').sort()).toEqual(
          allWidgets(before.list)
            .map((w) => w.key)
            .sort(),
        );
        expect(sides('after')).toEqual(allWidgets(after.list).map((w) => w.key));
        if (second.length === 0) expect(diff.identical).toBe(true);
        expect(diffDefinitions(after, after).identical).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { deepFreeze, definitionOf, testIds } from '../test/helpers';
import { createWidget } from './create-widget';
import {
  addWidget,
  canDeleteWidget,
  clearWidgets,
  cloneWidget,
  deleteWidget,
  insertWidget,
  moveWidget,
  updateWidget,
} from './edit';
import { FormOperationError } from './errors';
import { ROOT_LIST, allWidgets, findWidget } from './tree';
import type { FormDefinition, GridWidget, ReportWidget, TableWidget, Widget } from './types';

function keysOf(definition: FormDefinition): string[] {
  return definition.list.map((w) => w.key);
}

function threeInputs() {
  const ids = testIds();
  const [a, b, c] = [0, 1, 2].map(() => createWidget('input', { ids })) as [Widget, Widget, Widget];
  return { ids, a, b, c, definition: deepFreeze(definitionOf(a, b, c)) };
}

describe('adding a widget', () => {
  it('appends the new widget and selects it when nothing is selected', () => {
    const { ids, definition } = threeInputs();
    const result = addWidget(definition, 'select', { ids });
    expect(result.definition.list).toHaveLength(4);
    expect(result.definition.list[3]!.type).toBe('select');
    expect(result.selected).toBe(result.definition.list[3]!.key);
  });

  it('inserts the new widget right after the selected one', () => {
    const { ids, a, b, c, definition } = threeInputs();
    const result = addWidget(definition, 'number', { ids, selected: a.key });
    expect(keysOf(result.definition)).toEqual([a.key, result.selected, b.key, c.key]);
  });

  it('inserts after a selected widget nested in a grid column, in the same column', () => {
    const ids = testIds();
    const inner = createWidget('input', { ids });
    const grid = createWidget('grid', { ids }) as GridWidget;
    const definition = definitionOf({
      ...grid,
      columns: [{ ...grid.columns[0]!, list: [inner] }, grid.columns[1]!],
    });
    const result = addWidget(definition, 'date', { ids, selected: inner.key });
    const column = (result.definition.list[0] as GridWidget).columns[0]!;
    expect(column.list.map((w) => w.type)).toEqual(['input', 'date']);
    expect(result.selected).toBe(column.list[1]!.key);
  });

  it('adds at the end of a selected grid column or report cell', () => {
    const ids = testIds();
    const inner = createWidget('input', { ids });
    const grid = createWidget('grid', { ids }) as GridWidget;
    const report = createWidget('report', { ids }) as ReportWidget;
    const definition = deepFreeze(
      definitionOf(
        { ...grid, columns: [{ ...grid.columns[0]!, list: [inner] }, grid.columns[1]!] },
        report,
      ),
    );
    const col = grid.columns[0]!.key;
    const inCol = addWidget(definition, 'date', { ids, selected: col });
    const column = (inCol.definition.list[0] as GridWidget).columns[0]!;
    expect(column.list.map((w) => w.type)).toEqual(['input', 'date']);
    expect(inCol.selected).toBe(column.list[1]!.key);
    const cell = report.rows[1]!.columns[0]!.key;
    const inCell = addWidget(definition, 'rate', { ids, selected: cell });
    const td = (inCell.definition.list[1] as ReportWidget).rows[1]!.columns[0]!;
    expect(td.list.map((w) => w.type)).toEqual(['rate']);
    expect(inCell.selected).toBe(td.list[0]!.key);
  });

  it('adds a copy of a template (a host custom field) with fresh identity and copied rules', () => {
    const { ids, definition } = threeInputs();
    const template = {
      ...createWidget('custom', { ids }),
      el: 'signature-pad',
      rules: [{ required: true as const, message: 'Sign here' }],
    };
    const result = addWidget(definition, template, { ids });
    const added = findWidget(result.definition, result.selected!)!.widget as typeof template;
    expect(added.el).toBe('signature-pad');
    expect(added.key).not.toBe(template.key);
    expect(added.rules).toEqual(template.rules);
    expect(added.rules).not.toBe(template.rules);
  });

  it('gives a widget a new identity when its key or model is already in the form', () => {
    const { ids, a, definition } = threeInputs();
    const next = insertWidget(definition, a, { list: ROOT_LIST }, { ids });
    const widgets = allWidgets(next.list);
    expect(new Set(widgets.map((w) => w.key)).size).toBe(4);
    expect(new Set(widgets.map((w) => w.model)).size).toBe(4);
  });

  it('refuses an unknown type and an unknown list', () => {
    const { definition } = threeInputs();
    expect(() => addWidget(definition, 'nope' as 'input')).toThrow(FormOperationError);
    expect(() =>
      insertWidget(definition, createWidget('input'), { list: { parent: 'missing' } }),
    ).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });

  it('marks a widget entering a sub-table as a column 200 px wide', () => {
    const ids = testIds();
    const table = createWidget('table', { ids });
    const definition = definitionOf(table);
    const result = addWidget(definition, 'input', { ids, target: { list: { parent: table.key } } });
    const column = (result.definition.list[0] as TableWidget).tableColumns[0]!;
    expect(column.options.tableColumn).toBe(true);
    expect(column.options.width).toBe('200px');
  });

  it('hides the label of a new field placed in a report cell', () => {
    const ids = testIds();
    const report = createWidget('report', { ids }) as ReportWidget;
    const cell = report.rows[0]!.columns[0]!;
    const result = addWidget(definitionOf(report), 'input', {
      ids,
      target: { list: { parent: cell.key } },
    });
    const placed = (result.definition.list[0] as ReportWidget).rows[0]!.columns[0]!.list[0]!;
    expect((placed.options as { hideLabel: boolean }).hideLabel).toBe(true);
  });
});

describe('deleting a widget', () => {
  it('selects the next neighbour', () => {
    const { a, b, c, definition } = threeInputs();
    const result = deleteWidget(definition, b.key);
    expect(keysOf(result.definition)).toEqual([a.key, c.key]);
    expect(result.selected).toBe(c.key);
  });

  it('selects the previous neighbour when the last one is deleted', () => {
    const { b, c, definition } = threeInputs();
    expect(deleteWidget(definition, c.key).selected).toBe(b.key);
  });

  it('selects nothing when the list becomes empty', () => {
    const only = createWidget('input');
    const result = deleteWidget(definitionOf(only), only.key);
    expect(result.definition.list).toEqual([]);
    expect(result.selected).toBeNull();
  });

  it('deletes a container with everything inside it', () => {
    const ids = testIds();
    const grid = createWidget('grid', { ids }) as GridWidget;
    const inner = createWidget('input', { ids });
    const definition = definitionOf({ ...grid, columns: [{ ...grid.columns[0]!, list: [inner] }] });
    const result = deleteWidget(definition, grid.key);
    expect(findWidget(result.definition, inner.key)).toBeUndefined();
  });

  it('deletes a grid column only while more than one column exists', () => {
    const grid = createWidget('grid') as GridWidget;
    const definition = definitionOf(grid);
    const [first, second] = grid.columns as [Widget, Widget];
    expect(canDeleteWidget(definition, first.key)).toBe(true);
    const once = deleteWidget(definition, first.key);
    expect(once.selected).toBe(second.key);
    expect(canDeleteWidget(once.definition, second.key)).toBe(false);
    expect(() => deleteWidget(once.definition, second.key)).toThrow(/at least one column/);
  });

  it('refuses to delete a single report cell', () => {
    const report = createWidget('report') as ReportWidget;
    const cell = report.rows[0]!.columns[0]!;
    expect(() => deleteWidget(definitionOf(report), cell.key)).toThrow(FormOperationError);
  });
});

describe('cloning a widget', () => {
  it('inserts a copy right after the original with a new key and model, and selects it', () => {
    const { ids, a, b, definition } = threeInputs();
    const result = cloneWidget(definition, a.key, { ids });
    const copy = result.definition.list[1]!;
    expect(result.selected).toBe(copy.key);
    expect(copy.key).not.toBe(a.key);
    expect(copy.model).toMatch(/^input_\d+$/);
    expect(copy.model).not.toBe(a.model);
    expect({ ...copy, key: a.key, model: a.model, options: a.options }).toEqual(a);
    expect(result.definition.list[2]).toBe(b);
  });

  it('gives nested children fresh keys and models', () => {
    const ids = testIds();
    const table = createWidget('table', { ids }) as TableWidget;
    const column = createWidget('input', { ids });
    const definition = definitionOf({ ...table, tableColumns: [column] });
    const result = cloneWidget(definition, table.key, { ids });
    const copy = result.definition.list[1] as TableWidget;
    expect(copy.tableColumns[0]!.key).not.toBe(column.key);
    expect(copy.tableColumns[0]!.model).not.toBe(column.model);
  });

  it('clones a grid column into the same grid', () => {
    const grid = createWidget('grid') as GridWidget;
    const result = cloneWidget(definitionOf(grid), grid.columns[0]!.key);
    expect((result.definition.list[0] as GridWidget).columns).toHaveLength(3);
  });
});

describe('moving a widget', () => {
  it('reorders within a list using the destination index', () => {
    const { a, b, c, definition } = threeInputs();
    expect(keysOf(moveWidget(definition, a.key, ROOT_LIST, 2))).toEqual([b.key, c.key, a.key]);
    expect(keysOf(moveWidget(definition, c.key, ROOT_LIST, 0))).toEqual([c.key, a.key, b.key]);
    expect(moveWidget(definition, b.key, ROOT_LIST, 1)).toBe(definition);
  });

  it('moves a widget into a grid column and back out', () => {
    const ids = testIds();
    const grid = createWidget('grid', { ids }) as GridWidget;
    const field = createWidget('input', { ids });
    const definition = definitionOf(field, grid);
    const col = grid.columns[1]!;
    const inside = moveWidget(definition, field.key, { parent: col.key }, 0);
    expect(inside.list.map((w) => w.type)).toEqual(['grid']);
    expect((inside.list[0] as GridWidget).columns[1]!.list[0]!.key).toBe(field.key);
    const outside = moveWidget(inside, field.key, ROOT_LIST, 1);
    expect(outside.list.map((w) => w.key)).toEqual([grid.key, field.key]);
  });

  it('unmarks a sub-table column moved out of the table', () => {
    const ids = testIds();
    const table = createWidget('table', { ids });
    const added = addWidget(definitionOf(table), 'input', {
      ids,
      target: { list: { parent: table.key } },
    });
    const moved = moveWidget(added.definition, added.selected!, ROOT_LIST, 1);
    expect((moved.list[1]!.options as { tableColumn: boolean }).tableColumn).toBe(false);
  });

  it('refuses to move a container into itself', () => {
    const grid = createWidget('grid') as GridWidget;
    const definition = definitionOf(grid);
    expect(() => moveWidget(definition, grid.key, { parent: grid.columns[0]!.key }, 0)).toThrow(
      /into itself/,
    );
  });

  it('keeps grid columns inside their grid', () => {
    const grid = createWidget('grid') as GridWidget;
    const other = createWidget('grid') as GridWidget;
    const definition = definitionOf(grid, other);
    const [first, second] = grid.columns as [Widget, Widget];
    const reordered = moveWidget(definition, first.key, { parent: grid.key }, 1);
    expect((reordered.list[0] as GridWidget).columns.map((c) => c.key)).toEqual([
      second.key,
      first.key,
    ]);
    expect(() => moveWidget(definition, first.key, { parent: other.columns[0]!.key }, 0)).toThrow(
      FormOperationError,
    );
  });
});

describe('updating and clearing', () => {
  it('updates one widget and shares the rest', () => {
    const { a, b, definition } = threeInputs();
    const next = updateWidget(definition, b.key, (w) => ({ ...w, name: 'Surname' }) as Widget);
    expect(next.list[1]!.name).toBe('Surname');
    expect(next.list[0]).toBe(a);
  });

  it('refuses an update that changes type or key', () => {
    const { a, definition } = threeInputs();
    expect(() =>
      updateWidget(definition, a.key, (w) => ({ ...w, key: 'other' }) as Widget),
    ).toThrow(/cannot change type or key/);
  });

  it('clear empties the list and keeps the form settings', () => {
    const { definition } = threeInputs();
    const cleared = clearWidgets(definition);
    expect(cleared.list).toEqual([]);
    expect(cleared.config).toBe(definition.config);
  });
});

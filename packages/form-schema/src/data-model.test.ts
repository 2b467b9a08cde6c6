import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG, ROW_KEY } from './constants';
import { createWidget } from './create-widget';
import {
  createInitialModel,
  createTableRow,
  createVisibilityMap,
  dataBoundWidgets,
} from './data-model';
import { createIdSource } from './ids';
import type {
  FieldWidget,
  FormDefinition,
  GridWidget,
  ReportWidget,
  TableWidget,
  TabsWidget,
  Widget,
  WidgetOfType,
  WidgetType,
} from './types';

let counter = 0;
const ids = createIdSource({
  now: () => 1_700_000_000_000,
  key: () => `k${String(++counter).padStart(7, '0')}`,
});

/** A fresh id source whose keys are row1, row2, … */
function rowIds() {
  let n = 0;
  return createIdSource({ key: () => `row${++n}` });
}

function widget<T extends WidgetType>(
  type: T,
  model: string,
  options: Record<string, unknown> = {},
): WidgetOfType<T> {
  const created = createWidget(type, { ids });
  return { ...created, model, options: { ...created.options, ...options } } as WidgetOfType<T>;
}

function form(...list: Widget[]): FormDefinition {
  return { list, config: { ...DEFAULT_FORM_CONFIG } };
}

function grid(model: string, ...columns: Widget[][]): GridWidget {
  const base = widget('grid', model);
  return {
    ...base,
    columns: columns.map((list, i) => ({ ...(base.columns[i] ?? base.columns[0]!), list })),
  };
}

function tabs(model: string, ...panes: Widget[][]): TabsWidget {
  const base = widget('tabs', model);
  return {
    ...base,
    tabs: panes.map((list, i) => ({ label: `Tab ${i + 1}`, name: `tab_${i + 1}`, list })),
  };
}

function report(model: string, ...cells: Widget[][]): ReportWidget {
  const base = widget('report', model);
  const template = base.rows[0]!.columns[0]!;
  return {
    ...base,
    rows: [{ columns: cells.map((list, i) => ({ ...template, model: `td_${i}`, list })) }],
  };
}

function table(
  model: string,
  columns: FieldWidget[],
  defaultValue: unknown[] = [],
  options: Record<string, unknown> = {},
): TableWidget {
  const base = widget('table', model, { ...options, defaultValue });
  return { ...base, tableColumns: columns };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A form with data-bound widgets at every kind of nesting. */
function nestedForm(): FormDefinition {
  return form(
    widget('input', 'top'),
    grid('layout', [widget('number', 'in_grid')], [widget('text', 'label_text')]),
    tabs('pages', [widget('switch', 'in_tab')], [widget('date', 'in_second_tab')]),
    report('sheet', [widget('rate', 'in_cell')], [grid('inner', [widget('select', 'deep')])]),
    table('rows', [widget('input', 'col_name')]),
    widget('divider', 'line'),
  );
}

describe('dataBoundWidgets: the data-bound widgets in form order', () => {
  it('lists data-bound widgets through grids, tabs and reports in form order', () => {
    const models = dataBoundWidgets(nestedForm()).map((w) => w.model);
    expect(models).toEqual([
      'top',
      'in_grid',
      'in_tab',
      'in_second_tab',
      'in_cell',
      'deep',
      'rows',
    ]);
  });

  it('lists a sub-table but not its columns', () => {
    const found = dataBoundWidgets(form(table('rows', [widget('input', 'c1')])));
    expect(found.map((w) => w.type)).toEqual(['table']);
  });

  it('leaves out widgets whose dataBind option is false', () => {
    const found = dataBoundWidgets(
      form(widget('input', 'a', { dataBind: false }), widget('input', 'b')),
    );
    expect(found.map((w) => w.model)).toEqual(['b']);
  });

  it('leaves out display and layout widgets', () => {
    const found = dataBoundWidgets(
      form(widget('text', 't'), widget('html', 'h'), widget('divider', 'd'), grid('g', [])),
    );
    expect(found).toEqual([]);
  });

  it('lists widgets with an empty model so callers can report them', () => {
    expect(dataBoundWidgets(form(widget('input', ''))).map((w) => w.type)).toEqual(['input']);
  });

  it('returns the widgets of the definition themselves', () => {
    const input = widget('input', 'a');
    expect(dataBoundWidgets(form(input))[0]).toBe(input);
  });
});

describe('createInitialModel: one value per data-bound model', () => {
  it('has one entry per data-bound widget anywhere in the tree', () => {
    const model = createInitialModel(nestedForm(), { ids: rowIds() });
    expect(Object.keys(model)).toEqual([
      'top',
      'in_grid',
      'in_tab',
      'in_second_tab',
      'in_cell',
      'deep',
      'rows',
    ]);
  });

  it('uses each widget default value', () => {
    const model = createInitialModel(
      form(
        widget('input', 'text', { defaultValue: 'hello' }),
        widget('number', 'count', { defaultValue: 3 }),
        widget('switch', 'on', { defaultValue: true }),
        widget('rate', 'stars'),
        widget('checkbox', 'picks', { defaultValue: ['Option 1'] }),
      ),
    );
    expect(model).toEqual({ text: 'hello', count: 3, on: true, stars: null, picks: ['Option 1'] });
  });

  it('copies default values deeply instead of sharing them with the definition', () => {
    const files = [{ key: 'f1', url: 'https://example.test/a.png', name: 'a.png' }];
    const definition = form(
      widget('imgupload', 'images', { defaultValue: files }),
      widget('custom', 'custom', { defaultValue: { nested: { list: [1, 2] } } }),
    );
    const model = createInitialModel(definition);
    expect(model.images).toEqual(files);
    expect(model.images).not.toBe(files);
    expect((model.images as unknown[])[0]).not.toBe(files[0]);
    (model.custom as { nested: { list: number[] } }).nested.list.push(3);
    const customOptions = definition.list[1]?.options as { defaultValue: unknown };
    expect(customOptions.defaultValue).toEqual({ nested: { list: [1, 2] } });
  });

  it('gives null to a data-bound widget without a default value', () => {
    const component = widget('component', 'c');
    delete (component.options as { defaultValue?: unknown }).defaultValue;
    expect(createInitialModel(form(component))).toEqual({ c: null });
  });

  it('gives a blank widget an empty text, object or list by its defaultType', () => {
    const model = createInitialModel(
      form(
        widget('blank', 's', { defaultType: 'String' }),
        widget('blank', 'o', { defaultType: 'Object' }),
        widget('blank', 'a', { defaultType: 'Array' }),
      ),
    );
    expect(model).toEqual({ s: '', o: {}, a: [] });
  });

  it('gives a blank widget an empty text when defaultType is absent', () => {
    const blank = widget('blank', 'b');
    delete (blank.options as { defaultType?: unknown }).defaultType;
    expect(createInitialModel(form(blank))).toEqual({ b: '' });
  });

  it('gives each blank widget its own object', () => {
    const blank = widget('blank', 'o', { defaultType: 'Object' });
    const first = createInitialModel(form(blank));
    const second = createInitialModel(form(blank));
    expect(first.o).not.toBe(second.o);
  });

  it('leaves out display widgets, dividers and layout containers', () => {
    const model = createInitialModel(
      form(
        widget('text', 't', { dataBind: true }),
        widget('html', 'h'),
        widget('divider', 'd'),
        grid('g', [widget('input', 'x')]),
      ),
    );
    expect(model).toEqual({ x: '' });
  });

  it('leaves out widgets whose dataBind option is false', () => {
    expect(createInitialModel(form(widget('input', 'a', { dataBind: false })))).toEqual({});
  });

  it('skips a widget with an empty model', () => {
    const model = createInitialModel(form(widget('input', ''), widget('input', 'named')));
    expect(model).toEqual({ named: '' });
  });

  it('keeps the first widget when two share a model', () => {
    const model = createInitialModel(
      form(
        widget('input', 'same', { defaultValue: 'first' }),
        grid('g', [widget('input', 'same', { defaultValue: 'second' })]),
      ),
    );
    expect(model).toEqual({ same: 'first' });
  });

  it('does not change the definition', () => {
    const definition = deepFreeze(
      form(
        widget('checkbox', 'c', { defaultValue: ['x'] }),
        table('t', [widget('input', 'name')], [{ other: 1 }]),
      ),
    );
    expect(() => createInitialModel(definition, { ids: rowIds() })).not.toThrow();
    expect(definition.list[1]?.options).toMatchObject({ defaultValue: [{ other: 1 }] });
  });

  it('gives an empty form an empty model', () => {
    expect(createInitialModel(form())).toEqual({});
  });
});

describe('createInitialModel: sub-tables', () => {
  const columns = (): FieldWidget[] => [
    widget('input', 'name', { defaultValue: 'anonymous' }),
    widget('number', 'age', { defaultValue: 18 }),
    widget('checkbox', 'tags', { defaultValue: ['a'] }),
  ];

  it('holds the default rows, each given a row key when it has none', () => {
    const definition = form(
      table('people', columns(), [
        { name: 'Ann', age: 30, tags: [] },
        { [ROW_KEY]: 'kept', name: 'Bob', age: 40, tags: ['b'] },
      ]),
    );
    const model = createInitialModel(definition, { ids: rowIds() });
    expect(model.people).toEqual([
      { [ROW_KEY]: 'row1', name: 'Ann', age: 30, tags: [] },
      { [ROW_KEY]: 'kept', name: 'Bob', age: 40, tags: ['b'] },
    ]);
  });

  it('replaces an empty row key with a generated one', () => {
    const definition = form(table('t', [], [{ [ROW_KEY]: '' }]));
    expect(createInitialModel(definition, { ids: rowIds() }).t).toEqual([{ [ROW_KEY]: 'row1' }]);
  });

  it('fills every missing column model with that column default', () => {
    const definition = form(table('people', columns(), [{ name: 'Ann' }, {}]));
    const model = createInitialModel(definition, { ids: rowIds() });
    expect(model.people).toEqual([
      { [ROW_KEY]: 'row1', name: 'Ann', age: 18, tags: ['a'] },
      { [ROW_KEY]: 'row2', name: 'anonymous', age: 18, tags: ['a'] },
    ]);
  });

  it('keeps row values that no column describes', () => {
    const definition = form(table('t', [widget('input', 'name')], [{ note: 'x' }]));
    const model = createInitialModel(definition, { ids: rowIds() });
    expect(model.t).toEqual([{ [ROW_KEY]: 'row1', note: 'x', name: '' }]);
  });

  it('fills blank columns by their defaultType', () => {
    const definition = form(table('t', [widget('blank', 'list', { defaultType: 'Array' })], [{}]));
    expect(createInitialModel(definition, { ids: rowIds() }).t).toEqual([
      { [ROW_KEY]: 'row1', list: [] },
    ]);
  });

  it('does not fill columns that are not data-bound', () => {
    const definition = form(table('t', [widget('text', 'caption')], [{}]));
    expect(createInitialModel(definition, { ids: rowIds() }).t).toEqual([{ [ROW_KEY]: 'row1' }]);
  });

  it('copies rows and their values instead of sharing them with the definition', () => {
    const rows = [{ tags: ['x'] }];
    const definition = form(table('t', columns(), rows));
    const model = createInitialModel(definition, { ids: rowIds() });
    const [row] = model.t as Array<{ tags: string[] }>;
    expect(row).not.toBe(rows[0]);
    expect(row?.tags).not.toBe(rows[0]?.tags);
    expect(rows[0]).toEqual({ tags: ['x'] });
  });

  it('does not make sub-table columns top-level entries', () => {
    const model = createInitialModel(form(table('t', columns(), [])));
    expect(model).toEqual({ t: [] });
  });

  it('gives a sub-table without default rows an empty list', () => {
    const noRows = table('t', columns());
    delete (noRows.options as { defaultValue?: unknown }).defaultValue;
    expect(createInitialModel(form(noRows))).toEqual({ t: [] });
  });

  it('leaves out default rows that are not objects', () => {
    const definition = form(table('t', [], ['text', null, [1], { ok: true }]));
    expect(createInitialModel(definition, { ids: rowIds() }).t).toEqual([
      { [ROW_KEY]: 'row1', ok: true },
    ]);
  });

  it('finds sub-tables nested in containers', () => {
    const definition = form(grid('g', [table('nested', [widget('input', 'c')], [{}])]));
    expect(createInitialModel(definition, { ids: rowIds() })).toEqual({
      nested: [{ [ROW_KEY]: 'row1', c: '' }],
    });
  });
});

describe('createTableRow: a generated key plus one value per column model', () => {
  it('creates a row with a fresh key and each column default', () => {
    const t = table('t', [
      widget('input', 'name', { defaultValue: 'n' }),
      widget('switch', 'active'),
      widget('blank', 'extra', { defaultType: 'Object' }),
    ]);
    expect(createTableRow(t, { ids: rowIds() })).toEqual({
      [ROW_KEY]: 'row1',
      name: 'n',
      active: false,
      extra: {},
    });
  });

  it('gives each new row a different key', () => {
    const t = table('t', [widget('input', 'name')]);
    const ids = rowIds();
    const first = createTableRow(t, { ids });
    const second = createTableRow(t, { ids });
    expect(first[ROW_KEY]).not.toBe(second[ROW_KEY]);
  });

  it('uses generated keys by default', () => {
    const row = createTableRow(table('t', []));
    expect(row[ROW_KEY]).toMatch(/^[0-9a-z]{8}$/);
  });

  it('copies column defaults instead of sharing them', () => {
    const column = widget('checkbox', 'tags', { defaultValue: ['a'] });
    const row = createTableRow(table('t', [column]), { ids: rowIds() });
    expect(row.tags).toEqual(['a']);
    expect(row.tags).not.toBe(column.options.defaultValue);
  });

  it('skips columns with an empty model and keeps the first of a repeated model', () => {
    const t = table('t', [
      widget('input', '', { defaultValue: 'unnamed' }),
      widget('input', 'dup', { defaultValue: 'first' }),
      widget('input', 'dup', { defaultValue: 'second' }),
    ]);
    expect(createTableRow(t, { ids: rowIds() })).toEqual({ [ROW_KEY]: 'row1', dup: 'first' });
  });
});

describe('createVisibilityMap: a visibility flag per model name', () => {
  it('lists every widget with a model, containers and sub-table columns included', () => {
    const visible = createVisibilityMap(nestedForm());
    expect(Object.keys(visible)).toEqual(
      expect.arrayContaining([
        'top',
        'layout',
        'in_grid',
        'label_text',
        'pages',
        'in_tab',
        'sheet',
        'td_0',
        'inner',
        'deep',
        'rows',
        'col_name',
        'line',
      ]),
    );
    expect(Object.values(visible).every((flag) => flag)).toBe(true);
  });

  it('is false for a widget whose hidden option is true', () => {
    const visible = createVisibilityMap(
      form(
        widget('input', 'shown'),
        widget('input', 'hidden', { hidden: true }),
        tabs('pages', [widget('select', 'inner', { hidden: true })]),
      ),
    );
    expect(visible).toMatchObject({ shown: true, hidden: false, pages: true, inner: false });
  });

  it('lets containers be hidden by model', () => {
    const hiddenGrid = grid('g', []);
    const hiddenTabs = tabs('t');
    const visible = createVisibilityMap(
      form(
        { ...hiddenGrid, options: { ...hiddenGrid.options, hidden: true } },
        { ...hiddenTabs, options: { ...hiddenTabs.options, hidden: true } },
        report('r'),
      ),
    );
    expect(visible).toMatchObject({ g: false, t: false, r: true });
  });

  it('is true when the hidden option is absent', () => {
    const g = grid('g', [widget('input', 'x')]);
    const col = g.columns[0]!;
    expect(col.options).not.toHaveProperty('hidden');
    expect(createVisibilityMap(form(g))[col.model]).toBe(true);
  });

  it('skips widgets with an empty model', () => {
    const visible = createVisibilityMap(form(widget('input', ''), widget('input', 'a')));
    expect(visible).toEqual({ a: true });
  });

  it('keeps the first widget when two share a model', () => {
    const visible = createVisibilityMap(
      form(widget('input', 'same', { hidden: true }), widget('input', 'same')),
    );
    expect(visible).toEqual({ same: false });
  });

  it('is empty for an empty form', () => {
    expect(createVisibilityMap(form())).toEqual({});
  });
});

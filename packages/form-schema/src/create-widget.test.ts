import { describe, expect, it } from 'vitest';
import { testIds } from '../test/helpers';
import { WIDGET_CATALOGUE } from './catalogue';
import { createCol, createWidget, reidentify } from './create-widget';
import { allWidgets } from './tree';
import type { GridWidget, InputWidget, ReportWidget, TableWidget } from './types';

describe('createWidget', () => {
  it('gives a new widget an 8-character base-36 key and the model type_timestamp', () => {
    const widget = createWidget('input');
    expect(widget.key).toMatch(/^[0-9a-z]{8}$/);
    expect(widget.model).toMatch(/^input_\d+$/);
  });

  it('names remote functions and options func_{timestamp} and option_{timestamp}', () => {
    const widget = createWidget('select', { ids: testIds() });
    expect(widget.model).toBe('select_1000');
    expect(widget.options.remoteFunc).toBe('func_1000');
    expect(widget.options.remoteOption).toBe('option_1000');
  });

  it('keeps models unique for widgets created within one millisecond', () => {
    const models = Array.from({ length: 500 }, () => createWidget('input').model);
    expect(new Set(models).size).toBe(500);
  });

  it('labels the widget in the requested language', () => {
    expect(createWidget('input', { locale: 'zh-CN' }).name).toBe('单行文本');
    expect(createWidget('input').name).toBe('Input');
    expect(createWidget('input', { name: 'Full name' }).name).toBe('Full name');
  });

  it('gives data-bound widgets an onChange event slot and no rules by default', () => {
    const input = createWidget('input');
    expect(input.events).toEqual({ onChange: '' });
    expect(input.rules).toEqual([]);
    expect(createWidget('grid').events).toBeUndefined();
  });

  it('creates a grid of two half-width columns', () => {
    const grid = createWidget('grid', { ids: testIds() });
    expect(grid.columns).toHaveLength(2);
    expect(grid.columns.map((c) => [c.type, c.options.span, c.options.xs, c.options.md])).toEqual([
      ['col', 12, 24, 12],
      ['col', 12, 24, 12],
    ]);
  });

  it('creates tabs with two panes, a 2×2 report and an empty sub-table', () => {
    const tabs = createWidget('tabs');
    expect(tabs.tabs.map((t) => [t.label, t.name])).toEqual([
      ['Tab 1', 'tab_1'],
      ['Tab 2', 'tab_2'],
    ]);
    const report = createWidget('report');
    expect(report.rows.map((r) => r.columns.map((c) => c.type))).toEqual([
      ['td', 'td'],
      ['td', 'td'],
    ]);
    expect(createWidget('table').tableColumns).toEqual([]);
  });

  it('refuses an unknown type', () => {
    expect(() => createWidget('nope' as 'input')).toThrow(/Unknown widget type "nope"/);
  });
});

describe('createCol', () => {
  // createCol writes the icon and name out (normalising must not load the catalogue).
  it("gives a column the catalogue's icon and English name", () => {
    const col = createCol(12, testIds());
    expect(col.icon).toBe(WIDGET_CATALOGUE.col.icon);
    expect(col.name).toBe(WIDGET_CATALOGUE.col.names['en-US']);
    expect(col.options.span).toBe(12);
  });
});

describe('reidentify', () => {
  it('gives the copy and every nested descendant fresh keys and models', () => {
    const ids = testIds();
    const grid = createWidget('grid', { ids }) as GridWidget;
    const report = createWidget('report', { ids }) as ReportWidget;
    const table = createWidget('table', { ids }) as TableWidget;
    const field = createWidget('input', { ids });
    const nested: GridWidget = {
      ...grid,
      columns: [
        { ...grid.columns[0]!, list: [{ ...table, tableColumns: [field] }] },
        { ...grid.columns[1]!, list: [report] },
      ],
    };
    const copy = reidentify(nested, ids);
    const before = allWidgets([nested]);
    const after = allWidgets([copy]);
    expect(after).toHaveLength(before.length);
    const oldKeys = new Set(before.map((w) => w.key));
    const oldModels = new Set(before.map((w) => w.model));
    for (const w of after) {
      expect(oldKeys.has(w.key)).toBe(false);
      expect(oldModels.has(w.model)).toBe(false);
      expect(w.model).toMatch(new RegExp(`^${w.type}_\\d+$`));
    }
  });

  it('renews generated func_/option_ names and keeps hand-written ones', () => {
    const ids = testIds();
    const generated = createWidget('select', { ids });
    expect(reidentify(generated, ids).options.remoteFunc).toMatch(/^func_\d+$/);
    expect(reidentify(generated, ids).options.remoteFunc).not.toBe(generated.options.remoteFunc);
    const custom = { ...generated, options: { ...generated.options, remoteFunc: 'loadCities' } };
    expect(reidentify(custom, ids).options.remoteFunc).toBe('loadCities');
  });

  it('copies rules and unknown keys without sharing them', () => {
    const input = {
      ...createWidget('input'),
      rules: [{ required: true as const, message: 'needed' }],
      bindTable: { table: 't_person', column: 'name' },
    } as InputWidget & { bindTable: object };
    const copy = reidentify(input) as typeof input;
    expect(copy.rules).toEqual(input.rules);
    expect(copy.rules).not.toBe(input.rules);
    expect(copy.bindTable).toEqual(input.bindTable);
    expect(copy.bindTable).not.toBe(input.bindTable);
  });
});

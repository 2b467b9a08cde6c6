import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG } from './constants';
import { createWidget } from './create-widget';
import { createIdSource } from './ids';
import {
  DATA_TYPES,
  buildRules,
  collectRules,
  isDataType,
  isGeneratedRule,
  listRuleTargets,
  mergeRules,
} from './rules';
import type {
  FieldWidget,
  FormDefinition,
  GridWidget,
  InputWidget,
  ReportWidget,
  Rule,
  TableWidget,
  TabsWidget,
  Widget,
} from './types';

let counter = 0;
const ids = createIdSource({
  now: () => 1000,
  key: () => `key${(counter++).toString(36).padStart(5, '0')}`,
});

function definitionOf(list: Widget[]): FormDefinition {
  return { list, config: { ...DEFAULT_FORM_CONFIG } };
}

function input(model: string, options: Partial<InputWidget['options']> = {}): InputWidget {
  const widget = createWidget('input', { ids });
  const withOptions = { ...widget, model, options: { ...widget.options, ...options } };
  return { ...withOptions, rules: buildRules(withOptions) };
}

function table(model: string, columns: FieldWidget[]): TableWidget {
  return { ...createWidget('table', { ids }), model, tableColumns: columns };
}

describe('buildRules (rules from options)', () => {
  it('required gives {required: true, message} with the default message "required"', () => {
    expect(input('a', { required: true }).rules).toEqual([{ required: true, message: 'required' }]);
  });

  it('required uses the custom requiredMessage when set', () => {
    expect(input('a', { required: true, requiredMessage: 'Fill me' }).rules).toEqual([
      { required: true, message: 'Fill me' },
    ]);
  });

  it('a checked dataType gives a type rule with the default message "invaild format"', () => {
    expect(input('a', { dataType: 'email', dataTypeCheck: true }).rules).toEqual([
      { type: 'email', message: 'invaild format' },
    ]);
  });

  it('an unchecked dataType gives no rule', () => {
    expect(input('a', { dataType: 'email', dataTypeCheck: false }).rules).toEqual([]);
  });

  it('a checked pattern gives a pattern rule with the default message "unmatched pattern"', () => {
    expect(input('a', { pattern: '^\\d+$', patternCheck: true }).rules).toEqual([
      { pattern: '^\\d+$', message: 'unmatched pattern' },
    ]);
  });

  it('custom messages are used for type and pattern rules', () => {
    const widget = input('a', {
      dataType: 'integer',
      dataTypeCheck: true,
      dataTypeMessage: 'whole numbers only',
      pattern: '^1',
      patternCheck: true,
      patternMessage: 'starts with 1',
    });
    expect(widget.rules).toEqual([
      { type: 'integer', message: 'whole numbers only' },
      { pattern: '^1', message: 'starts with 1' },
    ]);
  });

  it('rules not generated from options (func rules) are kept after the generated ones', () => {
    const base = input('a', { required: true });
    const func: Rule = { func: 'callback()', message: 'custom' };
    const rebuilt = buildRules({ ...base, rules: [{ required: true, message: 'old' }, func] });
    expect(rebuilt).toEqual([{ required: true, message: 'required' }, func]);
  });

  it('allowed dataType values are string, number, boolean, integer, float, url, email, hex', () => {
    expect([...DATA_TYPES].sort()).toEqual(
      ['boolean', 'email', 'float', 'hex', 'integer', 'number', 'string', 'url'].sort(),
    );
    expect(isDataType('hex')).toBe(true);
    expect(isDataType('date')).toBe(false);
  });

  it('a dataType outside the allowed values gives no type rule', () => {
    const widget = input('a', { dataTypeCheck: true });
    const odd = {
      ...widget,
      options: { ...widget.options, dataType: 'date' },
    } as unknown as Widget;
    expect(buildRules(odd)).toEqual([]);
  });

  it('isGeneratedRule tells generated rules from func rules', () => {
    expect(isGeneratedRule({ required: true, message: 'x' })).toBe(true);
    expect(isGeneratedRule({ type: 'url', message: 'x' })).toBe(true);
    expect(isGeneratedRule({ pattern: 'a', message: 'x' })).toBe(true);
    expect(isGeneratedRule({ func: 'f' })).toBe(false);
  });
});

describe('collectRules (rules per data-bound model)', () => {
  it('gives each data-bound model its rules, empty when it has none', () => {
    const definition = definitionOf([input('name', { required: true }), input('nick')]);
    expect(collectRules(definition)).toEqual({
      name: [{ required: true, message: 'required' }],
      nick: [],
    });
  });

  it('skips novalid widgets and widgets that hold no data', () => {
    const text = { ...createWidget('text', { ids }), model: 'text_1' };
    const divider = { ...createWidget('divider', { ids }), model: 'divider_1' };
    const unbound = input('unbound', { required: true, dataBind: false });
    const skipped = { ...input('skipped', { required: true }), novalid: true };
    const definition = definitionOf([text, divider, unbound, skipped, input('kept')]);
    expect(Object.keys(collectRules(definition))).toEqual(['kept']);
  });

  it('keys sub-table columns as tableModel.columnModel, after the table itself', () => {
    const sub = table('people', [input('age', { dataType: 'integer', dataTypeCheck: true })]);
    const rules = collectRules(definitionOf([sub]));
    expect(rules).toEqual({
      people: [],
      'people.age': [{ type: 'integer', message: 'invaild format' }],
    });
  });

  it('a novalid sub-table takes its columns with it', () => {
    const sub = { ...table('people', [input('age', { required: true })]), novalid: true };
    expect(collectRules(definitionOf([sub]))).toEqual({});
  });

  it('walks grid columns, tab panes and report cells', () => {
    const grid = createWidget('grid', { ids }) as GridWidget;
    const [col0, col1] = grid.columns;
    const inGrid: GridWidget = {
      ...grid,
      columns: [
        { ...col0!, list: [input('g1', { required: true })] },
        { ...col1!, list: [] },
      ],
    };
    const tabs = createWidget('tabs', { ids }) as TabsWidget;
    const inTabs: TabsWidget = {
      ...tabs,
      tabs: tabs.tabs.map((pane, i) => (i === 1 ? { ...pane, list: [input('t2')] } : pane)),
    };
    const report = createWidget('report', { ids }) as ReportWidget;
    const cell = report.rows[1]!.columns[0]!;
    const inReport: ReportWidget = {
      ...report,
      rows: [
        report.rows[0]!,
        {
          columns: [{ ...cell, list: [table('rows', [input('c')])] }, report.rows[1]!.columns[1]!],
        },
      ],
    };
    const rules = collectRules(definitionOf([inGrid, inTabs, inReport]));
    expect(Object.keys(rules)).toEqual(['g1', 't2', 'rows', 'rows.c']);
    expect(rules.g1).toEqual([{ required: true, message: 'required' }]);
  });

  it('merges with existing rules: existing entries kept, existing rules first, then the widget rules', () => {
    const definition = definitionOf([input('name', { required: true })]);
    const existing: Record<string, Rule[]> = {
      name: [{ pattern: '^a', message: 'starts with a' }],
      other: [{ required: true, message: 'other' }],
    };
    expect(collectRules(definition, existing)).toEqual({
      name: [
        { pattern: '^a', message: 'starts with a' },
        { required: true, message: 'required' },
      ],
      other: [{ required: true, message: 'other' }],
    });
  });

  it('merging never repeats an equal rule and leaves the existing record untouched', () => {
    const definition = definitionOf([input('name', { required: true })]);
    const existing = { name: [{ required: true, message: 'required' } as Rule] };
    const snapshot = structuredClone(existing);
    expect(collectRules(definition, existing)).toEqual({
      name: [{ required: true, message: 'required' }],
    });
    expect(existing).toEqual(snapshot);
  });

  it('widgets sharing a model (imported data) share one merged entry', () => {
    const definition = definitionOf([
      input('dup', { required: true }),
      input('dup', { required: true, dataType: 'url', dataTypeCheck: true }),
    ]);
    expect(collectRules(definition).dup).toEqual([
      { required: true, message: 'required' },
      { type: 'url', message: 'invaild format' },
    ]);
  });

  it('a model named __proto__ is a plain entry', () => {
    const rules = collectRules(definitionOf([input('__proto__', { required: true })]));
    expect(Object.hasOwn(rules, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(rules)).toBe(Object.prototype);
  });
});

describe('listRuleTargets and mergeRules', () => {
  it('listRuleTargets names the table and column of a sub-table cell', () => {
    const targets = listRuleTargets(definitionOf([table('t', [input('c')])]));
    expect(targets.map(({ key, table, column }) => ({ key, table, column }))).toEqual([
      { key: 't', table: undefined, column: undefined },
      { key: 't.c', table: 't', column: 'c' },
    ]);
  });

  it('mergeRules compares rules by value, not identity', () => {
    expect(
      mergeRules(
        [{ type: 'url', message: 'm' }],
        [
          { message: 'm', type: 'url' },
          { type: 'hex', message: 'm' },
        ],
      ),
    ).toEqual([
      { type: 'url', message: 'm' },
      { type: 'hex', message: 'm' },
    ]);
  });
});

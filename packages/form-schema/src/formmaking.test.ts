import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { definitionArbitrary } from '../test/fixtures/definitions';
import { defaultColOptions, defaultTdOptions } from './catalogue';
import { DEFAULT_FORM_CONFIG } from './constants';
import { normalizeDefinition } from './formmaking';
import { createIdSource } from './ids';
import type { FormDefinition } from './types';
import { validateDefinition } from './validate-definition';

/** Keys `new00000`, `new00001`, … and a fixed clock, so results are predictable. */
const ids = () => {
  let n = 0;
  return createIdSource({
    now: () => 1_700_000_000_000,
    key: () => `new${String(n++).padStart(5, '0')}`,
  });
};

function fixture(name: string): Record<string, unknown> {
  const url = new URL(`../test/fixtures/${name}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

const normalize = (json: Record<string, unknown>) => normalizeDefinition(json, { ids: ids() });
/** The normalised list of a definition holding `list`. */
const only = (...list: unknown[]): unknown[] => normalize({ list, config: {} }).list;
/** The options of each widget of a list. */
const optionsOf = (list: unknown[]) =>
  list.map((widget) => (widget as { options?: unknown }).options);

describe('normalizeDefinition', () => {
  it('fills missing config fields from the defaults and keeps the rest, unknown keys included', () => {
    const result = normalize({
      list: [],
      config: { labelWidth: 120, size: 'mini', extra: 'kept' },
    });
    expect(result.config).toEqual({
      ...DEFAULT_FORM_CONFIG,
      labelWidth: 120,
      size: 'mini',
      extra: 'kept',
    });
    expect(normalize({ list: [] }).config).toEqual(DEFAULT_FORM_CONFIG);
  });

  it('turns legacy grid columns into col widgets with a fresh key and the column’s span', () => {
    const [grid] = only({
      type: 'grid',
      key: 'grid0001',
      options: { gutter: 0 },
      columns: [
        { span: 8, list: [{ type: 'switch', key: 'switch01', model: 'on' }], note: 'kept' },
        { span: 16, list: [] },
      ],
    });
    expect(grid).toHaveProperty('columns', [
      {
        type: 'col',
        icon: 'icon-col',
        key: 'new00000',
        model: 'col_1700000000000',
        name: 'Column',
        options: {
          span: 8,
          offset: 0,
          push: 0,
          pull: 0,
          xs: 24,
          sm: 8,
          md: 8,
          lg: 8,
          xl: 8,
          customClass: '',
        },
        list: [expect.objectContaining({ type: 'switch', key: 'switch01', model: 'on' })],
        note: 'kept',
      },
      expect.objectContaining({ type: 'col', key: 'new00001', options: defaultColOptions(16) }),
    ]);
  });

  it('renames imgupload length to limit, keeping an explicit limit', () => {
    const list = only(
      { type: 'imgupload', key: 'img00001', options: { length: 3 } },
      { type: 'imgupload', key: 'img00002', options: { length: 3, limit: 5 } },
    );
    expect(optionsOf(list)).toEqual([
      { dataBind: true, limit: 3 },
      { dataBind: true, limit: 5 },
    ]);
  });

  it('writes dayjs date formats in element-ui tokens and leaves element-ui formats alone', () => {
    const formats = optionsOf(
      only(
        { type: 'date', key: 'date0001', options: { format: 'YYYY-MM-DD' } },
        { type: 'date', key: 'date0002', options: { format: 'YYYY-MM-DD HH:mm:ss' } },
        { type: 'date', key: 'date0003', options: { format: 'yyyy-MM-dd' } },
        { type: 'time', key: 'time0001', options: { format: 'HH:mm:ss' } },
        { type: 'date', key: 'date0004', options: { format: 'YYYY年MM月DD日' } },
      ),
    ).map((options) => (options as { format: string }).format);
    expect(formats).toEqual([
      'yyyy-MM-dd',
      'yyyy-MM-dd HH:mm:ss',
      'yyyy-MM-dd',
      'HH:mm:ss',
      'yyyy年MM月dd日',
    ]);
  });

  it('leaves options it does not know verbatim, such as valueFormat', () => {
    const list = only({ type: 'date', key: 'date0001', options: { valueFormat: 'YYYY-MM-DD' } });
    expect(optionsOf(list)).toEqual([{ valueFormat: 'YYYY-MM-DD', dataBind: true }]);
  });

  it('gives remoteType func to option widgets that lack it, and to no others', () => {
    const widgets = only(
      ...['radio', 'checkbox', 'select', 'cascader', 'input'].map((type, i) => ({
        type,
        key: `w000000${i}`,
        options: {},
      })),
      { type: 'select', key: 'w0000009', options: { remoteType: 'datasource' } },
    );
    expect(
      optionsOf(widgets).map((options) => (options as { remoteType?: string }).remoteType),
    ).toEqual(['func', 'func', 'func', 'func', undefined, 'datasource']);
  });

  it('sets dataBind on data-bound widgets that lack it, and on no others', () => {
    const widgets = only(
      ...['input', 'table', 'text', 'divider', 'grid'].map((type, i) => ({
        type,
        key: `w000000${i}`,
        options: {},
        ...(type === 'grid' ? { columns: [] } : type === 'table' ? { tableColumns: [] } : {}),
      })),
      { type: 'input', key: 'w0000009', options: { dataBind: false } },
    );
    expect(
      optionsOf(widgets).map((options) => (options as { dataBind?: boolean }).dataBind),
    ).toEqual([true, true, undefined, undefined, undefined, false]);
  });

  it('turns on the validation switches that basic 1.x implied by a non-empty dataType or pattern', () => {
    const list = only(
      { type: 'input', key: 'in000001', options: { dataType: 'email', pattern: '^a' } },
      { type: 'input', key: 'in000002', options: { dataType: '', pattern: '' } },
      {
        type: 'input',
        key: 'in000003',
        options: { dataType: 'url', dataTypeCheck: false, pattern: '^b', patternCheck: false },
      },
    );
    expect(optionsOf(list)).toEqual([
      { dataType: 'email', pattern: '^a', dataBind: true, dataTypeCheck: true, patternCheck: true },
      { dataType: '', pattern: '', dataBind: true },
      { dataType: 'url', dataTypeCheck: false, pattern: '^b', patternCheck: false, dataBind: true },
    ]);
  });

  it('removes number bounds given as empty text, which meant unbounded', () => {
    const list = only(
      { type: 'number', key: 'num00001', options: { min: '', max: '', step: 1 } },
      { type: 'number', key: 'num00002', options: { min: 0, max: 9 } },
    );
    expect(optionsOf(list)).toEqual([
      { step: 1, dataBind: true },
      { min: 0, max: 9, dataBind: true },
    ]);
  });

  it('completes report cells and recomputes their marks from the spans', () => {
    const cell = (key: string, options: object) => ({ key, options, list: [] });
    const [report] = only({
      type: 'report',
      key: 'report01',
      rows: [
        { columns: [cell('a0', { colspan: 2 }), cell('a1', { invisible: true })] },
        { columns: [cell('b0', { rowspan: 1 }), { type: 'td', key: 'b1', list: [] }] },
      ],
    });
    const td = (key: string, options: object) => ({
      type: 'td',
      key,
      options: { ...defaultTdOptions(), ...options },
      list: [],
    });
    expect(report).toHaveProperty('rows', [
      { columns: [td('a0', { colspan: 2 }), td('a1', { invisible: true, markCol: 1 })] },
      { columns: [td('b0', {}), td('b1', {})] },
    ]);
  });

  it('leaves an inconsistent report grid as it is, for validation to describe', () => {
    const [report] = only({
      type: 'report',
      key: 'report01',
      rows: [{ columns: [{ type: 'td', key: 'a0', options: { colspan: 5 }, list: [] }] }],
    });
    expect(report).toHaveProperty('rows', [
      {
        columns: [
          { type: 'td', key: 'a0', options: { ...defaultTdOptions(), colspan: 5 }, list: [] },
        ],
      },
    ]);
  });

  it('drops the remote options cache, wherever the widget is', () => {
    const cache = [{ value: 'x', label: 'x' }];
    const [table, tabs] = only(
      {
        type: 'table',
        key: 'table001',
        tableColumns: [{ type: 'select', key: 'select01', options: { remoteOptions: cache } }],
      },
      {
        type: 'tabs',
        key: 'tabs0001',
        tabs: [
          {
            label: 'A',
            name: 'a',
            list: [{ type: 'radio', key: 'radio001', options: { remoteOptions: cache } }],
          },
        ],
      },
    );
    expect(table).toHaveProperty('tableColumns.0.options', { dataBind: true, remoteType: 'func' });
    expect(tabs).toHaveProperty('tabs.0.list.0.options', { dataBind: true, remoteType: 'func' });
  });

  it('generates missing keys, models of data-bound widgets and rules', () => {
    const [input, divider, blankKey] = only(
      { type: 'input', options: { required: true, requiredMessage: '必填' } },
      { type: 'divider', options: {} },
      { type: 'switch', key: '', model: '', options: {} },
    );
    expect(input).toMatchObject({
      key: 'new00000',
      model: 'input_new00000',
      rules: [{ required: true, message: '必填' }],
    });
    expect(divider).toMatchObject({ key: 'new00001', rules: [] });
    expect(divider).not.toHaveProperty('model');
    expect(blankKey).toMatchObject({ key: 'new00002', model: 'switch_new00002' });
  });

  it('keeps legacy keys and models as opaque strings, and rules that are present', () => {
    const legacy = {
      type: 'input',
      key: '1576226937000_41390',
      model: 'custom_opinion@personalComment',
      options: { required: true },
      rules: [{ pattern: '^\\d+$', message: '只能输入数字' }],
    };
    const [input] = only(legacy);
    expect(input).toMatchObject({ key: legacy.key, model: legacy.model, rules: legacy.rules });
  });

  it('keeps unknown keys, events and script texts verbatim', () => {
    const script = 'globalThis.__normalizeRan = true;';
    const result = normalize({
      list: [
        {
          type: 'custom',
          key: 'custom01',
          el: 'custom-opinion',
          extendProps: { signature: true },
          bindTable: 'apply',
          events: { onChange: 'onOpinionChange', onBlur: 'x' },
          options: { customProps: { rows: 3 }, validator: script },
        },
      ],
      config: {
        eventScript: [{ key: 'mounted', name: 'mounted', func: script }],
        dataSource: [{ key: 'ds', name: 'ds', requestFunc: script }],
      },
    });
    expect(result.list[0]).toMatchObject({
      el: 'custom-opinion',
      extendProps: { signature: true },
      bindTable: 'apply',
      events: { onChange: 'onOpinionChange', onBlur: 'x' },
      options: { customProps: { rows: 3 }, validator: script },
    });
    expect(result.config.eventScript).toEqual([{ key: 'mounted', name: 'mounted', func: script }]);
    expect(result.config.dataSource).toEqual([{ key: 'ds', name: 'ds', requestFunc: script }]);
    expect('__normalizeRan' in globalThis).toBe(false);
  });

  it('leaves widgets of unknown types alone, apart from a missing key', () => {
    const subform = { type: 'subform', list: [{ type: 'input' }], options: { remoteOptions: [] } };
    expect(only(subform)).toEqual([{ ...subform, key: 'new00000' }]);
  });

  it('leaves parts of the wrong shape for validation to report', () => {
    const odd = {
      list: [
        { type: 'grid', key: 'grid0001', columns: 'none' },
        42,
        { type: 'tabs', key: 'tabs0001', tabs: [7] },
      ],
      config: 'none',
    };
    const result = normalize(odd) as unknown as typeof odd;
    expect(result.config).toBe('none');
    expect(result.list[1]).toBe(42);
    expect(result.list[0]).toMatchObject({ columns: 'none' });
    expect(result.list[2]).toMatchObject({ tabs: [7] });
  });

  it('does not change its input', () => {
    const input = deepFreeze(fixture('formmaking-basic-1x.json'));
    const copy = structuredClone(input);
    normalize(input);
    expect(input).toEqual(copy);
  });

  it('is idempotent on both generations of FormMaking exports', () => {
    for (const name of ['formmaking-basic-1x.json', 'formmaking-advanced.json']) {
      const once = normalize(fixture(name));
      expect(normalizeDefinition(once, { ids: ids() })).toEqual(once);
    }
  });

  it('changes nothing in a definition the designer wrote', () => {
    fc.assert(
      fc.property(definitionArbitrary, (definition) => {
        expect(normalize(definition as unknown as Record<string, unknown>)).toEqual(definition);
      }),
      { numRuns: 100 },
    );
  });

  it('is idempotent and yields valid definitions from exports with parts left out', () => {
    const stripped = fc
      .record({ definition: definitionArbitrary, seed: fc.integer() })
      .map(({ definition, seed }) => strip(definition, seed));
    fc.assert(
      fc.property(stripped, (json) => {
        const once = normalize(json);
        expect(normalizeDefinition(once, { ids: ids() })).toEqual(once);
        expect(validateDefinition(once).errors).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * A generated definition made to look like an older export: keys, models, rules, dataBind
 * and remoteType dropped here and there, grid columns in the legacy shape, dayjs date formats,
 * imgupload `length`, empty number bounds.
 */
function strip(definition: FormDefinition, seed: number): Record<string, unknown> {
  let state = seed >>> 0;
  const coin = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 16) % 2 === 0;
  };
  type Json = Record<string, unknown>;
  const widgets = (list: unknown) => (list as Json[]).map(widget);
  function widget(value: Json): Json {
    const options: Json = { ...(value.options as Json) };
    const out: Json = { ...value, options };
    if (coin()) delete out.key;
    if (coin()) delete out.model;
    if (coin()) delete out.rules;
    if (coin()) delete options.dataBind;
    if (coin()) delete options.remoteType;
    if (out.type === 'date' && coin()) options.format = 'YYYY-MM-DD';
    if (out.type === 'number' && coin()) options.min = '';
    if (out.type === 'imgupload' && coin()) {
      options.length = options.limit;
      delete options.limit;
    }
    if (out.list) out.list = widgets(out.list);
    if (out.tableColumns) out.tableColumns = widgets(out.tableColumns);
    if (out.tabs)
      out.tabs = (out.tabs as Json[]).map((pane) => ({ ...pane, list: widgets(pane.list) }));
    if (out.rows) out.rows = (out.rows as Json[]).map((row) => ({ columns: widgets(row.columns) }));
    if (out.columns) {
      out.columns = widgets(out.columns).map((col) =>
        coin() ? { span: (col.options as Json).span, list: col.list } : col,
      );
    }
    return out;
  }
  return { list: widgets(definition.list), config: {} };
}

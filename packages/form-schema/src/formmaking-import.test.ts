import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG, SCHEMA_VERSION } from './constants';
import { exportDefinition } from './formmaking-export';
import { importDefinition, type ImportResult } from './formmaking-import';
import { createIdSource } from './ids';
import { allWidgets } from './tree';
import type { FormDefinition, Widget } from './types';
import { validateDefinition } from './validate-definition';
import { compareIssuesWithoutParams } from './issue-testing';

compareIssuesWithoutParams();

/** Keys `new00000`, `new00001`, … and a fixed clock, so results are predictable. */
const ids = () => {
  let n = 0;
  return createIdSource({
    now: () => 1_700_000_000_000,
    key: () => `new${String(n++).padStart(5, '0')}`,
  });
};

function text(name: string): string {
  return readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url), 'utf8');
}

function imported(result: ImportResult): { definition: FormDefinition; warnings: unknown[] } {
  if (!result.ok) throw new Error(`import failed: ${JSON.stringify(result.errors)}`);
  return result;
}

function byKey(definition: FormDefinition, key: string): Widget {
  const widget = allWidgets(definition.list).find((candidate) => candidate.key === key);
  if (!widget) throw new Error(`no widget ${key}`);
  return widget;
}

const FLAG = '__fmScriptRan';

describe('importDefinition of a basic 1.x export', () => {
  const { definition, warnings } = imported(
    importDefinition(text('formmaking-basic-1x.json'), { ids: ids() }),
  );

  it('imports without warnings and records the schema version', () => {
    expect(warnings).toEqual([]);
    expect(definition.schemaVersion).toBe(SCHEMA_VERSION);
  });

  it('fills the config fields basic 1.x did not have', () => {
    expect(definition.config).toEqual({
      ...DEFAULT_FORM_CONFIG,
      labelWidth: 100,
      labelPosition: 'right',
      size: 'small',
    });
  });

  it('keeps timestamp keys, renamed models and Chinese labels as they are', () => {
    const phone = byKey(definition, '1576226937000_41390');
    expect(phone).toMatchObject({ model: 'phone', name: '联系电话' });
  });

  it('turns the legacy grid columns into col widgets holding their fields', () => {
    const grid = byKey(definition, '1576226957000_14450');
    expect(grid.type).toBe('grid');
    if (grid.type !== 'grid') return;
    expect(
      grid.columns.map((col) => [col.type, col.key, col.options.span, col.options.md]),
    ).toEqual([
      ['col', 'new00000', 12, 12],
      ['col', 'new00001', 12, 12],
    ]);
    expect(grid.columns[0]?.list.map((widget) => widget.model)).toEqual(['birthday']);
  });

  it('renames the imgupload length to limit', () => {
    expect(byKey(definition, '1576226975000_26041').options).toMatchObject({ limit: 3 });
    expect(byKey(definition, '1576226975000_26041').options).not.toHaveProperty('length');
  });

  it('turns on the checks a non-empty dataType or pattern implied, keeping the raw pattern rule', () => {
    const phone = byKey(definition, '1576226937000_41390');
    expect(phone.options).toMatchObject({ dataTypeCheck: true, patternCheck: true });
    expect(phone.rules).toContainEqual({
      pattern: '^1[3-9]\\d{9}$',
      message: '联系电话格式不匹配',
    });
  });

  it('removes empty number bounds and defaults remoteType and dataBind', () => {
    expect(byKey(definition, '1576226944000_77027').options).not.toHaveProperty('min');
    expect(byKey(definition, '1576226944000_77027').options).not.toHaveProperty('max');
    expect(byKey(definition, '1576226950000_5121').options).toMatchObject({
      remoteType: 'func',
      dataBind: true,
    });
    expect(byKey(definition, '1576226980000_71208').options).toMatchObject({ remoteType: 'func' });
  });

  it('drops the cached remote options', () => {
    for (const widget of allWidgets(definition.list)) {
      expect(widget.options).not.toHaveProperty('remoteOptions');
    }
  });
});

describe('importDefinition of an Advanced export', () => {
  const source = JSON.parse(text('formmaking-advanced.json')) as Record<string, unknown>;
  const { definition, warnings } = imported(importDefinition(source, { ids: ids() }));

  it('warns about the copied field that shares a model, as real exports do', () => {
    expect(warnings).toEqual([
      {
        path: 'list[9].model',
        message: 'duplicate model "applicant": also used by list[0]; both fields share one value',
        code: 'duplicate-model',
      },
    ]);
  });

  it('writes dayjs date formats in element-ui tokens, sub-table columns included', () => {
    expect(byKey(definition, 'p0e7kx3n').options).toMatchObject({
      format: 'yyyy-MM-dd',
      valueFormat: 'YYYY-MM-DD',
    });
    expect(byKey(definition, 'w9x0y1z2').options).toMatchObject({ format: 'yyyy-MM-dd' });
  });

  it('recomputes the marks of merged report cells that an older export left out', () => {
    const report = byKey(definition, 't7w2mh4e');
    if (report.type !== 'report') throw new Error('not a report');
    const marks = report.rows.map((row) =>
      row.columns.map(({ options }) => [options.invisible, options.markRow, options.markCol]),
    );
    expect(marks).toEqual([
      [
        [false, 0, 0],
        [true, 0, 1],
        [false, 0, 0],
      ],
      [
        [false, 0, 0],
        [false, 0, 0],
        [false, 0, 0],
      ],
      [
        [true, 1, 0],
        [false, 0, 0],
        [false, 0, 0],
      ],
    ]);
    expect(report.rows[1]?.columns[0]?.options.rowspan).toBe(2);
  });

  it('keeps host keys, custom elements and unknown options verbatim', () => {
    expect(byKey(definition, 'iy0jellb')).toMatchObject({
      bindTable: 'apply_form',
      fieldPermission: 'rw',
    });
    expect(byKey(definition, 'iy0jellb').options).toMatchObject({
      validator: '',
      subform: false,
      maxlength: '',
    });
    expect(byKey(definition, 'c9d8e7f6')).toMatchObject({
      el: 'custom-opinion',
      model: 'custom_opinion@personalComment',
      extendProps: { opinionType: 'personalComment' },
      querySign: false,
    });
    expect(byKey(definition, 'q5r1zu8m')).toMatchObject({ bindTable: 'apply_form_detail' });
  });

  it('keeps events, event scripts, data sources and validator functions as the same strings', () => {
    const config = source.config as Record<string, unknown>;
    expect(definition.config.eventScript).toEqual(config.eventScript);
    expect(definition.config.dataSource).toEqual(config.dataSource);
    expect(byKey(definition, 'b2m9zq7w').events).toEqual({ onChange: 'onAmountChange' });
    expect(byKey(definition, 'b2m9zq7w').rules?.[0]).toMatchObject({
      func: expect.stringContaining(FLAG),
    });
  });

  it('keeps regex literals of rules as text', () => {
    expect(byKey(definition, 'iy0jellb').rules).toContainEqual({
      pattern: '/^[\\u4e00-\\u9fa5]{2,8}$/',
      message: '请输入2-8个汉字',
    });
  });

  it('drops the cached remote options of the data-source select', () => {
    expect(byKey(definition, 'h6j3w0yt').options).not.toHaveProperty('remoteOptions');
    expect(byKey(definition, 'h6j3w0yt').options).toMatchObject({ remoteDataSource: 'k2v9ds0q' });
  });

  it('does not change the value it was given', () => {
    expect(source).toEqual(JSON.parse(text('formmaking-advanced.json')));
  });
});

describe('importDefinition never runs code from the definition', () => {
  beforeEach(() => {
    delete (globalThis as Record<string, unknown>)[FLAG];
  });
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[FLAG];
  });

  it('leaves scripts that would set a flag or throw unexecuted through import, validation and export', () => {
    const result = imported(importDefinition(text('formmaking-advanced.json')));
    validateDefinition(result.definition);
    const exported = exportDefinition(result.definition, { format: 'formmaking' });
    imported(importDefinition(exported));
    expect(exported).toContain(`globalThis.${FLAG} = true;`);
    expect(FLAG in globalThis).toBe(false);
  });
});

describe('importDefinition of broken input', () => {
  it('turns malformed JSON text into one error with the line and column', () => {
    expect(importDefinition(text('malformed-json.txt'))).toEqual({
      ok: false,
      errors: [
        {
          path: '',
          message: "invalid JSON: line 7, column 7: expected ',' or '}' after a property value",
          code: 'invalid-json',
        },
      ],
    });
  });

  it('reports the wrong types deep inside with their paths', () => {
    const result = importDefinition(text('broken-types.json'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toContainEqual({
      path: 'list[3].columns[1].list[0].options.max',
      message: 'expected a number',
      code: 'expected-type',
    });
    expect(result.errors).toHaveLength(
      validateDefinition(JSON.parse(text('broken-types.json'))).errors.length,
    );
  });

  it('reports a missing list', () => {
    expect(importDefinition(text('missing-list.json'))).toEqual({
      ok: false,
      errors: [{ path: '', message: 'missing required property "list"', code: 'missing-property' }],
    });
  });

  it('reports nonsense nesting, path by path', () => {
    const result = importDefinition(text('nonsense-nesting.json'));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((issue) => issue.path)).toEqual([
      'list[0].columns',
      'list[1].tabs',
      'list[2].rows[0]',
      'list[3].list',
      'list[4].tableColumns[0].type',
      'list[5]',
      'list[6]',
      'list[7].columns[0].type',
      'config',
    ]);
  });

  it('reports a cyclic object instead of looping', () => {
    const definition: Record<string, unknown> = { config: {} };
    const grid: Record<string, unknown> = { type: 'grid', key: 'grid0001', columns: [] };
    (grid.columns as unknown[]).push({ type: 'col', key: 'col00001', list: [grid] });
    definition.list = [grid];
    expect(importDefinition(definition)).toEqual({
      ok: false,
      errors: [
        {
          path: 'list[0].columns[0].list[0]',
          message: 'cyclic reference: this value contains itself',
          code: 'cycle',
        },
      ],
    });
  });

  it('reports containers nested past the limit', () => {
    let widget: Record<string, unknown> = { type: 'input' };
    // 40 grids, each with a column: 80 containers.
    for (let i = 0; i < 40; i++) {
      widget = { type: 'grid', columns: [{ type: 'col', list: [widget] }] };
    }
    const result = importDefinition({ list: [widget], config: {} });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((issue) => [issue.code, issue.message])).toEqual([
      ['too-deep', 'nested deeper than 64 containers'],
    ]);
  });

  it('reports text nested past any sensible depth without exhausting the stack', () => {
    const deep = `{"list": [], "config": {"x": ${'['.repeat(50_000)}${']'.repeat(50_000)}}}`;
    const result = importDefinition(deep);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[0]).toMatchObject({
      code: 'too-deep',
      message: 'nested deeper than 400 levels',
    });
  });

  it('refuses input that is not a definition object', () => {
    for (const input of ['[]', '"list"', 'null', 42, null, undefined]) {
      const result = importDefinition(input);
      expect(result).toEqual({
        ok: false,
        errors: [
          {
            path: '',
            message: 'expected a form definition: an object with "list" and "config"',
            code: 'expected-type',
          },
        ],
      });
    }
  });

  it('refuses a definition from a newer version at its schemaVersion', () => {
    const result = importDefinition({ schemaVersion: SCHEMA_VERSION + 1, list: [], config: {} });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          path: 'schemaVersion',
          message: expect.stringContaining(
            `schemaVersion ${SCHEMA_VERSION + 1}, newer than version`,
          ),
          code: 'unsupported-version',
        },
      ],
    });
  });
});

describe('importDefinition of native definitions', () => {
  it('reads text and values alike', () => {
    const source = text('formmaking-advanced.json');
    const fromText = imported(importDefinition(source, { ids: ids() }));
    const fromValue = imported(importDefinition(JSON.parse(source), { ids: ids() }));
    expect(fromText).toEqual(fromValue);
  });

  it('gives back an exported import unchanged, in both formats', () => {
    const { definition } = imported(
      importDefinition(text('formmaking-basic-1x.json'), { ids: ids() }),
    );
    for (const format of ['native', 'formmaking'] as const) {
      const again = imported(importDefinition(exportDefinition(definition, { format })));
      expect(again.definition).toEqual(definition);
    }
  });

  it('completes a hand-written native definition that leaves parts out', () => {
    const result = imported(
      importDefinition(
        {
          schemaVersion: SCHEMA_VERSION,
          list: [{ type: 'input', options: { required: true } }],
          config: {},
        },
        { ids: ids() },
      ),
    );
    expect(result.definition.list[0]).toMatchObject({
      key: 'new00000',
      model: 'input_new00000',
      options: { required: true, dataBind: true },
      rules: [{ required: true, message: 'required' }],
    });
    expect(result.definition.config).toEqual(DEFAULT_FORM_CONFIG);
  });
});

/** Every path (as keys) of a JSON value, the value itself included. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix];
  if (Array.isArray(value))
    value.forEach((item, i) => paths.push(...pathsOf(item, [...prefix, i])));
  else if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value))
      paths.push(...pathsOf(item, [...prefix, name]));
  }
  return paths;
}

/** A copy of `value` with the part at `path` replaced. */
function replaced(value: unknown, path: (string | number)[], part: unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return part;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[step] = replaced(copy[step], rest, part);
  return copy;
}

describe('importDefinition on arbitrary input', () => {
  it('never throws, whatever value it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = importDefinition(value);
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws when any part of a real export is replaced by arbitrary JSON', () => {
    const source = JSON.parse(text('formmaking-advanced.json')) as unknown;
    const paths = pathsOf(source);
    fc.assert(
      fc.property(fc.nat(paths.length - 1), fc.jsonValue({ maxDepth: 3 }), (at, part) => {
        const result = importDefinition(replaced(source, paths[at] as (string | number)[], part));
        if (!result.ok) expect(result.errors.length).toBeGreaterThan(0);
        else expect(validateDefinition(result.definition).valid).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

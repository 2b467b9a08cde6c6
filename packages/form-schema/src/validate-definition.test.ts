import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG } from './constants';
import { createWidget } from './create-widget';
import { checkReportSpans } from './report';
import type { ReportWidget } from './types';
import {
  VALIDATION_LIMITS,
  checkStructure,
  formatIssue,
  validateDefinition,
  type DefinitionIssue,
} from './validate-definition';
import { compareIssuesWithoutParams } from './issue-testing';

compareIssuesWithoutParams();

function fixture(name: string): Record<string, unknown> {
  const url = new URL(`../test/fixtures/${name}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

const config = () => ({ ...DEFAULT_FORM_CONFIG });
const definitionOf = (...list: unknown[]) => ({ list, config: config() });
const messages = (issues: DefinitionIssue[]) => issues.map(formatIssue);

/** `count` containers nested in each other: grid, col, grid, col, … */
function nestedContainers(count: number): { definition: unknown; pathOf(n: number): string } {
  let inner: Record<string, unknown> | undefined;
  for (let n = count; n >= 1; n--) {
    const children = inner ? [inner] : [];
    inner =
      n % 2 === 1
        ? { type: 'grid', key: `grid${n}`, columns: children }
        : { type: 'col', key: `col${n}`, list: children };
  }
  const pathOf = (n: number) => {
    let path = 'list[0]';
    for (let k = 2; k <= n; k++) path += k % 2 === 0 ? '.columns[0]' : '.list[0]';
    return path;
  };
  return { definition: definitionOf(inner), pathOf };
}

describe('validateDefinition', () => {
  it('accepts a definition made of catalogue widgets', () => {
    const list = ['input', 'grid', 'tabs', 'report', 'table', 'divider'].map((type) =>
      createWidget(type as 'input'),
    );
    expect(validateDefinition({ schemaVersion: 1, list, config: config() })).toEqual({
      valid: true,
      errors: [],
      warnings: [],
    });
  });

  it('reports a wrong type deep inside with its full path', () => {
    const result = validateDefinition(fixture('broken-types.json'));
    expect(result.valid).toBe(false);
    expect(messages(result.errors)).toContain(
      'list[3].columns[1].list[0].options.max: expected a number',
    );
  });

  it('reports every problem of a broken definition, schema checks first', () => {
    const broken = fixture('broken-types.json');
    const report = (broken.list as unknown[])[4] as ReportWidget;
    const spans = checkReportSpans(report);
    expect(spans.length).toBeGreaterThan(0);
    expect(validateDefinition(broken).errors).toEqual([
      {
        path: 'list[1].options.contentPosition',
        message: 'expected one of "left", "center", "right"',
        code: 'expected-value',
      },
      { path: 'list[2].options.max', message: 'expected an integer ≥ 1', code: 'out-of-range' },
      { path: 'list[2].options.allowHalf', message: 'expected a boolean', code: 'expected-type' },
      {
        path: 'list[3].columns[0].options.span',
        message: 'expected an integer from 1 to 24',
        code: 'out-of-range',
      },
      {
        path: 'list[3].columns[1].list[0].options.max',
        message: 'expected a number',
        code: 'expected-type',
      },
      {
        path: 'list[5].tableColumns[0].type',
        message: 'expected none of "grid", "col", "table", "tabs", "divider", "report", "td"',
        code: 'forbidden-value',
      },
      {
        path: 'list[6].options.options[0]',
        message: 'missing required property "value"',
        code: 'missing-property',
      },
      {
        path: 'list[6].options.remoteType',
        message: 'expected one of "func", "option", "datasource", "dict", "dataView"',
        code: 'expected-value',
      },
      {
        path: 'config.labelPosition',
        message: 'expected one of "left", "right", "top"',
        code: 'expected-value',
      },
      {
        path: 'config.labelWidth',
        message: 'expected a number from 0 to 99999',
        code: 'expected-type',
      },
      {
        path: 'list[0].options.pattern',
        message: expect.stringMatching(/^invalid regular expression: .+/),
        code: 'invalid-pattern',
      },
      {
        path: 'list[0].rules[0].pattern',
        message: expect.stringMatching(/^invalid regular expression: .+/),
        code: 'invalid-pattern',
      },
      {
        path: 'list[3].columns[1].list[1].key',
        message: 'duplicate key "aaaa0001": also used by list[0]',
        code: 'duplicate-key',
      },
      ...spans.map((message) => ({ path: 'list[4]', message, code: 'report-spans' })),
    ]);
  });

  it('says which property is missing at the top', () => {
    expect(validateDefinition(fixture('missing-list.json'))).toEqual({
      valid: false,
      errors: [{ path: '', message: 'missing required property "list"', code: 'missing-property' }],
      warnings: [],
    });
  });

  it('reports containers whose children are not where they belong', () => {
    expect(messages(validateDefinition(fixture('nonsense-nesting.json')).errors)).toEqual([
      'list[0].columns: expected an array',
      'list[1].tabs: expected an array',
      'list[2].rows[0]: expected an object',
      'list[3].list: expected an array',
      'list[4].tableColumns[0].type: expected none of "grid", "col", "table", "tabs", "divider", "report", "td"',
      'list[5]: missing required property "type"',
      'list[6]: expected an object',
      'list[7].columns[0].type: expected "col"',
      'config: expected an object',
    ]);
  });

  it('gives an error, not an exception, for input that is not an object', () => {
    for (const input of [null, undefined, 42, 'text', [], [{ list: [] }], () => 1]) {
      const result = validateDefinition(input);
      expect(result.valid).toBe(false);
      expect(result.errors).toEqual([
        {
          path: '',
          message: 'expected a form definition: an object with "list" and "config"',
          code: 'expected-type',
        },
      ]);
    }
  });

  it('reports a cyclic object graph at the path where it loops', () => {
    const grid: Record<string, unknown> = { type: 'grid', key: 'g', columns: [] };
    const col = { type: 'col', key: 'c', list: [grid] };
    (grid.columns as unknown[]).push(col);
    const result = validateDefinition(definitionOf(grid));
    expect(result).toEqual({
      valid: false,
      errors: [
        {
          path: 'list[0].columns[0].list[0]',
          message: 'cyclic reference: this value contains itself',
          code: 'cycle',
        },
      ],
      warnings: [],
    });
  });

  it('accepts an object shared by two places, which is not a cycle', () => {
    const options = { required: false };
    const a = {
      ...createWidget('input'),
      options: { ...createWidget('input').options, ...options },
    };
    const shared = { customProps: {} };
    const b = { type: 'custom', key: 'bbbbbbbb', model: 'b', options: shared };
    const c = { type: 'custom', key: 'cccccccc', model: 'c', options: shared };
    expect(validateDefinition(definitionOf(a, b, c)).errors).toEqual([]);
  });

  it('reports JSON nested deeper than the limit without exhausting the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const result = validateDefinition(
      definitionOf({ type: 'custom', key: 'deep0001', options: { customProps: { deep } } }),
    );
    expect(result.valid).toBe(false);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({
      message: `nested deeper than ${VALIDATION_LIMITS.jsonDepth} levels`,
      code: 'too-deep',
    });
    expect(result.errors[0]?.path.startsWith('list[0].options.customProps.deep[0][0]')).toBe(true);
  });

  it('allows 64 nested containers and reports the 65th', () => {
    const limit = VALIDATION_LIMITS.containerDepth;
    expect(limit).toBe(64);
    expect(validateDefinition(nestedContainers(limit).definition).errors).toEqual([]);
    const tooDeep = nestedContainers(limit + 1);
    expect(validateDefinition(tooDeep.definition).errors).toEqual([
      {
        path: tooDeep.pathOf(limit + 1),
        message: 'nested deeper than 64 containers',
        code: 'too-deep',
      },
    ]);
  });

  it('lists at most 100 errors, then says how many more there are', () => {
    const list = Array.from({ length: 250 }, (_, i) => ({
      type: 'number',
      key: `n${i}`,
      options: { max: 'nine' },
    }));
    const { errors } = validateDefinition(definitionOf(...list));
    expect(errors).toHaveLength(VALIDATION_LIMITS.issues + 1);
    expect(errors[0]).toEqual({
      path: 'list[0].options.max',
      message: 'expected a number',
      code: 'expected-type',
    });
    expect(errors[100]).toEqual({
      path: '',
      message: '… and 150 more errors',
      code: 'too-many-issues',
    });
  });

  it('makes a regular expression that does not compile an error at its path', () => {
    const input = { ...createWidget('input'), key: 'pattern1' };
    const widget = {
      ...input,
      options: { ...input.options, pattern: '^[0-9' },
      rules: [
        { pattern: '/^\\d+$/', message: 'a literal is fine' },
        { pattern: '/a/gg', message: 'a repeated flag is not' },
      ],
    };
    const { errors } = validateDefinition(definitionOf(widget));
    expect(errors.map((issue) => [issue.path, issue.code])).toEqual([
      ['list[0].options.pattern', 'invalid-pattern'],
      ['list[0].rules[1].pattern', 'invalid-pattern'],
    ]);
  });

  it('checks the spans of every report, wherever it is nested', () => {
    const report = createWidget('report');
    const [first] = report.rows;
    const broken: ReportWidget = {
      ...report,
      rows: [
        {
          columns: first!.columns.map((cell, c) =>
            c === 1 ? { ...cell, options: { ...cell.options, colspan: 2 } } : cell,
          ),
        },
        ...report.rows.slice(1),
      ],
    };
    const tabs = createWidget('tabs');
    const holder = { ...tabs, tabs: [{ ...tabs.tabs[0]!, list: [broken] }, tabs.tabs[1]!] };
    const { errors } = validateDefinition(definitionOf(holder));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors).toEqual(
      checkReportSpans(broken).map((message) => ({
        path: 'list[0].tabs[0].list[0]',
        message,
        code: 'report-spans',
      })),
    );
  });

  it('reports spans larger than the whole report at once, however large they are', () => {
    const report = createWidget('report');
    const [first, second] = report.rows;
    const huge: ReportWidget = {
      ...report,
      rows: [
        {
          columns: first!.columns.map((cell, c) =>
            c === 1 ? { ...cell, options: { ...cell.options, colspan: 1e200, rowspan: 3 } } : cell,
          ),
        },
        second!,
      ],
    };
    expect(validateDefinition(definitionOf(huge)).errors).toEqual([
      {
        path: 'list[0].rows[0].columns[1].options.colspan',
        message: 'expected an integer from 1 to 2: the report has 2 columns',
        code: 'report-spans',
      },
      {
        path: 'list[0].rows[0].columns[1].options.rowspan',
        message: 'expected an integer from 1 to 2: the report has 2 rows',
        code: 'report-spans',
      },
    ]);
  });

  it('does not check the spans of a report whose structure is already wrong', () => {
    const report = {
      type: 'report',
      key: 'rrrrrrrr',
      rows: [{ columns: [{ type: 'td', key: 'tttttttt', list: [], options: { colspan: 'two' } }] }],
    };
    const { errors } = validateDefinition(definitionOf(report));
    expect(errors).toEqual([
      {
        path: 'list[0].rows[0].columns[0].options.colspan',
        message: 'expected an integer ≥ 1',
        code: 'expected-type',
      },
    ]);
  });

  it('makes a duplicate key an error, wherever the two widgets are', () => {
    const grid = createWidget('grid');
    const first = createWidget('input');
    const copy = { ...createWidget('input'), key: first.key };
    const columns = [{ ...grid.columns[0]!, list: [copy] }, grid.columns[1]!];
    const { errors } = validateDefinition(definitionOf(first, { ...grid, columns }));
    expect(errors).toEqual([
      {
        path: 'list[1].columns[0].list[0].key',
        message: `duplicate key "${first.key}": also used by list[0]`,
        code: 'duplicate-key',
      },
    ]);
  });

  it('warns about data-bound widgets sharing a model, which real exports contain', () => {
    const first = { ...createWidget('input'), model: 'applicant' };
    const second = { ...createWidget('select'), model: 'applicant' };
    const result = validateDefinition(definitionOf(first, second));
    expect(result.valid).toBe(true);
    expect(result.warnings).toEqual([
      {
        path: 'list[1].model',
        message: 'duplicate model "applicant": also used by list[0]; both fields share one value',
        code: 'duplicate-model',
      },
    ]);
  });

  it('ignores shared models of widgets that hold no data', () => {
    const text = { ...createWidget('text'), model: '' };
    const html = { ...createWidget('html'), model: '' };
    const unbound = createWidget('input');
    const off = { ...unbound, model: 'same', options: { ...unbound.options, dataBind: false } };
    const on = { ...createWidget('input'), model: 'same' };
    expect(validateDefinition(definitionOf(text, html, off, on)).warnings).toEqual([]);
  });

  it('warns about a data-bound widget with an empty model', () => {
    const widget = { ...createWidget('number'), model: '' };
    expect(validateDefinition(definitionOf(widget)).warnings).toEqual([
      {
        path: 'list[0].model',
        message: 'empty model: the field has no name in the form data',
        code: 'empty-model',
      },
    ]);
  });

  it('compares sub-table column models only with each other', () => {
    const table = createWidget('table');
    const amount = { ...createWidget('number'), model: 'amount' };
    const column = { ...createWidget('number'), model: 'amount' };
    const twin = { ...createWidget('input'), model: 'amount' };
    const result = validateDefinition(
      definitionOf(amount, { ...table, tableColumns: [column, twin] }),
    );
    expect(result.warnings.map(formatIssue)).toEqual([
      'list[1].tableColumns[1].model: duplicate model "amount": also used by list[1].tableColumns[0]; both fields share one value',
    ]);
  });

  it('warns about an unknown widget type and leaves its content alone', () => {
    const unknown = {
      type: 'subform',
      key: 'sub00001',
      list: [{ type: 'number', key: 'sub00001', options: { max: 'x' } }],
    };
    expect(validateDefinition(definitionOf(unknown))).toEqual({
      valid: true,
      errors: [],
      warnings: [
        {
          path: 'list[0].type',
          message: 'unknown widget type "subform": rendered as a placeholder',
          code: 'unknown-widget-type',
        },
      ],
    });
  });

  it('does not change its input', () => {
    const input = fixture('formmaking-advanced.json');
    const before = JSON.stringify(input);
    validateDefinition(input);
    expect(JSON.stringify(input)).toBe(before);
  });
});

describe('checkStructure', () => {
  it('finds nothing wrong with an ordinary definition', () => {
    expect(checkStructure(fixture('formmaking-advanced.json'))).toEqual([]);
  });

  it('reports a value that contains itself', () => {
    const definition: Record<string, unknown> = { list: [], config: {} };
    definition.config = { self: definition };
    expect(checkStructure(definition)).toEqual([
      {
        path: 'config.self',
        message: 'cyclic reference: this value contains itself',
        code: 'cycle',
      },
    ]);
  });
});

describe('formatIssue', () => {
  it('puts the path before the message, and nothing before a message about the whole', () => {
    expect(
      formatIssue({ path: 'list[0].options.max', message: 'expected a number', code: 'x' }),
    ).toBe('list[0].options.max: expected a number');
    expect(formatIssue({ path: '', message: 'missing required property "list"', code: 'x' })).toBe(
      'missing required property "list"',
    );
  });
});

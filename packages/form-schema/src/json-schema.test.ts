import { readFileSync } from 'node:fs';
import Ajv2020 from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { definitionArbitrary } from '../test/fixtures/definitions';
import { WIDGET_TYPES } from './catalogue';
import { DEFAULT_FORM_CONFIG } from './constants';
import { createWidget } from './create-widget';
import { normalizeDefinition } from './formmaking';
import { enumOf, objectSchema, str } from './json-schema-builder';
import { definitionJsonSchema } from './json-schema';
import { checkJsonSchema } from './json-schema-validator';

const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
const ajvValidate = ajv.compile(definitionJsonSchema);

function fixture(name: string): Record<string, unknown> {
  const url = new URL(`../test/fixtures/${name}`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
}

function ourVerdict(value: unknown): boolean {
  return checkJsonSchema(value, definitionJsonSchema).length === 0;
}

function agree(value: unknown): void {
  expect(ourVerdict(value)).toBe(ajvValidate(value));
}

const config = () => ({ ...DEFAULT_FORM_CONFIG });

describe('definitionJsonSchema', () => {
  it('is a valid draft 2020-12 schema that compiles in strict mode', () => {
    expect(definitionJsonSchema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(ajv.validateSchema(definitionJsonSchema)).toBe(true);
    expect(typeof ajvValidate).toBe('function');
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(definitionJsonSchema))).toEqual(definitionJsonSchema);
    expect(Object.isFrozen(definitionJsonSchema)).toBe(true);
  });

  it('requires only list and config at the top', () => {
    expect(ajvValidate({ list: [], config: {} })).toBe(true);
    expect(ajvValidate({ config: {} })).toBe(false);
    expect(ajvValidate({ list: [] })).toBe(false);
  });

  it('requires only the type of a widget, and the child arrays of containers', () => {
    expect(ajvValidate({ list: [{ type: 'input' }], config: {} })).toBe(true);
    expect(ajvValidate({ list: [{ name: 'no type' }], config: {} })).toBe(false);
    const slots: [string, string][] = [
      ['grid', 'columns'],
      ['col', 'list'],
      ['td', 'list'],
      ['tabs', 'tabs'],
      ['report', 'rows'],
      ['table', 'tableColumns'],
    ];
    for (const [type, slot] of slots) {
      expect(ajvValidate({ list: [{ type }], config: {} })).toBe(false);
      expect(ajvValidate({ list: [{ type, [slot]: [] }], config: {} })).toBe(true);
    }
  });

  it('allows an unknown widget type and unknown keys everywhere', () => {
    const withHostKeys = {
      list: [
        {
          type: 'subform',
          list: [{ anything: true }],
        },
        {
          type: 'input',
          bindTable: 'apply',
          options: { subform: false, validator: '' },
          events: { onFocus: 'focus' },
          rules: [{ required: true, message: 'required', trigger: 'blur' }],
        },
      ],
      config: { ...config(), extra: { nested: 1 } },
      hostMeta: 'kept',
    };
    expect(ajvValidate(withHostKeys)).toBe(true);
    expect(ourVerdict(withHostKeys)).toBe(true);
  });

  it('accepts the default options of every widget type of the catalogue', () => {
    const list = WIDGET_TYPES.map((type) => createWidget(type));
    const definition = { schemaVersion: 1, list, config: config() };
    expect(ajvValidate(definition)).toBe(true);
    expect(checkJsonSchema(definition, definitionJsonSchema)).toEqual([]);
  });

  it('agrees with ajv on the fixtures, raw and normalised', () => {
    for (const name of [
      'formmaking-basic-1x.json',
      'formmaking-advanced.json',
      'broken-types.json',
      'missing-list.json',
      'nonsense-nesting.json',
    ]) {
      const raw = fixture(name);
      agree(raw);
      agree(normalizeDefinition(raw));
    }
    expect(ajvValidate(normalizeDefinition(fixture('formmaking-advanced.json')))).toBe(true);
    expect(ajvValidate(fixture('broken-types.json'))).toBe(false);
  });

  it('agrees with ajv on samples that break one rule each', () => {
    const samples: unknown[] = [
      { list: [{ type: 'number', options: { max: '9' } }], config: {} },
      { list: [{ type: 'rate', options: { max: 0 } }], config: {} },
      { list: [{ type: 'rate', options: { max: 1.5 } }], config: {} },
      { list: [{ type: 'divider', options: { contentPosition: 'middle' } }], config: {} },
      { list: [{ type: 'grid', columns: [{ type: 'input', list: [] }] }], config: {} },
      { list: [{ type: 'table', tableColumns: [{ type: 'grid', columns: [] }] }], config: {} },
      { list: [{ type: 'report', rows: [{ columns: [{ type: 'td' }] }] }], config: {} },
      { list: [{ type: 'tabs', tabs: [{ label: 'no list' }] }], config: {} },
      {
        list: [{ type: 'cascader', options: { options: [{ value: 1, children: [{}] }] } }],
        config: {},
      },
      { list: [{ type: 'input', rules: [{ type: 'date' }] }], config: {} },
      { list: [], config: { labelCol: 25 } },
      { list: [], config: { dataSource: [{ method: 'FETCH' }] } },
      { list: [], config: { eventScript: [{ func: 42 }] } },
      { schemaVersion: 0, list: [], config: {} },
      { list: {}, config: {} },
      [],
      null,
    ];
    for (const sample of samples) {
      expect(ajvValidate(sample)).toBe(false);
      agree(sample);
    }
  });

  it('treats a property set to undefined as absent, as ajv does', () => {
    const widget = { type: 'input', rules: undefined, options: { max: undefined } };
    expect(ourVerdict({ list: [widget], config: {} })).toBe(true);
    agree({ list: [widget], config: {} });
    expect(ourVerdict({ list: undefined, config: {} })).toBe(false);
    agree({ list: undefined, config: {} });
  });

  it('agrees with ajv on random changes to generated definitions', () => {
    const change = fc.record({
      definition: definitionArbitrary,
      pick: fc.nat(),
      option: fc.constantFrom(
        'max',
        'min',
        'span',
        'limit',
        'format',
        'remoteType',
        'options',
        'align',
      ),
      value: fc.jsonValue({ maxDepth: 2 }),
    });
    fc.assert(
      fc.property(change, ({ definition, pick, option, value }) => {
        const copy = JSON.parse(JSON.stringify(definition)) as { list: Record<string, unknown>[] };
        const target = copy.list[pick % Math.max(1, copy.list.length)];
        if (target) target.options = { ...(target.options as object), [option]: value };
        agree(copy);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts every generated definition', () => {
    fc.assert(
      fc.property(definitionArbitrary, (definition) => {
        expect(ajvValidate(definition)).toBe(true);
        expect(checkJsonSchema(definition, definitionJsonSchema)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });
});

describe('objectSchema', () => {
  it('takes exactly one schema per property of its type', () => {
    interface Sample {
      a: string;
      b?: string;
    }
    expect(objectSchema<Sample>({ a: str(), b: str() }, ['a'])).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      additionalProperties: true,
      required: ['a'],
    });
    // @ts-expect-error an optional property without a schema does not compile
    objectSchema<Sample>({ a: str() });
    // @ts-expect-error a schema for a property the type does not have does not compile
    objectSchema<Sample>({ a: str(), b: str(), c: str() });
    // @ts-expect-error only properties of the type can be required
    objectSchema<Sample>({ a: str(), b: str() }, ['c']);
  });
});

describe('enumOf', () => {
  it('lists exactly the members of its union', () => {
    type Side = 'left' | 'right';
    expect(enumOf<Side>({ left: true, right: true })).toEqual({ enum: ['left', 'right'] });
    // @ts-expect-error a member left out does not compile
    enumOf<Side>({ left: true });
    // @ts-expect-error a value outside the union does not compile
    enumOf<Side>({ left: true, right: true, middle: true });
  });
});

import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_FORM_CONFIG } from './constants';
import type {
  DataType,
  FieldWidget,
  FormDefinition,
  FuncRule,
  InputWidget,
  Rule,
  TableWidget,
  Widget,
} from './types';
import {
  CUSTOM_VALIDATOR_MESSAGE,
  compileRules,
  createValidator,
  isEmptyValue,
  type CustomValidator,
} from './validation';

function field(model: string, rules: Rule[] = [], extra: Partial<InputWidget> = {}): InputWidget {
  return {
    type: 'input',
    key: `key_${model}`,
    model,
    name: model,
    options: { dataBind: true } as InputWidget['options'],
    rules,
    ...extra,
  };
}

function table(model: string, columns: FieldWidget[], rules: Rule[] = []): TableWidget {
  return {
    type: 'table',
    key: `key_${model}`,
    model,
    name: model,
    options: { dataBind: true } as TableWidget['options'],
    rules,
    tableColumns: columns,
  };
}

function definitionOf(list: Widget[]): FormDefinition {
  return { list, config: { ...DEFAULT_FORM_CONFIG } };
}

const required: Rule = { required: true, message: 'required' };
const typeRule = (type: DataType): Rule => ({ type, message: 'bad type' });

/** Messages of one value checked against one field's rules. */
async function check(rules: Rule[], value: unknown): Promise<string[]> {
  return createValidator(definitionOf([field('f', rules)])).validateField('f', value, { f: value });
}

describe('required rule', () => {
  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty string', ''],
    ['NaN', Number.NaN],
    ['an empty array', []],
  ])('fails for %s', async (_name, value) => {
    expect(await check([required], value)).toEqual(['required']);
  });

  it('a string of only whitespace is not empty', async () => {
    expect(await check([required], '   ')).toEqual([]);
  });

  it('0 and false are values, not empty', async () => {
    expect(await check([required], 0)).toEqual([]);
    expect(await check([required], false)).toEqual([]);
  });

  it('isEmptyValue matches the required semantics', () => {
    expect([undefined, null, '', Number.NaN, []].every(isEmptyValue)).toBe(true);
    expect([' ', 0, false, {}, ['a']].some(isEmptyValue)).toBe(false);
  });
});

describe('type rules', () => {
  it('type and pattern rules skip empty values: an empty optional field is valid', async () => {
    const rules = [typeRule('email'), { pattern: '^x$', message: 'bad pattern' }];
    for (const empty of [undefined, null, '', []]) expect(await check(rules, empty)).toEqual([]);
  });

  it('string accepts text only', async () => {
    expect(await check([typeRule('string')], 'a')).toEqual([]);
    expect(await check([typeRule('string')], 1)).toEqual(['bad type']);
  });

  it('number accepts finite numbers only (not numeric text, not Infinity)', async () => {
    expect(await check([typeRule('number')], 1.5)).toEqual([]);
    expect(await check([typeRule('number')], '1.5')).toEqual(['bad type']);
    expect(await check([typeRule('number')], Infinity)).toEqual(['bad type']);
  });

  it('integer accepts whole numbers only', async () => {
    expect(await check([typeRule('integer')], -3)).toEqual([]);
    expect(await check([typeRule('integer')], 3.2)).toEqual(['bad type']);
  });

  it('float accepts any finite number, integers included', async () => {
    expect(await check([typeRule('float')], 3.2)).toEqual([]);
    expect(await check([typeRule('float')], 3)).toEqual([]);
    expect(await check([typeRule('float')], '3.2')).toEqual(['bad type']);
  });

  it('boolean accepts true and false only', async () => {
    expect(await check([typeRule('boolean')], false)).toEqual([]);
    expect(await check([typeRule('boolean')], 'true')).toEqual(['bad type']);
  });

  it('url accepts http, https and ftp URLs', async () => {
    for (const url of [
      'http://example.com',
      'https://sub.example.co.uk:8080/a/b?c=d#e',
      'ftp://files.example.org/pub',
      'http://localhost:3000',
      'http://192.168.0.1/x',
      'https://user:pw@example.com',
    ]) {
      expect(await check([typeRule('url')], url), url).toEqual([]);
    }
    for (const url of [
      'example.com',
      'mailto:a@b.com',
      'javascript:alert(1)',
      'http://',
      'http://exa mple.com',
      'http://999.1.1.1',
    ]) {
      expect(await check([typeRule('url')], url), url).toEqual(['bad type']);
    }
  });

  it('email accepts addresses with a domain', async () => {
    expect(await check([typeRule('email')], 'a.b+c@example.com')).toEqual([]);
    for (const email of ['a@b', 'a b@example.com', '@example.com', 'a@@example.com']) {
      expect(await check([typeRule('email')], email), email).toEqual(['bad type']);
    }
  });

  it('hex accepts #fff and #ffffff, with or without #', async () => {
    for (const hex of ['#fff', 'fff', '#A0b1C2', 'a0b1c2']) {
      expect(await check([typeRule('hex')], hex), hex).toEqual([]);
    }
    for (const hex of ['#ffff', '#ggg', '##fff', 'ff']) {
      expect(await check([typeRule('hex')], hex), hex).toEqual(['bad type']);
    }
  });

  it('a rule type outside the allowed values is not checked', async () => {
    const odd = { type: 'date', message: 'bad type' } as unknown as Rule;
    expect(await check([odd], 'anything')).toEqual([]);
  });
});

describe('pattern rules', () => {
  const digits: Rule = { pattern: '^\\d+$', message: 'digits only' };

  it('test strings', async () => {
    expect(await check([digits], '123')).toEqual([]);
    expect(await check([digits], '12a')).toEqual(['digits only']);
  });

  it('test numbers as their text', async () => {
    expect(await check([digits], 42)).toEqual([]);
    expect(await check([digits], 4.2)).toEqual(['digits only']);
  });

  it('values that are neither text nor numbers do not match', async () => {
    expect(await check([digits], true)).toEqual(['digits only']);
  });

  it('a /…/flags literal pattern applies its flags', async () => {
    expect(await check([{ pattern: '/^abc$/i', message: 'no' }], 'ABC')).toEqual([]);
  });

  it('a global pattern gives the same answer on every check', async () => {
    const validator = createValidator(
      definitionOf([field('f', [{ pattern: '/a/g', message: 'no' }])]),
    );
    for (let i = 0; i < 3; i++) expect(await validator.validateField('f', 'a', {})).toEqual([]);
  });

  it('an invalid pattern is reported as a field error, not thrown', async () => {
    const validator = createValidator(
      definitionOf([field('f', [{ pattern: '(', message: 'no' }])]),
    );
    const messages = await validator.validateField('f', 'x', {});
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^invalid pattern: \( \(.+\)$/);
    const result = await validator.validate({ f: 'x' });
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.message).toMatch(/^invalid pattern: /);
  });

  it('an invalid pattern, like any pattern, is skipped for an empty value', async () => {
    expect(await check([{ pattern: '(', message: 'no' }], '')).toEqual([]);
  });
});

describe('rule order and independence', () => {
  it('all rules of a field run and errors keep rule order', async () => {
    const rules: Rule[] = [
      { type: 'email', message: 'first' },
      { pattern: '^z', message: 'second' },
      { pattern: 'q$', message: 'third' },
    ];
    expect(await check(rules, 'abc')).toEqual(['first', 'second', 'third']);
  });

  it('a failing required rule does not stop the field custom validator', async () => {
    const validator = createValidator(definitionOf([field('f', [required])]), {
      validators: { f: () => 'custom' },
    });
    expect(await validator.validateField('f', '', {})).toEqual(['required', 'custom']);
  });

  it('one field errors never stop other fields from being validated', async () => {
    const definition = definitionOf([
      field('a', [required]),
      field('b', [typeRule('integer')]),
      field('c', [required]),
    ]);
    const validator = createValidator(definition, {
      validators: {
        a: () => {
          throw new Error('boom');
        },
      },
    });
    const result = await validator.validate({ a: '', b: 1.5, c: '' });
    expect(result).toEqual({
      valid: false,
      errors: [
        { path: 'a', key: 'a', message: 'required' },
        { path: 'a', key: 'a', message: 'boom' },
        { path: 'b', key: 'b', message: 'bad type' },
        { path: 'c', key: 'c', message: 'required' },
      ],
    });
  });

  it('a valid model gives {valid: true, errors: []}', async () => {
    const validator = createValidator(definitionOf([field('a', [required])]));
    expect(await validator.validate({ a: 'x' })).toEqual({ valid: true, errors: [] });
  });

  it('novalid widgets are not validated', async () => {
    const validator = createValidator(definitionOf([field('a', [required], { novalid: true })]));
    expect(await validator.validate({})).toEqual({ valid: true, errors: [] });
  });

  it('an unknown key has no errors', async () => {
    const validator = createValidator(definitionOf([field('a', [required])]));
    expect(await validator.validateField('nope', '', {})).toEqual([]);
  });
});

describe('sub-table rows', () => {
  const definition = definitionOf([
    table(
      'people',
      [field('name', [required]), field('age', [typeRule('integer')])],
      [{ required: true, message: 'add a row' }],
    ),
  ]);

  it('every row is validated with the table.column rules, paths tableModel[row].columnModel', async () => {
    const result = await createValidator(definition).validate({
      people: [{ name: 'Ann', age: 3 }, { name: '', age: 2.5 }, { age: 7 }],
    });
    expect(result.errors).toEqual([
      { path: 'people[1].name', key: 'people.name', message: 'required', row: 1 },
      { path: 'people[1].age', key: 'people.age', message: 'bad type', row: 1 },
      { path: 'people[2].name', key: 'people.name', message: 'required', row: 2 },
    ]);
  });

  it('the table own rules check the table value', async () => {
    const result = await createValidator(definition).validate({ people: [] });
    expect(result.errors).toEqual([{ path: 'people', key: 'people', message: 'add a row' }]);
  });

  it('validateField takes a table.column key and an optional row', async () => {
    const validator = createValidator(definition);
    expect(await validator.validateField('people.name', '', {})).toEqual(['required']);
    const seen: unknown[] = [];
    const spied = createValidator(definition, {
      validators: {
        'people.age': (_value, _model, context) => {
          seen.push(context);
        },
      },
    });
    await spied.validateField('people.age', 1, {}, 4);
    expect(seen).toEqual([{ key: 'people.age', path: 'people[4].age', row: 4 }]);
  });
});

describe('custom validators', () => {
  const definition = definitionOf([field('a'), table('t', [field('c')])]);

  it('a validator resolving to a string fails with that message', async () => {
    const validator = createValidator(definition, {
      validators: { a: async () => 'taken' },
    });
    expect(await validator.validateField('a', 'x', {})).toEqual(['taken']);
  });

  it('a validator resolving to false fails with the default message', async () => {
    const validator = createValidator(definition, { validators: { a: async () => false } });
    expect(await validator.validateField('a', 'x', {})).toEqual([CUSTOM_VALIDATOR_MESSAGE]);
  });

  it('a validator resolving to true or nothing passes', async () => {
    const validator = createValidator(definition, {
      validators: { a: async () => true, 't.c': () => undefined },
    });
    expect(await validator.validate({ a: 'x', t: [{ c: 1 }] })).toEqual({
      valid: true,
      errors: [],
    });
  });

  it('a rejected promise fails with the rejection message', async () => {
    const validator = createValidator(definition, {
      validators: { a: () => Promise.reject(new Error('server says no')) },
    });
    expect(await validator.validateField('a', 'x', {})).toEqual(['server says no']);
  });

  it('a thrown error fails with its message; a thrown non-error uses the default message', async () => {
    const throwing = createValidator(definition, {
      validators: {
        a: () => {
          throw new Error('thrown');
        },
      },
    });
    expect(await throwing.validateField('a', 'x', {})).toEqual(['thrown']);
    const throwingNothing = createValidator(definition, {
      validators: {
        a: () => {
          throw undefined;
        },
      },
    });
    expect(await throwingNothing.validateField('a', 'x', {})).toEqual([CUSTOM_VALIDATOR_MESSAGE]);
  });

  it('a validator gets the value, the whole model and where the value sits', async () => {
    const calls: unknown[][] = [];
    const validator = createValidator(definition, {
      validators: {
        a: (...args) => {
          calls.push(args);
        },
        't.c': (...args) => {
          calls.push(args);
        },
      },
    });
    const model = { a: 'x', t: [{ c: 1 }, { c: 2 }] };
    await validator.validate(model);
    expect(calls).toEqual([
      ['x', model, { key: 'a', path: 'a' }],
      [1, model, { key: 't.c', path: 't[0].c', row: 0 }],
      [2, model, { key: 't.c', path: 't[1].c', row: 1 }],
    ]);
  });

  it('a validator for a sub-table column fails per row with row paths', async () => {
    const validator = createValidator(definition, {
      validators: { 't.c': (value) => (value === 2 ? 'no twos' : undefined) },
    });
    expect((await validator.validate({ t: [{ c: 1 }, { c: 2 }] })).errors).toEqual([
      { path: 't[1].c', key: 't.c', message: 'no twos', row: 1 },
    ]);
  });

  it('validators run after the rules of their key', async () => {
    const validator = createValidator(definitionOf([field('a', [required])]), {
      validators: { a: () => 'after' },
    });
    expect(await validator.validateField('a', undefined, {})).toEqual(['required', 'after']);
  });
});

describe('func rules', () => {
  const funcRule: FuncRule = { func: 'callback(new Error("no"))', message: 'func failed' };

  it('are ignored without a resolver', async () => {
    expect(await check([funcRule], 'x')).toEqual([]);
  });

  it('become validators through resolveFuncRule, failing with the rule message', async () => {
    const resolveFuncRule = vi.fn((): CustomValidator => () => false);
    const validator = createValidator(definitionOf([field('f', [funcRule])]), { resolveFuncRule });
    expect(await validator.validateField('f', 'x', {})).toEqual(['func failed']);
    expect(resolveFuncRule).toHaveBeenCalledWith(funcRule);
  });

  it('are ignored when the resolver answers undefined', async () => {
    const validator = createValidator(definitionOf([field('f', [funcRule])]), {
      resolveFuncRule: () => undefined,
    });
    expect(await validator.validateField('f', 'x', {})).toEqual([]);
  });

  it('are resolved once when the validator is created, not per check', async () => {
    const resolveFuncRule = vi.fn((): CustomValidator => () => undefined);
    const validator = createValidator(definitionOf([field('f', [funcRule])]), { resolveFuncRule });
    await validator.validateField('f', 'x', {});
    await validator.validate({ f: 'y' });
    expect(resolveFuncRule).toHaveBeenCalledTimes(1);
  });
});

describe('compileRules and extra rules', () => {
  it('compileRules keeps one compiled rule per rule it can run, in order', async () => {
    const rules: Rule[] = [required, { func: 'x' }, typeRule('hex')];
    const compiled = compileRules(rules);
    expect(compiled.map((c) => c.rule)).toEqual([required, typeRule('hex')]);
    const context = { key: 'f', path: 'f' };
    expect(await compiled[1]?.check('zz', {}, context)).toBe('bad type');
    expect(await compiled[0]?.check('zz', {}, context)).toBeUndefined();
  });

  it('rules given in options are merged with the definition rules', async () => {
    const validator = createValidator(definitionOf([field('a', [required])]), {
      rules: { a: [{ pattern: '^x', message: 'starts with x' }], extra: [required] },
    });
    expect(await validator.validate({ a: 'y' })).toEqual({
      valid: false,
      errors: [
        { path: 'a', key: 'a', message: 'starts with x' },
        { path: 'extra', key: 'extra', message: 'required' },
      ],
    });
  });

  it('an extra table.column key of a known sub-table validates every row', async () => {
    const validator = createValidator(definitionOf([table('t', [field('c')])]), {
      rules: { 't.d': [required] },
    });
    expect((await validator.validate({ t: [{ d: 1 }, {}] })).errors).toEqual([
      { path: 't[1].d', key: 't.d', message: 'required', row: 1 },
    ]);
  });
});

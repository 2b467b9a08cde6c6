import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FORM_CONFIG } from './constants';
import type * as patternModule from './pattern';
import { parsePattern } from './pattern';
import type { FormDefinition, InputWidget, Rule } from './types';
import { compileRules, createValidator } from './validation';

vi.mock('./pattern', async (importOriginal) => {
  const actual = await importOriginal<typeof patternModule>();
  return { ...actual, parsePattern: vi.fn(actual.parsePattern) };
});

const parseSpy = vi.mocked(parsePattern);

function field(model: string, rules: Rule[]): InputWidget {
  return {
    type: 'input',
    key: `key_${model}`,
    model,
    name: model,
    options: { dataBind: true } as InputWidget['options'],
    rules,
  };
}

const definition: FormDefinition = {
  list: [
    field('code', [{ pattern: '^[A-Z]{3}$', message: 'three capitals' }]),
    field('zip', [{ pattern: '/^\\d{5}$/', message: 'five digits' }]),
  ],
  config: { ...DEFAULT_FORM_CONFIG },
};

describe('compiled patterns are parsed once', () => {
  beforeEach(() => {
    parseSpy.mockClear();
  });

  it('createValidator parses each pattern once; validating never parses again', async () => {
    const validator = createValidator(definition);
    expect(parseSpy).toHaveBeenCalledTimes(2);
    for (const value of ['A', 'AB', 'ABC', 'ABCD']) {
      await validator.validateField('code', value, {});
    }
    await validator.validate({ code: 'abc', zip: '1234' });
    await validator.validate({ code: 'ABC', zip: '12345' });
    expect(parseSpy).toHaveBeenCalledTimes(2);
  });

  it('compileRules parses patterns when compiling, not when checking', async () => {
    const [compiled] = compileRules([{ pattern: 'x', message: 'no' }]);
    expect(parseSpy).toHaveBeenCalledTimes(1);
    await compiled?.check('x', {}, { key: 'k', path: 'k' });
    await compiled?.check('y', {}, { key: 'k', path: 'k' });
    expect(parseSpy).toHaveBeenCalledTimes(1);
  });
});

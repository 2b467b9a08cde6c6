import { SysParamCreate } from '@org/api-contract';
import { validateDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import definition from './param.form.json';
import { builtInDefinition } from './param-definition';

describe('the system parameter form definition', () => {
  it('is a valid definition, and so is its built-in variant', () => {
    for (const each of [definition, builtInDefinition]) {
      const result = validateDefinition(each);
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    }
  });

  it('has a field for every field the server accepts, and no other', () => {
    const models = definition.list.map((widget) => widget.model).sort();
    expect(models).toEqual(Object.keys(SysParamCreate.properties).sort());
  });

  it('requires what the server requires', () => {
    const required = definition.list
      .filter((widget) => widget.options.required)
      .map((widget) => widget.model)
      .sort();
    expect(required).toEqual([...(SysParamCreate.required ?? [])].sort());
  });

  it('locks the key and the type of a built-in parameter, as the server does', () => {
    const locked = builtInDefinition.list
      .filter((widget) => widget.options.disabled)
      .map((widget) => widget.model);
    expect(locked.sort()).toEqual(['paramKey', 'valueType']);
    expect(definition.list.some((widget) => widget.options.disabled)).toBe(false);
  });
});

import { SysParamCreate } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './param.form.json';
import { validateDefinition } from '@org/form-schema';
import { builtInDefinition, secretDefinition } from './param-definition';

describeFormDefinition('system parameter', definition as FormDefinitionJson, SysParamCreate);
describeFormDefinition(
  'built-in system parameter',
  builtInDefinition as FormDefinitionJson,
  SysParamCreate,
);

describe('the built-in parameter form', () => {
  it('locks the key and the type of a built-in parameter, as the server does', () => {
    const locked = builtInDefinition.list
      .filter((widget) => widget.options.disabled)
      .map((widget) => widget.model);
    expect(locked.sort()).toEqual(['paramKey', 'secret', 'valueType']);
    expect(definition.list.some((widget) => widget.options.disabled)).toBe(false);
  });
});

describe('the form of a secret parameter', () => {
  it('edits the value in an empty password field that is not required (empty: unchanged)', () => {
    for (const base of [definition, builtInDefinition] as FormDefinitionJson[]) {
      const secret = secretDefinition(base, 'Leave empty to keep the value');
      expect(validateDefinition(secret).errors).toEqual([]);
      const value = secret.list.find((widget) => widget.model === 'paramValue') as unknown as {
        type: string;
        options: Record<string, unknown>;
        rules: unknown[];
      };
      expect(value.type).toBe('input');
      expect(value.options).toMatchObject({
        required: false,
        showPassword: true,
        defaultValue: '',
        placeholder: 'Leave empty to keep the value',
      });
      expect(value.rules).toEqual([]);
    }
  });
});

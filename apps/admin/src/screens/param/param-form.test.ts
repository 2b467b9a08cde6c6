import { SysParamCreate } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionJson } from '../../list-page/FormDialog';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './param.form.json';
import { builtInDefinition } from './param-definition';

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
    expect(locked.sort()).toEqual(['paramKey', 'valueType']);
    expect(definition.list.some((widget) => widget.options.disabled)).toBe(false);
  });
});

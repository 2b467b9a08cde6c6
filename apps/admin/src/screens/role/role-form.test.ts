import { RoleCreate } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './role.form.json';

describeFormDefinition('role', definition as FormDefinitionJson, RoleCreate);

describe('the role form', () => {
  it('checks codes with the pattern of the server', () => {
    const code = definition.list.find((widget) => widget.model === 'roleCode');
    const pattern = code?.rules.find((rule) => 'pattern' in rule) as { pattern: string };
    expect(pattern.pattern).toBe((RoleCreate.properties.roleCode as { pattern?: string }).pattern);
  });
});

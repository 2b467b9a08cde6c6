import { RESOURCE_TYPES, ResourceCreate } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './resource.form.json';
import { childTypes } from './ResourceScreen';

describeFormDefinition('resource', definition as FormDefinitionJson, ResourceCreate, ['parentId']);

describe('the resource form', () => {
  it('offers every resource type and checks codes with the pattern of the server', () => {
    const type = definition.list.find((widget) => widget.model === 'resourceType');
    const values = (type?.options as { options: { value: string }[] }).options.map(
      (option) => option.value,
    );
    expect(values).toEqual([...RESOURCE_TYPES]);
    const code = definition.list.find((widget) => widget.model === 'resourceCode');
    const rule = code?.rules.find((item) => 'pattern' in item) as { pattern: string };
    expect(rule.pattern).toBe(
      (ResourceCreate.properties.resourceCode as { pattern?: string }).pattern,
    );
  });
});

describe('the types offered below a resource', () => {
  it('follows the placement rule of the server', () => {
    expect(childTypes(null)).toEqual(['DIR', 'MENU', 'API']);
    expect(childTypes('DIR')).toEqual(['DIR', 'MENU', 'PAGE', 'API']);
    expect(childTypes('MENU')).toEqual(['PAGE', 'BUTTON', 'API']);
    expect(childTypes('PAGE')).toEqual(['PAGE', 'BUTTON', 'API']);
    expect(childTypes('BUTTON')).toEqual([]);
    expect(childTypes('API')).toEqual([]);
  });
});

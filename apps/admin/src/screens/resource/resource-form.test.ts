import { RESOURCE_TYPES, ResourceCreate } from '@org/api-contract';
import { validateDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import definition from './resource.form.json';
import { childTypes } from './ResourceScreen';

describe('the resource form definition', () => {
  it('is a valid definition', () => {
    const result = validateDefinition(definition);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a field for every field the server accepts but the parent (moved apart)', () => {
    const models = definition.list.map((widget) => widget.model).sort();
    const accepted = Object.keys(ResourceCreate.properties).filter((field) => field !== 'parentId');
    expect(models).toEqual(accepted.sort());
  });

  it('requires what the server requires', () => {
    const required = definition.list
      .filter((widget) => widget.options.required)
      .map((widget) => widget.model)
      .sort();
    expect(required).toEqual([...(ResourceCreate.required ?? [])].sort());
  });

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

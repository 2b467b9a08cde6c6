import { RESOURCE_TYPES, ResourceCreate } from '@org/api-contract';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionJson } from '@org/app-kit/list';
import { describeFormDefinition } from '../../testing/form-contract';
import definition from './resource.form.json';
import { definitionFor, toBody } from './resource-form';

describeFormDefinition('resource', definition as FormDefinitionJson, ResourceCreate, ['parentId']);

/** The values offered by the type choice of a definition. */
const typesOf = (form: FormDefinitionJson) => {
  const type = form.list.find((widget) => (widget as { model?: string }).model === 'resourceType');
  const options = (type as { options: { options: { value: string }[]; defaultValue: string } })
    .options;
  return { values: options.options.map((option) => option.value), first: options.defaultValue };
};

describe('the resource form', () => {
  it('offers every resource type and checks codes with the pattern of the server', () => {
    expect(typesOf(definition as FormDefinitionJson).values).toEqual([...RESOURCE_TYPES]);
    const code = definition.list.find((widget) => widget.model === 'resourceCode');
    const rule = code?.rules.find((item) => 'pattern' in item) as { pattern: string };
    expect(rule.pattern).toBe(
      (ResourceCreate.properties.resourceCode as { pattern?: string }).pattern,
    );
  });

  it('offers only the types the place allows, the first by default', () => {
    const below = definitionFor(['PAGE', 'BUTTON', 'API'], (type) => `kind ${type}`);
    expect(typesOf(below)).toEqual({ values: ['PAGE', 'BUTTON', 'API'], first: 'PAGE' });
  });

  it('sends trimmed texts, flags and no application for id 0', () => {
    expect(
      toBody({
        resourceCode: ' system:log ',
        resourceName: '日志',
        resourceType: 'MENU',
        path: ' log ',
        hidden: true,
        appId: 0,
        status: 0,
      }),
    ).toMatchObject({
      resourceCode: 'system:log',
      path: 'log',
      hidden: true,
      keepAlive: false,
      openMode: 'internal',
      appId: null,
      status: 0,
    });
  });
});

import { AppConfigCreate, ConfiguredAppCreate } from '@org/api-contract';
import { validateDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import itemDefinition from './app-config-item.form.json';
import definition from './app-config.form.json';

const cases = [
  { name: 'application', definition, schema: ConfiguredAppCreate, outside: [] as string[] },
  // an item belongs to the application whose items page is open
  {
    name: 'configuration item',
    definition: itemDefinition,
    schema: AppConfigCreate,
    outside: ['appId'],
  },
];

describe.each(cases)('the $name form definition', ({ definition, schema, outside }) => {
  it('is a valid definition', () => {
    const result = validateDefinition(definition);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a field for every field the server accepts, and no other', () => {
    const models = definition.list.map((widget) => widget.model).sort();
    const accepted = Object.keys(schema.properties).filter((field) => !outside.includes(field));
    expect(models).toEqual(accepted.sort());
  });

  it('requires what the server requires', () => {
    const required = definition.list
      .filter((widget) => widget.options.required)
      .map((widget) => widget.model)
      .sort();
    expect(required).toEqual(
      [...(schema.required ?? [])].filter((f) => !outside.includes(f)).sort(),
    );
  });
});

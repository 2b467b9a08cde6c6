import { ExternalAppCreate } from '@org/api-contract';
import { validateDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import definition from './externalApp.form.json';

describe('the external application form definition', () => {
  it('is a valid definition', () => {
    const result = validateDefinition(definition);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a field for every field the server accepts, and no other', () => {
    const models = definition.list.map((widget) => widget.model).sort();
    expect(models).toEqual(Object.keys(ExternalAppCreate.properties).sort());
  });

  it('requires what the server requires', () => {
    const required = definition.list
      .filter((widget) => widget.options.required)
      .map((widget) => widget.model)
      .sort();
    expect(required).toEqual([...(ExternalAppCreate.required ?? [])].sort());
  });
});

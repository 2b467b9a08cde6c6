import { ApiCreate, ApiServerCreate } from '@org/api-contract';
import { validateDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import apiDefinition from './api.form.json';
import serverDefinition from './apiServer.form.json';

const cases = [
  ['API server', serverDefinition, ApiServerCreate],
  ['API', apiDefinition, ApiCreate],
] as const;

describe.each(cases)('the %s form definition', (_name, definition, schema) => {
  it('is a valid definition', () => {
    const result = validateDefinition(definition);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a field for every field the server accepts, and no other', () => {
    const models = definition.list.map((widget) => widget.model).sort();
    expect(models).toEqual(Object.keys(schema.properties).sort());
  });

  it('requires what the server requires', () => {
    const required = definition.list
      .filter((widget) => widget.options.required)
      .map((widget) => widget.model)
      .sort();
    expect(required).toEqual([...(schema.required ?? [])].sort());
  });
});

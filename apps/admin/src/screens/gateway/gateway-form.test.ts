import { GatewayRouteCreate } from '@org/api-contract';
import { validateDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import definition from './gateway.form.json';

describe('the gateway route form definition', () => {
  it('is a valid definition', () => {
    const result = validateDefinition(definition);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a field for every field the server accepts, and no other', () => {
    const models = definition.list.map((widget) => widget.model).sort();
    expect(models).toEqual(Object.keys(GatewayRouteCreate.properties).sort());
  });

  it('requires what the server requires', () => {
    const required = definition.list
      .filter((widget) => widget.options.required)
      .map((widget) => widget.model)
      .sort();
    expect(required).toEqual([...(GatewayRouteCreate.required ?? [])].sort());
  });
});

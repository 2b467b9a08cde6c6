import { CategoryCreate } from '@org/api-contract';
import { validateDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import definition from './category.form.json';

describe('the category form definition', () => {
  it('is a valid definition', () => {
    const result = validateDefinition(definition);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a field for every field the server accepts but the parent, which the tree gives', () => {
    const models = definition.list.map((widget) => widget.model).sort();
    const accepted = Object.keys(CategoryCreate.properties).filter((field) => field !== 'parentId');
    expect(models).toEqual(accepted.sort());
  });

  it('requires what the server requires, and leaves the code to be generated when empty', () => {
    const required = definition.list
      .filter((widget) => widget.options.required)
      .map((widget) => widget.model)
      .sort();
    expect(required).toEqual([...(CategoryCreate.required ?? [])].sort());
    expect(required).not.toContain('code');
  });
});

import { OrgCreate } from '@org/api-contract';
import { validateDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import definition from './org.form.json';

/** Fields the screen sets outside the form: the parent (tree, move) and the leader (picker). */
const OUTSIDE_THE_FORM = ['parentId', 'leaderUserId'];

describe('the organisation form definition', () => {
  it('is a valid definition', () => {
    const result = validateDefinition(definition);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has a field for every field the server accepts, and no other', () => {
    const models = definition.list.map((widget) => widget.model).sort();
    const accepted = Object.keys(OrgCreate.properties).filter(
      (field) => !OUTSIDE_THE_FORM.includes(field),
    );
    expect(models).toEqual(accepted.sort());
  });

  it('requires what the server requires', () => {
    const required = definition.list
      .filter((widget) => widget.options.required)
      .map((widget) => widget.model)
      .sort();
    expect(required).toEqual([...(OrgCreate.required ?? [])].sort());
  });

  it('offers exactly the categories the server knows', () => {
    const category = definition.list.find((widget) => widget.model === 'orgCategory');
    const values = (category?.options as { options?: { value: string }[] }).options?.map(
      (option) => option.value,
    );
    expect(values).toEqual(OrgCreate.properties.orgCategory.enum);
  });
});

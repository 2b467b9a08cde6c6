import { isDataBound, validateDefinition } from '@org/form-schema';
import { describe, expect, it } from 'vitest';
import type { FormDefinitionJson } from '@org/app-kit/list';

/** What the checks read of a contract's create schema (a TypeBox object schema). */
interface ObjectSchema {
  properties: Readonly<Record<string, unknown>>;
  required?: readonly string[] | undefined;
}

interface Widget {
  type: string;
  model?: string;
  options?: { required?: boolean };
}

/**
 * The checks every create/edit form of a screen must pass: a valid form definition, one field
 * for every field the server's create schema accepts (but `outside`, fields the screen fills
 * itself) and no other, and required exactly where the server requires. Widgets that hold no
 * data (a text explaining the field above it) are not fields.
 */
export function describeFormDefinition(
  name: string,
  definition: FormDefinitionJson,
  schema: ObjectSchema,
  outside: readonly string[] = [],
): void {
  describe(`the ${name} form definition`, () => {
    const widgets = (definition.list as Widget[]).filter((widget) => isDataBound(widget));
    const inForm = (field: string) => !outside.includes(field);

    it('is a valid definition', () => {
      const result = validateDefinition(definition);
      expect(result.errors).toEqual([]);
      expect(result.valid).toBe(true);
    });

    it('has a field for every field the server accepts, and no other', () => {
      const models = widgets.map((widget) => widget.model).sort();
      expect(models).toEqual(Object.keys(schema.properties).filter(inForm).sort());
    });

    it('requires what the server requires', () => {
      const required = widgets
        .filter((widget) => widget.options?.required)
        .map((widget) => widget.model)
        .sort();
      expect(required).toEqual([...(schema.required ?? [])].filter(inForm).sort());
    });
  });
}

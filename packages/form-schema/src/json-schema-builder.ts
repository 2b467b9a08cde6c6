/**
 * The subset of JSON Schema (draft 2020-12) that the definition schema uses, and small typed
 * builders for it. `objectSchema<T>` takes one entry per key of `T`, so a schema built with it
 * stops compiling when `T` gains or loses a property.
 */

/** A JSON value. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Primitive type names of JSON Schema. */
export type JsonSchemaType =
  'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';

/** A JSON Schema object limited to the keywords this package writes and interprets. */
export interface JsonSchemaObject {
  $schema?: string;
  $ref?: string;
  $defs?: { [name: string]: JsonSchema };
  title?: string;
  description?: string;
  type?: JsonSchemaType | JsonSchemaType[];
  enum?: JsonValue[];
  const?: JsonValue;
  minimum?: number;
  maximum?: number;
  properties?: { [name: string]: JsonSchema };
  required?: string[];
  additionalProperties?: JsonSchema;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  not?: JsonSchema;
}

/** A JSON Schema: an object, or `true`/`false` (anything, nothing). */
export type JsonSchema = boolean | JsonSchemaObject;

/** One schema per property of `T`, optional properties included. */
export type SchemaProperties<T> = { [K in keyof Required<T>]-?: JsonSchema };

/** Where a definition lives inside the root schema: `#/$defs/{name}`. */
export function ref(name: string): JsonSchemaObject {
  return { $ref: `#/$defs/${name}` };
}

/** Any string. */
export function str(): JsonSchemaObject {
  return { type: 'string' };
}

/** True or false. */
export function bool(): JsonSchemaObject {
  return { type: 'boolean' };
}

interface Bounds {
  minimum?: number;
  maximum?: number;
}

/** A number, optionally bounded (inclusive). */
export function num(bounds: Bounds = {}): JsonSchemaObject {
  return { type: 'number', ...bounds };
}

/** An integer, optionally bounded (inclusive). */
export function int(bounds: Bounds = {}): JsonSchemaObject {
  return { type: 'integer', ...bounds };
}

/**
 * One member of a union of strings. The members are written as the keys of an object typed
 * by the union, so a member missing from the list, or listed but not in the union, does not
 * compile: `enumOf<Platform>({ pc: true, pad: true, mobile: true })`.
 */
export function enumOf<T extends string>(members: { [K in T]: true }): JsonSchemaObject {
  return { enum: Object.keys(members) };
}

/** A value of any of the given primitive types. */
export function anyOfTypes(...types: JsonSchemaType[]): JsonSchemaObject {
  return { type: types };
}

/** An array whose items all match `items`. */
export function arrayOf(items: JsonSchema): JsonSchemaObject {
  return { type: 'array', items };
}

/** Any JSON object; its keys are not described. */
export function anyObject(): JsonSchemaObject {
  return { type: 'object', additionalProperties: true };
}

/** Any value at all. */
export function anything(): JsonSchemaObject {
  return {};
}

/**
 * An object schema with exactly one entry per property of `T`. Unknown keys stay allowed
 * (definitions carry host keys). `required` lists only what a renderer cannot do without.
 */
export function objectSchema<T>(
  properties: SchemaProperties<T>,
  required: ReadonlyArray<keyof T & string> = [],
): JsonSchemaObject {
  const schema: JsonSchemaObject = {
    type: 'object',
    properties: properties as { [name: string]: JsonSchema },
    additionalProperties: true,
  };
  if (required.length > 0) schema.required = [...required];
  return schema;
}

/**
 * A small interpreter of the JSON Schema subset in `json-schema-builder.ts`, reporting every
 * problem with a readable path (`list[3].columns[1].list[0].options.max`) and a message that
 * says what was expected (`expected a number`, `expected an integer ≥ 1`).
 */
import type {
  JsonSchema,
  JsonSchemaObject,
  JsonSchemaType,
  JsonValue,
} from './json-schema-builder';
import { itemPath, propertyPath } from './json-path';

export { itemPath, propertyPath };

/** One place where a value does not match its schema. */
export interface SchemaIssue {
  /** Path of the value; '' for the value itself. */
  path: string;
  message: string;
  /** `expected-type`, `out-of-range`, `expected-value`, `missing-property` or `forbidden-value`. */
  code: string;
  /** The values the message names, for saying it in another language (`issueMessage`). */
  params?: Readonly<Record<string, string | number>>;
}

const TYPE_NAMES: Record<JsonSchemaType, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function hasOwn(object: object, name: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, name);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function matchesType(value: unknown, type: JsonSchemaType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'null':
      return value === null;
  }
}

function equalJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => equalJson(item, b[i]));
  }
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => hasOwn(b, key) && equalJson(a[key], b[key]))
    );
  }
  return false;
}

function list(values: readonly JsonValue[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/** `a number`, `an integer ≥ 1`, `an integer from 0 to 24`, `a number or null`. */
function expectation(schema: JsonSchemaObject, types: readonly JsonSchemaType[]): string {
  const { minimum, maximum } = schema;
  const names = types.map((type) => {
    const name = TYPE_NAMES[type];
    if (type !== 'number' && type !== 'integer') return name;
    if (minimum !== undefined && maximum !== undefined)
      return `${name} from ${minimum} to ${maximum}`;
    if (minimum !== undefined) return `${name} ≥ ${minimum}`;
    if (maximum !== undefined) return `${name} ≤ ${maximum}`;
    return name;
  });
  if (names.length <= 1) return names[0] ?? 'a value';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

function inBounds(value: unknown, schema: JsonSchemaObject): boolean {
  if (typeof value !== 'number') return true;
  if (schema.minimum !== undefined && value < schema.minimum) return false;
  if (schema.maximum !== undefined && value > schema.maximum) return false;
  return true;
}

/** Resolves `#/$defs/{name}` against the root schema. */
function resolve(root: JsonSchema, reference: string): JsonSchema {
  const prefix = '#/$defs/';
  const defs = typeof root === 'object' ? root.$defs : undefined;
  const name = reference.startsWith(prefix) ? reference.slice(prefix.length) : undefined;
  if (name === undefined || !defs || !hasOwn(defs, name)) {
    throw new Error(`Unsupported schema reference ${reference}`);
  }
  return defs[name] as JsonSchema;
}

/** A path built only when an issue needs it: each step points at its parent. */
type Path = { parent: Path; step: string | number } | null;

function pathText(path: Path): string {
  const steps: (string | number)[] = [];
  for (let at = path; at !== null; at = at.parent) steps.push(at.step);
  let text = '';
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i] as string | number;
    text = typeof step === 'number' ? itemPath(text, step) : propertyPath(text, step);
  }
  return text;
}

/** Where issues go. Without a list, the first issue stops the check (a yes/no question). */
interface Sink {
  issues?: SchemaIssue[];
  failed: boolean;
}

function report(
  sink: Sink,
  path: Path,
  code: string,
  message: () => string,
  params?: () => Record<string, string | number>,
): void {
  sink.failed = true;
  sink.issues?.push({
    path: pathText(path),
    message: message(),
    code,
    ...(params ? { params: params() } : {}),
  });
}

/** The params of an expected type: the types, and the bounds of a number. */
function expectationParams(schema: JsonSchemaObject, types: readonly JsonSchemaType[]) {
  return {
    types: types.join(','),
    ...(schema.minimum === undefined ? {} : { minimum: schema.minimum }),
    ...(schema.maximum === undefined ? {} : { maximum: schema.maximum }),
  };
}

/** Whether the check can stop: it only answers yes or no, and the answer is no. */
function done(sink: Sink): boolean {
  return sink.failed && sink.issues === undefined;
}

/** An `allOf` of `if {property: const} then {…}` parts, indexed by the constant. */
interface Discriminator {
  /** The `then` schemas that apply to a value. */
  branches(value: unknown): readonly JsonSchema[];
}

const discriminators = new WeakMap<readonly JsonSchema[], Discriminator | null>();

/** The constant a part's `if` requires of one property, when that is all the `if` says. */
function constCondition(part: JsonSchema): { property: string; value: JsonValue } | undefined {
  if (typeof part !== 'object' || part.else !== undefined || part.then === undefined)
    return undefined;
  const condition = part.if;
  if (typeof condition !== 'object') return undefined;
  const { type, properties, required, ...rest } = condition;
  const names = Object.keys(properties ?? {});
  const [property] = names;
  if (Object.keys(rest).length > 0 || type !== 'object' || names.length !== 1 || !property) {
    return undefined;
  }
  const test = properties?.[property];
  if (typeof test !== 'object' || Object.keys(test).length !== 1 || test.const === undefined) {
    return undefined;
  }
  if (required?.length !== 1 || required[0] !== property) return undefined;
  return { property, value: test.const };
}

/**
 * A lookup table for an `allOf` whose parts all dispatch on one property's constant value (how
 * widgets dispatch on `type`), so a value is checked against its own branch only. Answers
 * exactly what evaluating every `if` would; null when the parts have another shape.
 */
function discriminatorOf(parts: readonly JsonSchema[]): Discriminator | null {
  const cached = discriminators.get(parts);
  if (cached !== undefined) return cached;
  const table = new Map<string, JsonSchema[]>();
  let property: string | undefined;
  let usable = parts.length > 0;
  for (const part of parts) {
    const condition = constCondition(part);
    if (!condition || typeof condition.value !== 'string') usable = false;
    if (!usable || !condition) break;
    property ??= condition.property;
    if (condition.property !== property) usable = false;
    const then = (part as JsonSchemaObject).then as JsonSchema;
    table.set(condition.value as string, [...(table.get(condition.value as string) ?? []), then]);
  }
  const result: Discriminator | null =
    usable && property !== undefined
      ? {
          branches: (value) => {
            if (!isObject(value) || !hasOwn(value, property)) return [];
            const key = value[property];
            return typeof key === 'string' ? (table.get(key) ?? []) : [];
          },
        }
      : null;
  discriminators.set(parts, result);
  return result;
}

function check(value: unknown, schema: JsonSchema, path: Path, root: JsonSchema, sink: Sink): void {
  if (schema === true) return;
  if (schema === false) {
    report(
      sink,
      path,
      'forbidden-value',
      () => 'expected no value here',
      () => ({}),
    );
    return;
  }
  if (schema.$ref !== undefined) {
    check(value, resolve(root, schema.$ref), path, root, sink);
    if (done(sink)) return;
  }
  const types =
    schema.type === undefined
      ? undefined
      : Array.isArray(schema.type)
        ? schema.type
        : [schema.type];
  if (schema.enum !== undefined) {
    const values = schema.enum;
    if (!values.some((item) => equalJson(item, value))) {
      report(
        sink,
        path,
        'expected-value',
        () => `expected one of ${list(values)}`,
        () => ({ values: list(values) }),
      );
      return;
    }
  } else if (schema.const !== undefined) {
    const expected = schema.const;
    if (!equalJson(expected, value)) {
      report(
        sink,
        path,
        'expected-value',
        () => `expected ${JSON.stringify(expected)}`,
        () => ({ expected: JSON.stringify(expected) }),
      );
      return;
    }
  }
  if (types !== undefined && !types.some((type) => matchesType(value, type))) {
    report(
      sink,
      path,
      'expected-type',
      () => `expected ${expectation(schema, types)}`,
      () => expectationParams(schema, types),
    );
    return;
  }
  if (!inBounds(value, schema)) {
    report(
      sink,
      path,
      'out-of-range',
      () => `expected ${expectation(schema, types ?? ['number'])}`,
      () => expectationParams(schema, types ?? ['number']),
    );
    return;
  }
  if (isObject(value)) checkObject(value, schema, path, root, sink);
  if (Array.isArray(value) && schema.items !== undefined) {
    for (let i = 0; i < value.length && !done(sink); i++) {
      check(value[i], schema.items, { parent: path, step: i }, root, sink);
    }
  }
  if (schema.allOf !== undefined) {
    const dispatch = discriminatorOf(schema.allOf);
    const parts = dispatch ? dispatch.branches(value) : schema.allOf;
    for (const part of parts) {
      if (done(sink)) return;
      check(value, part, path, root, sink);
    }
  }
  if (schema.if !== undefined && !done(sink)) {
    const branch = matches(value, schema.if, root) ? schema.then : schema.else;
    if (branch !== undefined) check(value, branch, path, root, sink);
  }
  const not = schema.not;
  if (not !== undefined && !done(sink) && matches(value, not, root)) {
    const excluded = typeof not === 'object' ? not.enum : undefined;
    report(
      sink,
      path,
      'forbidden-value',
      () =>
        excluded
          ? `expected none of ${list(excluded)}`
          : 'expected a value that does not match its exclusion',
      (): Record<string, string | number> =>
        excluded ? { excluded: list(excluded) } : { exclusion: 1 },
    );
  }
}

function checkObject(
  value: Record<string, unknown>,
  schema: JsonSchemaObject,
  path: Path,
  root: JsonSchema,
  sink: Sink,
): void {
  for (const name of schema.required ?? []) {
    if (!hasOwn(value, name) || value[name] === undefined) {
      report(
        sink,
        path,
        'missing-property',
        () => `missing required property "${name}"`,
        () => ({ name }),
      );
      if (done(sink)) return;
    }
  }
  const properties = schema.properties ?? {};
  const additional = schema.additionalProperties;
  // Yes/no checks where unknown keys are free only need the described keys, whatever the order.
  const names =
    sink.issues === undefined && (additional === undefined || additional === true)
      ? Object.keys(properties).filter((name) => hasOwn(value, name))
      : Object.keys(value);
  for (const name of names) {
    const propertySchema = hasOwn(properties, name)
      ? properties[name]
      : schema.additionalProperties;
    // Like JSON, an undefined property counts as absent.
    if (propertySchema === undefined || propertySchema === true || value[name] === undefined) {
      continue;
    }
    check(value[name], propertySchema, { parent: path, step: name }, root, sink);
    if (done(sink)) return;
  }
}

function matches(value: unknown, schema: JsonSchema, root: JsonSchema): boolean {
  const sink: Sink = { failed: false };
  check(value, schema, null, root, sink);
  return !sink.failed;
}

/**
 * Every place where `value` does not match `schema`, in document order, each reported once.
 * `$ref`s resolve against `root` (the schema itself by default). The value must be acyclic and
 * of bounded depth (see `checkStructure` in `validate-definition.ts`).
 */
export function checkJsonSchema(
  value: unknown,
  schema: JsonSchema,
  root: JsonSchema = schema,
): SchemaIssue[] {
  const sink: Sink = { issues: [], failed: false };
  check(value, schema, null, root, sink);
  // A `$ref` and its siblings may both reject a value for the same reason: say it once.
  const seen = new Set<string>();
  return (sink.issues ?? []).filter((issue) => {
    const id = `${issue.path}\u0000${issue.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

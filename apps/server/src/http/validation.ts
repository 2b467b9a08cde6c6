import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { type MessageKey, type Text, joined, text } from '../i18n/text';
import type { FieldProblem } from './api-error';

// ajv-formats is CommonJS; its default export arrives wrapped once more under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv) => Ajv;

/**
 * Every error of an input is reported (the contract bounds every string and array, so this
 * stays cheap); defaults from the schemas are filled in; unknown fields are left for the
 * handler to ignore, except where a schema forbids them.
 */
const common: Options = {
  allErrors: true,
  useDefaults: true,
  removeAdditional: false,
  strict: false,
};

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  return addFormats(new Ajv({ ...common, coerceTypes }));
}

/** Bodies are JSON: a string is never taken for a number. */
const bodyAjv = createAjv(false);
/** Query strings and path parameters are text: `pageNo=2` becomes 2, `id=1&id=2` an array. */
const textAjv = createAjv('array');

/** Routes (`METHOD url`) that also accept a request without a body. */
const optionalBodies = new Set<string>();

/** Lets `method url` be called without a body although its schema describes one. */
export function allowMissingBody(method: string, url: string): void {
  optionalBodies.add(`${method.toUpperCase()} ${url}`);
}

/** Fastify's validator compiler: strict for bodies, coercing for query strings and params. */
export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({
  schema,
  httpPart,
  method,
  url,
}) => {
  const validate: ValidateFunction = (httpPart === 'body' ? bodyAjv : textAjv).compile(
    schema as object,
  );
  const optional = httpPart === 'body' && optionalBodies.has(`${method.toUpperCase()} ${url}`);
  return (data: unknown) => {
    if (optional && (data === undefined || data === null)) return { value: data };
    return validate(data)
      ? { value: data }
      : { error: Object.assign(new Error('validation'), { validation: validate.errors ?? [] }) };
  };
};

/** `/list/2/name` → `list[2].name`. */
function pathOf(instancePath: string): string {
  let path = '';
  for (const raw of instancePath.split('/').slice(1)) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^\d+$/.test(part)) path += `[${part}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(part)) path += path === '' ? part : `.${part}`;
    else path += `[${JSON.stringify(part)}]`;
  }
  return path;
}

function join(prefix: string, path: string): string {
  if (path === '') return prefix;
  if (prefix === '') return path;
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}

const TYPE_NAMES: Readonly<Record<string, MessageKey>> = {
  string: 'type.string',
  integer: 'type.integer',
  number: 'type.number',
  boolean: 'type.boolean',
  array: 'type.array',
  object: 'type.object',
  null: 'type.null',
};

/** "must be string or null": JSON's type names (said in the language), or constants. */
function typeText(expected: readonly string[]): Text {
  const names = expected.map((name) => {
    const key = TYPE_NAMES[name];
    return key ? text(key as 'type.string') : name;
  });
  return text('field.type', { types: joined(names, 'list.or') });
}

function describe(error: ErrorObject): Text {
  const p = error.params as Record<string, unknown>;
  const limit = Number(p.limit);
  switch (error.keyword) {
    case 'required':
      return text('field.required');
    case 'type':
      return typeText(String(p.type).split(','));
    case 'enum':
      return text('field.oneOf', { values: (p.allowedValues as unknown[]).map(String) });
    case 'const':
      return text('field.equal', { value: JSON.stringify(p.allowedValue) });
    case 'minLength':
      return limit === 1 ? text('field.empty') : text('field.minLength', { limit });
    case 'maxLength':
      return text('field.maxLength', { limit });
    case 'minimum':
      return text('field.minimum', { limit });
    case 'maximum':
      return text('field.maximum', { limit });
    case 'minItems':
      return text('field.minItems', { limit });
    case 'maxItems':
      return text('field.maxItems', { limit });
    case 'uniqueItems':
      return text('field.unique');
    case 'minProperties':
      return limit === 1 ? text('field.minOneEntry') : text('field.minEntries', { limit });
    case 'maxProperties':
      return text('field.maxEntries', { limit });
    case 'pattern':
      return text('field.pattern', { pattern: String(p.pattern) });
    case 'format':
      return text('field.format', { format: String(p.format) });
    case 'additionalProperties':
      return text('field.notAccepted');
    default:
      return text('field.invalid');
  }
}

/**
 * Turns ajv's errors into `{ field, message }` for the envelope. `part` is `body` or `query`.
 * A failed union reports one message ("must be string or null") instead of one per branch.
 */
export function fieldErrors(part: string, errors: readonly ErrorObject[]): FieldProblem[] {
  const unionPaths = new Set(
    errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath),
  );
  const result: FieldProblem[] = [];
  const seen = new Set<string>();
  const add = (field: string, message: Text): void => {
    const id = `${field}\u0000${JSON.stringify(message)}`;
    if (seen.has(id)) return;
    seen.add(id);
    result.push({ field, message });
  };
  for (const path of unionPaths) {
    const branches = errors.filter((e) => e.instancePath === path && e.keyword !== 'anyOf');
    const expected = branches.flatMap((e) =>
      e.keyword === 'type'
        ? [String((e.params as { type: unknown }).type)]
        : e.keyword === 'const'
          ? [JSON.stringify((e.params as { allowedValue: unknown }).allowedValue)]
          : [],
    );
    add(
      join(part, pathOf(path)),
      expected.length > 0 ? typeText([...new Set(expected)]) : text('field.invalid'),
    );
  }
  for (const error of errors) {
    if (unionPaths.has(error.instancePath) || error.keyword === 'anyOf') continue;
    if ([...unionPaths].some((path) => error.instancePath.startsWith(`${path}/`))) continue;
    let path = pathOf(error.instancePath);
    const p = error.params as Record<string, unknown>;
    if (error.keyword === 'required') path = join(path, pathOf(`/${String(p.missingProperty)}`));
    if (error.keyword === 'additionalProperties') {
      path = join(path, pathOf(`/${String(p.additionalProperty)}`));
    }
    add(path === '' ? part : join(part, path), describe(error));
  }
  return result;
}

import type { ViewParamSpec } from '../db/schema/index';
import { type FieldProblem, invalidField, validationFailed } from '../http/api-error';
import { parseJsonInput } from '../http/input-check';
import { type Text, text } from '../i18n/text';

/** Longest text value of a parameter. */
const MAX_TEXT = 1000;
/** Most entries `queryParamListStr` may hold. */
const MAX_ENTRIES = 100;
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;
const DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entryOf(item: unknown): [string, unknown] | undefined {
  if (!isRecord(item)) return undefined;
  const name = item.name ?? item.paramName ?? item.key;
  if (typeof name !== 'string' || name === '') return undefined;
  const value = Object.hasOwn(item, 'value') ? item.value : item.paramValue;
  return [name, value];
}

/**
 * The parameter values of `queryParamListStr`: JSON text of a list of `{ name, value }`
 * (`paramName`/`paramValue` are read too) or of an object `{ name: value }`. Blank text means
 * no values. Malformed text answers 40022 naming `field`.
 */
export function readParamText(source: string | undefined, field: string): Map<string, unknown> {
  const values = new Map<string, unknown>();
  if (source === undefined || source.trim() === '') return values;
  // The checks of a body apply inside the text too (NUL, lone surrogates, `__proto__`).
  const read = parseJsonInput(source, field);
  if (!read.ok) throw invalidField(field, text('view.paramsNotJson'));
  const parsed = read.value;
  const entries: [string, unknown][] = [];
  if (Array.isArray(parsed)) {
    const errors: FieldProblem[] = [];
    parsed.forEach((item, index) => {
      const entry = entryOf(item);
      if (entry) entries.push(entry);
      else errors.push({ field: `${field}[${index}]`, message: text('view.paramEntry') });
    });
    if (errors.length > 0) throw validationFailed(errors);
  } else if (isRecord(parsed)) {
    entries.push(...Object.entries(parsed));
  } else if (parsed !== null) {
    throw invalidField(field, text('view.paramsNotJson'));
  }
  if (entries.length > MAX_ENTRIES) {
    throw invalidField(field, text('view.tooManyParams', { limit: MAX_ENTRIES }));
  }
  for (const [name, value] of entries) {
    if (values.has(name)) throw invalidField(`${field}.${name}`, text('view.paramTwice'));
    values.set(name, value);
  }
  return values;
}

/** A value as the parameter's declared type, or what is wrong with it. */
export function coerceParamValue(
  spec: Pick<ViewParamSpec, 'type'>,
  value: unknown,
): { value: string | number | boolean | null } | { error: Text } {
  if (value === undefined || value === null) return { value: null };
  switch (spec.type) {
    case 'number': {
      if (typeof value === 'number' && Number.isFinite(value)) return { value };
      if (typeof value === 'string' && DECIMAL.test(value.trim())) {
        const number = Number(value.trim());
        if (Number.isFinite(number)) return { value: number };
      }
      return { error: text('value.number') };
    }
    case 'boolean':
      if (typeof value === 'boolean') return { value };
      if (value === 'true' || value === 'false') return { value: value === 'true' };
      return { error: text('value.boolean') };
    case 'date':
      if (typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value))) {
        return { value };
      }
      return { error: text('view.paramDate') };
    default:
      if (typeof value === 'number' || typeof value === 'boolean') return { value: String(value) };
      if (typeof value !== 'string') return { error: text('view.paramText') };
      if (value.length > MAX_TEXT) return { error: text('field.maxLength', { limit: MAX_TEXT }) };
      return { value };
  }
}

/**
 * The values to bind for a view's declared parameters: given values (coerced to the declared
 * type), else defaults, else null. Unknown names, bad values and missing required values
 * answer 40022, each naming `field.<name>`.
 */
export function bindParams(
  specs: readonly ViewParamSpec[],
  given: ReadonlyMap<string, unknown>,
  field: string,
): Map<string, string | number | boolean | null> {
  const errors: FieldProblem[] = [];
  const known = new Set(specs.map((spec) => spec.name));
  for (const name of given.keys()) {
    if (!known.has(name))
      errors.push({ field: `${field}.${name}`, message: text('view.notParam') });
  }
  const bound = new Map<string, string | number | boolean | null>();
  for (const spec of specs) {
    const raw = given.has(spec.name) ? given.get(spec.name) : (spec.defaultValue ?? null);
    const coerced = coerceParamValue(spec, raw);
    if ('error' in coerced) {
      errors.push({ field: `${field}.${spec.name}`, message: coerced.error });
    } else if (spec.required && (coerced.value === null || coerced.value === '')) {
      errors.push({ field: `${field}.${spec.name}`, message: text('field.required') });
    } else {
      bound.set(spec.name, coerced.value);
    }
  }
  if (errors.length > 0) throw validationFailed(errors);
  return bound;
}

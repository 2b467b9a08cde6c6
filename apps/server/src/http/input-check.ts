import { ResultCode } from '@org/api-contract';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { type Text, text } from '../i18n/text';
import { ApiError, type FieldProblem, problemsText } from './api-error';

/**
 * The one check every string the server accepts goes through, before validation and before
 * any handler: the query, the path parameters and the body, at any depth, keys included (and
 * JSON texts a handler parses out of a field, through `parseJsonInput`). Refused (40000, the
 * field named):
 *
 * - a NUL character (U+0000): PostgreSQL cannot store it in text or JSON;
 * - a lone UTF-16 surrogate (half of a pair, e.g. `"\ud800"` in JSON): no encoding can carry it;
 * - a key `__proto__` or `constructor`: kept by `JSON.parse` as plain keys, they change an
 *   object's prototype once some code copies them by assignment, so they are never stored.
 */

/** Keys that could reach an object's prototype. */
const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor']);

/** A NUL, or any surrogate (pairs are told apart from lone halves below). */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const SUSPECT = /[\u0000\ud800-\udfff]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** At most this many problems are listed in one answer. */
const MAX_REPORTED = 10;

/** 40000 naming the fields; a protocol route (`{ error }` answers) reads it as HTTP 400. */
export class InputError extends ApiError {
  readonly statusCode = 400;

  constructor(problems: readonly FieldProblem[]) {
    super(ResultCode.BAD_REQUEST, problemsText(problems), null, 200, problems);
  }
}

/** What is wrong with a string, or undefined when nothing is. */
export function textProblem(value: string): Text | undefined {
  if (!SUSPECT.test(value)) return undefined;
  if (value.includes('\u0000')) return text('field.nul');
  if (LONE_SURROGATE.test(value)) return text('field.surrogate');
  return undefined;
}

/** `body` + `items` → `body.items`; indexes as `[2]`, other keys quoted when not identifiers. */
function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (/^[A-Za-z_$][\w$]*$/.test(key)) return parent === '' ? key : `${parent}.${key}`;
  return `${parent}[${JSON.stringify(key)}]`;
}

/** A record of data: a plain object, one without a prototype, or a parsed query string. */
function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as object | null;
  // The query string parser's objects inherit from an object without a prototype.
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

/**
 * Every problem of the strings and keys in `value` (objects, arrays and strings; buffers and
 * other objects are not looked into), each with its path below `root`. Iterative, so a deeply
 * nested body cannot overflow the stack.
 */
export function inputProblems(value: unknown, root: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0 && problems.length < MAX_REPORTED) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) problems.push({ field: path, message: problem });
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index--) {
        stack.push([current[index], childPath(path, index)]);
      }
      continue;
    }
    if (!isPlainObject(current)) continue;
    const keys = Object.keys(current);
    for (let index = keys.length - 1; index >= 0; index--) {
      const key = keys[index] as string;
      const keyProblem = textProblem(key);
      if (keyProblem) {
        problems.push({
          field: childPath(path, key),
          message: text('field.keyProblem', { problem: keyProblem }),
        });
        continue;
      }
      if (FORBIDDEN_KEYS.has(key)) {
        problems.push({
          field: childPath(path, key),
          message: text('field.prototypeKey'),
        });
        continue;
      }
      stack.push([current[key], childPath(path, key)]);
    }
  }
  return problems;
}

/** Throws 40000 naming every problem of `value` below `root`. */
export function assertCleanInput(value: unknown, root: string): void {
  const problems = inputProblems(value, root);
  if (problems.length > 0) throw new InputError(problems);
}

/**
 * Parses a JSON text received inside a field (e.g. a form definition sent as a string) with
 * the same checks as a body: `{ ok: false }` when it is not JSON (the caller words that), and
 * 40000 naming the path below `field` for a NUL, a lone surrogate or a forbidden key.
 */
export function parseJsonInput(
  text: string,
  field: string,
): { ok: true; value: unknown } | { ok: false } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  assertCleanInput(value, field);
  return { ok: true, value };
}

/** The request's query, path parameters and body, checked. */
async function checkRequest(request: FastifyRequest): Promise<void> {
  const problems = [
    ...inputProblems(request.query, 'query'),
    ...inputProblems(request.params, 'path'),
    ...inputProblems(request.body, 'body'),
  ];
  if (problems.length > 0) throw new InputError(problems);
}

/**
 * Adds the check to a route, after its own `preValidation` hooks (the guards: a caller without
 * access learns nothing about the input) and before validation and the handler. Installed as
 * an `onRoute` hook, so every route gets it, whoever registers it.
 */
export function withInputCheck(route: RouteOptions): void {
  const own = route.preValidation;
  route.preValidation = [
    ...(own === undefined ? [] : Array.isArray(own) ? own : [own]),
    checkRequest,
  ];
}

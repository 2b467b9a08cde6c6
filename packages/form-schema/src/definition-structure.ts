/**
 * What must hold before a value can be read as a definition at all (an acyclic object of
 * bounded depth), apart from the full validation, so that reading a definition does not load
 * the validator.
 */
import { itemPath, propertyPath } from './json-path';
import type { DefinitionIssue } from './validate-definition';

/** Limits of validation: issues listed per kind, nested containers, nested JSON values. */
export const VALIDATION_LIMITS = Object.freeze({
  /** Errors (and, separately, warnings) listed before one final "and N more" issue. */
  issues: 100,
  /** Containers (grid, col, tabs, report, td, table) nested inside each other. */
  containerDepth: 64,
  /** Objects and arrays nested inside each other anywhere in the definition. */
  jsonDepth: 400,
});

/** `path: message`, or the message alone for the definition itself. */
export function formatIssue(issue: DefinitionIssue): string {
  return issue.path === '' ? issue.message : `${issue.path}: ${issue.message}`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The problems that make a value impossible to read as a definition at all: not an object,
 * a cycle (a JS object that contains itself), or nesting deeper than `VALIDATION_LIMITS.jsonDepth`.
 * Walks with an explicit stack, so any input is safe.
 */
export function checkStructure(json: unknown): DefinitionIssue[] {
  if (!isObject(json)) {
    return [
      {
        path: '',
        message: 'expected a form definition: an object with "list" and "config"',
        code: 'expected-type',
      },
    ];
  }
  const issues: DefinitionIssue[] = [];
  const onPath = new Set<object>();
  type Step =
    { enter: true; value: unknown; path: string; depth: number } | { enter: false; value: object };
  const stack: Step[] = [{ enter: true, value: json, path: '', depth: 0 }];
  while (stack.length > 0 && issues.length < VALIDATION_LIMITS.issues) {
    const step = stack.pop() as Step;
    if (!step.enter) {
      onPath.delete(step.value);
      continue;
    }
    const { value, path, depth } = step;
    if (typeof value !== 'object' || value === null) continue;
    if (onPath.has(value)) {
      issues.push({
        path,
        message: 'cyclic reference: this value contains itself',
        code: 'cycle',
        params: {},
      });
      continue;
    }
    if (depth >= VALIDATION_LIMITS.jsonDepth) {
      const limit = VALIDATION_LIMITS.jsonDepth;
      issues.push({
        path,
        message: `nested deeper than ${limit} levels`,
        code: 'too-deep',
        params: { limit, unit: 'levels' },
      });
      continue;
    }
    onPath.add(value);
    stack.push({ enter: false, value });
    const entries: [string, unknown][] = Array.isArray(value)
      ? value.map((item, i) => [itemPath(path, i), item])
      : Object.entries(value).map(([name, item]) => [propertyPath(path, name), item]);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [childPath, child] = entries[i] as [string, unknown];
      stack.push({ enter: true, value: child, path: childPath, depth: depth + 1 });
    }
  }
  return issues;
}

/**
 * Validation of a form definition with paths: the JSON Schema of `json-schema.ts`, interpreted
 * here without any dependency, plus what a schema cannot say (patterns that do not compile,
 * inconsistent report grids, duplicate keys and models, unknown widget types, cycles and
 * runaway nesting). Never throws, whatever it is given.
 */
import { isDataBound, isWidgetType } from './widget-kinds';
import { definitionJsonSchema } from './json-schema';
import { checkStructure, formatIssue, VALIDATION_LIMITS } from './definition-structure';
import { itemPath, propertyPath } from './json-path';
import { checkJsonSchema } from './json-schema-validator';
import { parsePattern, PatternSyntaxError } from './pattern';
import { checkReportSpans } from './report';
import type { ReportWidget } from './types';

/** A problem found in a definition, at a path like `list[3].columns[1].list[0].options.max`. */
export interface DefinitionIssue {
  /** Where the problem is; '' for the definition itself. */
  path: string;
  /** What was expected or what is wrong: `expected a number`. */
  message: string;
  /** A stable name of the kind of problem (see `DefinitionIssueCode`). */
  code: string;
  /**
   * The values the message names (a model, a limit, a line…), with which `issueMessage` says
   * it in another language; absent where the message has no translation (it is then shown as
   * it is).
   */
  params?: Readonly<Record<string, string | number>>;
}

/** The kinds of problems validation and import report. */
export type DefinitionIssueCode =
  | 'invalid-json'
  | 'expected-type'
  | 'expected-value'
  | 'out-of-range'
  | 'missing-property'
  | 'forbidden-value'
  | 'cycle'
  | 'too-deep'
  | 'unsupported-version'
  | 'invalid-pattern'
  | 'report-spans'
  | 'duplicate-key'
  | 'duplicate-model'
  | 'empty-model'
  | 'unknown-widget-type'
  | 'too-many-issues'
  | 'script-syntax';

export { checkStructure, formatIssue, VALIDATION_LIMITS };

/** The verdict on a definition: errors make it invalid; warnings do not. */
export interface DefinitionValidation {
  valid: boolean;
  errors: DefinitionIssue[];
  warnings: DefinitionIssue[];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Collects issues of one severity, without repeats, up to the limit. */
class IssueList {
  readonly items: DefinitionIssue[] = [];
  private readonly seen = new Set<string>();
  private dropped = 0;

  constructor(private readonly noun: string) {}

  add(issue: DefinitionIssue): void {
    const id = `${issue.path}\u0000${issue.message}`;
    if (this.seen.has(id)) return;
    this.seen.add(id);
    if (this.items.length < VALIDATION_LIMITS.issues) this.items.push(issue);
    else this.dropped++;
  }

  result(): DefinitionIssue[] {
    if (this.dropped === 0) return this.items;
    const message = `… and ${this.dropped} more ${this.noun}${this.dropped === 1 ? '' : 's'}`;
    return [
      ...this.items,
      { path: '', message, code: 'too-many-issues', params: { count: this.dropped } },
    ];
  }
}

interface WalkState {
  errors: IssueList;
  warnings: IssueList;
  /** Paths of the schema errors, to skip deeper checks of broken parts. */
  schemaErrorPaths: readonly string[];
  /** First path of every widget key. */
  keys: Map<string, string>;
}

function isUnder(path: string, prefix: string): boolean {
  return (
    path === prefix ||
    (path.startsWith(prefix) && (path[prefix.length] === '.' || path[prefix.length] === '['))
  );
}

function checkPattern(text: unknown, path: string, state: WalkState): void {
  if (typeof text !== 'string' || text === '') return;
  try {
    parsePattern(text);
  } catch (error) {
    const reason = error instanceof PatternSyntaxError ? error.reason : String(error);
    state.errors.add({
      path,
      message: `invalid regular expression: ${reason}`,
      code: 'invalid-pattern',
      params: { reason },
    });
  }
}

/** The child lists of a widget with their paths; the widget's shape is not trusted. */
function childLists(widget: Record<string, unknown>, path: string): [unknown, string][] {
  const at = (name: string) => propertyPath(path, name);
  const slots: [unknown, string][] = [];
  const nested = (name: string, inner: string) => {
    const items = widget[name];
    if (!Array.isArray(items)) return;
    items.forEach((item, i) => {
      if (isObject(item)) slots.push([item[inner], propertyPath(itemPath(at(name), i), inner)]);
    });
  };
  switch (widget.type) {
    case 'grid':
      slots.push([widget.columns, at('columns')]);
      break;
    case 'col':
    case 'td':
      slots.push([widget.list, at('list')]);
      break;
    case 'table':
      slots.push([widget.tableColumns, at('tableColumns')]);
      break;
    case 'tabs':
      nested('tabs', 'list');
      break;
    case 'report':
      nested('rows', 'columns');
      break;
  }
  return slots;
}

/**
 * The grid rules of a schema-valid report. Spans larger than the whole grid are reported first
 * (and alone): they cannot be right, and checking their rectangles cell by cell would take as
 * long as the span is large.
 */
function checkReport(report: ReportWidget, path: string, state: WalkState): void {
  const height = report.rows.length;
  const width = report.rows[0]?.columns.length ?? 0;
  let oversized = false;
  report.rows.forEach((row, r) =>
    row.columns.forEach((cell, c) => {
      const at = propertyPath(
        itemPath(propertyPath(itemPath(propertyPath(path, 'rows'), r), 'columns'), c),
        'options',
      );
      for (const [name, size, unit] of [
        ['colspan', width, 'columns'],
        ['rowspan', height, 'rows'],
      ] as const) {
        const span = cell.options?.[name];
        if (typeof span !== 'number' || span <= size) continue;
        oversized = true;
        state.errors.add({
          path: propertyPath(at, name),
          message: `expected an integer from 1 to ${size}: the report has ${size} ${unit}`,
          code: 'report-spans',
          params: { size, unit },
        });
      }
    }),
  );
  if (oversized) return;
  for (const problem of checkReportSpans(report)) {
    state.errors.add({ path, message: problem, code: 'report-spans' });
  }
}

function walk(
  list: unknown,
  path: string,
  depth: number,
  models: Map<string, string>,
  state: WalkState,
): void {
  if (!Array.isArray(list)) return;
  list.forEach((item, index) => {
    const at = itemPath(path, index);
    if (!isObject(item)) return;
    const { type } = item;
    if (typeof type === 'string' && !isWidgetType(type)) {
      state.warnings.add({
        path: propertyPath(at, 'type'),
        message: `unknown widget type ${JSON.stringify(type)}: rendered as a placeholder`,
        code: 'unknown-widget-type',
        params: { type },
      });
      return;
    }
    checkIdentity(item, at, models, state);
    const options = item.options;
    if (isObject(options))
      checkPattern(options.pattern, propertyPath(propertyPath(at, 'options'), 'pattern'), state);
    if (Array.isArray(item.rules)) {
      item.rules.forEach((rule, r) => {
        if (isObject(rule))
          checkPattern(
            rule.pattern,
            propertyPath(itemPath(propertyPath(at, 'rules'), r), 'pattern'),
            state,
          );
      });
    }
    if (type === 'report' && !state.schemaErrorPaths.some((p) => isUnder(p, at))) {
      checkReport(item as unknown as ReportWidget, at, state);
    }
    const children = childLists(item, at);
    if (children.length === 0) return;
    if (depth + 1 > VALIDATION_LIMITS.containerDepth) {
      const limit = VALIDATION_LIMITS.containerDepth;
      state.errors.add({
        path: at,
        message: `nested deeper than ${limit} containers`,
        code: 'too-deep',
        params: { limit, unit: 'containers' },
      });
      return;
    }
    // Sub-table columns hold one value per row: their models only need to differ from each other.
    const scope = type === 'table' ? new Map<string, string>() : models;
    for (const [childList, childPath] of children)
      walk(childList, childPath, depth + 1, scope, state);
  });
}

function checkIdentity(
  widget: Record<string, unknown>,
  path: string,
  models: Map<string, string>,
  state: WalkState,
): void {
  const { key, model } = widget;
  if (typeof key === 'string') {
    const first = state.keys.get(key);
    if (first === undefined) state.keys.set(key, path);
    else {
      state.errors.add({
        path: propertyPath(path, 'key'),
        message: `duplicate key ${JSON.stringify(key)}: also used by ${first}`,
        code: 'duplicate-key',
        params: { key, first },
      });
    }
  }
  if (typeof model !== 'string' || !isDataBound(widget as { type: string })) return;
  if (model === '') {
    state.warnings.add({
      path: propertyPath(path, 'model'),
      message: 'empty model: the field has no name in the form data',
      code: 'empty-model',
      params: {},
    });
    return;
  }
  const first = models.get(model);
  if (first === undefined) models.set(model, path);
  else {
    state.warnings.add({
      path: propertyPath(path, 'model'),
      message: `duplicate model ${JSON.stringify(model)}: also used by ${first}; both fields share one value`,
      code: 'duplicate-model',
      params: { model, first },
    });
  }
}

/**
 * Checks a definition (parsed JSON or a JS object) and reports every problem with its path:
 * schema violations (`list[3].columns[1].list[0].options.max: expected a number`), regular
 * expressions that do not compile, inconsistent report grids and duplicate keys are errors;
 * duplicate or empty data-bound models and unknown widget types are warnings. Input that is
 * not an object, contains itself or nests too deeply gives errors, never an exception.
 */
export function validateDefinition(json: unknown): DefinitionValidation {
  const errors = new IssueList('error');
  const warnings = new IssueList('warning');
  const structure = checkStructure(json);
  if (structure.length > 0) {
    structure.forEach((issue) => errors.add(issue));
    return { valid: false, errors: errors.result(), warnings: [] };
  }
  const schemaIssues = checkJsonSchema(json, definitionJsonSchema);
  schemaIssues.forEach((issue) => errors.add(issue));
  const state: WalkState = {
    errors,
    warnings,
    schemaErrorPaths: schemaIssues.map((issue) => issue.path),
    keys: new Map(),
  };
  walk((json as Record<string, unknown>).list, 'list', 0, new Map(), state);
  const errorList = errors.result();
  return { valid: errorList.length === 0, errors: errorList, warnings: warnings.result() };
}

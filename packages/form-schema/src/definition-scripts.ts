/**
 * The code texts of a definition, each with what it is and where: event scripts, the functions
 * of data sources and the bodies of `{ func }` rules, and the issues of those that do not parse
 * (import refuses them, naming the script).
 */
import { itemPath, propertyPath } from './json-path';
import { scriptSyntaxError } from './script-syntax';
import type { FormDefinition } from './types';
import type { DefinitionIssue } from './validate-definition';

/** What a code text of a definition is. */
export type ScriptKind = 'event' | 'dataSource' | 'validator';

/** One code text of a definition. */
export interface DefinitionScript {
  kind: ScriptKind;
  /** The event script's or data source's name, or the model of the field of a rule. */
  name: string;
  /** `requestFunc`, `responseFunc` or `errorFunc` of a data source. */
  part?: string;
  /** The parameters the body is called with. */
  params: readonly string[];
  body: string;
  /** Where the text is in the definition: `config.eventScript[2].func`. */
  path: string;
}

/** The parameters each kind of body receives (as the renderer calls them). */
export const SCRIPT_PARAMS = Object.freeze({
  event: ['args'],
  requestFunc: ['config', 'args'],
  responseFunc: ['res', 'args'],
  errorFunc: ['error'],
  validator: ['rule', 'value', 'callback'],
} as const);

const SOURCE_PARTS = ['requestFunc', 'responseFunc', 'errorFunc'] as const;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `{ func }` rules of every widget, found wherever widgets nest. */
function collectRules(value: unknown, path: string, found: DefinitionScript[], depth: number) {
  if (depth > 64) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectRules(item, itemPath(path, index), found, depth + 1));
    return;
  }
  if (!isObject(value)) return;
  if (typeof value.type === 'string' && Array.isArray(value.rules)) {
    value.rules.forEach((rule, index) => {
      if (isObject(rule) && typeof rule.func === 'string' && rule.func.trim()) {
        found.push({
          kind: 'validator',
          name: typeof value.model === 'string' && value.model ? value.model : String(value.key),
          params: SCRIPT_PARAMS.validator,
          body: rule.func,
          path: propertyPath(itemPath(propertyPath(path, 'rules'), index), 'func'),
        });
      }
    });
  }
  for (const [name, child] of Object.entries(value)) {
    if (name !== 'rules' && (Array.isArray(child) || isObject(child)))
      collectRules(child, propertyPath(path, name), found, depth + 1);
  }
}

/** Every non-empty code text of the definition. */
export function definitionScripts(definition: FormDefinition): DefinitionScript[] {
  const found: DefinitionScript[] = [];
  (definition.config.eventScript ?? []).forEach((script, index) => {
    if (typeof script.func === 'string' && script.func.trim())
      found.push({
        kind: 'event',
        name: script.name || script.key,
        params: SCRIPT_PARAMS.event,
        body: script.func,
        path: `config.eventScript[${index}].func`,
      });
  });
  (definition.config.dataSource ?? []).forEach((source, index) => {
    for (const part of SOURCE_PARTS) {
      const body = source[part];
      if (typeof body === 'string' && body.trim())
        found.push({
          kind: 'dataSource',
          name: source.name || source.key,
          part,
          params: SCRIPT_PARAMS[part],
          body,
          path: `config.dataSource[${index}].${part}`,
        });
    }
  });
  collectRules(definition.list, 'list', found, 0);
  return found;
}

/** `event script "mounted"`, `data source "cities" requestFunc`, `validator of "amount"`. */
export function scriptLabel(script: Pick<DefinitionScript, 'kind' | 'name' | 'part'>): string {
  if (script.kind === 'event') return `event script "${script.name}"`;
  if (script.kind === 'dataSource')
    return `data source "${script.name}" ${script.part ?? ''}`.trim();
  return `validator of "${script.name}"`;
}

/** An error for every code text of the definition that does not parse, naming it. */
export function scriptIssues(definition: FormDefinition): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  for (const script of definitionScripts(definition)) {
    const problem = scriptSyntaxError(script.body, script.params);
    if (!problem) continue;
    const { line, column, message } = problem;
    issues.push({
      path: script.path,
      message: `${scriptLabel(script)} does not parse: line ${line}, column ${column}: ${message}`,
      code: 'script-syntax',
      params: {
        kind: script.kind,
        name: script.name,
        part: script.part ?? '',
        line,
        column,
        reason: message,
        reasonKind: problem.kind,
      },
    });
  }
  return issues;
}

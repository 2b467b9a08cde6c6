/**
 * Validation rules: the ones generated from a widget's options, and the rules of a whole
 * definition keyed by model (sub-table columns under `tableModel.columnModel`).
 */
import { isDataBound } from './widget-kinds';
import { DEFAULT_RULE_MESSAGES } from './constants';
import { walkWidgets } from './tree';
import type { DataType, FormDefinition, Rule, Widget } from './types';

interface RuleSourceOptions {
  required?: boolean;
  requiredMessage?: string;
  dataType?: DataType | '';
  dataTypeCheck?: boolean;
  dataTypeMessage?: string;
  pattern?: string;
  patternCheck?: boolean;
  patternMessage?: string;
}

/** The values of `options.dataType` that give a type rule. */
export const DATA_TYPES: readonly DataType[] = Object.freeze([
  'string',
  'number',
  'boolean',
  'integer',
  'float',
  'url',
  'email',
  'hex',
]);

/** Whether a value is one of the allowed `dataType` values. */
export function isDataType(value: unknown): value is DataType {
  return typeof value === 'string' && (DATA_TYPES as readonly string[]).includes(value);
}

/** Whether a rule is one that `buildRules` generates from options (required, type or pattern). */
export function isGeneratedRule(rule: Rule): boolean {
  return !('func' in rule) && ('required' in rule || 'type' in rule || 'pattern' in rule);
}

/**
 * The widget's rules rebuilt from its options: `required` gives a required rule, a checked
 * `dataType` a type rule, a checked `pattern` a pattern rule, each with its custom message or
 * the default one. Rules not generated from options (custom validators) are kept after them.
 * A `dataType` outside `DATA_TYPES` gives no type rule.
 */
export function buildRules(widget: Widget): Rule[] {
  const options = widget.options as RuleSourceOptions;
  const rules: Rule[] = [];
  if (options.required) {
    rules.push({
      required: true,
      message: options.requiredMessage || DEFAULT_RULE_MESSAGES.required,
    });
  }
  if (options.dataTypeCheck && isDataType(options.dataType)) {
    rules.push({
      type: options.dataType,
      message: options.dataTypeMessage || DEFAULT_RULE_MESSAGES.type,
    });
  }
  if (options.pattern && options.patternCheck) {
    rules.push({
      pattern: options.pattern,
      message: options.patternMessage || DEFAULT_RULE_MESSAGES.pattern,
    });
  }
  for (const rule of widget.rules ?? []) if (!isGeneratedRule(rule)) rules.push(rule);
  return rules;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => sameValue(item, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keysA = Object.keys(a);
    const keysB = Object.keys(b);
    if (keysA.length !== keysB.length) return false;
    const recordA = a as Record<string, unknown>;
    const recordB = b as Record<string, unknown>;
    return keysA.every((k) => Object.hasOwn(recordB, k) && sameValue(recordA[k], recordB[k]));
  }
  return false;
}

/** Whether two rules say the same thing (same properties with equal values). */
export function sameRule(a: Rule, b: Rule): boolean {
  return sameValue(a, b);
}

/** The rules of both lists in order, leaving out any rule equal to one before it. */
export function mergeRules(first: readonly Rule[], second: readonly Rule[]): Rule[] {
  const merged: Rule[] = [];
  for (const rule of [...first, ...second]) {
    if (!merged.some((kept) => sameRule(kept, rule))) merged.push(rule);
  }
  return merged;
}

/** One validated value of a definition: a data-bound widget and the key of its rules. */
export interface RuleTarget {
  /** The widget's model, or `tableModel.columnModel` for a sub-table column. */
  key: string;
  /** The widget's own rules. */
  rules: Rule[];
  widget: Widget;
  /** Model of the sub-table, for a column. */
  table?: string;
  /** Model of the column inside each row, for a column. */
  column?: string;
}

/**
 * Every validated widget of the definition in tree order (grids, tabs, reports and
 * sub-tables are walked): data-bound widgets with a model and without `novalid`. A sub-table
 * comes before its columns. A sub-table that is skipped (not data-bound, `novalid`, no model)
 * takes its columns with it, since their values live in its rows.
 */
export function listRuleTargets(definition: FormDefinition): RuleTarget[] {
  const targets: RuleTarget[] = [];
  walkWidgets(definition.list, (widget, { parent }) => {
    const validated = isDataBound(widget) && !widget.novalid && Boolean(widget.model);
    if (parent?.type === 'table') {
      if (validated) {
        targets.push({
          key: `${parent.model}.${widget.model}`,
          rules: widget.rules ?? [],
          widget,
          table: parent.model,
          column: widget.model,
        });
      }
      return true;
    }
    if (!validated) return widget.type === 'table' ? 'skip' : true;
    targets.push({ key: widget.model, rules: widget.rules ?? [], widget });
    return true;
  });
  return targets;
}

/**
 * The rules of a definition per data-bound model, sub-table columns under
 * `tableModel.columnModel`, merged with existing ones: every existing entry is kept, and a
 * key's list holds the existing rules first, then the widget's, without repeating an equal
 * rule. Every validated model gets an entry, empty when it has no rules.
 */
export function collectRules(
  definition: FormDefinition,
  existing: Readonly<Record<string, readonly Rule[]>> = {},
): Record<string, Rule[]> {
  // A map keeps odd model names such as `__proto__` as plain entries.
  const collected = new Map<string, Rule[]>();
  for (const [key, rules] of Object.entries(existing)) collected.set(key, mergeRules(rules, []));
  for (const target of listRuleTargets(definition)) {
    collected.set(target.key, mergeRules(collected.get(target.key) ?? [], target.rules));
  }
  return Object.fromEntries(collected);
}

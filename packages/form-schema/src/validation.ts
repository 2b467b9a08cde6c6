/**
 * The validation engine. Rules are compiled once (patterns parsed, custom validators
 * resolved) when a validator is created; validating a value only runs the compiled checks.
 *
 * Semantics follow the async-validator conventions that FormMaking forms rely on:
 * - `required` fails for undefined, null, '', NaN and an empty array; a string of spaces, 0
 *   and false are values.
 * - Type and pattern rules skip empty values, so an empty optional field is valid.
 * - Every rule of a field runs; its errors keep rule order. Fields never stop each other.
 */
import { DEFAULT_RULE_MESSAGES } from './constants';
import { PatternSyntaxError, parsePattern } from './pattern';
import { collectRules, listRuleTargets } from './rules';
import type { FormDefinition, FormModel, FuncRule, Rule } from './types';

/** Where a validated value sits, given to custom validators. */
export interface ValidationContext {
  /** Rule key: the model, or `tableModel.columnModel` for a sub-table cell. */
  key: string;
  /** The model, or `tableModel[rowIndex].columnModel` for a sub-table cell. */
  path: string;
  /** Row index of a sub-table cell. */
  row?: number;
}

/**
 * A host validator. `false` or a string means failure (the string is the message); a thrown
 * error or a rejected promise is a failure with the error's message; anything else passes.
 */
export type CustomValidator = (
  value: unknown,
  model: FormModel,
  context: ValidationContext,
) => void | string | boolean | Promise<void | string | boolean>;

/** One failed rule. */
export interface FieldError {
  /** The model, or `tableModel[rowIndex].columnModel` for a sub-table cell. */
  path: string;
  /** Rule key: the model, or `tableModel.columnModel`. */
  key: string;
  message: string;
  /** Row index of a sub-table cell. */
  row?: number;
}

export interface ValidationResult {
  valid: boolean;
  errors: FieldError[];
}

export interface CompileOptions {
  /**
   * Turns a FormMaking `{func}` rule into a validator (a host that allows scripts). Without
   * it, or when it answers undefined, `func` rules are ignored.
   */
  resolveFuncRule?: (rule: FuncRule) => CustomValidator | undefined;
}

export interface ValidatorOptions extends CompileOptions {
  /** Extra validators keyed like the rules (model or `tableModel.columnModel`), run after them. */
  validators?: Readonly<Record<string, CustomValidator>>;
  /** Rules to merge with the definition's (see `collectRules`). */
  rules?: Readonly<Record<string, readonly Rule[]>>;
}

/** A rule ready to run: resolves to the failure message, or undefined when the value passes. */
export interface CompiledRule {
  readonly rule: Rule | null;
  check(value: unknown, model: FormModel, context: ValidationContext): Promise<string | undefined>;
}

export interface Validator {
  /** Messages of the failed rules of one value, in rule order; `row` places a sub-table cell. */
  validateField(key: string, value: unknown, model: FormModel, row?: number): Promise<string[]>;
  /** Every field of the model, sub-table cells row by row. */
  validate(model: FormModel): Promise<ValidationResult>;
}

/** Message of a custom validator that fails without saying why. */
export const CUSTOM_VALIDATOR_MESSAGE = 'invalid value';

/** Whether a value counts as empty for `required`: undefined, null, '', NaN or []. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === '' ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (Array.isArray(value) && value.length === 0)
  );
}

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?';
const URL_PATTERN = new RegExp(
  '^(?:https?|ftp)://' +
    '(?:[^\\s/?#@]+@)?' +
    `(?:localhost|${OCTET}(?:\\.${OCTET}){3}|\\[[0-9a-f:.]+\\]|(?:${LABEL}\\.)+\\p{L}{2,63})` +
    '(?::\\d{1,5})?' +
    '(?:[/?#]\\S*)?$',
  'iu',
);
const EMAIL_ATOM = "[\\p{L}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_PATTERN = new RegExp(
  `^${EMAIL_ATOM}(?:\\.${EMAIL_ATOM})*@(?:${LABEL}\\.)+\\p{L}{2,63}$`,
  'u',
);
const HEX_PATTERN = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Type checks by `dataType`. `float` accepts every finite number: users type `3` into a
 * decimal field, so an integer is a valid float. Types not listed here are not checked.
 */
const TYPE_CHECKS: Readonly<Record<string, (value: unknown) => boolean>> = {
  string: (value) => typeof value === 'string',
  number: finite,
  integer: (value) => finite(value) && Number.isInteger(value),
  float: finite,
  boolean: (value) => typeof value === 'boolean',
  url: (value) => typeof value === 'string' && URL_PATTERN.test(value),
  email: (value) => typeof value === 'string' && EMAIL_PATTERN.test(value),
  hex: (value) => typeof value === 'string' && HEX_PATTERN.test(value),
};

/** Strings are tested as they are, numbers as their text; other values never match. */
function matches(regexp: RegExp, value: unknown): boolean {
  if (typeof value !== 'string' && typeof value !== 'number') return false;
  regexp.lastIndex = 0; // `g` and `y` patterns keep a position between tests
  return regexp.test(String(value));
}

async function runCustom(
  validator: CustomValidator,
  fallback: string,
  value: unknown,
  model: FormModel,
  context: ValidationContext,
): Promise<string | undefined> {
  try {
    const answer = await validator(value, model, context);
    if (answer === false) return fallback;
    if (typeof answer === 'string') return answer || fallback;
    return undefined;
  } catch (error) {
    if (error instanceof Error && error.message) return error.message;
    if (typeof error === 'string' && error) return error;
    return fallback;
  }
}

/** A compiled host validator, for a key's extra validator. */
function compileCustom(
  validator: CustomValidator,
  rule: Rule | null,
  fallback: string,
): CompiledRule {
  return {
    rule,
    check: (value, model, context) => runCustom(validator, fallback, value, model, context),
  };
}

type Check = (value: unknown) => string | undefined;

function patternCheck(rule: Rule & { pattern: unknown }, message: string): Check {
  let regexp: RegExp;
  try {
    if (rule.pattern instanceof RegExp) regexp = new RegExp(rule.pattern);
    else regexp = parsePattern(String(rule.pattern));
  } catch (error) {
    const reason = error instanceof PatternSyntaxError ? error.reason : String(error);
    const problem = `invalid pattern: ${String(rule.pattern)} (${reason})`;
    return (value) => (isEmptyValue(value) ? undefined : problem);
  }
  return (value) => (isEmptyValue(value) || matches(regexp, value) ? undefined : message);
}

/** The synchronous checks of one rule; a rule that combines several reports the first failure. */
function builtInChecks(rule: Rule): Check[] {
  const record = rule as Partial<Record<'required' | 'type' | 'pattern' | 'message', unknown>>;
  const message = typeof record.message === 'string' ? record.message : undefined;
  const checks: Check[] = [];
  if (record.required === true) {
    const text = message ?? DEFAULT_RULE_MESSAGES.required;
    checks.push((value) => (isEmptyValue(value) ? text : undefined));
  }
  const typeCheck = typeof record.type === 'string' ? TYPE_CHECKS[record.type] : undefined;
  if (typeCheck) {
    const text = message ?? DEFAULT_RULE_MESSAGES.type;
    checks.push((value) => (isEmptyValue(value) || typeCheck(value) ? undefined : text));
  }
  if ('pattern' in rule) {
    checks.push(patternCheck(rule, message ?? DEFAULT_RULE_MESSAGES.pattern));
  }
  return checks;
}

/**
 * Compiles rules once: patterns are parsed here (an invalid one becomes a check that reports
 * 'invalid pattern: …' for non-empty values instead of throwing) and `func` rules are
 * resolved through `options.resolveFuncRule` or dropped.
 */
export function compileRules(rules: readonly Rule[], options: CompileOptions = {}): CompiledRule[] {
  const compiled: CompiledRule[] = [];
  for (const rule of rules) {
    if ('func' in rule) {
      const validator = options.resolveFuncRule?.(rule);
      const fallback = rule.message || CUSTOM_VALIDATOR_MESSAGE;
      if (validator) compiled.push(compileCustom(validator, rule, fallback));
      continue;
    }
    const checks = builtInChecks(rule);
    if (checks.length === 0) continue;
    compiled.push({
      rule,
      check(value) {
        for (const check of checks) {
          const failure = check(value);
          if (failure !== undefined) return Promise.resolve(failure);
        }
        return Promise.resolve(undefined);
      },
    });
  }
  return compiled;
}

async function runRules(
  compiled: readonly CompiledRule[],
  value: unknown,
  model: FormModel,
  context: ValidationContext,
): Promise<string[]> {
  const answers = await Promise.all(compiled.map((rule) => rule.check(value, model, context)));
  return answers.filter((answer): answer is string => answer !== undefined);
}

interface FieldPlan {
  key: string;
  compiled: CompiledRule[];
}

interface TablePlan {
  table: string;
  columns: { column: string; plan: FieldPlan }[];
}

type Step = { kind: 'field'; plan: FieldPlan } | { kind: 'table'; plan: TablePlan };

/** A property of the data that the object holds itself (never one inherited from Object). */
function own(data: unknown, name: string): unknown {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  return Object.hasOwn(data, name) ? (data as Record<string, unknown>)[name] : undefined;
}

interface Plan {
  /** Compiled rules per key. */
  fields: Map<string, FieldPlan>;
  /** What `validate` runs, in definition order. */
  steps: Step[];
  /** The sub-table and column of a `table.column` key. */
  placeOf(key: string): { table: string; column: string } | undefined;
}

/** Compiles the rules and validators of every key and orders them for `validate`. */
function planValidation(definition: FormDefinition, options: ValidatorOptions): Plan {
  const rulesByKey = collectRules(definition, options.rules);
  const validators = options.validators ?? {};
  const columnOf = new Map<string, { table: string; column: string }>();
  const tables = new Set<string>();
  for (const target of listRuleTargets(definition)) {
    if (target.table !== undefined && target.column !== undefined) {
      columnOf.set(target.key, { table: target.table, column: target.column });
    } else if (target.widget.type === 'table') {
      tables.add(target.key);
    }
  }
  const placeOf = (key: string) => {
    const known = columnOf.get(key);
    if (known) return known;
    for (let dot = key.indexOf('.'); dot > 0; dot = key.indexOf('.', dot + 1)) {
      const table = key.slice(0, dot);
      if (tables.has(table)) return { table, column: key.slice(dot + 1) };
    }
    return undefined;
  };

  const fields = new Map<string, FieldPlan>();
  const steps: Step[] = [];
  const tableSteps = new Map<string, TablePlan>();
  for (const key of [...Object.keys(rulesByKey), ...Object.keys(validators)]) {
    if (fields.has(key)) continue;
    const compiled = compileRules(rulesByKey[key] ?? [], options);
    const extra = Object.hasOwn(validators, key) ? validators[key] : undefined;
    if (extra) compiled.push(compileCustom(extra, null, CUSTOM_VALIDATOR_MESSAGE));
    const plan: FieldPlan = { key, compiled };
    fields.set(key, plan);
    const place = placeOf(key);
    if (!place) {
      steps.push({ kind: 'field', plan });
      continue;
    }
    let tablePlan = tableSteps.get(place.table);
    if (!tablePlan) {
      tablePlan = { table: place.table, columns: [] };
      tableSteps.set(place.table, tablePlan);
      steps.push({ kind: 'table', plan: tablePlan });
    }
    tablePlan.columns.push({ column: place.column, plan });
  }
  return { fields, steps, placeOf };
}

async function runField(
  plan: FieldPlan,
  value: unknown,
  model: FormModel,
  context: ValidationContext,
): Promise<FieldError[]> {
  const messages = await runRules(plan.compiled, value, model, context);
  return messages.map((message): FieldError =>
    context.row === undefined
      ? { path: context.path, key: plan.key, message }
      : { path: context.path, key: plan.key, message, row: context.row },
  );
}

/** Every row of the sub-table value, each cell with its column's rules. */
async function runTable(plan: TablePlan, model: FormModel): Promise<FieldError[]> {
  const rows = own(model, plan.table);
  if (!Array.isArray(rows)) return [];
  const cells = rows.flatMap((row: unknown, index) =>
    plan.columns.map(({ column, plan: field }) =>
      runField(field, own(row, column), model, {
        key: field.key,
        path: `${plan.table}[${index}].${column}`,
        row: index,
      }),
    ),
  );
  return (await Promise.all(cells)).flat();
}

/**
 * A validator for a definition. Its rules (`collectRules`, merged with `options.rules`) are
 * compiled once here. Keys of `options.rules` or `options.validators` that the definition
 * does not have are validated too: `table.column` when `table` is a sub-table model of the
 * definition, else as a top-level model.
 */
export function createValidator(
  definition: FormDefinition,
  options: ValidatorOptions = {},
): Validator {
  const { fields, steps, placeOf } = planValidation(definition, options);

  return {
    async validateField(key, value, model, row) {
      const plan = fields.get(key);
      if (!plan) return [];
      const place = placeOf(key);
      const path = place && row !== undefined ? `${place.table}[${row}].${place.column}` : key;
      const context: ValidationContext = row === undefined ? { key, path } : { key, path, row };
      return runRules(plan.compiled, value, model, context);
    },
    async validate(model) {
      const results = await Promise.all(
        steps.map((step) =>
          step.kind === 'field'
            ? runField(step.plan, own(model, step.plan.key), model, {
                key: step.plan.key,
                path: step.plan.key,
              })
            : runTable(step.plan, model),
        ),
      );
      const errors = results.flat();
      return { valid: errors.length === 0, errors };
    },
  };
}

import type { Condition, FieldCondition, InitiatorCondition } from './types';

/** What a condition is decided on: the form's values and who started the flow. */
export interface ConditionFacts {
  /** The form's values by field name. */
  readonly data: Readonly<Record<string, unknown>>;
  readonly initiator: {
    /** The initiator's department and every department above it. */
    readonly departmentIds: readonly number[];
    readonly roleCodes: readonly string[];
  };
}

/**
 * Whether a condition holds. An empty value satisfies only `empty`, `ne` and `notIn`; an
 * empty `all` holds and an empty `any` does not (the checks refuse both before a flow runs).
 */
export function conditionHolds(condition: Condition, facts: ConditionFacts): boolean {
  switch (condition.kind) {
    case 'all':
      return condition.items.every((item) => conditionHolds(item, facts));
    case 'any':
      return condition.items.some((item) => conditionHolds(item, facts));
    case 'initiator':
      return initiatorHolds(condition, facts);
    case 'field':
      return fieldHolds(condition, facts.data[condition.field]);
  }
}

function initiatorHolds(condition: InitiatorCondition, facts: ConditionFacts): boolean {
  const wanted = new Set(condition.values.map(String));
  const held =
    condition.subject === 'department'
      ? facts.initiator.departmentIds.map(String)
      : facts.initiator.roleCodes;
  const found = held.some((value) => wanted.has(value));
  return condition.op === 'in' ? found : !found;
}

/** True for `undefined`, `null`, blank text, `NaN` and an empty list. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function fieldHolds(condition: FieldCondition, value: unknown): boolean {
  const { op } = condition;
  if (op === 'empty') return isEmptyValue(value);
  if (op === 'notEmpty') return !isEmptyValue(value);
  switch (condition.type) {
    case 'number':
      return compare(op, asNumber(value), asNumber(condition.value));
    case 'date':
      return compare(op, dayOf(value), dayOf(condition.value));
    case 'choice':
      return choiceHolds(op, value, condition.value);
    case 'text':
      return textHolds(op, value, condition.value);
  }
}

function compare(op: string, left: number | string | null, right: number | string | null) {
  if (left === null || right === null) return op === 'ne';
  switch (op) {
    case 'eq':
      return left === right;
    case 'ne':
      return left !== right;
    case 'gt':
      return left > right;
    case 'ge':
      return left >= right;
    case 'lt':
      return left < right;
    case 'le':
      return left <= right;
    default:
      return false;
  }
}

/** A number, or a text that is one; anything else is no number. */
export function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

const DAY = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:$|[ T])/;

/**
 * The day a value names, as `YYYY-MM-DD` (which sorts as it compares): a text starting with
 * a day (`2026-11-29`, `2026/11/29 08:00`), or a time in milliseconds (its day in UTC).
 */
export function dayOf(value: unknown): string | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return new Date(value).toISOString().slice(0, 10);
  }
  if (typeof value !== 'string') return null;
  const match = DAY.exec(value.trim());
  if (!match) return null;
  const [, year, month, day] = match as unknown as [string, string, string, string];
  const text = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text) ? text : null;
}

function listOf(value: unknown): string[] {
  if (isEmptyValue(value)) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}

function choiceHolds(op: string, value: unknown, wanted: FieldCondition['value']): boolean {
  const allowed = new Set(listOf(wanted));
  const found = listOf(value).some((chosen) => allowed.has(chosen));
  return op === 'in' ? found : op === 'notIn' ? !found : false;
}

function textHolds(op: string, value: unknown, wanted: FieldCondition['value']): boolean {
  const given = isEmptyValue(value) ? null : String(value).trim();
  const sought = typeof wanted === 'string' || typeof wanted === 'number' ? String(wanted) : '';
  if (given === null) return op === 'ne';
  switch (op) {
    case 'eq':
      return given === sought.trim();
    case 'ne':
      return given !== sought.trim();
    case 'contains':
      return given.includes(sought);
    default:
      return false;
  }
}

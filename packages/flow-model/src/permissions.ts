import type { FieldAccess, FlowNode, PeopleNode } from './types';

/** Whether a node involves people (and so has field permissions). */
export function isPeopleNode(node: FlowNode): node is PeopleNode {
  return node.kind === 'start' || node.kind === 'approval' || node.kind === 'cc';
}

/** What a field is at a node when the node does not say: editable at the start, else read-only. */
export function defaultAccess(node: PeopleNode): FieldAccess {
  return node.kind === 'start' ? 'edit' : 'read';
}

/** What one field of the form is at a node. */
export function fieldAccess(node: PeopleNode, model: string): FieldAccess {
  return node.fields?.[model] ?? defaultAccess(node);
}

/** The permission of each of the form's fields at a node. */
export function accessOf(node: PeopleNode, models: readonly string[]): Record<string, FieldAccess> {
  return Object.fromEntries(models.map((model) => [model, fieldAccess(node, model)]));
}

/** The form's values as the node's participant may see them: hidden fields left out. */
export function visibleValues(
  node: PeopleNode,
  data: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(([model]) => fieldAccess(node, model) !== 'hidden'),
  );
}

/**
 * The fields a participant changed that the node does not let them edit, in the order of
 * `after` then `before`. A field missing from `after` is unchanged (a participant who does not
 * see a field cannot send it).
 */
export function refusedChanges(
  node: PeopleNode,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string[] {
  return Object.keys(after).filter(
    (model) => fieldAccess(node, model) !== 'edit' && !sameValue(before[model], after[model]),
  );
}

/**
 * The values after a participant's changes: the editable fields from `after`, every other
 * field as it was.
 */
export function withChanges(
  node: PeopleNode,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): Record<string, unknown> {
  const next: Record<string, unknown> = { ...before };
  for (const [model, value] of Object.entries(after)) {
    if (fieldAccess(node, model) === 'edit') next[model] = value;
  }
  return next;
}

/** Equality of JSON values: same primitives, or lists and objects with equal members. */
export function sameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (isBlank(left) && isBlank(right)) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => sameValue(item, right[index]))
    );
  }
  if (isRecord(left) && isRecord(right)) {
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => sameValue(left[key], right[key]));
  }
  return false;
}

/** `undefined` and `null` say the same: no value. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

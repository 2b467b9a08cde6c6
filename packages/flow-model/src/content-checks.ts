import { asNumber, dayOf } from './conditions';
import { type GraphIndex, edgeLabel, nodeLabel } from './graph';
import { type FlowIssue, flowIssue } from './issues';
import { isPeopleNode } from './permissions';
import {
  type Condition,
  FIELD_TESTS,
  type FieldCondition,
  type FlowEdge,
  type FlowField,
  type FlowGraph,
  type PeopleRule,
} from './types';

/** Whether a field can name users: by id (numbers, choices) or by username (text). */
function holdsUsers(field: FlowField | undefined): boolean {
  return field !== undefined && field.type !== 'date' && field.type !== 'other';
}

/** The most levels up a leader rule may go. */
export const MAX_LEADER_LEVELS = 10;

/** Whether a rule names anybody at all (before the people are looked up). */
function namesNobody(rule: PeopleRule): boolean {
  switch (rule.type) {
    case 'users':
      return rule.userIds.length === 0;
    case 'role':
      return rule.roleCode.trim() === '';
    case 'field':
      return rule.field.trim() === '';
    default:
      return false;
  }
}

/**
 * Checks who may start the flow and whom each approval and CC node involves; with the form's
 * fields, also that user-picker rules and field permissions name fields of the form.
 */
export function checkPeople(
  graph: FlowGraph,
  index: GraphIndex,
  fields: readonly FlowField[] | undefined,
  issues: FlowIssue[],
): void {
  const byModel = new Map(fields?.map((field) => [field.model, field]));
  for (const node of graph.nodes) {
    if (!isPeopleNode(node)) continue;
    const name = nodeLabel(index, node.id);
    const about = { nodeId: node.id };
    if (node.kind === 'start') {
      const { initiators } = node;
      if (
        initiators.type === 'some' &&
        initiators.roleCodes.length === 0 &&
        initiators.departmentIds.length === 0
      ) {
        issues.push(flowIssue('start.noInitiators', { name }, about));
      }
    } else {
      const rule = node.kind === 'approval' ? node.approvers : node.recipients;
      if (namesNobody(rule)) {
        const code = node.kind === 'approval' ? 'approval.noApprovers' : 'cc.noRecipients';
        issues.push(flowIssue(code, { name }, about));
      } else if (
        rule.type === 'leader' &&
        !(Number.isInteger(rule.levels) && rule.levels >= 1 && rule.levels <= MAX_LEADER_LEVELS)
      ) {
        issues.push(flowIssue('people.badLevels', { name, levels: rule.levels }, about));
      } else if (rule.type === 'field' && fields && !holdsUsers(byModel.get(rule.field))) {
        issues.push(flowIssue('people.unknownField', { name, field: rule.field }, about));
      }
    }
    if (!fields) continue;
    for (const field of Object.keys(node.fields ?? {})) {
      if (!byModel.has(field)) {
        issues.push(
          flowIssue('fields.unknown', { name, field }, { ...about, severity: 'warning' }),
        );
      }
    }
  }
}

/** Checks that every branch condition can be decided on the form's fields. */
export function checkConditions(
  graph: FlowGraph,
  index: GraphIndex,
  fields: readonly FlowField[] | undefined,
  issues: FlowIssue[],
): void {
  const byModel = fields ? new Map(fields.map((field) => [field.model, field])) : undefined;
  for (const edge of graph.edges) {
    if (!edge.condition || index.nodes.get(edge.source)?.kind !== 'condition') continue;
    checkCondition(edge.condition, edge, index, byModel, issues);
  }
}

function checkCondition(
  condition: Condition,
  edge: FlowEdge,
  index: GraphIndex,
  fields: ReadonlyMap<string, FlowField> | undefined,
  issues: FlowIssue[],
): void {
  const about = { edgeId: edge.id };
  const label = edgeLabel(index, edge);
  switch (condition.kind) {
    case 'all':
    case 'any':
      if (condition.items.length === 0)
        issues.push(flowIssue('condition.empty', { edge: label }, about));
      for (const item of condition.items) checkCondition(item, edge, index, fields, issues);
      return;
    case 'initiator':
      if (condition.values.length === 0) {
        const params = { edge: label, subject: condition.subject };
        issues.push(flowIssue('condition.noValues', params, about));
      }
      return;
    case 'field':
      checkFieldCondition(condition, label, about, fields, issues);
  }
}

function checkFieldCondition(
  condition: FieldCondition,
  label: string,
  about: { edgeId: string },
  fields: ReadonlyMap<string, FlowField> | undefined,
  issues: FlowIssue[],
): void {
  const params = { edge: label, field: condition.field };
  const field = fields?.get(condition.field);
  if (fields && !field) {
    issues.push(flowIssue('condition.unknownField', params, about));
    return;
  }
  const ops: readonly string[] = FIELD_TESTS[condition.type] ?? [];
  const typeFits =
    !field || field.type === 'other' || condition.type === 'text' || field.type === condition.type;
  if (!ops.includes(condition.op) || !typeFits) {
    issues.push(flowIssue('condition.badOp', { ...params, op: condition.op }, about));
    return;
  }
  if (condition.op === 'empty' || condition.op === 'notEmpty') return;
  const expected = expectedValue(condition);
  if (expected) issues.push(flowIssue('condition.badValue', { ...params, expected }, about));
}

/** What the condition's value should have been, or nothing when it fits. */
function expectedValue(condition: FieldCondition): string | undefined {
  const { value } = condition;
  switch (condition.type) {
    case 'number':
      return asNumber(value) === null ? 'number' : undefined;
    case 'date':
      return dayOf(value) === null ? 'day' : undefined;
    case 'choice':
      return Array.isArray(value) && value.length > 0 ? undefined : 'choices';
    case 'text':
      return typeof value === 'string' || typeof value === 'number' ? undefined : 'text';
  }
}

import { checkConditions, checkPeople } from './content-checks';
import {
  type GraphIndex,
  edgeLabel,
  edgesFrom,
  edgesInto,
  indexGraph,
  nodeLabel,
  reachable,
  topologicalOrder,
} from './graph';
import { type FlowIssue, flowIssue } from './issues';
import { checkParallelNesting } from './nesting';
import type { FlowField, FlowGraph, FlowNode } from './types';

/** What a flow is checked against besides itself. */
export interface FlowCheckOptions {
  /**
   * The fields of the flow's form. When given, conditions, user-picker rules and field
   * permissions are checked against them.
   */
  readonly fields?: readonly FlowField[];
}

const ID = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/**
 * Everything that would stop a flow from running, each naming the node or edge it is about:
 * no start or end, dangling or doubled edges, a node that leads nowhere or cannot be reached,
 * a condition node without exactly one default branch, a loop, parallel branches that do not
 * meet at one join (or a join without its parallel node), people rules that name nobody, and
 * conditions that cannot be decided on the form's fields. An empty list means the flow runs.
 */
export function checkFlow(graph: FlowGraph, options: FlowCheckOptions = {}): FlowIssue[] {
  const issues: FlowIssue[] = [];
  const index = indexGraph(graph);
  checkIds(graph, issues);
  checkEdges(graph, index, issues);
  const starts = graph.nodes.filter((node) => node.kind === 'start');
  if (starts.length === 0) issues.push(flowIssue('flow.noStart', {}));
  for (const extra of starts.slice(1))
    issues.push(flowIssue('flow.manyStarts', { name: nodeLabel(index, extra.id) }, at(extra)));
  if (!graph.nodes.some((node) => node.kind === 'end')) issues.push(flowIssue('flow.noEnd', {}));
  for (const node of graph.nodes) checkDegree(node, index, issues);
  checkReach(graph, index, issues);
  const { loopAt } = topologicalOrder(index);
  if (loopAt !== undefined) {
    issues.push(flowIssue('flow.loop', { name: nodeLabel(index, loopAt) }, { nodeId: loopAt }));
  } else if (starts[0]) {
    checkParallelNesting(index, starts[0].id, issues);
  }
  checkPeople(graph, index, options.fields, issues);
  checkConditions(graph, index, options.fields, issues);
  return issues;
}

/** Whether a flow may be published: it has no errors (warnings allowed). */
export function isRunnable(issues: readonly FlowIssue[]): boolean {
  return issues.every((issue) => issue.severity !== 'error');
}

function at(node: FlowNode): { nodeId: string } {
  return { nodeId: node.id };
}

function checkIds(graph: FlowGraph, issues: FlowIssue[]): void {
  const seen = new Set<string>();
  for (const node of graph.nodes) {
    if (!ID.test(node.id)) issues.push(flowIssue('node.badId', { id: node.id }, at(node)));
    if (seen.has(node.id)) issues.push(flowIssue('node.duplicateId', { id: node.id }, at(node)));
    seen.add(node.id);
    if (!node.name.trim()) issues.push(flowIssue('node.noName', { id: node.id }, at(node)));
  }
  const edges = new Set<string>();
  for (const edge of graph.edges) {
    if (seen.has(edge.id)) {
      issues.push(flowIssue('edge.duplicateId', { id: edge.id }, { edgeId: edge.id }));
    }
    if (!ID.test(edge.id)) {
      issues.push(flowIssue('node.badId', { id: edge.id }, { edgeId: edge.id }));
    }
    if (edges.has(edge.id)) {
      issues.push(flowIssue('edge.duplicateId', { id: edge.id }, { edgeId: edge.id }));
    }
    edges.add(edge.id);
  }
}

function checkEdges(graph: FlowGraph, index: GraphIndex, issues: FlowIssue[]): void {
  const pairs = new Set<string>();
  for (const edge of graph.edges) {
    const missing = [edge.source, edge.target].find((id) => !index.nodes.has(id));
    if (missing !== undefined) {
      issues.push(
        flowIssue('edge.unknownNode', { id: edge.id, node: missing }, { edgeId: edge.id }),
      );
      continue;
    }
    if (edge.source === edge.target) {
      const name = nodeLabel(index, edge.source);
      issues.push(flowIssue('edge.self', { name }, { edgeId: edge.id, nodeId: edge.source }));
    }
    const pair = `${edge.source}\u0000${edge.target}`;
    if (pairs.has(pair)) {
      const params = { from: nodeLabel(index, edge.source), to: nodeLabel(index, edge.target) };
      issues.push(flowIssue('edge.twice', params, { edgeId: edge.id }));
    }
    pairs.add(pair);
    const source = index.nodes.get(edge.source);
    if (source?.kind !== 'condition' && (edge.condition || edge.isDefault)) {
      const params = { edge: edgeLabel(index, edge) };
      issues.push(flowIssue('edge.stray', params, { edgeId: edge.id }));
    }
  }
}

function checkDegree(node: FlowNode, index: GraphIndex, issues: FlowIssue[]): void {
  const name = nodeLabel(index, node.id);
  const out = edgesFrom(index, node.id);
  const into = edgesInto(index, node.id);
  switch (node.kind) {
    case 'start':
      if (into.length > 0) issues.push(flowIssue('start.incoming', { name }, at(node)));
      break;
    case 'end':
      if (out.length > 0) issues.push(flowIssue('end.outgoing', { name }, at(node)));
      return;
    case 'join':
      if (into.length < 2) {
        issues.push(flowIssue('join.oneBranch', { name, count: into.length }, at(node)));
      }
      break;
    case 'condition':
    case 'parallel':
      if (out.length === 1) issues.push(flowIssue('split.oneBranch', { name, count: 1 }, at(node)));
      if (node.kind === 'condition') checkDefaults(node, out, index, issues);
      break;
    default:
      break;
  }
  if (out.length === 0) issues.push(flowIssue('node.noOutgoing', { name }, at(node)));
  const branches = node.kind === 'condition' || node.kind === 'parallel';
  if (!branches && out.length > 1) {
    issues.push(flowIssue('node.manyOutgoing', { name, count: out.length }, at(node)));
  }
}

function checkDefaults(
  node: FlowNode,
  out: readonly FlowGraph['edges'][number][],
  index: GraphIndex,
  issues: FlowIssue[],
): void {
  if (out.length === 0) return;
  const name = nodeLabel(index, node.id);
  const defaults = out.filter((edge) => edge.isDefault);
  if (defaults.length === 0) issues.push(flowIssue('condition.noDefault', { name }, at(node)));
  if (defaults.length > 1) {
    issues.push(flowIssue('condition.manyDefaults', { name, count: defaults.length }, at(node)));
  }
  for (const edge of out) {
    if (!edge.isDefault && !edge.condition) {
      const params = { name, edge: edgeLabel(index, edge) };
      issues.push(flowIssue('edge.noCondition', params, { edgeId: edge.id, nodeId: node.id }));
    }
  }
}

function checkReach(graph: FlowGraph, index: GraphIndex, issues: FlowIssue[]): void {
  const start = graph.nodes.find((node) => node.kind === 'start');
  const ends = graph.nodes.filter((node) => node.kind === 'end').map((node) => node.id);
  const fromStart = start ? reachable(index, [start.id], 'forwards') : undefined;
  const toEnd = ends.length > 0 ? reachable(index, ends, 'backwards') : undefined;
  for (const node of graph.nodes) {
    const name = nodeLabel(index, node.id);
    if (fromStart && !fromStart.has(node.id) && node.kind !== 'start') {
      issues.push(flowIssue('node.unreachable', { name }, at(node)));
    } else if (toEnd && !toEnd.has(node.id) && edgesFrom(index, node.id).length > 0) {
      issues.push(flowIssue('node.noWayToEnd', { name }, at(node)));
    }
  }
}

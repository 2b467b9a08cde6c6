import { type ConditionFacts, conditionHolds } from './conditions';
import { type GraphIndex, edgesFrom, edgesInto, indexGraph } from './graph';
import { type Branches, parallelStructure } from './nesting';
import type { FlowEdge, FlowGraph } from './types';

/** Why a flow could not be stepped: it was given a graph the checks would have refused. */
export class FlowStepError extends Error {
  constructor(
    readonly code: 'unknownNode' | 'noBranch' | 'noStart',
    readonly nodeId: string,
  ) {
    super(
      code === 'noBranch'
        ? `No branch of "${nodeId}" can be taken: none holds and there is no default.`
        : code === 'noStart'
          ? 'The flow has no start node.'
          : `The flow has no node "${nodeId}".`,
    );
    this.name = 'FlowStepError';
  }
}

/** Where the flow went from a node until it had to wait for people or ended. */
export interface Step {
  /** The approval nodes that now wait for their people, in the order they were reached. */
  readonly waiting: readonly string[];
  /** The CC nodes passed on the way. */
  readonly copied: readonly string[];
  /** The edges taken. */
  readonly taken: readonly string[];
  /** The arrivals at joins that still wait for other branches, by join. */
  readonly joins: Readonly<Record<string, number>>;
  /** True when an end node was reached: the flow is complete. */
  readonly ended: boolean;
}

/** What stepping needs of a graph, worked out once per graph. */
interface Plan {
  readonly index: GraphIndex;
  readonly startId: string | undefined;
  /** How many branches each join waits for. */
  readonly branchesAt: ReadonlyMap<string, number>;
  readonly branchesOf: ReadonlyMap<string, Branches>;
}

const plans = new WeakMap<FlowGraph, Plan>();

function planOf(graph: FlowGraph): Plan {
  const known = plans.get(graph);
  if (known) return known;
  const index = indexGraph(graph);
  const startId = graph.nodes.find((node) => node.kind === 'start')?.id;
  const structure = startId ? parallelStructure(index, startId) : undefined;
  const branchesAt = new Map<string, number>();
  for (const [split, join] of structure?.joinOf ?? []) {
    branchesAt.set(join, edgesFrom(index, split).length);
  }
  const plan = { index, startId, branchesAt, branchesOf: structure?.branchesOf ?? new Map() };
  plans.set(graph, plan);
  return plan;
}

/**
 * Moves the flow on from a node whose work is done (the start once the form is submitted, an
 * approval node once it is approved): along its edge, through conditions (the first branch
 * whose condition holds, else the default), parallel nodes (every branch), CC nodes (passed)
 * and joins (passed once every branch of their parallel node has arrived), up to the approval
 * nodes that must wait for people, or an end. `joins` are the arrivals so far.
 */
export function stepFrom(
  graph: FlowGraph,
  fromId: string,
  facts: ConditionFacts,
  joins: Readonly<Record<string, number>> = {},
): Step {
  const { index, branchesAt } = planOf(graph);
  if (!index.nodes.has(fromId)) throw new FlowStepError('unknownNode', fromId);
  const waiting: string[] = [];
  const copied: string[] = [];
  const taken: string[] = [];
  const arrived: Record<string, number> = { ...joins };
  let ended = false;
  const queue: FlowEdge[] = [...edgesFrom(index, fromId)];
  for (let edge = queue.shift(); edge; edge = queue.shift()) {
    taken.push(edge.id);
    const node = index.nodes.get(edge.target);
    if (!node) throw new FlowStepError('unknownNode', edge.target);
    switch (node.kind) {
      case 'approval':
        waiting.push(node.id);
        break;
      case 'end':
        ended = true;
        break;
      case 'cc':
        copied.push(node.id);
        queue.push(...edgesFrom(index, node.id));
        break;
      case 'parallel':
        queue.push(...edgesFrom(index, node.id));
        break;
      case 'condition':
        queue.push(branchTaken(index, node.id, facts));
        break;
      case 'join': {
        const count = (arrived[node.id] ?? 0) + 1;
        const needed = branchesAt.get(node.id) ?? edgesInto(index, node.id).length;
        if (count < needed) {
          arrived[node.id] = count;
        } else {
          delete arrived[node.id];
          queue.push(...edgesFrom(index, node.id));
        }
        break;
      }
      case 'start':
        throw new FlowStepError('unknownNode', node.id);
    }
  }
  return { waiting, copied, taken, joins: arrived, ended };
}

/** The flow's first step: from its start node, once the start form is submitted. */
export function firstStep(graph: FlowGraph, facts: ConditionFacts): Step {
  const { startId } = planOf(graph);
  if (startId === undefined) throw new FlowStepError('noStart', '');
  return stepFrom(graph, startId, facts);
}

function branchTaken(index: GraphIndex, nodeId: string, facts: ConditionFacts): FlowEdge {
  const out = edgesFrom(index, nodeId);
  const chosen =
    out.find(
      (edge) => !edge.isDefault && edge.condition && conditionHolds(edge.condition, facts),
    ) ?? out.find((edge) => edge.isDefault);
  if (!chosen) throw new FlowStepError('noBranch', nodeId);
  return chosen;
}

/**
 * The approval nodes a task at `nodeId` may be returned to: those that come before it in the
 * same parallel branch (returning across a parallel node would leave its other branches
 * half done), nearest first. The server offers those the instance has actually passed.
 */
export function returnTargets(graph: FlowGraph, nodeId: string): string[] {
  const { index, branchesOf } = planOf(graph);
  if (!index.nodes.has(nodeId)) return [];
  const branches = (branchesOf.get(nodeId) ?? []).join('\u0000');
  const distance = distancesBack(index, nodeId);
  return [...distance.keys()]
    .filter(
      (id) =>
        id !== nodeId &&
        index.nodes.get(id)?.kind === 'approval' &&
        (branchesOf.get(id) ?? []).join('\u0000') === branches,
    )
    .sort((a, b) => (distance.get(a) ?? 0) - (distance.get(b) ?? 0));
}

/** The fewest edges from each node to `nodeId`. */
function distancesBack(index: GraphIndex, nodeId: string): Map<string, number> {
  const distance = new Map([[nodeId, 0]]);
  const queue = [nodeId];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    for (const edge of edgesInto(index, id)) {
      if (distance.has(edge.source)) continue;
      distance.set(edge.source, (distance.get(id) ?? 0) + 1);
      queue.push(edge.source);
    }
  }
  return distance;
}

import {
  type GraphIndex,
  edgesFrom,
  edgesInto,
  nodeLabel,
  reachable,
  topologicalOrder,
} from './graph';
import { type FlowIssue, flowIssue } from './issues';

/** The parallel nodes whose branches a node lies in, outermost first. */
export type Branches = readonly string[];

const same = (left: Branches, right: Branches) =>
  left.length === right.length && left.every((id, i) => id === right[i]);

/** How a flow's parallel branches nest. */
export interface ParallelStructure {
  /** The parallel nodes whose branches each node lies in, outermost first. */
  readonly branchesOf: ReadonlyMap<string, Branches>;
  /** The join of each parallel node that has one. */
  readonly joinOf: ReadonlyMap<string, string>;
  /** What is wrong with the nesting; empty when the branches nest. */
  readonly issues: readonly FlowIssue[];
}

/**
 * Checks that parallel branches nest: every parallel node's branches meet again at exactly one
 * join, every join closes the branches of one parallel node, no branch ends or leaves before
 * its join, and no node is reached both from inside and from outside a set of branches. Expects
 * a flow without loops; looks only at the nodes the start reaches.
 */
export function parallelStructure(index: GraphIndex, startId: string): ParallelStructure {
  const issues: FlowIssue[] = [];
  const live = reachable(index, [startId], 'forwards');
  const { order } = topologicalOrder(index);
  /** The branches each node lies in, as it leaves them (after opening or closing a split). */
  const after = new Map<string, Branches>();
  const before = new Map<string, Branches>();
  const joinOf = new Map<string, string>();
  const reported = new Set<string>();

  for (const id of order) {
    if (!live.has(id)) continue;
    const node = index.nodes.get(id)!;
    const name = nodeLabel(index, id);
    const arriving = edgesInto(index, id)
      .filter((edge) => live.has(edge.source))
      .map((edge) => after.get(edge.source) ?? []);
    const inside = arriving[0] ?? [];
    before.set(id, inside);
    if (arriving.some((branches) => !same(branches, inside))) {
      const mixedSplits = node.kind === 'join' && arriving.every((branches) => branches.length > 0);
      issues.push(
        flowIssue(
          mixedSplits ? 'join.mixedSplits' : 'node.mixedBranches',
          { name },
          { nodeId: id },
        ),
      );
      reported.add(id);
    }
    switch (node.kind) {
      case 'parallel':
        after.set(id, [...inside, id]);
        break;
      case 'join': {
        const split = inside[inside.length - 1];
        if (split === undefined) {
          if (!reported.has(id))
            issues.push(flowIssue('join.withoutSplit', { name }, { nodeId: id }));
          after.set(id, inside);
          break;
        }
        const known = joinOf.get(split);
        if (known === undefined) joinOf.set(split, id);
        else if (known !== id) {
          const params = {
            name: nodeLabel(index, split),
            first: nodeLabel(index, known),
            second: name,
          };
          issues.push(flowIssue('parallel.manyJoins', params, { nodeId: split }));
        }
        after.set(id, inside.slice(0, -1));
        break;
      }
      case 'end': {
        const split = inside[inside.length - 1];
        if (split !== undefined) {
          const params = { name, split: nodeLabel(index, split) };
          issues.push(flowIssue('branch.endsInside', params, { nodeId: id }));
        }
        after.set(id, inside);
        break;
      }
      default:
        after.set(id, inside);
    }
  }

  for (const id of order) {
    const node = index.nodes.get(id)!;
    if (node.kind !== 'parallel' || !live.has(id) || joinOf.has(id)) continue;
    if (edgesFrom(index, id).length < 2) continue;
    issues.push(flowIssue('parallel.noJoin', { name: nodeLabel(index, id) }, { nodeId: id }));
  }
  return { branchesOf: before, joinOf, issues };
}

/** Adds the issues of a flow's parallel nesting to `issues`. */
export function checkParallelNesting(index: GraphIndex, startId: string, issues: FlowIssue[]) {
  issues.push(...parallelStructure(index, startId).issues);
}

import type { FlowGraph } from '@org/flow-model';
import { describe, expect, it } from 'vitest';
import { NODE_SIZES, connect, createNode } from './graph-edit';
import { laidOut } from './layout';

/** The leave flow with every node dropped on one spot, as a careless drawing leaves it. */
function piledUp(): FlowGraph {
  const at = { x: 10, y: 10 };
  let graph: FlowGraph = {
    nodes: [
      createNode('start', 'start', '发起', at),
      createNode('approval', 'leader', '部门负责人', at),
      createNode('condition', 'long', '超过三天？', at),
      createNode('approval', 'hr', '人事', at),
      createNode('end', 'end', '结束', at),
    ],
    edges: [],
  };
  let n = 0;
  const ids = () => `e${(n += 1)}`;
  for (const [from, to] of [
    ['start', 'leader'],
    ['leader', 'long'],
    ['long', 'hr'],
    ['long', 'end'],
    ['hr', 'end'],
  ] as const) {
    graph = connect(graph, from, to, ids);
  }
  return graph;
}

describe('laying a flow out', () => {
  it('puts each node below the ones it comes from, branches side by side, none overlapping', () => {
    const graph = piledUp();
    const laid = laidOut(graph);
    const box = (id: string) => {
      const node = laid.nodes.find((each) => each.id === id)!;
      return { ...node.position, ...NODE_SIZES[node.kind] };
    };
    for (const edge of laid.edges) {
      const from = box(edge.source);
      const to = box(edge.target);
      expect(to.y).toBeGreaterThan(from.y + from.height);
    }
    // the default branch runs straight down to the end, HR beside it, clear of its line
    const long = box('long');
    const hr = box('hr');
    const end = box('end');
    const line = long.x + long.width / 2;
    expect(end.x + end.width / 2).toBe(line);
    expect(hr.x > line || hr.x + hr.width < line).toBe(true);
    for (const a of laid.nodes) {
      for (const b of laid.nodes) {
        if (a.id >= b.id) continue;
        const [p, q] = [box(a.id), box(b.id)];
        const apart =
          p.x + p.width <= q.x ||
          q.x + q.width <= p.x ||
          p.y + p.height <= q.y ||
          q.y + q.height <= p.y;
        expect(apart, `${a.id} and ${b.id} overlap`).toBe(true);
      }
    }
    // only positions change
    expect(laid.edges).toBe(graph.edges);
    expect(laid.nodes.map(({ position: _p, ...rest }) => rest)).toEqual(
      graph.nodes.map(({ position: _p, ...rest }) => rest),
    );
  });

  it('leaves an empty flow as it is', () => {
    const empty: FlowGraph = { nodes: [], edges: [] };
    expect(laidOut(empty)).toBe(empty);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type FlowGraph,
  type FlowIssue,
  type FlowNode,
  checkFlow,
  flowIssueMessage,
  isRunnable,
} from '../src/index';
import {
  LEAVE_FIELDS,
  approval,
  changed,
  daysOver,
  edge,
  end,
  gateway,
  leaveRequest,
  parallelReview,
  start,
} from './flows';

const summary = (issues: readonly FlowIssue[]) =>
  issues.map((issue) => [issue.code, issue.edgeId ?? issue.nodeId, issue.message]);

const codes = (graph: FlowGraph, fields = LEAVE_FIELDS) =>
  checkFlow(graph, { fields }).map((issue) => issue.code);

describe('checkFlow', () => {
  it('finds nothing wrong with flows that run', () => {
    expect(checkFlow(leaveRequest(), { fields: LEAVE_FIELDS })).toEqual([]);
    expect(checkFlow(parallelReview())).toEqual([]);
  });

  it('asks for one start node and an end node', () => {
    const empty = { nodes: [], edges: [] };
    expect(codes(empty)).toEqual(['flow.noStart', 'flow.noEnd']);
    const twoStarts = changed(leaveRequest(), {
      nodes: (nodes) => [...nodes, start('again', 'Apply again')],
      edges: (edges) => [...edges, edge('again', 'manager')],
    });
    expect(summary(checkFlow(twoStarts))).toEqual([
      [
        'flow.manyStarts',
        'again',
        'The flow has more than one start node: "Apply again" is another.',
      ],
    ]);
  });

  it('refuses a condition node without its default branch, naming the node', () => {
    const noDefault = changed(leaveRequest(), {
      edges: (edges) =>
        edges.map((e) => (e.isDefault ? { ...e, isDefault: false, condition: daysOver(-1) } : e)),
    });
    const issues = checkFlow(noDefault, { fields: LEAVE_FIELDS });
    expect(summary(issues)).toEqual([
      [
        'condition.noDefault',
        'long',
        'The condition node "More than three days?" has no default branch (taken when no condition holds).',
      ],
    ]);
    expect(flowIssueMessage(issues[0]!, 'zh-CN')).toBe(
      '条件节点"More than three days?"没有默认分支（没有条件成立时走的分支）。',
    );
    expect(isRunnable(issues)).toBe(false);
  });

  it('refuses two default branches and a branch that is neither conditional nor default', () => {
    const graph = changed(leaveRequest(), {
      edges: (edges) =>
        edges.map((e) =>
          e.source === 'long' ? { ...e, condition: undefined, isDefault: e.target === 'end' } : e,
        ),
    });
    expect(summary(checkFlow(graph))).toEqual([
      [
        'edge.noCondition',
        'long-hr',
        'The branch "Long" of "More than three days?" has no condition and is not the default branch.',
      ],
    ]);
    const twoDefaults = changed(leaveRequest(), {
      edges: (edges) => edges.map((e) => (e.source === 'long' ? { ...e, isDefault: true } : e)),
    });
    expect(codes(twoDefaults)).toEqual(['condition.manyDefaults']);
  });

  it('names a node that cannot be reached and one that leads nowhere', () => {
    const graph = changed(leaveRequest(), {
      nodes: (nodes) => [...nodes, approval('lost', 'Lost step')],
      edges: (edges) => [...edges, edge('lost', 'end')],
    });
    expect(summary(checkFlow(graph))).toEqual([
      ['node.unreachable', 'lost', '"Lost step" cannot be reached from the start.'],
    ]);
    const dangling = changed(leaveRequest(), {
      edges: (edges) => edges.filter((e) => e.source !== 'hr'),
    });
    expect(codes(dangling)).toEqual(['node.noOutgoing']);
  });

  it('refuses a loop, naming where it closes', () => {
    const graph = changed(leaveRequest(), {
      edges: (edges) => edges.map((e) => (e.source === 'hr' ? { ...e, target: 'manager' } : e)),
    });
    const issues = checkFlow(graph);
    expect(issues.map((i) => i.code)).toContain('flow.loop');
    expect(issues.find((i) => i.code === 'flow.loop')?.message).toBe(
      'The flow loops back to "Manager"; a flow may not loop (a task is returned instead).',
    );
  });

  it('refuses a join without its parallel node', () => {
    const graph = changed(leaveRequest(), {
      nodes: (nodes) => [...nodes, gateway('join', 'meet', 'Meet')],
      edges: (edges) => [
        ...edges.filter((e) => e.target !== 'end'),
        edge('hr', 'meet'),
        edge('long', 'meet', { isDefault: true }),
        edge('meet', 'end'),
      ],
    });
    expect(summary(checkFlow(graph))).toEqual([
      [
        'join.withoutSplit',
        'meet',
        'The join "Meet" joins no parallel branches: it needs a parallel node before it.',
      ],
    ]);
  });

  it('refuses parallel branches that never meet, or end before their join', () => {
    const neverMeet = changed(parallelReview(), {
      nodes: (nodes) => [...nodes.filter((n) => n.id !== 'join'), end('end2', 'Done too')],
      edges: (edges) => [
        ...edges.filter((e) => e.target !== 'join' && e.source !== 'join'),
        edge('finance', 'archive'),
        edge('manager', 'end2'),
      ],
    });
    expect(codes(neverMeet, [])).toEqual([
      'branch.endsInside',
      'branch.endsInside',
      'parallel.noJoin',
    ]);
    const endsInside = checkFlow(neverMeet).find((i) => i.code === 'branch.endsInside');
    expect(endsInside?.message).toBe(
      'The end node "Done too" lies inside a branch of the parallel node "Both at once"; the branches must meet at its join first.',
    );
  });

  it('accepts nested parallel and condition branches, and refuses crossed ones', () => {
    const nested: FlowGraph = {
      nodes: [
        start(),
        gateway('parallel', 'p1'),
        gateway('condition', 'c1'),
        approval('a'),
        approval('b'),
        gateway('parallel', 'p2'),
        approval('c'),
        approval('d'),
        gateway('join', 'j2'),
        gateway('join', 'j1'),
        end(),
      ],
      edges: [
        edge('start', 'p1'),
        edge('p1', 'c1'),
        edge('c1', 'a', { condition: daysOver(3) }),
        edge('c1', 'b', { isDefault: true }),
        edge('a', 'j1'),
        edge('b', 'j1'),
        edge('p1', 'p2'),
        edge('p2', 'c'),
        edge('p2', 'd'),
        edge('c', 'j2'),
        edge('d', 'j2'),
        edge('j2', 'j1'),
        edge('j1', 'end'),
      ],
    };
    expect(checkFlow(nested, { fields: LEAVE_FIELDS })).toEqual([]);
    const crossed = changed(nested, {
      edges: (edges) => edges.map((e) => (e.id === 'd-j2' ? { ...e, target: 'j1' } : e)),
    });
    expect(codes(crossed)).toEqual(['join.oneBranch', 'join.mixedSplits']);
  });

  it('refuses more than one way out of a node that does not branch', () => {
    const graph = changed(leaveRequest(), {
      edges: (edges) => [...edges, edge('manager', 'hr')],
    });
    expect(summary(checkFlow(graph))[0]).toEqual([
      'node.manyOutgoing',
      'manager',
      '"Manager" has 2 outgoing edges; only condition and parallel nodes branch.',
    ]);
  });

  it('refuses edges that are doubled, dangling, looping on one node or stray conditions', () => {
    const graph = changed(leaveRequest(), {
      edges: (edges) => [
        ...edges,
        { id: 'ghost', source: 'manager', target: 'nowhere' },
        { id: 'again', source: 'hr', target: 'end', condition: daysOver(1) },
      ],
    });
    expect(codes(graph)).toEqual([
      'edge.unknownNode',
      'edge.twice',
      'edge.stray',
      'node.manyOutgoing',
    ]);
    const self = changed(leaveRequest(), { edges: (edges) => [...edges, edge('hr', 'hr')] });
    expect(codes(self)).toContain('edge.self');
  });

  it('asks for ids that can stand in BPMN, unique, and for names', () => {
    const graph = changed(leaveRequest(), {
      nodes: (nodes) =>
        nodes.map((n) =>
          n.id === 'hr'
            ? { ...n, id: '1 hr', name: ' ' }
            : n.id === 'end'
              ? { ...n, id: 'manager' }
              : n,
        ),
    });
    const found = codes(graph);
    expect(found.slice(0, 3)).toEqual(['node.badId', 'node.noName', 'node.duplicateId']);
  });

  it('asks each approval and CC node for people it can find', () => {
    const people = (node: FlowNode): FlowGraph =>
      changed(leaveRequest(), { nodes: (nodes) => nodes.map((n) => (n.id === 'hr' ? node : n)) });
    const hr = approval('hr', 'HR');
    const withRule = (approvers: unknown) => people({ ...hr, approvers } as FlowNode);
    expect(codes(withRule({ type: 'users', userIds: [] }))).toEqual(['approval.noApprovers']);
    expect(codes(withRule({ type: 'role', roleCode: ' ' }))).toEqual(['approval.noApprovers']);
    expect(codes(withRule({ type: 'leader', levels: 0 }))).toEqual(['people.badLevels']);
    expect(codes(withRule({ type: 'leader', levels: 2 }))).toEqual([]);
    expect(codes(withRule({ type: 'chosen' }))).toEqual([]);
    expect(codes(withRule({ type: 'field', field: 'from' }))).toEqual(['people.unknownField']);
    expect(codes(withRule({ type: 'field', field: 'deputy' }))).toEqual([]);
    const someone = people({
      id: 'hr',
      name: 'HR',
      kind: 'cc',
      position: { x: 0, y: 0 },
      recipients: { type: 'users', userIds: [] },
    });
    expect(codes(someone)).toEqual(['cc.noRecipients']);
    const nobodyStarts = changed(leaveRequest(), {
      nodes: (nodes) =>
        nodes.map((n) =>
          n.kind === 'start'
            ? { ...n, initiators: { type: 'some', roleCodes: [], departmentIds: [] } }
            : n,
        ),
    });
    expect(codes(nobodyStarts)).toEqual(['start.noInitiators']);
  });

  it('warns of a permission for a field the form does not have, without refusing the flow', () => {
    const graph = changed(leaveRequest(), {
      nodes: (nodes) =>
        nodes.map((n) =>
          n.id === 'hr' ? { ...n, fields: { salary: 'hidden', gone: 'read' } } : n,
        ),
    });
    const issues = checkFlow(graph, { fields: LEAVE_FIELDS });
    expect(summary(issues)).toEqual([
      [
        'fields.unknown',
        'hr',
        '"HR" sets a permission for "gone", which is not a field of the form.',
      ],
    ]);
    expect(isRunnable(issues)).toBe(true);
  });

  it('checks that conditions can be decided on the form', () => {
    const when = (condition: unknown): FlowGraph =>
      changed(leaveRequest(), {
        edges: (edges) =>
          edges.map((e) => (e.id === 'long-hr' ? ({ ...e, condition } as typeof e) : e)),
      });
    const field = (more: object) => ({
      kind: 'field',
      field: 'days',
      type: 'number',
      op: 'gt',
      ...more,
    });
    expect(codes(when(field({ field: 'age' })))).toEqual(['condition.unknownField']);
    expect(codes(when(field({ op: 'contains' })))).toEqual(['condition.badOp']);
    expect(codes(when(field({ type: 'date', op: 'lt', value: '2026-12-01' })))).toEqual([
      'condition.badOp',
    ]);
    expect(codes(when(field({ value: 'many' })))).toEqual(['condition.badValue']);
    expect(codes(when(field({ op: 'empty', value: undefined })))).toEqual([]);
    expect(
      codes(when({ kind: 'field', field: 'from', type: 'date', op: 'ge', value: '2026-13-01' })),
    ).toEqual(['condition.badValue']);
    expect(
      codes(when({ kind: 'field', field: 'kind', type: 'choice', op: 'in', value: [] })),
    ).toEqual(['condition.badValue']);
    expect(codes(when({ kind: 'all', items: [] }))).toEqual(['condition.empty']);
    expect(
      codes(
        when({
          kind: 'any',
          items: [{ kind: 'initiator', subject: 'role', op: 'in', values: [] }],
        }),
      ),
    ).toEqual(['condition.noValues']);
    const issue = checkFlow(when(field({ value: 'many' })), { fields: LEAVE_FIELDS })[0]!;
    expect(issue.message).toBe('The condition of the branch "Long" compares "days" with a number.');
    expect(flowIssueMessage(issue, 'zh-CN')).toBe('分支"Long"的条件要求字段"days"的比较值为数字。');
  });

  it('says every issue in Chinese without English words left in its template', () => {
    const broken = changed(parallelReview(), {
      nodes: (nodes) => [...nodes, gateway('join', 'extra'), approval('x', 'X', '')],
      edges: (edges) => [...edges, edge('x', 'x')],
    });
    for (const issue of checkFlow(broken)) {
      const zh = flowIssueMessage(issue, 'zh-CN');
      const withoutParams = Object.values(issue.params).reduce<string>(
        (text, value) => text.replaceAll(String(value), ''),
        zh,
      );
      expect(withoutParams, issue.code).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});

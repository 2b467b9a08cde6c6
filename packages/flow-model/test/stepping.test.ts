import { describe, expect, it } from 'vitest';
import {
  type ConditionFacts,
  FlowStepError,
  type FlowGraph,
  firstStep,
  returnTargets,
  stepFrom,
} from '../src/index';
import {
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

const facts = (days: number): ConditionFacts => ({
  data: { days },
  initiator: { departmentIds: [], roleCodes: [] },
});

describe('stepping a flow', () => {
  it('takes a leave request of five days to the manager, then to HR, then to its end', () => {
    const flow = leaveRequest();
    expect(firstStep(flow, facts(5))).toEqual({
      waiting: ['manager'],
      copied: [],
      taken: ['start-manager'],
      joins: {},
      ended: false,
    });
    expect(stepFrom(flow, 'manager', facts(5))).toMatchObject({
      waiting: ['hr'],
      taken: ['manager-long', 'long-hr'],
      ended: false,
    });
    expect(stepFrom(flow, 'hr', facts(5))).toMatchObject({ waiting: [], ended: true });
  });

  it('ends a one-day request after the manager, by the default branch', () => {
    expect(stepFrom(leaveRequest(), 'manager', facts(1))).toEqual({
      waiting: [],
      copied: [],
      taken: ['manager-long', 'long-end'],
      joins: {},
      ended: true,
    });
  });

  it('takes the first branch whose condition holds, in the order of the edges', () => {
    const flow = changed(leaveRequest(), {
      nodes: (nodes) => [...nodes, approval('boss', 'Boss')],
      edges: (edges) => [
        ...edges.slice(0, 2),
        edge('long', 'boss', { condition: daysOver(10) }),
        ...edges.slice(2),
        edge('boss', 'end'),
      ],
    });
    expect(stepFrom(flow, 'manager', facts(12)).waiting).toEqual(['boss']);
    expect(stepFrom(flow, 'manager', facts(5)).waiting).toEqual(['hr']);
  });

  it('starts every parallel branch and passes the join when the last one arrives', () => {
    const flow = parallelReview();
    const first = firstStep(flow, facts(0));
    expect(first.waiting).toEqual(['finance', 'manager']);
    const one = stepFrom(flow, 'manager', facts(0), first.joins);
    expect(one).toMatchObject({ waiting: [], joins: { join: 1 }, ended: false });
    const both = stepFrom(flow, 'finance', facts(0), one.joins);
    expect(both).toEqual({
      waiting: [],
      copied: ['archive'],
      taken: ['finance-join', 'join-archive', 'archive-end'],
      joins: {},
      ended: true,
    });
  });

  it('counts a branch once at its join, whichever condition path it took', () => {
    const flow: FlowGraph = {
      nodes: [
        start(),
        gateway('parallel', 'p'),
        gateway('condition', 'c'),
        approval('a'),
        approval('b'),
        approval('d'),
        gateway('join', 'j'),
        end(),
      ],
      edges: [
        edge('start', 'p'),
        edge('p', 'c'),
        edge('p', 'd'),
        edge('c', 'a', { condition: daysOver(3) }),
        edge('c', 'b', { isDefault: true }),
        edge('a', 'j'),
        edge('b', 'j'),
        edge('d', 'j'),
        edge('j', 'end'),
      ],
    };
    const first = firstStep(flow, facts(5));
    expect(first.waiting).toEqual(['d', 'a']);
    const afterA = stepFrom(flow, 'a', facts(5), first.joins);
    expect(afterA).toMatchObject({ joins: { j: 1 }, ended: false });
    expect(stepFrom(flow, 'd', facts(5), afterA.joins)).toMatchObject({ joins: {}, ended: true });
  });

  it('says why it cannot step a graph the checks refuse', () => {
    const noDefault = changed(leaveRequest(), {
      edges: (edges) => edges.filter((e) => !e.isDefault),
    });
    expect(() => stepFrom(noDefault, 'manager', facts(1))).toThrow(
      new FlowStepError('noBranch', 'long'),
    );
    expect(() => stepFrom(leaveRequest(), 'nobody', facts(1))).toThrow(
      'The flow has no node "nobody".',
    );
    expect(() => firstStep({ nodes: [], edges: [] }, facts(1))).toThrow(FlowStepError);
  });

  it('offers the approval nodes before a task in its branch to return to, nearest first', () => {
    expect(returnTargets(leaveRequest(), 'hr')).toEqual(['manager']);
    expect(returnTargets(leaveRequest(), 'manager')).toEqual([]);
    const flow = changed(parallelReview(), {
      nodes: (nodes) => [...nodes, approval('lead', 'Lead'), approval('after', 'After')],
      edges: (edges) => [
        edge('start', 'lead'),
        edge('lead', 'split'),
        ...edges.filter((e) => e.source !== 'start' && e.source !== 'archive'),
        edge('archive', 'after'),
        edge('after', 'end'),
      ],
    });
    expect(returnTargets(flow, 'finance')).toEqual([]);
    expect(returnTargets(flow, 'after')).toEqual(['lead']);
  });
});

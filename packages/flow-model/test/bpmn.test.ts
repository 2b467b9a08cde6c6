import { readFileSync } from 'node:fs';
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import {
  BPMN_IMPORT_MAX_BYTES,
  conditionToExpression,
  expressionToCondition,
  exportBpmn,
  flowModdlePackage,
  importBpmn,
  type BpmnFlow,
  type BpmnProblem,
} from '../src/bpmn';
import type { Condition, FlowEdge, FlowGraph, FlowNode } from '../src/types';

const NCNAME = /^[A-Za-z_][\w.-]*$/;

const days: Condition = { kind: 'field', field: 'days', type: 'number', op: 'gt', value: 3 };

/** Every field test: each value type with each of its ops, and initiator tests. */
const everyTest: Condition = {
  kind: 'all',
  items: [
    days,
    {
      kind: 'any',
      items: [
        { kind: 'field', field: 'amount', type: 'number', op: 'eq', value: 1.5 },
        { kind: 'field', field: 'amount', type: 'number', op: 'ne', value: -2 },
        { kind: 'field', field: 'amount', type: 'number', op: 'ge', value: 0 },
        { kind: 'field', field: 'amount', type: 'number', op: 'lt', value: 1e21 },
        { kind: 'field', field: 'amount', type: 'number', op: 'le', value: 10 },
        { kind: 'field', field: 'amount', type: 'number', op: 'empty' },
        { kind: 'field', field: 'amount', type: 'number', op: 'notEmpty' },
      ],
    },
    {
      kind: 'any',
      items: [
        { kind: 'field', field: 'from', type: 'date', op: 'eq', value: '2025-01-31' },
        { kind: 'field', field: 'from', type: 'date', op: 'ne', value: '2025-02-01' },
        { kind: 'field', field: 'from', type: 'date', op: 'gt', value: '2025-03-01' },
        { kind: 'field', field: 'from', type: 'date', op: 'ge', value: '2025-04-01' },
        { kind: 'field', field: 'from', type: 'date', op: 'lt', value: '2025-05-01' },
        { kind: 'field', field: 'from', type: 'date', op: 'le', value: '2025-06-01' },
        { kind: 'field', field: 'from', type: 'date', op: 'empty' },
        { kind: 'field', field: 'from', type: 'date', op: 'notEmpty' },
        {
          kind: 'all',
          items: [
            { kind: 'field', field: 'kind', type: 'choice', op: 'in', value: ['annual', 2, ''] },
            { kind: 'field', field: 'kind', type: 'choice', op: 'notIn', value: [] },
            { kind: 'field', field: 'kind', type: 'choice', op: 'empty' },
            { kind: 'field', field: 'kind', type: 'choice', op: 'notEmpty' },
          ],
        },
      ],
    },
    { kind: 'field', field: 'reason', type: 'text', op: 'eq', value: ' say "hi" & <go>\n ' },
    { kind: 'field', field: 'reason', type: 'text', op: 'ne', value: '' },
    { kind: 'field', field: 'reason', type: 'text', op: 'contains', value: '${x}' },
    { kind: 'field', field: 'reason', type: 'text', op: 'empty' },
    { kind: 'field', field: 'reason', type: 'text', op: 'notEmpty' },
    { kind: 'field', field: 'code', type: 'text', op: 'eq', value: '42' },
    { kind: 'field', field: 'odd', type: 'number', op: 'eq', value: 'not a number' },
    { kind: 'field', field: 'odd', type: 'text', op: 'eq', value: 7 },
    { kind: 'field', field: 'motif du congé', type: 'text', op: 'eq', value: 'été' },
    { kind: 'initiator', subject: 'department', op: 'in', values: [12, 13] },
    { kind: 'initiator', subject: 'role', op: 'notIn', values: ['intern'] },
    { kind: 'any', items: [] },
  ],
};

const node = <T extends FlowNode>(n: T): T => n;

/** A flow with every node kind, people rule, mode and whenNobody, fields and conditions. */
function everything(): BpmnFlow {
  const nodes: FlowNode[] = [
    node({
      id: 'start',
      kind: 'start',
      name: 'Apply',
      position: { x: 0, y: 120.5 },
      initiators: { type: 'some', roleCodes: ['staff', 'hr'], departmentIds: [3, 14] },
      fields: { days: 'edit', salary: 'hidden', reason: 'read' },
    }),
    node({
      id: 'manager',
      kind: 'approval',
      name: 'Manager',
      position: { x: 150, y: 100 },
      approvers: { type: 'leader', levels: 2 },
      mode: 'any',
      whenNobody: 'skip',
      fields: {},
    }),
    node({
      id: 'branch',
      kind: 'condition',
      name: 'Long leave?',
      position: { x: 300, y: 115 },
    }),
    node({
      id: 'hr',
      kind: 'approval',
      name: 'HR',
      position: { x: 450, y: 0 },
      approvers: { type: 'role', roleCode: 'hr' },
      mode: 'all',
      whenNobody: 'admin',
      fields: { salary: 'read' },
    }),
    node({
      id: 'split',
      kind: 'parallel',
      name: 'Both',
      position: { x: 450, y: 200 },
    }),
    node({
      id: 'chosen',
      kind: 'approval',
      name: 'Chosen by the applicant',
      position: { x: 600, y: 150 },
      approvers: { type: 'chosen' },
      mode: 'all',
      whenNobody: 'refuse',
    }),
    node({
      id: 'picked',
      kind: 'approval',
      name: '',
      position: { x: 600, y: 280 },
      approvers: { type: 'field', field: 'deputy' },
      mode: 'any',
      whenNobody: 'refuse',
    }),
    node({ id: 'join', kind: 'join', name: 'Both done', position: { x: 750, y: 200 } }),
    node({
      id: 'named',
      kind: 'approval',
      name: 'Named users',
      position: { x: 900, y: 200 },
      approvers: { type: 'users', userIds: [7, 9] },
      mode: 'any',
      whenNobody: 'refuse',
    }),
    node({
      id: 'copy-role',
      kind: 'cc',
      name: 'Copy HR',
      position: { x: 1050, y: 0 },
      recipients: { type: 'role', roleCode: 'hr' },
    }),
    node({
      id: 'copy-users',
      kind: 'cc',
      name: 'Copy the team',
      position: { x: 1050, y: 100 },
      recipients: { type: 'users', userIds: [] },
      fields: { salary: 'hidden' },
    }),
    node({
      id: 'copy-leader',
      kind: 'cc',
      name: 'Copy the head',
      position: { x: 1050, y: 200 },
      recipients: { type: 'leader', levels: 1 },
    }),
    node({
      id: 'copy-chosen',
      kind: 'cc',
      name: 'Copy whom they chose',
      position: { x: 1050, y: 300 },
      recipients: { type: 'chosen' },
    }),
    node({
      id: 'copy-field',
      kind: 'cc',
      name: 'Copy the deputy',
      position: { x: 1050, y: 400 },
      recipients: { type: 'field', field: 'deputy' },
    }),
    node({ id: 'end', kind: 'end', name: 'Done', position: { x: 1200, y: 200 } }),
  ];
  const edge = (source: string, target: string, more: Partial<FlowEdge> = {}): FlowEdge => ({
    id: `${source}-${target}`,
    source,
    target,
    ...more,
  });
  const edges: FlowEdge[] = [
    edge('start', 'manager', { name: '' }),
    edge('manager', 'branch'),
    edge('branch', 'hr', { name: 'Long', condition: everyTest }),
    edge('branch', 'split', { name: 'Short', isDefault: true }),
    edge('branch', 'copy-role', { condition: days }),
    edge('hr', 'copy-role'),
    edge('split', 'chosen'),
    edge('split', 'picked'),
    edge('chosen', 'join'),
    edge('picked', 'join'),
    edge('join', 'named'),
    edge('named', 'copy-users'),
    edge('copy-role', 'copy-leader'),
    edge('copy-users', 'copy-chosen'),
    edge('copy-leader', 'copy-field'),
    edge('copy-chosen', 'end'),
    edge('copy-field', 'end'),
  ];
  return { id: 'leave-request', name: 'Leave request', formCode: 'leave', graph: { nodes, edges } };
}

const codes = (problems: readonly BpmnProblem[]) => problems.map((problem) => problem.code);

async function parse(xml: string, withExtension = false) {
  const moddle = new BpmnModdle(withExtension ? { flow: flowModdlePackage } : {});
  return moddle.fromXML(xml, 'bpmn:Definitions');
}

function list(element: ModdleElement | undefined, name: string): ModdleElement[] {
  return (element?.get(name) as ModdleElement[] | undefined) ?? [];
}

function byId(elements: readonly ModdleElement[], id: string): ModdleElement {
  const found = elements.find((element) => element.get('id') === id);
  if (!found) throw new Error(`no element ${id}`);
  return found;
}

describe('exportBpmn and importBpmn', () => {
  it('give back the same flow, ids and positions kept, without problems', async () => {
    const flow = everything();
    const imported = await importBpmn(await exportBpmn(flow));
    expect(imported.problems).toEqual([]);
    expect(imported.graph).toEqual(flow.graph);
    expect(imported).toMatchObject({ id: flow.id, name: flow.name, formCode: 'leave' });
  });

  it('give back a flow without a form code, names or edges', async () => {
    const flow: BpmnFlow = {
      id: '7',
      name: '',
      graph: {
        nodes: [{ id: 'only', kind: 'end', name: '', position: { x: -5, y: 0 } }],
        edges: [],
      },
    };
    const imported = await importBpmn(await exportBpmn(flow));
    expect(imported).toEqual({ ...flow, problems: [] });
  });

  it('write ids that are not XML names escaped, and read them back', async () => {
    const graph: FlowGraph = {
      nodes: [
        {
          id: '1st',
          kind: 'start',
          name: 'a',
          position: { x: 0, y: 0 },
          initiators: { type: 'everyone' },
        },
        { id: '-x y.z', kind: 'end', name: 'b', position: { x: 100, y: 0 } },
        { id: 'id.taken', kind: 'end', name: 'c', position: { x: 100, y: 100 } },
        { id: '终点', kind: 'end', name: 'd', position: { x: 100, y: 200 } },
      ],
      edges: [
        { id: '2', source: '1st', target: '-x y.z' },
        { id: 'a:b', source: '1st', target: 'id.taken' },
        { id: 'id.', source: '1st', target: '终点' },
      ],
    };
    const xml = await exportBpmn({ id: 'flow 1', name: 'Ids', graph });
    const { rootElement, warnings } = await parse(xml);
    expect(warnings).toEqual([]);
    const process = list(rootElement, 'rootElements')[0];
    const ids = list(process, 'flowElements').map((element) => element.get('id') as string);
    expect(ids).toEqual([
      'id.1st',
      'id.-x.20.y.2e.z',
      'id.id.2e.taken',
      'id..7ec8..70b9.',
      'id.2',
      'id.a.3a.b',
      'id.id.2e.',
    ]);
    expect(ids.every((id) => NCNAME.test(id))).toBe(true);
    expect(process?.get('id')).toBe('flow.flow.20.1');
    const imported = await importBpmn(xml);
    expect(imported.problems).toEqual([]);
    expect(imported.graph).toEqual(graph);
    expect(imported.id).toBe('flow 1');
  });

  it('refuse a graph that uses an id twice or has an edge to no node', async () => {
    const flow = everything();
    const twice = {
      ...flow.graph,
      edges: [...flow.graph.edges, { ...flow.graph.edges[0]!, id: 'hr' }],
    };
    await expect(exportBpmn({ ...flow, graph: twice })).rejects.toThrow(/"hr" is used by more/);
    const loose = { ...flow.graph, edges: [{ id: 'e', source: 'start', target: 'gone' }] };
    await expect(exportBpmn({ ...flow, graph: loose })).rejects.toThrow(/ends at no node/);
  });
});

describe('exportBpmn', () => {
  it('writes BPMN 2.0 that bpmn-moddle reads without warnings, with or without our extension', async () => {
    const xml = await exportBpmn(everything());
    expect((await parse(xml)).warnings).toEqual([]);
    expect((await parse(xml, true)).warnings).toEqual([]);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns:flow="urn:org:flow:1"');
  });

  it('maps node kinds to BPMN elements, with references as BPMN tools write them', async () => {
    const { rootElement } = await parse(await exportBpmn(everything()), true);
    const process = list(rootElement, 'rootElements')[0];
    expect(process?.$type).toBe('bpmn:Process');
    expect(process?.get('isExecutable')).toBe(true);
    expect(process?.get('name')).toBe('Leave request');
    const elements = list(process, 'flowElements');
    const type = (id: string) => byId(elements, id).$type;
    expect(['start', 'manager', 'copy-role', 'branch', 'split', 'join', 'end'].map(type)).toEqual([
      'bpmn:StartEvent',
      'bpmn:UserTask',
      'bpmn:SendTask',
      'bpmn:ExclusiveGateway',
      'bpmn:ParallelGateway',
      'bpmn:ParallelGateway',
      'bpmn:EndEvent',
    ]);
    expect(byId(elements, 'split').get('gatewayDirection')).toBe('Diverging');
    expect(byId(elements, 'join').get('gatewayDirection')).toBe('Converging');
    const branch = byId(elements, 'branch');
    expect((branch.get('default') as ModdleElement).get('id')).toBe('branch-split');
    expect(list(branch, 'outgoing').map((flow) => flow.get('id'))).toEqual([
      'branch-hr',
      'branch-split',
      'branch-copy-role',
    ]);
    expect(list(byId(elements, 'join'), 'incoming')).toHaveLength(2);
    const long = byId(elements, 'branch-hr');
    expect(long.$type).toBe('bpmn:SequenceFlow');
    expect(long.get('name')).toBe('Long');
    expect((long.get('sourceRef') as ModdleElement).get('id')).toBe('branch');
    const expression = long.get('conditionExpression') as ModdleElement;
    expect(expression.$type).toBe('bpmn:FormalExpression');
    expect(expression.get('body')).toMatch(/^\$\{days > 3 && \(amount == 1.5 \|\| /);
  });

  it('draws every node and edge in the diagram', async () => {
    const flow = everything();
    const { rootElement } = await parse(await exportBpmn(flow));
    const [diagram] = list(rootElement, 'diagrams');
    const plane = diagram?.get('plane') as ModdleElement;
    const drawn = list(plane, 'planeElement');
    expect(drawn).toHaveLength(flow.graph.nodes.length + flow.graph.edges.length);
    const shape = (id: string) =>
      drawn.find((e) => (e.get('bpmnElement') as ModdleElement).get('id') === id)!;
    const bounds = (id: string) => {
      const { x, y, width, height } = shape(id).get('bounds') as Record<string, number>;
      return { x, y, width, height };
    };
    expect(bounds('start')).toEqual({ x: 0, y: 120.5, width: 36, height: 36 });
    expect(bounds('branch')).toEqual({ x: 300, y: 115, width: 50, height: 50 });
    expect(bounds('manager')).toEqual({ x: 150, y: 100, width: 100, height: 80 });
    expect(shape('branch').get('isMarkerVisible')).toBe(true);
    const waypoints = list(shape('manager-branch'), 'waypoint').map((p) => [
      p.get('x'),
      p.get('y'),
    ]);
    expect(waypoints).toEqual([
      [200, 140],
      [325, 140],
    ]);
    expect(drawn.map((e) => e.get('id') as string).every((id) => NCNAME.test(id))).toBe(true);
  });

  it('writes what BPMN has no word for as readable flow: elements', async () => {
    const xml = await exportBpmn(everything());
    expect(xml).toContain('<flow:form code="leave" />');
    expect(xml).toContain('<flow:initiators type="some">');
    expect(xml).toContain('<flow:role code="staff" />');
    expect(xml).toContain('<flow:department id="14" />');
    expect(xml).toContain('<flow:approvers type="leader" levels="2" />');
    expect(xml).toContain('<flow:approval mode="all" whenNobody="admin" />');
    expect(xml).toContain('<flow:recipients type="field" field="deputy" />');
    expect(xml).toContain('<flow:user id="9" />');
    expect(xml).toContain('<flow:field model="salary" access="hidden" />');
    expect(xml).toContain('<flow:fieldTest field="days" type="number" op="gt" value="3" />');
    expect(xml).toContain('<flow:initiatorTest subject="role" op="notIn">');
    expect(xml).toContain('<flow:value type="number">12</flow:value>');
    expect(xml).toMatch(/<flow:condition>\s*<flow:all>/);
  });
});

describe('conditions as expressions', () => {
  it('are written in the JUEL style engines read', () => {
    expect(conditionToExpression(days)).toBe('${days > 3}');
    const text: Condition = {
      kind: 'field',
      field: 'reason',
      type: 'text',
      op: 'ne',
      value: 'a"b\\',
    };
    expect(conditionToExpression({ kind: 'all', items: [days, text] })).toBe(
      '${days > 3 && reason != "a\\"b\\\\"}',
    );
    const choice: Condition = {
      kind: 'field',
      field: 'kind',
      type: 'choice',
      op: 'in',
      value: ['a', 'b'],
    };
    expect(conditionToExpression(choice)).toBe('${kind == "a" || kind == "b"}');
    expect(
      conditionToExpression({ kind: 'field', field: 'not', type: 'text', op: 'notEmpty' }),
    ).toBe('${not empty execution.getVariable("not")}');
    expect(
      conditionToExpression({
        kind: 'initiator',
        subject: 'department',
        op: 'notIn',
        values: [1, 2],
      }),
    ).toBe('${initiatorDepartment != 1 && initiatorDepartment != 2}');
  });

  it('are read back when they are that simple', () => {
    const conditions: Condition[] = [
      days,
      {
        kind: 'any',
        items: [
          days,
          { kind: 'field', field: 'from', type: 'date', op: 'le', value: '2025-01-01' },
        ],
      },
      { kind: 'field', field: 'reason', type: 'text', op: 'contains', value: 'x "y"' },
      { kind: 'field', field: 'a b', type: 'text', op: 'empty' },
      {
        kind: 'all',
        items: [{ kind: 'initiator', subject: 'role', op: 'in', values: ['hr', 'it'] }, days],
      },
      { kind: 'field', field: 'amount', type: 'number', op: 'ge', value: -1.25 },
    ];
    for (const condition of conditions) {
      expect(expressionToCondition(conditionToExpression(condition))).toEqual(condition);
    }
    expect(expressionToCondition('#{ 3 < days and not empty reason }')).toEqual({
      kind: 'all',
      items: [days, { kind: 'field', field: 'reason', type: 'text', op: 'notEmpty' }],
    });
  });

  it('are unreadable when they are more than comparisons', () => {
    for (const text of [
      'days > 3',
      '${days + 1 > 3}',
      '${approved}',
      '${reason > "x"}',
      '${!(days > 3)}',
      '${days > 3',
      '${}',
      '${initiatorRole > "a"}',
      '=days > 3',
    ]) {
      expect(expressionToCondition(text), text).toBeUndefined();
    }
  });
});

const BPMN_NS = 'xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"';
const definitions = (body: string, more = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<bpmn:definitions ${BPMN_NS} ${more} id="d" targetNamespace="urn:test">${body}</bpmn:definitions>`;

describe('importBpmn of files from other tools', () => {
  it('reads a Camunda Modeler file, leaving out what a flow cannot run', async () => {
    const xml = readFileSync(new URL('./fixtures/camunda-expense.bpmn', import.meta.url), 'utf8');
    const imported = await importBpmn(xml);
    expect(imported.problems).toEqual([
      {
        code: 'unsupportedElement',
        message:
          'scriptTask Activity_total cannot run in a flow; it was left out with its sequence flows.',
        params: { id: 'Activity_total', type: 'scriptTask' },
        elementId: 'Activity_total',
      },
      {
        code: 'unsupportedElement',
        message: expect.stringContaining('boundaryEvent Event_timeout') as string,
        params: { id: 'Event_timeout', type: 'boundaryEvent' },
        elementId: 'Event_timeout',
      },
      {
        code: 'unreadableCondition',
        message: expect.stringContaining('Flow_urgent') as string,
        params: { id: 'Flow_urgent', expression: 'execution.getVariable("urgent") === true' },
        elementId: 'Flow_urgent',
      },
    ]);
    expect(imported).toMatchObject({ id: 'Process_expense', name: 'Expense claim' });
    expect(imported.formCode).toBeUndefined();
    expect(imported.graph.nodes).toEqual([
      {
        id: 'StartEvent_1',
        kind: 'start',
        name: 'Claim submitted',
        position: { x: 179, y: 159 },
        initiators: { type: 'everyone' },
      },
      {
        id: 'Activity_review',
        kind: 'approval',
        name: 'Manager review',
        position: { x: 270, y: 137 },
        approvers: { type: 'role', roleCode: '' },
        mode: 'any',
        whenNobody: 'refuse',
      },
      { id: 'Gateway_amount', kind: 'condition', name: 'Amount?', position: { x: 425, y: 152 } },
      {
        id: 'Activity_cfo',
        kind: 'approval',
        name: 'CFO approval',
        position: { x: 530, y: 137 },
        approvers: { type: 'role', roleCode: '' },
        mode: 'any',
        whenNobody: 'refuse',
      },
      { id: 'Event_end', kind: 'end', name: 'Claim settled', position: { x: 842, y: 159 } },
    ]);
    expect(imported.graph.edges).toEqual([
      { id: 'Flow_1a2b3c4', source: 'StartEvent_1', target: 'Activity_review' },
      { id: 'Flow_0d5e6f7', source: 'Activity_review', target: 'Gateway_amount' },
      {
        id: 'Flow_big',
        source: 'Gateway_amount',
        target: 'Activity_cfo',
        name: 'over 1000',
        condition: { kind: 'field', field: 'amount', type: 'number', op: 'gt', value: 1000 },
      },
      {
        id: 'Flow_small',
        source: 'Gateway_amount',
        target: 'Event_end',
        name: 'otherwise',
        isDefault: true,
      },
      { id: 'Flow_urgent', source: 'Gateway_amount', target: 'Event_end', name: 'urgent' },
    ]);
  });

  it('gives foreign send tasks and start events the defaults, and lays out a file without a diagram', async () => {
    const imported = await importBpmn(
      definitions(`<bpmn:process id="p">
        <bpmn:startEvent id="s" />
        <bpmn:parallelGateway id="fork" />
        <bpmn:sendTask id="a" name="Tell A" />
        <bpmn:sendTask id="b" />
        <bpmn:parallelGateway id="meet" />
        <bpmn:endEvent id="e" />
        <bpmn:sequenceFlow id="f1" sourceRef="s" targetRef="fork" />
        <bpmn:sequenceFlow id="f2" sourceRef="fork" targetRef="a" />
        <bpmn:sequenceFlow id="f3" sourceRef="fork" targetRef="b" />
        <bpmn:sequenceFlow id="f4" sourceRef="a" targetRef="meet" />
        <bpmn:sequenceFlow id="f5" sourceRef="b" targetRef="meet" />
        <bpmn:sequenceFlow id="f6" sourceRef="meet" targetRef="e" />
      </bpmn:process>`),
    );
    expect(imported.problems).toEqual([]);
    const { nodes } = imported.graph;
    expect(nodes.map((n) => [n.id, n.kind, n.position.x, n.position.y])).toEqual([
      ['s', 'start', 100, 100],
      ['fork', 'parallel', 280, 100],
      ['a', 'cc', 460, 100],
      ['b', 'cc', 460, 240],
      ['meet', 'join', 640, 100],
      ['e', 'end', 820, 100],
    ]);
    expect(nodes[2]).toMatchObject({ name: 'Tell A', recipients: { type: 'users', userIds: [] } });
    expect(nodes[3]?.name).toBe('');
    expect(nodes[0]).toMatchObject({ initiators: { type: 'everyone' } });
  });

  it('reports elements a flow cannot run by id and type, and leaves out their flows', async () => {
    const imported = await importBpmn(
      definitions(`<bpmn:process id="p">
        <bpmn:startEvent id="timer"><bpmn:timerEventDefinition /></bpmn:startEvent>
        <bpmn:startEvent id="s" />
        <bpmn:subProcess id="sub"><bpmn:startEvent id="inner" /></bpmn:subProcess>
        <bpmn:intermediateCatchEvent id="wait"><bpmn:messageEventDefinition /></bpmn:intermediateCatchEvent>
        <bpmn:inclusiveGateway id="or" />
        <bpmn:endEvent id="e" />
        <bpmn:endEvent id="stop"><bpmn:terminateEventDefinition /></bpmn:endEvent>
        <bpmn:sequenceFlow id="f1" sourceRef="timer" targetRef="sub" />
        <bpmn:sequenceFlow id="f2" sourceRef="sub" targetRef="wait" />
        <bpmn:sequenceFlow id="f3" sourceRef="wait" targetRef="or" />
        <bpmn:sequenceFlow id="f4" sourceRef="or" targetRef="e" />
        <bpmn:sequenceFlow id="f5" sourceRef="s" targetRef="e" />
        <bpmn:sequenceFlow id="f6" sourceRef="s" targetRef="nowhere" />
      </bpmn:process>`),
    );
    expect(imported.problems.map((p) => [p.code, p.elementId, p.params])).toEqual([
      ['xmlWarning', undefined, { message: 'unresolved reference <nowhere>' }],
      [
        'unsupportedEvent',
        'timer',
        { id: 'timer', type: 'startEvent', definition: 'timerEventDefinition' },
      ],
      ['unsupportedElement', 'sub', { id: 'sub', type: 'subProcess' }],
      ['unsupportedElement', 'wait', { id: 'wait', type: 'intermediateCatchEvent' }],
      ['unsupportedElement', 'or', { id: 'or', type: 'inclusiveGateway' }],
      [
        'unsupportedEvent',
        'stop',
        { id: 'stop', type: 'endEvent', definition: 'terminateEventDefinition' },
      ],
      ['danglingFlow', 'f6', { id: 'f6' }],
    ]);
    expect(imported.graph.nodes.map((n) => n.id)).toEqual(['s', 'e']);
    expect(imported.graph.edges).toEqual([{ id: 'f5', source: 's', target: 'e' }]);
  });

  it('takes the first of several processes and reports it', async () => {
    const imported = await importBpmn(
      definitions(
        '<bpmn:process id="one" name="One"><bpmn:endEvent id="e" /></bpmn:process><bpmn:process id="two" />',
      ),
    );
    expect(codes(imported.problems)).toEqual(['severalProcesses']);
    expect(imported.problems[0]?.params).toEqual({ count: 2, processId: 'one' });
    expect(imported).toMatchObject({ id: 'one', name: 'One' });
    expect(imported.graph.nodes).toHaveLength(1);
  });

  it('reads a parallel gateway with several flows in and one out as a join', async () => {
    const imported = await importBpmn(
      definitions(`<bpmn:process id="p">
        <bpmn:parallelGateway id="g1" /><bpmn:parallelGateway id="g2" />
        <bpmn:parallelGateway id="m" gatewayDirection="Converging" /><bpmn:endEvent id="e" />
        <bpmn:sequenceFlow id="a" sourceRef="g1" targetRef="g2" />
        <bpmn:sequenceFlow id="b" sourceRef="g1" targetRef="g2" />
        <bpmn:sequenceFlow id="c" sourceRef="g2" targetRef="m" />
        <bpmn:sequenceFlow id="d" sourceRef="m" targetRef="e" />
        <bpmn:sequenceFlow id="x" sourceRef="m" targetRef="e" />
      </bpmn:process>`),
    );
    expect(imported.graph.nodes.map((n) => n.kind)).toEqual(['parallel', 'join', 'join', 'end']);
  });

  it('reports flow: values it cannot use and takes defaults for them', async () => {
    const imported = await importBpmn(
      definitions(
        `<bpmn:process id="p">
        <bpmn:startEvent id="s"><bpmn:extensionElements>
          <f:initiators type="some"><f:role /><f:department id="x" /><f:department id="4" /></f:initiators>
          <f:fields><f:field model="a" access="write" /><f:field model="b" access="read" /></f:fields>
        </bpmn:extensionElements></bpmn:startEvent>
        <bpmn:userTask id="t"><bpmn:extensionElements>
          <f:approvers type="boss" /><f:approval mode="most" />
        </bpmn:extensionElements></bpmn:userTask>
        <bpmn:sendTask id="c"><bpmn:extensionElements>
          <f:recipients type="leader" levels="two" />
        </bpmn:extensionElements></bpmn:sendTask>
        <bpmn:exclusiveGateway id="g" default="f2" />
        <bpmn:endEvent id="e" />
        <bpmn:sequenceFlow id="f1" sourceRef="g" targetRef="e">
          <bpmn:extensionElements><f:condition><f:all>
            <f:fieldTest field="days" type="number" op="gt" value="3" />
            <f:fieldTest field="days" type="number" op="over" value="3" />
          </f:all></f:condition></bpmn:extensionElements>
          <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">\${days &gt; 3}</bpmn:conditionExpression>
        </bpmn:sequenceFlow>
        <bpmn:sequenceFlow id="f2" sourceRef="g" targetRef="e" />
        <bpmn:sequenceFlow id="f3" sourceRef="g" targetRef="e">
          <bpmn:extensionElements><f:condition>
            <f:initiatorTest subject="role" op="in"><f:value type="number">x</f:value></f:initiatorTest>
          </f:condition></bpmn:extensionElements>
        </bpmn:sequenceFlow>
      </bpmn:process>`,
        'xmlns:f="urn:org:flow:1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
      ),
    );
    expect(
      imported.problems.map((p) => [
        p.elementId,
        p.params.element,
        p.params.attribute,
        p.params.value,
      ]),
    ).toEqual([
      ['s', 'flow:role', 'code', ''],
      ['s', 'flow:department', 'id', 'x'],
      ['s', 'flow:field', 'access', 'write'],
      ['t', 'flow:approvers', 'type', 'boss'],
      ['t', 'flow:approval', 'mode', 'most'],
      ['t', 'flow:approval', 'whenNobody', ''],
      ['c', 'flow:recipients', 'levels', 'two'],
      ['f1', 'flow:fieldTest', 'op', 'over'],
      ['f3', 'flow:value', 'value', 'x'],
    ]);
    expect(codes(imported.problems)).toEqual(Array(9).fill('invalidExtension'));
    const [start, task, copy] = imported.graph.nodes;
    expect(start).toMatchObject({
      initiators: { type: 'some', roleCodes: [], departmentIds: [4] },
      fields: { b: 'read' },
    });
    expect(task).toMatchObject({
      approvers: { type: 'role', roleCode: '' },
      mode: 'any',
      whenNobody: 'refuse',
    });
    expect(copy).toMatchObject({ recipients: { type: 'leader', levels: 1 } });
    expect(imported.graph.edges).toEqual([
      { id: 'f1', source: 'g', target: 'e', condition: days },
      { id: 'f2', source: 'g', target: 'e', isDefault: true },
      { id: 'f3', source: 'g', target: 'e' },
    ]);
  });
  it('follows a condition expression changed in another tool', async () => {
    const xml = await exportBpmn(everything());
    const edited = xml.replace('${days &gt; 3}', '${days &gt;= 5}');
    expect(edited).not.toBe(xml);
    const imported = await importBpmn(edited);
    expect(imported.problems).toEqual([]);
    const edge = imported.graph.edges.find((e) => e.id === 'branch-copy-role');
    expect(edge?.condition).toEqual({ ...days, op: 'ge', value: 5 });
    const unreadable = await importBpmn(xml.replace('${days &gt; 3}', '${days.size() &gt; 5}'));
    expect(unreadable.problems.map((p) => [p.code, p.elementId])).toEqual([
      ['unreadableCondition', 'branch-copy-role'],
    ]);
    expect(
      unreadable.graph.edges.find((e) => e.id === 'branch-copy-role')?.condition,
    ).toBeUndefined();
  });

  it('reads an expression nested too deep for the reader as unreadable', async () => {
    const deep = `\${${'('.repeat(100_000)}days > 3${')'.repeat(100_000)}}`;
    expect(expressionToCondition(deep)).toBeUndefined();
    expect(expressionToCondition(`\${${'('.repeat(50)}days > 3${')'.repeat(50)}}`)).toEqual(days);
  });
});

describe('importBpmn of what is not a flow', () => {
  it('reports text that is not XML, or not BPMN, instead of throwing', async () => {
    for (const xml of [
      '',
      'not xml',
      '<bpmn:definitions',
      '<foo/>',
      '<?xml version="1.0"?><a><b></a>',
    ]) {
      const imported = await importBpmn(xml);
      expect(codes(imported.problems), xml).toEqual(['unreadableXml']);
      expect(imported.graph).toEqual({ nodes: [], edges: [] });
    }
    expect(codes((await importBpmn(definitions(''))).problems)).toEqual(['noProcess']);
    expect(codes((await importBpmn(42 as unknown as string)).problems)).toEqual(['importFailed']);
  });

  it('refuses a file over the size limit without reading it', async () => {
    const padding = `<!-- ${'é'.repeat(BPMN_IMPORT_MAX_BYTES / 2)} -->`;
    const imported = await importBpmn(definitions(`<bpmn:process id="p" />${padding}`));
    expect(imported.problems).toEqual([
      {
        code: 'tooLarge',
        message: expect.stringMatching(
          /^The file has \d+ bytes; at most 5242880 are read\.$/,
        ) as string,
        params: { bytes: expect.any(Number) as number, limit: BPMN_IMPORT_MAX_BYTES },
      },
    ]);
    expect(imported.id).toBe('');
  });

  it('leaves entities a document declares unresolved', async () => {
    const xml = `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${definitions(
      '<bpmn:process id="p" name="&b;"><bpmn:endEvent id="e" name="&b;" /></bpmn:process>',
    ).replace(/^<\?xml[^>]*>\n/, '')}`;
    const imported = await importBpmn(xml);
    expect(imported.name).toBe('&b;');
    expect(imported.graph.nodes.map((n) => n.name)).toEqual(['&b;']);
  });
});

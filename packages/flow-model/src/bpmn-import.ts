import { BpmnModdle, type ModdleElement } from './moddle';
import type { BpmnFlow } from './bpmn-export';
import { conditionToExpression, expressionToCondition } from './bpmn-expression';
import { FlowElementType, flowModdlePackage } from './bpmn-extension';
import { fromBpmnId, fromProcessId } from './bpmn-ids';
import {
  elementsOf,
  isElement,
  readApproval,
  readCondition,
  readFields,
  readFormCode,
  readInitiators,
  readPeopleRule,
  textOf,
  type Complain,
} from './bpmn-import-extension';
import { bpmnProblem, type BpmnProblem, type BpmnProblemCode } from './bpmn-problems';
import type { Condition, FlowEdge, FlowNode, FlowNodeKind, FlowPosition } from './types';

/** A flow read from BPMN, with what could not be taken over. */
export interface BpmnImport extends BpmnFlow {
  readonly problems: readonly BpmnProblem[];
}

/** The largest file `importBpmn` reads: 5 MiB of UTF-8. */
export const BPMN_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

const NODE_KINDS: Readonly<Record<string, FlowNodeKind>> = {
  'bpmn:StartEvent': 'start',
  'bpmn:UserTask': 'approval',
  'bpmn:SendTask': 'cc',
  'bpmn:ExclusiveGateway': 'condition',
  'bpmn:ParallelGateway': 'parallel',
  'bpmn:EndEvent': 'end',
};

/** The name BPMN files use for an element type (`bpmn:ScriptTask` as `scriptTask`). */
function localName(type: string): string {
  const name = type.slice(type.indexOf(':') + 1);
  return name.charAt(0).toLowerCase() + name.slice(1);
}

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code < 0xe000 ? 2 : 3;
  }
  return bytes;
}

/** Reads one process into a graph; `problems` collects what it leaves out. */
class ProcessReader {
  readonly problems: BpmnProblem[] = [];
  /** The node id of each element read as a node. */
  readonly nodeIds = new Map<unknown, string>();
  /** The elements left out, whose flows go with them. */
  private readonly leftOut = new Set<unknown>();
  private readonly flowElements: ModdleElement[];
  private readonly sequenceFlows: ModdleElement[];
  private readonly usedIds = new Set<string>();

  constructor(process: ModdleElement) {
    this.flowElements = elementsOf(process, 'flowElements');
    this.sequenceFlows = this.flowElements.filter((e) => e.$type === 'bpmn:SequenceFlow');
    for (const element of this.flowElements) {
      const id = textOf(element, 'id');
      if (id !== undefined) this.usedIds.add(id);
    }
  }

  report(code: BpmnProblemCode, params: Record<string, string | number>): void {
    this.problems.push(
      bpmnProblem(code, params, typeof params.id === 'string' ? params.id : undefined),
    );
  }

  complainAbout(element: ModdleElement): Complain {
    const id = textOf(element, 'id') ?? '';
    return (tag, attribute, value) =>
      this.report('invalidExtension', { id, element: tag, attribute, value });
  }

  /**
   * The flow's id for an element: its BPMN id, decoded when it was escaped and nothing else
   * holds the decoded id; for an element without one, a new id from `fallback`.
   */
  private idFor(element: ModdleElement, fallback: string): string {
    const bpmnId = textOf(element, 'id');
    let id = bpmnId === undefined ? fallback : fromBpmnId(bpmnId);
    if (bpmnId !== undefined && id !== bpmnId && this.usedIds.has(id)) id = bpmnId;
    for (let n = 2; bpmnId === undefined && this.usedIds.has(id); n++) id = `${fallback}-${n}`;
    this.usedIds.add(id);
    return id;
  }

  private count(element: ModdleElement, end: 'sourceRef' | 'targetRef'): number {
    return this.sequenceFlows.filter((flow) => flow.get(end) === element).length;
  }

  private kindOf(element: ModdleElement): FlowNodeKind | undefined {
    const id = textOf(element, 'id') ?? '';
    const type = localName(element.$type);
    const kind = NODE_KINDS[element.$type];
    if (!kind) {
      this.report('unsupportedElement', { id, type });
      return undefined;
    }
    const [definition] = elementsOf(element, 'eventDefinitions');
    if (definition) {
      this.report('unsupportedEvent', { id, type, definition: localName(definition.$type) });
      return undefined;
    }
    if (kind !== 'parallel') return kind;
    const direction = textOf(element, 'gatewayDirection');
    if (direction === 'Converging') return 'join';
    if (direction === 'Diverging') return 'parallel';
    const joins = this.count(element, 'targetRef') > 1 && this.count(element, 'sourceRef') === 1;
    return joins ? 'join' : 'parallel';
  }

  private node(element: ModdleElement, kind: FlowNodeKind, id: string): FlowNode {
    const complain = this.complainAbout(element);
    const base = { id, name: textOf(element, 'name') ?? '', position: { x: 0, y: 0 } };
    const withFields = () => {
      const fields = readFields(element, complain);
      return fields === undefined ? {} : { fields };
    };
    switch (kind) {
      case 'start': {
        const initiators = readInitiators(element, complain);
        return { ...base, kind, initiators, ...withFields() };
      }
      case 'approval': {
        const fallback = { type: 'role', roleCode: '' } as const;
        const approvers = readPeopleRule(element, FlowElementType.approvers, fallback, complain);
        return { ...base, kind, approvers, ...readApproval(element, complain), ...withFields() };
      }
      case 'cc': {
        const fallback = { type: 'users', userIds: [] } as const;
        const recipients = readPeopleRule(element, FlowElementType.recipients, fallback, complain);
        return { ...base, kind, recipients, ...withFields() };
      }
      default:
        return { ...base, kind };
    }
  }

  nodes(): FlowNode[] {
    const nodes: FlowNode[] = [];
    for (const element of this.flowElements) {
      if (element.$type === 'bpmn:SequenceFlow') continue;
      const kind = this.kindOf(element);
      if (!kind) {
        this.leftOut.add(element);
        continue;
      }
      const id = this.idFor(element, kind);
      this.nodeIds.set(element, id);
      nodes.push(this.node(element, kind, id));
    }
    return nodes;
  }

  /**
   * The condition of a sequence flow: the `flow:condition`, unless the expression beside it was
   * changed in another tool; then, as for other tools' files, the expression if it is readable.
   */
  private condition(flow: ModdleElement, id: string): Condition | undefined {
    const fromExtension = readCondition(flow, this.complainAbout(flow));
    const [expression] = elementsOf(flow, 'conditionExpression');
    if (!expression) return fromExtension;
    const body = textOf(expression, 'body') ?? '';
    if (fromExtension && body.trim() === conditionToExpression(fromExtension)) return fromExtension;
    const language = textOf(expression, 'language');
    const readable = language === undefined || /juel/i.test(language);
    const condition = readable ? expressionToCondition(body) : undefined;
    if (!condition) this.report('unreadableCondition', { id, expression: body });
    return condition;
  }

  /** Call after `nodes()`. */
  edges(): FlowEdge[] {
    const edges: FlowEdge[] = [];
    for (const flow of this.sequenceFlows) {
      const source = flow.get('sourceRef');
      const target = flow.get('targetRef');
      const sourceId = this.nodeIds.get(source);
      const targetId = this.nodeIds.get(target);
      if (sourceId === undefined || targetId === undefined) {
        const known = (end: unknown) => this.nodeIds.has(end) || this.leftOut.has(end);
        if (!known(source) || !known(target)) {
          this.report('danglingFlow', { id: textOf(flow, 'id') ?? '' });
        }
        continue;
      }
      const id = this.idFor(flow, 'flow');
      const name = textOf(flow, 'name');
      const condition = this.condition(flow, textOf(flow, 'id') ?? id);
      const isDefault =
        isElement(source) &&
        source.$type === 'bpmn:ExclusiveGateway' &&
        source.get('default') === flow;
      edges.push({
        id,
        source: sourceId,
        target: targetId,
        ...(name !== undefined && { name }),
        ...(condition && { condition }),
        ...(isDefault && { isDefault }),
      });
    }
    return edges;
  }
}

/** Where the diagrams draw each element (the top-left corner of its shape). */
function diagramPositions(definitions: ModdleElement): Map<unknown, FlowPosition> {
  const positions = new Map<unknown, FlowPosition>();
  for (const diagram of elementsOf(definitions, 'diagrams')) {
    for (const plane of elementsOf(diagram, 'plane')) {
      for (const shape of elementsOf(plane, 'planeElement')) {
        const [bounds] = elementsOf(shape, 'bounds');
        const [x, y] = [bounds?.get('x'), bounds?.get('y')];
        const element = shape.get('bpmnElement');
        if (typeof x !== 'number' || typeof y !== 'number' || positions.has(element)) continue;
        if (Number.isFinite(x) && Number.isFinite(y)) positions.set(element, { x, y });
      }
    }
  }
  return positions;
}

const LAYOUT = { left: 100, top: 100, column: 180, row: 140 };

/**
 * Positions for the nodes the diagram does not draw: columns by distance from the nodes no
 * edge enters, left to right, below whatever the diagram draws.
 */
function layOut(
  nodes: readonly FlowNode[],
  edges: readonly FlowEdge[],
  drawn: ReadonlyMap<string, FlowPosition>,
): Map<string, FlowPosition> {
  const column = new Map<string, number>();
  const targets = new Set(edges.map((edge) => edge.target));
  const queue = nodes.filter((node) => !targets.has(node.id)).map((node) => node.id);
  for (const id of queue) column.set(id, 0);
  for (let i = 0; i < queue.length; i++) {
    const id = queue[i] ?? '';
    for (const edge of edges) {
      if (edge.source !== id || column.has(edge.target)) continue;
      column.set(edge.target, (column.get(id) ?? 0) + 1);
      queue.push(edge.target);
    }
  }
  const top =
    Math.max(LAYOUT.top - LAYOUT.row, ...[...drawn.values()].map((p) => p.y)) + LAYOUT.row;
  const rows = new Map<number, number>();
  const positions = new Map<string, FlowPosition>();
  for (const node of nodes) {
    if (drawn.has(node.id)) continue;
    const x = column.get(node.id) ?? 0;
    const y = rows.get(x) ?? 0;
    rows.set(x, y + 1);
    positions.set(node.id, { x: LAYOUT.left + x * LAYOUT.column, y: top + y * LAYOUT.row });
  }
  return positions;
}

async function readDefinitions(xml: string, problems: BpmnProblem[]): Promise<BpmnImport> {
  const nothing = { id: '', name: '', graph: { nodes: [], edges: [] }, problems };
  const bytes = utf8Length(xml);
  if (bytes > BPMN_IMPORT_MAX_BYTES) {
    problems.push(bpmnProblem('tooLarge', { bytes, limit: BPMN_IMPORT_MAX_BYTES }));
    return nothing;
  }
  const moddle = new BpmnModdle({ flow: flowModdlePackage });
  let parsed;
  try {
    parsed = await moddle.fromXML(xml, 'bpmn:Definitions');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push(bpmnProblem('unreadableXml', { reason: reason.replace(/\s+/g, ' ') }));
    return nothing;
  }
  for (const warning of parsed.warnings) {
    problems.push(bpmnProblem('xmlWarning', { message: warning.message.replace(/\s+/g, ' ') }));
  }
  const definitions = parsed.rootElement;
  const processes = elementsOf(definitions, 'rootElements').filter(
    (element) => element.$type === 'bpmn:Process',
  );
  const [process] = processes;
  if (!process) {
    problems.push(bpmnProblem('noProcess'));
    return nothing;
  }
  const processId = textOf(process, 'id') ?? '';
  if (processes.length > 1) {
    problems.push(bpmnProblem('severalProcesses', { count: processes.length, processId }));
  }

  const reader = new ProcessReader(process);
  const nodes = reader.nodes();
  const edges = reader.edges();
  const elements = diagramPositions(definitions);
  const drawn = new Map<string, FlowPosition>();
  for (const [element, id] of reader.nodeIds) {
    const position = elements.get(element);
    if (position) drawn.set(id, position);
  }
  const laidOut = layOut(nodes, edges, drawn);
  const positioned = nodes.map((node) => ({
    ...node,
    position: drawn.get(node.id) ?? laidOut.get(node.id) ?? node.position,
  }));
  const formCode = readFormCode(process, reader.complainAbout(process));
  problems.push(...reader.problems);
  return {
    id: fromProcessId(processId),
    name: textOf(process, 'name') ?? textOf(definitions, 'name') ?? '',
    graph: { nodes: positioned, edges },
    ...(formCode !== undefined && { formCode }),
    problems,
  };
}

/**
 * Reads a flow from BPMN 2.0 XML, such as `exportBpmn` writes or another BPMN tool saves. It
 * never throws and never evaluates anything: what it cannot take over is left out and listed in
 * `problems` (text that is not BPMN, a file over `BPMN_IMPORT_MAX_BYTES`, elements a flow cannot
 * run such as script tasks, sub-processes and timer events, conditions it cannot read). Elements
 * without our `flow:` extension get defaults; nodes the diagram does not draw are laid out.
 */
export async function importBpmn(xml: string): Promise<BpmnImport> {
  const problems: BpmnProblem[] = [];
  try {
    if (typeof xml !== 'string') throw new TypeError('the BPMN is not a text');
    return await readDefinitions(xml, problems);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    problems.push(bpmnProblem('importFailed', { reason }));
    return { id: '', name: '', graph: { nodes: [], edges: [] }, problems };
  }
}

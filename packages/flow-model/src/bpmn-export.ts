import { BpmnModdle, type ModdleElement } from './moddle';
import { conditionToExpression } from './bpmn-expression';
import { FLOW_NAMESPACE_URI, FlowElementType, flowModdlePackage } from './bpmn-extension';
import { DIAGRAM_IDS, toBpmnId, toDiagramId, toProcessId } from './bpmn-ids';
import type {
  Condition,
  FieldPermissions,
  FlowEdge,
  FlowGraph,
  FlowNode,
  FlowNodeKind,
  Initiators,
  PeopleRule,
} from './types';

/** A flow as it goes to BPMN and comes back: its graph, id, name and the code of its form. */
export interface BpmnFlow {
  readonly id: string;
  readonly name: string;
  readonly graph: FlowGraph;
  readonly formCode?: string;
}

/** The BPMN element type each node kind is written as. */
export const BPMN_ELEMENT_TYPES: Readonly<Record<FlowNodeKind, string>> = Object.freeze({
  start: 'bpmn:StartEvent',
  approval: 'bpmn:UserTask',
  cc: 'bpmn:SendTask',
  condition: 'bpmn:ExclusiveGateway',
  parallel: 'bpmn:ParallelGateway',
  join: 'bpmn:ParallelGateway',
  end: 'bpmn:EndEvent',
});

const EVENT = { width: 36, height: 36 };
const GATEWAY = { width: 50, height: 50 };
const TASK = { width: 100, height: 80 };

/** The size a node kind is drawn at in the BPMN diagram (its position is the top-left corner). */
export const BPMN_SHAPE_SIZES: Readonly<
  Record<FlowNodeKind, { readonly width: number; readonly height: number }>
> = Object.freeze({
  start: EVENT,
  approval: TASK,
  cc: TASK,
  condition: GATEWAY,
  parallel: GATEWAY,
  join: GATEWAY,
  end: EVENT,
});

/** Refuses a graph that uses a BPMN id for more than one node or edge. */
function checkIds({ nodes, edges }: FlowGraph): void {
  const seen = new Set<string>();
  for (const { id } of [...nodes, ...edges]) {
    if (seen.has(toBpmnId(id))) {
      throw new Error(`exportBpmn: the id "${id}" is used by more than one node or edge.`);
    }
    seen.add(toBpmnId(id));
  }
}

/** Creates the BPMN model of one flow; each method builds one kind of element. */
class BpmnWriter {
  readonly moddle = new BpmnModdle({ flow: flowModdlePackage });

  create(type: string, attrs: Readonly<Record<string, unknown>> = {}): ModdleElement {
    return this.moddle.create(type, attrs);
  }

  extensions(values: readonly (ModdleElement | undefined)[]): ModdleElement | undefined {
    const present = values.filter((value) => value !== undefined);
    return present.length > 0
      ? this.create('bpmn:ExtensionElements', { values: present })
      : undefined;
  }

  initiators(initiators: Initiators): ModdleElement {
    if (initiators.type === 'everyone') {
      return this.create(FlowElementType.initiators, { type: 'everyone' });
    }
    return this.create(FlowElementType.initiators, {
      type: 'some',
      roles: initiators.roleCodes.map((code) => this.create(FlowElementType.role, { code })),
      departments: initiators.departmentIds.map((id) =>
        this.create(FlowElementType.department, { id: String(id) }),
      ),
    });
  }

  peopleRule(type: string, rule: PeopleRule): ModdleElement {
    switch (rule.type) {
      case 'users':
        return this.create(type, {
          type: rule.type,
          users: rule.userIds.map((id) => this.create(FlowElementType.user, { id: String(id) })),
        });
      case 'role':
        return this.create(type, { type: rule.type, roleCode: rule.roleCode });
      case 'leader':
        return this.create(type, { type: rule.type, levels: String(rule.levels) });
      case 'chosen':
        return this.create(type, { type: rule.type });
      case 'field':
        return this.create(type, { type: rule.type, field: rule.field });
    }
  }

  fields(fields: FieldPermissions | undefined): ModdleElement | undefined {
    if (fields === undefined) return undefined;
    return this.create(FlowElementType.fields, {
      fields: Object.entries(fields).map(([model, access]) =>
        this.create(FlowElementType.field, { model, access }),
      ),
    });
  }

  value(value: string | number): ModdleElement {
    return typeof value === 'number'
      ? this.create(FlowElementType.value, { type: 'number', text: String(value) })
      : this.create(FlowElementType.value, { text: value });
  }

  conditionTest(condition: Condition): ModdleElement {
    switch (condition.kind) {
      case 'all':
      case 'any':
        return this.create(FlowElementType[condition.kind], {
          tests: condition.items.map((item) => this.conditionTest(item)),
        });
      case 'initiator':
        return this.create(FlowElementType.initiatorTest, {
          subject: condition.subject,
          op: condition.op,
          values: condition.values.map((value) => this.value(value)),
        });
      case 'field': {
        const { field, type, op, value } = condition;
        if (value === undefined) return this.create(FlowElementType.fieldTest, { field, type, op });
        if (typeof value === 'object') {
          const values = value.map((item) => this.value(item));
          return this.create(FlowElementType.fieldTest, { field, type, op, values });
        }
        const isNumber = typeof value === 'number';
        const valueType =
          isNumber === (type === 'number') ? undefined : isNumber ? 'number' : 'text';
        return this.create(FlowElementType.fieldTest, {
          field,
          type,
          op,
          value: String(value),
          ...(valueType && { valueType }),
        });
      }
    }
  }

  node(node: FlowNode): ModdleElement {
    const attrs: Record<string, unknown> = { id: toBpmnId(node.id) };
    if (node.name !== '') attrs.name = node.name;
    let extensions: (ModdleElement | undefined)[] = [];
    switch (node.kind) {
      case 'start':
        extensions = [this.initiators(node.initiators), this.fields(node.fields)];
        break;
      case 'approval':
        extensions = [
          this.peopleRule(FlowElementType.approvers, node.approvers),
          this.create(FlowElementType.approval, { mode: node.mode, whenNobody: node.whenNobody }),
          this.fields(node.fields),
        ];
        break;
      case 'cc':
        extensions = [
          this.peopleRule(FlowElementType.recipients, node.recipients),
          this.fields(node.fields),
        ];
        break;
      case 'parallel':
      case 'join':
        attrs.gatewayDirection = node.kind === 'join' ? 'Converging' : 'Diverging';
        break;
    }
    const extensionElements = this.extensions(extensions);
    if (extensionElements) attrs.extensionElements = extensionElements;
    return this.create(BPMN_ELEMENT_TYPES[node.kind], attrs);
  }

  sequenceFlow(edge: FlowEdge, source: ModdleElement, target: ModdleElement): ModdleElement {
    const attrs: Record<string, unknown> = {
      id: toBpmnId(edge.id),
      sourceRef: source,
      targetRef: target,
    };
    if (edge.name !== undefined) attrs.name = edge.name;
    if (edge.condition) {
      const test = this.conditionTest(edge.condition);
      attrs.extensionElements = this.extensions([this.create(FlowElementType.condition, { test })]);
      attrs.conditionExpression = this.create('bpmn:FormalExpression', {
        body: conditionToExpression(edge.condition),
      });
    }
    const flow = this.create('bpmn:SequenceFlow', attrs);
    (source.get('outgoing') as ModdleElement[]).push(flow);
    (target.get('incoming') as ModdleElement[]).push(flow);
    return flow;
  }

  shape(node: FlowNode, element: ModdleElement): ModdleElement {
    const bounds = this.create('dc:Bounds', { ...node.position, ...BPMN_SHAPE_SIZES[node.kind] });
    return this.create('bpmndi:BPMNShape', {
      id: toDiagramId(element.get('id') as string),
      bpmnElement: element,
      bounds,
      ...(node.kind === 'condition' && { isMarkerVisible: true }),
    });
  }

  edgeShape(flow: ModdleElement, source: FlowNode, target: FlowNode): ModdleElement {
    const waypoint = [source, target].map((node) => {
      const { width, height } = BPMN_SHAPE_SIZES[node.kind];
      const x = node.position.x + width / 2;
      return this.create('dc:Point', { x, y: node.position.y + height / 2 });
    });
    return this.create('bpmndi:BPMNEdge', {
      id: toDiagramId(flow.get('id') as string),
      bpmnElement: flow,
      waypoint,
    });
  }
}

/**
 * The flow as BPMN 2.0 XML, which bpmn.io, Camunda Modeler and other BPMN tools open: a process
 * of start and end events, user tasks (approval), send tasks (CC), exclusive and parallel
 * gateways and sequence flows, with a diagram of the graph's positions. What BPMN has no word
 * for goes into `bpmn:extensionElements` in the `flow:` namespace (`urn:org:flow:1`, see
 * `flowModdlePackage`); conditions are also written as expressions for other tools.
 * Rejects a graph that uses an id twice or has an edge that does not join two of its nodes.
 */
export async function exportBpmn(flow: BpmnFlow): Promise<string> {
  checkIds(flow.graph);
  const writer = new BpmnWriter();
  const placed = new Map(
    flow.graph.nodes.map((node) => [node.id, { node, element: writer.node(node) }]),
  );
  const end = (edge: FlowEdge, id: string) => {
    const found = placed.get(id);
    if (!found) throw new Error(`exportBpmn: edge "${edge.id}" ends at no node ("${id}").`);
    return found;
  };
  const flows: ModdleElement[] = [];
  const edgeShapes: ModdleElement[] = [];
  for (const edge of flow.graph.edges) {
    const source = end(edge, edge.source);
    const target = end(edge, edge.target);
    const sequenceFlow = writer.sequenceFlow(edge, source.element, target.element);
    if (edge.isDefault && source.node.kind === 'condition' && !source.element.get('default')) {
      source.element.set('default', sequenceFlow);
    }
    flows.push(sequenceFlow);
    edgeShapes.push(writer.edgeShape(sequenceFlow, source.node, target.node));
  }
  const elements = [...placed.values()].map(({ element }) => element);
  const shapes = [...placed.values()].map(({ node, element }) => writer.shape(node, element));

  const process = writer.create('bpmn:Process', {
    id: toProcessId(flow.id),
    name: flow.name,
    isExecutable: true,
    flowElements: [...elements, ...flows],
    extensionElements: writer.extensions([
      flow.formCode === undefined
        ? undefined
        : writer.create(FlowElementType.form, { code: flow.formCode }),
    ]),
  });
  const plane = writer.create('bpmndi:BPMNPlane', {
    id: DIAGRAM_IDS.plane,
    bpmnElement: process,
    planeElement: [...shapes, ...edgeShapes],
  });
  const definitions = writer.create('bpmn:Definitions', {
    id: DIAGRAM_IDS.definitions,
    targetNamespace: FLOW_NAMESPACE_URI,
    exporter: '@org/flow-model',
    rootElements: [process],
    diagrams: [writer.create('bpmndi:BPMNDiagram', { id: DIAGRAM_IDS.diagram, plane })],
  });
  const { xml } = await writer.moddle.toXML(definitions, { format: true });
  return xml;
}

/**
 * How the flow's ids become BPMN ids, which must be XML names (NCName: a letter or `_` first,
 * then letters, digits, `_`, `-` and `.`), and back.
 *
 * - A node or edge id that is already such a name without a `.` is written as it is.
 * - Any other is escaped: `id.` and the id with each character outside `A-Z a-z 0-9 _ -` written
 *   as `.` + its code point in hex + `.` (`1st step` becomes `id.1st.20.step`).
 * - The process id is `flow.` and the flow's id escaped the same way (`flow.42`).
 * - The diagram's own ids start with `di.` or end in `.1`.
 *
 * A node or edge id never holds a `.` unless escaped, so the four groups cannot meet.
 */

const PLAIN_ID = /^[A-Za-z_][\w-]*$/;
const ESCAPED_BODY = /^(?:[\w-]|\.[0-9a-f]{1,6}\.)*$/;
const NODE_ID_PREFIX = 'id.';
const PROCESS_ID_PREFIX = 'flow.';

/** The BPMN ids of the definitions, diagram and plane. */
export const DIAGRAM_IDS = Object.freeze({
  definitions: 'Definitions.1',
  diagram: 'BPMNDiagram.1',
  plane: 'BPMNPlane.1',
});

function escapeBody(id: string): string {
  let body = '';
  for (const char of id) {
    body += /[\w-]/.test(char) ? char : `.${(char.codePointAt(0) ?? 0).toString(16)}.`;
  }
  return body;
}

function unescapeBody(body: string): string | undefined {
  if (!ESCAPED_BODY.test(body)) return undefined;
  return body.replace(/\.([0-9a-f]{1,6})\./g, (_, hex: string) =>
    String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)),
  );
}

/** The BPMN id of a node or an edge. */
export function toBpmnId(id: string): string {
  return PLAIN_ID.test(id) ? id : NODE_ID_PREFIX + escapeBody(id);
}

/** The node or edge id a BPMN id was written for (an id of another tool stays as it is). */
export function fromBpmnId(bpmnId: string): string {
  if (!bpmnId.startsWith(NODE_ID_PREFIX)) return bpmnId;
  return unescapeBody(bpmnId.slice(NODE_ID_PREFIX.length)) ?? bpmnId;
}

/** The BPMN process id of a flow. */
export function toProcessId(flowId: string): string {
  return PROCESS_ID_PREFIX + escapeBody(flowId);
}

/** The flow id a process id was written for, or the process id of another tool itself. */
export function fromProcessId(processId: string): string {
  if (!processId.startsWith(PROCESS_ID_PREFIX)) return processId;
  return unescapeBody(processId.slice(PROCESS_ID_PREFIX.length)) ?? processId;
}

/** The id of the diagram shape or edge that draws the element of a BPMN id. */
export function toDiagramId(bpmnId: string): string {
  return `di.${bpmnId}`;
}

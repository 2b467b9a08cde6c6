/** What a BPMN import reports about a file it read only in part, or could not read. */
export const BPMN_PROBLEM_CODES = Object.freeze([
  /** The file is bigger than the importer reads (`bytes`, `limit`). */
  'tooLarge',
  /** The text is not XML, or not BPMN 2.0 definitions (`reason`). */
  'unreadableXml',
  /** The XML reader skipped or could not resolve something (`message`). */
  'xmlWarning',
  /** The definitions hold no process. */
  'noProcess',
  /** Only the first of `count` processes was read (`processId`). */
  'severalProcesses',
  /** An element of a kind a flow cannot hold was left out with its flows (`id`, `type`). */
  'unsupportedElement',
  /** A start or end event with an event definition was left out (`id`, `type`, `definition`). */
  'unsupportedEvent',
  /** A sequence flow without its source or target was left out (`id`). */
  'danglingFlow',
  /** A condition expression could not be read; its flow is kept without it (`id`, `expression`). */
  'unreadableCondition',
  /** A `flow:` extension value could not be used (`id`, `element`, `attribute`, `value`). */
  'invalidExtension',
  /** Reading stopped on an unexpected error (`reason`). */
  'importFailed',
] as const);
export type BpmnProblemCode = (typeof BPMN_PROBLEM_CODES)[number];

/** One thing an import could not take over; `params` name what it is about. */
export interface BpmnProblem {
  readonly code: BpmnProblemCode;
  /** In English, for logs and as a fallback; show users a text made from `code` and `params`. */
  readonly message: string;
  readonly params: Readonly<Record<string, string | number>>;
  /** The BPMN id of the element it is about. */
  readonly elementId?: string;
}

type Params = Readonly<Record<string, string | number>>;

const MESSAGES: Readonly<Record<BpmnProblemCode, (params: Params) => string>> = {
  tooLarge: (p) => `The file has ${p.bytes} bytes; at most ${p.limit} are read.`,
  unreadableXml: (p) => `The file is not BPMN 2.0 XML: ${p.reason}`,
  xmlWarning: (p) => `The XML reader skipped something: ${p.message}`,
  noProcess: () => 'The file holds no process.',
  severalProcesses: (p) => `The file holds ${p.count} processes; only ${p.processId} was read.`,
  unsupportedElement: (p) =>
    `${p.type} ${p.id} cannot run in a flow; it was left out with its sequence flows.`,
  unsupportedEvent: (p) =>
    `${p.type} ${p.id} has a ${p.definition}, which cannot run in a flow; it was left out with its sequence flows.`,
  danglingFlow: (p) => `Sequence flow ${p.id} lacks its source or target; it was left out.`,
  unreadableCondition: (p) =>
    `The condition of sequence flow ${p.id} cannot be read (${p.expression}); the flow was kept without it.`,
  invalidExtension: (p) =>
    `${p.element} on ${p.id} has ${p.attribute}="${p.value}", which cannot be used; a default stands for it, or it was left out.`,
  importFailed: (p) => `Reading the file stopped: ${p.reason}`,
};

/** A problem with its English message made from the params. */
export function bpmnProblem(
  code: BpmnProblemCode,
  params: Params = {},
  elementId?: string,
): BpmnProblem {
  const message = MESSAGES[code](params);
  return elementId === undefined ? { code, message, params } : { code, message, params, elementId };
}

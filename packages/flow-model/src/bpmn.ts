/**
 * BPMN 2.0 export and import of flows. A flow goes out as a standard process with a diagram,
 * which bpmn.io and Camunda Modeler open, and comes back unchanged; what BPMN has no word for
 * travels in the `flow:` extension namespace. A file of another tool comes in with defaults
 * for what it does not say and problems for what a flow cannot hold.
 */
export { BPMN_ELEMENT_TYPES, BPMN_SHAPE_SIZES, exportBpmn, type BpmnFlow } from './bpmn-export';
export { conditionToExpression, expressionToCondition } from './bpmn-expression';
export { FLOW_NAMESPACE_PREFIX, FLOW_NAMESPACE_URI, flowModdlePackage } from './bpmn-extension';
export { BPMN_IMPORT_MAX_BYTES, importBpmn, type BpmnImport } from './bpmn-import';
export { BPMN_PROBLEM_CODES, type BpmnProblem, type BpmnProblemCode } from './bpmn-problems';

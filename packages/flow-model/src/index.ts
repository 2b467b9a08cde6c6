export * from './types';
export { type ConditionFacts, asNumber, conditionHolds, dayOf, isEmptyValue } from './conditions';
export {
  accessOf,
  defaultAccess,
  fieldAccess,
  isPeopleNode,
  refusedChanges,
  sameValue,
  visibleValues,
  withChanges,
} from './permissions';
export { type FlowCheckOptions, checkFlow, isRunnable } from './checks';
export { MAX_LEADER_LEVELS } from './content-checks';
export {
  FLOW_ISSUE_CODES,
  type FlowIssue,
  type FlowIssueCode,
  type FlowIssueParams,
  type FlowLocale,
  flowIssue,
  flowIssueMessage,
} from './issues';
export { type GraphIndex, edgesFrom, edgesInto, indexGraph, nodeLabel } from './graph';
export { FlowStepError, type Step, firstStep, returnTargets, stepFrom } from './stepping';
export { type ParallelStructure, parallelStructure } from './nesting';
export { flowFieldsOf } from './form-fields';
export * from './bpmn';

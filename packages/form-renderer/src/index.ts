export { createFormStore } from './form-store';
export { useFieldValue } from './use-field-value';
export { DefinitionErrors } from './DefinitionErrors';

export type { FormStore } from './form-store';
export type { DefinitionErrorsProps, DefinitionProblem } from './DefinitionErrors';

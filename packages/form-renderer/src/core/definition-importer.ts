/**
 * The full definition importer, loaded as a chunk only when a definition needs it: JSON text,
 * FormMaking exports that cannot be normalised at once, and the validation of every definition
 * (JSON schema, patterns, report spans, duplicate models) with readable paths.
 */
export { importDefinition, validateDefinition } from '@org/form-schema';

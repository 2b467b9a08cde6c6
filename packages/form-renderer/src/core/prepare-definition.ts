import { importDefinition, type DefinitionIssue, type FormDefinition } from '@org/form-schema';
import type { DefinitionProblem } from './DefinitionErrors';

/** A definition ready to render, or the problems that keep it from rendering. */
export type PreparedDefinition =
  | { ok: true; definition: FormDefinition; warnings: readonly DefinitionIssue[] }
  | { ok: false; problems: readonly DefinitionProblem[] };

/**
 * Reads what the host passed as `definition`: our JSON, a FormMaking export of either
 * generation, as an object or as text. It goes through `importDefinition`, which normalises
 * it (legacy grids, `length` → `limit`, defaults) and validates it; nothing in it runs.
 */
export function prepareDefinition(input: unknown): PreparedDefinition {
  const result = importDefinition(input);
  if (!result.ok) {
    return {
      ok: false,
      problems: result.errors.map((issue) => ({ path: issue.path, message: issue.message })),
    };
  }
  return { ok: true, definition: result.definition, warnings: result.warnings };
}

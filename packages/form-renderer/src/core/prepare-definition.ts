import {
  canMigrate,
  FormOperationError,
  migrateDefinition,
  normalizeDefinition,
  type DefinitionIssue,
  type FormDefinition,
} from '@org/form-schema';
import type * as Importer from './definition-importer';
import type { DefinitionProblem } from './DefinitionErrors';

/** A definition ready to render, or the problems that keep it from rendering. */
export type PreparedDefinition =
  | { ok: true; definition: FormDefinition; warnings: readonly DefinitionIssue[] }
  | { ok: false; problems: readonly DefinitionProblem[] };

/**
 * What the host's `definition` gives: `now` is the definition to render at once (undefined while
 * only the full importer can read it), `checked` the outcome of the full import and validation.
 * When `checked` is valid its definition is the very object of `now`.
 */
export interface DefinitionPreparation {
  now: (PreparedDefinition & { ok: true }) | undefined;
  checked: Promise<PreparedDefinition>;
}

let importer: Promise<typeof Importer> | undefined;
const loadImporter = () =>
  (importer ??= import('./definition-importer').catch((error: unknown) => {
    importer = undefined; // the next definition tries again
    throw error;
  }));

/** A failed load of the importer, as the one problem of the definition. */
function unloaded(error: unknown): PreparedDefinition {
  const message = error instanceof Error ? error.message || error.name : String(error);
  return { ok: false, problems: [{ path: '', message }] };
}

function problemsOf(issues: readonly DefinitionIssue[]): PreparedDefinition {
  return {
    ok: false,
    problems: issues.map((issue) => ({ path: issue.path, message: issue.message })),
  };
}

/** The definition as `importDefinition` normalises it, when that needs no more than normalising. */
function normalizeAtOnce(input: unknown): FormDefinition | undefined {
  if (typeof input !== 'object' || input === null || !canMigrate(input)) return undefined;
  try {
    return normalizeDefinition(migrateDefinition(input));
  } catch (error) {
    if (error instanceof FormOperationError) return undefined;
    throw error;
  }
}

/**
 * Reads what the host passed as `definition`: our JSON, a FormMaking export of either
 * generation, as an object or as text, exactly as `importDefinition` does (normalised, then
 * validated; nothing in it runs). A definition object is normalised at once and renders while
 * its validation, in the importer's chunk, completes; JSON text and anything the normaliser
 * refuses wait for the importer.
 */
export function prepareDefinition(input: unknown): DefinitionPreparation {
  const definition = normalizeAtOnce(input);
  if (definition === undefined) {
    const checked = loadImporter().then(({ importDefinition }) => {
      // Code texts are checked where they run (or in the designer), not here: a form whose
      // scripts are off renders whatever they hold, as a definition object does.
      const result = importDefinition(input, { checkScripts: false });
      if (!result.ok) return problemsOf(result.errors);
      return { ok: true, definition: result.definition, warnings: result.warnings } as const;
    }, unloaded);
    return { now: undefined, checked };
  }
  const now = { ok: true, definition, warnings: [] } as const;
  const checked = loadImporter().then(({ validateDefinition }) => {
    const validation = validateDefinition(definition);
    if (!validation.valid) return problemsOf(validation.errors);
    return now;
  }, unloaded);
  return { now, checked };
}

/**
 * Import of a definition from JSON text or a parsed value: FormMaking exports of both
 * generations and native definitions alike. Nothing in the input is ever run: scripts, data
 * source hooks and validator bodies stay strings (they are parsed, and one that does not
 * parse refuses the import), patterns are only parsed.
 */
import { scriptIssues } from './definition-scripts';
import { FormOperationError } from './errors';
import { normalizeDefinition } from './formmaking';
import type { IdSource } from './ids';
import { parseJsonText } from './json-text';
import { migrateDefinition } from './migrations';
import type { FormDefinition } from './types';
import { checkStructure, validateDefinition, type DefinitionIssue } from './validate-definition';

/** Options of `importDefinition`. */
export interface ImportOptions {
  /** Source of the keys given to widgets that have none; a shared source by default. */
  ids?: IdSource;
  /**
   * Whether code texts (event scripts, data-source functions, `{ func }` rules) must parse
   * (default true): one that does not is an error naming it, with its line and column.
   */
  checkScripts?: boolean;
}

/** An imported definition with its warnings, or the errors that prevent the import. */
export type ImportResult =
  | { ok: true; definition: FormDefinition; warnings: DefinitionIssue[] }
  | { ok: false; errors: DefinitionIssue[] };

/**
 * Reads a definition from JSON text (a string) or an already parsed value. Text that is not
 * JSON gives one error with the line and column in its message. A FormMaking export is migrated
 * to `SCHEMA_VERSION` and normalised (see `normalizeDefinition`), then validated: errors refuse
 * the import, warnings (duplicate models, unknown widget types) travel with the definition.
 * The input is not changed.
 */
export function importDefinition(input: unknown, options: ImportOptions = {}): ImportResult {
  let value = input;
  if (typeof input === 'string') {
    const parsed = parseJsonText(input);
    if (!parsed.ok) {
      const { message, line, column, reasons } = parsed.error;
      return {
        ok: false,
        errors: [
          {
            path: '',
            message: `invalid JSON: ${message}`,
            code: 'invalid-json',
            params: { line, column, reason: reasons['zh-CN'] },
          },
        ],
      };
    }
    value = parsed.value;
  }
  const structure = checkStructure(value);
  if (structure.length > 0) return { ok: false, errors: structure };
  let definition: FormDefinition;
  try {
    // Normalising is idempotent: it completes native definitions written by hand or by older
    // builds, and changes nothing that migration has already normalised.
    definition = normalizeDefinition(migrateDefinition(value, options), options);
  } catch (error) {
    if (!(error instanceof FormOperationError)) throw error;
    return {
      ok: false,
      errors: [{ path: 'schemaVersion', message: error.message, code: 'unsupported-version' }],
    };
  }
  const validation = validateDefinition(definition);
  if (!validation.valid) return { ok: false, errors: validation.errors };
  const scripts = options.checkScripts === false ? [] : scriptIssues(definition);
  if (scripts.length > 0) return { ok: false, errors: scripts };
  return { ok: true, definition, warnings: validation.warnings };
}

/**
 * `schemaVersion` and the migrations between versions. A definition without a version is a
 * FormMaking export (generation 0); each later version adds one `{from, to, migrate}` step, and
 * a definition is brought to `SCHEMA_VERSION` by running the steps after its own version.
 */
import { SCHEMA_VERSION } from './constants';
import { FormOperationError } from './errors';
import { normalizeDefinition } from './formmaking';
import type { IdSource } from './ids';
import type { FormDefinition } from './types';
import { checkStructure, formatIssue } from './definition-structure';

/** Options of a migration. */
export interface MigrationOptions {
  /** Source of keys for widgets that get one; a shared source by default. */
  ids?: IdSource;
}

/** One step from a version to the next. `migrate` must not change its input. */
export interface Migration {
  from: number;
  to: number;
  /** What the step does, in a few words. */
  description: string;
  migrate(
    definition: Readonly<Record<string, unknown>>,
    options: MigrationOptions,
  ): Record<string, unknown>;
}

/** The steps, in order; version 0 is a FormMaking export without `schemaVersion`. */
export const MIGRATIONS: readonly Migration[] = Object.freeze([
  {
    from: 0,
    to: 1,
    description: 'normalise a FormMaking export (basic 1.x or Advanced)',
    migrate: (definition, options) =>
      normalizeDefinition(definition, options) as unknown as Record<string, unknown>,
  },
]);

/** A chain of steps and the version it leads to. */
export interface MigrationChain {
  steps: readonly Migration[];
  target: number;
}

const PACKAGE_CHAIN: MigrationChain = { steps: MIGRATIONS, target: SCHEMA_VERSION };

/** Why a value cannot be migrated along the chain, or undefined when it can. */
function migrationProblem(json: unknown, chain: MigrationChain): string | undefined {
  const [structural] = checkStructure(json);
  if (structural) return `Cannot read the definition: ${formatIssue(structural)}`;
  const version = (json as Record<string, unknown>).schemaVersion;
  if (version === undefined) return undefined;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return `schemaVersion must be a positive integer, not ${JSON.stringify(version) ?? String(version)}`;
  }
  if (version > chain.target) {
    return (
      `The definition has schemaVersion ${version}, newer than version ${chain.target} that this ` +
      'package reads: open it with a newer release of the form model'
    );
  }
  return undefined;
}

function stepFrom(chain: MigrationChain, version: number): Migration {
  const step = chain.steps.find((candidate) => candidate.from === version);
  if (!step || step.to <= version) {
    throw new Error(`The migrations have no step forward from schemaVersion ${version}`);
  }
  return step;
}

/**
 * Runs the steps of a chain from the definition's version (0 when absent) to the chain's
 * target and sets `schemaVersion` (first) to the target. `migrateDefinition` is this function
 * with the package's own chain; a chain of its own serves tests and tools. Throws
 * `FormOperationError` (NOT_ALLOWED) like `migrateDefinition`.
 */
export function runMigrations(
  json: unknown,
  chain: MigrationChain,
  options: MigrationOptions = {},
): FormDefinition {
  const problem = migrationProblem(json, chain);
  if (problem !== undefined) throw new FormOperationError('NOT_ALLOWED', problem);
  let current = json as Readonly<Record<string, unknown>>;
  let version = typeof current.schemaVersion === 'number' ? current.schemaVersion : 0;
  while (version < chain.target) {
    const step = stepFrom(chain, version);
    current = step.migrate(current, options);
    version = step.to;
  }
  const { schemaVersion: _previous, ...rest } = current;
  return { schemaVersion: chain.target, ...rest } as unknown as FormDefinition;
}

/** Whether `migrateDefinition` accepts the value (it would not throw). */
export function canMigrate(json: unknown): boolean {
  return migrationProblem(json, PACKAGE_CHAIN) === undefined;
}

/**
 * The definition brought to `SCHEMA_VERSION`: a FormMaking export (no `schemaVersion`) is
 * normalised, a definition of the current version is returned as is (with `schemaVersion`
 * first), older versions run the steps after theirs. The result is not validated. Throws
 * `FormOperationError` (NOT_ALLOWED) for a version newer than this package's, a version that is
 * not a positive integer, or a value that is not an acyclic object of bounded depth.
 */
export function migrateDefinition(json: unknown, options: MigrationOptions = {}): FormDefinition {
  return runMigrations(json, PACKAGE_CHAIN, options);
}

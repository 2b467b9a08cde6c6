import { describe, expect, it } from 'vitest';
import { DEFAULT_FORM_CONFIG, SCHEMA_VERSION } from './constants';
import { createWidget } from './create-widget';
import { FormOperationError } from './errors';
import { createIdSource } from './ids';
import {
  MIGRATIONS,
  canMigrate,
  migrateDefinition,
  runMigrations,
  type Migration,
} from './migrations';

const ids = () => {
  let n = 0;
  return createIdSource({
    now: () => 1_700_000_000_000,
    key: () => `key${String(n++).padStart(5, '0')}`,
  });
};

function refusal(run: () => unknown): FormOperationError {
  try {
    run();
  } catch (error) {
    if (error instanceof FormOperationError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('MIGRATIONS', () => {
  it('lead without gaps from a FormMaking export (version 0) to SCHEMA_VERSION', () => {
    let version = 0;
    for (const step of MIGRATIONS) {
      expect(step.from).toBe(version);
      expect(step.to).toBeGreaterThan(step.from);
      version = step.to;
    }
    expect(version).toBe(SCHEMA_VERSION);
  });
});

describe('migrateDefinition', () => {
  it('normalises a definition without a version and gives it SCHEMA_VERSION, first', () => {
    const exported = {
      list: [{ type: 'grid', columns: [{ span: 12, list: [] }] }],
      config: { labelWidth: 80 },
    };
    const migrated = migrateDefinition(exported, { ids: ids() });
    expect(Object.keys(migrated)[0]).toBe('schemaVersion');
    expect(migrated.schemaVersion).toBe(SCHEMA_VERSION);
    expect(migrated.config).toEqual({ ...DEFAULT_FORM_CONFIG, labelWidth: 80 });
    expect(migrated.list[0]).toMatchObject({ columns: [{ type: 'col', options: { span: 12 } }] });
  });

  it('returns a definition of the current version as it is, without changing the input', () => {
    const definition = {
      schemaVersion: SCHEMA_VERSION,
      list: [createWidget('input')],
      config: { ...DEFAULT_FORM_CONFIG },
    };
    const before = structuredClone(definition);
    const migrated = migrateDefinition(definition);
    expect(migrated).toEqual(before);
    expect(definition).toEqual(before);
    expect(migrated.list).toBe(definition.list);
  });

  it('does not change a FormMaking export it normalises', () => {
    const exported = { list: [{ type: 'imgupload', options: { length: 3 } }], config: {} };
    const before = structuredClone(exported);
    migrateDefinition(exported, { ids: ids() });
    expect(exported).toEqual(before);
  });

  it('refuses a version newer than this package reads, saying so', () => {
    const newer = { schemaVersion: SCHEMA_VERSION + 1, list: [], config: {} };
    expect(canMigrate(newer)).toBe(false);
    const error = refusal(() => migrateDefinition(newer));
    expect(error.code).toBe('NOT_ALLOWED');
    expect(error.message).toBe(
      `The definition has schemaVersion ${SCHEMA_VERSION + 1}, newer than version ${SCHEMA_VERSION} ` +
        'that this package reads: open it with a newer release of the form model',
    );
  });

  it('refuses a version that is not a positive integer', () => {
    for (const schemaVersion of ['1', 0, -1, 1.5, null, true]) {
      const definition = { schemaVersion, list: [], config: {} };
      expect(canMigrate(definition)).toBe(false);
      expect(refusal(() => migrateDefinition(definition)).message).toBe(
        `schemaVersion must be a positive integer, not ${JSON.stringify(schemaVersion)}`,
      );
    }
  });

  it('refuses values that cannot be read as a definition', () => {
    const cyclic: Record<string, unknown> = { list: [] };
    cyclic.config = cyclic;
    expect(canMigrate(cyclic)).toBe(false);
    expect(refusal(() => migrateDefinition(cyclic)).message).toBe(
      'Cannot read the definition: config: cyclic reference: this value contains itself',
    );
    expect(canMigrate('{"list": []}')).toBe(false);
    expect(refusal(() => migrateDefinition([])).message).toBe(
      'Cannot read the definition: expected a form definition: an object with "list" and "config"',
    );
  });

  it('accepts what it can migrate', () => {
    expect(canMigrate({ list: [], config: {} })).toBe(true);
    expect(canMigrate({ schemaVersion: SCHEMA_VERSION, list: [], config: {} })).toBe(true);
  });
});

describe('runMigrations', () => {
  const tagged = (from: number, to: number): Migration => ({
    from,
    to,
    description: `step ${from} to ${to}`,
    migrate: (definition) => ({
      ...definition,
      steps: [...((definition.steps as string[] | undefined) ?? []), `${from}→${to}`],
    }),
  });
  const chain = { steps: [tagged(2, 3), tagged(0, 1), tagged(1, 2)], target: 3 };

  it('runs every step after the definition’s version, in order', () => {
    expect(runMigrations({ list: [], config: {} }, chain)).toEqual({
      schemaVersion: 3,
      list: [],
      config: {},
      steps: ['0→1', '1→2', '2→3'],
    });
    expect(runMigrations({ schemaVersion: 2, list: [], config: {} }, chain)).toEqual({
      schemaVersion: 3,
      list: [],
      config: {},
      steps: ['2→3'],
    });
  });

  it('refuses a version beyond the chain’s target', () => {
    expect(
      refusal(() => runMigrations({ schemaVersion: 4, list: [], config: {} }, chain)).code,
    ).toBe('NOT_ALLOWED');
  });

  it('fails loudly when the chain has a gap', () => {
    const gap = { steps: [tagged(0, 1)], target: 3 };
    expect(() => runMigrations({ list: [], config: {} }, gap)).toThrow(
      'The migrations have no step forward from schemaVersion 1',
    );
  });
});

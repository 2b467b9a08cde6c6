import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { definitionArbitrary } from '../test/fixtures/definitions';
import { DEFAULT_FORM_CONFIG, SCHEMA_VERSION } from './constants';
import { createWidget } from './create-widget';
import { exportDefinition } from './formmaking-export';
import { importDefinition } from './formmaking-import';
import type { FormDefinition } from './types';

function sample(): FormDefinition {
  const select = createWidget('select');
  const table = createWidget('table');
  const cached = { ...select, options: { ...select.options, remoteOptions: [{ value: 1 }] } };
  return {
    schemaVersion: SCHEMA_VERSION,
    list: [cached, { ...table, tableColumns: [cached] }],
    config: { ...DEFAULT_FORM_CONFIG },
  };
}

describe('exportDefinition', () => {
  it('writes schemaVersion first in the native format', () => {
    const exported = JSON.parse(exportDefinition(sample())) as Record<string, unknown>;
    expect(Object.keys(exported)).toEqual(['schemaVersion', 'list', 'config']);
    expect(exported.schemaVersion).toBe(SCHEMA_VERSION);
  });

  it('leaves schemaVersion out of the FormMaking format', () => {
    const exported = JSON.parse(exportDefinition(sample(), { format: 'formmaking' }));
    expect(Object.keys(exported)).toEqual(['list', 'config']);
  });

  it('leaves the remote options cache out of both formats, at every depth', () => {
    for (const format of ['native', 'formmaking'] as const) {
      expect(exportDefinition(sample(), { format })).not.toContain('remoteOptions');
    }
  });

  it('does not change the definition it writes', () => {
    const definition = sample();
    const before = structuredClone(definition);
    exportDefinition(definition, { format: 'formmaking' });
    expect(definition).toEqual(before);
  });

  it('keeps FormMaking field names, unknown keys and script texts', () => {
    const input = createWidget('input');
    const definition = {
      schemaVersion: SCHEMA_VERSION,
      list: [
        { ...input, bindTable: 'apply', options: { ...input.options, validator: 'return 1;' } },
      ],
      config: {
        ...DEFAULT_FORM_CONFIG,
        eventScript: [{ key: 'mounted', name: 'mounted', func: 'this.refresh();' }],
        hostSetting: true,
      },
    } as unknown as FormDefinition;
    const exported = JSON.parse(exportDefinition(definition, { format: 'formmaking' }));
    expect(exported.list[0]).toMatchObject({
      bindTable: 'apply',
      options: {
        remoteFunc: input.options.remoteFunc,
        isLabelWidth: false,
        validator: 'return 1;',
      },
    });
    expect(exported.config).toMatchObject({
      hostSetting: true,
      eventScript: [{ key: 'mounted', name: 'mounted', func: 'this.refresh();' }],
    });
  });

  it('indents by 2 by default and as asked', () => {
    const definition = { list: [], config: { ...DEFAULT_FORM_CONFIG } };
    expect(exportDefinition(definition)).toContain('\n  "schemaVersion": 1,');
    expect(exportDefinition(definition, { space: 0 })).toMatch(/^\{"schemaVersion":1,"list":\[\],/);
    expect(exportDefinition(definition, { space: 4 })).toContain('\n    "list": []');
  });

  it('gives back the definition when its export is imported, in both formats', () => {
    fc.assert(
      fc.property(
        definitionArbitrary,
        fc.constantFrom('native', 'formmaking' as const),
        (definition, format) => {
          const result = importDefinition(exportDefinition(definition, { format }));
          expect(result).toEqual({ ok: true, definition, warnings: [] });
        },
      ),
      { numRuns: 150 },
    );
  });

  it('gives back imported FormMaking exports when they are exported and imported again', () => {
    for (const name of ['formmaking-basic-1x.json', 'formmaking-advanced.json']) {
      const source = readFileSync(new URL(`../test/fixtures/${name}`, import.meta.url), 'utf8');
      const first = importDefinition(source);
      if (!first.ok) throw new Error(`${name} does not import`);
      for (const format of ['native', 'formmaking'] as const) {
        const again = importDefinition(exportDefinition(first.definition, { format }));
        expect(again).toEqual(first);
      }
    }
  });
});

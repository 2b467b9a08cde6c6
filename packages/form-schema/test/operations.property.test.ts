/**
 * Random editing sessions: sequences of add, clone, move, delete, report merges and splits,
 * row and column changes, undo and redo, applied the way the designer applies them (each
 * successful edit recorded in the history). Whatever the sequence, keys and data-bound models
 * stay unique, every report stays rectangular with consistent spans, no input is mutated, and
 * undoing everything gives back the very first definition object.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FormOperationError,
  addReportColumn,
  addReportRow,
  addWidget,
  allWidgets,
  canRedo,
  canUndo,
  checkReportSpans,
  cloneWidget,
  createHistory,
  currentEntry,
  deleteWidget,
  isDataBound,
  mergeCellDown,
  mergeCellRight,
  moveWidget,
  recordHistory,
  redo,
  removeReportColumn,
  removeReportRow,
  splitCellColumns,
  splitCellRows,
  undo,
  walkWidgets,
  type FormDefinition,
  type History,
  type ListRef,
  type ReportWidget,
  type Widget,
  type WidgetType,
} from '../src/index';
import { deepFreeze, definitionOf, testIds } from './helpers';

const TYPES: WidgetType[] = [
  'input',
  'select',
  'checkbox',
  'date',
  'grid',
  'tabs',
  'report',
  'table',
  'divider',
  'text',
];

type Action =
  | { kind: 'add'; type: WidgetType; at: number; into: number }
  | { kind: 'clone' | 'delete'; at: number }
  | { kind: 'move'; at: number; into: number; index: number }
  | { kind: 'mergeRight' | 'mergeDown' | 'splitColumns' | 'splitRows'; at: number }
  | { kind: 'addRow' | 'addColumn' | 'removeRow' | 'removeColumn'; at: number; index: number }
  | { kind: 'undo' | 'redo' };

const pick = fc.nat({ max: 1000 });
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      type: fc.constantFrom(...TYPES),
      at: pick,
      into: pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constantFrom('clone' as const, 'delete' as const), at: pick }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('move' as const), at: pick, into: pick, index: pick }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'mergeRight' as const,
        'mergeDown' as const,
        'splitColumns' as const,
        'splitRows' as const,
      ),
      at: pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'addRow' as const,
        'addColumn' as const,
        'removeRow' as const,
        'removeColumn' as const,
      ),
      at: pick,
      index: pick,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constantFrom('undo' as const, 'redo' as const) }) },
);

/** Every list a widget can be dropped into: the root, grid columns, cells, tab panes, sub-tables. */
function dropLists(definition: FormDefinition): ListRef[] {
  const lists: ListRef[] = [{ parent: null }];
  walkWidgets(definition.list, (w) => {
    if (w.type === 'col' || w.type === 'td' || w.type === 'table') lists.push({ parent: w.key });
    if (w.type === 'tabs') w.tabs.forEach((_, slot) => lists.push({ parent: w.key, slot }));
  });
  return lists;
}

const nth = <T>(items: readonly T[], n: number): T | undefined =>
  items.length === 0 ? undefined : items[n % items.length];

function apply(definition: FormDefinition, step: Action, ids: ReturnType<typeof testIds>) {
  const widgets = allWidgets(definition.list).filter((w) => w.type !== 'td' && w.type !== 'col');
  const cells = allWidgets(definition.list).filter((w) => w.type === 'td');
  const reports = allWidgets(definition.list).filter((w): w is ReportWidget => w.type === 'report');
  switch (step.kind) {
    case 'add': {
      const list = nth(dropLists(definition), step.into)!;
      return addWidget(definition, step.type, { ids, target: { list } });
    }
    case 'clone':
    case 'delete': {
      const widget = nth(widgets, step.at);
      if (!widget) return undefined;
      return step.kind === 'clone'
        ? cloneWidget(definition, widget.key, { ids })
        : deleteWidget(definition, widget.key);
    }
    case 'move': {
      const widget = nth(widgets, step.at);
      if (!widget) return undefined;
      const list = nth(dropLists(definition), step.into)!;
      return {
        definition: moveWidget(definition, widget.key, list, step.index % 4),
        selected: widget.key,
      };
    }
    case 'mergeRight':
    case 'mergeDown':
    case 'splitColumns':
    case 'splitRows': {
      const cell = nth(cells, step.at);
      if (!cell) return undefined;
      const op = {
        mergeRight: mergeCellRight,
        mergeDown: mergeCellDown,
        splitColumns: splitCellColumns,
        splitRows: splitCellRows,
      }[step.kind];
      return { definition: op(definition, cell.key), selected: cell.key };
    }
    case 'addRow':
    case 'addColumn':
    case 'removeRow':
    case 'removeColumn': {
      const report = nth(reports, step.at);
      if (!report) return undefined;
      const size = step.kind.endsWith('Row')
        ? report.rows.length
        : (report.rows[0]?.columns.length ?? 0);
      const next =
        step.kind === 'addRow'
          ? addReportRow(definition, report.key, step.index % (size + 1), ids)
          : step.kind === 'addColumn'
            ? addReportColumn(definition, report.key, step.index % (size + 1), ids)
            : step.kind === 'removeRow'
              ? removeReportRow(definition, report.key, step.index % size)
              : removeReportColumn(definition, report.key, step.index % size);
      return { definition: next, selected: report.key };
    }
    default:
      return undefined;
  }
}

function checkInvariants(definition: FormDefinition) {
  const all = allWidgets(definition.list);
  const keys = all.map((w) => w.key);
  expect(new Set(keys).size).toBe(keys.length);
  const models = all.filter((w) => isDataBound(w)).map((w) => w.model);
  expect(new Set(models).size).toBe(models.length);
  for (const widget of all) {
    if (widget.type === 'report') expect(checkReportSpans(widget)).toEqual([]);
  }
}

describe('random editing sessions', () => {
  it('keep keys and models unique, reports consistent, inputs untouched, and undo to the exact start', () => {
    fc.assert(
      fc.property(fc.array(action, { minLength: 10, maxLength: 60, size: 'max' }), (steps) => {
        const ids = testIds();
        let seeded = definitionOf();
        for (const type of ['report', 'grid', 'table', 'input'] as const) {
          seeded = addWidget(seeded, type, { ids }).definition;
        }
        const start: FormDefinition = deepFreeze(seeded);
        let history: History = createHistory(start, null, { limit: 100 });
        for (const step of steps) {
          if (step.kind === 'undo') {
            history = undo(history);
            continue;
          }
          if (step.kind === 'redo') {
            history = redo(history);
            continue;
          }
          const before = currentEntry(history).data;
          let result: { definition: FormDefinition; selected: string | null } | undefined;
          try {
            result = apply(before, step, ids);
          } catch (error) {
            // A refusal must leave everything as it was; anything else is a bug.
            expect(error).toBeInstanceOf(FormOperationError);
            continue;
          }
          if (!result) continue;
          deepFreeze(result.definition);
          checkInvariants(result.definition);
          history = recordHistory(history, result.definition, result.selected);
        }
        while (canUndo(history)) history = undo(history);
        expect(currentEntry(history).data).toBe(start);
        while (canRedo(history)) history = redo(history);
        checkInvariants(currentEntry(history).data);
      }),
      { numRuns: 150 },
    );
  });

  it('leave a definition that was only read structurally identical', () => {
    const ids = testIds();
    const grid = addWidget(definitionOf(), 'grid', { ids }).definition;
    const withField = addWidget(grid, 'input', { ids }).definition;
    const frozen = deepFreeze(withField);
    const snapshot = JSON.stringify(frozen);
    const moved = moveWidget(
      frozen,
      frozen.list[1]!.key,
      { parent: (frozen.list[0] as Widget & { columns: Widget[] }).columns[0]!.key },
      0,
    );
    expect(JSON.stringify(frozen)).toBe(snapshot);
    expect(moved).not.toBe(frozen);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultTdOptions } from './catalogue';
import { DEFAULT_FORM_CONFIG } from './constants';
import { createWidget } from './create-widget';
import { FormOperationError } from './errors';
import { createIdSource, type IdSource } from './ids';
import { checkReportSpans, normalizeReportMarks } from './report';
import {
  canMergeDown,
  canMergeRight,
  canSplitColumns,
  canSplitRows,
  mergeCellDown,
  mergeCellRight,
  splitCellColumns,
  splitCellRows,
} from './report-cells';
import {
  addReportColumn,
  addReportRow,
  canRemoveReportColumn,
  canRemoveReportRow,
  removeReportColumn,
  removeReportRow,
} from './report-rows';
import { allWidgets } from './tree';
import type { FormDefinition, ReportWidget, TdWidget, Widget } from './types';

// ---------------------------------------------------------------------------
// Random consistent reports: anchors placed row by row, each with a random span that fits.

interface ReportPlan {
  rows: number;
  cols: number;
  /** Drives the spans of successive anchors. */
  spans: number[];
  /** Drives how many widgets successive anchors hold. */
  content: number[];
}

const planArb: fc.Arbitrary<ReportPlan> = fc.record({
  rows: fc.integer({ min: 1, max: 4 }),
  cols: fc.integer({ min: 1, max: 4 }),
  spans: fc.array(fc.nat({ max: 4 }), { minLength: 32, maxLength: 32 }),
  content: fc.array(fc.nat({ max: 2 }), { minLength: 16, maxLength: 16 }),
});

function keySource(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${n++}`;
}

function buildReport(plan: ReportPlan, nextKey: () => string): ReportWidget {
  const owner: ({ row: number; col: number } | undefined)[][] = Array.from(
    { length: plan.rows },
    () => Array.from({ length: plan.cols }, () => undefined),
  );
  const spans = new Map<string, { rowspan: number; colspan: number }>();
  let drawn = 0;
  const draw = () => plan.spans[drawn++ % plan.spans.length] ?? 0;
  for (let r = 0; r < plan.rows; r++) {
    for (let c = 0; c < plan.cols; c++) {
      if (owner[r]![c]) continue;
      let free = 0;
      while (c + free < plan.cols && !owner[r]![c + free]) free++;
      const colspan = 1 + (draw() % free);
      const rowspan = 1 + (draw() % (plan.rows - r));
      spans.set(`${r},${c}`, { rowspan, colspan });
      for (let rr = r; rr < r + rowspan; rr++) {
        for (let cc = c; cc < c + colspan; cc++) owner[rr]![cc] = { row: r, col: c };
      }
    }
  }
  let anchors = 0;
  const rows = owner.map((line, r) => ({
    columns: line.map((o, c): TdWidget => {
      const span = spans.get(`${r},${c}`);
      const list: Widget[] = [];
      if (span) {
        const count = plan.content[anchors++ % plan.content.length] ?? 0;
        for (let i = 0; i < count; i++) {
          list.push({ ...createWidget('text'), key: nextKey() });
        }
      }
      return {
        ...createWidget('td'),
        key: nextKey(),
        options: {
          ...defaultTdOptions(),
          rowspan: span?.rowspan ?? 1,
          colspan: span?.colspan ?? 1,
          invisible: !span,
          markRow: r - o!.row,
          markCol: c - o!.col,
        },
        list,
      };
    }),
  }));
  return { ...createWidget('report'), key: nextKey(), rows };
}

/** A definition holding a random report (possibly with a random report in one of its cells) and a text widget. */
const definitionArb = fc
  .record({ outer: planArb, inner: fc.option(planArb), host: fc.nat() })
  .map(({ outer, inner, host }): FormDefinition => {
    const nextKey = keySource('k');
    let report = buildReport(outer, nextKey);
    if (inner) {
      const nested = buildReport(inner, nextKey);
      const anchors = report.rows.flatMap((row) =>
        row.columns.filter((td) => !td.options.invisible),
      );
      const target = anchors[host % anchors.length]!;
      report = {
        ...report,
        rows: report.rows.map((row) => ({
          columns: row.columns.map((td) =>
            td === target ? { ...td, list: [...td.list, nested] } : td,
          ),
        })),
      };
    }
    return {
      list: [report, { ...createWidget('text'), key: nextKey() }],
      config: { ...DEFAULT_FORM_CONFIG },
    };
  });

// ---------------------------------------------------------------------------
// Commands

const OPS = [
  'mergeRight',
  'mergeDown',
  'splitColumns',
  'splitRows',
  'addRow',
  'addColumn',
  'removeRow',
  'removeColumn',
] as const;
type Op = (typeof OPS)[number];

interface Command {
  op: Op;
  report: number;
  cell: number;
  index: number;
}

const commandArb: fc.Arbitrary<Command> = fc.record({
  op: fc.constantFrom(...OPS),
  report: fc.nat(),
  cell: fc.nat(),
  index: fc.nat(),
});

const CELL_OPS = {
  mergeRight: [canMergeRight, mergeCellRight],
  mergeDown: [canMergeDown, mergeCellDown],
  splitColumns: [canSplitColumns, splitCellColumns],
  splitRows: [canSplitRows, splitCellRows],
} as const;

function reportsOf(definition: FormDefinition): ReportWidget[] {
  return allWidgets(definition.list).filter((w): w is ReportWidget => w.type === 'report');
}

function subtreeKeys(widget: Widget): string[] {
  return allWidgets([widget]).map((w) => w.key);
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

interface Outcome {
  next: FormDefinition | undefined;
  /** Keys that may disappear: cells of a removed line, with the widgets that go with them. */
  removable: Set<string>;
  /** Expected size of the targeted report afterwards. */
  size: { rows: number; cols: number };
  reportKey: string;
}

function attempt(run: () => FormDefinition): FormDefinition | undefined {
  try {
    return run();
  } catch (error) {
    if (error instanceof FormOperationError) return undefined;
    throw error;
  }
}

function apply(definition: FormDefinition, command: Command, ids: IdSource): Outcome {
  const reports = reportsOf(definition);
  const report = reports[command.report % reports.length]!;
  const rows = report.rows.length;
  const cols = report.rows[0]!.columns.length;
  const removable = new Set<string>();
  const outcome = (next: FormDefinition | undefined, size = { rows, cols }): Outcome => ({
    next,
    removable,
    size,
    reportKey: report.key,
  });
  const { op } = command;
  if (op in CELL_OPS) {
    const [can, run] = CELL_OPS[op as keyof typeof CELL_OPS];
    // Mostly visible cells, which the operations apply to; sometimes any cell.
    const cells = report.rows.flatMap((row) => row.columns);
    const pool = command.cell % 4 === 0 ? cells : cells.filter((td) => !td.options.invisible);
    const key = pool[Math.floor(command.cell / 4) % pool.length]!.key;
    const allowed = can(definition, key);
    const next = attempt(() => run(definition, key));
    expect(next !== undefined).toBe(allowed);
    return outcome(next);
  }
  if (op === 'addRow' || op === 'addColumn') {
    const count = op === 'addRow' ? rows : cols;
    // Sometimes no index, sometimes one past the last position (refused).
    const index = command.cell % 4 === 0 ? undefined : command.index % (count + 2);
    const add = op === 'addRow' ? addReportRow : addReportColumn;
    const next = attempt(() => add(definition, report.key, index, ids));
    expect(next !== undefined).toBe(index === undefined || index <= count);
    return outcome(next, op === 'addRow' ? { rows: rows + 1, cols } : { rows, cols: cols + 1 });
  }
  const byRow = op === 'removeRow';
  const count = byRow ? rows : cols;
  const index = command.index % (count + 1);
  const allowed = (byRow ? canRemoveReportRow : canRemoveReportColumn)(
    definition,
    report.key,
    index,
  );
  expect(allowed).toBe(count > 1 && index < count);
  const remove = byRow ? removeReportRow : removeReportColumn;
  const next = attempt(() => remove(definition, report.key, index));
  expect(next !== undefined).toBe(allowed);
  const line = byRow
    ? (report.rows[index]?.columns ?? [])
    : report.rows.map((row) => row.columns[index]).filter((td) => td !== undefined);
  for (const td of line) {
    removable.add(td.key);
    const span = byRow ? td.options.rowspan : td.options.colspan;
    // A merged cell starting on the removed line shifts onto the next cell with its widgets.
    if (td.options.invisible || span === 1) for (const key of subtreeKeys(td)) removable.add(key);
  }
  return outcome(next, byRow ? { rows: rows - 1, cols } : { rows, cols: cols - 1 });
}

function expectConsistent(definition: FormDefinition): void {
  for (const report of reportsOf(definition)) {
    expect(checkReportSpans(report)).toEqual([]);
    const width = report.rows[0]!.columns.length;
    for (const row of report.rows) expect(row.columns).toHaveLength(width);
  }
  const keys = allWidgets(definition.list).map((w) => w.key);
  expect(new Set(keys).size).toBe(keys.length);
}

// ---------------------------------------------------------------------------

describe('report operations on random reports', () => {
  it('random reports are consistent and already normalized', () => {
    fc.assert(
      fc.property(definitionArb, (definition) => {
        expectConsistent(definition);
        for (const report of reportsOf(definition)) {
          expect(normalizeReportMarks(report)).toBe(report);
        }
      }),
    );
  });

  it('normalizing a report whose invisible and mark options were dropped restores them', () => {
    fc.assert(
      fc.property(planArb, (plan) => {
        const report = buildReport(plan, keySource('k'));
        const stripped: ReportWidget = {
          ...report,
          rows: report.rows.map((row) => ({
            columns: row.columns.map((td) => {
              const { invisible: _i, markRow: _r, markCol: _c, ...options } = td.options;
              return { ...td, options: options as TdWidget['options'] };
            }),
          })),
        };
        expect(normalizeReportMarks(stripped)).toEqual(report);
      }),
    );
  });

  it('adding a row or column and removing it again gives back the same report', () => {
    fc.assert(
      fc.property(planArb, fc.nat(), fc.boolean(), (plan, position, byRow) => {
        const report = buildReport(plan, keySource('k'));
        const definition = deepFreeze({ list: [report], config: { ...DEFAULT_FORM_CONFIG } });
        const ids = createIdSource({ key: keySource('n'), now: () => 1 });
        const count = byRow ? report.rows.length : report.rows[0]!.columns.length;
        const index = position % (count + 1);
        const added = byRow
          ? addReportRow(definition, report.key, index, ids)
          : addReportColumn(definition, report.key, index, ids);
        const removed = byRow
          ? removeReportRow(added, report.key, index)
          : removeReportColumn(added, report.key, index);
        expect(removed.list[0]).toEqual(report);
      }),
    );
  });

  it('random sequences of merges, splits and row or column changes keep every report consistent, keys unique, widgets kept and inputs unchanged', () => {
    fc.assert(
      fc.property(definitionArb, fc.array(commandArb, { maxLength: 30 }), (start, commands) => {
        const ids = createIdSource({ key: keySource('n'), now: () => 1 });
        let definition = deepFreeze(start);
        for (const command of commands) {
          const snapshot = JSON.stringify(definition);
          const before = new Set(allWidgets(definition.list).map((w) => w.key));
          const { next, removable, size, reportKey } = apply(definition, command, ids);
          expect(JSON.stringify(definition)).toBe(snapshot);
          if (!next) continue;

          expectConsistent(next);
          const after = new Set(allWidgets(next.list).map((w) => w.key));
          const lost = [...before].filter((key) => !after.has(key));
          for (const key of lost) expect(removable).toContain(key);

          const report = reportsOf(next).find((r) => r.key === reportKey)!;
          expect(report.rows).toHaveLength(size.rows);
          expect(report.rows[0]!.columns).toHaveLength(size.cols);
          expect(next.list[1]).toBe(definition.list[1]);
          definition = deepFreeze(next);
        }
      }),
      { numRuns: 200 },
    );
  });
});

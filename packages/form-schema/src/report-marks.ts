/**
 * The anchors of a report grid and the repair of its marks: what reading a definition needs
 * (`normalizeDefinition` recomputes the marks of imported reports) and what the report
 * operations rebuild a grid with. Kept apart from the consistency check and the cell lookups
 * of `report.ts`, so that code reading definitions does not carry them; `report.ts` re-exports
 * everything here.
 */
import { defaultTdOptions } from './widget-kinds';
import { FormOperationError } from './errors';
import type { ReportRow, ReportWidget, TdOptions, TdWidget } from './types';

/** 0-based position of the anchor covering a cell (an anchor covers itself). */
export interface CellOwner {
  row: number;
  col: number;
}

/** A row being rebuilt: its cells and the row it comes from, if any. */
export interface DraftRow {
  source?: ReportRow;
  cells: TdWidget[];
}

/** A cell's 1-based position in words. */
export const at = (row: number, col: number) => `row ${row + 1}, column ${col + 1}`;

const isSpan = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1;

/** A span read from options; absent counts as 1, anything else that is not a positive integer as undefined. */
export function spanOf(value: unknown): number | undefined {
  if (value === undefined) return 1;
  return isSpan(value) ? value : undefined;
}

/** A cell's options, or none when it has no options object. */
export function optionsOf(cell: unknown): Partial<TdOptions> {
  const options = (cell as { options?: unknown } | null | undefined)?.options;
  return options && typeof options === 'object' ? (options as Partial<TdOptions>) : {};
}

/**
 * The anchor of every cell, reading the grid row by row: a cell that no earlier anchor covers
 * is an anchor, whatever its `invisible` flag says. Throws NOT_ALLOWED when the grid is not
 * rectangular, a span is not a positive integer, reaches beyond the grid, or overlaps another.
 */
export function layoutOf(
  grid: readonly (readonly TdWidget[])[],
  reportKey?: string,
): CellOwner[][] {
  const refuse = (message: string) => new FormOperationError('NOT_ALLOWED', message, reportKey);
  const width = grid[0]?.length ?? 0;
  const owners: (CellOwner | undefined)[][] = grid.map((cells, r) => {
    if (cells.length !== width) {
      throw refuse(
        `The report is not rectangular: row ${r + 1} has ${cells.length} cells, row 1 has ${width}`,
      );
    }
    return cells.map(() => undefined);
  });
  grid.forEach((cells, r) =>
    cells.forEach((cell, c) => {
      if (owners[r]?.[c]) return;
      const options = optionsOf(cell);
      const colspan = spanOf(options.colspan);
      const rowspan = spanOf(options.rowspan);
      if (colspan === undefined || rowspan === undefined) {
        throw refuse(
          `The cell at ${at(r, c)} has a colspan or rowspan that is not a positive integer`,
        );
      }
      if (r + rowspan > grid.length || c + colspan > width) {
        throw refuse(`The cell at ${at(r, c)} spans beyond the edge of the report`);
      }
      for (let rr = r; rr < r + rowspan; rr++) {
        const line = owners[rr] as (CellOwner | undefined)[];
        for (let cc = c; cc < c + colspan; cc++) {
          const other = line[cc];
          if (other) {
            throw refuse(
              `The spans of the cells at ${at(other.row, other.col)} and ${at(r, c)} overlap at ${at(rr, cc)}`,
            );
          }
          line[cc] = { row: r, col: c };
        }
      }
    }),
  );
  return owners as CellOwner[][];
}

/** The cell with the given options changed, or the cell itself when they already hold. */
export function withTdOptions(cell: TdWidget, patch: Partial<TdOptions>): TdWidget {
  const options = cell.options as unknown as Record<string, unknown>;
  const same = Object.entries(patch).every(([name, value]) => options[name] === value);
  return same ? cell : { ...cell, options: { ...cell.options, ...patch } };
}

/** The rows of a report as drafts to rebuild: fresh cell arrays, original cells. */
export function draftOf(report: ReportWidget): DraftRow[] {
  return report.rows.map((row) => ({ source: row, cells: row.columns.slice() }));
}

/**
 * The report with the drafted rows, every cell's `invisible`, `markRow` and `markCol` recomputed
 * from the anchors' spans (covered cells also get colspan and rowspan 1). Unchanged cells and
 * rows keep their identity; the report itself when nothing changed.
 */
export function settleReport(report: ReportWidget, draft: readonly DraftRow[]): ReportWidget {
  const owners = layoutOf(
    draft.map((row) => row.cells),
    report.key,
  );
  let changed = draft.length !== report.rows.length;
  const rows = draft.map((row, r): ReportRow => {
    const cells = row.cells.map((cell, c) => {
      const owner = owners[r]?.[c] as CellOwner;
      const anchor = owner.row === r && owner.col === c;
      return withTdOptions(
        cell,
        anchor
          ? { invisible: false, markRow: 0, markCol: 0 }
          : {
              invisible: true,
              markRow: r - owner.row,
              markCol: c - owner.col,
              colspan: 1,
              rowspan: 1,
            },
      );
    });
    const source = row.source;
    const kept =
      source !== undefined &&
      source.columns.length === cells.length &&
      cells.every((cell, c) => cell === source.columns[c]);
    const next = kept ? source : { ...source, columns: cells };
    if (next !== report.rows[r]) changed = true;
    return next;
  });
  return changed ? { ...report, rows } : report;
}

function withDefaults(cell: TdWidget): TdWidget {
  const given = optionsOf(cell) as Record<string, unknown>;
  const defaults = defaultTdOptions() as unknown as Record<string, unknown>;
  const missing = Object.keys(defaults).filter((name) => given[name] === undefined);
  if (missing.length === 0) return cell;
  const options = { ...given };
  for (const name of missing) options[name] = defaults[name];
  return { ...cell, options: options as unknown as TdOptions };
}

/**
 * A report whose `invisible`, `markRow` and `markCol` are recomputed from the anchors' spans,
 * for imports from older exports that omit them. Missing cell options get the defaults of a new
 * cell; covered cells get colspan and rowspan 1. A cell that no earlier cell's span covers
 * (reading row by row) is an anchor and becomes visible. Throws NOT_ALLOWED when the grid is not
 * rectangular or spans overlap or reach beyond it. Returns the same object when nothing changes.
 */
export function normalizeReportMarks(report: ReportWidget): ReportWidget {
  if (!Array.isArray(report.rows)) {
    throw new FormOperationError('NOT_ALLOWED', 'The report has no list of rows', report.key);
  }
  const draft = (report.rows as unknown[]).map((row, r): DraftRow => {
    const columns = (row as { columns?: unknown } | null)?.columns;
    if (!Array.isArray(columns)) {
      throw new FormOperationError(
        'NOT_ALLOWED',
        `Row ${r + 1} of the report has no list of cells`,
        report.key,
      );
    }
    return { source: row as ReportRow, cells: (columns as TdWidget[]).map(withDefaults) };
  });
  return settleReport(report, draft);
}

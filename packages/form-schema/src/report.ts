/**
 * The report grid: its consistency rules and how report cells are found in a definition. The
 * anchors and the repair of imported reports' marks live in `report-marks.ts` (re-exported
 * here), so that reading a definition does not load the rest.
 *
 * A report is an R×C grid: every row holds every cell. An anchor (a visible cell) at (r, c)
 * with `colspan` cs and `rowspan` rs covers rows r..r+rs-1 and columns c..c+cs-1. Every other
 * cell of that rectangle stays in its row with `invisible: true` and `markRow`/`markCol` set
 * to its offset from the anchor. The operations live in `report-cells.ts` (merge, split) and
 * `report-rows.ts` (rows and columns); the helpers they share are exported from here.
 */
import { FormOperationError } from './errors';
import { at, layoutOf, optionsOf, spanOf, type CellOwner } from './report-marks';
import { findWidget, updateAt, type WidgetPath } from './tree';
import type { FormDefinition, ReportWidget, TdWidget } from './types';

export {
  draftOf,
  layoutOf,
  normalizeReportMarks,
  settleReport,
  withTdOptions,
  type CellOwner,
  type DraftRow,
} from './report-marks';

/** Where a cell sits: its report and its 0-based row and column. */
export interface CellLocation {
  reportKey: string;
  row: number;
  col: number;
}

/** A report found in a definition, known to be consistent. */
export interface FoundReport {
  report: ReportWidget;
  path: WidgetPath;
  /** The anchor covering each cell, by row and column. */
  owners: CellOwner[][];
}

/** A cell found in a definition, with its consistent report. */
export interface FoundCell extends FoundReport {
  cell: TdWidget;
  row: number;
  col: number;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Every inconsistency of a report's grid, in words, starting with the 1-based position
 * (`row 2, column 3: …`): rows of unequal length, spans that are not positive integers, spans
 * beyond the grid, overlapping spans, covered cells not invisible or with wrong marks, visible
 * cells with marks, and invisible cells covered by no anchor. Empty when consistent.
 */
export function checkReportSpans(report: ReportWidget): string[] {
  const problems: string[] = [];
  const rows: unknown[] = Array.isArray(report.rows) ? report.rows : [];
  if (rows.length === 0) return ['the report has no rows'];
  const grid = rows.map((row) => {
    const columns = (row as { columns?: unknown } | null)?.columns;
    return Array.isArray(columns) ? (columns as unknown[]) : [];
  });
  const width = grid[0]?.length ?? 0;
  grid.forEach((cells, r) => {
    if (cells.length === 0) problems.push(`row ${r + 1}: has no cells`);
    else if (cells.length !== width) {
      problems.push(`row ${r + 1}: has ${cells.length} cells where row 1 has ${width}`);
    }
  });

  // Every anchor claims the cells of its rectangle; a cell claimed twice lies in overlapping spans.
  const claims: CellOwner[][][] = grid.map((cells) => cells.map(() => []));
  grid.forEach((cells, r) =>
    cells.forEach((cell, c) => {
      const options = optionsOf(cell);
      for (const name of ['colspan', 'rowspan'] as const) {
        if (spanOf(options[name]) === undefined) {
          problems.push(
            `${at(r, c)}: ${name} must be a positive integer, not ${String(options[name])}`,
          );
        }
      }
      if (options.invisible === true) return;
      const colspan = spanOf(options.colspan) ?? 1;
      const rowspan = spanOf(options.rowspan) ?? 1;
      // Only cells inside the grid are visited, so a huge imported span costs nothing.
      const beyond = r + rowspan > grid.length || c + colspan > (grid[r]?.length ?? 0);
      const lastRow = Math.min(r + rowspan, grid.length);
      for (let rr = r; rr < lastRow; rr++) {
        const lastCol = Math.min(c + colspan, grid[rr]?.length ?? 0);
        for (let cc = c; cc < lastCol; cc++) claims[rr]?.[cc]?.push({ row: r, col: c });
      }
      if (beyond) {
        problems.push(
          `${at(r, c)}: spans ${count(rowspan, 'row')} and ${count(colspan, 'column')}, ` +
            'beyond the edge of the report',
        );
      }
    }),
  );

  grid.forEach((cells, r) =>
    cells.forEach((cell, c) => {
      const options = optionsOf(cell);
      const claimed = claims[r]?.[c] ?? [];
      const self = claimed.some((o) => o.row === r && o.col === c);
      const others = claimed.filter((o) => o.row !== r || o.col !== c);
      const [owner] = others;
      if (others.length > 1) {
        const by = others.map((o) => `the cell at ${at(o.row, o.col)}`).join(' and ');
        problems.push(`${at(r, c)}: covered by the overlapping spans of ${by}`);
      } else if (owner && self) {
        problems.push(
          `${at(r, c)}: covered by the cell at ${at(owner.row, owner.col)} but not invisible`,
        );
      } else if (owner) {
        const markRow = r - owner.row;
        const markCol = c - owner.col;
        if (options.markRow !== markRow || options.markCol !== markCol) {
          problems.push(
            `${at(r, c)}: covered by the cell at ${at(owner.row, owner.col)}, so markRow must be ` +
              `${markRow} and markCol ${markCol}, not ${String(options.markRow)} and ${String(options.markCol)}`,
          );
        }
      } else if (!self) {
        problems.push(`${at(r, c)}: invisible but covered by no merged cell`);
      } else if ((options.markRow ?? 0) !== 0 || (options.markCol ?? 0) !== 0) {
        problems.push(`${at(r, c)}: visible, so markRow and markCol must be 0`);
      }
    }),
  );
  return problems;
}

/** Where a cell is: its report's key and its 0-based row and column; undefined when the key names no report cell. */
export function locateCell(definition: FormDefinition, cellKey: string): CellLocation | undefined {
  const found = findWidget(definition, cellKey);
  const last = found?.path[found.path.length - 1];
  if (!found || !last || found.widget.type !== 'td' || found.parent?.type !== 'report') {
    return undefined;
  }
  return { reportKey: found.parent.key, row: last.slot, col: last.index };
}

function requireConsistent(report: ReportWidget): CellOwner[][] {
  const problems = checkReportSpans(report);
  if (problems.length > 0) {
    const shown = problems.slice(0, 3).join('; ');
    const more = problems.length > 3 ? ` and ${problems.length - 3} more` : '';
    throw new FormOperationError(
      'NOT_ALLOWED',
      `Report "${report.key}" has inconsistent spans (${shown}${more}); normalize its marks first`,
      report.key,
    );
  }
  return layoutOf(
    report.rows.map((row) => row.columns),
    report.key,
  );
}

/** The report with the given key and its layout. Throws NOT_FOUND, or NOT_ALLOWED when it is not a consistent report. */
export function requireReport(definition: FormDefinition, reportKey: string): FoundReport {
  const found = findWidget(definition, reportKey);
  if (!found) {
    throw new FormOperationError('NOT_FOUND', `No widget has the key "${reportKey}"`, reportKey);
  }
  const report = found.widget;
  if (report.type !== 'report') {
    throw new FormOperationError(
      'NOT_ALLOWED',
      `Widget "${reportKey}" is a ${report.type}, not a report`,
      reportKey,
    );
  }
  return { report, path: found.path, owners: requireConsistent(report) };
}

/** The report cell with the given key, its position and its report's layout. Throws like `requireReport`. */
export function requireCell(definition: FormDefinition, cellKey: string): FoundCell {
  const found = findWidget(definition, cellKey);
  if (!found) {
    throw new FormOperationError('NOT_FOUND', `No widget has the key "${cellKey}"`, cellKey);
  }
  const { widget: cell, parent } = found;
  const last = found.path[found.path.length - 1];
  if (cell.type !== 'td' || parent?.type !== 'report' || !last) {
    throw new FormOperationError(
      'NOT_ALLOWED',
      `Widget "${cellKey}" is not a report cell`,
      cellKey,
    );
  }
  return {
    report: parent,
    path: found.path.slice(0, -1),
    owners: requireConsistent(parent),
    cell,
    row: last.slot,
    col: last.index,
  };
}

/** The definition with the report at `path` replaced. */
export function commitReport(
  definition: FormDefinition,
  path: WidgetPath,
  report: ReportWidget,
): FormDefinition {
  return updateAt(definition, path, () => report);
}

/** Whether a check passes, that is, throws no FormOperationError. */
export function isAllowed(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (error instanceof FormOperationError) return false;
    throw error;
  }
}

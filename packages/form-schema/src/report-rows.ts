/**
 * Adding and removing report rows and columns (spec §4). A merged cell whose span crosses an
 * added line grows over it; removing a line shrinks the merged cells crossing it, and a merged
 * cell starting on the removed line shifts onto the next cell.
 */
import { createTd } from './create-widget';
import { FormOperationError } from './errors';
import { defaultIdSource, type IdSource } from './ids';
import {
  commitReport,
  draftOf,
  isAllowed,
  requireReport,
  settleReport,
  withTdOptions,
  type DraftRow,
  type FoundReport,
} from './report';
import type { FormDefinition, TdWidget } from './types';

type Axis = 'row' | 'column';

interface Anchor {
  row: number;
  col: number;
  cell: TdWidget;
}

/** The visible cells of a consistent report with their positions. */
function anchorsOf({ report, owners }: FoundReport): Anchor[] {
  const anchors: Anchor[] = [];
  report.rows.forEach((row, r) =>
    row.columns.forEach((cell, c) => {
      const owner = owners[r]?.[c];
      if (owner && owner.row === r && owner.col === c) anchors.push({ row: r, col: c, cell });
    }),
  );
  return anchors;
}

function sizeOf({ report }: FoundReport): { rows: number; columns: number } {
  return { rows: report.rows.length, columns: report.rows[0]?.columns.length ?? 0 };
}

/** Start, span and line count along an axis. */
function along(axis: Axis, anchor: Anchor): { start: number; span: number } {
  return axis === 'row'
    ? { start: anchor.row, span: anchor.cell.options.rowspan }
    : { start: anchor.col, span: anchor.cell.options.colspan };
}

function spanPatch(axis: Axis, span: number) {
  return axis === 'row' ? { rowspan: span } : { colspan: span };
}

/** Refuses an index that is not an integer from 0 to `last`. */
function requireIndex(found: FoundReport, axis: Axis, index: number, last: number): void {
  if (!Number.isInteger(index) || index < 0 || index > last) {
    throw new FormOperationError(
      'NOT_FOUND',
      `Report "${found.report.key}" has no ${axis} position ${index}; positions run from 0 to ${last}`,
      found.report.key,
    );
  }
}

function addLine(
  definition: FormDefinition,
  reportKey: string,
  axis: Axis,
  index: number | undefined,
  ids: IdSource,
): FormDefinition {
  const found = requireReport(definition, reportKey);
  const size = sizeOf(found);
  const count = axis === 'row' ? size.rows : size.columns;
  const at = index ?? count;
  requireIndex(found, axis, at, count);
  const draft = draftOf(found.report);
  for (const anchor of anchorsOf(found)) {
    const { start, span } = along(axis, anchor);
    if (start < at && at < start + span) {
      (draft[anchor.row] as DraftRow).cells[anchor.col] = withTdOptions(
        anchor.cell,
        spanPatch(axis, span + 1),
      );
    }
  }
  if (axis === 'row') {
    draft.splice(at, 0, { cells: Array.from({ length: size.columns }, () => createTd(ids)) });
  } else {
    for (const row of draft) row.cells.splice(at, 0, createTd(ids));
  }
  return commitReport(definition, found.path, settleReport(found.report, draft));
}

/**
 * Inserts a row of new cells at `index` (after the last row by default). A merged cell whose
 * span crosses the new row grows by one row and covers the new cells under it. Throws
 * FormOperationError when refused.
 */
export function addReportRow(
  definition: FormDefinition,
  reportKey: string,
  index?: number,
  ids: IdSource = defaultIdSource,
): FormDefinition {
  return addLine(definition, reportKey, 'row', index, ids);
}

/**
 * Inserts a column of new cells at `index` (after the last column by default). A merged cell
 * whose span crosses the new column grows by one column and covers the new cells in it. Throws
 * FormOperationError when refused.
 */
export function addReportColumn(
  definition: FormDefinition,
  reportKey: string,
  index?: number,
  ids: IdSource = defaultIdSource,
): FormDefinition {
  return addLine(definition, reportKey, 'column', index, ids);
}

function requireRemovable(
  definition: FormDefinition,
  reportKey: string,
  axis: Axis,
  index: number,
): FoundReport {
  const found = requireReport(definition, reportKey);
  const size = sizeOf(found);
  const count = axis === 'row' ? size.rows : size.columns;
  requireIndex(found, axis, index, count - 1);
  if (count <= 1) {
    throw new FormOperationError(
      'NOT_ALLOWED',
      `Report "${reportKey}" has only one ${axis}; it cannot be removed`,
      reportKey,
    );
  }
  return found;
}

function removeLine(
  definition: FormDefinition,
  reportKey: string,
  axis: Axis,
  index: number,
): FormDefinition {
  const found = requireRemovable(definition, reportKey, axis, index);
  const draft = draftOf(found.report);
  for (const anchor of anchorsOf(found)) {
    const { start, span } = along(axis, anchor);
    if (start === index && span > 1) {
      // The merged cell shifts onto the next cell, which takes its options and widgets.
      const row = axis === 'row' ? anchor.row + 1 : anchor.row;
      const col = axis === 'row' ? anchor.col : anchor.col + 1;
      const line = draft[row] as DraftRow;
      const next = line.cells[col] as TdWidget;
      line.cells[col] = {
        ...next,
        options: { ...anchor.cell.options, ...spanPatch(axis, span - 1) },
        list: [...anchor.cell.list, ...next.list],
      };
    } else if (start < index && index < start + span) {
      (draft[anchor.row] as DraftRow).cells[anchor.col] = withTdOptions(
        anchor.cell,
        spanPatch(axis, span - 1),
      );
    }
  }
  if (axis === 'row') draft.splice(index, 1);
  else for (const row of draft) row.cells.splice(index, 1);
  return commitReport(definition, found.path, settleReport(found.report, draft));
}

/** Whether row `row` (0-based) of the report can be removed: it exists and is not the only row. */
export function canRemoveReportRow(
  definition: FormDefinition,
  reportKey: string,
  row: number,
): boolean {
  return isAllowed(() => requireRemovable(definition, reportKey, 'row', row));
}

/**
 * Removes row `row` (0-based). A merged cell starting on it with rowspan > 1 shifts onto the
 * cell below, which becomes the anchor with rowspan − 1 and takes its options and widgets;
 * merged cells above whose span crosses the row shrink by one. The row's other cells go with
 * their widgets. Throws FormOperationError when refused.
 */
export function removeReportRow(
  definition: FormDefinition,
  reportKey: string,
  row: number,
): FormDefinition {
  return removeLine(definition, reportKey, 'row', row);
}

/** Whether column `col` (0-based) of the report can be removed: it exists and is not the only column. */
export function canRemoveReportColumn(
  definition: FormDefinition,
  reportKey: string,
  col: number,
): boolean {
  return isAllowed(() => requireRemovable(definition, reportKey, 'column', col));
}

/**
 * Removes column `col` (0-based). A merged cell starting on it with colspan > 1 shifts onto the
 * cell to its right, which becomes the anchor with colspan − 1 and takes its options and
 * widgets; merged cells to the left whose span crosses the column shrink by one. The column's
 * other cells go with their widgets. Throws FormOperationError when refused.
 */
export function removeReportColumn(
  definition: FormDefinition,
  reportKey: string,
  col: number,
): FormDefinition {
  return removeLine(definition, reportKey, 'column', col);
}

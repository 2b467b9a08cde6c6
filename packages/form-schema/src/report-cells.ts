/**
 * Merging and splitting report cells (spec §4). A merge grows an anchor over its neighbour: the
 * neighbour stays in its row, marked invisible, and its widgets move to the anchor. A split
 * turns the other columns (or rows) of a merged cell back into visible cells.
 */
import { FormOperationError } from './errors';
import {
  commitReport,
  draftOf,
  isAllowed,
  requireCell,
  settleReport,
  withTdOptions,
  type DraftRow,
  type FoundCell,
} from './report';
import type { FormDefinition, TdWidget, Widget } from './types';

interface Merge {
  at: FoundCell;
  rowspan: number;
  colspan: number;
}

/** The cell, which must be visible (an anchor). */
function requireAnchor(definition: FormDefinition, cellKey: string): FoundCell {
  const found = requireCell(definition, cellKey);
  const owner = found.owners[found.row]?.[found.col];
  if (owner && (owner.row !== found.row || owner.col !== found.col)) {
    throw new FormOperationError(
      'NOT_ALLOWED',
      `Cell "${cellKey}" is covered by the merged cell at row ${owner.row + 1}, column ${owner.col + 1}`,
      cellKey,
    );
  }
  return found;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

function cellOf(draft: readonly DraftRow[], row: number, col: number): TdWidget {
  return draft[row]?.cells[col] as TdWidget;
}

function setCell(draft: DraftRow[], row: number, col: number, cell: TdWidget): void {
  (draft[row] as DraftRow).cells[col] = cell;
}

/** The neighbour that merging in a direction would absorb, checked against the spec's conditions. */
function requireMerge(
  definition: FormDefinition,
  cellKey: string,
  direction: 'right' | 'down',
): Merge {
  const at = requireAnchor(definition, cellKey);
  const { rowspan, colspan } = at.cell.options;
  const right = direction === 'right';
  const row = right ? at.row : at.row + rowspan;
  const col = right ? at.col + colspan : at.col;
  const neighbour = at.report.rows[row]?.columns[col];
  const side = right ? 'to the right of' : 'below';
  if (!neighbour) {
    throw new FormOperationError('NOT_ALLOWED', `No cell lies ${side} cell "${cellKey}"`, cellKey);
  }
  if (neighbour.options.invisible) {
    throw new FormOperationError(
      'NOT_ALLOWED',
      `The cell ${side} cell "${cellKey}" is covered by another merged cell`,
      cellKey,
    );
  }
  const [noun, mine, theirs] = right
    ? (['row', rowspan, neighbour.options.rowspan] as const)
    : (['column', colspan, neighbour.options.colspan] as const);
  if (mine !== theirs) {
    throw new FormOperationError(
      'NOT_ALLOWED',
      `Cell "${cellKey}" spans ${count(mine, noun)} but the cell ${side} it spans ${count(theirs, noun)}`,
      cellKey,
    );
  }
  return right
    ? { at, rowspan, colspan: colspan + neighbour.options.colspan }
    : { at, rowspan: rowspan + neighbour.options.rowspan, colspan };
}

/**
 * Grows the anchor to the given spans. Cells newly covered give their widgets to the anchor
 * (appended, row by row) and keep an empty list; settling marks them invisible.
 */
function applyMerge(definition: FormDefinition, { at, rowspan, colspan }: Merge): FormDefinition {
  const draft = draftOf(at.report);
  const { rowspan: oldRowspan, colspan: oldColspan } = at.cell.options;
  const moved: Widget[] = [];
  for (let r = at.row; r < at.row + rowspan; r++) {
    for (let c = at.col; c < at.col + colspan; c++) {
      if (r < at.row + oldRowspan && c < at.col + oldColspan) continue;
      const cell = cellOf(draft, r, c);
      if (cell.list.length === 0) continue;
      moved.push(...cell.list);
      setCell(draft, r, c, { ...cell, list: [] });
    }
  }
  const anchor = withTdOptions(at.cell, { rowspan, colspan });
  setCell(
    draft,
    at.row,
    at.col,
    moved.length > 0 ? { ...anchor, list: [...anchor.list, ...moved] } : anchor,
  );
  return commitReport(definition, at.path, settleReport(at.report, draft));
}

/**
 * Whether the cell can merge with the cell right after its span: that cell exists, is visible
 * and spans the same rows.
 */
export function canMergeRight(definition: FormDefinition, cellKey: string): boolean {
  return isAllowed(() => requireMerge(definition, cellKey, 'right'));
}

/**
 * Merges the cell with the visible cell right after its span (same rowspan): the colspan grows by
 * the neighbour's, the neighbour and the cells it covered become invisible, and the neighbour's
 * widgets are appended to the cell's. Throws FormOperationError when refused.
 */
export function mergeCellRight(definition: FormDefinition, cellKey: string): FormDefinition {
  return applyMerge(definition, requireMerge(definition, cellKey, 'right'));
}

/**
 * Whether the cell can merge with the cell right below its span: that cell exists, is visible
 * and spans the same columns.
 */
export function canMergeDown(definition: FormDefinition, cellKey: string): boolean {
  return isAllowed(() => requireMerge(definition, cellKey, 'down'));
}

/**
 * Merges the cell with the visible cell right below its span (same colspan): the rowspan grows
 * by the neighbour's, the neighbour and the cells it covered become invisible, and the
 * neighbour's widgets are appended to the cell's. Throws FormOperationError when refused.
 */
export function mergeCellDown(definition: FormDefinition, cellKey: string): FormDefinition {
  return applyMerge(definition, requireMerge(definition, cellKey, 'down'));
}

function requireSplit(
  definition: FormDefinition,
  cellKey: string,
  direction: 'columns' | 'rows',
): FoundCell {
  const at = requireAnchor(definition, cellKey);
  const span = direction === 'columns' ? at.cell.options.colspan : at.cell.options.rowspan;
  if (span <= 1) {
    throw new FormOperationError(
      'NOT_ALLOWED',
      `Cell "${cellKey}" spans one ${direction === 'columns' ? 'column' : 'row'}; there is nothing to split`,
      cellKey,
    );
  }
  return at;
}

/** Whether the cell spans more than one column and so can be split into columns. */
export function canSplitColumns(definition: FormDefinition, cellKey: string): boolean {
  return isAllowed(() => requireSplit(definition, cellKey, 'columns'));
}

/**
 * Splits a cell spanning several columns: it keeps colspan 1 and its widgets; the first cell of
 * each other column of its span becomes visible with colspan 1 and the same rowspan. Throws
 * FormOperationError when refused.
 */
export function splitCellColumns(definition: FormDefinition, cellKey: string): FormDefinition {
  const at = requireSplit(definition, cellKey, 'columns');
  const { rowspan, colspan } = at.cell.options;
  const draft = draftOf(at.report);
  setCell(draft, at.row, at.col, withTdOptions(at.cell, { colspan: 1 }));
  for (let c = at.col + 1; c < at.col + colspan; c++) {
    const cell = cellOf(draft, at.row, c);
    setCell(draft, at.row, c, withTdOptions(cell, { invisible: false, colspan: 1, rowspan }));
  }
  return commitReport(definition, at.path, settleReport(at.report, draft));
}

/** Whether the cell spans more than one row and so can be split into rows. */
export function canSplitRows(definition: FormDefinition, cellKey: string): boolean {
  return isAllowed(() => requireSplit(definition, cellKey, 'rows'));
}

/**
 * Splits a cell spanning several rows: it keeps rowspan 1 and its widgets; the first cell of
 * each other row of its span becomes visible with rowspan 1 and the same colspan. Throws
 * FormOperationError when refused.
 */
export function splitCellRows(definition: FormDefinition, cellKey: string): FormDefinition {
  const at = requireSplit(definition, cellKey, 'rows');
  const { rowspan, colspan } = at.cell.options;
  const draft = draftOf(at.report);
  setCell(draft, at.row, at.col, withTdOptions(at.cell, { rowspan: 1 }));
  for (let r = at.row + 1; r < at.row + rowspan; r++) {
    const cell = cellOf(draft, r, at.col);
    setCell(draft, r, at.col, withTdOptions(cell, { invisible: false, rowspan: 1, colspan }));
  }
  return commitReport(definition, at.path, settleReport(at.report, draft));
}

import { describe, expect, it } from 'vitest';
import { defaultTdOptions } from './catalogue';
import { DEFAULT_FORM_CONFIG } from './constants';
import { createWidget } from './create-widget';
import { FormOperationError } from './errors';
import { createIdSource, type IdSource } from './ids';
import { checkReportSpans, locateCell, normalizeReportMarks } from './report';
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
import { findWidget } from './tree';
import type { FormDefinition, ReportWidget, TdWidget, TextWidget, Widget } from './types';

// ---------------------------------------------------------------------------
// Fixtures: a report drawn as letters, one per cell; equal letters form one merged cell.

function counterIds(prefix = 'new'): IdSource {
  let n = 0;
  let t = 1000;
  return createIdSource({ key: () => `${prefix}${n++}`, now: () => t++ });
}

const fixtureIds = counterIds('fix');

function text(key: string): TextWidget {
  return { ...createWidget('text', { ids: fixtureIds }), key };
}

/** A report drawn as letters; cell keys are `{key}-{row}{col}`; `content` puts widgets in anchors by letter. */
function report(
  picture: string[],
  key = 'rep',
  content: Record<string, Widget[]> = {},
): ReportWidget {
  const bounds = new Map<string, { top: number; left: number; bottom: number; right: number }>();
  picture.forEach((line, r) =>
    [...line].forEach((letter, c) => {
      const b = bounds.get(letter);
      if (!b) bounds.set(letter, { top: r, left: c, bottom: r, right: c });
      else {
        b.bottom = Math.max(b.bottom, r);
        b.right = Math.max(b.right, c);
      }
    }),
  );
  const rows = picture.map((line, r) => ({
    columns: [...line].map((letter, c): TdWidget => {
      const b = bounds.get(letter)!;
      const anchor = b.top === r && b.left === c;
      return {
        type: 'td',
        key: `${key}-${r}${c}`,
        model: `td_${key}_${r}${c}`,
        name: 'Cell',
        options: {
          ...defaultTdOptions(),
          colspan: anchor ? b.right - b.left + 1 : 1,
          rowspan: anchor ? b.bottom - b.top + 1 : 1,
          invisible: !anchor,
          markRow: r - b.top,
          markCol: c - b.left,
        },
        list: anchor ? (content[letter] ?? []) : [],
      };
    }),
  }));
  return { ...createWidget('report', { ids: fixtureIds }), key, rows };
}

function definition(...list: Widget[]): FormDefinition {
  return { list, config: { ...DEFAULT_FORM_CONFIG } };
}

function reportOf(def: FormDefinition, key = 'rep'): ReportWidget {
  const found = findWidget(def, key);
  if (found?.widget.type !== 'report') throw new Error(`no report ${key}`);
  return found.widget;
}

function cell(def: FormDefinition, row: number, col: number, key = 'rep'): TdWidget {
  const td = reportOf(def, key).rows[row]?.columns[col];
  if (!td) throw new Error(`no cell at ${row},${col}`);
  return td;
}

/** The report drawn back as letters: anchors lettered A, B, … row by row, covered cells with their anchor's letter. */
function picture(rep: ReportWidget): string[] {
  const letters = new Map<string, string>();
  return rep.rows.map((row, r) =>
    row.columns
      .map((td, c) => {
        const { invisible, markRow, markCol } = td.options;
        const anchor = invisible ? `${r - markRow},${c - markCol}` : `${r},${c}`;
        if (!letters.has(anchor)) letters.set(anchor, String.fromCharCode(65 + letters.size));
        return letters.get(anchor);
      })
      .join(''),
  );
}

function keys(rep: ReportWidget): string[][] {
  return rep.rows.map((row) => row.columns.map((td) => td.key));
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function refusal(run: () => unknown): FormOperationError {
  try {
    run();
  } catch (error) {
    if (error instanceof FormOperationError) return error;
    throw error;
  }
  throw new Error('expected a FormOperationError');
}

// ---------------------------------------------------------------------------

describe('checkReportSpans', () => {
  it('finds nothing wrong in a consistent report with merged cells', () => {
    expect(checkReportSpans(report(['AAB', 'AAC', 'DEC']))).toEqual([]);
  });

  it('finds nothing wrong in a new report widget', () => {
    expect(checkReportSpans(createWidget('report'))).toEqual([]);
  });

  it('reports rows of unequal length with the row position', () => {
    const rep = report(['AB', 'CD']);
    const ragged = { ...rep, rows: [rep.rows[0]!, { columns: [rep.rows[1]!.columns[0]!] }] };
    expect(checkReportSpans(ragged)).toContainEqual(expect.stringMatching(/^row 2: has 1 cells/));
  });

  it('reports a report without rows', () => {
    expect(checkReportSpans({ ...report(['A']), rows: [] })).toEqual(['the report has no rows']);
  });

  it('reports spans that reach beyond the edge, by 1-based row and column', () => {
    const rep = report(['AB', 'CD']);
    rep.rows[1]!.columns[1]!.options.colspan = 2;
    expect(checkReportSpans(rep)).toEqual([
      expect.stringMatching(/^row 2, column 2: spans 1 row and 2 columns, beyond the edge/),
    ]);
  });

  it('reports covered cells that are not invisible', () => {
    const rep = report(['AA', 'BC']);
    rep.rows[0]!.columns[1]!.options.invisible = false;
    expect(checkReportSpans(rep)).toEqual([
      'row 1, column 2: covered by the cell at row 1, column 1 but not invisible',
    ]);
  });

  it('reports covered cells of an older export that omits invisible', () => {
    const rep = report(['AA', 'BC']);
    delete (rep.rows[0]!.columns[1]!.options as Partial<TdWidget['options']>).invisible;
    expect(checkReportSpans(rep)).toEqual([
      'row 1, column 2: covered by the cell at row 1, column 1 but not invisible',
    ]);
  });

  it('reports cells claimed by two spans as overlapping', () => {
    const rep = report(['AB', 'CD']);
    rep.rows[0]!.columns[1]!.options.rowspan = 2;
    rep.rows[1]!.columns[0]!.options.colspan = 2;
    rep.rows[1]!.columns[1]!.options.invisible = true;
    rep.rows[1]!.columns[1]!.options.markRow = 1;
    expect(checkReportSpans(rep)).toEqual([
      'row 2, column 2: covered by the overlapping spans of the cell at row 1, column 2 and the cell at row 2, column 1',
    ]);
  });

  it('reports covered cells with wrong marks', () => {
    const rep = report(['AA', 'AA']);
    rep.rows[1]!.columns[1]!.options.markCol = 0;
    expect(checkReportSpans(rep)).toEqual([
      'row 2, column 2: covered by the cell at row 1, column 1, so markRow must be 1 and markCol 1, not 1 and 0',
    ]);
  });

  it('reports invisible cells that no merged cell covers', () => {
    const rep = report(['AB', 'CD']);
    rep.rows[1]!.columns[1]!.options.invisible = true;
    expect(checkReportSpans(rep)).toEqual([
      'row 2, column 2: invisible but covered by no merged cell',
    ]);
  });

  it('reports colspan and rowspan that are not positive integers', () => {
    const rep = report(['AB', 'CD']);
    rep.rows[0]!.columns[0]!.options.colspan = 0;
    rep.rows[0]!.columns[1]!.options.rowspan = 1.5;
    rep.rows[1]!.columns[0]!.options.colspan = '2' as unknown as number;
    expect(checkReportSpans(rep)).toEqual([
      'row 1, column 1: colspan must be a positive integer, not 0',
      'row 1, column 2: rowspan must be a positive integer, not 1.5',
      'row 2, column 1: colspan must be a positive integer, not 2',
    ]);
  });

  it('reports visible cells with marks other than 0', () => {
    const rep = report(['AB']);
    rep.rows[0]!.columns[1]!.options.markCol = 1;
    expect(checkReportSpans(rep)).toEqual([
      'row 1, column 2: visible, so markRow and markCol must be 0',
    ]);
  });
});

describe('normalizeReportMarks', () => {
  function stripMarks(rep: ReportWidget): ReportWidget {
    return {
      ...rep,
      rows: rep.rows.map((row) => ({
        columns: row.columns.map((td) => {
          const { invisible: _i, markRow: _r, markCol: _c, ...options } = td.options;
          return { ...td, options: options as TdWidget['options'] };
        }),
      })),
    };
  }

  it('recomputes invisible, markRow and markCol from the anchors spans when an import omits them', () => {
    const original = report(['AAB', 'AAC', 'DEC']);
    const normalized = normalizeReportMarks(stripMarks(original));
    expect(normalized).toEqual(original);
    expect(checkReportSpans(normalized)).toEqual([]);
  });

  it('fills missing cell options with the defaults of a new cell', () => {
    const rep = report(['AB']);
    const bare = { ...rep.rows[0]!.columns[1]!, options: {} as TdWidget['options'] };
    const normalized = normalizeReportMarks({
      ...rep,
      rows: [{ columns: [rep.rows[0]!.columns[0]!, bare] }],
    });
    expect(normalized.rows[0]!.columns[1]!.options).toEqual(defaultTdOptions());
  });

  it('returns the same object when nothing changes', () => {
    const rep = report(['AAB', 'AAC', 'DEC']);
    expect(normalizeReportMarks(rep)).toBe(rep);
  });

  it('keeps rows whose cells need no change', () => {
    const rep = report(['AB', 'CD']);
    rep.rows[1]!.columns[1]!.options.invisible = true;
    const normalized = normalizeReportMarks(rep);
    expect(normalized.rows[0]).toBe(rep.rows[0]);
    expect(normalized.rows[1]!.columns[0]).toBe(rep.rows[1]!.columns[0]);
    expect(normalized.rows[1]!.columns[1]!.options.invisible).toBe(false);
  });

  it('gives covered cells colspan and rowspan 1', () => {
    const rep = report(['AA', 'BB']);
    rep.rows[0]!.columns[1]!.options.colspan = 3;
    expect(normalizeReportMarks(rep).rows[0]!.columns[1]!.options.colspan).toBe(1);
  });

  it('refuses a grid that is not rectangular', () => {
    const rep = report(['AB', 'CD']);
    const ragged = { ...rep, rows: [rep.rows[0]!, { columns: [rep.rows[1]!.columns[0]!] }] };
    const error = refusal(() => normalizeReportMarks(ragged));
    expect(error.code).toBe('NOT_ALLOWED');
    expect(error.message).toMatch(/not rectangular: row 2 has 1 cells/);
  });

  it('refuses overlapping spans', () => {
    const rep = report(['AB', 'CD']);
    rep.rows[0]!.columns[1]!.options.rowspan = 2;
    rep.rows[1]!.columns[0]!.options.colspan = 2;
    expect(refusal(() => normalizeReportMarks(rep)).message).toMatch(/overlap at row 2, column 2/);
  });

  it('refuses spans beyond the edge of the report', () => {
    const rep = report(['AB']);
    rep.rows[0]!.columns[1]!.options.colspan = 2;
    expect(refusal(() => normalizeReportMarks(rep)).message).toMatch(/beyond the edge/);
  });
});

describe('locateCell', () => {
  it('gives the report key and the 0-based row and column of a cell', () => {
    const def = definition(report(['AB', 'CD']));
    expect(locateCell(def, 'rep-10')).toEqual({ reportKey: 'rep', row: 1, col: 0 });
  });

  it('finds cells of a report nested in a report cell', () => {
    const inner = report(['AB'], 'inner');
    const def = definition(report(['AB', 'CD'], 'rep', { D: [inner] }));
    expect(locateCell(def, 'inner-01')).toEqual({ reportKey: 'inner', row: 0, col: 1 });
  });

  it('gives undefined for unknown keys and widgets that are not cells', () => {
    const def = definition(report(['AB']));
    expect(locateCell(def, 'nope')).toBeUndefined();
    expect(locateCell(def, 'rep')).toBeUndefined();
  });
});

describe('mergeCellRight', () => {
  it('grows the colspan by the neighbour colspan and marks the neighbour invisible', () => {
    const def = definition(report(['AB', 'CD']));
    const next = mergeCellRight(def, 'rep-00');
    expect(picture(reportOf(next))).toEqual(['AA', 'BC']);
    expect(cell(next, 0, 0).options).toMatchObject({ colspan: 2, rowspan: 1, invisible: false });
    expect(cell(next, 0, 1).options).toMatchObject({ invisible: true, markRow: 0, markCol: 1 });
  });

  it('keeps absorbed cells in the row with invisible: true', () => {
    const next = mergeCellRight(definition(report(['AB'])), 'rep-00');
    expect(reportOf(next).rows[0]!.columns).toHaveLength(2);
    expect(cell(next, 0, 1)).toMatchObject({ key: 'rep-01', options: { invisible: true } });
  });

  it('marks every cell the neighbour covered relative to the anchor', () => {
    const def = definition(report(['ABB', 'ABB']));
    const next = mergeCellRight(def, 'rep-00');
    expect(picture(reportOf(next))).toEqual(['AAA', 'AAA']);
    expect(cell(next, 0, 0).options).toMatchObject({ colspan: 3, rowspan: 2 });
    expect(cell(next, 1, 2).options).toMatchObject({ invisible: true, markRow: 1, markCol: 2 });
    expect(cell(next, 0, 1).options).toMatchObject({ colspan: 1, rowspan: 1, markCol: 1 });
    expect(checkReportSpans(reportOf(next))).toEqual([]);
  });

  it('appends the neighbour widgets to the anchor and empties the neighbour', () => {
    const [a, b, c] = [text('a'), text('b'), text('c')];
    const def = definition(report(['AB'], 'rep', { A: [a], B: [b, c] }));
    const next = mergeCellRight(def, 'rep-00');
    expect(cell(next, 0, 0).list).toEqual([a, b, c]);
    expect(cell(next, 0, 1).list).toEqual([]);
  });

  it('keeps the keys of all cells', () => {
    const def = definition(report(['AB', 'CD']));
    expect(keys(reportOf(mergeCellRight(def, 'rep-00')))).toEqual(keys(reportOf(def)));
  });

  it('keeps untouched rows, cells and widgets as the same objects', () => {
    const other = text('other');
    const def = definition(report(['ABC', 'DEF']), other);
    const next = mergeCellRight(def, 'rep-01');
    expect(next.list[1]).toBe(other);
    expect(reportOf(next).rows[1]).toBe(reportOf(def).rows[1]);
    expect(cell(next, 0, 0)).toBe(cell(def, 0, 0));
  });

  it('does not change the definition it is given', () => {
    const def = deepFreeze(definition(report(['AB', 'CD'], 'rep', { B: [text('b')] })));
    const before = JSON.stringify(def);
    mergeCellRight(def, 'rep-00');
    expect(JSON.stringify(def)).toBe(before);
  });

  it('is refused when the neighbour is invisible', () => {
    const def = definition(report(['ABB', 'CDE']));
    expect(canMergeRight(def, 'rep-00')).toBe(true);
    const covered = definition(report(['ABC', 'DBE']));
    expect(canMergeRight(covered, 'rep-10')).toBe(false);
    const error = refusal(() => mergeCellRight(covered, 'rep-10'));
    expect(error.code).toBe('NOT_ALLOWED');
    expect(error.message).toMatch(/covered by another merged cell/);
  });

  it('is refused when the neighbour spans a different number of rows', () => {
    const def = definition(report(['AB', 'CB']));
    expect(canMergeRight(def, 'rep-00')).toBe(false);
    expect(refusal(() => mergeCellRight(def, 'rep-00')).message).toMatch(
      /spans 1 row but the cell to the right of it spans 2 rows/,
    );
  });

  it('is refused for the last cell of a row', () => {
    const def = definition(report(['AB']));
    expect(canMergeRight(def, 'rep-01')).toBe(false);
    expect(refusal(() => mergeCellRight(def, 'rep-01')).code).toBe('NOT_ALLOWED');
  });

  it('is refused for a cell covered by a merged cell', () => {
    const def = definition(report(['AAB']));
    expect(canMergeRight(def, 'rep-01')).toBe(false);
    expect(refusal(() => mergeCellRight(def, 'rep-01')).message).toMatch(
      /covered by the merged cell at row 1, column 1/,
    );
  });

  it('refuses unknown keys with NOT_FOUND and other widgets with NOT_ALLOWED', () => {
    const def = definition(report(['AB']), text('t'));
    expect(refusal(() => mergeCellRight(def, 'missing')).code).toBe('NOT_FOUND');
    expect(refusal(() => mergeCellRight(def, 't')).code).toBe('NOT_ALLOWED');
    expect(canMergeRight(def, 'missing')).toBe(false);
  });

  it('is refused in a report whose spans are inconsistent', () => {
    const rep = report(['AB']);
    rep.rows[0]!.columns[1]!.options.markCol = 3;
    const error = refusal(() => mergeCellRight(definition(rep), 'rep-00'));
    expect(error.message).toMatch(/inconsistent spans \(row 1, column 2/);
  });

  it('merges cells of a report nested in a report cell', () => {
    const inner = report(['AB'], 'inner');
    const def = definition(report(['AB'], 'rep', { A: [inner] }));
    const next = mergeCellRight(def, 'inner-00');
    expect(picture(reportOf(next, 'inner'))).toEqual(['AA']);
    expect(cell(next, 0, 1)).toBe(cell(def, 0, 1));
  });
});

describe('mergeCellDown', () => {
  it('grows the rowspan by the neighbour rowspan and marks the neighbour invisible', () => {
    const def = definition(report(['AB', 'CD', 'CE']));
    const next = mergeCellDown(def, 'rep-00');
    expect(picture(reportOf(next))).toEqual(['AB', 'AC', 'AD']);
    expect(cell(next, 0, 0).options).toMatchObject({ rowspan: 3, colspan: 1 });
    expect(cell(next, 2, 0).options).toMatchObject({ invisible: true, markRow: 2, markCol: 0 });
  });

  it('moves the neighbour widgets to the anchor', () => {
    const [a, c] = [text('a'), text('c')];
    const def = definition(report(['AB', 'CD'], 'rep', { A: [a], C: [c] }));
    const next = mergeCellDown(def, 'rep-00');
    expect(cell(next, 0, 0).list).toEqual([a, c]);
    expect(cell(next, 1, 0).list).toEqual([]);
  });

  it('is refused when the neighbour spans a different number of columns', () => {
    const def = definition(report(['AAB', 'CDE']));
    expect(canMergeDown(def, 'rep-00')).toBe(false);
    expect(refusal(() => mergeCellDown(def, 'rep-00')).message).toMatch(
      /spans 2 columns but the cell below it spans 1 column/,
    );
  });

  it('is refused when the neighbour is invisible', () => {
    const def = definition(report(['AB', 'CC']));
    expect(canMergeDown(def, 'rep-01')).toBe(false);
    expect(refusal(() => mergeCellDown(def, 'rep-01')).message).toMatch(
      /The cell below cell "rep-01" is covered by another merged cell/,
    );
    expect(canMergeDown(definition(report(['AB', 'CD'])), 'rep-01')).toBe(true);
  });

  it('is refused for a cell on the last row', () => {
    const def = definition(report(['AB', 'CD']));
    expect(canMergeDown(def, 'rep-10')).toBe(false);
    expect(refusal(() => mergeCellDown(def, 'rep-10')).code).toBe('NOT_ALLOWED');
  });
});

describe('splitCellColumns', () => {
  it('leaves the anchor with colspan 1 and its widgets, and makes each other column a visible cell', () => {
    const a = text('a');
    const def = definition(report(['AAA', 'BCD'], 'rep', { A: [a] }));
    const next = splitCellColumns(def, 'rep-00');
    expect(picture(reportOf(next))).toEqual(['ABC', 'DEF']);
    expect(cell(next, 0, 0)).toMatchObject({ key: 'rep-00', list: [a], options: { colspan: 1 } });
    expect(cell(next, 0, 2).options).toMatchObject({ invisible: false, colspan: 1, rowspan: 1 });
  });

  it('gives the new cells the anchor rowspan and keeps the cells below them invisible, marked relative to them', () => {
    const def = definition(report(['AA', 'AA', 'BC']));
    const next = splitCellColumns(def, 'rep-00');
    expect(picture(reportOf(next))).toEqual(['AB', 'AB', 'CD']);
    expect(cell(next, 0, 1).options).toMatchObject({ invisible: false, rowspan: 2, colspan: 1 });
    expect(cell(next, 1, 1).options).toMatchObject({ invisible: true, markRow: 1, markCol: 0 });
    expect(cell(next, 2, 0)).toBe(cell(def, 2, 0));
  });

  it('is refused for a cell spanning one column', () => {
    const def = definition(report(['AB', 'AC']));
    expect(canSplitColumns(def, 'rep-00')).toBe(false);
    expect(refusal(() => splitCellColumns(def, 'rep-00')).message).toMatch(/spans one column/);
  });
});

describe('splitCellRows', () => {
  it('leaves the anchor with rowspan 1 and makes each other row a visible cell with the anchor colspan', () => {
    const a = text('a');
    const def = definition(report(['AAB', 'AAC', 'AAD'], 'rep', { A: [a] }));
    const next = splitCellRows(def, 'rep-00');
    expect(picture(reportOf(next))).toEqual(['AAB', 'CCD', 'EEF']);
    expect(cell(next, 0, 0)).toMatchObject({ list: [a], options: { rowspan: 1, colspan: 2 } });
    expect(cell(next, 1, 0).options).toMatchObject({ invisible: false, rowspan: 1, colspan: 2 });
    expect(cell(next, 1, 1).options).toMatchObject({ invisible: true, markRow: 0, markCol: 1 });
  });

  it('is refused for a cell spanning one row', () => {
    const def = definition(report(['AA']));
    expect(canSplitRows(def, 'rep-00')).toBe(false);
    expect(refusal(() => splitCellRows(def, 'rep-00')).code).toBe('NOT_ALLOWED');
  });

  it('undoes a merge down', () => {
    const def = definition(report(['AB', 'CD']));
    const next = splitCellRows(mergeCellDown(def, 'rep-00'), 'rep-00');
    expect(reportOf(next)).toEqual(reportOf(def));
  });
});

describe('addReportRow', () => {
  it('appends a row of new visible cells after the last row by default', () => {
    const def = definition(report(['AB', 'CD']));
    const next = addReportRow(def, 'rep', undefined, counterIds());
    expect(picture(reportOf(next))).toEqual(['AB', 'CD', 'EF']);
    expect(keys(reportOf(next))[2]).toEqual(['new0', 'new1']);
    expect(reportOf(next).rows[0]).toBe(reportOf(def).rows[0]);
  });

  it('inserts the row at the given index', () => {
    const def = definition(report(['AB', 'CD']));
    const next = addReportRow(def, 'rep', 0, counterIds());
    expect(keys(reportOf(next))).toEqual([
      ['new0', 'new1'],
      ['rep-00', 'rep-01'],
      ['rep-10', 'rep-11'],
    ]);
  });

  it('grows a merged cell whose span crosses the new row and covers the new cell under it', () => {
    const def = definition(report(['AB', 'AC', 'AD']));
    const next = addReportRow(def, 'rep', 1, counterIds());
    expect(picture(reportOf(next))).toEqual(['AB', 'AC', 'AD', 'AE']);
    expect(cell(next, 0, 0).options.rowspan).toBe(4);
    expect(cell(next, 1, 0)).toMatchObject({
      key: 'new0',
      options: { invisible: true, markRow: 1 },
    });
    expect(cell(next, 3, 0).options.markRow).toBe(3);
    expect(cell(next, 1, 1).options.invisible).toBe(false);
  });

  it('does not grow a merged cell when the row goes above or below its span', () => {
    const def = definition(report(['AB', 'AC']));
    expect(picture(reportOf(addReportRow(def, 'rep', 0)))).toEqual(['AB', 'CD', 'CE']);
    expect(picture(reportOf(addReportRow(def, 'rep', 2)))).toEqual(['AB', 'AC', 'DE']);
  });

  it('is refused for an index beyond the rows and for a widget that is not a report', () => {
    const def = definition(report(['AB']), text('t'));
    expect(refusal(() => addReportRow(def, 'rep', 2)).code).toBe('NOT_FOUND');
    expect(refusal(() => addReportRow(def, 'rep', -1)).code).toBe('NOT_FOUND');
    expect(refusal(() => addReportRow(def, 't')).code).toBe('NOT_ALLOWED');
    expect(refusal(() => addReportRow(def, 'missing')).code).toBe('NOT_FOUND');
  });
});

describe('addReportColumn', () => {
  it('appends a column of new visible cells after the last column by default', () => {
    const def = definition(report(['AB', 'CD']));
    const next = addReportColumn(def, 'rep', undefined, counterIds());
    expect(picture(reportOf(next))).toEqual(['ABC', 'DEF']);
    expect(keys(reportOf(next))).toEqual([
      ['rep-00', 'rep-01', 'new0'],
      ['rep-10', 'rep-11', 'new1'],
    ]);
  });

  it('grows a merged cell whose span crosses the new column and covers the new cells in it', () => {
    const def = definition(report(['AAB', 'AAC', 'DEF']));
    const next = addReportColumn(def, 'rep', 1, counterIds());
    expect(picture(reportOf(next))).toEqual(['AAAB', 'AAAC', 'DEFG']);
    expect(cell(next, 0, 0).options.colspan).toBe(3);
    expect(cell(next, 1, 1).options).toMatchObject({ invisible: true, markRow: 1, markCol: 1 });
    expect(cell(next, 1, 2).options).toMatchObject({ invisible: true, markRow: 1, markCol: 2 });
    expect(cell(next, 2, 1).options.invisible).toBe(false);
  });
});

describe('removeReportRow', () => {
  it('is refused when the report has one row', () => {
    const def = definition(report(['AB']));
    expect(canRemoveReportRow(def, 'rep', 0)).toBe(false);
    const error = refusal(() => removeReportRow(def, 'rep', 0));
    expect(error.code).toBe('NOT_ALLOWED');
    expect(error.message).toMatch(/only one row/);
  });

  it('is refused when the index is out of range', () => {
    const def = definition(report(['AB', 'CD']));
    expect(canRemoveReportRow(def, 'rep', 2)).toBe(false);
    expect(canRemoveReportRow(def, 'rep', 0.5)).toBe(false);
    expect(refusal(() => removeReportRow(def, 'rep', 2)).code).toBe('NOT_FOUND');
  });

  it('removes the cells of the row with their widgets and keeps the other rows', () => {
    const def = definition(report(['AB', 'CD', 'EF'], 'rep', { C: [text('c')] }));
    expect(canRemoveReportRow(def, 'rep', 1)).toBe(true);
    const next = removeReportRow(def, 'rep', 1);
    expect(keys(reportOf(next))).toEqual([
      ['rep-00', 'rep-01'],
      ['rep-20', 'rep-21'],
    ]);
    expect(findWidget(next, 'c')).toBeUndefined();
    expect(reportOf(next).rows[0]).toBe(reportOf(def).rows[0]);
    expect(reportOf(next).rows[1]).toBe(reportOf(def).rows[2]);
  });

  it('moves a merged cell starting on the row onto the cell below, which takes its content and options', () => {
    const a = text('a');
    const rep = report(['AB', 'AC', 'AD'], 'rep', { A: [a] });
    rep.rows[0]!.columns[0]!.options.align = 'center';
    const def = definition(rep);
    const next = removeReportRow(def, 'rep', 0);
    expect(picture(reportOf(next))).toEqual(['AB', 'AC']);
    expect(cell(next, 0, 0)).toMatchObject({
      key: 'rep-10',
      list: [a],
      options: { rowspan: 2, colspan: 1, invisible: false, markRow: 0, align: 'center' },
    });
    expect(cell(next, 1, 0).options).toMatchObject({ invisible: true, markRow: 1 });
  });

  it('shrinks a merged cell above whose span crosses the row', () => {
    const def = definition(report(['AAB', 'AAC', 'AAD', 'EFG']));
    const next = removeReportRow(def, 'rep', 1);
    expect(picture(reportOf(next))).toEqual(['AAB', 'AAC', 'DEF']);
    expect(cell(next, 0, 0).options).toMatchObject({ rowspan: 2, colspan: 2 });
    expect(cell(next, 1, 1).options).toMatchObject({ invisible: true, markRow: 1, markCol: 1 });
  });
});

describe('removeReportColumn', () => {
  it('is refused when the report has one column or the index is out of range', () => {
    expect(canRemoveReportColumn(definition(report(['A', 'B'])), 'rep', 0)).toBe(false);
    const def = definition(report(['AB']));
    expect(canRemoveReportColumn(def, 'rep', 2)).toBe(false);
    expect(canRemoveReportColumn(def, 'rep', 1)).toBe(true);
    expect(refusal(() => removeReportColumn(def, 'rep', -1)).code).toBe('NOT_FOUND');
  });

  it('moves a merged cell starting on the column onto the cell to its right', () => {
    const a = text('a');
    const def = definition(report(['AAA', 'BCD'], 'rep', { A: [a] }));
    const next = removeReportColumn(def, 'rep', 0);
    expect(picture(reportOf(next))).toEqual(['AA', 'BC']);
    expect(cell(next, 0, 0)).toMatchObject({ key: 'rep-01', list: [a], options: { colspan: 2 } });
    expect(cell(next, 0, 1).options).toMatchObject({ invisible: true, markCol: 1 });
  });

  it('shrinks a merged cell to the left whose span crosses the column and removes the other cells with their widgets', () => {
    const def = definition(report(['AAB', 'CDE'], 'rep', { D: [text('d')] }));
    const next = removeReportColumn(def, 'rep', 1);
    expect(picture(reportOf(next))).toEqual(['AB', 'CD']);
    expect(cell(next, 0, 0).options.colspan).toBe(1);
    expect(keys(reportOf(next))).toEqual([
      ['rep-00', 'rep-02'],
      ['rep-10', 'rep-12'],
    ]);
    expect(findWidget(next, 'd')).toBeUndefined();
  });
});

/**
 * Where each column of a grid sits on the 24-column CSS grid. The platform picks the span
 * (pc: md, pad: sm, mobile: xs) of responsive grids; other grids use `span`. Columns flow
 * left to right and wrap when the next one does not fit; with `flex`, `justify` shares the
 * free columns of each line (start, end, center, space-around, space-between).
 */
import { GRID_COLUMNS, type ColOptions, type GridJustify, type Platform } from '@org/form-schema';

export interface ColumnPlacement {
  /** First grid line (1-based), or 0 when the column is not shown (span 0). */
  start: number;
  span: number;
  /** Line of the grid (1-based). */
  row: number;
  /** Visual shift to the right (`push`) or left (`pull`), in grid columns. */
  shift: number;
}

const BREAKPOINT: Readonly<Record<Platform, 'md' | 'sm' | 'xs'>> = {
  pc: 'md',
  pad: 'sm',
  mobile: 'xs',
};

function whole(value: unknown, fallback: number, max = GRID_COLUMNS): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(0, Math.round(number)));
}

/** The span of a column for a platform. */
export function columnSpan(
  options: Partial<ColOptions> | undefined,
  platform: Platform,
  responsive: boolean,
): number {
  const span = whole(options?.span, GRID_COLUMNS);
  if (!responsive) return span;
  const value = options?.[BREAKPOINT[platform]];
  return value === undefined || value === null ? span : whole(value, span);
}

/** Free grid columns to leave before each item of a line, by `justify`. */
function distribute(free: number, count: number, mode: GridJustify): number[] {
  const before = new Array<number>(count).fill(0);
  if (count === 0 || free <= 0) return before;
  switch (mode) {
    case 'end':
      before[0] = free;
      break;
    case 'center':
      before[0] = Math.floor(free / 2);
      break;
    case 'space-between': {
      if (count === 1) break;
      const share = Math.floor(free / (count - 1));
      let rest = free - share * (count - 1);
      for (let i = 1; i < count; i++) {
        before[i] = share + (rest > 0 ? 1 : 0);
        rest -= 1;
      }
      break;
    }
    case 'space-around': {
      // Half a share before the first item, a whole share between items, rounded to columns.
      const share = free / count;
      let previous = 0;
      for (let i = 0; i < count; i++) {
        const position = Math.round(share * (i + 0.5));
        before[i] = position - previous;
        previous = position;
      }
      break;
    }
    default:
      break;
  }
  return before;
}

/** Placement of every column, in order. */
export function placeColumns(
  columns: readonly (Partial<ColOptions> | undefined)[],
  platform: Platform,
  options: { responsive?: boolean; flex?: boolean; justify?: GridJustify },
): ColumnPlacement[] {
  const responsive = options.responsive === true;
  const items = columns.map((column) => ({
    span: columnSpan(column, platform, responsive),
    offset: whole(column?.offset, 0),
    shift: whole(column?.push, 0) - whole(column?.pull, 0),
  }));
  // Lines: consecutive columns that fit in 24 columns with their offsets.
  const lines: number[][] = [];
  let line: number[] = [];
  let used = 0;
  items.forEach((item, index) => {
    if (item.span === 0) return;
    const width = item.offset + item.span;
    if (line.length > 0 && used + width > GRID_COLUMNS) {
      lines.push(line);
      line = [];
      used = 0;
    }
    line.push(index);
    used += Math.min(width, GRID_COLUMNS);
  });
  if (line.length > 0) lines.push(line);

  const placements: ColumnPlacement[] = items.map((item) => ({
    start: 0,
    span: 0,
    row: 0,
    shift: item.shift,
  }));
  const justify = options.flex ? (options.justify ?? 'start') : 'start';
  lines.forEach((members, lineIndex) => {
    const total = members.reduce((sum, index) => {
      const item = items[index] as (typeof items)[number];
      return sum + item.offset + item.span;
    }, 0);
    const extra = distribute(GRID_COLUMNS - total, members.length, justify);
    let cursor = 0;
    members.forEach((index, position) => {
      const item = items[index] as (typeof items)[number];
      cursor += (extra[position] ?? 0) + item.offset;
      const span = Math.min(item.span, GRID_COLUMNS - Math.min(cursor, GRID_COLUMNS - 1));
      placements[index] = { start: cursor + 1, span, row: lineIndex + 1, shift: item.shift };
      cursor += span;
    });
  });
  return placements;
}

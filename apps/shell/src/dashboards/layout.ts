import {
  DASHBOARD_COLUMNS,
  type DashboardChart,
  MAX_DASHBOARD_CHART_ROWS,
  MAX_DASHBOARD_ROW,
} from '@org/api-contract';

/** A new chart's size: half the grid's width, four rows high. */
export const NEW_CHART = Object.freeze({ w: 6, h: 4 });
/** The height of one row of the grid, in pixels. */
export const ROW_HEIGHT = 90;
/** The gap between charts, in pixels. */
export const GAP = 16;

/** The smallest key `c<n>` no chart has. */
export function newKey(charts: readonly DashboardChart[]): string {
  const taken = new Set(charts.map((chart) => chart.key));
  let n = charts.length + 1;
  while (taken.has(`c${n}`)) n += 1;
  return `c${n}`;
}

const overlaps = (a: Placed, b: Placed) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

type Placed = Pick<DashboardChart, 'x' | 'y' | 'w' | 'h'>;

/**
 * Where a new chart of the default size goes: the first free place reading the grid row by row,
 * left to right (so the second chart sits beside the first).
 */
export function freePlace(charts: readonly Placed[]): Placed {
  const { w, h } = NEW_CHART;
  for (let y = 0; y <= MAX_DASHBOARD_ROW; y += 1) {
    for (let x = 0; x + w <= DASHBOARD_COLUMNS; x += 1) {
      const spot = { x, y, w, h };
      if (!charts.some((chart) => overlaps(chart, spot))) return spot;
    }
  }
  return { x: 0, y: MAX_DASHBOARD_ROW, w, h };
}

/** A place on the grid as the grid reports it (any numbers). */
export interface GridPlace {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const clamp = (value: number, low: number, high: number) =>
  Math.min(high, Math.max(low, Math.round(value)));

/**
 * The charts placed where the grid says, kept inside the grid's bounds; the same array when
 * nothing moved (so that a layout report after a render is not a change).
 */
export function arranged(
  charts: readonly DashboardChart[],
  places: readonly GridPlace[],
): readonly DashboardChart[] {
  const byKey = new Map(places.map((place) => [place.i, place]));
  let moved = false;
  const next = charts.map((chart) => {
    const place = byKey.get(chart.key);
    if (!place) return chart;
    const w = clamp(place.w, 1, DASHBOARD_COLUMNS);
    const x = clamp(place.x, 0, DASHBOARD_COLUMNS - w);
    const y = clamp(place.y, 0, MAX_DASHBOARD_ROW);
    const h = clamp(place.h, 1, MAX_DASHBOARD_CHART_ROWS);
    if (x === chart.x && y === chart.y && w === chart.w && h === chart.h) return chart;
    moved = true;
    return { ...chart, x, y, w, h };
  });
  return moved ? next : charts;
}

/** A chart's drawing height for `h` rows of the grid, less its card's header and note. */
export const drawingHeight = (h: number): number =>
  Math.max(120, h * ROW_HEIGHT + (h - 1) * GAP - 160);

import {
  DASHBOARD_COLUMNS,
  type DashboardChart,
  MAX_DASHBOARD_CHART_ROWS,
  MAX_DASHBOARD_ROW,
} from '@org/api-contract';
import { cloneLayout, moveElement, verticalCompactor } from 'react-grid-layout/core';

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

/** A step a chart takes from the keyboard: one cell of the grid, one column or row of size. */
export type Nudge = 'left' | 'right' | 'up' | 'down' | 'wider' | 'narrower' | 'taller' | 'shorter';

const STEPS: Readonly<Record<Nudge, Readonly<Partial<Record<'x' | 'y' | 'w' | 'h', number>>>>> = {
  left: { x: -1 },
  right: { x: 1 },
  up: { y: -1 },
  down: { y: 1 },
  wider: { w: 1 },
  narrower: { w: -1 },
  taller: { h: 1 },
  shorter: { h: -1 },
};

/**
 * The charts after chart `key` took a step from the keyboard, the others making way as they do
 * when it is dragged or resized (the grid library's own move and compaction); the same array
 * when the step leads nowhere (the grid's edge, the smallest size).
 */
export function nudged(
  charts: readonly DashboardChart[],
  key: string,
  nudge: Nudge,
): readonly DashboardChart[] {
  const current = charts.find((chart) => chart.key === key);
  if (!current) return charts;
  const cols = DASHBOARD_COLUMNS;
  const layout = () =>
    cloneLayout(
      charts.map((chart) => ({ i: chart.key, x: chart.x, y: chart.y, w: chart.w, h: chart.h })),
    );
  const { x = 0, y = 0, w = 0, h = 0 } = STEPS[nudge];
  if (w !== 0 || h !== 0) {
    const width = clamp(current.w + w, 1, cols - current.x);
    const height = clamp(current.h + h, 1, MAX_DASHBOARD_CHART_ROWS);
    if (width === current.w && height === current.h) return charts;
    const resized = layout().map((place) =>
      place.i === key ? { ...place, w: width, h: height } : place,
    );
    return arranged(charts, verticalCompactor.compact(resized, cols));
  }
  // Up and down go as far as it takes to change the arrangement: the charts float up, so a
  // step into empty rows below would float back, and passing a chart takes its height.
  for (let step = 1; step <= (y === 0 ? 1 : MAX_DASHBOARD_ROW); step += 1) {
    const toX = clamp(current.x + x, 0, cols - current.w);
    const toY = current.y + y * step;
    if (toY < 0 || toY > MAX_DASHBOARD_ROW || (toX === current.x && toY === current.y)) break;
    const places = layout();
    const item = places.find((place) => place.i === key);
    if (!item) break;
    const moved = moveElement(places, item, toX, toY, true, false, 'vertical', cols);
    const next = arranged(charts, verticalCompactor.compact(moved, cols));
    if (next !== charts) return next;
  }
  return charts;
}

/** A chart's drawing height for `h` rows of the grid, less its card's header and note. */
export const drawingHeight = (h: number): number =>
  Math.max(120, h * ROW_HEIGHT + (h - 1) * GAP - 160);

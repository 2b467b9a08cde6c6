import type { ChartKind } from '@org/api-contract';
import type { StatisticResult } from '../api/statistics-api';
import { type Cell, type ResultColumn, numberOf, pivotOf } from './statistic-data';

/** One drawn series: its values along the categories, its colour, and its stack if any. */
export interface PlotSeries {
  id: string;
  label: string;
  color: string;
  data: (number | null)[];
  /** Series of one stack are drawn on top of each other (a stacked bar's series values). */
  stack?: string;
}

/** A statistic drawn along an axis: bars, stacked bars, lines, areas. */
export interface AxisPlot {
  kind: 'axis';
  /** The dimension's values as written, one per group along the axis. */
  categories: string[];
  series: PlotSeries[];
}

/** A statistic drawn as a pie: a slice per group of the first measure. */
export interface PiePlot {
  kind: 'pie';
  label: string;
  slices: { id: number; label: string; value: number; color: string }[];
}

export type Plot = AxisPlot | PiePlot;

/** A key of a legend: what a colour stands for. */
export interface LegendItem {
  label: string;
  color: string;
}

type Write = (column: ResultColumn, value: Cell | undefined) => string;

const colorAt = (colors: readonly string[], index: number) => colors[index % colors.length] ?? '';

/**
 * What a chart draws of a statistic's answer (not for number cards or pivot tables, which are
 * not drawn): the dimension's values along the axis, a series per measure — or, for a stacked
 * bar, a stack per measure holding a series per series value (missing groups drawn as
 * nothing) — or a pie's slices of the first measure, leaving out those that are not above 0.
 */
export function plotOf(
  result: StatisticResult,
  chart: Exclude<ChartKind, 'number' | 'pivot'>,
  write: Write,
  colors: readonly string[],
): Plot {
  const dimension = result.dimension ?? { key: 'd', label: '', type: 'string' };
  if (chart === 'pie') {
    const measure = result.measures[0];
    return {
      kind: 'pie',
      label: measure?.label ?? '',
      slices: result.rows
        .map((row, index) => ({
          id: index,
          label: write(dimension, row.d),
          value: numberOf(row[measure?.key ?? 'm0']) ?? 0,
          color: colorAt(colors, index),
        }))
        .filter((slice) => slice.value > 0),
    };
  }
  if (chart === 'stackedBar' && result.series) {
    const series = result.series;
    const pivots = result.measures.map((measure) => pivotOf(result, measure.key));
    const categories = (pivots[0]?.rows ?? []).map((value) => write(dimension, value));
    return {
      kind: 'axis',
      categories,
      series: result.measures.flatMap((measure, m) => {
        const pivot = pivots[m]!;
        return pivot.columns.map((value, column) => {
          const name = write(series, value);
          return {
            id: `${measure.key}-${column}`,
            label: result.measures.length > 1 ? `${name} · ${measure.label}` : name,
            color: colorAt(colors, column),
            data: pivot.rows.map((_, row) => numberOf(pivot.value(row, column))),
            stack: measure.key,
          };
        });
      }),
    };
  }
  return {
    kind: 'axis',
    categories: result.rows.map((row) => write(dimension, row.d)),
    series: result.measures.map((measure, index) => ({
      id: measure.key,
      label: measure.label,
      color: colorAt(colors, index),
      data: result.rows.map((row) => numberOf(row[measure.key])),
    })),
  };
}

/**
 * The legend of a plot, each label once (a stacked bar with several measures repeats its
 * series' colours per stack).
 */
export function legendOf(plot: Plot): LegendItem[] {
  const items = plot.kind === 'pie' ? plot.slices : plot.series;
  const seen = new Set<string>();
  return items
    .map(({ label, color }) => ({ label, color }))
    .filter((item) => !seen.has(item.label) && seen.add(item.label));
}

import { Type, type Static } from 'typebox';
import { Id, MapOf } from '../common';
import { StatisticContent, StatisticFilter } from './artefacts';
import { DASHBOARD_FILTER_NAMES } from './dashboards';

/** Filters a caller adds to a statistic's own (a dashboard's shared date range or choice). */
const ExtraFilters = Type.Optional(Type.Array(StatisticFilter, { maxItems: 20 }));

/** A saved statistic of an application, computed now. */
export const StatisticRunBody = Type.Object({ appId: Id, id: Id, filters: ExtraFilters });
export type StatisticRunBody = Static<typeof StatisticRunBody>;

/** A statistic as edited, computed before it is saved (checked as a save checks it). */
export const StatisticPreviewBody = Type.Object({
  appId: Id,
  content: StatisticContent,
  filters: ExtraFilters,
});
export type StatisticPreviewBody = Static<typeof StatisticPreviewBody>;

/** A column of a statistic's answer. */
export const StatisticColumn = Type.Object({
  /** The key of its values in `rows`: `d` (dimension), `s` (series), `m0`… (measures). */
  key: Type.String(),
  /** What to call it: the view's column comment, or the measure's label. */
  label: Type.String(),
  /** The view's type of the column (`string`, `number`, `date`, …), `number` for measures. */
  type: Type.String(),
  /**
   * The dimension and series: the label of each value answered that has one (by the value as
   * text), when the statistic says where its labels come from. Values without one show as
   * they are.
   */
  labels: Type.Optional(MapOf(Type.String())),
  /** Why values show as they are though the statistic names their labels' source (gone since). */
  labelsNote: Type.Optional(Type.String()),
});
export type StatisticColumn = Static<typeof StatisticColumn>;

/**
 * A statistic's numbers: one row per group (per dimension and series value) with each
 * measure; one row for a number card.
 */
export const StatisticResult = Type.Object({
  dimension: Type.Union([StatisticColumn, Type.Null()]),
  series: Type.Union([StatisticColumn, Type.Null()]),
  measures: Type.Array(StatisticColumn),
  rows: Type.Array(MapOf(Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]))),
  /** More groups than the top N (or than the most a statistic answers) were left out. */
  truncated: Type.Boolean(),
  ms: Type.Integer({ minimum: 0 }),
});
export type StatisticResult = Static<typeof StatisticResult>;

/** A chart of a dashboard computed now, and the shared filters its view could not take. */
export const DashboardChartResult = Type.Object({
  statistic: StatisticResult,
  notApplied: Type.Array(Type.Enum([...DASHBOARD_FILTER_NAMES])),
  /** The statistic's name and content as saved: a chart is drawn from its answer alone. */
  name: Type.String(),
  content: StatisticContent,
});
export type DashboardChartResult = Static<typeof DashboardChartResult>;

import { Type, type Static } from 'typebox';
import { Id, MapOf, Text } from '../common';

/** Most charts of a dashboard. */
export const MAX_DASHBOARD_CHARTS = 12;
/** Columns of a dashboard's grid: a chart's `x + w` is at most this. */
export const DASHBOARD_COLUMNS = 12;
/** Most rows a chart spans, and the lowest row it may start on. */
export const MAX_DASHBOARD_CHART_ROWS = 12;
export const MAX_DASHBOARD_ROW = 200;
/** Most values a dashboard's shared choice offers. */
export const MAX_DASHBOARD_CHOICES = 200;

const ColumnName = Text(64, 'A column of the charts’ data views.');

/** One chart of a dashboard: a saved statistic of the application, placed on the grid. */
export const DashboardChart = Type.Object(
  {
    key: Type.String({
      minLength: 1,
      maxLength: 32,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'Tells the charts of one dashboard apart (their places on the grid).',
    }),
    statisticId: Id,
    /** What the chart is called on this dashboard; the statistic's name when left out. */
    title: Type.Optional(Type.String({ maxLength: 100 })),
    x: Type.Integer({ minimum: 0, maximum: DASHBOARD_COLUMNS - 1 }),
    y: Type.Integer({ minimum: 0, maximum: MAX_DASHBOARD_ROW }),
    w: Type.Integer({ minimum: 1, maximum: DASHBOARD_COLUMNS }),
    h: Type.Integer({ minimum: 1, maximum: MAX_DASHBOARD_CHART_ROWS }),
  },
  { additionalProperties: false },
);
export type DashboardChart = Static<typeof DashboardChart>;

/** A filter the charts of a dashboard share: over one column, with what to call it. */
export const DashboardFilter = Type.Object(
  { column: ColumnName, label: Type.Optional(Type.String({ maxLength: 50 })) },
  { additionalProperties: false },
);
export type DashboardFilter = Static<typeof DashboardFilter>;

/**
 * DASHBOARD: charts of the application's statistics arranged on a grid of 12 columns, and the
 * filters they share — a date range over a date column and a choice over another — each
 * applied to every chart whose view has that column. `home` shows it on the application's home.
 */
export const DashboardContent = Type.Object(
  {
    charts: Type.Array(DashboardChart, { maxItems: MAX_DASHBOARD_CHARTS }),
    dateFilter: Type.Optional(DashboardFilter),
    choiceFilter: Type.Optional(DashboardFilter),
    home: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DashboardContent = Static<typeof DashboardContent>;

const DateText = Type.String({
  pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$',
  description: 'A day such as 2026-03-01.',
});

/** The shared filters' values as chosen now; each left out applies no condition. */
export const DashboardFilterValues = {
  /** The date range over `dateFilter.column`: from the first day to the last, both included. */
  date: Type.Optional(
    Type.Object(
      { column: ColumnName, from: Type.Optional(DateText), to: Type.Optional(DateText) },
      { additionalProperties: false },
    ),
  ),
  /** The value chosen over `choiceFilter.column`. */
  choice: Type.Optional(
    Type.Object(
      { column: ColumnName, value: Type.String({ maxLength: 500 }) },
      { additionalProperties: false },
    ),
  ),
};

/** One chart of a dashboard computed now, with the shared filters its view has. */
export const DashboardChartBody = Type.Object({
  appId: Id,
  statisticId: Id,
  ...DashboardFilterValues,
});
export type DashboardChartBody = Static<typeof DashboardChartBody>;

/** Which shared filters a chart's view could not take (it has no such column). */
export const DASHBOARD_FILTER_NAMES = Object.freeze(['date', 'choice'] as const);

/** The columns of the charts' views, or the values a choice offers: of these statistics. */
export const DashboardColumnsBody = Type.Object({
  appId: Id,
  statisticIds: Type.Array(Id, { maxItems: MAX_DASHBOARD_CHARTS }),
});
export type DashboardColumnsBody = Static<typeof DashboardColumnsBody>;

/** A column of one or more of the charts' views. */
export const DashboardColumn = Type.Object({
  columnName: Type.String(),
  /** The view's comment of the column, else its name. */
  label: Type.String(),
  dataType: Type.String(),
  /** How many of the charts' views have it. */
  views: Type.Integer({ minimum: 0 }),
});
export type DashboardColumn = Static<typeof DashboardColumn>;

export const DashboardColumns = Type.Object({ list: Type.Array(DashboardColumn) });
export type DashboardColumns = Static<typeof DashboardColumns>;

export const DashboardChoicesBody = Type.Object({
  appId: Id,
  statisticIds: Type.Array(Id, { maxItems: MAX_DASHBOARD_CHARTS }),
  column: ColumnName,
});
export type DashboardChoicesBody = Static<typeof DashboardChoicesBody>;

/** The values a shared choice offers: those of the column in the charts' views, in order. */
export const DashboardChoices = Type.Object({
  values: Type.Array(Type.String()),
  /** The label of each value that has one, where a chart's statistic says where they come from. */
  labels: Type.Optional(MapOf(Type.String())),
  /** More values than a choice offers were left out. */
  truncated: Type.Boolean(),
});
export type DashboardChoices = Static<typeof DashboardChoices>;

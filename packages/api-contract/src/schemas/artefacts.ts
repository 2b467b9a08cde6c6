import { Type, type Static, type TSchema } from 'typebox';
import { AuditFields, Code, Id, MapOf, OptionalText, Status, Text } from '../common';
import { PageQuery, SearchText } from '../paging';
import { DashboardContent } from './dashboards';
import { FlowGraph } from './flow-graph';

/**
 * What an application is built of besides forms and data views, one record each, told apart
 * by `kind`: flows (WORKFLOW), service orchestrations, statistics, scheduled tasks, source
 * files, releases and pages. `content` holds what the kind needs; each kind has its schema.
 */
export const ARTEFACT_KINDS = Object.freeze([
  'WORKFLOW',
  'ORCHESTRATION',
  'STATISTIC',
  'TASK',
  'SOURCE',
  'RELEASE',
  'PAGE',
  'DASHBOARD',
] as const);
export const ArtefactKind = Type.Enum([...ARTEFACT_KINDS]);
export type ArtefactKind = Static<typeof ArtefactKind>;

/** Largest source text of a SOURCE artefact, in characters. */
export const MAX_SOURCE_LENGTH = 200_000;
/** Most steps of a flow or an orchestration, and most blocks of a page. */
export const MAX_ARTEFACT_ITEMS = 50;

/**
 * WORKFLOW: the form that starts the flow and the flow's graph as it is being designed (the
 * draft). Publishing copies it into an immutable version (`API.flows.publish`).
 */
export const WorkflowContent = Type.Object(
  { formId: Id, graph: FlowGraph },
  { additionalProperties: false },
);
export type WorkflowContent = Static<typeof WorkflowContent>;

export const ORCHESTRATION_STEP_TYPES = Object.freeze(['DATA_VIEW', 'API', 'SCRIPT'] as const);
export const ORCHESTRATION_INPUT_TYPES = Object.freeze([
  'string',
  'number',
  'boolean',
  'object',
] as const);
/** The longest script of a SCRIPT step. */
export const MAX_SCRIPT_LENGTH = 20_000;

/** Text that may hold `${expression}` parts, read from `input` and earlier `steps`. */
const Template = Type.String({
  maxLength: 2000,
  description:
    'Text with `${expression}` parts (JavaScript, reading `input` and `steps.<key>`); a value that is one expression alone keeps its type.',
});

/** A value the caller of an orchestration gives. */
export const OrchestrationInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }),
    type: Type.Enum([...ORCHESTRATION_INPUT_TYPES]),
    required: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type OrchestrationInput = Static<typeof OrchestrationInput>;

/**
 * One step: a data view run with parameters, a call of a catalogue API (its registered server,
 * method and path; query, headers and body from templates), or a script that turns the input
 * and earlier outputs into an output. Later steps read this one's output as `steps.<key>`.
 */
export const OrchestrationStep = Type.Object(
  {
    key: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 32,
        pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
        description: 'How later steps name its output (`steps.<key>`); `step<n>` when left out.',
      }),
    ),
    name: Text(100),
    type: Type.Enum([...ORCHESTRATION_STEP_TYPES]),
    viewId: Type.Optional(Id),
    apiId: Type.Optional(Id),
    /** DATA_VIEW: the view's parameters; API: the query. */
    params: Type.Optional(MapOf(Template, { maxProperties: 50 })),
    headers: Type.Optional(MapOf(Template, { maxProperties: 20 })),
    body: Type.Optional(Template),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 100, maximum: 60_000 })),
    /** SCRIPT: the body of a function of `input` and `steps`; what it returns is its output. */
    script: Type.Optional(Type.String({ maxLength: MAX_SCRIPT_LENGTH })),
  },
  { additionalProperties: false },
);
export type OrchestrationStep = Static<typeof OrchestrationStep>;

/** How later steps name a step's output: its key, else `step<n>` (n counted from 1). */
export const orchestrationStepKey = (step: Pick<OrchestrationStep, 'key'>, index: number): string =>
  step.key ?? `step${index + 1}`;

/**
 * ORCHESTRATION: the values its caller gives, and steps run in order, each a data view, an API
 * of the catalogue or a script.
 */
export const OrchestrationContent = Type.Object(
  {
    inputs: Type.Optional(Type.Array(OrchestrationInput, { maxItems: MAX_ARTEFACT_ITEMS })),
    steps: Type.Array(OrchestrationStep, { minItems: 1, maxItems: MAX_ARTEFACT_ITEMS }),
  },
  { additionalProperties: false },
);
export type OrchestrationContent = Static<typeof OrchestrationContent>;

/** How a measure folds a group's rows: COUNT without a column counts the rows. */
export const AGGREGATES = Object.freeze([
  'COUNT',
  'COUNT_DISTINCT',
  'SUM',
  'AVG',
  'MIN',
  'MAX',
] as const);
/** Aggregates that need a numeric column. */
export const NUMERIC_AGGREGATES: readonly string[] = Object.freeze(['SUM', 'AVG']);
/** How a statistic is drawn. */
export const CHART_KINDS = Object.freeze([
  'bar',
  'stackedBar',
  'line',
  'area',
  'pie',
  'number',
  'pivot',
] as const);
export type ChartKind = (typeof CHART_KINDS)[number];
/** Charts that split each group once more by a second column (`series`). */
export const SERIES_CHARTS: readonly ChartKind[] = Object.freeze(['stackedBar', 'pivot']);
/** How a date or time column is grouped. */
export const DATE_BUCKETS = Object.freeze(['day', 'week', 'month', 'quarter', 'year'] as const);
/** Comparisons a statistic's filters make. */
export const STATISTIC_FILTER_OPS = Object.freeze([
  'eq',
  'ne',
  'gt',
  'gte',
  'lt',
  'lte',
  'in',
  'between',
  'contains',
  'empty',
  'notEmpty',
] as const);
/** Most groups a statistic answers (its top N is at most this). */
export const MAX_STATISTIC_GROUPS = 1000;

const ColumnName = Text(64, 'A column of the data view.');

/** The kinds of place a grouped column's values may take their labels from. */
export const STATISTIC_LABEL_SOURCES = Object.freeze(['dict', 'form'] as const);

/**
 * Where the values of a grouped column take the labels shown for them (值显示为): the items of
 * a dictionary (`dictCode`), or the choices of a choice field (radio, checkbox, select,
 * cascader) of a form of the application (`formId`, the field's model), as its published
 * version offers them. Left out, values show as they are.
 */
export const StatisticLabelSource = Type.Object(
  {
    from: Type.Enum([...STATISTIC_LABEL_SOURCES]),
    /** `from: 'dict'`: the dictionary's code. */
    dictCode: Type.Optional(Code(64)),
    /** `from: 'form'`: the form. */
    formId: Type.Optional(Id),
    /** `from: 'form'`: the model of its choice field. */
    field: Type.Optional(Text(64, 'The model of a choice field of the form.')),
  },
  { additionalProperties: false },
);
export type StatisticLabelSource = Static<typeof StatisticLabelSource>;

/** A column the rows are grouped by; a date or time column can be grouped by day, week, … */
export const StatisticDimension = Type.Object(
  {
    column: ColumnName,
    bucket: Type.Optional(Type.Enum([...DATE_BUCKETS])),
    labels: Type.Optional(StatisticLabelSource),
  },
  { additionalProperties: false },
);
export type StatisticDimension = Static<typeof StatisticDimension>;

/** A number computed per group. */
export const StatisticMeasure = Type.Object(
  {
    aggregate: Type.Enum([...AGGREGATES]),
    /** Left out only by COUNT, which then counts the rows. */
    column: Type.Optional(ColumnName),
    /** What the chart calls it; the aggregate and column when left out. */
    label: Type.Optional(Type.String({ maxLength: 50 })),
  },
  { additionalProperties: false },
);
export type StatisticMeasure = Static<typeof StatisticMeasure>;

const FilterValue = Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean()]);

/** A condition on the view's rows before they are grouped. */
export const StatisticFilter = Type.Object(
  {
    column: ColumnName,
    op: Type.Enum([...STATISTIC_FILTER_OPS]),
    /** One value; `in` takes a list, `between` two; `empty` and `notEmpty` none. */
    value: Type.Optional(Type.Union([FilterValue, Type.Array(FilterValue, { maxItems: 100 })])),
  },
  { additionalProperties: false },
);
export type StatisticFilter = Static<typeof StatisticFilter>;

/**
 * STATISTIC: a chart over a data view, computed by the server. The view's rows (with its
 * parameters) are filtered, grouped by the dimension (and, for stacked bars and pivot tables,
 * the series), and each measure aggregated per group; sorted and cut to the top N. A number
 * card has no dimension: its measures are over all the rows.
 */
export const StatisticContent = Type.Object(
  {
    chart: Type.Enum([...CHART_KINDS]),
    viewId: Id,
    params: Type.Optional(MapOf(Type.String({ maxLength: 500 }), { maxProperties: 50 })),
    dimension: Type.Optional(StatisticDimension),
    series: Type.Optional(StatisticDimension),
    measures: Type.Array(StatisticMeasure, { minItems: 1, maxItems: 5 }),
    filters: Type.Optional(Type.Array(StatisticFilter, { maxItems: 20 })),
    sort: Type.Optional(
      Type.Object(
        {
          by: Type.Union([Type.Literal('dimension'), Type.Literal('measure')]),
          /** Which measure, counted from 0 (`by: 'measure'`). */
          measure: Type.Optional(Type.Integer({ minimum: 0, maximum: 4 })),
          order: Type.Union([Type.Literal('asc'), Type.Literal('desc')]),
        },
        { additionalProperties: false },
      ),
    ),
    /** Top N: the first N groups in the sort order. */
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_STATISTIC_GROUPS })),
  },
  { additionalProperties: false },
);
export type StatisticContent = Static<typeof StatisticContent>;

export const TASK_TARGET_TYPES = Object.freeze([
  'DATA_VIEW',
  'ORCHESTRATION',
  'FLOW',
  'API',
] as const);
/** While a run still runs when the next is due: skip the new one, or run it after. */
export const TASK_OVERLAPS = Object.freeze(['skip', 'queue'] as const);
/** Times that passed while the platform was down: run once on start, or skip them. */
export const TASK_MISSED = Object.freeze(['once', 'skip'] as const);
/** The time zone a task's expression is read in unless it names one. */
export const DEFAULT_TASK_TIMEZONE = 'Asia/Shanghai';
/** What a task run allows unless the task says otherwise. */
export const TASK_DEFAULTS = Object.freeze({
  timeoutSeconds: 300,
  retries: 0,
  retryDelaySeconds: 60,
  overlap: 'skip',
  missed: 'skip',
} as const);

/**
 * TASK: when it runs (cron, five fields, in a time zone), what it runs (a data view with
 * parameters, an orchestration, a flow started with given data, or an API of the catalogue
 * called with a query and a body), how a run is bounded
 * (timeout, retries with a growing delay, overlapping runs, times missed while the platform was
 * down), and whether it is switched on.
 */
export const TaskContent = Type.Object(
  {
    cron: Text(100, 'Five fields: minute hour day-of-month month day-of-week.'),
    timezone: Type.Optional(
      Text(64, `An IANA time zone such as Europe/Berlin; ${DEFAULT_TASK_TIMEZONE} when left out.`),
    ),
    targetType: Type.Enum([...TASK_TARGET_TYPES]),
    viewId: Type.Optional(Id),
    /** DATA_VIEW: the view's parameters by name; API: the query (templates, as in a step). */
    params: Type.Optional(MapOf(Type.String({ maxLength: 500 }), { maxProperties: 50 })),
    /** API: the catalogue API called, on the server an administrator registered. */
    apiId: Type.Optional(Id),
    /** API: the body sent (a template, as in an orchestration's step). */
    body: Type.Optional(Template),
    orchestrationCode: Type.Optional(Code(64)),
    /** FLOW: the flow started, as the task's owner, with `flowData` as its start form. */
    flowId: Type.Optional(Id),
    flowData: Type.Optional(MapOf(Type.Unknown(), { maxProperties: 500 })),
    timeoutSeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 3600 })),
    retries: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
    retryDelaySeconds: Type.Optional(Type.Integer({ minimum: 1, maximum: 3600 })),
    overlap: Type.Optional(Type.Enum([...TASK_OVERLAPS])),
    missed: Type.Optional(Type.Enum([...TASK_MISSED])),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type TaskContent = Static<typeof TaskContent>;

/** SOURCE: a file of the application's source, by path. */
export const SourceContent = Type.Object(
  {
    path: Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*$',
      description: 'A relative path such as src/index.ts (letters, digits, _ . - and /).',
    }),
    text: Type.String({ maxLength: MAX_SOURCE_LENGTH }),
  },
  { additionalProperties: false },
);
export type SourceContent = Static<typeof SourceContent>;

/** A form version a release includes. */
export const ReleaseForm = Type.Object({
  formId: Id,
  formCode: Type.String(),
  version: Type.Integer({ minimum: 1 }),
});
export type ReleaseForm = Static<typeof ReleaseForm>;

/** RELEASE: a version with notes; `forms` is filled by the server when the release is made. */
export const ReleaseContent = Type.Object(
  {
    version: Type.String({
      minLength: 1,
      maxLength: 32,
      pattern: '^[0-9]+\\.[0-9]+\\.[0-9]+([-+][0-9A-Za-z.-]+)?$',
      description: 'A version such as 1.2.0.',
    }),
    notes: OptionalText(2000),
    forms: Type.Optional(
      Type.Array(ReleaseForm, {
        maxItems: 1000,
        description: 'Answered: the latest versions of the forms when the release was made.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type ReleaseContent = Static<typeof ReleaseContent>;

export const PAGE_BLOCK_TYPES = Object.freeze(['FORM', 'DATA_VIEW', 'DASHBOARD'] as const);

/** PAGE: a title and blocks shown in order, each a form, a data view or a dashboard. */
export const PageContent = Type.Object(
  {
    title: Text(100),
    blocks: Type.Array(
      Type.Object({
        type: Type.Enum([...PAGE_BLOCK_TYPES]),
        formId: Type.Optional(Id),
        viewId: Type.Optional(Id),
        dashboardId: Type.Optional(Id),
      }),
      { maxItems: MAX_ARTEFACT_ITEMS },
    ),
  },
  { additionalProperties: false },
);
export type PageContent = Static<typeof PageContent>;

/** The content schema of each kind (the server checks `content` against it). */
export const ARTEFACT_CONTENT: Readonly<Record<ArtefactKind, TSchema>> = Object.freeze({
  WORKFLOW: WorkflowContent,
  ORCHESTRATION: OrchestrationContent,
  STATISTIC: StatisticContent,
  TASK: TaskContent,
  SOURCE: SourceContent,
  RELEASE: ReleaseContent,
  PAGE: PageContent,
  DASHBOARD: DashboardContent,
});

/** The content as sent and answered: an object whose shape `kind` decides. */
export const ArtefactContent = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  additionalProperties: true,
  maxProperties: 20,
  description: 'What the kind needs; checked against the schema of the kind.',
});

/** An artefact with its application's code and name. */
export const Artefact = Type.Object({
  id: Id,
  appId: Id,
  appCode: Type.String(),
  appName: Type.String(),
  kind: ArtefactKind,
  artefactCode: Type.String(),
  artefactName: Type.String(),
  description: Type.String(),
  content: ArtefactContent,
  status: Status,
  ...AuditFields,
});
export type Artefact = Static<typeof Artefact>;

export const ARTEFACT_SORT_COLUMNS = [
  'artefactCode',
  'artefactName',
  'createdAt',
  'updatedAt',
] as const;

export const ArtefactPageQuery = PageQuery(ARTEFACT_SORT_COLUMNS, {
  appId: Type.Optional(Id),
  kind: Type.Optional(ArtefactKind),
  keyword: SearchText(100, 'Part of the code or the name.'),
  status: Type.Optional(Status),
});
export type ArtefactPageQuery = Static<typeof ArtefactPageQuery>;

export const ArtefactIdQuery = Type.Object({ id: Id });
export type ArtefactIdQuery = Static<typeof ArtefactIdQuery>;

export const ArtefactCreate = Type.Object({
  appId: Id,
  kind: ArtefactKind,
  artefactCode: Code(64),
  artefactName: Text(100),
  description: OptionalText(500),
  content: ArtefactContent,
  status: Type.Optional(Status),
});
export type ArtefactCreate = Static<typeof ArtefactCreate>;

/** A change; the application, the kind and the code stay. */
export const ArtefactUpdate = Type.Object({
  id: Id,
  artefactName: Type.Optional(Text(100)),
  description: OptionalText(500),
  content: Type.Optional(ArtefactContent),
  status: Type.Optional(Status),
});
export type ArtefactUpdate = Static<typeof ArtefactUpdate>;

export const ArtefactStatusBody = Type.Object({ id: Id, status: Status });
export type ArtefactStatusBody = Static<typeof ArtefactStatusBody>;

/** What one application holds: its forms, data views and artefacts of each kind. */
export const AppHoldings = Type.Object({
  appId: Id,
  appCode: Type.String(),
  appName: Type.String(),
  description: Type.String(),
  status: Status,
  formCount: Type.Integer({ minimum: 0 }),
  viewCount: Type.Integer({ minimum: 0 }),
  artefacts: MapOf(Type.Integer({ minimum: 0 }), {
    description: 'Live artefacts per kind (kinds without any are left out).',
  }),
});
export type AppHoldings = Static<typeof AppHoldings>;

export const HoldingsList = Type.Object({ list: Type.Array(AppHoldings) });
export type HoldingsList = Static<typeof HoldingsList>;

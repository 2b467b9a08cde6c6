import { Type, type Static } from 'typebox';
import { AuditFields, Code, Id, OptionalText, Status, Text, UpdateOf } from '../common';
import { LOOKUP_MAX_PAGE_SIZE, SortOrder } from '../paging';

/**
 * Base path of the data-view service. The routes use the `root` service with this prefix in
 * their paths; the renderer's `dataViewBaseUrl` points here.
 */
export const DATAVIEW_SERVICE_BASE = '/dataview-service';

/** Bounds of a view's own limits. */
export const VIEW_LIMITS = Object.freeze({
  /** Characters of a view's SQL. */
  sqlLength: 20_000,
  /** Statement timeout of one run, in milliseconds. */
  minTimeoutMs: 50,
  maxTimeoutMs: 30_000,
  /** Rows one run answers at most. */
  maxRows: 5000,
  /** Declared parameters and columns. */
  params: 50,
  columns: 200,
  /** Characters of `queryParamListStr`. */
  paramText: 20_000,
});

export const VIEW_TYPES = Object.freeze(['VIEW', 'TREE'] as const);
export const ViewType = Type.Enum([...VIEW_TYPES], {
  description: 'VIEW: a list; TREE: rows linked by `parentLevelField` (cascaders).',
});
export type ViewType = Static<typeof ViewType>;

export const VIEW_STATUSES = Object.freeze(['DRAFT', 'PUBLISHED'] as const);
export const ViewStatus = Type.Enum([...VIEW_STATUSES], {
  description: 'Designers and forms use PUBLISHED views.',
});
export type ViewStatus = Static<typeof ViewStatus>;

export const VIEW_PARAM_TYPES = Object.freeze(['string', 'number', 'boolean', 'date'] as const);
export const VIEW_COLUMN_TYPES = Object.freeze([
  'string',
  'number',
  'boolean',
  'date',
  'datetime',
  'time',
  'json',
] as const);

/** A declared parameter: `:name` in the SQL, always bound, never spliced into the text. */
export const ViewParam = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 63, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' }),
  type: Type.Enum([...VIEW_PARAM_TYPES]),
  required: Type.Boolean(),
  defaultValue: Type.Optional(
    Type.Union([Type.String({ maxLength: 1000 }), Type.Number(), Type.Boolean(), Type.Null()]),
  ),
});
export type ViewParam = Static<typeof ViewParam>;

/** A column of a view's answer, in order. */
export const ViewColumn = Type.Object({
  columnName: Type.String(),
  columnComment: Type.String(),
  dataType: Type.Enum([...VIEW_COLUMN_TYPES]),
  sort: Type.Integer(),
  visible: Type.Boolean(),
  queryable: Type.Boolean(),
  sortable: Type.Boolean(),
});
export type ViewColumn = Static<typeof ViewColumn>;

/** Column settings sent with a view; the names must be columns of its answer. */
export const ViewColumnInput = Type.Object({
  columnName: Type.String({ minLength: 1, maxLength: 64 }),
  columnComment: OptionalText(200),
  visible: Type.Optional(Type.Boolean()),
  queryable: Type.Optional(Type.Boolean()),
  sortable: Type.Optional(Type.Boolean()),
});
export type ViewColumnInput = Static<typeof ViewColumnInput>;

/** A view as lists answer it (without its SQL). */
export const DataView = Type.Object({
  id: Id,
  viewCode: Type.String(),
  viewName: Type.String(),
  viewComment: Type.String(),
  viewType: ViewType,
  viewStatus: ViewStatus,
  appCode: Type.String(),
  datasourceId: Id,
  parentViewId: Type.Union([Id, Type.Null()]),
  parentLevelField: Type.String(),
  idField: Type.String(),
  status: Status,
  ...AuditFields,
});
export type DataView = Static<typeof DataView>;

/** A view with its SQL, parameters, limits and columns. */
export const DataViewDetail = Type.Object({
  ...DataView.properties,
  sqlText: Type.String(),
  params: Type.Array(ViewParam),
  statementTimeoutMs: Type.Integer(),
  maxRows: Type.Integer(),
  columns: Type.Array(ViewColumn),
});
export type DataViewDetail = Static<typeof DataViewDetail>;

export const VIEW_SORT_COLUMNS = ['viewCode', 'viewName', 'createdAt', 'updatedAt'] as const;

/** The view list query, as the designer sends it (`pageNumber`; `pageNo` is accepted too). */
export const ViewListQuery = Type.Object({
  pageNumber: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: LOOKUP_MAX_PAGE_SIZE })),
  viewStatus: Type.Optional(ViewStatus),
  viewType: Type.Optional(ViewType),
  appCode: Type.Optional(Type.String({ maxLength: 64, description: 'Exact application code.' })),
  /** The owning application by id: still right after the application's code changed. */
  appId: Type.Optional(Id),
  datasourceId: Type.Optional(Id),
  parentViewId: Type.Optional(Id),
  viewCodeOrComment: Type.Optional(
    Type.String({ maxLength: 200, description: 'Part of the code, the name or the comment.' }),
  ),
  status: Type.Optional(Status),
  sortBy: Type.Optional(Type.Enum([...VIEW_SORT_COLUMNS])),
  sortOrder: Type.Optional(SortOrder),
});
export type ViewListQuery = Static<typeof ViewListQuery>;

/** A page in the shape the data-view callers read: `records`, `total`, `current`, `size`. */
export const ViewPage = Type.Object({
  records: Type.Array(DataView),
  total: Type.Integer({ minimum: 0 }),
  current: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
  pages: Type.Integer({ minimum: 0 }),
});
export type ViewPage = Static<typeof ViewPage>;

const viewFields = {
  viewName: Text(100),
  viewComment: OptionalText(200),
  viewType: Type.Optional(ViewType),
  viewStatus: Type.Optional(ViewStatus),
  appCode: Type.Optional(Type.String({ maxLength: 64, description: 'Owning application.' })),
  datasourceId: Id,
  parentViewId: Type.Optional(Type.Union([Id, Type.Null()])),
  sqlText: Text(VIEW_LIMITS.sqlLength, 'One SELECT (or WITH … SELECT); `:name` parameters.'),
  params: Type.Optional(Type.Array(ViewParam, { maxItems: VIEW_LIMITS.params })),
  parentLevelField: Type.Optional(Type.String({ maxLength: 64 })),
  idField: Type.Optional(Type.String({ maxLength: 64 })),
  statementTimeoutMs: Type.Optional(
    Type.Integer({ minimum: VIEW_LIMITS.minTimeoutMs, maximum: VIEW_LIMITS.maxTimeoutMs }),
  ),
  maxRows: Type.Optional(Type.Integer({ minimum: 1, maximum: VIEW_LIMITS.maxRows })),
  status: Type.Optional(Status),
  columns: Type.Optional(Type.Array(ViewColumnInput, { maxItems: VIEW_LIMITS.columns })),
};

export const ViewCreate = Type.Object({ viewCode: Code(64), ...viewFields });
export type ViewCreate = Static<typeof ViewCreate>;

export const ViewUpdate = UpdateOf(ViewCreate);
export type ViewUpdate = Static<typeof ViewUpdate>;

export const ViewIdQuery = Type.Object({ id: Id });
export type ViewIdQuery = Static<typeof ViewIdQuery>;

export const ViewColumnsQuery = Type.Object({ viewId: Id });
export type ViewColumnsQuery = Static<typeof ViewColumnsQuery>;

export const ViewColumnList = Type.Object({ list: Type.Array(ViewColumn) });
export type ViewColumnList = Static<typeof ViewColumnList>;

/** A view id as a number or as digits (the renderer sends `remoteViewId`, a string). */
export const ViewIdValue = Type.Unsafe<number | string>({
  type: ['integer', 'string'],
  minimum: 1,
  maximum: Number.MAX_SAFE_INTEGER,
  pattern: '^[1-9][0-9]{0,15}$',
  description: 'The view id, e.g. 12 or "12".',
});

export const ViewQueryBody = Type.Object({
  viewId: ViewIdValue,
  queryParamListStr: Type.Optional(
    Type.String({
      maxLength: VIEW_LIMITS.paramText,
      description:
        'Parameter values as JSON text: `[{"name":"parentId","value":1}]` ' +
        '(`paramName`/`paramValue` also read) or `{"parentId":1}`.',
    }),
  ),
});
export type ViewQueryBody = Static<typeof ViewQueryBody>;

/** A record of a view's answer: one entry per column. */
export const ViewRecord = Type.Unsafe<Record<string, unknown>>({
  type: 'object',
  additionalProperties: true,
});

/** The answer of a view run: its records (at most the view's `maxRows`). */
export const ViewResult = Type.Object({
  records: Type.Array(ViewRecord),
  total: Type.Integer({ minimum: 0, description: 'Records answered.' }),
  truncated: Type.Boolean({ description: 'True when the view had more rows than `maxRows`.' }),
});
export type ViewResult = Static<typeof ViewResult>;

/** A data source views can run on, as the view editor offers it. */
export const Datasource = Type.Object({
  id: Id,
  datasourceCode: Type.String(),
  datasourceName: Type.String(),
  /** postgres: the platform's own database. */
  dbType: Type.String(),
  status: Status,
  remark: Type.String(),
});
export type Datasource = Static<typeof Datasource>;

export const DatasourceListQuery = Type.Object({ status: Type.Optional(Status) });
export type DatasourceListQuery = Static<typeof DatasourceListQuery>;

export const DatasourceList = Type.Object({ list: Type.Array(Datasource) });
export type DatasourceList = Static<typeof DatasourceList>;

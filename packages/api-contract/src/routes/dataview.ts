import { Affected, IdsBody } from '../common';
import { defineRoute } from '../route';
import {
  DATAVIEW_SERVICE_BASE,
  DataViewDetail,
  DatasourceList,
  DatasourceListQuery,
  ViewColumnList,
  ViewColumnsQuery,
  ViewCreate,
  ViewIdQuery,
  ViewListQuery,
  ViewPage,
  ViewQueryBody,
  ViewResult,
  ViewUpdate,
} from '../schemas/dataview';
import { FORM_PERMISSIONS } from '../schemas/forms';

const P = FORM_PERMISSIONS;
const base = DATAVIEW_SERVICE_BASE;
const tag = 'data views';
const RUN_RULES =
  'Runs the view inside a read-only transaction with its statement timeout, parameters ' +
  'bound; a run that is too costly or too long answers 50400. Callers without the view ' +
  'code may run PUBLISHED, enabled views only.';

/** The data-view service: read-only SELECT views defined by administrators. */
export const dataViewRoutes = {
  list: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/view/v1/list`,
    tag,
    summary: 'A page of views, as the designer lists them (`data.records`)',
    description:
      'Filters: viewStatus, viewType, appCode, appId, datasourceId, parentViewId, and ' +
      'viewCodeOrComment (part of the code, name or comment). Pages of up to 1000.',
    access: { permission: P.view },
    querystring: ViewListQuery,
    data: ViewPage,
  }),
  get: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/view/v1/view`,
    tag,
    summary: 'One view with its SQL, parameters and columns',
    access: { permission: P.view },
    querystring: ViewIdQuery,
    data: DataViewDetail,
  }),
  create: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/view/v1/view`,
    tag,
    summary: 'Create a view (viewCode unique); its SQL is checked and tried before it is saved',
    description:
      'The SQL must be one SELECT (or WITH … SELECT) without writes, locks, recursion, ' +
      'comments hiding a second statement, or functions that write, sleep or read files; ' +
      'every `:name` must be a declared parameter. The columns come from a trial run.',
    access: { permission: P.add },
    body: ViewCreate,
    data: DataViewDetail,
  }),
  update: defineRoute({
    method: 'PUT',
    service: 'root',
    path: `${base}/view/v1/view`,
    tag,
    summary: 'Change a view (the SQL is checked and tried again)',
    access: { permission: P.edit },
    body: ViewUpdate,
    data: DataViewDetail,
  }),
  remove: defineRoute({
    method: 'DELETE',
    service: 'root',
    path: `${base}/view/v1/view`,
    tag,
    summary: 'Delete views (soft delete; refused while other views name them as parent)',
    access: { permission: P.remove },
    body: IdsBody,
    data: Affected,
  }),
  columns: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/view/v1/columns`,
    tag,
    summary: 'The columns of a view, in order (`data.list`)',
    access: { permission: P.view },
    querystring: ViewColumnsQuery,
    data: ViewColumnList,
  }),
  datasources: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/datasource/v1/list`,
    tag,
    summary: 'The data sources views can be defined on (`data.list`, by name)',
    access: { permission: P.view },
    querystring: DatasourceListQuery,
    data: DatasourceList,
  }),
  query: defineRoute({
    method: 'POST',
    service: 'root',
    path: `${base}/view/v1/sql/resultAppendNotPage`,
    tag,
    summary: 'The records of a view for parameter values (`viewId`, `queryParamListStr`)',
    description: `${RUN_RULES} The renderer's dataView remote options call this.`,
    access: 'signedIn',
    body: ViewQueryBody,
    data: ViewResult,
    reads: true,
  }),
};

/**
 * Routes with a parameter in the path (`/select/v1/list/{id}`, as the specification names it).
 * They are kept out of `API` (and so out of `ALL_ROUTES`) because the route-wide checks compare
 * contract paths with OpenAPI paths literally, and OpenAPI writes `:id` as `{id}`; the server
 * serves and tests them like every other route.
 */
export const dataViewPathRoutes = {
  select: defineRoute({
    method: 'GET',
    service: 'root',
    path: `${base}/select/v1/list/:id`,
    tag,
    summary: 'The records of a view with its default parameters (select options)',
    description: RUN_RULES,
    access: 'signedIn',
    data: ViewResult,
  }),
};

// Values
export { RESULT_CODES, ResultCode, resultMessage } from './codes';
export { Envelope, ErrorEnvelope, FieldError, ValidationErrorData } from './envelope';
export {
  Affected,
  AuditFields,
  Code,
  DateTime,
  Id,
  IdsBody,
  OptionalText,
  STATUS,
  Status,
  Text,
} from './common';
export {
  DEFAULT_PAGE_SIZE,
  EXACT_TOTAL_LIMIT,
  LOOKUP_MAX_PAGE_SIZE,
  MAX_CURSOR_LENGTH,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  PageFields,
  PageOf,
  SortFields,
  SortOrder,
} from './paging';
export {
  SERVICE_BASES,
  TOKEN_HEADER,
  defineRoute,
  isOperation,
  routePermission,
  routeUrl,
} from './route';
export { ADMIN_ROLE, PERMISSIONS, RESOURCE_PARENTS, RESOURCE_TYPES } from './permissions';
export {
  MANAGEMENT_DIRECTORY,
  SCREEN_READS,
  allManagementCodes,
  impliedReads,
  managementPagePaths,
  managementPages,
  type SeededPage,
} from './screens';
export { BUILT_IN_PARAMS, DEFAULT_SYS_NAME, DEFAULT_SYS_NAMES, PARAM_KEYS } from './params';
export { type ClientDescription, describeUserAgent } from './user-agent';
export {
  Credentials,
  PageResource,
  PageResourceQuery,
  ResourceRef,
  ResourceTypeSchema,
  RoleRef,
  TokenQuery,
  UserInfo,
} from './schemas/session';
export {
  Health,
  ParamKey,
  ParamValueTypeSchema,
  SysInfo,
  SysParam,
  SysParamQuery,
  SysParamWrite,
} from './schemas/system';
export {
  DICT_ITEM_SORT_COLUMNS,
  DICT_SORT_COLUMNS,
  Dict,
  DictCodes,
  DictCreate,
  DictItem,
  DictItemCreate,
  DictItemPagingQuery,
  DictItemUpdate,
  DictOption,
  DictPagingQuery,
  DictStatusQuery,
  DictUpdate,
  DictValueType,
  DictWithItems,
} from './schemas/dict';
export { ROUTE_DEPTH, RouteRecordSchema } from './schemas/routes';
export { MockLoginBody, MockToken, MockTokenQuery, MockUserInfo } from './schemas/mock';
export { authRoutes } from './routes/auth';
export { systemRoutes } from './routes/system';
export { authRouteHeads, systemRouteHeads } from './routes/heads';
export { dictRoutes } from './routes/dict';
export { devRoutes } from './routes/dev';
export { storageRoutes } from './routes/storage';
export { STORAGE_BASE, STORAGE_BLOCK_SIZE, STORAGE_ERRORS, STORAGE_PATHS } from './storage';
export { StoredFile, UploadTokenData, UploadTokenQuery } from './schemas/storage';
export { ALL_ROUTES, API } from './routes/index';

export {
  IdSet,
  MEMBER_SORT_COLUMNS,
  ORG_TREE_DEPTH,
  RESOURCE_TREE_DEPTH,
  RecordIdQuery,
  SortNumber,
  StatusChangeBody,
  TreeChildrenQuery,
  TreeMoveBody,
  TreeOf,
  TreeSortBody,
  UserBrief,
  UserIds,
} from './schemas/people';
export {
  MyDeptUserRoles,
  MyDeptUserRolesBody,
  MyDeptUserRolesQuery,
  MyDeptUsersBody,
  MyDeptUsersQuery,
  MAX_FOLDED_ORGS,
  ORG_CATEGORIES,
  ORG_SORT_COLUMNS,
  Org,
  OrgCategory,
  OrgCreate,
  OrgListItem,
  OrgNode,
  OrgPageQuery,
  OrgTreeQuery,
  OrgUpdate,
} from './schemas/org';
export {
  Account,
  Gender,
  NewPassword,
  ResetPasswordBody,
  ResetPasswordResult,
  USER_SORT_COLUMNS,
  USER_TYPES,
  User,
  UserCreate,
  UserDetail,
  UserGroupsBody,
  UserOrgsBody,
  UserPageQuery,
  UserPositionsBody,
  UserRolesBody,
  UserType,
  UserUpdate,
} from './schemas/user';
export {
  GroupMembersBody,
  GroupMembersQuery,
  GroupRolesBody,
  GroupRolesQuery,
  USER_GROUP_SORT_COLUMNS,
  UserGroup,
  UserGroupCreate,
  UserGroupPageQuery,
  UserGroupUpdate,
} from './schemas/user-group';
export {
  POSITION_SORT_COLUMNS,
  Position,
  PositionCreate,
  PositionMembersBody,
  PositionMembersQuery,
  PositionPageQuery,
  PositionUpdate,
} from './schemas/position';
export {
  DATA_SCOPES,
  DataScope,
  ROLE_SORT_COLUMNS,
  ROLE_TYPES,
  Role,
  RoleCreate,
  RoleDataScopeBody,
  RoleDetail,
  RoleGrant,
  RoleGrantBody,
  RoleIdQuery,
  RoleOption,
  RolePageQuery,
  RoleType,
  RoleUpdate,
  RoleUsersBody,
  RoleUsersQuery,
} from './schemas/role';
export {
  OPEN_MODES,
  OpenMode,
  Resource,
  ResourceCreate,
  ResourceNode,
  ResourceTreeQuery,
  ResourceUpdate,
} from './schemas/resource';
export { orgRoutes } from './routes/org';
export { userRoutes } from './routes/user';
export { userGroupRoutes } from './routes/user-group';
export { positionRoutes } from './routes/position';
export { myDeptRoutes } from './routes/my-dept';
export { roleRoutes } from './routes/role';
export { resourceRoutes } from './routes/resource';

export {
  CATEGORY_DEPTH,
  CATEGORY_SORT_COLUMNS,
  Category,
  CategoryCheckCodeQuery,
  CategoryChildrenQuery,
  CategoryCreate,
  CategoryIdQuery,
  CategoryNodeSchema,
  CategoryPageQuery,
  CategoryTreeQuery,
  CategoryUpdate,
  CodeCheck,
} from './schemas/category';
export {
  CALENDAR_SORT_COLUMNS,
  Calendar,
  CalendarClearDays,
  CalendarCreate,
  CalendarDateQuery,
  CalendarDay,
  CalendarDaysQuery,
  CalendarGenerate,
  CalendarGenerated,
  CalendarIdQuery,
  CalendarPageQuery,
  CalendarRangeQuery,
  CalendarSetDays,
  CalendarUpdate,
  DAY_TYPES,
  DateOnly,
  DayType,
  MAX_CALENDAR_RANGE_DAYS,
  MAX_SET_DAYS,
  WorkdayAnswer,
  WorkdayCount,
} from './schemas/calendar';
export {
  API_AUTH_TYPES,
  API_SERVER_SORT_COLUMNS,
  API_SORT_COLUMNS,
  Api,
  ApiCreate,
  ApiIdQuery,
  ApiPageQuery,
  ApiServer,
  ApiServerCreate,
  ApiServerIdBody,
  ApiServerIdQuery,
  ApiServerPageQuery,
  ApiServerUpdate,
  ApiUpdate,
  ConnectionTest,
  ENVIRONMENTS,
  Environment,
  HTTP_METHODS,
  MASKED_VALUE,
  PUBLISH_STATUSES,
} from './schemas/api-server';
export {
  DEFAULT_GATEWAY_RATE,
  EXTERNAL_APP_SORT_COLUMNS,
  ExternalApp,
  ExternalAppApisQuery,
  ExternalAppCreate,
  ExternalAppGrant,
  ExternalAppIdBody,
  ExternalAppIdQuery,
  ExternalAppPageQuery,
  ExternalAppStatusQuery,
  ExternalAppUpdate,
  ExternalAppWithSecret,
  GRANT_TYPES,
  MAX_GATEWAY_RATE,
} from './schemas/external-app';
export {
  DeletedGatewayRoute,
  GATEWAY_FILTERS,
  GATEWAY_PREDICATES,
  GATEWAY_SORT_COLUMNS,
  GatewayCopy,
  GATEWAY_CALL_OUTCOMES,
  GatewayCall,
  type GatewayCallOutcome,
  GatewayCallQuery,
  GatewayFilter,
  GatewayIdQuery,
  GatewayPageQuery,
  GatewayPredicate,
  GatewayRoute,
  GatewayRouteCreate,
  GatewayRouteUpdate,
  GatewayVersion,
} from './schemas/gateway';
export {
  GITLAB_SORT_COLUMNS,
  GITLAB_STATES,
  GITLAB_SYNC_STATUSES,
  GitlabBind,
  GitlabBlock,
  GitlabConnection,
  GitlabConnectionWrite,
  GitlabIdBody,
  GitlabIdQuery,
  GitlabSync,
  GitlabSyncResult,
  GitlabTestBody,
  GitlabTestResult,
  GitlabUser,
  GitlabUserCreate,
  GitlabUserPageQuery,
  GitlabUserUpdate,
} from './schemas/gitlab';
export {
  APP_CONFIG_SORT_COLUMNS,
  AppConfigCreate,
  AppConfigIdQuery,
  AppConfigItem,
  AppConfigPageQuery,
  AppConfigUpdate,
  CONFIGURED_APP_SORT_COLUMNS,
  CONFIG_VALUE_TYPES,
  ConfiguredApp,
  ConfiguredAppCreate,
  ConfiguredAppPageQuery,
  ConfiguredAppUpdate,
} from './schemas/app-config';
export {
  PARAM_CATEGORIES,
  PARAM_SORT_COLUMNS,
  ParamCacheRefresh,
  SysParamCreate,
  SysParamIdQuery,
  SysParamPageQuery,
  SysParamRecord,
  SysParamUpdate,
} from './schemas/param';
export { categoryRoutes } from './routes/category';
export { calendarRoutes } from './routes/calendar';
export { externalAppRoutes } from './routes/external-app';
export { apiServerRoutes } from './routes/api-server';
export { gatewayRoutes } from './routes/gateway';
export { gitlabRoutes } from './routes/gitlab';
export { appConfigRoutes } from './routes/app-config';
export { paramRoutes } from './routes/param';

export {
  APP_SORT_COLUMNS,
  AppPageQuery,
  AppQuery,
  AppSummary,
  DefinitionInput,
  DefinitionJson,
  FORM_PERMISSIONS,
  FORM_SERVICE_BASE,
  FORM_SORT_COLUMNS,
  FormCreate,
  FormPageQuery,
  FormPublish,
  FormQuery,
  FormRecord,
  FormSaved,
  FormSummary,
  FormUpdate,
  FormVersion,
  FormVersionDetail,
  FormVersionNumber,
  FormVersionPageQuery,
  FormVersionQuery,
  MAX_DEFINITION_BYTES,
} from './schemas/forms';
export {
  FillableFormQuery,
  MAX_FIELD_FILTERS,
  SUBMISSION_BODY_LIMIT,
  SUBMISSION_FIELD_OPS,
  SUBMISSION_SORT_COLUMNS,
  SUBMIT_STATUSES,
  Submission,
  SubmissionCreate,
  SubmissionData,
  SubmissionExportBody,
  SubmissionFieldFilter,
  SubmissionPageQuery,
  SubmissionQuery,
  SubmissionRemove,
  SubmissionUpdate,
  SubmitStatus,
} from './schemas/submission';
export {
  DATAVIEW_SERVICE_BASE,
  DataView,
  DataViewDetail,
  Datasource,
  DatasourceList,
  DatasourceListQuery,
  VIEW_COLUMN_TYPES,
  VIEW_LIMITS,
  VIEW_PARAM_TYPES,
  VIEW_SORT_COLUMNS,
  VIEW_STATUSES,
  VIEW_TYPES,
  ViewColumn,
  ViewColumnInput,
  ViewColumnList,
  ViewColumnsQuery,
  ViewCreate,
  ViewIdQuery,
  ViewIdValue,
  ViewListQuery,
  ViewPage,
  ViewParam,
  ViewQueryBody,
  ViewRecord,
  ViewResult,
  ViewStatus,
  ViewType,
  ViewUpdate,
} from './schemas/dataview';
export { formRoutes } from './routes/forms';
export { SUBMISSION_EXPORT_PATH, submissionRoutes } from './routes/submission';
export { dataViewPathRoutes, dataViewRoutes } from './routes/dataview';
export {
  AGGREGATES,
  CHART_KINDS,
  type ChartKind,
  DATE_BUCKETS,
  MAX_STATISTIC_GROUPS,
  NUMERIC_AGGREGATES,
  SERIES_CHARTS,
  STATISTIC_FILTER_OPS,
  STATISTIC_LABEL_SOURCES,
  StatisticDimension,
  StatisticLabelSource,
  StatisticFilter,
  StatisticMeasure,
  ARTEFACT_CONTENT,
  ARTEFACT_KINDS,
  ARTEFACT_SORT_COLUMNS,
  AppHoldings,
  Artefact,
  ArtefactContent,
  ArtefactCreate,
  ArtefactIdQuery,
  ArtefactKind,
  ArtefactPageQuery,
  ArtefactStatusBody,
  ArtefactUpdate,
  HoldingsList,
  MAX_ARTEFACT_ITEMS,
  MAX_SOURCE_LENGTH,
  ORCHESTRATION_STEP_TYPES,
  OrchestrationContent,
  PAGE_BLOCK_TYPES,
  PageContent,
  ReleaseContent,
  ReleaseForm,
  SourceContent,
  StatisticContent,
  TASK_TARGET_TYPES,
  ORCHESTRATION_INPUT_TYPES,
  MAX_SCRIPT_LENGTH,
  OrchestrationInput,
  OrchestrationStep,
  orchestrationStepKey,
  TASK_OVERLAPS,
  TASK_MISSED,
  TASK_DEFAULTS,
  DEFAULT_TASK_TIMEZONE,
  TaskContent,
  WorkflowContent,
} from './schemas/artefacts';
export { artefactRoutes } from './routes/artefacts';
export {
  MAX_RELEASE_FILE_LENGTH,
  RELEASE_CONFLICT_REASONS,
  RELEASE_FILE_FORMAT,
  RELEASE_FILE_VERSION,
  RELEASE_ITEM_ACTIONS,
  RELEASE_PART_KINDS,
  ReleaseApplied,
  ReleaseArtefactBody,
  ReleaseArtefactQuery,
  ReleaseFile,
  ReleaseFileBody,
  ReleaseFormChange,
  ReleaseInfo,
  ReleaseKindDiff,
  ReleasePlan,
  type ReleaseItem,
  type ReleaseItemAction,
  type ReleasePartKind,
  type ReleaseSnapshot,
} from './schemas/releases';
export { releaseRoutes } from './routes/releases';
export { FlowGraph, MAX_FLOW_EDGES, MAX_FLOW_NODES } from './schemas/flow-graph';
export {
  FLOW_INITIATOR_ACTIONS,
  FLOW_INSTANCE_STATUSES,
  FLOW_RECORD_ACTIONS,
  FLOW_TASK_ACTIONS,
  FLOW_TASK_STATUSES,
  FlowActBody,
  FlowAttachment,
  FlowBpmn,
  FlowBpmnImport,
  FlowBpmnQuery,
  FlowCounts,
  FlowIdBody,
  FlowIdQuery,
  FlowInstance,
  FlowInstanceActBody,
  FlowInstancePageQuery,
  FlowInstanceQuery,
  FlowInstanceStatus,
  FlowInstanceView,
  FlowOverview,
  FlowOverviewQuery,
  FlowPeopleQuery,
  FlowPerson,
  FlowReassignBody,
  FlowRecord,
  FlowRecordAction,
  FlowStartBody,
  FlowStartForm,
  FlowTask,
  FlowTaskAction,
  FlowTaskKind,
  FlowTaskPageQuery,
  FlowTaskStatus,
  FlowVersion,
  FlowVersionList,
  FlowVersionWithGraph,
  NOTICE_KINDS,
  Notice,
  NoticePageQuery,
  NoticeReadBody,
  StartableFlow,
  StartableList,
  StartableQuery,
} from './schemas/flows';
export { flowRoutes, noticeRoutes } from './routes/flows';
export {
  TASK_RUN_STATUSES,
  TASK_RUN_TRIGGERS,
  TASK_SAMPLE_ROWS,
  TaskRun,
  TaskRunBody,
  TaskRunPageQuery,
  TaskRunStatus,
  TaskSchedule,
  TaskScheduleQuery,
} from './schemas/tasks';
export { taskRoutes } from './routes/tasks';
export {
  GATEWAY_BASE,
  GATEWAY_CLOCK_SKEW_MS,
  GATEWAY_HEADERS,
  OrchestrationCallBody,
  OrchestrationCallResult,
  OrchestrationPublishBody,
  OrchestrationRun,
  OrchestrationStepTrace,
  OrchestrationTestBody,
  PUBLISHED_API_SERVER,
  PUBLISHED_API_SORT_COLUMNS,
  PublishedApi,
  PublishedApiQuery,
  gatewaySigningText,
} from './schemas/orchestrations';
export { orchestrationRoutes } from './routes/orchestrations';
export {
  StatisticColumn,
  StatisticPreviewBody,
  StatisticResult,
  StatisticRunBody,
  DashboardChartResult,
} from './schemas/statistics';
export { statisticRoutes } from './routes/statistics';
export {
  DASHBOARD_COLUMNS,
  DASHBOARD_FILTER_NAMES,
  DashboardChart,
  DashboardChartBody,
  DashboardChoices,
  DashboardChoicesBody,
  DashboardColumn,
  DashboardColumns,
  DashboardColumnsBody,
  DashboardContent,
  DashboardFilter,
  MAX_DASHBOARD_CHARTS,
  MAX_DASHBOARD_CHART_ROWS,
  MAX_DASHBOARD_CHOICES,
  MAX_DASHBOARD_ROW,
} from './schemas/dashboards';
export { statisticDashboardRoutes } from './routes/dashboards';

export {
  FILE_SORT_COLUMNS,
  FileEntry,
  FileKeysBody,
  FilePageQuery,
  FileUrl,
  FileUrlQuery,
} from './schemas/files';
export { fileRoutes } from './routes/files';
export {
  TEMPLATE_SORT_COLUMNS,
  TemplateCreate,
  TemplatePageQuery,
  TemplateQuery,
  TemplateRecord,
  TemplateSaved,
  TemplateSummary,
  TemplateUpdate,
} from './schemas/templates';
export { templateRoutes } from './routes/templates';
export {
  Dashboard,
  DashboardCount,
  DashboardQuery,
  LOGIN_LOG_SORT_COLUMNS,
  LOGIN_REASONS,
  LoginLog,
  LoginLogPageQuery,
  LoginReason,
  OPER_LOG_SORT_COLUMNS,
  OPER_TYPES,
  OperLog,
  OperLogPageQuery,
  OperType,
  SignInDay,
} from './schemas/logs';
export { dashboardRoutes, loginLogRoutes, operLogRoutes } from './routes/logs';
export {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  AvatarBody,
  MyProfile,
  MySession,
  ONLINE_SORT_COLUMNS,
  OnlineSession,
  OnlineSessionPageQuery,
  PasswordChange,
  PasswordChanged,
  ProfileOrg,
  ProfileUpdate,
  SessionId,
  SessionIdsBody,
} from './schemas/profile';
export { profileRoutes } from './routes/profile';
export { onlineRoutes } from './routes/online';

// Types
export type { ResultCodeInfo, ResultCodeName, ResultCodeValue } from './codes';
export type { EnvelopeOf } from './envelope';
export type { Page } from './paging';
export type {
  Access,
  HttpMethod,
  RouteBody,
  RouteContract,
  RouteData,
  RouteHead,
  RouteQuery,
  ServiceName,
} from './route';
export type { ResourceType } from './permissions';
export type { ButtonSpec, DirectorySpec, PageSpec } from './screens';
export type { BuiltInParam, LocalText, ParamValueType, PlatformLanguage } from './params';
export type { RouteMeta, RouteRecord } from './schemas/routes';
export type { StorageErrorStatus } from './storage';
export type { TreeNode } from './schemas/people';
export type { CategoryNode } from './schemas/category';
export {
  FORM_SOURCE_KINDS,
  FORM_SOURCE_SORT_COLUMNS,
  FormScriptsQuery,
  FormScriptsRuntime,
  FormScriptsSetting,
  FormSource,
  FormSourceCreate,
  FormSourceKind,
  FormSourceName,
  FormSourcePageQuery,
  FormSourceUpdate,
  ListOption,
  MAX_LIST_OPTIONS,
  MAX_REMOTE_FUNC_LENGTH,
  NamedSource,
  RemoteFuncAnswer,
  RemoteFuncCall,
  RemoteFuncTry,
} from './schemas/form-scripts';
export { formScriptRoutes } from './routes/form-scripts';

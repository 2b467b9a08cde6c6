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
  LOOKUP_MAX_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PAGE_SIZES,
  PageFields,
  PageOf,
  SortFields,
  SortOrder,
} from './paging';
export { SERVICE_BASES, defineRoute, routePermission, routeUrl } from './route';
export { ADMIN_ROLE, PERMISSIONS, RESOURCE_TYPES } from './permissions';
export { MANAGEMENT_DIRECTORY, allManagementCodes } from './screens';
export { BUILT_IN_PARAMS, DEFAULT_SYS_NAME, PARAM_KEYS } from './params';
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
export { dictRoutes } from './routes/dict';
export { devRoutes } from './routes/dev';
export { ALL_ROUTES, API } from './routes/index';

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
  RouteQuery,
  ServiceName,
} from './route';
export type { ResourceType } from './permissions';
export type { ButtonSpec, DirectorySpec, PageSpec } from './screens';
export type { BuiltInParam, ParamValueType } from './params';
export type { RouteMeta, RouteRecord } from './schemas/routes';

import { Type, type Static } from 'typebox';
import { AuditFields, Code, Id, MapOf, OptionalText, Status, Text, UpdateOf } from '../common';
import { CodeSearch, NameSearch, PageQuery, SearchText } from '../paging';

/** Environments of servers and configuration items. */
export const ENVIRONMENTS = Object.freeze(['dev', 'test', 'uat', 'prod'] as const);
export const Environment = Type.Enum([...ENVIRONMENTS]);
export type Environment = Static<typeof Environment>;

export const API_AUTH_TYPES = Object.freeze(['NONE', 'TOKEN', 'APPKEY', 'BASIC'] as const);
export const HTTP_METHODS = Object.freeze([
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'HEAD',
  'OPTIONS',
] as const);
export const PUBLISH_STATUSES = Object.freeze(['DRAFT', 'PUBLISHED', 'OFFLINE'] as const);

/** What header values look like in answers when their name suggests a secret. */
export const MASKED_VALUE = '******';

const HeaderMap = Type.Unsafe<Record<string, string>>(
  Type.Object(
    {},
    {
      patternProperties: {
        "^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$": Type.String({
          maxLength: 1000,
          pattern: '^[^\\r\\n\\x00]*$',
        }),
      },
      additionalProperties: false,
      maxProperties: 30,
      description:
        'Headers sent with every call. Values of secret-looking headers (Authorization, tokens, ' +
        `keys, cookies) are answered as "${MASKED_VALUE}"; sending that back keeps the stored value.`,
    },
  ),
);

export const ApiServer = Type.Object({
  id: Id,
  serverCode: Type.String(),
  serverName: Type.String(),
  protocol: Type.String(),
  host: Type.String(),
  port: Type.Union([Type.Integer(), Type.Null()]),
  basePath: Type.String(),
  healthPath: Type.String(),
  timeoutMs: Type.Integer(),
  authType: Type.String(),
  headers: MapOf(Type.String()),
  env: Type.String(),
  status: Status,
  remark: Type.String(),
  ...AuditFields,
});
export type ApiServer = Static<typeof ApiServer>;

export const API_SERVER_SORT_COLUMNS = [
  'serverCode',
  'serverName',
  'host',
  'createdAt',
  'updatedAt',
] as const;

export const ApiServerPageQuery = PageQuery(API_SERVER_SORT_COLUMNS, {
  serverName: NameSearch,
  serverCode: CodeSearch,
  host: SearchText(255, 'Part of the host.'),
  env: Type.Optional(Environment),
  status: Type.Optional(Status),
});
export type ApiServerPageQuery = Static<typeof ApiServerPageQuery>;

const Host = Type.String({
  minLength: 1,
  maxLength: 253,
  pattern:
    '^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*|[0-9A-Fa-f:.]*:[0-9A-Fa-f:.]*)$',
  description: 'Host name, IPv4 or IPv6 address (no scheme, no port).',
});
const UrlPath = (description: string) =>
  Type.String({ maxLength: 255, pattern: '^(/[^\\s#]*)?$', description });

const serverFields = {
  serverName: Text(100),
  protocol: Type.Optional(Type.Enum(['http', 'https'])),
  host: Host,
  port: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 65_535 }), Type.Null()])),
  basePath: Type.Optional(UrlPath('Prefix of every API path, e.g. /ibsp-bg-auth.')),
  healthPath: Type.Optional(UrlPath('Path the connection test calls, below basePath.')),
  timeoutMs: Type.Optional(Type.Integer({ minimum: 100, maximum: 60_000 })),
  authType: Type.Optional(Type.Enum([...API_AUTH_TYPES])),
  headers: Type.Optional(HeaderMap),
  env: Type.Optional(Environment),
  status: Type.Optional(Status),
  remark: OptionalText(500),
};

export const ApiServerCreate = Type.Object({ serverCode: Code(64), ...serverFields });
export type ApiServerCreate = Static<typeof ApiServerCreate>;

export const ApiServerUpdate = UpdateOf(ApiServerCreate);
export type ApiServerUpdate = Static<typeof ApiServerUpdate>;

export const ApiServerIdQuery = Type.Object({ id: Id });
export const ApiServerIdBody = Type.Object({ id: Id });

/** The result of a connection test: never the body or headers of the answer. */
export const ConnectionTest = Type.Object({
  ok: Type.Boolean(),
  url: Type.String({ description: 'The address called (without credentials).' }),
  status: Type.Union([Type.Integer(), Type.Null()], {
    description: 'HTTP status of the answer; null when none came.',
  }),
  latencyMs: Type.Integer({ minimum: 0 }),
  message: Type.String(),
});
export type ConnectionTest = Static<typeof ConnectionTest>;

/** An API of a server. */
export const Api = Type.Object({
  id: Id,
  serverId: Id,
  serverCode: Type.String(),
  serverName: Type.String(),
  apiCode: Type.String(),
  apiName: Type.String(),
  method: Type.String(),
  path: Type.String(),
  requestSchema: Type.Union([MapOf(Type.Unknown()), Type.Null()]),
  responseSchema: Type.Union([MapOf(Type.Unknown()), Type.Null()]),
  publishStatus: Type.String(),
  status: Status,
  remark: Type.String(),
  ...AuditFields,
});
export type Api = Static<typeof Api>;

export const API_SORT_COLUMNS = ['apiCode', 'apiName', 'path', 'createdAt', 'updatedAt'] as const;

export const ApiPageQuery = PageQuery(API_SORT_COLUMNS, {
  serverId: Type.Optional(Id),
  apiName: NameSearch,
  apiCode: CodeSearch,
  path: SearchText(500, 'Part of the path.'),
  method: Type.Optional(Type.Enum([...HTTP_METHODS])),
  publishStatus: Type.Optional(Type.Enum([...PUBLISH_STATUSES])),
  status: Type.Optional(Status),
});
export type ApiPageQuery = Static<typeof ApiPageQuery>;

const JsonSchemaObject = Type.Union([MapOf(Type.Unknown()), Type.Null()], {
  description: 'A JSON Schema of the request or answer (an object), or null.',
});
const ApiPath = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: '^/[^\\s#?]*$',
  description: 'Path below the server base path, e.g. /sysDict/v1/dictByCode.',
});

const apiFields = {
  apiName: Text(100),
  method: Type.Optional(Type.Enum([...HTTP_METHODS])),
  path: ApiPath,
  requestSchema: Type.Optional(JsonSchemaObject),
  responseSchema: Type.Optional(JsonSchemaObject),
  status: Type.Optional(Status),
  remark: OptionalText(500),
};

export const ApiCreate = Type.Object({ serverId: Id, apiCode: Code(64), ...apiFields });
export type ApiCreate = Static<typeof ApiCreate>;

export const ApiUpdate = UpdateOf(ApiCreate);
export type ApiUpdate = Static<typeof ApiUpdate>;

export const ApiIdQuery = Type.Object({ id: Id });

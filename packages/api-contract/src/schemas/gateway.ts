import { Type, type Static } from 'typebox';
import {
  AuditFields,
  Code,
  DateTime,
  Id,
  MapOf,
  OptionalText,
  Status,
  Text,
  UpdateOf,
} from '../common';
import { NameSearch, PageQuery, SearchText } from '../paging';

/** Route predicates the gateway understands (Spring Cloud Gateway names). */
export const GATEWAY_PREDICATES = Object.freeze([
  'Path',
  'Host',
  'Method',
  'Header',
  'Query',
  'Cookie',
  'After',
  'Before',
  'Between',
  'RemoteAddr',
  'XForwardedRemoteAddr',
  'Weight',
] as const);

/** Route filters the gateway understands. */
export const GATEWAY_FILTERS = Object.freeze([
  'StripPrefix',
  'PrefixPath',
  'RewritePath',
  'SetPath',
  'AddRequestHeader',
  'AddRequestParameter',
  'AddResponseHeader',
  'RemoveRequestHeader',
  'RemoveResponseHeader',
  'SetRequestHeader',
  'SetResponseHeader',
  'PreserveHostHeader',
  'RequestRateLimiter',
  'RequestSize',
  'Retry',
  'CircuitBreaker',
  'RedirectTo',
  'SetStatus',
  'DedupeResponseHeader',
  'SecureHeaders',
] as const);

const ArgValue = Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean()]);

/** Arguments of a predicate or filter: a flat map of names to text, numbers or booleans. */
function Args(minProperties: number) {
  return Type.Unsafe<Record<string, string | number | boolean>>(
    Type.Object(
      {},
      {
        patternProperties: { '^[A-Za-z_][A-Za-z0-9_.-]{0,63}$': ArgValue },
        additionalProperties: false,
        minProperties,
        maxProperties: 20,
      },
    ),
  );
}

/** A route predicate, e.g. `{ name: 'Path', args: { pattern: '/api/**' } }`. */
export const GatewayPredicate = Type.Object(
  { name: Type.Enum([...GATEWAY_PREDICATES]), args: Args(1) },
  { additionalProperties: false },
);
/** A route filter, e.g. `{ name: 'StripPrefix', args: { parts: 1 } }`. */
export const GatewayFilter = Type.Object(
  { name: Type.Enum([...GATEWAY_FILTERS]), args: Type.Optional(Args(0)) },
  { additionalProperties: false },
);

const Step = Type.Object({
  name: Type.String(),
  args: MapOf(ArgValue),
});

export const GatewayRoute = Type.Object({
  id: Id,
  routerId: Type.String(),
  name: Type.String(),
  uri: Type.String(),
  predicates: Type.Array(Step),
  filters: Type.Array(Step),
  stripPrefix: Type.Integer(),
  retryable: Type.Boolean(),
  persistable: Type.Boolean(),
  showApi: Type.Boolean(),
  sort: Type.Integer(),
  status: Status,
  remark: Type.String(),
  ...AuditFields,
});
export type GatewayRoute = Static<typeof GatewayRoute>;

/** A route in the recycle bin: when and by whom it was deleted. */
export const DeletedGatewayRoute = Type.Object({
  ...GatewayRoute.properties,
  deletedAt: DateTime,
  deletedBy: Type.Union([Id, Type.Null()]),
});
export type DeletedGatewayRoute = Static<typeof DeletedGatewayRoute>;

export const GATEWAY_SORT_COLUMNS = ['sort', 'routerId', 'name', 'createdAt', 'updatedAt'] as const;

export const GatewayPageQuery = PageQuery(GATEWAY_SORT_COLUMNS, {
  name: NameSearch,
  routerId: SearchText(64, 'Part of the route id.'),
  uri: SearchText(500, 'Part of the target URI.'),
  status: Type.Optional(Status),
});
export type GatewayPageQuery = Static<typeof GatewayPageQuery>;

const Uri = Type.String({
  minLength: 1,
  maxLength: 500,
  pattern: '^(lb|https?|wss?)://[^\\s]+$',
  description: 'Target: lb://service, http(s)://host[:port] or ws(s)://host[:port].',
});

const routeFields = {
  name: Text(100),
  uri: Uri,
  predicates: Type.Array(GatewayPredicate, { minItems: 1, maxItems: 20 }),
  filters: Type.Optional(Type.Array(GatewayFilter, { maxItems: 20 })),
  stripPrefix: Type.Optional(Type.Integer({ minimum: 0, maximum: 10 })),
  retryable: Type.Optional(Type.Boolean()),
  persistable: Type.Optional(Type.Boolean()),
  showApi: Type.Optional(Type.Boolean()),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
  status: Type.Optional(Status),
  remark: OptionalText(500),
};

export const GatewayRouteCreate = Type.Object({ routerId: Code(64), ...routeFields });
export type GatewayRouteCreate = Static<typeof GatewayRouteCreate>;

export const GatewayRouteUpdate = UpdateOf(GatewayRouteCreate);
export type GatewayRouteUpdate = Static<typeof GatewayRouteUpdate>;

export const GatewayIdQuery = Type.Object({ id: Id });

export const GatewayCopy = Type.Object({
  id: Id,
  routerId: Type.Optional(Code(64, 'Id of the copy; `<routerId>-copy` (numbered) when absent.')),
});
export type GatewayCopy = Static<typeof GatewayCopy>;

/** The routes' version: bumped by every reload, so gateways know to fetch the routes again. */
export const GatewayVersion = Type.Object({
  version: Type.Integer({ minimum: 0 }),
  reloadedAt: Type.Union([DateTime, Type.Null()]),
});
export type GatewayVersion = Static<typeof GatewayVersion>;

/** How a gateway call ended: answered, refused by the gateway, or failed while running. */
export const GATEWAY_CALL_OUTCOMES = Object.freeze(['OK', 'REFUSED', 'FAILED'] as const);
export type GatewayCallOutcome = (typeof GATEWAY_CALL_OUTCOMES)[number];

/** One call an external application made through the gateway. */
export const GatewayCall = Type.Object({
  id: Id,
  calledAt: DateTime,
  /** The calling application, when its key was known. */
  appId: Type.Union([Id, Type.Null()]),
  appName: Type.String(),
  appKey: Type.String({ description: 'The key the call named (also when unknown).' }),
  apiCode: Type.String(),
  outcome: Type.Enum([...GATEWAY_CALL_OUTCOMES]),
  /** The envelope code answered (20000, or why it was refused or failed). */
  code: Type.Integer(),
  message: Type.String(),
  ms: Type.Integer({ minimum: 0 }),
  ip: Type.String(),
});
export type GatewayCall = Static<typeof GatewayCall>;

export const GatewayCallQuery = PageQuery(['calledAt'] as const, {
  appKey: SearchText(64, 'Part of the app key.'),
  apiCode: SearchText(64, 'Part of the API code.'),
  outcome: Type.Optional(Type.Enum([...GATEWAY_CALL_OUTCOMES])),
});
export type GatewayCallQuery = Static<typeof GatewayCallQuery>;

import type { Static, TSchema } from 'typebox';

/**
 * The base paths of the services this contract describes. The apps point one
 * `@org/http-client` per service at these bases and call `route.path`.
 */
export const SERVICE_BASES = Object.freeze({
  /** Authentication, organisation, permissions, dictionaries, parameters. */
  auth: '/ibsp-bg-auth',
  /** Paths at the server's root: the development route list and the health check. */
  root: '',
  /** The vue-admin-template mock mirror. */
  mock: '/vue-admin-template',
});
export type ServiceName = keyof typeof SERVICE_BASES;

/** The request header that carries the session token (the same as `@org/http-client`'s). */
export const TOKEN_HEADER = 'X-Token';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call a route:
 * - `'public'`: anyone, also without a token;
 * - `'signedIn'`: any valid session;
 * - `{ permission }`: a session whose user holds that resource code (role `admin` holds all).
 */
export type Access = 'public' | 'signedIn' | { permission: string };

/** Where a route lives and how it is called: all a client needs to call it, no schema. */
export interface RouteHead {
  method: HttpMethod;
  service: ServiceName;
  /** Path below the service base, starting with `/`. */
  path: string;
}

/** One route of the API: where it lives, what it reads, what it answers, who may call it. */
export interface RouteContract extends RouteHead {
  /** One line for the OpenAPI document. */
  summary: string;
  description?: string;
  /** OpenAPI tag (the group in `/docs`). */
  tag: string;
  access: Access;
  /** True when the session token may also come as the `token` query parameter. */
  tokenInQuery?: boolean;
  querystring?: TSchema;
  body?: TSchema;
  /** True when the route also accepts no body at all (fields may come in the query). */
  bodyOptional?: boolean;
  /** Largest accepted request body in bytes, when it differs from the server's default. */
  bodyLimit?: number;
  /** Schema of the envelope's `data`. */
  data: TSchema;
  /**
   * True for a `POST` that only reads (a query whose criteria need a body). Such calls are not
   * operations: the operation log leaves them out (see `isOperation`). Routes that answer a
   * page are reads without it.
   */
  reads?: boolean;
}

/** Declares a route; keeps the literal types so that requests and answers are typed. */
export function defineRoute<const R extends RouteContract>(route: R): R {
  if (!route.path.startsWith('/'))
    throw new TypeError(`Route path must start with "/": ${route.path}`);
  return Object.freeze(route);
}

/** The full path of a route on the server: service base plus path. */
export function routeUrl(route: Pick<RouteContract, 'service' | 'path'>): string {
  return `${SERVICE_BASES[route.service]}${route.path}`;
}

/** The required resource code of a route, or undefined when none is required. */
export function routePermission(route: Pick<RouteContract, 'access'>): string | undefined {
  return typeof route.access === 'object' ? route.access.permission : undefined;
}

/** Whether a route answers a page of rows (`PageOf`): a list query, whatever its method. */
function answersPage(route: Pick<RouteContract, 'data'>): boolean {
  const properties = (route.data as { properties?: Record<string, unknown> }).properties;
  return properties?.list !== undefined && properties.total !== undefined;
}

/**
 * Whether a call of the route changes something: a `POST`, `PUT` or `DELETE` that is not a
 * read (`reads`, or a `POST` answering a page). The operation log records these calls.
 */
export function isOperation(route: Pick<RouteContract, 'method' | 'data' | 'reads'>): boolean {
  if (route.method === 'GET' || route.reads === true) return false;
  return !(route.method === 'POST' && answersPage(route));
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** The query parameters a route reads. */
export type RouteQuery<R extends RouteContract> = StaticOf<R['querystring']>;
/** The body a route reads. */
export type RouteBody<R extends RouteContract> = StaticOf<R['body']>;
/** The envelope `data` a route answers with. */
export type RouteData<R extends RouteContract> = Static<R['data']>;

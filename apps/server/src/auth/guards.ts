import { ResultCode, type RouteContract, TOKEN_HEADER } from '@org/api-contract';
import type { FastifyRequest } from 'fastify';
import { ApiError, forbidden } from '../http/api-error';
import type { Session } from './sessions';

/**
 * A guard: throws an `ApiError` when the caller may not go on. Usable as a Fastify
 * `preValidation` hook (what `addRoute` does) or `preHandler` hook.
 */
export type Guard = (request: FastifyRequest) => Promise<void>;

/** The token of a request: the `X-Token` header, or the `token` query parameter if allowed. */
export function readToken(request: FastifyRequest, allowQuery: boolean): string | undefined {
  const header = request.headers[TOKEN_HEADER.toLowerCase()];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (typeof fromHeader === 'string' && fromHeader.trim() !== '') return fromHeader.trim();
  if (!allowQuery) return undefined;
  const query = request.query as { token?: unknown } | undefined;
  return typeof query?.token === 'string' && query.token !== '' ? query.token : undefined;
}

/** Checks the caller's token and stores the session on the request (40001/50008/50012/50014). */
export async function authenticateRequest(
  request: FastifyRequest,
  allowQuery = false,
): Promise<Session> {
  if (request.session) return request.session;
  const token = readToken(request, allowQuery);
  if (token === undefined) throw new ApiError(ResultCode.NOT_SIGNED_IN);
  if (token.length > 256) throw new ApiError(ResultCode.ILLEGAL_TOKEN);
  const session = await request.server.platform.sessions.check(token);
  request.session = session;
  return session;
}

/** A guard that lets only signed-in callers through. */
export function requireSession(allowQuery = false): Guard {
  return async function signedIn(request) {
    await authenticateRequest(request, allowQuery);
  };
}

/**
 * A guard that lets through only callers holding the resource code `code` (the role
 * `admin` holds every code). It signs the caller in first when no earlier guard did. Every
 * management route uses it, through `access: { permission }` in the contract or directly.
 */
export function requirePermission(code: string): Guard {
  return async function permitted(request) {
    const session = await authenticateRequest(request);
    if (!(await request.server.platform.grants.has(session.userId, code))) throw forbidden(code);
  };
}

/** The guards a contract's `access` asks for. */
export function guardsFor(route: RouteContract): Guard[] {
  if (route.access === 'public') return [];
  const signedIn = requireSession(route.tokenInQuery === true);
  return route.access === 'signedIn'
    ? [signedIn]
    : [signedIn, requirePermission(route.access.permission)];
}

/** The session of a request that passed a guard. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new ApiError(ResultCode.NOT_SIGNED_IN);
  return request.session;
}

import { ALL_ROUTES, type OperType, type RouteContract, routeUrl } from '@org/api-contract';
import { QueuedWriter } from '../lib/queued-writer';
import type {
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
} from 'fastify';
import type { Db } from '../db/types';
import { operLogs } from '../db/schema/index';
import { redactParams, redactUrl } from '../http/log-redaction';

type OperLogRow = typeof operLogs.$inferInsert;

/** The operation log's writer: entries are queued and written after the answers. */
export class OperLogWriter extends QueuedWriter<OperLogRow> {
  constructor(db: Db) {
    super('operation log', (rows) => db.insert(operLogs).values(rows));
  }
}

/** The paths that are changed with `PUT` or removed with `DELETE`: a `POST` there creates. */
let recordPaths: Set<string> | undefined;
function isRecordPath(url: string): boolean {
  recordPaths ??= new Set(
    ALL_ROUTES.filter((route) => route.method === 'PUT' || route.method === 'DELETE').map((route) =>
      routeUrl(route),
    ),
  );
  return recordPaths.has(url);
}

/** Calls that give or take away: resources, roles, members, users, APIs, scopes, bindings. */
const GRANT_PATH =
  /\/(resources|roles|members|users|apis|dataScope|orgs|positions|groups|userRoles|bind|unbind)$/;
const STATUS_PATH = /\/(status|dictStatus|block)$/;

/** What kind of change a route makes, from its method and path. */
export function operationType(route: Pick<RouteContract, 'method' | 'service' | 'path'>): OperType {
  const url = routeUrl(route);
  if (route.method === 'DELETE' && url.endsWith('/clean')) return 'CLEAN';
  if (GRANT_PATH.test(url)) return 'GRANT';
  if (route.method === 'DELETE') return 'DELETE';
  if (STATUS_PATH.test(url)) return 'STATUS';
  if (route.method === 'PUT') return 'UPDATE';
  return isRecordPath(url) ? 'CREATE' : 'OTHER';
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Fields naming the record a call acts on when it has no `id`: `{ roleId, resourceIds }`. */
const OWNER_ID =
  /^(role|user|group|position|org|app|form|server|calendar|dict|view|template|artefact)Id$/;

/**
 * The ids of the records a call named (`id`, `ids`), or the one it created (the answer's
 * `data.id`), or else the owner it acted on (`roleId` of a grant), comma-separated.
 */
export function targetIdsOf(body: unknown, query: unknown, createdId: unknown): string {
  const ids: number[] = [];
  const owners: number[] = [];
  for (const source of [query, body]) {
    if (source === null || typeof source !== 'object' || Array.isArray(source)) continue;
    const fields = source as Record<string, unknown>;
    if (isId(fields.id)) ids.push(fields.id);
    if (Array.isArray(fields.ids)) ids.push(...fields.ids.filter(isId));
    for (const [name, value] of Object.entries(fields)) {
      if (OWNER_ID.test(name) && isId(value)) owners.push(value);
    }
  }
  if (ids.length === 0 && isId(createdId)) ids.push(createdId);
  const chosen = ids.length > 0 ? ids : owners.slice(0, 1);
  return [...new Set(chosen)].join(',').slice(0, 500);
}

/** What the answer said: its code and message, and the id of a created record. */
interface Outcome {
  code: number;
  message: string;
  createdId?: unknown;
}

/** Answers longer than this are not read back (only small ones carry a code worth reading). */
const MAX_READ_ANSWER = 64 * 1024;

function outcomeOf(payload: unknown): Outcome | undefined {
  if (typeof payload !== 'string' || payload.length > MAX_READ_ANSWER) return undefined;
  try {
    const envelope = JSON.parse(payload) as { code?: unknown; message?: unknown; data?: unknown };
    if (typeof envelope.code !== 'number') return undefined;
    const data = envelope.data as { id?: unknown } | null | undefined;
    return {
      code: envelope.code,
      message: typeof envelope.message === 'string' ? envelope.message : '',
      createdId: data !== null && typeof data === 'object' ? data.id : undefined,
    };
  } catch {
    return undefined;
  }
}

/** The parameters worth keeping: the body, else the query without the token. */
function paramsOf(request: FastifyRequest): string {
  if (request.body !== undefined && request.body !== null) return redactParams(request.body);
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || Object.keys(query).length === 0) return '';
  return redactParams(query);
}

/**
 * The hooks that record calls of an operation route (`isOperation`): `onSend` notes what the
 * answer said, `onResponse` (after the answer has gone) queues the entry. Calls without a
 * session (refused before the caller was known) are not recorded.
 */
export function operationHooks(route: RouteContract): {
  onSend: onSendHookHandler;
  onResponse: onResponseHookHandler;
} {
  const module = route.tag.slice(0, 64);
  const action = route.summary.slice(0, 200);
  const operType = operationType(route);
  const outcomes = new WeakMap<FastifyRequest, Outcome>();

  const onSend: onSendHookHandler = async (request, _reply, payload) => {
    if (request.session) {
      const outcome = outcomeOf(payload);
      if (outcome) outcomes.set(request, outcome);
    }
    return payload;
  };

  const onResponse: onResponseHookHandler = async (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => {
    const session = request.session;
    if (!session) return;
    const code = outcomes.get(request)?.code ?? request.resultCode ?? 20000;
    const outcome = outcomes.get(request) ?? { code, message: code === 20000 ? 'success' : '' };
    const userAgent = request.headers['user-agent'];
    request.server.platform.operLog.record(
      {
        userId: session.userId,
        account: session.account.slice(0, 64),
        module,
        action,
        operType,
        method: route.method,
        url: redactUrl(request.url).slice(0, 500),
        targetIds: targetIdsOf(request.body, request.query, outcome.createdId),
        params: paramsOf(request),
        resultCode: outcome.code,
        resultMessage: outcome.message.slice(0, 500),
        success: outcome.code === 20000,
        durationMs: Math.max(0, Math.round(reply.elapsedTime)),
        ip: request.ip.slice(0, 64),
        userAgent: (typeof userAgent === 'string' ? userAgent : '').slice(0, 500),
        operatedAt: request.server.platform.clock.now(),
      },
      request.log,
    );
  };

  return { onSend, onResponse };
}

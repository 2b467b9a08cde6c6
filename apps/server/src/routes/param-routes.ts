import { API, MASKED_VALUE, type ParamValueType, type SysParamRecord } from '@org/api-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import { TOPICS } from '../cache/invalidation-bus';
import type { AppContext } from '../context';
import { sysParams } from '../db/schema/index';
import { written } from '../db/rows';
import type { Queryable } from '../db/types';
import { conflict, invalidField, notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { auditOf, given, uniqueOr } from '../lib/record-helpers';
import { contains, equals } from '../lib/search';
import { orderBy } from '../lib/sort';
import { answeredValue, isSecretParam, paramValueProblem } from '../services/param-service';

type ParamRow = typeof sysParams.$inferSelect;

/** The record of a parameter; a secret's value is never answered, only masked. */
export function toSysParamRecord(row: ParamRow): SysParamRecord {
  return {
    id: row.id,
    paramKey: row.paramKey,
    paramName: row.paramName,
    paramValue: answeredValue(row),
    secret: isSecretParam(row),
    valueType: row.valueType as ParamValueType,
    category: row.category,
    builtIn: row.builtIn,
    visible: row.visible,
    remark: row.remark,
    ...auditOf(row),
  };
}

const SORT = {
  paramKey: sysParams.paramKey,
  paramName: sysParams.paramName,
  category: sysParams.category,
  createdAt: sysParams.createdAt,
  updatedAt: sysParams.updatedAt,
};

async function paramById(db: Queryable, id: number): Promise<ParamRow> {
  const [row] = await db.select().from(sysParams).where(eq(sysParams.id, id));
  if (!row) throw notFound(text('param.noun'), id);
  return row;
}

/** Refuses a value that does not fit the type (and, for built-in keys, the bounds). */
function checkValue(key: string, value: string, valueType: string): void {
  const problem = paramValueProblem(key, value, valueType);
  if (problem) throw invalidField('body.paramValue', problem);
}

const taken = (key: string | undefined) => text('param.keyTaken', { key: key ?? '' });

/**
 * The system parameter screen (`/ibsp-bg-auth/auth/sysParam/v1/*`). Every write also drops
 * this instance's parameter cache at once; the table's trigger tells the other instances.
 */
export function registerParamRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const P = API.param;
  const changed = () => ctx.bus.invalidate(TOPICS.params);

  addRoute(app, P.page, async (request) => {
    const q = request.body;
    const where = and(
      contains(sysParams.paramKey, q.paramKey),
      contains(sysParams.paramName, q.paramName),
      equals(sysParams.category, q.category),
      equals(sysParams.builtIn, q.builtIn),
    );
    // Cannot grow large (the system parameters: tens): a page by offset and the bounded total
    // (`pageTotal`, decision 0012) stay cheap without an index per sort.
    const order = orderBy(SORT, q.sortBy, q.sortOrder, 'paramKey', sysParams.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select()
            .from(sysParams)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, sysParams, where),
      },
      toSysParamRecord,
    );
  });

  addRoute(app, P.get, async (request) => toSysParamRecord(await paramById(db, request.query.id)));

  addRoute(app, P.create, async (request) => {
    const b = request.body;
    const valueType = b.valueType ?? 'string';
    checkValue(b.paramKey, b.paramValue, valueType);
    const rows = await uniqueOr(taken(b.paramKey), () =>
      db
        .insert(sysParams)
        .values({
          paramKey: b.paramKey,
          paramName: b.paramName.trim(),
          paramValue: b.paramValue,
          valueType,
          category: b.category ?? 'business',
          builtIn: false,
          visible: b.visible ?? false,
          secret: b.secret ?? false,
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning(),
    );
    changed();
    return toSysParamRecord(written(rows));
  });

  addRoute(app, P.update, async (request) => {
    const b = request.body;
    const current = await paramById(db, b.id);
    if (current.builtIn) {
      if (b.paramKey !== undefined && b.paramKey !== current.paramKey) {
        throw conflict(text('param.builtInKey', { key: current.paramKey }));
      }
      if (b.valueType !== undefined && b.valueType !== current.valueType) {
        throw conflict(text('param.builtInType', { key: current.paramKey }));
      }
      if (b.secret !== undefined && b.secret !== isSecretParam(current)) {
        throw conflict(text('param.builtInSecret', { key: current.paramKey }));
      }
    }
    // A secret is answered masked: the mask sent back (a form saved unchanged) keeps the value.
    const paramValue =
      isSecretParam(current) && b.paramValue === MASKED_VALUE ? undefined : b.paramValue;
    const key = b.paramKey ?? current.paramKey;
    checkValue(key, paramValue ?? current.paramValue, b.valueType ?? current.valueType);
    const rows = await uniqueOr(taken(b.paramKey), () =>
      db
        .update(sysParams)
        .set({
          ...given({
            paramKey: b.paramKey,
            paramName: b.paramName?.trim(),
            paramValue,
            valueType: b.valueType,
            category: b.category,
            visible: b.visible,
            secret: b.secret,
            remark: b.remark,
          }),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(sysParams.id, b.id))
        .returning(),
    );
    changed();
    return toSysParamRecord(written(rows));
  });

  addRoute(app, P.remove, async (request) => {
    const ids = request.body.ids;
    const builtIn = await db
      .select({ paramKey: sysParams.paramKey })
      .from(sysParams)
      .where(and(inArray(sysParams.id, ids), eq(sysParams.builtIn, true)));
    if (builtIn.length > 0) {
      throw conflict(text('param.builtInDelete', { keys: builtIn.map((p) => p.paramKey) }));
    }
    const rows = await db
      .delete(sysParams)
      .where(inArray(sysParams.id, ids))
      .returning({ id: sysParams.id });
    changed();
    return { affected: rows.length };
  });

  addRoute(app, P.refreshCache, async () => {
    await ctx.bus.publish(TOPICS.params);
    return { count: (await ctx.params.all()).size };
  });
}

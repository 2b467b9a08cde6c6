import {
  API,
  MASKED_VALUE,
  PARAM_KEYS,
  PERMISSIONS,
  type ParamValueType,
  type SysParam,
} from '@org/api-contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import { TOPICS } from '../cache/invalidation-bus';
import type { AppContext } from '../context';
import { sysParams } from '../db/schema/index';
import { type FieldProblem, forbidden, validationFailed } from '../http/api-error';
import { type Text, text } from '../i18n/text';
import { addRoute } from '../http/route';
import { created, updated } from '../lib/audit';
import { isSecretParam, paramValueProblem, toSysParam } from '../services/param-service';

const MAX_PARAM_VALUE = 4000;

function typeOfValue(value: string | number | boolean): ParamValueType {
  return typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : 'string';
}

/** Why `value` is not a valid value of the parameter `key`, or undefined when it is. */
function checkValue(key: string, value: string, valueType: string): Text | undefined {
  if (value.length > MAX_PARAM_VALUE) return text('field.maxLength', { limit: MAX_PARAM_VALUE });
  return paramValueProblem(key, value, valueType);
}

/**
 * A database that finished a statement this recently counts as answering without a check of
 * its own (which on the embedded engine would queue behind the running statement).
 */
export const HEALTH_RECENT_MS = 1000;

/** System name and logo, parameters and the health check. */
export function registerSystemRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, API.system.sysInfo, async () => {
    const params = await ctx.params.all();
    const logo = params.get(PARAM_KEYS.sysLogo)?.paramValue.trim() ?? '';
    return {
      sysName: await ctx.params.sysName(ctx.settings.language),
      sysLog: logo === '' ? null : logo,
      language: ctx.settings.language,
    };
  });

  addRoute(app, API.system.getParams, async (request): Promise<SysParam[]> => {
    const session = sessionOf(request);
    const readAll = await ctx.grants.has(session.userId, PERMISSIONS.param.view);
    const params = await ctx.params.all();
    const keys = request.query.paramKey;
    const rows =
      keys === undefined
        ? [...params.values()].sort((a, b) => a.paramKey.localeCompare(b.paramKey))
        : keys.flatMap((key) => params.get(key) ?? []);
    return rows.filter((row) => readAll || row.visible).map(toSysParam);
  });

  addRoute(app, API.system.setParams, async (request): Promise<SysParam[]> => {
    const session = sessionOf(request);
    const existing = await ctx.params.all();
    // A secret is answered masked: its mask sent back keeps the stored value.
    const body = Object.fromEntries(
      Object.entries(request.body as Record<string, string | number | boolean>).filter(
        ([key, raw]) => {
          const current = existing.get(key);
          return !(current && isSecretParam(current) && raw === MASKED_VALUE);
        },
      ),
    );
    const errors: FieldProblem[] = [];
    const creates: string[] = [];
    for (const [key, raw] of Object.entries(body)) {
      const value = typeof raw === 'string' ? raw : String(raw);
      const current = existing.get(key);
      if (!current) creates.push(key);
      const problem = checkValue(key, value, current?.valueType ?? typeOfValue(raw));
      if (problem) errors.push({ field: `body[${JSON.stringify(key)}]`, message: problem });
    }
    if (errors.length > 0) throw validationFailed(errors);
    if (creates.length > 0 && !(await ctx.grants.has(session.userId, PERMISSIONS.param.add))) {
      throw forbidden(PERMISSIONS.param.add);
    }
    const now = ctx.clock.now();
    const written = await ctx.db.transaction(async (tx) => {
      const rows = [];
      for (const [key, raw] of Object.entries(body)) {
        const value = typeof raw === 'string' ? raw : String(raw);
        const [row] = await tx
          .insert(sysParams)
          .values({
            paramKey: key,
            paramName: key,
            paramValue: value,
            valueType: typeOfValue(raw),
            ...created(session.userId, now),
          })
          .onConflictDoUpdate({
            target: sysParams.paramKey,
            set: { paramValue: sql`excluded.param_value`, ...updated(session.userId, now) },
          })
          .returning();
        if (row) rows.push(row);
      }
      return rows;
    });
    ctx.bus.invalidate(TOPICS.params);
    return written.map(toSysParam);
  });

  addRoute(app, API.system.health, async () => {
    await ctx.database.ping(HEALTH_RECENT_MS);
    return { status: 'ok' as const, database: ctx.database.kind };
  });
}

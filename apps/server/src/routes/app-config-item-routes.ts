import { API, type AppConfigItem, MASKED_VALUE } from '@org/api-contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { appConfigs } from '../db/schema/index';
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
import { type SecretBox, SecretFormatError, secretBoxOf } from '../services/secret-box';
import { typedValueProblem } from '../services/value-checks';
import { liveApplication } from './app-config-routes';

type ItemRow = typeof appConfigs.$inferSelect;

/** The record of an item; an encrypted value is never answered, only masked. */
export function toAppConfigItem(row: ItemRow): AppConfigItem {
  return {
    id: row.id,
    appId: row.appId,
    configKey: row.configKey,
    configValue: row.encrypted ? MASKED_VALUE : row.configValue,
    valueType: row.valueType,
    category: row.category,
    env: row.env,
    encrypted: row.encrypted,
    remark: row.remark,
    ...auditOf(row),
  };
}

const SORT = {
  configKey: appConfigs.configKey,
  category: appConfigs.category,
  env: appConfigs.env,
  createdAt: appConfigs.createdAt,
  updatedAt: appConfigs.updatedAt,
};

async function item(db: Queryable, id: number): Promise<ItemRow> {
  const [row] = await db.select().from(appConfigs).where(eq(appConfigs.id, id));
  if (!row) throw notFound(text('app.configNoun'), id);
  await liveApplication(db, row.appId);
  return row;
}

function checkValue(value: string, valueType: string): void {
  const problem = typedValueProblem(value, valueType);
  if (problem) throw invalidField('body.configValue', problem);
}

const taken = (key: string, env: string) => text('app.configKeyTaken', { key, env });

/** The key/values of an application (`/ibsp-bg-auth/sysAppConfig/v1/config*`). */
export function registerAppConfigItemRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const A = API.appConfig;
  const box = (): Promise<SecretBox> => secretBoxOf(ctx);

  /** The value of an item as written (decrypted when stored encrypted). */
  const plainValue = async (row: ItemRow): Promise<string> => {
    if (!row.encrypted) return row.configValue;
    try {
      return (await box()).decrypt(row.configValue);
    } catch (error) {
      if (!(error instanceof SecretFormatError)) throw error;
      throw conflict(text('app.configUndecryptable'));
    }
  };

  addRoute(app, A.configPage, async (request) => {
    const q = request.body;
    await liveApplication(db, q.appId);
    const where = and(
      eq(appConfigs.appId, q.appId),
      equals(appConfigs.env, q.env),
      contains(appConfigs.configKey, q.configKey),
      contains(appConfigs.category, q.category),
    );
    // Cannot grow large (one application's configuration items: tens to hundreds): a page by
    // offset and the bounded total (`pageTotal`, decision 0012) stay cheap without an index per
    // sort.
    const order = orderBy(SORT, q.sortBy, q.sortOrder, 'configKey', appConfigs.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select()
            .from(appConfigs)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, appConfigs, where),
      },
      toAppConfigItem,
    );
  });

  addRoute(app, A.configGet, async (request) => toAppConfigItem(await item(db, request.query.id)));

  addRoute(app, A.configCreate, async (request) => {
    const b = request.body;
    await liveApplication(db, b.appId);
    const valueType = b.valueType ?? 'string';
    checkValue(b.configValue, valueType);
    const encrypted = b.encrypted ?? false;
    const env = b.env ?? 'prod';
    const rows = await uniqueOr(taken(b.configKey, env), async () =>
      db
        .insert(appConfigs)
        .values({
          appId: b.appId,
          configKey: b.configKey,
          configValue: encrypted ? (await box()).encrypt(b.configValue) : b.configValue,
          valueType,
          category: b.category?.trim() ?? '',
          env,
          encrypted,
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning(),
    );
    return toAppConfigItem(written(rows));
  });

  addRoute(app, A.configUpdate, async (request) => {
    const b = request.body;
    const current = await item(db, b.id);
    const encrypted = b.encrypted ?? current.encrypted;
    const valueType = b.valueType ?? current.valueType;
    // The masked value sent back by a form means "unchanged".
    const newValue =
      b.configValue === undefined || (current.encrypted && b.configValue === MASKED_VALUE)
        ? undefined
        : b.configValue;
    const rewrite = newValue !== undefined || encrypted !== current.encrypted;
    let stored: string | undefined;
    if (rewrite || valueType !== current.valueType) {
      const plain = newValue ?? (await plainValue(current));
      checkValue(plain, valueType);
      stored = encrypted ? (await box()).encrypt(plain) : plain;
    }
    const key = b.configKey ?? current.configKey;
    const rows = await uniqueOr(taken(key, b.env ?? current.env), () =>
      db
        .update(appConfigs)
        .set({
          ...given({
            configKey: b.configKey,
            valueType: b.valueType,
            category: b.category?.trim(),
            env: b.env,
            remark: b.remark,
          }),
          ...(rewrite && stored !== undefined ? { configValue: stored, encrypted } : {}),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(appConfigs.id, b.id))
        .returning(),
    );
    return toAppConfigItem(written(rows));
  });

  addRoute(app, A.configRemove, async (request) => {
    const rows = await db
      .delete(appConfigs)
      .where(inArray(appConfigs.id, request.body.ids))
      .returning({ id: appConfigs.id });
    return { affected: rows.length };
  });
}

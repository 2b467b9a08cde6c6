import type { Api, Status } from '@org/api-contract';
import { type SQL, and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import { apiServers, apis, externalAppApis } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { auditOf } from '../lib/record-helpers';

/** Columns of an API with the code and name of its server. */
export const apiColumns = {
  ...getTableColumns(apis),
  serverCode: apiServers.serverCode,
  serverName: apiServers.serverName,
};

type ApiRow = typeof apis.$inferSelect & { serverCode: string; serverName: string };

const asSchema = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

export function toApi(row: ApiRow): Api {
  return {
    id: row.id,
    serverId: row.serverId,
    serverCode: row.serverCode,
    serverName: row.serverName,
    apiCode: row.apiCode,
    apiName: row.apiName,
    method: row.method,
    path: row.path,
    requestSchema: asSchema(row.requestSchema),
    responseSchema: asSchema(row.responseSchema),
    publishStatus: row.publishStatus,
    status: row.status as Status,
    remark: row.remark,
    ...auditOf(row),
  };
}

/** APIs with their server under a condition (the join is the same everywhere). */
export function selectApis(db: Queryable, where: SQL | undefined) {
  return db
    .select(apiColumns)
    .from(apis)
    .innerJoin(apiServers, eq(apiServers.id, apis.serverId))
    .where(where);
}

/** One live API, or undefined. */
export async function findApi(db: Queryable, id: number): Promise<Api | undefined> {
  const [row] = await selectApis(db, and(eq(apis.id, id), isNull(apis.deletedAt)));
  return row ? toApi(row) : undefined;
}

/** The live APIs an external application may call, by code. */
export async function grantedApis(db: Queryable, appId: number): Promise<Api[]> {
  const rows = await selectApis(
    db,
    and(
      isNull(apis.deletedAt),
      inArray(
        apis.id,
        db
          .select({ id: externalAppApis.apiId })
          .from(externalAppApis)
          .where(eq(externalAppApis.appId, appId)),
      ),
    ),
  ).orderBy(asc(apis.apiCode));
  return rows.map(toApi);
}

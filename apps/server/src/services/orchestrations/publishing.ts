import {
  GATEWAY_BASE,
  type OrchestrationContent,
  type OrchestrationInput,
  PUBLISHED_API_SERVER,
  type PublishedApi,
  type PublishedApiQuery,
  routeUrl,
  API,
  ResultCode,
} from '@org/api-contract';
import { type SQL, and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  apiServers,
  apis,
  appArtefacts,
  applications,
  orchestrationApis,
  users,
} from '../../db/schema/index';
import type { Queryable } from '../../db/types';
import { ApiError, notFound, validationFailed } from '../../http/api-error';
import { text } from '../../i18n/text';
import { created, updated } from '../../lib/audit';
import { paginate } from '../../lib/paging';
import { uniqueOr } from '../../lib/record-helpers';
import { escapeLike } from '../../lib/search';
import { checkedContent } from '../artefact-content';

const MAX_API_CODE = 64;

/** JSON Schema of what a caller gives, from the orchestration's inputs (the catalogue shows it). */
export function inputSchema(inputs: readonly OrchestrationInput[]): Record<string, unknown> {
  return {
    type: 'object',
    properties: Object.fromEntries(inputs.map((spec) => [spec.name, { type: spec.type }])),
    required: inputs.filter((spec) => spec.required).map((spec) => spec.name),
  };
}

/** The catalogue server of published orchestrations, created on the first publication. */
async function publishedServerId(tx: Queryable, userId: number, now: Date): Promise<number> {
  const find = () =>
    tx
      .select({ id: apiServers.id })
      .from(apiServers)
      .where(and(eq(apiServers.serverCode, PUBLISHED_API_SERVER), isNull(apiServers.deletedAt)));
  const [found] = await find();
  if (found) return found.id;
  await tx
    .insert(apiServers)
    .values({
      serverCode: PUBLISHED_API_SERVER,
      serverName: '已发布的服务编排',
      // Never reachable as a step's target: the platform's own address is refused (decision 0025).
      host: 'localhost',
      basePath: GATEWAY_BASE,
      remark: 'Published service orchestrations, called through the gateway.',
      ...created(userId, now),
    })
    .onConflictDoNothing();
  const [row] = await find();
  if (!row) throw new Error('The catalogue server of published orchestrations is missing.');
  return row.id;
}

const columns = {
  apiId: apis.id,
  apiCode: apis.apiCode,
  apiName: apis.apiName,
  publishStatus: apis.publishStatus,
  artefactId: appArtefacts.id,
  artefactCode: appArtefacts.artefactCode,
  version: orchestrationApis.version,
  content: orchestrationApis.content,
  publishedAt: orchestrationApis.publishedAt,
  publishedBy: users.username,
  publisherAccount: users.account,
};

function selectPublished(db: Queryable, where: SQL | undefined) {
  return db
    .select(columns)
    .from(orchestrationApis)
    .innerJoin(apis, eq(apis.id, orchestrationApis.apiId))
    .innerJoin(appArtefacts, eq(appArtefacts.id, orchestrationApis.artefactId))
    .leftJoin(users, eq(users.id, orchestrationApis.publishedBy))
    .where(and(isNull(apis.deletedAt), isNull(appArtefacts.deletedAt), where));
}

type PublishedRow = Awaited<ReturnType<typeof selectPublished>>[number];

const callPath = (apiCode: string) =>
  routeUrl(API.orchestrations.call).replace(':apiCode', encodeURIComponent(apiCode));

function toPublished(row: PublishedRow): PublishedApi {
  const content = row.content as unknown as OrchestrationContent;
  return {
    apiId: row.apiId,
    apiCode: row.apiCode,
    apiName: row.apiName,
    artefactId: row.artefactId,
    artefactCode: row.artefactCode,
    version: row.version,
    publishStatus: row.publishStatus === 'PUBLISHED' ? 'PUBLISHED' : 'OFFLINE',
    inputs: content.inputs ?? [],
    path: callPath(row.apiCode),
    gatewayPath: `${GATEWAY_BASE}/${encodeURIComponent(row.apiCode)}`,
    publishedAt: row.publishedAt.toISOString(),
    publishedBy: row.publishedBy || row.publisherAccount || '',
  };
}

async function publishedOf(db: Queryable, artefactId: number): Promise<PublishedApi> {
  const [row] = await selectPublished(db, eq(orchestrationApis.artefactId, artefactId));
  if (!row) throw new Error(`Orchestration ${artefactId} is not published.`);
  return toPublished(row);
}

/** The live orchestration `id` of application `appId`, with the application's code. */
async function orchestrationOf(db: Queryable, appId: number, id: number) {
  const [row] = await db
    .select({ artefact: appArtefacts, appCode: applications.appCode })
    .from(appArtefacts)
    .innerJoin(applications, eq(applications.id, appArtefacts.appId))
    .where(
      and(
        eq(appArtefacts.id, id),
        eq(appArtefacts.appId, appId),
        eq(appArtefacts.kind, 'ORCHESTRATION'),
        isNull(appArtefacts.deletedAt),
        isNull(applications.deletedAt),
      ),
    );
  if (!row) throw notFound(text('orch.noun'), id);
  return row;
}

/**
 * Publishes the saved orchestration: checked again as a save checks it (a view it reads may
 * have gone since), copied for callers, and listed in the catalogue as the API
 * `<application code>.<orchestration code>` of the published-orchestrations server, so that
 * administrators can grant it to external applications. Publishing again replaces the copy and
 * counts the version up; the API keeps its id and grants.
 */
export async function publishOrchestration(
  ctx: AppContext,
  body: { appId: number; id: number },
  userId: number,
): Promise<PublishedApi> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const { artefact, appCode } = await orchestrationOf(tx, body.appId, body.id);
    const content = (await checkedContent(
      tx,
      { appId: body.appId, kind: 'ORCHESTRATION' },
      artefact.content,
    )) as unknown as OrchestrationContent;
    const apiCode = `${appCode}.${artefact.artefactCode}`;
    if (apiCode.length > MAX_API_CODE) {
      throw validationFailed([
        { field: 'body.id', message: text('orch.apiCodeTooLong', { code: apiCode }) },
      ]);
    }
    const api = {
      apiCode,
      apiName: artefact.artefactName,
      method: 'POST',
      path: `/${apiCode}`,
      requestSchema: inputSchema(content.inputs ?? []),
      publishStatus: 'PUBLISHED',
      remark: artefact.description,
    };
    const [existing] = await tx
      .select({ apiId: orchestrationApis.apiId, version: orchestrationApis.version })
      .from(orchestrationApis)
      .innerJoin(apis, eq(apis.id, orchestrationApis.apiId))
      .where(and(eq(orchestrationApis.artefactId, artefact.id), isNull(apis.deletedAt)));
    const copy = {
      content: content as unknown as Record<string, unknown>,
      publishedAt: now,
      publishedBy: userId,
    };
    const taken = text('orch.apiCodeTaken', { code: apiCode });
    if (existing) {
      await uniqueOr(taken, () =>
        tx
          .update(apis)
          .set({ ...api, ...updated(userId, now) })
          .where(eq(apis.id, existing.apiId)),
      );
      await tx
        .update(orchestrationApis)
        .set({ ...copy, version: existing.version + 1 })
        .where(eq(orchestrationApis.apiId, existing.apiId));
    } else {
      const serverId = await publishedServerId(tx, userId, now);
      const [row] = await uniqueOr(taken, () =>
        tx
          .insert(apis)
          .values({ ...api, serverId, ...created(userId, now) })
          .returning({ id: apis.id }),
      );
      if (!row) throw new Error('The published API was not written.');
      await tx.insert(orchestrationApis).values({
        apiId: row.id,
        appId: body.appId,
        artefactId: artefact.id,
        version: 1,
        ...copy,
      });
    }
    return publishedOf(tx, artefact.id);
  });
}

/** Takes a published orchestration offline: its calls are refused until it is published again. */
export async function unpublishOrchestration(
  ctx: AppContext,
  body: { appId: number; id: number },
  userId: number,
): Promise<PublishedApi> {
  const { artefact } = await orchestrationOf(ctx.db, body.appId, body.id);
  const [row] = await selectPublished(ctx.db, eq(orchestrationApis.artefactId, artefact.id));
  if (!row) {
    throw new ApiError(
      ResultCode.NOT_FOUND,
      text('orch.notPublished', { code: artefact.artefactCode }),
    );
  }
  await ctx.db
    .update(apis)
    .set({ publishStatus: 'OFFLINE', ...updated(userId, ctx.clock.now()) })
    .where(eq(apis.id, row.apiId));
  return publishedOf(ctx.db, artefact.id);
}

/** A page of an application's published orchestrations, by code or newest first. */
export function publishedPage(db: Queryable, q: PublishedApiQuery) {
  const keyword = q.keyword?.trim();
  const pattern = keyword ? `%${escapeLike(keyword)}%` : undefined;
  const where = and(
    eq(orchestrationApis.appId, q.appId),
    pattern ? or(ilike(apis.apiCode, pattern), ilike(apis.apiName, pattern)) : undefined,
  );
  const order =
    q.sortBy === 'publishedAt'
      ? [
          q.sortOrder === 'asc'
            ? asc(orchestrationApis.publishedAt)
            : desc(orchestrationApis.publishedAt),
        ]
      : [q.sortOrder === 'desc' ? desc(apis.apiCode) : asc(apis.apiCode)];
  return paginate(
    q,
    {
      rows: (limit, offset) =>
        selectPublished(db, where)
          .orderBy(...order, asc(apis.id))
          .limit(limit)
          .offset(offset),
      // an application publishes tens of orchestrations: counting them is cheap
      total: async () => {
        const [row] = await db
          .select({ total: sql<number>`count(*)::int` })
          .from(orchestrationApis)
          .innerJoin(apis, eq(apis.id, orchestrationApis.apiId))
          .innerJoin(appArtefacts, eq(appArtefacts.id, orchestrationApis.artefactId))
          .where(and(isNull(apis.deletedAt), isNull(appArtefacts.deletedAt), where));
        return Number(row?.total ?? 0);
      },
    },
    toPublished,
  );
}

/** What a caller of API `apiCode` runs, whether it answers calls, and its catalogue id. */
export async function publishedForCall(db: Queryable, apiCode: string) {
  const [row] = await selectPublished(db, eq(apis.apiCode, apiCode));
  if (!row) return undefined;
  return {
    apiId: row.apiId,
    live: row.publishStatus === 'PUBLISHED',
    content: row.content as unknown as OrchestrationContent,
  };
}

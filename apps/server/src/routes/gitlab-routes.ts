import { API, type GitlabUser, type GitlabUserPageQuery } from '@org/api-contract';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { gitlabUsers, users } from '../db/schema/index';
import { written } from '../db/rows';
import type { Queryable } from '../db/types';
import { notFound } from '../http/api-error';
import { addRoute } from '../http/route';
import { text } from '../i18n/text';
import { created, softDelete, updated } from '../lib/audit';
import { pageTotal, paginate } from '../lib/paging';
import { auditOf, given, isoOrNull, liveRow, requireAll, uniqueOr } from '../lib/record-helpers';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { hintOf, secretBoxOf } from '../services/secret-box';

export type GitlabRow = typeof gitlabUsers.$inferSelect;

/** The record of a mapping: never the token, only whether one is stored and its hint. */
export function toGitlabUser(row: GitlabRow): GitlabUser {
  return {
    id: row.id,
    userId: row.userId,
    account: row.account,
    gitlabUserId: row.gitlabUserId,
    gitlabUsername: row.gitlabUsername,
    gitlabName: row.gitlabName,
    gitlabEmail: row.gitlabEmail,
    state: row.state,
    isAdmin: row.isAdmin,
    canCreateGroup: row.canCreateGroup,
    projectsLimit: row.projectsLimit,
    isExternal: row.isExternal,
    hasAccessToken: (row.accessTokenEncrypted ?? '') !== '',
    accessTokenHint: row.accessTokenHint,
    syncStatus: row.syncStatus,
    lastSyncAt: isoOrNull(row.lastSyncAt),
    remark: row.remark,
    ...auditOf(row),
  };
}

const SORT = {
  gitlabUsername: gitlabUsers.gitlabUsername,
  gitlabName: gitlabUsers.gitlabName,
  account: gitlabUsers.account,
  lastSyncAt: gitlabUsers.lastSyncAt,
  createdAt: gitlabUsers.createdAt,
};

export function liveMapping(db: Queryable, id: number): Promise<GitlabRow> {
  return liveRow(db, gitlabUsers, id, text('gitlab.mappingNoun'));
}

/** The account of a live platform user; 40004 when there is none. */
async function accountOf(db: Queryable, userId: number): Promise<string> {
  const [user] = await db
    .select({ account: users.account })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!user) throw notFound(text('system.user'), userId);
  return user.account;
}

const clash = (username: string | undefined) => text('gitlab.clash', { username: username ?? '' });

function pageWhere(q: GitlabUserPageQuery) {
  return and(
    notDeleted(gitlabUsers),
    contains(gitlabUsers.gitlabUsername, q.gitlabUsername),
    contains(gitlabUsers.gitlabName, q.gitlabName),
    contains(gitlabUsers.gitlabEmail, q.gitlabEmail),
    contains(gitlabUsers.account, q.account),
    equals(gitlabUsers.state, q.state),
    equals(gitlabUsers.syncStatus, q.syncStatus),
    q.bound === undefined
      ? undefined
      : q.bound
        ? isNotNull(gitlabUsers.userId)
        : isNull(gitlabUsers.userId),
  );
}

/** GitLab user mappings (`/ibsp-bg-auth/sysGitlabUser/v1/*`): list, edit, bind. */
export function registerGitlabRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const G = API.gitlab;

  /** The encrypted token and its hint: undefined keeps, null removes. */
  const tokenFields = async (token: string | null | undefined) => {
    if (token === undefined) return {};
    if (token === null) return { accessTokenEncrypted: null, accessTokenHint: '' };
    const box = await secretBoxOf(ctx);
    return { accessTokenEncrypted: box.encrypt(token), accessTokenHint: hintOf(token) };
  };

  addRoute(app, G.page, async (request) => {
    const q = request.body;
    const where = pageWhere(q);
    // Cannot grow large (the GitLab accounts: one per user at most, thousands at most): a page by
    // offset and the bounded total (`pageTotal`, decision 0012) stay cheap without an index per
    // sort.
    const order = orderBy(SORT, q.sortBy, q.sortOrder, 'gitlabUsername', gitlabUsers.id);
    return paginate(
      q,
      {
        rows: (limit, offset) =>
          db
            .select()
            .from(gitlabUsers)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset),
        total: () => pageTotal(db, gitlabUsers, where),
      },
      toGitlabUser,
    );
  });

  addRoute(app, G.get, async (request) => toGitlabUser(await liveMapping(db, request.query.id)));

  addRoute(app, G.create, async (request) => {
    const b = request.body;
    const userId = b.userId ?? null;
    const account = userId === null ? '' : await accountOf(db, userId);
    const rows = await uniqueOr(clash(b.gitlabUsername), async () =>
      db
        .insert(gitlabUsers)
        .values({
          userId,
          account,
          gitlabUsername: b.gitlabUsername,
          gitlabName: b.gitlabName?.trim() ?? '',
          gitlabEmail: b.gitlabEmail ?? '',
          isAdmin: b.isAdmin ?? false,
          canCreateGroup: b.canCreateGroup ?? false,
          projectsLimit: b.projectsLimit ?? 0,
          isExternal: b.isExternal ?? false,
          ...(await tokenFields(b.accessToken)),
          remark: b.remark ?? '',
          ...created(sessionOf(request).userId, ctx.clock.now()),
        })
        .returning(),
    );
    return toGitlabUser(written(rows));
  });

  addRoute(app, G.update, async (request) => {
    const b = request.body;
    await liveMapping(db, b.id);
    const account =
      b.userId === undefined ? undefined : b.userId === null ? '' : await accountOf(db, b.userId);
    const rows = await uniqueOr(clash(b.gitlabUsername), async () =>
      db
        .update(gitlabUsers)
        .set({
          ...given({
            userId: b.userId,
            account,
            gitlabUsername: b.gitlabUsername,
            gitlabName: b.gitlabName?.trim(),
            gitlabEmail: b.gitlabEmail,
            isAdmin: b.isAdmin,
            canCreateGroup: b.canCreateGroup,
            projectsLimit: b.projectsLimit,
            isExternal: b.isExternal,
            remark: b.remark,
          }),
          ...(await tokenFields(b.accessToken)),
          ...updated(sessionOf(request).userId, ctx.clock.now()),
        })
        .where(eq(gitlabUsers.id, b.id))
        .returning(),
    );
    return toGitlabUser(written(rows));
  });

  addRoute(app, G.remove, async (request) => {
    const affected = await softDelete(
      db,
      gitlabUsers,
      request.body.ids,
      sessionOf(request).userId,
      ctx.clock.now(),
    );
    return { affected };
  });

  addRoute(app, G.bind, async (request) => {
    const { id, userId } = request.body;
    const mapping = await liveMapping(db, id);
    const account = await accountOf(db, userId);
    const rows = await uniqueOr(text('gitlab.alreadyBound', { account }), () =>
      db
        .update(gitlabUsers)
        .set({ userId, account, ...updated(sessionOf(request).userId, ctx.clock.now()) })
        .where(eq(gitlabUsers.id, mapping.id))
        .returning(),
    );
    return toGitlabUser(written(rows));
  });

  addRoute(app, G.unbind, async (request) => {
    const mapping = await liveMapping(db, request.body.id);
    const rows = await db
      .update(gitlabUsers)
      .set({ userId: null, account: '', ...updated(sessionOf(request).userId, ctx.clock.now()) })
      .where(eq(gitlabUsers.id, mapping.id))
      .returning();
    return toGitlabUser(written(rows));
  });
}

/** Live mappings by id; 40004 naming the ids that are missing. */
export async function liveMappings(db: Queryable, ids: readonly number[]): Promise<GitlabRow[]> {
  const rows = await db
    .select()
    .from(gitlabUsers)
    .where(and(inArray(gitlabUsers.id, [...ids]), isNull(gitlabUsers.deletedAt)));
  requireAll(text('gitlab.mappingNoun'), ids, rows);
  return rows;
}

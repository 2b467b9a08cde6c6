import { API, PARAM_KEYS } from '@org/api-contract';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  assertNewUserInScope,
  assertOrgsManaged,
  assertUsersInScope,
  usersInScope,
} from '../auth/data-scope';
import { sessionOf } from '../auth/guards';
import type { AppContext } from '../context';
import { written } from '../db/rows';
import { orgs, users } from '../db/schema/index';
import { invalidField } from '../http/api-error';
import { text } from '../i18n/text';
import { addRoute } from '../http/route';
import { created, softDelete, updated } from '../lib/audit';
import { paginateIndexed } from '../lib/keyset';
import { requireLive, uniqueOr } from '../lib/record-helpers';
import { contains, containsIndexed, equals, isShortTerm, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import {
  assertAdminsRemain,
  assertMayGiveRoles,
  assertMayChangeGroups,
  assertMayManageUsers,
  assertNotSelf,
  assertRolesKeepAdmin,
} from '../services/admin-guard';
import { membersOf } from '../services/org-service';
import {
  checkLinks,
  endSessions,
  liveUser,
  readUserDetail,
  replaceLinks,
  toUser,
  usersByIds,
  usersChanged,
} from '../services/user-service';
import { registerUserAccountRoutes } from './user-account-routes';

/** The sorts of the list; each has an index of its own (migration 0006). */
const USER_SORT = {
  sort: users.sort,
  account: users.account,
  username: users.username,
  employeeNo: users.employeeNo,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

/** `users.id in (select user_id from <link> where <column> = id)`, bound. */
const linkedTo = (table: string, column: string, id: number | undefined) =>
  id === undefined
    ? undefined
    : sql`${users.id} in (select user_id from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id})`;

const inUse = (account: string) => text('user.accountTaken', { account });

/** The user screen: list, read, create, change and delete; the account calls beside. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  addRoute(app, API.user.page, async (request) => {
    const q = request.body;
    const now = ctx.clock.now();
    const dataScope = await ctx.grants.scopeOf(sessionOf(request).userId);
    const where = and(
      notDeleted(users),
      usersInScope(dataScope, users.id),
      q.orgId === undefined ? undefined : membersOf(q.orgId, q.withDescendants !== false),
      containsIndexed(users.account, q.account),
      containsIndexed(users.username, q.username),
      containsIndexed(users.mobile, q.mobile),
      contains(users.employeeNo, q.employeeNo),
      equals(users.status, q.status),
      q.locked === undefined
        ? undefined
        : q.locked
          ? gt(users.lockedUntil, now)
          : or(isNull(users.lockedUntil), lte(users.lockedUntil, now)),
      linkedTo('sys_user_role', 'role_id', q.roleId),
      linkedTo('sys_user_position', 'position_id', q.positionId),
      linkedTo('sys_user_group_member', 'group_id', q.groupId),
    );
    const key = q.sortBy ?? 'sort';
    const direction = q.sortOrder ?? 'asc';
    const order = orderBy(USER_SORT, key, direction, 'sort', users.id);
    const { pageNo: _pageNo, pageSize: _pageSize, cursor: _cursor, ...filters } = q;
    return paginateIndexed(
      db,
      q,
      {
        table: users,
        id: users.id,
        where,
        order: { key, column: USER_SORT[key], direction, notNull: key !== 'lastLoginAt' },
        // `locked` compares with the clock, so the instant is part of what the rows depend on.
        scope: {
          ...filters,
          sortBy: key,
          sortOrder: direction,
          dataScope: dataScope.key,
          now: q.locked === undefined ? null : now.getTime(),
        },
        estimateFirst: [q.account, q.username, q.mobile].some(isShortTerm),
        rows: (ids) => usersByIds(db, ids, order),
      },
      (row) => toUser(row, now),
    );
  });

  addRoute(app, API.user.get, async (request) => {
    const { id } = request.query;
    await liveUser(db, id);
    await assertUsersInScope(ctx, sessionOf(request).userId, [id]);
    return readUserDetail(db, id, ctx.clock.now());
  });

  addRoute(app, API.user.create, async (request) => {
    const b = request.body;
    const actor = sessionOf(request).userId;
    const account = b.account.trim();
    await assertMayGiveRoles(ctx, actor, b.roleIds ?? []);
    await assertMayChangeGroups(ctx, actor, b.groupIds ?? []);
    await assertNewUserInScope(ctx, actor, b);
    await checkLinks(db, b);
    if (b.mainOrgId !== undefined && b.mainOrgId !== null) {
      await requireLive(db, orgs, [b.mainOrgId], text('org.noun'));
    }
    const password = b.password ?? (await ctx.params.string(PARAM_KEYS.initPassword));
    if (password.length < 8) {
      throw invalidField('body.password', text('user.noInitialPassword'));
    }
    const passwordHash = await ctx.passwords.hash(password);
    const now = ctx.clock.now();
    const mainOrgId = b.mainOrgId ?? b.orgIds?.[0] ?? null;
    const id = await uniqueOr(inUse(account), () =>
      db.transaction(async (tx) => {
        const rows = await tx
          .insert(users)
          .values({
            account,
            username: b.username.trim(),
            passwordHash,
            personImage: b.personImage ?? null,
            gender: b.gender ?? '0',
            mobile: b.mobile ?? '',
            email: b.email ?? '',
            employeeNo: b.employeeNo ?? '',
            mainOrgId,
            userType: b.userType ?? 'platform',
            status: b.status ?? 1,
            pwdUpdatedAt: now,
            sort: b.sort ?? 0,
            remark: b.remark ?? '',
            ...created(actor, now),
          })
          .returning({ id: users.id });
        const userId = written(rows).id;
        await replaceLinks(tx, userId, b, mainOrgId);
        return userId;
      }),
    );
    usersChanged(ctx);
    return readUserDetail(db, id, now);
  });

  addRoute(app, API.user.update, async (request) => {
    const b = request.body;
    const actor = sessionOf(request).userId;
    const current = await liveUser(db, b.id);
    await assertMayManageUsers(ctx, actor, [b.id]);
    await assertMayGiveRoles(ctx, actor, b.roleIds ?? []);
    await assertMayChangeGroups(ctx, actor, b.groupIds ?? []);
    await assertOrgsManaged(ctx, actor, [...(b.orgIds ?? []), b.mainOrgId]);
    await checkLinks(db, b);
    if (b.mainOrgId !== undefined && b.mainOrgId !== null) {
      await requireLive(db, orgs, [b.mainOrgId], text('org.noun'));
    }
    if (b.roleIds !== undefined) await assertRolesKeepAdmin(db, b.id, b.roleIds);
    const disabling = b.status === 0 && current.status !== 0;
    if (disabling) {
      assertNotSelf(actor, [b.id], 'disable');
      await assertAdminsRemain(db, [b.id]);
    }
    const account = b.account?.trim();
    const now = ctx.clock.now();
    await uniqueOr(inUse(account ?? ''), () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            ...(account === undefined ? {} : { account }),
            ...(b.username === undefined ? {} : { username: b.username.trim() }),
            ...(b.personImage === undefined ? {} : { personImage: b.personImage }),
            ...(b.gender === undefined ? {} : { gender: b.gender }),
            ...(b.mobile === undefined ? {} : { mobile: b.mobile }),
            ...(b.email === undefined ? {} : { email: b.email }),
            ...(b.employeeNo === undefined ? {} : { employeeNo: b.employeeNo }),
            ...(b.mainOrgId === undefined ? {} : { mainOrgId: b.mainOrgId }),
            ...(b.userType === undefined ? {} : { userType: b.userType }),
            ...(b.status === undefined ? {} : { status: b.status }),
            ...(b.sort === undefined ? {} : { sort: b.sort }),
            ...(b.remark === undefined ? {} : { remark: b.remark }),
            ...updated(actor, now),
          })
          .where(eq(users.id, b.id))
          .returning({ mainOrgId: users.mainOrgId });
        await replaceLinks(tx, b.id, b, row?.mainOrgId ?? null);
      }),
    );
    if (disabling) await endSessions(ctx, [b.id], 'user-disabled');
    usersChanged(ctx);
    return readUserDetail(db, b.id, now);
  });

  addRoute(app, API.user.remove, async (request) => {
    const actor = sessionOf(request).userId;
    const ids = request.body.ids;
    await requireLive(db, users, ids, text('user.nounPlural'));
    assertNotSelf(actor, ids, 'delete');
    await assertMayManageUsers(ctx, actor, ids);
    await assertAdminsRemain(db, ids);
    const affected = await softDelete(db, users, ids, actor, ctx.clock.now());
    await endSessions(ctx, ids, 'user-disabled');
    usersChanged(ctx);
    return { affected };
  });

  registerUserAccountRoutes(app, ctx);
}

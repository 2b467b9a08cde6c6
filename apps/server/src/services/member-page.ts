/**
 * The member lists of the people screens (a position's, a group's, a role's users, my
 * department): one page of live users among the members, searched and sorted alike.
 */
import type { Page, Status, UserBrief } from '@org/api-contract';
import { type SQL, and, eq, inArray, isNull } from 'drizzle-orm';
import { type DataScope, usersInScope } from '../auth/data-scope';
import { orgs, users } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { paginateIndexed } from '../lib/keyset';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';
import { userColumns } from './user-service';

/** The columns of a user that member lists show (never the password hash). */
const { id, account, username, gender, mobile, email, employeeNo, mainOrgId, mainOrgName, status } =
  userColumns;
const userBriefColumns = {
  id,
  account,
  username,
  gender,
  mobile,
  email,
  employeeNo,
  mainOrgId,
  mainOrgName,
  status,
};

const MEMBER_SORT = {
  account: users.account,
  username: users.username,
  employeeNo: users.employeeNo,
  createdAt: users.createdAt,
};

/** The search fields of a member list (`MemberSearchFields` in the contract). */
export interface MemberSearch {
  pageNo?: number | undefined;
  pageSize?: number | undefined;
  cursor?: string | undefined;
  sortBy?: keyof typeof MEMBER_SORT | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  account?: string | undefined;
  username?: string | undefined;
  status?: 0 | 1 | undefined;
}

/**
 * A page of live users among `members` (a condition on `users`, e.g. `users.id in (select …)`),
 * searched and sorted by the member search fields. Read by `paginateIndexed`, with a cursor:
 * a large department or role has thousands of members. With a `scope`, only the members
 * in that data scope are listed.
 */
export function memberPage(
  db: Queryable,
  q: MemberSearch,
  members: SQL | undefined,
  scope?: DataScope,
): Promise<Page<UserBrief>> {
  const where = and(
    notDeleted(users),
    members,
    scope === undefined ? undefined : usersInScope(scope, users.id),
    contains(users.account, q.account),
    contains(users.username, q.username),
    equals(users.status, q.status),
  );
  const key = q.sortBy ?? 'account';
  const direction = q.sortOrder ?? 'asc';
  const order = orderBy(MEMBER_SORT, key, direction, 'account', users.id);
  // The request carries the parent (role, group, position or department) the members are
  // of, so it is part of what a cursor must match.
  const { pageNo: _pageNo, pageSize: _pageSize, cursor: _cursor, ...filters } = q;
  return paginateIndexed(
    db,
    q,
    {
      table: users,
      id: users.id,
      where,
      order: { key, column: MEMBER_SORT[key], direction, notNull: true },
      scope: { ...filters, sortBy: key, sortOrder: direction, dataScope: scope?.key ?? null },
      rows: (ids) =>
        db
          .select(userBriefColumns)
          .from(users)
          .leftJoin(orgs, and(eq(orgs.id, users.mainOrgId), isNull(orgs.deletedAt)))
          .where(inArray(users.id, ids))
          .orderBy(...order),
    },
    (row): UserBrief => ({ ...row, status: row.status as Status }),
  );
}

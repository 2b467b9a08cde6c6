/**
 * The member lists of the people screens (a position's, a group's, a role's users, my
 * department): one page of live users among the members, searched and sorted alike.
 */
import type { Page, Status, UserBrief } from '@org/api-contract';
import { type SQL, and, eq, isNull } from 'drizzle-orm';
import { orgs, users } from '../db/schema/index';
import type { Queryable } from '../db/types';
import { pageTotal, paginate } from '../lib/paging';
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
  sortBy?: keyof typeof MEMBER_SORT | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  account?: string | undefined;
  username?: string | undefined;
  status?: 0 | 1 | undefined;
}

/**
 * A page of live users among `members` (a condition on `users`, e.g. `users.id in (select …)`),
 * searched and sorted by the member search fields.
 */
export function memberPage(
  db: Queryable,
  q: MemberSearch,
  members: SQL | undefined,
): Promise<Page<UserBrief>> {
  const where = and(
    notDeleted(users),
    members,
    contains(users.account, q.account),
    contains(users.username, q.username),
    equals(users.status, q.status),
  );
  const order = orderBy(MEMBER_SORT, q.sortBy, q.sortOrder, 'account', users.id);
  return paginate(
    q,
    {
      rows: (limit, offset) =>
        db
          .select(userBriefColumns)
          .from(users)
          .leftJoin(orgs, and(eq(orgs.id, users.mainOrgId), isNull(orgs.deletedAt)))
          .where(where)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
      total: () => pageTotal(db, users, where),
    },
    (row): UserBrief => ({ ...row, status: row.status as Status }),
  );
}

import { type Page, ResultCode, type Status, type UserBrief } from '@org/api-contract';
import { type SQL, and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { orgs, users } from '../db/schema/index';
import { isUniqueViolation } from '../db/sql-errors';
import type { Queryable } from '../db/types';
import { ApiError, conflict } from '../http/api-error';
import { countRows, paginate } from '../lib/paging';
import { contains, equals, notDeleted } from '../lib/search';
import { orderBy } from '../lib/sort';

/** The audit columns of a row as a contract record has them. */
export function auditOf(row: {
  createdBy: number | null;
  createdAt: Date;
  updatedBy: number | null;
  updatedAt: Date;
}) {
  return {
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An instant as ISO text, or null. */
export const isoOrNull = (value: Date | null): string | null =>
  value === null ? null : value.toISOString();

/** Runs a write and turns a unique violation into a 40009 with `message`. */
export async function unique<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  }
}

type LiveTable = PgTable & { id: PgColumn; deletedAt: PgColumn };

/**
 * Checks that every id names a row that exists and is not deleted; 40004 names the missing
 * ones ("Roles not found: 7, 9.").
 */
export async function requireLive(
  db: Queryable,
  table: LiveTable,
  ids: readonly number[],
  what: string,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, wanted), isNull(table.deletedAt)));
  const present = new Set(found.map((row) => Number(row.id)));
  const missing = wanted.filter((id) => !present.has(id));
  if (missing.length > 0) {
    throw new ApiError(ResultCode.NOT_FOUND, `${what} not found: ${missing.join(', ')}.`);
  }
}

/** Numbers from a raw array column (bigint arrays arrive as text from some drivers). */
export function numbers(values: readonly (string | number)[] | null | undefined): number[] {
  return (values ?? []).map(Number);
}

/** The columns of a user that member lists show (never the password hash). */
export const userBriefColumns = {
  id: users.id,
  account: users.account,
  username: users.username,
  gender: users.gender,
  mobile: users.mobile,
  email: users.email,
  employeeNo: users.employeeNo,
  mainOrgId: users.mainOrgId,
  mainOrgName: orgs.orgName,
  status: users.status,
};

interface BriefRow {
  id: number;
  account: string;
  username: string;
  gender: string;
  mobile: string;
  email: string;
  employeeNo: string;
  mainOrgId: number | null;
  mainOrgName: string | null;
  status: number;
}

export function toUserBrief(row: BriefRow): UserBrief {
  return { ...row, status: row.status as Status };
}

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
      total: () => countRows(db, users, where),
    },
    toUserBrief,
  );
}

/** `column in (ids)` as a bound condition; false for an empty list. */
export function inIds(column: PgColumn, ids: readonly number[]): SQL {
  return ids.length === 0 ? sql`false` : inArray(column, [...ids]);
}

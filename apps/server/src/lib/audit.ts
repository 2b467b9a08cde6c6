import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Queryable } from '../db/types';

/** Audit columns of a new row. */
export function created(actorId: number | null, now: Date) {
  return { createdBy: actorId, createdAt: now, updatedBy: actorId, updatedAt: now };
}

/** Audit columns of a change. */
export function updated(actorId: number | null, now: Date) {
  return { updatedBy: actorId, updatedAt: now };
}

type SoftDeletable = PgTable & {
  id: PgColumn;
  deletedAt: PgColumn;
  deletedBy: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
};

/**
 * Soft-deletes rows by id (sets `deleted_at`/`deleted_by`); rows already deleted are left
 * alone. Answers how many rows it deleted.
 */
export async function softDelete<T extends SoftDeletable>(
  db: Queryable,
  table: T,
  ids: readonly number[],
  actorId: number | null,
  now: Date,
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(table)
    .set({
      deletedAt: now,
      deletedBy: actorId,
      updatedAt: now,
      updatedBy: actorId,
    } as PgUpdateSetSource<T>)
    .where(and(inArray(table.id, [...ids]), isNull(table.deletedAt)))
    .returning({ id: table.id });
  return rows.length;
}

/**
 * Sets the `sort` of live rows by id in one transaction (the drag-and-drop order of the tree
 * screens); unknown and deleted ids are skipped. Answers how many rows it changed.
 */
export function reorder<T extends SoftDeletable & { sort: PgColumn }>(
  db: Db,
  table: T,
  items: readonly { id: number; sort: number }[],
  actorId: number | null,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    let affected = 0;
    for (const item of items) {
      const changed = await tx
        .update(table)
        .set({ sort: item.sort, updatedAt: now, updatedBy: actorId } as PgUpdateSetSource<T>)
        .where(and(eq(table.id, item.id), isNull(table.deletedAt)))
        .returning({ id: table.id });
      affected += changed.length;
    }
    return affected;
  });
}

/**
 * The storage ledger: who owns each stored file (`sys_stored_file`) and which unfinished
 * blocks each user holds (`sys_storage_block`), with the per-user quotas of stored bytes and
 * of unfinished blocks. Quota checks and the writes they allow run in one transaction holding
 * a per-user advisory lock, so concurrent uploads of one user (on any instance) cannot pass
 * the same check together.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { queryRows } from '../db/rows';
import { applications, storageBlocks, storedFiles } from '../db/schema/index';
import type { Db, Queryable } from '../db/types';
import { type TextValue, text } from '../i18n/text';
import { fail } from './protocol-error';

export type Visibility = 'PUBLIC' | 'PRIVATE';

/** A stored file's record. */
export interface FileRecord {
  key: string;
  ownerId: number | null;
  appId: number | null;
  visibility: Visibility;
  fsize: number;
  hash: string;
}

/** Who writes a file, and how it is to be served. */
export interface FileOwner {
  /** Null for the server's own tokens (no quota applies). */
  userId: number | null;
  appId: number | null;
  visibility: Visibility;
}

export interface Quotas {
  /** Bytes of stored files per user. */
  userQuota: number;
  /** Bytes of unfinished blocks per user. */
  userPendingQuota: number;
}

/** Namespace of advisory locks taken by the ledger (the second key is the user id). */
const LOCK_SPACE = 0x5707;

/** `8.5 MiB` when that is exact, else the bytes (so a refusal never reads "8.0 MiB > 8.0 MiB"). */
function mib(bytes: number): TextValue {
  const tenths = (bytes * 10) / 1024 / 1024;
  return Number.isInteger(tenths)
    ? `${(tenths / 10).toFixed(1)} MiB`
    : text('storage.bytes', { count: bytes });
}

async function lockUser(tx: Queryable, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${userId % 2_147_483_647})`);
}

async function usageOf(
  tx: Queryable,
  userId: number,
  now: Date,
): Promise<{ stored: number; pending: number }> {
  const [row] = await queryRows<{ stored: string | number; pending: string | number }>(
    tx,
    sql`select
          (select coalesce(sum(fsize), 0) from sys_stored_file where owner_id = ${userId}) as stored,
          (select coalesce(sum(size), 0) from sys_storage_block
            where owner_id = ${userId} and expires_at > ${now}) as pending`,
  );
  return { stored: Number(row?.stored ?? 0), pending: Number(row?.pending ?? 0) };
}

function toRecord(row: typeof storedFiles.$inferSelect): FileRecord {
  return {
    key: row.fileKey,
    ownerId: row.ownerId,
    appId: row.appId,
    visibility: row.visibility === 'PRIVATE' ? 'PRIVATE' : 'PUBLIC',
    fsize: row.fsize,
    hash: row.hash,
  };
}

export class StorageLedger {
  constructor(
    private readonly db: Db,
    private readonly quotas: Quotas,
  ) {}

  async file(key: string): Promise<FileRecord | undefined> {
    const [row] = await this.db.select().from(storedFiles).where(eq(storedFiles.fileKey, key));
    return row ? toRecord(row) : undefined;
  }

  /** Bytes a user has stored and holds in unfinished blocks. */
  async usage(userId: number, now: Date): Promise<{ stored: number; pending: number }> {
    return usageOf(this.db, userId, now);
  }

  /**
   * Reserves a new block of `size` bytes for `userId` before any byte is written: 403 when
   * the user's unfinished blocks, or those with the stored files, would pass a quota.
   */
  async reserveBlock(
    blockId: string,
    userId: number | null,
    size: number,
    now: Date,
    expiresAt: Date,
  ): Promise<void> {
    const row = { blockId, ownerId: userId, size, createdAt: now, expiresAt };
    if (userId === null) {
      await this.db.insert(storageBlocks).values(row);
      return;
    }
    const { userQuota, userPendingQuota } = this.quotas;
    await this.db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const { stored, pending } = await usageOf(tx, userId, now);
      if (pending + size > userPendingQuota) {
        throw fail.forbidden(
          text('storage.quotaPending', {
            pending: mib(pending + size),
            quota: mib(userPendingQuota),
          }),
        );
      }
      if (stored + pending + size > userQuota) {
        throw fail.forbidden(
          text('storage.quotaTotal', {
            stored: mib(stored),
            pending: mib(pending + size),
            quota: mib(userQuota),
          }),
        );
      }
      await tx.insert(storageBlocks).values(row);
    });
  }

  /** The owners of blocks that are still reserved (blocks the sweep removed are absent). */
  async blockOwners(ids: readonly string[]): Promise<Map<string, number | null>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: storageBlocks.blockId, ownerId: storageBlocks.ownerId })
      .from(storageBlocks)
      .where(inArray(storageBlocks.blockId, [...ids]));
    return new Map(rows.map((row) => [row.id, row.ownerId]));
  }

  async releaseBlocks(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.delete(storageBlocks).where(inArray(storageBlocks.blockId, [...ids]));
  }

  /** Forgets blocks past their expiry; answers their ids (their bytes are the backend's). */
  async expiredBlocks(now: Date): Promise<string[]> {
    const rows = await this.db
      .delete(storageBlocks)
      .where(lt(storageBlocks.expiresAt, now))
      .returning({ id: storageBlocks.blockId });
    return rows.map((row) => row.id);
  }

  /**
   * Records the file about to be written under `key`, before its bytes are published: a new
   * key belongs to the writer; an overwritten one keeps its owner and application. 403 when
   * the owner's stored files would pass the quota. Answers what to put back should the write
   * fail (`restore`).
   */
  async recordFile(
    key: string,
    writer: FileOwner,
    file: { fsize: number; hash: string },
    now: Date,
  ): Promise<FileRecord | undefined> {
    return this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(storedFiles).where(eq(storedFiles.fileKey, key));
      const previous = current ? toRecord(current) : undefined;
      const ownerId = previous ? previous.ownerId : writer.userId;
      if (ownerId !== null) {
        await lockUser(tx, ownerId);
        const { stored } = await usageOf(tx, ownerId, now);
        const after = stored - (previous?.fsize ?? 0) + file.fsize;
        if (after > this.quotas.userQuota) {
          throw fail.forbidden(
            text('storage.quotaStored', { after: mib(after), quota: mib(this.quotas.userQuota) }),
          );
        }
      }
      const values = {
        fileKey: key,
        ownerId,
        appId: previous ? previous.appId : writer.appId,
        visibility: writer.visibility,
        fsize: file.fsize,
        hash: file.hash,
        createdAt: now,
        updatedAt: now,
      };
      await tx
        .insert(storedFiles)
        .values(values)
        .onConflictDoUpdate({
          target: storedFiles.fileKey,
          set: {
            ownerId: values.ownerId,
            appId: values.appId,
            visibility: values.visibility,
            fsize: values.fsize,
            hash: values.hash,
            updatedAt: now,
          },
        });
      return previous;
    });
  }

  /** Puts a file's record back as it was before a write that failed. */
  async restore(key: string, previous: FileRecord | undefined): Promise<void> {
    if (!previous) {
      await this.db.delete(storedFiles).where(eq(storedFiles.fileKey, key));
      return;
    }
    await this.db
      .update(storedFiles)
      .set({
        ownerId: previous.ownerId,
        appId: previous.appId,
        visibility: previous.visibility,
        fsize: previous.fsize,
        hash: previous.hash,
      })
      .where(eq(storedFiles.fileKey, key));
  }

  /** The id of the live application `appCode`. */
  async applicationId(appCode: string): Promise<number | undefined> {
    const [row] = await this.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.appCode, appCode), isNull(applications.deletedAt)));
    return row?.id;
  }
}

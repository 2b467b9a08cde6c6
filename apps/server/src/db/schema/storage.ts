import { bigint, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { applications } from './apps';
import { instant, ref } from './columns';
import { users } from './org';

/**
 * Who owns each stored file (the bytes are in the storage backend, under the same key): the
 * user whose upload made it, and the application it was uploaded for, if any. A file without
 * an owner was written with a token the server made for itself. Private files are served only
 * to their owner and to holders of the storage-management code. Never granted to data views
 * (it maps every file key to a user).
 */
export const storedFiles = pgTable(
  'sys_stored_file',
  {
    /** The storage key (at most 750 bytes of UTF-8). */
    fileKey: text('file_key').primaryKey(),
    ownerId: ref('owner_id').references(() => users.id, { onDelete: 'set null' }),
    appId: ref('app_id').references(() => applications.id, { onDelete: 'set null' }),
    /** `PUBLIC` (served to anyone with the address) or `PRIVATE`. */
    visibility: varchar('visibility', { length: 16 }).notNull().default('PUBLIC'),
    /** Size in bytes: what the owner's quota counts. */
    fsize: bigint('fsize', { mode: 'number' }).notNull(),
    /** qetag of the content. */
    hash: varchar('hash', { length: 64 }).notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [
    index('sys_stored_file_owner_idx').on(t.ownerId),
    // An application's files are a list that grows with every upload: one index per sort it
    // allows (newest, size; the key breaks ties), and a trigram index for "name contains"
    // (names of one or two characters: `search_grams(file_key)`, only in migration 0009).
    index('sys_stored_file_app_updated_idx').on(t.appId, t.updatedAt, t.fileKey),
    index('sys_stored_file_app_size_idx').on(t.appId, t.fsize, t.fileKey),
    index('sys_stored_file_key_trgm_idx').using('gin', t.fileKey.op('gin_trgm_ops')),
  ],
);

/**
 * Unfinished blocks of resumable uploads (`mkblk`), reserved with their declared size before
 * a byte is written: what the per-user quota of unfinished blocks counts. A row leaves with
 * its block (joined by `mkfile`, removed when `mkfile` is refused, or swept after it expires).
 * Never granted to data views.
 */
export const storageBlocks = pgTable(
  'sys_storage_block',
  {
    /** The block id of its contexts (hex). */
    blockId: varchar('block_id', { length: 64 }).primaryKey(),
    /** The user of the token that made it; null for the server's own tokens. */
    ownerId: ref('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    size: integer('size').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    index('sys_storage_block_owner_idx').on(t.ownerId),
    index('sys_storage_block_expires_idx').on(t.expiresAt),
  ],
);

import { Type, type Static } from 'typebox';
import { DateTime, Id } from '../common';
import { PageQuery, SearchText } from '../paging';

/** Longest storage key (bytes of UTF-8; the server checks the bytes, this bounds the text). */
const FileKey = Type.String({ minLength: 1, maxLength: 750, description: 'The storage key.' });

/** The direction of a list that shows the newest rows first unless asked otherwise. */
export const NewestFirst = Type.Optional(
  Type.Enum(['asc', 'desc'], { default: 'desc', description: 'Descending by default.' }),
);

export const FILE_SORT_COLUMNS = ['updatedAt', 'fsize'] as const;

/** A page of the files uploaded for one application. */
export const FilePageQuery = PageQuery(FILE_SORT_COLUMNS, {
  sortOrder: NewestFirst,
  appId: Id,
  fileName: SearchText(
    200,
    'Part of the file key (uploads keep the file name in their key), case-insensitive.',
  ),
});
export type FilePageQuery = Static<typeof FilePageQuery>;

/** A stored file as the application's file list shows it. */
export const FileEntry = Type.Object({
  key: Type.String(),
  /** The name the file was uploaded with; the key's last segment when none was kept. */
  name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  mimeType: Type.String(),
  visibility: Type.Enum(['public', 'private']),
  appId: Type.Union([Id, Type.Null()]),
  ownerId: Type.Union([Id, Type.Null()]),
  /** The uploader's name (user name, else account), or empty for the server's own files. */
  ownerName: Type.String(),
  /** Whether the caller may delete it: its uploader or a holder of `system:storage:manage`. */
  removable: Type.Boolean(),
  updatedAt: DateTime,
});
export type FileEntry = Static<typeof FileEntry>;

/** Files to delete, by key. */
export const FileKeysBody = Type.Object({
  keys: Type.Array(FileKey, { minItems: 1, maxItems: 100, uniqueItems: true }),
});
export type FileKeysBody = Static<typeof FileKeysBody>;

/** Which file's address to answer. */
export const FileUrlQuery = Type.Object({ key: FileKey });
export type FileUrlQuery = Static<typeof FileUrlQuery>;

/** Where a file can be downloaded. */
export const FileUrl = Type.Object({
  url: Type.String(),
  name: Type.String(),
  expiresAt: Type.Union([DateTime, Type.Null()], {
    description: 'When a signed address of a private file stops working; null for public files.',
  }),
});
export type FileUrl = Static<typeof FileUrl>;

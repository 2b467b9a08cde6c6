/**
 * The storage protocol the server speaks for uploads: Qiniu-compatible (`mkblk`, `bput`,
 * `mkfile`, form upload, host lookup, usage log) under `STORAGE_BASE`.
 *
 * These endpoints are NOT envelope routes. They answer with HTTP status codes and, on failure,
 * a body `{ "error": "<message>" }`, because that is what Qiniu clients (qiniu-js, the mobile
 * SDKs, `@org/upload-sdk`) read. The platform's own upload routes (token issuing, direct
 * upload) are ordinary envelope routes in `routes/storage.ts`.
 */

/** Where the storage protocol lives on the server; an upload host is `<origin>/storage`. */
export const STORAGE_BASE = '/storage';

/** Paths below `STORAGE_BASE`. */
export const STORAGE_PATHS = Object.freeze({
  /** `GET ?ak=&bucket=`: the upload hosts of a bucket (the shape qiniu-js 2.x and 3.x read). */
  queryV2: '/v2/query',
  /** `GET ?ak=&bucket=`: the same in the shape of qiniu-js 4.x. */
  queryV4: '/v4/query',
  /** `POST` multipart: form upload of a whole file (`token`, `key`, `fname`, `x:*`, `file`). */
  form: '/',
  /** `POST /mkblk/<blockSize>`: create a block with its first chunk. */
  mkblk: '/mkblk',
  /** `POST /bput/<ctx>/<offset>`: the next chunk of a block. */
  bput: '/bput',
  /** `POST /mkfile/<fileSize>[/key/…][/fname/…][/mimeType/…][/x:…/…]`: assemble the file. */
  mkfile: '/mkfile',
  /** `POST`: one usage-log line. */
  usageLog: '/log/3',
  /**
   * `GET /file/<key>`: download a stored file. Public files need nothing (like a public
   * bucket); private ones a signed-in owner or storage manager (`X-Token` or `?token=`).
   */
  file: '/file',
});

/** Largest block (and chunk) of the resumable protocol: 4 MiB. */
export const STORAGE_BLOCK_SIZE = 4 * 1024 * 1024;

/**
 * Status codes of the storage protocol and what they mean here (Qiniu's meanings). Clients
 * read the status; the `{ error }` text says more.
 */
export const STORAGE_ERRORS = Object.freeze({
  400: 'Bad request: a malformed path, size, field or context list.',
  401: 'The upload token is missing, badly signed, malformed or past its deadline; or a private file was asked for without a valid session.',
  403: "The key does not match the token's scope, the file breaks the put policy, a quota would be exceeded, or the user may not read this private file.",
  413: 'Too large: a chunk beyond its block, a block or file beyond the size limit.',
  404: 'No stored file has this key (downloads).',
  406: 'The data does not match the checksum sent with it (Content-MD5 or crc32).',
  579: 'The file is stored, but the callback the put policy asked for failed.',
  612: 'No such resource: the access key or bucket is unknown.',
  614: 'A file with this key exists and the token does not allow overwriting it.',
  631: 'The bucket named by the token does not exist.',
  701: 'The block context is invalid, spent or expired: upload the block again from mkblk.',
} as const);

export type StorageErrorStatus = keyof typeof STORAGE_ERRORS;

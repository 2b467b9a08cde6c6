import { Type, type Static } from 'typebox';

/** Who may read a stored file: anyone with its address, or its owner and storage managers. */
export const FileVisibility = Type.Union([Type.Literal('public'), Type.Literal('private')], {
  description:
    '`public` (default): served to anyone with the address, like form attachments. ' +
    '`private`: served only to a signed-in owner or a holder of `system:storage:manage`.',
});
export type FileVisibility = Static<typeof FileVisibility>;

/** Query of the upload-token call. */
export const UploadTokenQuery = Type.Object({
  key: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 750,
      description:
        'Fix the key the token may write (scope `bucket:key`, overwriting allowed). Without ' +
        "`system:storage:manage` the key is placed under the caller's namespace `u/<userId>/` " +
        '(the answer names it), and a key whose file belongs to someone else is refused ' +
        '(40003). Without `key` the token writes new keys only: anywhere for storage managers, ' +
        'under `u/<userId>/` (named by the content hash) for everyone else.',
    }),
  ),
  visibility: Type.Optional(FileVisibility),
  appCode: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 64,
      description: 'The application the files are for (recorded with their owner).',
    }),
  ),
});
export type UploadTokenQuery = Static<typeof UploadTokenQuery>;

/** An upload token for the storage protocol, with what a client needs to use it. */
export const UploadTokenData = Type.Object({
  uptoken: Type.String({ description: 'AccessKey:EncodedSign:EncodedPutPolicy' }),
  bucket: Type.String(),
  key: Type.Union([Type.String(), Type.Null()], {
    description: 'The key the token writes (it may differ from the key asked for).',
  }),
  keyPrefix: Type.String({
    description: "Every key the token writes starts with this (the caller's namespace), or empty.",
  }),
  deadline: Type.Integer({ description: 'Unix seconds after which the token is refused.' }),
  apiHost: Type.String({ description: 'Where `/v2/query` answers the upload hosts.' }),
  uploadHost: Type.String({ description: 'The upload host (the protocol routes).' }),
  domain: Type.String({ description: 'Prefix of the public address of stored files.' }),
});
export type UploadTokenData = Static<typeof UploadTokenData>;

/** A file stored by the direct upload (multipart `file`, `fname`, `key`). */
export const StoredFile = Type.Object({
  url: Type.String(),
  key: Type.String(),
  name: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  hash: Type.String({ description: 'qetag of the content' }),
});
export type StoredFile = Static<typeof StoredFile>;

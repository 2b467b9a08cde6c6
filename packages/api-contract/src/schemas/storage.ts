import Type, { type Static } from 'typebox';

/** Query of the upload-token call. */
export const UploadTokenQuery = Type.Object({
  key: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 750,
      description:
        'Fix the key the token may write (scope `bucket:key`, overwriting allowed); without ' +
        'it the token may write any new key of the bucket.',
    }),
  ),
});
export type UploadTokenQuery = Static<typeof UploadTokenQuery>;

/** An upload token for the storage protocol, with what a client needs to use it. */
export const UploadTokenData = Type.Object({
  uptoken: Type.String({ description: 'AccessKey:EncodedSign:EncodedPutPolicy' }),
  bucket: Type.String(),
  key: Type.Union([Type.String(), Type.Null()]),
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

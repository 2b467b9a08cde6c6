import { defineRoute } from '../route';
import { StoredFile, UploadTokenData, UploadTokenQuery } from '../schemas/storage';

/**
 * The platform's upload routes (envelope answers). The storage protocol itself (mkblk,
 * bput, mkfile, …) is not enveloped; see `STORAGE_PATHS`.
 */
export const storageRoutes = {
  uploadToken: defineRoute({
    method: 'GET',
    service: 'auth',
    path: '/storage/v1/uptoken',
    tag: 'storage',
    summary: 'An upload token for the storage protocol (cloud-storage upload widgets)',
    description:
      'Signs a put policy for the configured bucket with the server secret: scope `bucket` ' +
      '(new keys only) or `bucket:key`, a deadline, the size limit, and the caller as the ' +
      'owner of what it writes (charged to their quotas). Ordinary users write under ' +
      '`u/<userId>/`; a key-scoped token (which may overwrite) is issued only for a key the ' +
      'caller owns, a new key of their namespace, or to a holder of `system:storage:manage`.',
    access: 'signedIn',
    querystring: UploadTokenQuery,
    data: UploadTokenData,
  }),
  directUpload: defineRoute({
    method: 'POST',
    service: 'auth',
    path: '/storage/v1/upload',
    tag: 'storage',
    summary: 'Direct upload: multipart `file`, `fname` and `key`; answers the file address',
    description:
      'The target of direct-mode upload widgets. `key` is optional (a random key keeps the ' +
      'file name) and, without `system:storage:manage`, placed under `u/<userId>/`; an ' +
      'existing key with other content is refused (40009). Optional fields `visibility` ' +
      '(`public` or `private`) and `appCode`.',
    access: 'signedIn',
    data: StoredFile,
  }),
};

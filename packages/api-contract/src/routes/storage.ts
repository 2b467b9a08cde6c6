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
      '(new keys only) or `bucket:key`, a deadline, and the size limit.',
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
      'file name); an existing key with other content is refused (40009).',
    access: 'signedIn',
    data: StoredFile,
  }),
};

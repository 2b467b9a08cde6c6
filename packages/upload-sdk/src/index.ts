export { BLOCK_SIZE, COMPRESSIBLE_IMAGE_TYPES, UPLOAD_DEFAULTS } from './constants';
export { UploadError } from './errors';
export { urlSafeBase64Decode, urlSafeBase64Encode } from './base64';
export { parseUploadToken } from './token';

export type { UploadErrorKind } from './errors';
export type { PutPolicy, UploadToken } from './token';

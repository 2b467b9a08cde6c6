// Values
export {
  BLOCK_SIZE,
  COMPRESSIBLE_IMAGE_TYPES,
  DEFAULT_API_HOST,
  REGIONS,
  UPLOAD_DEFAULTS,
} from './constants';
export { UploadError, isAbortError, isUploadError } from './errors';
export { urlSafeBase64Decode, urlSafeBase64Encode } from './base64';
export { parseUploadToken } from './token';
export { fileUrl, uploadFile } from './cloud-upload';
export { observeUpload, upload } from './observable';
export { directUpload } from './direct-upload';
export { createUploader } from './uploader';
export { compressImage } from './compress';
export { computeQetag } from './qetag';
export { createRequestLimiter, sharedRequestLimiter } from './limiter';
export { defaultResumeStore, localStorageResumeStore, memoryResumeStore } from './resume-store';
export { indexedDbResumeStore } from './indexeddb-store';
export { threadHasher } from './hasher';
export { defaultHasher, workerHasher } from './worker-hasher';
export { defaultTransport } from './transport';
export { fetchTransport } from './fetch-transport';
export { xhrTransport } from './xhr-transport';

// Types
export type { RegionId } from './constants';
export type { UploadErrorDetails, UploadErrorKind } from './errors';
export type { PutPolicy, UploadToken } from './token';
export type { CloudUploadOptions, PutExtra, UploadResult } from './cloud-upload';
export type { UploadObservable, UploadObserver, UploadSubscription } from './observable';
export type { DirectUploadOptions, DirectUploadResult } from './direct-upload';
export type { Uploader, UploaderOptions } from './uploader';
export type { UploadConfig } from './config';
export type { ChunkProgress, ProgressInfo, UploadPhase, UploadProgress } from './progress';
export type { UploadSource } from './source';
export type { TokenProvider } from './token-source';
export type { CompressOptions, CompressResult } from './compress';
export type { RequestLimiter } from './limiter';
export type { KeyValueStorage, ResumeStore } from './resume-store';
export type { IndexedDbStoreOptions } from './indexeddb-store';
export type { HashAlgorithm, Hasher } from './hasher';
export type { HttpRequest, HttpResponse, Transport } from './transport';

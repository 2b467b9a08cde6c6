// Node-only parts of @org/upload-sdk: files on disk and native hashing.
export { fileResumeStore } from './file-store';
export { fileFromPath } from './file-source';
export { nodeHasher } from './node-hasher';

export type { FileSourceOptions } from './file-source';

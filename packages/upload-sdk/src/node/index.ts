// Node-only parts of @org/upload-sdk: files on disk, native hashing and Node's HTTP client.
export { fileResumeStore } from './file-store';
export { fileFromPath } from './file-source';
export { nodeTransport } from './http-transport';
export { nodeHasher } from './node-hasher';

export type { FileSourceOptions } from './file-source';

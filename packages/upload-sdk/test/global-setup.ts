import type { TestProject } from 'vitest/node';
import { startPlatformServer } from './platform-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The platform server every test file uploads to (through its own fault proxy). */
    platform: { url: string; accessKey: string; secretKey: string; bucket: string };
  }
}

/** One real server for the whole run: building its database takes seconds. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startPlatformServer();
  project.provide('platform', {
    url: server.url,
    accessKey: server.storage.accessKey,
    secretKey: server.storage.secretKey,
    bucket: server.storage.bucket,
  });
  return () => server.close();
}

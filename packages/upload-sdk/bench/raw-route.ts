/**
 * The baseline's server side, `PUT /bench/raw/:name`: the request body streamed into a file
 * of the storage directory, nothing else (no parsing, no hashing); answers the bytes written.
 */
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

export const RAW_PREFIX = '/bench/raw/';
/** Where raw uploads go, inside the storage directory. */
export const RAW_DIR = 'bench-raw';

/** The file name of a raw upload request, or undefined when the request is not one. */
export function rawUploadName(request: IncomingMessage): string | undefined {
  if (request.method !== 'PUT' || !request.url?.startsWith(RAW_PREFIX)) return undefined;
  const name = request.url.slice(RAW_PREFIX.length);
  return /^[\w.-]{1,100}$/.test(name) && !name.startsWith('.') ? name : undefined;
}

export async function receiveRaw(
  request: IncomingMessage,
  response: ServerResponse,
  storageDir: string,
  name: string,
): Promise<void> {
  try {
    const dir = join(storageDir, RAW_DIR);
    await mkdir(dir, { recursive: true });
    let size = 0;
    request.on('data', (piece: Buffer) => {
      size += piece.length;
    });
    await pipeline(request, createWriteStream(join(dir, name)));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ name, size }));
  } catch (error) {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: (error as Error).message }));
  }
}

/**
 * The baselines' server side: `PUT /bench/raw/:name` streams the request body into a file of
 * the storage directory, nothing else (no parsing, no hashing); `PUT /bench/raw-hashed/:name`
 * does the same and hashes what the protocol makes a server hash: the SHA-1 of every 4 MiB
 * block (the qetag) and the CRC32 of the bytes. Both answer the bytes written (and the qetag).
 */
import { type Hash, createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { QETAG_BLOCK, qetagOfDigests } from '../test/qetag';

const PREFIXES = { raw: '/bench/raw/', hashed: '/bench/raw-hashed/' } as const;
/** Where raw uploads go, inside the storage directory. */
export const RAW_DIR = 'bench-raw';

export interface RawUpload {
  name: string;
  hashed: boolean;
}

/** The file name of a baseline request and whether it hashes; undefined for other requests. */
export function rawUpload(request: IncomingMessage): RawUpload | undefined {
  if (request.method !== 'PUT' || !request.url) return undefined;
  const hashed = request.url.startsWith(PREFIXES.hashed);
  if (!hashed && !request.url.startsWith(PREFIXES.raw)) return undefined;
  const name = request.url.slice((hashed ? PREFIXES.hashed : PREFIXES.raw).length);
  return /^[\w.-]{1,100}$/.test(name) && !name.startsWith('.') ? { name, hashed } : undefined;
}

export const rawUploadPath = (hashed: boolean, name: string) =>
  `${hashed ? PREFIXES.hashed : PREFIXES.raw}${name}`;

/** SHA-1 per 4 MiB block and CRC32 of a stream, fed piece by piece. */
class ProtocolHashes {
  private readonly digests: Buffer[] = [];
  private block: Hash = createHash('sha1');
  private inBlock = 0;
  crc = 0;

  update(piece: Buffer): void {
    this.crc = crc32(piece, this.crc);
    for (let at = 0; at < piece.length;) {
      const take = Math.min(QETAG_BLOCK - this.inBlock, piece.length - at);
      this.block.update(piece.subarray(at, at + take));
      this.inBlock += take;
      at += take;
      if (this.inBlock === QETAG_BLOCK) this.endBlock();
    }
  }

  qetag(): string {
    if (this.inBlock > 0) this.endBlock();
    return qetagOfDigests(this.digests);
  }

  private endBlock(): void {
    this.digests.push(this.block.digest());
    this.block = createHash('sha1');
    this.inBlock = 0;
  }
}

export async function receiveRaw(
  request: IncomingMessage,
  response: ServerResponse,
  storageDir: string,
  upload: RawUpload,
): Promise<void> {
  try {
    const dir = join(storageDir, RAW_DIR);
    await mkdir(dir, { recursive: true });
    let size = 0;
    const hashes = upload.hashed ? new ProtocolHashes() : undefined;
    request.on('data', (piece: Buffer) => {
      size += piece.length;
      hashes?.update(piece);
    });
    await pipeline(request, createWriteStream(join(dir, upload.name)));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        name: upload.name,
        size,
        ...(hashes ? { hash: hashes.qetag(), crc32: hashes.crc >>> 0 } : {}),
      }),
    );
  } catch (error) {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: (error as Error).message }));
  }
}

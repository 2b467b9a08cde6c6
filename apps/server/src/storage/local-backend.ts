/**
 * Files in a local directory:
 *
 *     blocks/<id>/<offset>              chunks of unfinished blocks
 *     blocks/<id>/<offset>.<r>.part     a chunk still being received
 *     objects/<h2>/<h>/meta.json        a file's metadata (h = SHA-256 of its key)
 *     objects/<h2>/<h>/<version>/<n>    its bytes, in parts (the former chunks, renamed)
 *     trash/…                           replaced versions, removed by the sweep
 *
 * Finishing a file moves its chunks into place instead of copying them: `mkfile` of a 1 GiB
 * file costs renames, not another gigabyte of writes. Keys never become paths (only their
 * hash does), so no key can reach outside the directory.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import {
  access,
  link,
  mkdir,
  readFile,
  readdir,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type BlockParts,
  type ByteRange,
  type ChunkInfo,
  type ObjectMeta,
  type StorageBackend,
  limitBytes,
} from './backend';
import { fail } from './protocol-error';

interface StoredMeta extends ObjectMeta {
  version: string;
  parts: number[];
}

const TRASH_GRACE_MS = 10 * 60 * 1000;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'ENOENT';
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

export class LocalBackend implements StorageBackend {
  private readonly blocks: string;
  private readonly objects: string;
  private readonly trash: string;

  constructor(readonly dir: string) {
    this.blocks = join(dir, 'blocks');
    this.objects = join(dir, 'objects');
    this.trash = join(dir, 'trash');
  }

  private blockDir(id: string): string {
    if (!/^[0-9a-f]{16,64}$/.test(id)) throw fail.badContext('invalid ctx');
    return join(this.blocks, id);
  }

  private objectDir(key: string): string {
    const hash = createHash('sha256').update(key).digest('hex');
    return join(this.objects, hash.slice(0, 2), hash);
  }

  async putChunk(
    id: string,
    offset: number,
    body: Readable,
    maxBytes: number,
    observe: (data: Buffer) => void,
  ): Promise<{ size: number } | 'exists'> {
    const dir = this.blockDir(id);
    await mkdir(dir, { recursive: true });
    const path = join(dir, String(offset));
    if (await exists(path)) return 'exists';
    // Received into a file of its own and linked under its name only when complete: a chunk
    // cut off mid-body is never seen, not even by its retry arriving before the cleanup.
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    const counter = limitBytes(maxBytes, observe, () =>
      fail.tooLarge(`the chunk is larger than the ${maxBytes} bytes left in its block`),
    );
    try {
      await pipeline(body, counter.pass, createWriteStream(partial, { flags: 'wx' }));
      await link(partial, path);
      return { size: counter.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
      throw error;
    } finally {
      await rm(partial, { force: true });
    }
  }

  async listChunks(id: string): Promise<ChunkInfo[]> {
    const dir = this.blockDir(id);
    let names: string[];
    try {
      names = await readdir(dir);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    const chunks = await Promise.all(
      names
        .filter((name) => /^\d+$/.test(name))
        .map(async (name) => ({ offset: Number(name), size: (await stat(join(dir, name))).size })),
    );
    return chunks.sort((a, b) => a.offset - b.offset);
  }

  async readChunk(id: string, offset: number): Promise<Readable> {
    return createReadStream(join(this.blockDir(id), String(offset)));
  }

  async deleteChunk(id: string, offset: number): Promise<void> {
    await rm(join(this.blockDir(id), String(offset)), { force: true });
  }

  async deleteBlock(id: string): Promise<void> {
    await rm(this.blockDir(id), { recursive: true, force: true });
  }

  async commitBlocks(meta: ObjectMeta, blocks: readonly BlockParts[]): Promise<void> {
    const { version, versionDir } = await this.newVersion(meta.key);
    const parts: number[] = [];
    for (const block of blocks) {
      for (const chunk of block.chunks) {
        await rename(
          join(this.blockDir(block.id), String(chunk.offset)),
          join(versionDir, String(parts.length)),
        );
        parts.push(chunk.size);
      }
    }
    await this.publish({ ...meta, version, parts });
    await Promise.all(blocks.map((block) => this.deleteBlock(block.id)));
  }

  async commitFile(meta: ObjectMeta, path: string): Promise<void> {
    const { version, versionDir } = await this.newVersion(meta.key);
    await rename(path, join(versionDir, '0'));
    await this.publish({ ...meta, version, parts: [meta.fsize] });
  }

  private async newVersion(key: string) {
    const version = randomBytes(8).toString('hex');
    const versionDir = join(this.objectDir(key), version);
    await mkdir(versionDir, { recursive: true });
    return { version, versionDir };
  }

  /** Switches the file to its new version atomically, then moves the old one to the trash. */
  private async publish(meta: StoredMeta): Promise<void> {
    const dir = this.objectDir(meta.key);
    const previous = await this.readMeta(meta.key);
    const temporary = join(dir, `meta.${randomBytes(6).toString('hex')}.tmp`);
    await writeFile(temporary, JSON.stringify(meta));
    await rename(temporary, join(dir, 'meta.json'));
    if (previous && previous.version !== meta.version) {
      await mkdir(this.trash, { recursive: true });
      await rename(
        join(dir, previous.version),
        join(this.trash, `${Date.now()}-${randomBytes(6).toString('hex')}`),
      ).catch(() => undefined);
    }
  }

  private async readMeta(key: string): Promise<StoredMeta | null> {
    try {
      const meta = JSON.parse(await readFile(join(this.objectDir(key), 'meta.json'), 'utf8'));
      return (meta as StoredMeta).key === key ? (meta as StoredMeta) : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectMeta | null> {
    const meta = await this.readMeta(key);
    if (!meta) return null;
    const { version: _version, parts: _parts, ...rest } = meta;
    return rest;
  }

  async read(key: string, range?: ByteRange): Promise<{ meta: ObjectMeta; body: Readable } | null> {
    const stored = await this.readMeta(key);
    if (!stored) return null;
    const dir = join(this.objectDir(key), stored.version);
    const start = range?.start ?? 0;
    const end = range?.end ?? stored.fsize - 1;
    const parts = stored.parts;
    async function* bytes(): AsyncGenerator<Buffer> {
      let position = 0;
      for (const [index, size] of parts.entries()) {
        const partStart = position;
        position += size;
        if (position <= start || size === 0) continue;
        if (partStart > end) break;
        yield* createReadStream(join(dir, String(index)), {
          start: Math.max(0, start - partStart),
          end: Math.min(size - 1, end - partStart),
        }) as AsyncIterable<Buffer>;
      }
    }
    const { version: _version, parts: _parts, ...meta } = stored;
    return { meta, body: Readable.from(bytes(), { objectMode: false }) };
  }

  async remove(key: string): Promise<void> {
    // Moved aside whole (the trash is swept later), so a read already streaming it finishes.
    await mkdir(this.trash, { recursive: true });
    await rename(
      this.objectDir(key),
      join(this.trash, `${Date.now()}-${randomBytes(6).toString('hex')}`),
    ).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  async sweep(nowMs: number, maxAgeMs: number): Promise<void> {
    const clean = async (dir: string, ageMs: number) => {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const name of names) {
        const path = join(dir, name);
        const info = await stat(path).catch(() => undefined);
        if (info && nowMs - info.mtimeMs > ageMs) await rm(path, { recursive: true, force: true });
      }
    };
    await clean(this.blocks, maxAgeMs);
    await clean(this.trash, TRASH_GRACE_MS);
  }
}

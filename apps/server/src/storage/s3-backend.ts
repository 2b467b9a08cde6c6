/**
 * Files in an S3-compatible bucket, for several server instances behind a load balancer:
 *
 *     <prefix>blocks/<id>/<offset>   chunks of unfinished blocks (created with If-None-Match,
 *                                    so a spent context can never write twice)
 *     <prefix>objects/<key>          finished files, one ordinary object each, with the qetag,
 *                                    file name and upload id as object metadata
 *
 * Finishing a file streams its chunks into one PUT (S3 cannot concatenate objects smaller than
 * 5 MiB server-side), so a single file is limited to S3's 5 GiB for one PUT.
 */
import { rm, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  type BlockParts,
  type ByteRange,
  type ChunkInfo,
  type ObjectMeta,
  type StorageBackend,
  limitBytes,
} from './backend';
import { fail } from './protocol-error';
import { S3Client } from './s3-client';
import type { S3Settings } from './settings';

export class S3Backend implements StorageBackend {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client(settings);
  }

  private blockPrefix(id: string): string {
    if (!/^[0-9a-f]{16,64}$/.test(id)) throw fail.badContext('invalid ctx');
    return `${this.settings.prefix}blocks/${id}/`;
  }

  private objectKey(key: string): string {
    return `${this.settings.prefix}objects/${key}`;
  }

  async putChunk(
    id: string,
    offset: number,
    body: Readable,
    maxBytes: number,
    observe: (data: Buffer) => void,
  ): Promise<{ size: number } | 'exists'> {
    // Chunks are at most 4 MiB: read one into memory to send it with its length and hash.
    const counter = limitBytes(maxBytes, observe, () =>
      fail.tooLarge(`the chunk is larger than the ${maxBytes} bytes left in its block`),
    );
    const pieces: Buffer[] = [];
    for await (const piece of counter.pass(body)) pieces.push(piece);
    const answer = await this.client.call(
      {
        method: 'PUT',
        key: `${this.blockPrefix(id)}${offset}`,
        headers: { 'if-none-match': '*', 'content-type': 'application/octet-stream' },
        body: Buffer.concat(pieces),
      },
      [412],
    );
    return answer.status === 412 ? 'exists' : { size: counter.size };
  }

  async listChunks(id: string): Promise<ChunkInfo[]> {
    const prefix = this.blockPrefix(id);
    const items = await this.client.list(prefix);
    return items
      .map((item) => ({ offset: Number(item.key.slice(prefix.length)), size: item.size }))
      .filter((chunk) => Number.isSafeInteger(chunk.offset))
      .sort((a, b) => a.offset - b.offset);
  }

  async readChunk(id: string, offset: number): Promise<Readable> {
    const answer = await this.client.send({
      method: 'GET',
      key: `${this.blockPrefix(id)}${offset}`,
    });
    if (answer.status !== 200) {
      answer.body.resume();
      throw fail.badContext('the block data is gone');
    }
    return answer.body;
  }

  async deleteChunk(id: string, offset: number): Promise<void> {
    await this.client.call({ method: 'DELETE', key: `${this.blockPrefix(id)}${offset}` }, [404]);
  }

  async deleteBlock(id: string): Promise<void> {
    for (const item of await this.client.list(this.blockPrefix(id))) {
      await this.client.call({ method: 'DELETE', key: item.key }, [404]);
    }
  }

  private metaHeaders(meta: ObjectMeta): Record<string, string> {
    return {
      'content-type': meta.mimeType || 'application/octet-stream',
      'x-amz-meta-qetag': meta.hash,
      'x-amz-meta-fname': encodeURIComponent(meta.fname),
      'x-amz-meta-upload-id': meta.uploadId,
      'x-amz-meta-put-time': String(meta.putTime),
    };
  }

  async commitBlocks(meta: ObjectMeta, blocks: readonly BlockParts[]): Promise<void> {
    const readChunk = (id: string, offset: number) => this.readChunk(id, offset);
    async function* bytes(): AsyncGenerator<Buffer> {
      for (const block of blocks) {
        for (const chunk of block.chunks) {
          yield* (await readChunk(block.id, chunk.offset)) as AsyncIterable<Buffer>;
        }
      }
    }
    await this.client.call({
      method: 'PUT',
      key: this.objectKey(meta.key),
      headers: this.metaHeaders(meta),
      body: Readable.from(bytes(), { objectMode: false }),
      contentLength: meta.fsize,
    });
    for (const block of blocks) await this.deleteBlock(block.id);
  }

  async commitFile(meta: ObjectMeta, path: string): Promise<void> {
    const { size } = await stat(path);
    await this.client.call({
      method: 'PUT',
      key: this.objectKey(meta.key),
      headers: this.metaHeaders(meta),
      body: createReadStream(path),
      contentLength: size,
    });
    await rm(path, { force: true });
  }

  private metaOf(key: string, headers: Record<string, string | string[] | undefined>): ObjectMeta {
    const one = (name: string) => {
      const value = headers[name];
      return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
    };
    let fname = one('x-amz-meta-fname');
    try {
      fname = decodeURIComponent(fname);
    } catch {
      // Written by another tool: keep the text as it is.
    }
    return {
      key,
      fsize: Number(one('content-length') || 0),
      hash: one('x-amz-meta-qetag'),
      mimeType: one('content-type'),
      fname,
      putTime: Number(one('x-amz-meta-put-time')) || Date.parse(one('last-modified')) || 0,
      uploadId: one('x-amz-meta-upload-id'),
    };
  }

  async head(key: string): Promise<ObjectMeta | null> {
    const answer = await this.client.call({ method: 'HEAD', key: this.objectKey(key) }, [404]);
    return answer.status === 404 ? null : this.metaOf(key, answer.headers);
  }

  async read(key: string, range?: ByteRange): Promise<{ meta: ObjectMeta; body: Readable } | null> {
    const meta = await this.head(key);
    if (!meta) return null;
    const answer = await this.client.send({
      method: 'GET',
      key: this.objectKey(key),
      headers: range ? { range: `bytes=${range.start}-${range.end}` } : {},
    });
    if (answer.status === 404) {
      answer.body.resume();
      return null;
    }
    if (answer.status !== 200 && answer.status !== 206) {
      answer.body.resume();
      throw new Error(`S3 GET ${key} answered ${answer.status}`);
    }
    return { meta, body: answer.body };
  }

  async remove(key: string): Promise<void> {
    await this.client.call({ method: 'DELETE', key: this.objectKey(key) }, [404]);
  }

  async sweep(nowMs: number, maxAgeMs: number): Promise<void> {
    for (const item of await this.client.list(`${this.settings.prefix}blocks/`)) {
      if (nowMs - item.lastModified > maxAgeMs) {
        await this.client.call({ method: 'DELETE', key: item.key }, [404]);
      }
    }
  }
}

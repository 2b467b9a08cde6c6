/**
 * The baseline client: one HTTP PUT whose body is a stream, sent with `node:http` (no chunks,
 * no retries, no hashing), as fast as the connection and the server take it.
 */
import { request } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export async function rawPut(url: string, body: Readable, size: number): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const put = request(
      url,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(size) },
      },
      (response) => {
        const pieces: Buffer[] = [];
        response.on('data', (piece: Buffer) => pieces.push(piece));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(pieces).toString('utf8');
          if (response.statusCode === 200) resolve(text);
          else reject(new Error(`PUT ${url} answered HTTP ${response.statusCode}: ${text}`));
        });
      },
    );
    pipeline(body, put).catch(reject);
  });
}

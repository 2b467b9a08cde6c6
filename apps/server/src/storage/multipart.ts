/**
 * Reads a multipart upload (form upload, direct upload) without holding the file in memory:
 * text fields are collected, the `file` part streams to a temporary file while its qetag,
 * CRC32 and size are computed. Fields may come before or after the file (qiniu-js sends the
 * file first, before the token), which is why the file lands in a temporary place and is only
 * published once the fields have been checked.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { limitBytes } from './backend';
import { Crc32, QetagHasher } from './digests';
import { text } from '../i18n/text';
import { fail } from './protocol-error';

export interface ReceivedFile {
  path: string;
  size: number;
  hash: string;
  crc32: number;
  filename: string;
  mimetype: string;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  file: ReceivedFile | undefined;
  /** Removes the temporary file (when it was not published). */
  discard(): Promise<void>;
}

const MAX_FIELDS = 200;
const MAX_FIELD_BYTES = 64 * 1024;

export async function receiveMultipart(
  request: FastifyRequest,
  tmpDir: string,
  fileLimit: number,
): Promise<ReceivedForm> {
  if (!request.isMultipart()) throw fail.badRequest(text('upload.sendMultipart'));
  await mkdir(tmpDir, { recursive: true });
  const fields: Record<string, string> = {};
  let file: ReceivedFile | undefined;
  const temporary: string[] = [];
  const discard = async () => {
    await Promise.all(temporary.map((path) => rm(path, { force: true })));
  };
  try {
    const parts = request.parts({
      limits: { fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, files: 1, fileSize: fileLimit + 1 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated)
          throw fail.badRequest(text('upload.fieldTooLong', { name: part.fieldname }));
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      const path = join(tmpDir, `upload-${randomBytes(10).toString('hex')}`);
      temporary.push(path);
      const qetag = new QetagHasher();
      const crc = new Crc32();
      const counter = limitBytes(
        fileLimit,
        (piece) => {
          qetag.update(piece);
          crc.update(piece);
        },
        () => fail.tooLarge(`the file is larger than ${fileLimit} bytes`),
      );
      await pipeline(part.file, counter.pass, createWriteStream(path));
      file = {
        path,
        size: counter.size,
        hash: qetag.digest(),
        crc32: crc.digest(),
        filename: part.filename,
        mimetype: part.mimetype,
      };
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, file, discard };
}

/**
 * The Qiniu-compatible storage protocol under `/storage` (see `STORAGE_PATHS`): host lookup,
 * form upload, `mkblk`/`bput`/`mkfile`, the usage log and downloads. Every answer carries
 * `X-Reqid` and the CORS headers browsers need to read it; failures are `{ error }` bodies
 * with Qiniu's status codes, not the platform envelope.
 */
import { STORAGE_PATHS } from '@org/api-contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { makeBlock, putChunk } from './blocks';
import { download } from './download';
import { finishFormUpload, makeFile } from './files';
import { receiveMultipart } from './multipart';
import { fail, installProtocolErrors } from './protocol-error';
import type { StorageCore } from './storage-core';
import { checkUploadToken, tokenOfHeader } from './up-token';

/** Largest `mkfile` body: one context (< 200 bytes) per 4 MiB block of the largest file. */
const MKFILE_BODY_LIMIT = 4 * 1024 * 1024;
const LOG_BODY_LIMIT = 64 * 1024;
const ALLOWED_HEADERS = 'Authorization, Content-Type, Content-MD5, X-Reqid, X-Token';

/** `host:port/storage`: the upload host as the lookup answers it (no scheme, like Qiniu's). */
function bareHost(request: FastifyRequest, base: string): string {
  return `${request.host}${base}`;
}

/** The upload host as a URL, named in `mkblk`/`bput` answers. */
function hostUrl(request: FastifyRequest, base: string): string {
  return `${request.protocol}://${request.host}${base}`;
}

function contentLength(request: FastifyRequest): number | undefined {
  const value = request.headers['content-length'];
  return value === undefined || !/^\d+$/.test(value) ? undefined : Number(value);
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function textOf(body: unknown, limit: number): Promise<string> {
  if (typeof body === 'string') return body;
  if (body === undefined || body === null) return '';
  if (typeof (body as Readable).read === 'function') {
    const pieces: Buffer[] = [];
    let size = 0;
    for await (const piece of body as Readable) {
      size += (piece as Buffer).length;
      if (size > limit) throw fail.tooLarge('request entity too large');
      pieces.push(piece as Buffer);
    }
    return Buffer.concat(pieces).toString('utf8');
  }
  throw fail.badRequest('send the body as text/plain');
}

function streamOf(body: unknown): Readable {
  if (body && typeof (body as Readable).pipe === 'function') return body as Readable;
  throw fail.badRequest('send the chunk as application/octet-stream');
}

export async function protocolRoutes(
  app: FastifyInstance,
  options: { core: StorageCore; base: string },
) {
  const { core, base } = options;
  installProtocolErrors(app);

  // Bodies: chunks stream through untouched; mkfile and the usage log are short texts.
  app.removeContentTypeParser(['text/plain', 'application/x-www-form-urlencoded']);
  app.addContentTypeParser(
    ['text/plain', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: MKFILE_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) =>
    done(null, payload),
  );
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  await app.register(multipart, { throwFileSizeLimit: true });

  app.addHook('onRequest', async (request, reply) => {
    reply
      .header('x-reqid', request.id)
      .header('access-control-allow-origin', core.settings.corsOrigin)
      .header('access-control-expose-headers', 'X-Reqid, X-Log');
    if (core.settings.corsOrigin !== '*') reply.header('vary', 'Origin');
  });

  const preflight = async (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .status(204)
      .header('access-control-allow-methods', 'GET, HEAD, POST, PUT, OPTIONS')
      .header(
        'access-control-allow-headers',
        header(request, 'access-control-request-headers') ?? ALLOWED_HEADERS,
      )
      .header('access-control-max-age', '86400')
      .send();
  app.options('/', preflight);
  app.options('/*', preflight);

  const query = (request: FastifyRequest) => {
    const { ak, bucket } = request.query as { ak?: string; bucket?: string };
    if (ak !== core.settings.accessKey || bucket !== core.settings.bucket) {
      throw fail.noSuchEntry('no such entry: unknown access key or bucket');
    }
    return bareHost(request, base);
  };
  app.get(STORAGE_PATHS.queryV2, async (request) => {
    const host = query(request);
    const hosts = { main: [host], backup: [] };
    return {
      ttl: 3600,
      io: { src: { main: [host] } },
      up: {
        acc: hosts,
        src: hosts,
        old_acc: { main: [host], info: 'compatible to non-SNI device' },
        old_src: { main: [host], info: 'compatible to non-SNI device' },
      },
      uc: { acc: { main: [host] } },
      rs: { acc: { main: [host] } },
      rsf: { acc: { main: [host] } },
      api: { acc: { main: [host] } },
    };
  });
  app.get(STORAGE_PATHS.queryV4, async (request) => {
    const host = query(request);
    return {
      hosts: [
        {
          region: 'z0',
          ttl: 3600,
          up: { domains: [host], old: [] },
          io: { domains: [host], old: [] },
          io_src: { domains: [host] },
          s3: { region_alias: 'z0', domains: [] },
        },
      ],
    };
  });

  app.post(
    STORAGE_PATHS.form,
    { bodyLimit: core.settings.formLimit + 1024 * 1024 },
    async (request, reply) => {
      const form = await receiveMultipart(request, core.tmpDir, core.settings.formLimit);
      try {
        const text = await finishFormUpload(core, form);
        return reply.type('application/json; charset=utf-8').send(text);
      } catch (error) {
        await form.discard();
        throw error;
      }
    },
  );

  const chunkRequest = (request: FastifyRequest) => ({
    token: tokenOfHeader(request.headers.authorization),
    body: streamOf(request.body),
    contentLength: contentLength(request),
    contentMd5: header(request, 'content-md5'),
    host: hostUrl(request, base),
  });
  app.post(`${STORAGE_PATHS.mkblk}/:blockSize`, async (request) => {
    const { blockSize } = request.params as { blockSize: string };
    return makeBlock(core, blockSize, chunkRequest(request));
  });
  app.post(`${STORAGE_PATHS.bput}/:ctx/:offset`, async (request) => {
    const { ctx, offset } = request.params as { ctx: string; offset: string };
    return putChunk(core, ctx, offset, chunkRequest(request));
  });

  const mkfile = async (request: FastifyRequest, reply: FastifyReply) => {
    const params = request.params as { fileSize: string; '*'?: string };
    const text = await makeFile(core, {
      token: tokenOfHeader(request.headers.authorization),
      sizeText: params.fileSize,
      pairs: (params['*'] ?? '').replace(/^\/+/, ''),
      body: await textOf(request.body, MKFILE_BODY_LIMIT),
    });
    return reply.type('application/json; charset=utf-8').send(text);
  };
  app.post(`${STORAGE_PATHS.mkfile}/:fileSize`, mkfile);
  app.post(`${STORAGE_PATHS.mkfile}/:fileSize/*`, mkfile);

  app.post(STORAGE_PATHS.usageLog, { bodyLimit: LOG_BODY_LIMIT }, async (request) => {
    checkUploadToken(tokenOfHeader(request.headers.authorization), core.keys, core.nowSeconds());
    const line = (await textOf(request.body, LOG_BODY_LIMIT)).trim();
    request.log.info({ usageLog: line }, 'upload usage log');
    return {};
  });

  // Fastify answers HEAD with the GET route; `download` leaves the body out for it.
  app.get(`${STORAGE_PATHS.file}/*`, (request, reply) => download(core, request, reply));
}

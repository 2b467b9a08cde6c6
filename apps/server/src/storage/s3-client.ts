/**
 * A small S3 client over `node:http(s)`: object requests signed with AWS Signature Version 4
 * by `aws4fetch`, with streamed bodies and a known Content-Length (S3 refuses chunked uploads
 * without its own chunk signing, which this client avoids by sending streams as
 * `UNSIGNED-PAYLOAD`; buffers are sent with their SHA-256, which the store checks).
 */
import { AwsV4Signer } from 'aws4fetch';
import { createHash } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import type { S3Settings } from './settings';

const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';

/** Percent-encoding of a key segment: everything but `A-Z a-z 0-9 - _ . ~`. */
function encodeRfc3986(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export interface S3Call {
  method: 'GET' | 'PUT' | 'HEAD' | 'DELETE';
  /** Object key in the bucket ('' for bucket calls such as listing). */
  key: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A buffer (hashed into the signature) or a stream of `contentLength` bytes. */
  body?: Buffer | Readable;
  contentLength?: number;
}

export interface S3Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: IncomingMessage;
}

export class S3Error extends Error {
  override readonly name = 'S3Error';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class S3Client {
  constructor(private readonly settings: S3Settings) {}

  /** The headers to send: the given ones, the payload hash, the date and the signature. */
  private async sign(
    method: string,
    url: URL,
    headers: Record<string, string>,
    payloadHash: string,
  ): Promise<Record<string, string>> {
    const signer = new AwsV4Signer({
      method,
      url: url.toString(),
      headers: { ...headers, 'x-amz-content-sha256': payloadHash },
      accessKeyId: this.settings.accessKeyId,
      secretAccessKey: this.settings.secretAccessKey,
      service: 's3',
      region: this.settings.region,
    });
    const signed = await signer.sign();
    const result: Record<string, string> = {};
    signed.headers.forEach((value, name) => {
      result[name] = value;
    });
    return result;
  }

  url(key: string, query: Record<string, string> = {}): URL {
    const endpoint = new URL(this.settings.endpoint);
    const path = key.split('/').map(encodeRfc3986).join('/');
    const url = this.settings.pathStyle
      ? new URL(`${endpoint.origin}/${this.settings.bucket}${key === '' ? '/' : `/${path}`}`)
      : new URL(`${endpoint.protocol}//${this.settings.bucket}.${endpoint.host}/${path}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url;
  }

  async send(call: S3Call): Promise<S3Answer> {
    const url = this.url(call.key, call.query);
    const buffer = Buffer.isBuffer(call.body) ? call.body : undefined;
    const length = buffer ? buffer.length : call.contentLength;
    const headers = await this.sign(
      call.method,
      url,
      {
        ...call.headers,
        ...(length === undefined || call.method === 'GET' || call.method === 'HEAD'
          ? {}
          : { 'content-length': String(length) }),
      },
      call.body === undefined ? sha256Hex('') : buffer ? sha256Hex(buffer) : UNSIGNED_PAYLOAD,
    );
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = send(url, { method: call.method, headers }, (res) =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: res }),
      );
      req.on('error', reject);
      if (call.body === undefined) req.end();
      else if (buffer) req.end(buffer);
      else {
        const stream = call.body as Readable;
        stream.on('error', (error) => req.destroy(error));
        stream.pipe(req);
      }
    });
  }

  /** Sends a call and reads its whole answer; non-2xx answers (except `allow`) throw. */
  async call(
    call: S3Call,
    allow: readonly number[] = [],
  ): Promise<{ status: number; headers: S3Answer['headers']; text: string }> {
    const answer = await this.send(call);
    const chunks: Buffer[] = [];
    for await (const chunk of answer.body) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    if ((answer.status < 200 || answer.status >= 300) && !allow.includes(answer.status)) {
      throw new S3Error(
        answer.status,
        `S3 ${call.method} ${call.key || '/'} answered ${answer.status}: ${text.slice(0, 200)}`,
      );
    }
    return { status: answer.status, headers: answer.headers, text };
  }

  /** Keys and sizes under a prefix (ListObjectsV2, every page). */
  async list(prefix: string): Promise<{ key: string; size: number; lastModified: number }[]> {
    const found: { key: string; size: number; lastModified: number }[] = [];
    let token: string | undefined;
    do {
      const query: Record<string, string> = { 'list-type': '2', prefix };
      if (token) query['continuation-token'] = token;
      const { text } = await this.call({ method: 'GET', key: '', query });
      for (const match of text.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
        const item = match[1] ?? '';
        const key = /<Key>([\s\S]*?)<\/Key>/.exec(item)?.[1];
        if (key === undefined) continue;
        found.push({
          key: unescapeXml(key),
          size: Number(/<Size>(\d+)<\/Size>/.exec(item)?.[1] ?? 0),
          lastModified: Date.parse(/<LastModified>([^<]+)<\/LastModified>/.exec(item)?.[1] ?? ''),
        });
      }
      const truncated = /<IsTruncated>true<\/IsTruncated>/.test(text);
      token = truncated
        ? unescapeXml(/<NextContinuationToken>([^<]+)</.exec(text)?.[1] ?? '')
        : undefined;
    } while (token);
    return found;
  }
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

import { lookup as dnsLookup } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses a name may not lead to: this machine, link-local (the cloud metadata), nowhere. */
const FORBIDDEN = new BlockList();
FORBIDDEN.addSubnet('127.0.0.0', 8, 'ipv4');
FORBIDDEN.addSubnet('169.254.0.0', 16, 'ipv4');
FORBIDDEN.addSubnet('0.0.0.0', 8, 'ipv4');
FORBIDDEN.addAddress('::1', 'ipv6');
FORBIDDEN.addAddress('::', 'ipv6');
FORBIDDEN.addSubnet('fe80::', 10, 'ipv6');
FORBIDDEN.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');
FORBIDDEN.addSubnet('::ffff:169.254.0.0', 112, 'ipv6');

/** The most bytes of an answer kept. */
export const MAX_ANSWER_BYTES = 1024 * 1024;

/** A call refused before it was made, or one that failed. */
export class CallRefused extends Error {}

/** Whether `address` is one a host name may not lead to. */
export function forbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * A lookup that refuses a name leading to a forbidden address, at the moment of connecting (so
 * a name that changes its answer between a check and the call is caught). A server an
 * administrator registered by its address is taken as meant and not looked up at all.
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as { address: string; family: number }[];
    const bad = list.find((entry) => forbiddenAddress(entry.address));
    if (bad) {
      return callback(
        new CallRefused(`${hostname} leads to ${bad.address}, which no call may reach`),
        '',
        0,
      );
    }
    if (options.all) return callback(null, list as never, 0);
    const first = list[0];
    if (!first) return callback(new CallRefused(`${hostname} has no address`), '', 0);
    return callback(null, first.address, first.family);
  });
};

export interface HttpCall {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
}

export interface HttpAnswer {
  status: number;
  /** JSON when the answer says it is JSON (and parses), else text. */
  body: unknown;
}

/**
 * Calls a registered API server: no redirect is followed (a 3xx comes back as it is), a host
 * name that leads to this machine or to link-local addresses is refused when connecting, the
 * call stops at its timeout, and at most `MAX_ANSWER_BYTES` of the answer are read.
 */
export function callHttp(call: HttpCall): Promise<HttpAnswer> {
  const send = call.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      call.url,
      {
        method: call.method,
        headers: call.headers,
        timeout: call.timeoutMs,
        ...(isIP(call.url.hostname.replace(/^\[|\]$/g, '')) === 0 ? { lookup: guardedLookup } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) {
            request.destroy(new CallRefused(`the answer is larger than ${MAX_ANSWER_BYTES} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = text;
          if (/json/i.test(String(response.headers['content-type'] ?? ''))) {
            try {
              body = JSON.parse(text) as unknown;
            } catch {
              body = text;
            }
          }
          resolve({ status: response.statusCode ?? 0, body });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new CallRefused(`no answer within ${call.timeoutMs} ms`)),
    );
    request.on('error', reject);
    if (call.body !== undefined) request.write(call.body);
    request.end();
  });
}

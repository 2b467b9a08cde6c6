/**
 * Where to upload: explicit hosts (`uphost`) beat a region, which beats asking the API host
 * which hosts serve the token's access key and bucket (`GET /v2/query?ak=&bucket=`). Lookups
 * are cached for their `ttl`. A host that fails with a network loss or a gateway fault is
 * frozen for 20 seconds and the next one is tried (the same rule as qiniu-js 3).
 */
import { DEFAULT_API_HOST, REGIONS, type RegionId } from './constants';
import { UploadError } from './errors';
import { type SendContext, jsonObject, send } from './send';

export interface HostOptions {
  uphost?: string | readonly string[];
  region?: RegionId;
  useCdnDomain: boolean;
  upprotocol: 'http' | 'https';
  apiHost: string;
}

const FREEZE_MS = 20_000;
const FREEZE_STATUSES: ReadonlySet<number> = new Set([0, 502, 503, 504, 599]);
const lookups = new Map<string, { hosts: string[]; until: number }>();
const frozen = new Map<string, number>();

/** `host` as a URL without a trailing slash: bare host names get `protocol`. */
export function hostUrl(host: string, protocol: 'http' | 'https'): string {
  const trimmed = host.trim().replace(/\/+$/, '');
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `${protocol}://${trimmed}`;
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

function hostsOfAnswer(answer: Record<string, unknown>): string[] {
  const up = answer.up as Record<string, Record<string, unknown> | undefined> | undefined;
  const acc = up?.acc;
  const src = up?.src;
  return [
    ...strings(acc?.main),
    ...strings(acc?.backup),
    ...strings(src?.main),
    ...strings(src?.backup),
  ].filter((host, index, all) => all.indexOf(host) === index);
}

/** The upload hosts (as URLs) for a token's access key and bucket. */
export async function resolveUpHosts(
  options: HostOptions,
  accessKey: string,
  bucket: string,
  context: SendContext,
): Promise<string[]> {
  const explicit =
    typeof options.uphost === 'string' ? [options.uphost] : [...(options.uphost ?? [])];
  if (explicit.length > 0) return explicit.map((host) => hostUrl(host, options.upprotocol));
  if (options.region) {
    const region = REGIONS[options.region];
    return [hostUrl(options.useCdnDomain ? region.cdn : region.src, options.upprotocol)];
  }
  const api = hostUrl(options.apiHost || DEFAULT_API_HOST, options.upprotocol);
  const cacheKey = `${api} ${accessKey}@${bucket}`;
  const cached = lookups.get(cacheKey);
  if (cached && cached.until > context.now()) return cached.hosts;
  const query = `ak=${encodeURIComponent(accessKey)}&bucket=${encodeURIComponent(bucket)}`;
  const { hosts, ttl } = await send(context, {
    name: 'The upload host lookup',
    retryBadResponse: true,
    request: () => ({ method: 'GET', url: `${api}/v2/query?${query}` }),
    parse: (response) => {
      const answer = jsonObject(response, 'The upload host lookup');
      const found = hostsOfAnswer(answer);
      if (found.length === 0) {
        throw new UploadError('bad-response', 'The upload host lookup answered no upload host', {
          code: response.status,
          reqId: response.header('x-reqid') ?? '',
          data: answer,
        });
      }
      return { hosts: found, ttl: typeof answer.ttl === 'number' ? answer.ttl : 0 };
    },
  });
  const urls = hosts.map((host) => hostUrl(host, options.upprotocol));
  if (ttl > 0) lookups.set(cacheKey, { hosts: urls, until: context.now() + ttl * 1000 });
  return urls;
}

/** Upload hosts in order of preference, skipping frozen ones. */
export class HostPool {
  constructor(
    private readonly hosts: readonly string[],
    private readonly now: () => number,
  ) {
    if (hosts.length === 0) throw new RangeError('A host pool needs at least one host');
  }

  /** The first host that is not frozen, or the one that thaws soonest. */
  pick(): string {
    const time = this.now();
    let best = this.hosts[0] as string;
    let bestUntil = Number.POSITIVE_INFINITY;
    for (const host of this.hosts) {
      const until = frozen.get(host) ?? 0;
      if (until <= time) return host;
      if (until < bestUntil) {
        best = host;
        bestUntil = until;
      }
    }
    return best;
  }

  /** Freezes `host` after a failure with `status` that says the host itself is in trouble. */
  reportFailure(host: string, status: number): void {
    if (this.hosts.length > 1 && FREEZE_STATUSES.has(status)) {
      frozen.set(host, this.now() + FREEZE_MS);
    }
  }

  reportSuccess(host: string): void {
    frozen.delete(host);
  }
}

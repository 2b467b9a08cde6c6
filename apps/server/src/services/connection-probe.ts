import { BlockList, isIP } from 'node:net';
import type { AppContext } from '../context';
import { conflict } from '../http/api-error';
import { type Text, text } from '../i18n/text';

/**
 * Parameter listing the hosts the platform may call on an administrator's behalf (the API
 * servers' connection test, GitLab).
 */
export const OUTBOUND_ALLOW_PARAM = 'integration.outbound.allowedHosts';
/** The allow-list when the parameter is missing or empty: this machine only. */
export const DEFAULT_OUTBOUND_HOSTS = 'localhost, 127.0.0.1, ::1';

/** What the connection test calls. */
export interface ProbeTarget {
  url: URL;
  headers: Record<string, string>;
  timeoutMs: number;
}

/** What it learned: reachability, status and time, never the body. */
export interface ProbeResult {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  message: Text;
}

/** A connection test; the server's routes take one, so tests can pass their own. */
export type Probe = (target: ProbeTarget) => Promise<ProbeResult>;

function reason(error: unknown, timeoutMs: number): Text {
  const e = error as { name?: string; message?: string; cause?: { code?: string } };
  if (e.name === 'TimeoutError' || e.name === 'AbortError')
    return text('probe.timeout', { ms: timeoutMs });
  switch (e.cause?.code) {
    case 'ECONNREFUSED':
      return text('probe.refused');
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return text('probe.hostNotFound');
    case 'ECONNRESET':
      return text('probe.reset');
    default:
      return e.message === undefined
        ? text('probe.failed')
        : text('probe.error', { reason: e.message });
  }
}

/**
 * Calls the target with GET and reports the status and the time it took. Redirects are not
 * followed and the body is discarded, so the test tells nothing about the content of a host.
 */
export const httpProbe: Probe = async ({ url, headers, timeoutMs }) => {
  const started = performance.now();
  const elapsed = () => Math.max(0, Math.round(performance.now() - started));
  try {
    const response = await fetch(url, {
      method: 'GET',
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    const ok = response.status >= 200 && response.status < 400;
    return {
      ok,
      status: response.status,
      latencyMs: elapsed(),
      message: text('probe.status', { status: response.status }),
    };
  } catch (error) {
    return { ok: false, status: null, latencyMs: elapsed(), message: reason(error, timeoutMs) };
  }
};

/**
 * Whether the allow-list (entries separated by commas or spaces) admits `host`. An entry is
 * `*` (any host), a host name (`api.example.com`), a wildcard for the names below a domain
 * (`*.example.com`), an IP address, or a CIDR block (`10.0.0.0/8`). Host names are compared
 * as written: no name is resolved to decide.
 */
export function hostAllowed(host: string, allowList: string): boolean {
  const wanted = host.toLowerCase().replace(/^\[|\]$/g, '');
  const family = isIP(wanted);
  const list = allowList.trim() === '' ? DEFAULT_OUTBOUND_HOSTS : allowList;
  for (const raw of list.split(/[\s,]+/)) {
    const entry = raw.trim().toLowerCase();
    if (entry === '') continue;
    if (entry === '*') return true;
    if (entry.startsWith('*.')) {
      if (family === 0 && wanted.endsWith(entry.slice(1))) return true;
      continue;
    }
    const [address = '', prefix] = entry.split('/');
    const entryFamily = isIP(address);
    if (entryFamily === 0) {
      if (prefix === undefined && entry === wanted) return true;
      continue;
    }
    if (family !== entryFamily) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    const blocks = new BlockList();
    const bits = Number(prefix);
    if (prefix === undefined) blocks.addAddress(address, type);
    else if (Number.isInteger(bits) && bits >= 0 && bits <= (family === 4 ? 32 : 128)) {
      blocks.addSubnet(address, bits, type);
    } else continue;
    if (blocks.check(wanted, type)) return true;
  }
  return false;
}

/** Header names whose values are secrets (masked in answers). */
const SECRET_HEADER = /authorization|cookie|token|secret|passw|api[-_]?key|(^|-)key$/i;

export function isSecretHeader(name: string): boolean {
  return SECRET_HEADER.test(name);
}

/** Refuses (40009) a host outside the outbound allow-list, before anything is called. */
export async function checkOutboundHost(ctx: AppContext, host: string): Promise<void> {
  const allowList = await ctx.params.string(OUTBOUND_ALLOW_PARAM);
  if (!hostAllowed(host, allowList)) {
    throw conflict(text('probe.hostNotAllowed', { host, param: OUTBOUND_ALLOW_PARAM }));
  }
}

/**
 * The usage log of the Qiniu protocol: one comma-separated line per finished or failed upload,
 * posted to `/log/3` with the upload token. It is sent after the outcome is known and nothing
 * waits for it; it is retried up to three times and every failure is swallowed, so it can
 * never break or delay an upload (uplog failures broke uploads in qiniu-js 2.x). An aborted
 * upload sends nothing: after an abort no request at all leaves.
 */
import { UPLOAD_DEFAULTS } from './constants';
import type { Transport } from './transport';

export interface UsageEntry {
  /** HTTP status of the outcome: 200, or the error's code (0 without an answer). */
  code: number;
  reqId: string;
  /** The upload host URL. */
  host: string;
  /** Milliseconds the upload took. */
  durationMs: number;
  /** When it started (ms since the epoch). */
  startedAt: number;
  bytesSent: number;
  size: number;
}

/** The log line: code, reqId, host, remote IP (unknown), port, seconds, start, bytes, type, size. */
export function usageLine(entry: UsageEntry): string {
  let hostname = entry.host;
  let port = '';
  try {
    const url = new URL(entry.host);
    hostname = url.hostname;
    port = url.port || (url.protocol === 'https:' ? '443' : '80');
  } catch {
    // Not a URL: keep it as it is, without a port.
  }
  return [
    entry.code,
    entry.reqId,
    hostname,
    '',
    port,
    (entry.durationMs / 1000).toFixed(3),
    Math.floor(entry.startedAt / 1000),
    entry.bytesSent,
    'jssdk-h5',
    entry.size,
  ].join(',');
}

export interface UsageLogTarget {
  url: string;
  token: string;
  transport: Transport;
}

/** Posts the line in the background; answers the promise of the attempts for tests to await. */
export function sendUsageLog(target: UsageLogTarget, entry: UsageEntry): Promise<boolean> {
  const body = usageLine(entry);
  const attempt = async (left: number): Promise<boolean> => {
    try {
      const response = await target.transport({
        method: 'POST',
        url: target.url,
        headers: {
          Authorization: `UpToken ${target.token}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body,
      });
      if (response.status === 200) return true;
    } catch {
      // Network trouble: try again below.
    }
    return left > 0 ? attempt(left - 1) : false;
  };
  return attempt(UPLOAD_DEFAULTS.logRetryCount).catch(() => false);
}

/**
 * The upload token of one upload: a fixed string, or a provider that is asked again when the
 * server answers 401 (issue #697 of qiniu-js: long uploads outlived their token) or when the
 * token's deadline is less than a minute away. Concurrent requests that fail together cause
 * one refresh, not one each.
 */
import { UploadError } from './errors';
import { parseUploadToken, type UploadToken } from './token';

/** Answers a fresh upload token (from the application's server). */
export type TokenProvider = () => string | Promise<string>;

const DEADLINE_MARGIN_MS = 60_000;

export class TokenSource {
  private latest: string | undefined;
  private parsed: UploadToken | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly given: string | TokenProvider,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when a 401 can be answered with a new token. */
  get refreshable(): boolean {
    return typeof this.given === 'function';
  }

  /** The token to send now. */
  async current(): Promise<string> {
    if (this.pending) return this.pending;
    if (this.latest === undefined) return this.fetch();
    const deadline = this.parsed?.policy.deadline;
    if (
      this.refreshable &&
      deadline !== undefined &&
      deadline * 1000 - this.now() < DEADLINE_MARGIN_MS
    ) {
      return this.fetch();
    }
    return this.latest;
  }

  /** The access key, bucket and key of the current token. */
  async details(): Promise<UploadToken> {
    await this.current();
    return this.parsed as UploadToken;
  }

  /**
   * A new token after `stale` was refused. When another request already replaced `stale`,
   * that newer token is answered without asking again. Null when no provider is given or it
   * answers the refused token again.
   */
  async refresh(stale: string): Promise<string | null> {
    if (!this.refreshable) return null;
    if (this.pending) return this.pending;
    if (this.latest !== undefined && this.latest !== stale) return this.latest;
    const fresh = await this.fetch();
    return fresh === stale ? null : fresh;
  }

  private fetch(): Promise<string> {
    const task = (async () => {
      const value = typeof this.given === 'function' ? await this.given() : (this.given as string);
      if (typeof value !== 'string' || value === '') {
        throw new UploadError('invalid-token', 'Invalid upload token: it is empty');
      }
      this.parsed = parseUploadToken(value);
      this.latest = value;
      return value;
    })();
    this.pending = task;
    const clear = () => {
      if (this.pending === task) this.pending = undefined;
    };
    task.then(clear, clear);
    return task;
  }
}

import { type Db, type ViewEngine, ViewTimeoutError } from './types';

/** How long past its limit a PostgreSQL run may take before its answer is given up. */
const GRACE_MS = 500;

/**
 * Where data views run on PostgreSQL: on the server's own pool, where the statement runs in
 * another process and `statement_timeout` stops it (the runner sets it to the time left before
 * every statement of a run). At most `slots` runs at once, so views never hold every pooled
 * connection and sign-ins and lists keep theirs. Should the server not stop a statement in
 * time, the answer is given up shortly after the limit all the same.
 */
export class PoolViewEngine implements ViewEngine {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly slots: number,
  ) {}

  async run<T>(timeoutMs: number, task: (db: Db, deadline: number) => Promise<T>): Promise<T> {
    const started = performance.now();
    await this.acquire();
    try {
      // Time spent waiting for a slot counts: the caller's answer is due by the limit.
      const left = Math.max(1, timeoutMs - (performance.now() - started));
      const deadline = performance.now() + left;
      let timer: NodeJS.Timeout | undefined;
      const givenUp = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new ViewTimeoutError(timeoutMs)), left + GRACE_MS);
      });
      try {
        return await Promise.race([task(this.db, deadline), givenUp]);
      } finally {
        clearTimeout(timer);
      }
    } finally {
      this.release();
    }
  }

  async close(): Promise<void> {
    // Runs end with their statements; the pool's close waits for them.
  }

  private acquire(): Promise<void> {
    if (this.running < this.slots) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

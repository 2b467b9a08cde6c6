/** Where a failed write is reported (the request's logger). */
export interface Reporter {
  warn(details: object, message: string): void;
}

/** Entries waiting to be written; beyond this many (the database is down) new ones are dropped. */
const MAX_PENDING = 5000;
/** Rows per insert statement. */
const BATCH = 500;

/**
 * Writes log rows after the answers: `record` only queues the row, and the queue is written in
 * one insert on a later turn of the event loop, so recording neither slows nor breaks a
 * request. A failed write is logged (with the request's logger), never answered. `flush` waits
 * for what is queued (a log's own page reads its writes; the server's close).
 */
export class QueuedWriter<Row> {
  private queue: { row: Row; report: Reporter }[] = [];
  private tail: Promise<void> = Promise.resolve();
  private scheduled = false;
  private dropped = 0;

  constructor(
    /** What the rows are, for the warnings: "operation log". */
    private readonly what: string,
    private readonly insert: (rows: Row[]) => Promise<unknown>,
  ) {}

  record(row: Row, report: Reporter): void {
    if (this.queue.length >= MAX_PENDING) {
      this.dropped += 1;
      return;
    }
    this.queue.push({ row, report });
    if (this.scheduled) return;
    this.scheduled = true;
    this.tail = this.tail
      .then(() => new Promise<void>((done) => setImmediate(done)))
      .then(() => this.write());
  }

  /** Resolves when every row queued so far is written (or its write has failed). */
  flush(): Promise<void> {
    return this.tail;
  }

  private async write(): Promise<void> {
    this.scheduled = false;
    const entries = this.queue.splice(0, this.queue.length);
    const dropped = this.dropped;
    this.dropped = 0;
    for (let start = 0; start < entries.length; start += BATCH) {
      const chunk = entries.slice(start, start + BATCH);
      try {
        await this.insert(chunk.map((entry) => entry.row));
      } catch (error) {
        chunk[0]?.report.warn(
          { err: error, entries: chunk.length },
          `${this.what}: entries not written`,
        );
      }
    }
    if (dropped > 0) {
      entries[0]?.report.warn({ entries: dropped }, `${this.what}: entries dropped (queue full)`);
    }
  }
}

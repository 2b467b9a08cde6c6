import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';
import { poolTextRows } from './text-rows';
import type { DatabaseHandle, Db, ListenHandlers } from './types';
import { PoolViewEngine } from './view-pool';

/** Key of the advisory lock held while an instance migrates and seeds. */
const STARTUP_LOCK_KEY = 7_311_025_001;
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 30_000;

export interface PostgresOptions {
  url: string;
  poolSize: number;
  /** Receives connection problems of the listening connection. */
  onError?: (error: Error) => void;
}

/** Opens a PostgreSQL server through a node-postgres pool. */
export async function openPostgres(
  options: PostgresOptions,
): Promise<DatabaseHandle & { pool: pg.Pool }> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    application_name: 'org-platform-server',
  });
  pool.on('error', (error) => options.onError?.(error));
  // Fail now, with the connection error, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const listeners = new Set<ListenerConnection>();
  let closed = false;

  return {
    kind: 'postgres',
    db,
    pool,
    // Two connections stay free of views whatever they do.
    views: new PoolViewEngine(db, Math.max(1, options.poolSize - 2)),
    async listen(channel, handlers) {
      const listener = new ListenerConnection(options, channel, handlers);
      listeners.add(listener);
      await listener.start();
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async withStartupLock(task) {
      // Its own connection, outside the pool: the task needs the pool's connections.
      const client = new pg.Client({ connectionString: options.url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await task();
      } finally {
        // Ending the connection releases the lock too.
        await client.end();
      }
    },
    async ping() {
      await pool.query('select 1');
    },
    textRows: (query) => poolTextRows(pool, query),
    async jobSql(text, values) {
      // Several statements in one string answer one result each: the last one counts.
      const answer: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
      const last = Array.isArray(answer) ? answer.at(-1) : answer;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

/**
 * A dedicated connection that LISTENs on one channel and reconnects with back-off when it is
 * lost, reporting both events through `onReset` (notifications may have been missed).
 */
class ListenerConnection {
  private client: pg.Client | undefined;
  private stopped = false;
  private delay = RECONNECT_MIN_MS;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: PostgresOptions,
    private readonly channel: string,
    private readonly handlers: ListenHandlers,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.url,
      application_name: 'org-platform-listener',
    });
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handlers.onMessage(message.payload ?? '');
    });
    client.on('error', (error) => {
      this.options.onError?.(error);
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    this.client = client;
    this.delay = RECONNECT_MIN_MS;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client || this.stopped) return;
    this.client = undefined;
    this.handlers.onReset(false);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.start().then(
        () => this.handlers.onReset(true),
        (error: unknown) => {
          this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
          this.delay = Math.min(this.delay * 2, RECONNECT_MAX_MS);
          this.scheduleReconnect();
        },
      );
    }, this.delay);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }
}

import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Unlisten } from '../db/types';

/** The notification channel on which instances tell each other what changed. */
export const INVALIDATION_CHANNEL = 'platform_invalidate';

/**
 * Topics of invalidation messages. A message is the topic, optionally followed by `:` and a
 * key (`session:3f2a…`). Database triggers (migration `0001_cache_invalidation`) send them
 * whenever the tables behind a topic change.
 */
export const TOPICS = Object.freeze({
  /** Dictionaries or their items changed (`sys_dict`, `sys_dict_item`). */
  dicts: 'dicts',
  /** System parameters changed (`sys_param`). */
  params: 'params',
  /** Roles, resources, grants, groups or memberships changed. */
  grants: 'grants',
  /** Users (name, avatar, status, deletion) or organisations changed. */
  users: 'users',
  /** One session ended (key: the token hash). */
  session: 'session',
});

type Handler = (key: string | undefined) => void;

/**
 * Keeps the in-memory caches of every instance honest. Database triggers `NOTIFY` every
 * change of a cached table on the shared database when it commits; each instance (this one
 * included) drops what the change makes stale. While the listening connection is down,
 * `healthy` is false and the caches stop serving (they read through to the database) until it
 * is back.
 */
export class InvalidationBus {
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly resetHandlers = new Set<() => void>();
  private unlisten: Unlisten | undefined;
  private connected = false;

  constructor(private readonly database: DatabaseHandle) {}

  /** True while notifications from other instances are being received. */
  get healthy(): boolean {
    return this.connected;
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(INVALIDATION_CHANNEL, {
      onMessage: (payload) => this.dispatch(payload),
      onReset: (connected) => {
        this.connected = connected;
        for (const handler of this.resetHandlers) handler();
      },
    });
    this.connected = true;
  }

  async stop(): Promise<void> {
    this.connected = false;
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.();
  }

  /** Calls `handler` for every message of `topic` (with the message's key, if any). */
  on(topic: string, handler: Handler): void {
    let set = this.handlers.get(topic);
    if (!set) this.handlers.set(topic, (set = new Set()));
    set.add(handler);
  }

  /** Calls `handler` when messages may have been missed (the caches must drop everything). */
  onReset(handler: () => void): void {
    this.resetHandlers.add(handler);
  }

  /**
   * Drops this instance's copies at once, after a change it made has committed. The other
   * instances hear of the change from the table's trigger (and so does this one, a moment
   * later); calling this only saves the caller from reading its own stale copy meanwhile.
   */
  invalidate(topic: string, key?: string): void {
    this.dispatch(key === undefined ? topic : `${topic}:${key}`);
  }

  /**
   * Announces a change of something no trigger watches (a cache of your own): this instance
   * forgets at once, the others when the notification reaches them.
   */
  async publish(topic: string, key?: string): Promise<void> {
    const payload = key === undefined ? topic : `${topic}:${key}`;
    this.dispatch(payload);
    await this.database.db.execute(sqlNotify(payload));
  }

  private dispatch(payload: string): void {
    const colon = payload.indexOf(':');
    const topic = colon < 0 ? payload : payload.slice(0, colon);
    const key = colon < 0 ? undefined : payload.slice(colon + 1);
    for (const handler of this.handlers.get(topic) ?? []) handler(key);
  }
}

/** The payload is bound as a parameter, never spliced into the statement. */
function sqlNotify(payload: string) {
  return sql`select pg_notify(${INVALIDATION_CHANNEL}, ${payload})`;
}

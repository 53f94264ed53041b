import pg from "pg";

/**
 * Rows kept in a process's memory between requests (the session behind an access token with its
 * user; a resume's head) and how they are dropped the moment they change, in every process.
 *
 * PostgreSQL tells: triggers on `sessions`, `users` and `resumes` (migration 0009) send
 * `pg_notify('sira_changes', 'u:<user id>' | 'r:<resume id>')` for every row updated or deleted,
 * whatever statement, code path or process wrote it (sign-out, revoke, rotation, password or 2FA
 * change, account deletion with its cascades, an autosave, an operator's SQL). Each process
 * LISTENs on its own connection and drops what a notification names. A notification is sent when
 * the writing transaction commits; a process that wrote and answers right after waits for its own
 * copy (`settle`), by which time PostgreSQL has handed it to every listening connection.
 *
 * Nothing is served from memory while the feed is not listening (not yet connected, the
 * connection lost, the triggers not migrated yet): every lookup then goes to the database, as
 * without a cache. A row read from the database while a change to it was announced is not kept.
 * PGlite runs in one process and has no feed: lookups always read the database.
 */
export const changeChannel = "sira_changes";
/** The triggers of migration 0009: the feed serves nothing from memory until they all exist. */
const triggerNames = ["sessions_changed", "users_changed", "resumes_changed"];

/** Tag of a user's cached rows (its sessions with the user row). */
export const userTag = (userId: string) => `u:${userId}`;
/** Tag of a resume's cached head. */
export const resumeTag = (resumeId: string) => `r:${resumeId}`;

/** At most this many recent changes are remembered for fills in flight (then all are refused once). */
const rememberedChanges = 10_000;

export class ChangeFeed {
  /** Whether notifications are being received (only then may a cache answer). */
  live = false;
  /** Count of changes seen (and of losses of the connection), for fills in flight. */
  private seq = 0;
  /** The last change seen per tag. */
  private readonly recent = new Map<string, number>();
  /** Fills started before this count are refused (changes forgotten, connection lost). */
  private floor = 0;
  private readonly caches = new Set<TaggedCache<unknown>>();
  private readonly waiters = new Map<string, () => void>();
  private client: pg.Client | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  private nonce = 0;

  constructor(private readonly url: string) {}

  /** Connect and LISTEN; reconnects after a loss until `close`. */
  start(): void {
    void this.connect();
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.url, connectionTimeoutMillis: 10_000 });
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.goDark();
      client.end().catch(() => {});
      this.later(1000);
    };
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (message) => {
      if (message.channel === changeChannel && message.payload) this.changed(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${changeChannel}`);
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from pg_trigger where tgname = any($1)",
        [triggerNames],
      );
      if (this.client !== client) return;
      if (rows[0]!.n < triggerNames.length) {
        // Not migrated yet: look again soon, listening meanwhile.
        this.later(2000, client);
        return;
      }
      // Whatever was read before now is suspect: fills in flight are refused.
      this.floor = ++this.seq;
      this.live = true;
    } catch {
      lost();
    }
  }

  private later(ms: number, client?: pg.Client): void {
    if (this.closed) return;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => {
      if (client && this.client === client) {
        this.client = undefined;
        client.end().catch(() => {});
      }
      void this.connect();
    }, ms);
    this.retry.unref();
  }

  /** Stop serving from memory and forget everything kept. */
  private goDark(): void {
    this.live = false;
    this.floor = ++this.seq;
    for (const cache of this.caches) cache.clear();
    for (const wake of this.waiters.values()) wake();
    this.waiters.clear();
  }

  /** A notification: drop what it names (and wake a `settle` waiting for it). */
  changed(tag: string): void {
    const wake = this.waiters.get(tag);
    if (wake) {
      this.waiters.delete(tag);
      wake();
      return;
    }
    if (tag.startsWith("settle:")) return;
    this.seq++;
    this.recent.set(tag, this.seq);
    if (this.recent.size > rememberedChanges) {
      this.recent.clear();
      this.floor = this.seq;
    }
    for (const cache of this.caches) cache.drop(tag);
  }

  /** A mark to pass to `changedSince` once a read started now has returned. */
  mark(): number {
    return this.live ? this.seq : -1;
  }

  /** Whether a row read since `mark` may be stale (a change of one of its tags, or a loss, since). */
  changedSince(mark: number, tags: readonly string[]): boolean {
    if (!this.live || mark < this.floor) return true;
    return tags.some((tag) => (this.recent.get(tag) ?? 0) > mark);
  }

  /**
   * Wait until this process has received every change committed before the call (its own
   * notification comes back after them, and PostgreSQL has by then handed them to every
   * listening process). For writes whose effect the very next request must see elsewhere
   * (revoked sessions). Resolves at once without a feed; at most `timeoutMs`.
   */
  async settle(timeoutMs = 2000): Promise<void> {
    const client = this.client;
    if (!this.live || !client) return;
    const tag = `settle:${process.pid}:${++this.nonce}`;
    const received = new Promise<void>((resolve) => {
      this.waiters.set(tag, resolve);
      setTimeout(() => {
        this.waiters.delete(tag);
        resolve();
      }, timeoutMs).unref();
    });
    // Sent on the listening connection itself: its own notification comes back to it, after
    // every one committed before.
    try {
      await client.query("select pg_notify($1, $2)", [changeChannel, tag]);
    } catch {
      this.waiters.delete(tag);
      return;
    }
    await received;
  }

  register(cache: TaggedCache<unknown>): void {
    this.caches.add(cache);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    this.goDark();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => {});
  }
}

/**
 * A bounded map of rows kept while a change feed listens; each entry has tags (`userTag`,
 * `resumeTag`) and is dropped when one of them changes.
 */
export class TaggedCache<V> {
  private readonly entries = new Map<string, { value: V; tags: readonly string[] }>();
  private readonly byTag = new Map<string, Set<string>>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly max: number,
  ) {
    feed.register(this as TaggedCache<unknown>);
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    if (!this.feed.live) return undefined;
    return this.entries.get(key)?.value;
  }

  /**
   * The value of `key`, from memory or else from `load` (kept when found and not changed while
   * it was read).
   */
  async through(key: string, load: () => Promise<V | undefined>, tagsOf: (value: V) => string[]) {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const mark = this.feed.mark();
    const value = await load();
    if (value !== undefined && mark >= 0) {
      const tags = tagsOf(value);
      if (!this.feed.changedSince(mark, tags)) this.set(key, value, tags);
    }
    return value;
  }

  private set(key: string, value: V, tags: readonly string[]): void {
    this.delete(key);
    if (this.entries.size >= this.max) this.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.byTag.set(tag, keys);
      }
      keys.add(key);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }

  drop(tag: string): void {
    const keys = this.byTag.get(tag);
    if (!keys) return;
    for (const key of [...keys]) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.byTag.clear();
  }
}

/** Per database handle (client.ts's `Db`; any object here, so this file needs not import it). */
const feeds = new WeakMap<object, ChangeFeed>();

/** The change feed of a pooled PostgreSQL handle (none for PGlite or a transaction's handle). */
export function changeFeedOf(db: object): ChangeFeed | undefined {
  return feeds.get(db);
}

export function setChangeFeed(db: object, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** A cache per database handle with a feed (undefined without one: read the database each time). */
export function cachePerDb<V>(max: number): (db: object) => TaggedCache<V> | undefined {
  const made = new WeakMap<ChangeFeed, TaggedCache<V>>();
  return (db) => {
    const feed = feeds.get(db);
    if (!feed) return undefined;
    let cache = made.get(feed);
    if (!cache) {
      cache = new TaggedCache<V>(feed, max);
      made.set(feed, cache);
    }
    return cache;
  };
}

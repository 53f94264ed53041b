import type { Redis } from "ioredis";

/** A key's count in its window and how long until the window ends. */
export interface AttemptCount {
  count: number;
  /** Milliseconds until the count is forgotten (0 when there is none). */
  ttlMs: number;
}

/**
 * Counters in fixed windows: a key's window starts at its first count and lasts `windowMs`;
 * refusals and later counts do not extend it. Shared by every instance when Redis is set
 * (REDIS_URL), else kept in this process.
 */
export interface AttemptCounter {
  /** Count one more for `key` (atomically) and answer the new count. */
  add(key: string, windowMs: number): Promise<AttemptCount>;
  /** The current count of `key` (0 when its window is over or it was never counted). */
  get(key: string): Promise<AttemptCount>;
  /** Forget `key`. */
  clear(key: string): Promise<void>;
}

/** At most this many keys are held in memory; past it the oldest are forgotten first. */
const memoryCap = 100_000;

/** Counters in this process's memory (no Redis): expired keys are swept as keys are added. */
export function createMemoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = 10_000;
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const time = now();
    for (const [key, entry] of entries) if (entry.resetAt <= time) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size <= memoryCap) break;
      entries.delete(key);
    }
    sweepAt = Math.max(10_000, entries.size * 2);
  };
  return {
    async add(key, windowMs) {
      let entry = live(key);
      if (!entry) {
        entry = { count: 0, resetAt: now() + windowMs };
        entries.set(key, entry);
        if (entries.size >= sweepAt) sweep();
      }
      entry.count += 1;
      return { count: entry.count, ttlMs: entry.resetAt - now() };
    },
    async get(key) {
      const entry = live(key);
      return entry ? { count: entry.count, ttlMs: entry.resetAt - now() } : { count: 0, ttlMs: 0 };
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/** The results of a MULTI, each checked: a failed command fails the call. */
async function run(multi: ReturnType<Redis["multi"]>): Promise<unknown[]> {
  const results = await multi.exec();
  if (!results) throw new Error("Redis transaction aborted");
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}

/** Counters in Redis, shared by every instance (keys under `prefix`, expiring with their window). */
export function createRedisAttemptCounter(redis: Redis, prefix = "sira-auth:attempts:"): AttemptCounter {
  return {
    async add(key, windowMs) {
      const name = prefix + key;
      const [, count, ttl] = await run(
        redis.multi().set(name, "0", "PX", windowMs, "NX").incr(name).pttl(name),
      );
      return { count: Number(count), ttlMs: Number(ttl) > 0 ? Number(ttl) : windowMs };
    },
    async get(key) {
      const name = prefix + key;
      const [count, ttl] = await run(redis.multi().get(name).pttl(name));
      return { count: Number(count ?? 0), ttlMs: Math.max(0, Number(ttl)) };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}

import { randomUUID } from "node:crypto";
import net from "node:net";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import {
  type AttemptCounter,
  createMemoryAttemptCounter,
  createRedisAttemptCounter,
} from "./attempt-counter";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Whether a Redis server accepts a connection at `url` (the shared store needs one). */
async function isRedisReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => done(true));
  });
}

const hasRedis = await isRedisReachable(redisUrl);
const redis = hasRedis ? new Redis(redisUrl) : undefined;
afterAll(async () => void (await redis?.quit()));

const stores: [string, boolean, () => AttemptCounter][] = [
  ["in memory", true, () => createMemoryAttemptCounter()],
  ["in Redis", hasRedis, () => createRedisAttemptCounter(redis as Redis, `sira-test:${randomUUID()}:`)],
];

describe.each(stores)("attempt counter %s", (_name, available, make) => {
  it.skipIf(!available)("counts in a window that starts at the first count and is not extended", async () => {
    const counter = make();
    expect(await counter.get("k")).toEqual({ count: 0, ttlMs: 0 });
    const first = await counter.add("k", 60_000);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(55_000);
    const counts = await Promise.all(Array.from({ length: 9 }, () => counter.add("k", 120_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const now = await counter.get("k");
    expect(now.count).toBe(10);
    expect(now.ttlMs).toBeLessThanOrEqual(60_000);
    expect((await counter.get("other")).count).toBe(0);
    await counter.clear("k");
    expect((await counter.get("k")).count).toBe(0);
  });

  it.skipIf(!available)("forgets a count when its window is over", async () => {
    const counter = make();
    await counter.add("short", 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await counter.get("short")).count).toBe(0);
    expect((await counter.add("short", 60_000)).count).toBe(1);
  });
});

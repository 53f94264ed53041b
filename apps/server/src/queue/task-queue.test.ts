import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../test/helpers/test-app";
import type { Database } from "../db/client";
import { createTaskQueue, type TaskQueue } from "./task-queue";

let database: Database;
let drop: () => Promise<void>;
const queues: TaskQueue[] = [];

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db.execute(
    sql`create table task_effects (run_id text not null, attempt int not null, kind text not null)`,
  );
});
afterAll(async () => {
  for (const queue of queues) await queue.stop(1000);
  await drop();
});

/** A queue on the test database that looks for work often and fails lost runs over quickly. */
function newQueue(): TaskQueue {
  const queue = createTaskQueue(database, { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 });
  queues.push(queue);
  return queue;
}

async function until(check: () => Promise<boolean>, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function effects(kind?: string) {
  const result = await database.db.execute<{ run_id: string; attempt: number; kind: string }>(
    kind
      ? sql`select run_id, attempt, kind from task_effects where kind = ${kind}`
      : sql`select run_id, attempt, kind from task_effects`,
  );
  return (result as unknown as { rows: { run_id: string; attempt: number; kind: string }[] }).rows;
}

describe("durable task queue", () => {
  it("retries a failing task with backoff, then stops and reports the reason", async () => {
    const queue = newQueue();
    let calls = 0;
    queue.registerTask({
      name: "test.flaky",
      retry: { limit: 2, delaySeconds: 1, backoff: true },
      handler: async () => {
        calls++;
        throw new Error("the board answered 503");
      },
    });
    await queue.start({ work: true });
    const id = await queue.enqueue("test.flaky", { feed: "a" });
    await until(async () => (await queue.status()).failed.some((f) => f.id === id));
    const status = await queue.status();
    const failed = status.failed.find((f) => f.id === id)!;
    expect(failed).toMatchObject({ task: "test.flaky", attempts: 3, reason: "the board answered 503" });
    expect(calls).toBe(3);
    // Given up for good: no further attempt arrives.
    await new Promise((r) => setTimeout(r, 2500));
    expect(calls).toBe(3);
    expect(status.pending.find((p) => p.task === "test.flaky")).toBeUndefined();
    // The stored policy is the task's: exponential backoff between the attempts.
    const stored = await database.sql.executeSql(
      "select retry_limit, retry_delay, retry_backoff from pgboss.queue where name = $1",
      ["test.flaky"],
    );
    expect(stored.rows[0]).toEqual({ retry_limit: 2, retry_delay: 1, retry_backoff: true });
    await queue.stop(1000);
  });

  it("a run cut short by a restart is picked up by the next worker and completes once", async () => {
    const task = "test.refresh";
    const hang = new Promise<never>(() => {});
    // First process: starts the run, records that it started, then never finishes (killed mid-run).
    const first = newQueue();
    first.registerTask<{ feed: string }>({
      name: task,
      expireInSeconds: 2,
      retry: { limit: 3, delaySeconds: 1 },
      handler: async (_data, run) => {
        await database.db.execute(
          sql`insert into task_effects values (${run.id}, ${run.attempt}, 'started')`,
        );
        return hang;
      },
    });
    await first.start({ work: true });
    const id = await first.enqueue(task, { feed: "gulf" });
    await until(async () => (await effects("started")).length === 1);
    // The process goes away without finishing: its worker stops waiting and takes no more work.
    await first.stop(200);

    // Second process, same database: the lost run expires and is retried here, to completion.
    const second = newQueue();
    second.registerTask<{ feed: string }>({
      name: task,
      expireInSeconds: 2,
      retry: { limit: 3, delaySeconds: 1 },
      handler: async (data, run) => {
        expect(data).toEqual({ feed: "gulf" });
        await database.db.execute(sql`insert into task_effects values (${run.id}, ${run.attempt}, 'done')`);
      },
    });
    await second.start({ work: true });
    await until(async () => (await effects("done")).length > 0);
    await new Promise((r) => setTimeout(r, 2000));
    const done = await effects("done");
    expect(done).toEqual([{ run_id: id, attempt: 1, kind: "done" }]);
    const status = await second.status();
    expect(status.lastRuns.find((r) => r.id === id)).toMatchObject({ state: "completed", attempts: 2 });
    await second.stop(1000);
  });

  it("a web-only process queues work but runs none; a worker runs it; schedules are stored", async () => {
    const web = newQueue();
    let ran = 0;
    const define = (queue: TaskQueue) => {
      queue.registerTask({
        name: "test.web-worker",
        handler: async () => {
          ran++;
        },
      });
      queue.schedule("test.web-worker", "0 3 * * *");
    };
    define(web);
    await web.start({ work: false });
    await web.enqueue("test.web-worker", {});
    await new Promise((r) => setTimeout(r, 1500));
    expect(ran).toBe(0);
    const waiting = await web.status();
    expect(waiting.working).toBe(false);
    expect(waiting.pending.find((p) => p.task === "test.web-worker")).toMatchObject({ created: 1 });
    expect(waiting.schedules).toContainEqual({ task: "test.web-worker", cron: "0 3 * * *", timezone: "UTC" });

    const worker = newQueue();
    define(worker);
    await worker.start({ work: true });
    await until(async () => ran === 1);
    await web.stop(1000);
    await worker.stop(1000);
  });

  it("a task of policy onePerKey keeps one waiting and one running job per key", async () => {
    const ran: string[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((r) => {
      release = r;
    });
    const define = (queue: TaskQueue) =>
      queue.registerTask<{ key: string; n: number }>({
        name: "test.one-per-key",
        policy: "onePerKey",
        handler: async ({ key, n }) => {
          ran.push(`${key}${n}`);
          await released;
        },
      });
    const web = newQueue();
    define(web);
    await web.start({ work: false });
    const send = (key: string, n: number) =>
      web.enqueue("test.one-per-key", { key, n }, { singletonKey: key });
    expect(await send("a", 1)).toBeTruthy();
    // A second request for the same key while the first waits is dropped; another key is not.
    expect(await send("a", 2)).toBeNull();
    expect(await send("b", 1)).toBeTruthy();

    const worker = newQueue();
    define(worker);
    await worker.start({ work: true });
    expect(await web.hasPending("test.one-per-key", "a")).toBe(true);
    expect(await web.hasPending("test.one-per-key", "c")).toBe(false);
    await until(async () => ran.includes("a1"));
    expect(await web.hasPending("test.one-per-key", "a")).toBe(true);
    // While a1 runs, one more may wait (a change after the run started is not lost), not two.
    expect(await send("a", 3)).toBeTruthy();
    expect(await send("a", 4)).toBeNull();
    release();
    await until(async () => ran.includes("a3") && ran.includes("b1"));
    await new Promise((r) => setTimeout(r, 1500));
    expect(ran.sort()).toEqual(["a1", "a3", "b1"]);
    expect(await web.hasPending("test.one-per-key", "a")).toBe(false);
    await web.stop(1000);
    await worker.stop(1000);
  });
});

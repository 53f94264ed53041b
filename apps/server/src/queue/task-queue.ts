import PgBoss from "pg-boss";
import type { Database } from "../db/client";

/** How a failed run is retried: `limit` more attempts, `delaySeconds` apart, doubling when `backoff`. */
export interface RetryPolicy {
  limit: number;
  delaySeconds: number;
  backoff?: boolean;
}

/** What a handler learns about its run. */
export interface TaskRun {
  id: string;
  /** 0 for the first attempt, then 1, 2… for retries. */
  attempt: number;
}

/**
 * A unit of background work other modules register. The handler takes plain JSON data; a
 * thrown error fails the run (its message is kept as the reason) and schedules a retry while
 * the policy allows. A run still active after `expireInSeconds` (its process died) is failed
 * by the queue's maintenance and retried, so a restart never loses work.
 */
export interface TaskDefinition<T extends object = object> {
  name: string;
  handler: (data: T, run: TaskRun) => Promise<unknown>;
  retry?: RetryPolicy;
  /** Longest a run may take before it counts as lost (default 15 minutes). */
  expireInSeconds?: number;
  /** Runs of this task at once in one process (default 1). */
  concurrency?: number;
  /**
   * `onePerKey`: at most one waiting and one running job per singleton key (pg-boss's
   * "stately" policy), so a second request while one waits is dropped. Without it a singleton
   * key does nothing (pg-boss's "standard" policy).
   */
  policy?: "standard" | "onePerKey";
}

export interface EnqueueOptions {
  /** For a task of policy `onePerKey`: one waiting and one running job per key (e.g. per feed). */
  singletonKey?: string;
  /** Run no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

/** `npm run admin -- queue`: what is waiting, what failed and why, what ran last. */
export interface QueueStatus {
  driver: "pg-boss";
  working: boolean;
  pending: { task: string; created: number; retry: number; active: number }[];
  failed: { id: string; task: string; attempts: number; reason: string; at: string | null }[];
  lastRuns: { id: string; task: string; state: string; attempts: number; at: string | null }[];
  schedules: { task: string; cron: string; timezone: string }[];
}

/** Raw SQL over the app's connection, the way pg-boss's `db` option takes it. */
interface SqlRunner {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

const bossSchema = "pgboss";
/** Advisory lock id held while setting up the queue ("sirq" in ASCII). */
const setupLockKey = 0x73697271;
const defaultRetry: RetryPolicy = { limit: 3, delaySeconds: 30, backoff: true };

/**
 * The durable work queue: pg-boss (maintained, PostgreSQL tables in the `pgboss` schema) over
 * the app's own database connection, so the same code runs on PostgreSQL (many processes, jobs
 * fetched with SKIP LOCKED) and on embedded PGlite (one connection, in-process).
 *
 * Modules call `registerTask` and `schedule` while the app is built; `start({ work })` installs
 * or upgrades pg-boss's schema (advisory-locked, so instances starting together are safe),
 * stores the schedules and, when `work` is true, attaches a worker per task. A web-only
 * process (`ROLE=web`) starts with `work: false`: it can enqueue and report but runs nothing.
 */
export class TaskQueue {
  private readonly boss: PgBoss;
  private readonly tasks = new Map<string, TaskDefinition<object>>();
  private readonly schedules = new Map<string, { cron: string; data: object }>();
  private readonly workerIds = new Map<string, string>();
  private started: Promise<void> | undefined;
  private stopped = false;
  private working = false;

  constructor(
    private readonly runner: SqlRunner & { withLock?: Database["withLock"] },
    private readonly options: {
      /** How often an idle worker looks for work (seconds, default 2). */
      pollingIntervalSeconds?: number;
      /** How often expired runs are failed over to a retry (seconds, default 60). */
      maintenanceIntervalSeconds?: number;
      onError?: (error: unknown) => void;
    } = {},
  ) {
    this.boss = new PgBoss({
      db: runner,
      schema: bossSchema,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
      // Schedules are checked every 30 s by whichever instance holds the cron lock; each
      // minute's run is sent once across instances (pg-boss singleton on the minute).
      cronMonitorIntervalSeconds: 30,
      cronWorkerIntervalSeconds: 5,
    });
    this.boss.on("error", (error) => options.onError?.(error));
  }

  /** Register a task; call before start. Names are unique. */
  registerTask<T extends object>(definition: TaskDefinition<T>): void {
    if (this.started) throw new Error(`registerTask(${definition.name}) after the queue started`);
    if (this.tasks.has(definition.name)) throw new Error(`task ${definition.name} registered twice`);
    this.tasks.set(definition.name, definition as unknown as TaskDefinition<object>);
  }

  /** Run a registered task on a cron schedule (5 fields, UTC), stored in the database. */
  schedule(name: string, cron: string, data: object = {}): void {
    if (this.started) throw new Error(`schedule(${name}) after the queue started`);
    this.schedules.set(name, { cron, data });
  }

  /** Queue one run of a registered task; answers its id, or null when a singleton key is already queued. */
  async enqueue(name: string, data: object = {}, options: EnqueueOptions = {}): Promise<string | null> {
    if (!this.tasks.has(name)) throw new Error(`unknown task ${name}`);
    await this.ready();
    const id = await this.boss.send(name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    // A worker in this process looks at once instead of at its next poll.
    const worker = this.workerIds.get(name);
    if (worker && !options.startAfterSeconds) this.boss.notifyWorker(worker);
    return id;
  }

  /** Install the schema, create the tasks' queues, store schedules and (work) start the workers. */
  start(options: { work: boolean }): Promise<void> {
    this.started ??= this.doStart(options.work);
    return this.started;
  }

  /** Resolves when start has finished (enqueue waits for it). */
  private async ready(): Promise<void> {
    if (!this.started) throw new Error("the task queue has not started");
    await this.started;
  }

  private async doStart(work: boolean): Promise<void> {
    // Processes starting together on a fresh database would race to create pg-boss's schema and
    // the queues' partitions: they set up one after another under an advisory lock.
    const lock = this.runner.withLock ?? ((_key: number, job: () => Promise<void>) => job());
    await lock(setupLockKey, () => this.setUp());
    if (!work || this.stopped) return;
    this.working = true;
    await this.attachWorkers();
  }

  private async setUp(): Promise<void> {
    await this.boss.start();
    for (const task of this.tasks.values()) {
      const retry = task.retry ?? defaultRetry;
      const queueOptions = {
        name: task.name,
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: retry.backoff ?? false,
        expireInSeconds: task.expireInSeconds ?? 15 * 60,
        policy: task.policy === "onePerKey" ? ("stately" as const) : ("standard" as const),
      };
      // Instances starting together create the same queues at once; PostgreSQL may answer one
      // of them with a deadlock (partitions attached to one table). Try again shortly.
      await withRetries(async () => {
        const stored = await this.boss.getQueue(task.name);
        if (!stored) await this.boss.createQueue(task.name, queueOptions);
        else if (
          stored.retryLimit !== queueOptions.retryLimit ||
          stored.retryDelay !== queueOptions.retryDelay ||
          stored.retryBackoff !== queueOptions.retryBackoff ||
          stored.expireInSeconds !== queueOptions.expireInSeconds ||
          stored.policy !== queueOptions.policy
        )
          // Settings change with the code: keep the stored queue in step with the definition.
          await this.boss.updateQueue(task.name, queueOptions);
      });
    }
    const stored = await this.boss.getSchedules();
    for (const { name } of stored) if (!this.schedules.has(name)) await this.boss.unschedule(name);
    for (const [name, { cron, data }] of this.schedules)
      await this.boss.schedule(name, cron, data, { tz: "UTC" });
  }

  private async attachWorkers(): Promise<void> {
    for (const task of this.tasks.values()) {
      const concurrency = task.concurrency ?? 1;
      for (let i = 0; i < concurrency; i++) {
        const id = await this.boss.work<object>(
          task.name,
          {
            includeMetadata: true,
            batchSize: 1,
            pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
          },
          async ([job]) => {
            if (!job) return;
            return task.handler(job.data, { id: job.id, attempt: job.retryCount });
          },
        );
        if (i === 0) this.workerIds.set(task.name, id);
      }
    }
  }

  /**
   * Stop: workers take no new runs and the ones running get `timeoutMs` to finish; a run cut
   * short stays active in the database and is retried after it expires.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    this.stopped = true;
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }

  /** Pending counts per task, failures with their reason, the last runs and the schedules. */
  /** Whether a job of this task with this singleton key waits, waits for a retry, or runs. */
  async hasPending(name: string, singletonKey: string): Promise<boolean> {
    await this.ready();
    const { rows } = (await this.runner.executeSql(
      `select 1 from ${bossSchema}.job
        where name = $1 and singleton_key = $2 and state in ('created','retry','active') limit 1`,
      [name, singletonKey],
    )) as { rows: unknown[] };
    return rows.length > 0;
  }

  async status(limit = 20): Promise<QueueStatus> {
    await this.ready();
    const run = (text: string, values?: unknown[]) => this.runner.executeSql(text, values);
    const pending = (await run(
      `select name as task,
              count(*) filter (where state = 'created')::int as created,
              count(*) filter (where state = 'retry')::int as retry,
              count(*) filter (where state = 'active')::int as active
         from ${bossSchema}.job where state in ('created','retry','active') and name not like '\\_\\_pgboss%'
        group by name order by name`,
    )) as { rows: QueueStatus["pending"] };
    const failed = (await run(
      `select id::text, name as task, retry_count + 1 as attempts, output, completed_on as at
         from ${bossSchema}.job where state = 'failed' and name not like '\\_\\_pgboss%'
        order by completed_on desc nulls last limit $1`,
      [limit],
    )) as { rows: { id: string; task: string; attempts: number; output: unknown; at: Date | null }[] };
    const last = (await run(
      `select id::text, name as task, state, retry_count + 1 as attempts, coalesce(completed_on, started_on) as at
         from ${bossSchema}.job where state in ('completed','failed','active') and name not like '\\_\\_pgboss%'
        order by coalesce(completed_on, started_on) desc nulls last limit $1`,
      [limit],
    )) as { rows: { id: string; task: string; state: string; attempts: number; at: Date | null }[] };
    const schedules = await this.boss.getSchedules();
    return {
      driver: "pg-boss",
      working: this.working,
      pending: pending.rows,
      failed: failed.rows.map((row) => ({
        id: row.id,
        task: row.task,
        attempts: Number(row.attempts),
        reason: reasonOf(row.output),
        at: row.at ? new Date(row.at).toISOString() : null,
      })),
      lastRuns: last.rows.map((row) => ({
        ...row,
        attempts: Number(row.attempts),
        at: row.at ? new Date(row.at).toISOString() : null,
      })),
      schedules: schedules.map((s) => ({
        task: s.name,
        cron: s.cron,
        timezone: (s as { timezone?: string }).timezone ?? "UTC",
      })),
    };
  }
}

/** Run `work` again (up to 5 times, 50–300 ms apart) when a concurrent start makes it fail. */
async function withRetries(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
    }
  }
}

/** The message of a failed run's stored error (pg-boss keeps a serialized error as output). */
function reasonOf(output: unknown): string {
  if (!output || typeof output !== "object") return String(output ?? "");
  const record = output as Record<string, unknown>;
  if (typeof record.message === "string") return record.message;
  if (typeof record.value === "string") return record.value;
  return JSON.stringify(output).slice(0, 500);
}

/** The queue on a database: pg-boss over its pool (PostgreSQL) or its one PGlite connection. */
export function createTaskQueue(
  database: Database,
  options?: ConstructorParameters<typeof TaskQueue>[1],
): TaskQueue {
  return new TaskQueue({ ...database.sql, withLock: database.withLock }, options);
}

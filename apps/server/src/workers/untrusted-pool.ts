import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import Piscina from "piscina";

/**
 * The kinds of untrusted work. Each kind has its own worker threads and its own queue, so one
 * kind cannot starve another: four slow uploads keep the import threads busy while public pages
 * and downloads still render on theirs.
 * - `import`: parsing uploaded files (PDF, Word, LinkedIn zip, JSON), fetched job pages and feeds.
 * - `render`: what a print, a preview, a public page or a download waits for (templates, the Word
 *   and text files).
 * - `pdfText`: the text layer of printed PDFs (`atsText`). Every print needs it after Chromium,
 *   while the next prints need a template render first: on their own threads the two overlap
 *   instead of queueing behind each other (issue 39).
 * - `compute`: reading user text for other features (match features, twins, the ATS view) and
 *   feed jobs' descriptions (sanitizing and features, in chunks).
 */
export type TaskKind = "import" | "render" | "pdfText" | "compute";
export const taskKindNames: readonly TaskKind[] = ["import", "render", "pdfText", "compute"];

/**
 * A table of tasks by name, as the worker file exports them: each takes one input and answers
 * plain data (both cross the thread boundary by structured clone).
 */
export type TaskTable<Tasks> = { [K in keyof Tasks]: (input: never) => Promise<unknown> };

/** One kind's load: tasks running, tasks waiting for a thread, and its threads at most. */
export interface KindStats {
  running: number;
  waiting: number;
  threads: number;
}

/**
 * The pool for untrusted work: parsing uploaded files, rendering user content and reading user
 * text. Each task runs in a worker thread of its kind (see TaskKind) with a time limit that
 * counts its running time only (it starts when the task is handed to a free, ready thread, never
 * while it waits or while a new thread loads the worker) and terminates the worker when it passes (synchronous work cannot be interrupted any
 * other way), V8 heap limits (`resourceLimits`), and a process memory watchdog that stops running
 * tasks when the resident size grows past a ceiling (typed arrays live outside the V8 heap). The
 * main thread only waits, so `/api/health`, sign-in and static files keep answering whatever a
 * file or a text contains.
 *
 * Waiting tasks are served by owner in turn (the owner served longest ago first: a user's tenth
 * task does not go before another user's first), an owner runs one task of a kind at a time, and an owner with
 * `perOwner` tasks of a kind already running or waiting is answered `limit` at once. The owner is
 * `options.owner` or the pool's `ownerOf()` (the server passes the current request's user id or,
 * signed out, its client address); work outside requests shares one owner.
 *
 * The pool knows no task: whoever makes it passes the worker file that exports the tasks
 * (`worker`) and each task's kind (`kinds`), and types it with their table (`Tasks`). The
 * server's are in src/untrusted-work.ts.
 */
export interface UntrustedPool<Tasks extends TaskTable<Tasks>> {
  run<K extends keyof Tasks & string>(
    task: K,
    input: Parameters<Tasks[K]>[0],
    options?: { timeoutMs?: number; owner?: string },
  ): Promise<Awaited<ReturnType<Tasks[K]>>>;
  /** Each kind's running and waiting tasks and threads (health and tests). */
  stats(): Record<TaskKind, KindStats>;
  close(): Promise<void>;
}

/**
 * Why a task did not finish: it ran too long, took too much memory, found its queue full or
 * waited too long for a thread (busy), its owner already has enough tasks of its kind (limit),
 * or the worker died.
 */
export type UntrustedFailure = "timeout" | "memory" | "busy" | "limit" | "crashed";

export class UntrustedTaskError extends Error {
  /** How long the task waited for a thread before it ran (or gave up waiting), in ms. */
  readonly waitedMs: number;
  constructor(
    readonly reason: UntrustedFailure,
    options?: { cause?: unknown; waitedMs?: number },
  ) {
    super(`untrusted task failed: ${reason}`, options);
    this.name = "UntrustedTaskError";
    this.waitedMs = options?.waitedMs ?? 0;
  }
}

export interface UntrustedPoolOptions<Tasks extends TaskTable<Tasks>> {
  /**
   * The worker file exporting the tasks by name: a built JavaScript file, run as it is, or a
   * TypeScript source (running from sources: tests, `npm run dev`), bundled on first use.
   */
  worker: URL;
  /** The kind (queue and threads) each task runs under. */
  kinds: Record<keyof Tasks, TaskKind>;
  /**
   * Worker threads of each kind at most (default 1 on a machine of up to 2 cores, 2 above: the
   * work is CPU-bound, the threads are niced and the main thread needs a core).
   */
  threads?: number | Partial<Record<TaskKind, number>>;
  /**
   * How much lower than the process each kind's threads are scheduled (a nice increment, 0–19;
   * defaults in `defaultNice`).
   */
  nice?: Partial<Record<TaskKind, number>>;
  /** Default time limit of a task's running time (default 15 s). */
  timeoutMs?: number;
  /** V8 old-generation heap of a worker in MB (default 256). */
  heapMb?: number;
  /** Tasks of one kind that may wait for a thread; more answer "busy" (default 64). */
  maxQueue?: number;
  /** Longest a task waits for a thread before it answers "busy" (default 30 s). */
  maxWaitMs?: number;
  /** Tasks of a kind one owner may have running or waiting; more answer "limit" (defaults: import 2, render 24, pdfText 24, compute 8). */
  perOwner?: Partial<Record<TaskKind, number>>;
  /** The owner of a task run without `owner` (the server: the current request's requester). */
  ownerOf?: () => string | undefined;
  /** Growth of the process's resident memory over its size at start that stops running tasks (MB, default 1536). */
  memoryCeilingMb?: number;
}

/**
 * Per-owner defaults: an upload or two at a time; every resume card's preview of a dashboard
 * (RESUME_LIMIT 20) may wait at once; a few text readings.
 */
const defaultPerOwner: Record<TaskKind, number> = { import: 2, render: 24, pdfText: 24, compute: 8 };

/**
 * Default nice increments. Imports, renders and other reading of user text run well below the
 * main thread (+10), so on a small machine health, sign-in and static files are scheduled first
 * while a file is parsed or a page rendered. The text layer of printed PDFs runs at the process's
 * priority: every print waits for it after Chromium (whose renderers run at the process's
 * priority), and at +10 it got about a tenth of a core while the print pages were busy, prints
 * queued for it and the pages went idle: 4 clients printed Arabic at 0.68–0.78 of bare Chromium's
 * rate (issue 39, bench/notes/print.md). Its input is a PDF Chromium printed from sanitized data
 * and its time is bounded (time limit, owner share). Renders stay at +10: at 0 they took the CPU
 * slow uploads were waiting for, and the fair-pools test (test/heavy-work.test.ts) saw the fourth
 * upload give up waiting.
 */
const defaultNice: Record<TaskKind, number> = { import: 10, render: 10, pdfText: 0, compute: 10 };

/**
 * The worker's entry file: a built one as it is. A TypeScript source is bundled with esbuild on
 * first use into node_modules/.cache (so its packages resolve), one file per process, deleted on
 * close: a worker thread does not inherit tsx's loader on Node 20.
 */
async function workerEntry(worker: URL): Promise<{ filename: string; temporary: boolean }> {
  if (!worker.pathname.endsWith(".ts")) return { filename: fileURLToPath(worker), temporary: false };
  const here = import.meta.url;
  const [{ build }, { bundleOptions }] = await Promise.all([
    import("esbuild"),
    import("../../bundle-options.mjs"),
  ]);
  const outfile = fileURLToPath(
    new URL(`../../node_modules/.cache/sira/untrusted-${process.pid}-${randomUUID()}.mjs`, here),
  );
  await build({ ...bundleOptions, entryPoints: [fileURLToPath(worker)], outfile });
  return { filename: outfile, temporary: true };
}

const isAbort = (error: unknown) => error instanceof Error && error.name === "AbortError";

/** A task waiting for, or holding, a thread of its kind. */
interface Job {
  task: string;
  input: unknown;
  owner: string;
  timeoutMs: number;
  queuedAt: number;
  /** Whether it had to wait for a thread (not handed over at once). */
  queued: boolean;
  giveUp?: ReturnType<typeof setTimeout>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** A kind's threads (one Piscina pool, made on first use) and its queue in front of them. */
interface Lane {
  kind: TaskKind;
  threads: number;
  nice: number;
  perOwner: number;
  piscina?: Promise<Piscina>;
  running: number;
  waiting: number;
  /** Waiting jobs by owner, first come first within one owner. */
  queues: Map<string, Job[]>;
  /** Jobs running and waiting per owner. */
  held: Map<string, number>;
  /** Jobs running per owner. */
  runningBy: Map<string, number>;
  /** When each owner holding jobs last had one started (a counter): the longest unserved goes first. */
  served: Map<string, number>;
}

const bump = (map: Map<string, number>, key: string, by: number) => {
  const next = (map.get(key) ?? 0) + by;
  if (next > 0) map.set(key, next);
  else map.delete(key);
};

/** The pool: a lane per kind, a worker bundle shared by all, one memory watchdog. */
export function createUntrustedPool<Tasks extends TaskTable<Tasks>>(
  options: UntrustedPoolOptions<Tasks>,
): UntrustedPool<Tasks> {
  const defaultThreads = Math.max(1, Math.min(2, os.availableParallelism() - 1));
  const threadsOf = (kind: TaskKind) =>
    typeof options.threads === "number" ? options.threads : (options.threads?.[kind] ?? defaultThreads);
  const defaultTimeout = options.timeoutMs ?? 15_000;
  const maxQueue = options.maxQueue ?? 64;
  const maxWaitMs = options.maxWaitMs ?? 30_000;
  const lanes = Object.fromEntries(
    taskKindNames.map((kind) => [
      kind,
      {
        kind,
        threads: threadsOf(kind),
        nice: options.nice?.[kind] ?? defaultNice[kind],
        perOwner: options.perOwner?.[kind] ?? defaultPerOwner[kind],
        running: 0,
        waiting: 0,
        queues: new Map(),
        held: new Map(),
        runningBy: new Map(),
        served: new Map(),
      } satisfies Lane,
    ]),
  ) as Record<TaskKind, Lane>;
  let bundle: Promise<{ filename: string; temporary: boolean }> | undefined;
  let closed = false;

  const piscinaOf = (lane: Lane) => {
    if (!lane.piscina) {
      bundle ??= workerEntry(options.worker);
      lane.piscina = bundle.then(({ filename }) => {
        const pool = new Piscina({
          filename,
          minThreads: 0,
          maxThreads: lane.threads,
          idleTimeout: 60_000,
          // Workers run at a lower CPU priority, so on a small machine the main thread (health,
          // sign-in, static files) is scheduled first while a file is parsed (see defaultNice).
          niceIncrement: lane.nice,
          // Tasks are handed over only when a thread is free (the lane's queue is the real one);
          // the margin covers a thread being replaced after a timeout.
          maxQueue: lane.threads,
          atomics: "disabled",
          resourceLimits: {
            maxOldGenerationSizeMb: options.heapMb ?? 256,
            maxYoungGenerationSizeMb: 32,
            stackSizeMb: 4,
          },
        });
        // A worker that fails to start or dies outside a task is replaced; never crash the server for it.
        pool.on("error", () => {});
        return pool;
      });
      // Not awaited by anyone until the first task: keep a failed build from being an unhandled rejection.
      lane.piscina.catch(() => {});
    }
    return lane.piscina;
  };

  const ceiling = (options.memoryCeilingMb ?? 1536) * 1024 * 1024;
  const baseline = process.memoryUsage.rss();
  const running = new Set<{ controller: AbortController; overMemory: boolean }>();
  let watchdog: ReturnType<typeof setInterval> | undefined;
  const watch = () => {
    if (running.size === 0) {
      clearInterval(watchdog);
      watchdog = undefined;
      return;
    }
    if (process.memoryUsage.rss() - baseline <= ceiling) return;
    for (const entry of running) {
      entry.overMemory = true;
      entry.controller.abort();
    }
  };

  /**
   * The next job to start: the first waiting job of the owner served longest ago (never served
   * first) among those not already running one of this kind.
   */
  let turn = 0;
  const takeNext = (lane: Lane): Job | undefined => {
    let chosen: string | undefined;
    for (const owner of lane.queues.keys()) {
      if ((lane.runningBy.get(owner) ?? 0) > 0) continue;
      if (chosen === undefined || (lane.served.get(owner) ?? -1) < (lane.served.get(chosen) ?? -1))
        chosen = owner;
    }
    if (chosen === undefined) return undefined;
    const jobs = lane.queues.get(chosen) as Job[];
    const job = jobs.shift();
    if (jobs.length === 0) lane.queues.delete(chosen);
    lane.served.set(chosen, turn++);
    return job;
  };

  /** One job of an owner is done (or gave up): an owner holding none is forgotten. */
  const release = (lane: Lane, owner: string) => {
    bump(lane.held, owner, -1);
    if (!lane.held.has(owner)) lane.served.delete(owner);
  };

  const dispatch = (lane: Lane) => {
    while (lane.running < lane.threads) {
      const job = takeNext(lane);
      if (!job) return;
      lane.waiting--;
      clearTimeout(job.giveUp);
      void start(lane, job);
    }
  };

  const start = async (lane: Lane, job: Job) => {
    lane.running++;
    bump(lane.runningBy, job.owner, 1);
    const waitedMs = job.queued ? Math.max(1, Date.now() - job.queuedAt) : 0;
    const entry = { controller: new AbortController(), overMemory: false };
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const pool = await piscinaOf(lane);
      // No ready thread is idle: Piscina starts one for this task, and it loads the worker's
      // modules first (seconds on a busy machine, again after a thread idled out).
      const cold = pool.idleThreads === 0;
      running.add(entry);
      watchdog ??= setInterval(watch, 100);
      watchdog.unref();
      const result = pool.run(job.input, { name: job.task, signal: entry.controller.signal });
      // The time limit starts once the thread is free and ready: its start-up is not the task's.
      if (cold) await threadStarted(pool, result);
      timer = setTimeout(() => entry.controller.abort(), job.timeoutMs);
      job.resolve(await result);
    } catch (error) {
      job.reject(failureOf(error, entry.overMemory, waitedMs));
    } finally {
      clearTimeout(timer);
      running.delete(entry);
      lane.running--;
      bump(lane.runningBy, job.owner, -1);
      release(lane, job.owner);
      if (!closed) dispatch(lane);
    }
  };

  return {
    run(task, input, runOptions = {}) {
      const lane = lanes[options.kinds[task]];
      const owner = runOptions.owner ?? options.ownerOf?.() ?? "";
      // Work outside requests (the task queue, tests) has no requester to limit.
      if (owner && (lane.held.get(owner) ?? 0) >= lane.perOwner)
        return Promise.reject(new UntrustedTaskError("limit"));
      if (lane.waiting >= maxQueue && lane.running >= lane.threads)
        return Promise.reject(new UntrustedTaskError("busy"));
      return new Promise((resolve, reject) => {
        const job: Job = {
          task,
          input,
          owner,
          timeoutMs: runOptions.timeoutMs ?? defaultTimeout,
          queuedAt: Date.now(),
          queued: false,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        bump(lane.held, owner, 1);
        lane.waiting++;
        const jobs = lane.queues.get(owner);
        if (jobs) jobs.push(job);
        else lane.queues.set(owner, [job]);
        dispatch(lane);
        if (lane.queues.get(owner)?.includes(job)) {
          job.queued = true;
          job.giveUp = setTimeout(() => {
            const list = lane.queues.get(owner);
            const at = list?.indexOf(job) ?? -1;
            if (!list || at < 0) return;
            list.splice(at, 1);
            if (list.length === 0) lane.queues.delete(owner);
            lane.waiting--;
            release(lane, owner);
            reject(new UntrustedTaskError("busy", { waitedMs: maxWaitMs }));
          }, maxWaitMs);
          job.giveUp.unref();
        }
      }) as Promise<Awaited<ReturnType<Tasks[typeof task]>>>;
    },
    stats: () =>
      Object.fromEntries(
        taskKindNames.map((kind) => {
          const lane = lanes[kind];
          return [kind, { running: lane.running, waiting: lane.waiting, threads: lane.threads }];
        }),
      ) as Record<TaskKind, KindStats>,
    async close() {
      closed = true;
      clearInterval(watchdog);
      for (const lane of Object.values(lanes))
        for (const jobs of lane.queues.values())
          for (const job of jobs) {
            clearTimeout(job.giveUp);
            job.reject(new UntrustedTaskError("busy"));
          }
      const built = await bundle?.catch(() => undefined);
      await Promise.all(
        Object.values(lanes).map(async (lane) => (await lane.piscina?.catch(() => undefined))?.destroy()),
      );
      if (built?.temporary) await fs.rm(built.filename, { force: true });
    },
  };
}

/** Longest a new thread may take to load the worker before its task's time limit starts anyway. */
const threadStartMs = 60_000;

/**
 * Resolves when one of `pool`'s new threads is ready (Piscina's `workerCreate`), when `result`
 * settles, or after `threadStartMs` (a thread that never starts still ends in a time-out).
 */
function threadStarted(pool: Piscina, result: Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(bound);
      pool.off("workerCreate", done);
      resolve();
    };
    const bound = setTimeout(done, threadStartMs);
    bound.unref();
    pool.once("workerCreate", done);
    result.then(done, done);
  });
}

/** The pool's failure for an error of Piscina or the worker. */
function failureOf(error: unknown, overMemory: boolean, waitedMs: number): UntrustedTaskError {
  if (isAbort(error)) return new UntrustedTaskError(overMemory ? "memory" : "timeout", { waitedMs });
  const code = (error as { code?: string }).code;
  if (code === "ERR_WORKER_OUT_OF_MEMORY")
    return new UntrustedTaskError("memory", { cause: error, waitedMs });
  if (error instanceof Error && /queue is at limit/i.test(error.message))
    return new UntrustedTaskError("busy", { cause: error, waitedMs });
  return new UntrustedTaskError("crashed", { cause: error, waitedMs });
}

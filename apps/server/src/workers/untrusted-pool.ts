import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import { fileURLToPath } from "node:url";
import Piscina from "piscina";
import type { UntrustedTasks } from "./untrusted.worker";

/**
 * The pool for untrusted work: parsing uploaded files (PDF, LinkedIn zip, JSON; a later DOCX
 * importer too) and rendering user content (rich-text sanitizing and the resume templates). Each
 * task runs in a worker thread with a time limit that terminates the worker when it passes
 * (synchronous work cannot be interrupted any other way), V8 heap limits (`resourceLimits`), and
 * a process memory watchdog that stops running tasks when the resident size grows past a ceiling
 * (typed arrays live outside the V8 heap). The main thread only waits, so `/api/health`, sign-in
 * and static files keep answering whatever a file contains.
 *
 * To add a task: export an async function from untrusted.worker.ts (plain data in and out), add
 * its name to `UntrustedTasks` there, and call `pool.run("name", input, { timeoutMs })`.
 */
export interface UntrustedPool {
  run<K extends keyof UntrustedTasks>(
    task: K,
    input: Parameters<UntrustedTasks[K]>[0],
    options?: { timeoutMs?: number },
  ): Promise<Awaited<ReturnType<UntrustedTasks[K]>>>;
  /** Tasks waiting or running, and the most worker threads (health and tests). */
  stats(): { pending: number; threads: number };
  close(): Promise<void>;
}

/** Why a task did not finish: too slow, too much memory, pool full, or the worker died. */
export type UntrustedFailure = "timeout" | "memory" | "busy" | "crashed";

export class UntrustedTaskError extends Error {
  constructor(
    readonly reason: UntrustedFailure,
    options?: { cause?: unknown },
  ) {
    super(`untrusted task failed: ${reason}`, options);
    this.name = "UntrustedTaskError";
  }
}

export interface UntrustedPoolOptions {
  /** Worker threads at most (default 2: the work is CPU-bound and the main thread needs a core). */
  threads?: number;
  /** Default time limit of a task (default 15 s). */
  timeoutMs?: number;
  /** V8 old-generation heap of a worker in MB (default 256). */
  heapMb?: number;
  /** Tasks that may wait for a thread; more answer "busy" (default 32). */
  maxQueue?: number;
  /** Growth of the process's resident memory over its size at start that stops running tasks (MB, default 1536). */
  memoryCeilingMb?: number;
}

/**
 * The worker's entry file. In production it is dist/workers/untrusted.js, bundled by build.mjs
 * beside dist/main.js. From TypeScript sources (tests, `npm run dev`) the same bundle is made
 * with esbuild on first use into node_modules/.cache (so its packages resolve), one file per
 * process, deleted on close: a worker thread does not inherit tsx's loader on Node 20.
 */
async function workerEntry(): Promise<{ filename: string; temporary: boolean }> {
  const here = import.meta.url;
  // tsx's tsImport (the benches) adds a query to the URL: look at the path only.
  if (!new URL(here).pathname.endsWith(".ts"))
    return { filename: fileURLToPath(new URL("./workers/untrusted.js", here)), temporary: false };
  const { build } = await import("esbuild");
  const outfile = fileURLToPath(
    new URL(`../../node_modules/.cache/sira/untrusted-${process.pid}-${randomUUID()}.mjs`, here),
  );
  await build({
    entryPoints: [fileURLToPath(new URL("./untrusted.worker.ts", here))],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    jsx: "automatic",
    logLevel: "warning",
    plugins: [
      {
        name: "externalize-deps",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@sira/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  return { filename: outfile, temporary: true };
}

const isAbort = (error: unknown) => error instanceof Error && error.name === "AbortError";

export function createUntrustedPool(options: UntrustedPoolOptions = {}): UntrustedPool {
  const threads = options.threads ?? Math.max(1, Math.min(2, os.availableParallelism() - 1));
  const defaultTimeout = options.timeoutMs ?? 15_000;
  const bundle = workerEntry();
  const piscina = bundle.then(({ filename }) => {
    const pool = new Piscina({
      filename,
      minThreads: 0,
      maxThreads: threads,
      idleTimeout: 60_000,
      // Workers run at a lower CPU priority, so on a small machine the main thread (health,
      // sign-in, static files) is scheduled first while a file is parsed.
      niceIncrement: 10,
      maxQueue: options.maxQueue ?? 32,
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
  piscina.catch(() => {});
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

  return {
    async run(task, input, runOptions = {}) {
      const entry = { controller: new AbortController(), overMemory: false };
      const timer = setTimeout(() => entry.controller.abort(), runOptions.timeoutMs ?? defaultTimeout);
      running.add(entry);
      watchdog ??= setInterval(watch, 100);
      watchdog.unref();
      try {
        const pool = await piscina;
        return await pool.run(input, { name: task, signal: entry.controller.signal });
      } catch (error) {
        if (isAbort(error)) throw new UntrustedTaskError(entry.overMemory ? "memory" : "timeout");
        const code = (error as { code?: string }).code;
        if (code === "ERR_WORKER_OUT_OF_MEMORY") throw new UntrustedTaskError("memory", { cause: error });
        if (error instanceof Error && /queue is at limit/i.test(error.message))
          throw new UntrustedTaskError("busy", { cause: error });
        throw new UntrustedTaskError("crashed", { cause: error });
      } finally {
        clearTimeout(timer);
        running.delete(entry);
      }
    },
    stats: () => ({ pending: running.size, threads }),
    async close() {
      clearInterval(watchdog);
      const built = await bundle.catch(() => undefined);
      await (await piscina.catch(() => undefined))?.destroy();
      if (built?.temporary) await fs.rm(built.filename, { force: true });
    },
  };
}

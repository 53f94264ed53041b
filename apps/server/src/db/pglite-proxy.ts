import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { serverRoot } from "../paths";
import { workerFile } from "../workers/worker-file";
import type { ErrorData, PgliteWorkerData, Ready, Reply, Request } from "./pglite-protocol";

/** A statement's result, as PGlite answers it. */
export interface PgliteResults<T = Record<string, unknown>> {
  rows: T[];
  fields: { name: string; dataTypeID: number }[];
  affectedRows?: number;
}

/** The options of `query` that cross to the worker: drizzle passes these two. */
export interface PgliteQueryOptions {
  rowMode?: "array" | "object";
  /** Parsers by type OID, run on the main thread over the text PostgreSQL sent for that type. */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

/** What runs a statement: the database, or one of its transactions. */
export interface PgliteQueryable {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: PgliteQueryOptions,
  ): Promise<PgliteResults<T>>;
  /** Statements without parameters, several at once; one result each. */
  exec(sql: string): Promise<PgliteResults[]>;
}

export interface PgliteTransaction extends PgliteQueryable {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/**
 * PGlite on a worker thread, with the part of PGlite's interface drizzle (`drizzle-orm/pglite`,
 * its migrator) and the server use: `query`, `exec`, `transaction`, `close`.
 */
export interface PgliteProxy extends PgliteQueryable {
  /**
   * Run `work` in a transaction: it commits when `work` resolves and rolls back when it throws
   * (or calls `rollback`). While it is open, statements outside it wait, as in PGlite.
   */
  transaction<T>(work: (tx: PgliteTransaction) => Promise<T>): Promise<T>;
  /** The data directory as an uncompressed tarball, to open another database from (`loadDataDir`). */
  dump(): Promise<Uint8Array>;
  /** Close the database and end its thread. */
  close(): Promise<void>;
}

/** An error PostgreSQL (or PGlite) raised in the worker, with its fields (`code`, `constraint`, ...). */
export class PgliteError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  [field: string]: unknown;
  constructor(data: ErrorData) {
    super(data.message);
    this.name = data.name;
    Object.assign(this, data.fields);
    if (data.stack) this.stack = data.stack;
  }
}

/**
 * The worker's entry: dist/workers/pglite.js (build.mjs) when the server runs built (dist/main.js
 * and the cli/ scripts share it), or pglite-worker.ts, bundled on first use, from sources.
 */
function pgliteWorker(): URL {
  const here = import.meta.url;
  // tsx's tsImport (the benches) adds a query to the URL: look at the path only.
  if (new URL(here).pathname.endsWith(".ts")) return new URL("./pglite-worker.ts", here);
  return pathToFileURL(path.join(serverRoot(), "dist", "workers", "pglite.js"));
}

/** Each open proxy's thread (tests end one from outside, as a crash would). */
export const threadsForTests = new WeakMap<PgliteProxy, Worker>();

/** A request before the proxy numbers it. */
type Unsent = Request extends infer R ? (R extends unknown ? Omit<R, "id"> : never) : never;

/**
 * Open PGlite in `dataDir` (a folder, or "memory://") on a worker thread of its own. The main
 * thread only clones statements, parameters and results; a thread that dies fails every waiting
 * statement (and every later one) with an error.
 */
export async function openPgliteWorker(
  dataDir: string,
  options: { loadDataDir?: Uint8Array } = {},
): Promise<PgliteProxy> {
  const worker = new Worker(await workerFile(pgliteWorker()), {
    workerData: { dataDir, ...options } satisfies PgliteWorkerData,
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: unknown): void }>();
  let nextId = 1;
  /** Why the thread is gone (every request fails with it), once it is. */
  let stopped: Error | undefined;
  // The thread keeps the process alive only while a request waits for it, as PGlite in the main
  // thread would: a script that forgets to close its database still exits.
  worker.unref();

  const stop = (error: Error) => {
    stopped ??= error;
    for (const { reject } of pending.values()) reject(stopped);
    pending.clear();
  };

  const ready = new Promise<void>((resolve, reject) => {
    worker.once("message", (message: Ready) => {
      if (message.ready) resolve();
      else reject(new PgliteError(message.error));
      worker.on("message", (reply: Reply) => {
        const waiting = pending.get(reply.id);
        if (!waiting) return;
        pending.delete(reply.id);
        if (pending.size === 0) worker.unref();
        if (reply.ok) waiting.resolve(reply.value);
        else waiting.reject(new PgliteError(reply.error));
      });
    });
    worker.on("error", (error) => {
      const failure = new Error(`the embedded database's thread failed: ${error.message}`, { cause: error });
      reject(failure);
      stop(failure);
    });
    worker.on("exit", (code) => {
      const failure = new Error(`the embedded database's thread exited (code ${code})`);
      reject(failure);
      stop(failure);
    });
  });
  // Until it is ready the thread keeps the process alive (a failure to start must be heard).
  worker.ref();
  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  worker.unref();

  const send = <T>(request: Unsent): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } as Request);
    });
  };

  const queryOn =
    (tx?: number) =>
    async <T>(sql: string, params: unknown[] = [], options: PgliteQueryOptions = {}) => {
      const parsers = options.parsers;
      const rawTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
      const result = await send<PgliteResults<T>>({
        op: "query",
        sql,
        params,
        ...(options.rowMode ? { rowMode: options.rowMode } : {}),
        ...(rawTypes?.length ? { rawTypes } : {}),
        ...(tx === undefined ? {} : { tx }),
      });
      if (parsers && rawTypes?.length) parseColumns(result, parsers, options.rowMode ?? "object");
      return result;
    };
  const execOn = (tx?: number) => (sql: string) =>
    send<PgliteResults[]>({ op: "exec", sql, ...(tx === undefined ? {} : { tx }) });

  let closing: Promise<void> | undefined;
  const proxy: PgliteProxy = {
    query: queryOn(),
    exec: execOn(),
    async transaction(work) {
      const txId = await send<number>({ op: "begin" });
      let ended = false;
      const end = async (commit: boolean) => {
        ended = true;
        await send({ op: "end", tx: txId, commit });
      };
      const check = () => {
        if (ended) throw new Error("Transaction is closed");
      };
      const query = queryOn(txId);
      const exec = execOn(txId);
      const tx: PgliteTransaction = {
        query: async (sql, params, options) => {
          check();
          return query(sql, params, options);
        },
        exec: async (sql) => {
          check();
          return exec(sql);
        },
        rollback: async () => {
          check();
          await end(false);
        },
        get closed() {
          return ended;
        },
      };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work(tx);
      } catch (error) {
        if (!ended) await end(false).catch(() => {});
        throw error;
      }
      if (!ended) await end(true);
      return result;
    },
    dump: () => send<Uint8Array>({ op: "dump" }),
    close() {
      closing ??= (async () => {
        try {
          // PGlite closes once its statements are done; a transaction left open (its work never
          // ending) would keep it waiting: after 10 s the thread is ended anyway (every
          // acknowledged statement is already on disk).
          if (!stopped) await Promise.race([send({ op: "close" }), sleep(10_000, undefined, { ref: false })]);
        } finally {
          stop(new Error("the embedded database is closed"));
          await worker.terminate();
        }
      })();
      return closing;
    },
  };
  threadsForTests.set(proxy, worker);
  return proxy;
}

/** Run the caller's parsers over the columns of their types (the worker sent those as text). */
function parseColumns(
  result: PgliteResults<unknown>,
  parsers: NonNullable<PgliteQueryOptions["parsers"]>,
  rowMode: "array" | "object",
) {
  const columns = result.fields.flatMap((field, index) => {
    const parser = parsers[field.dataTypeID];
    return parser ? [{ key: rowMode === "array" ? index : field.name, parser, type: field.dataTypeID }] : [];
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { key, parser, type } of columns) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parser(value as string, type);
    }
  }
}

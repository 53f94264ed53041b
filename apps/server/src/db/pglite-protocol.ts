// The messages between the PGlite worker thread (pglite-worker.ts) and its proxy on the main
// thread (pglite-proxy.ts). Everything here crosses by structured clone: no functions.

/** What the worker is given when it starts. */
export interface PgliteWorkerData {
  /** PGlite's data directory, or "memory://" (tests). */
  dataDir: string;
  /**
   * A data directory to start from (a tarball from `dump`), instead of running initdb: tests
   * open every in-memory database from one migrated copy.
   */
  loadDataDir?: Uint8Array;
}

/**
 * A request, answered by one Reply with the same `id`. `tx` runs the statement inside the open
 * transaction of that id (from a `begin`); without it the statement waits while a transaction is
 * open, as PGlite's own `query` does.
 */
export type Request =
  | {
      id: number;
      op: "query";
      sql: string;
      params: unknown[];
      rowMode?: "array" | "object";
      /**
       * Types whose values come back as PostgreSQL's text (the caller parses them on the main
       * thread with its own parsers: functions cannot cross to the worker).
       */
      rawTypes?: number[];
      tx?: number;
    }
  | { id: number; op: "exec"; sql: string; tx?: number }
  /** Begin a transaction: answered with its id once it holds the database. */
  | { id: number; op: "begin" }
  /** End transaction `tx`: commit, or roll back. Answered once it is over. */
  | { id: number; op: "end"; tx: number; commit: boolean }
  /** The data directory as an uncompressed tarball (PGlite's `dumpDataDir`). */
  | { id: number; op: "dump" }
  | { id: number; op: "close" };

/** A PostgreSQL error's fields, as pg-protocol's DatabaseError has them (what callers read). */
export interface ErrorData {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, string | number | undefined>;
}

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: ErrorData };

/** The worker's first message: the database is open, or why it could not be. */
export type Ready = { ready: true } | { ready: false; error: ErrorData };

/** The fields of a PostgreSQL error that cross to the main thread. */
export const errorFields = [
  "code",
  "severity",
  "detail",
  "hint",
  "position",
  "internalPosition",
  "internalQuery",
  "where",
  "schema",
  "table",
  "column",
  "dataType",
  "constraint",
  "file",
  "line",
  "routine",
  "query",
] as const;

/** An error as data: its name, message, stack and the PostgreSQL fields it has. */
export function errorToData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: "Error", message: String(error), fields: {} };
  const fields: ErrorData["fields"] = {};
  const source = error as unknown as Record<string, unknown>;
  for (const key of errorFields) {
    const value = source[key];
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { serverRoot } from "../paths";
import { ChangeFeed, setChangeFeed } from "./change-feed";
import { openPgliteWorker } from "./pglite-proxy";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type every repository takes: the same for node-postgres and PGlite. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * A query built once per database (or transaction) handle, for lookups that run on every request:
 * `build` returns a drizzle `.prepare("name")`d query, so no query is built per call and each
 * connection parses and plans it once.
 */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

export interface Database {
  db: Db;
  driver: "postgres" | "pglite";
  /**
   * Raw SQL on the same connection(s), for libraries that bring their own SQL (the pg-boss task
   * queue). Without values the text may hold several statements (PGlite: `exec`).
   */
  sql: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  /**
   * Run `work` while holding a database-wide lock (a PostgreSQL session advisory lock on its own
   * connection), so processes starting together do one-time setup one after another. PGlite has
   * one process: the work just runs.
   */
  withLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** Apply pending migrations from apps/server/drizzle. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to open a copy from (`openDatabase`'s `loadDataDir`). */
  dump?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

const migrationsFolder = (): string => path.join(serverRoot(), "drizzle");
/** Advisory lock id held while migrating PostgreSQL ("sira" in ASCII). */
const migrationLockKey = 0x73697261;

/**
 * Open the database: node-postgres when a URL is given, otherwise embedded PGlite stored in
 * `pgliteDir` (or in memory when `pgliteDir` is "memory://", as tests do).
 */
export async function openDatabase(options: {
  url?: string;
  pgliteDir: string;
  /** PGlite: start from this data directory (a `dump`) instead of an empty one. */
  loadDataDir?: Uint8Array;
  /**
   * PostgreSQL: keep sessions and resume heads in memory, dropped when the database announces a
   * change (change-feed.ts; the server's processes). Off: every lookup reads the database.
   */
  changeFeed?: boolean;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10, connectionTimeoutMillis: 10_000 });
    // A dropped connection (e.g. PostgreSQL restarting) must not crash the process; the pool reconnects.
    // The pool listens for errors of idle clients only: a connection lost while a client is checked
    // out (inside a transaction) emits on the client, which would be an uncaught exception.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const pooled = drizzlePg(pool, { schema });
    const db = pooled as unknown as Db;
    // drizzle's pool transaction sends BEGIN before its try/finally, so a BEGIN on a lost
    // connection never releases the client and the pool drains away. Run each transaction on a
    // client checked out here and always released (pg-pool discards a client that is no longer
    // queryable). Each pooled connection keeps its drizzle instance (building one costs ~0.1 ms).
    const onClient = new WeakMap<pg.PoolClient, ReturnType<typeof drizzlePg<Schema, pg.PoolClient>>>();
    const transaction: typeof pooled.transaction = async (work, config) => {
      const client = await pool.connect();
      try {
        let clientDb = onClient.get(client);
        if (!clientDb) {
          clientDb = drizzlePg(client, { schema });
          onClient.set(client, clientDb);
        }
        return await clientDb.transaction(work, config);
      } finally {
        client.release();
      }
    };
    pooled.transaction = transaction;
    // Sessions and resume heads kept in memory, dropped when PostgreSQL says they changed.
    const feed = options.changeFeed ? new ChangeFeed(options.url) : undefined;
    if (feed) {
      feed.start();
      setChangeFeed(db, feed);
    }
    return {
      db,
      driver: "postgres",
      sql: { executeSql: (text, values) => pool.query(text, values) },
      withLock: async (key, work) => {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [key]);
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [key]).catch(() => {});
          client.release();
        }
      },
      // Instances starting together on a fresh database would each run every migration; a
      // session advisory lock lets one migrate while the others wait and then find nothing to do.
      migrate: async () => {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => {});
          client.release();
        }
      },
      ping: async () => {
        await pool.query("select 1");
      },
      close: async () => {
        await feed?.close();
        await pool.end();
      },
    };
  }
  if (!options.pgliteDir.startsWith("memory://")) fs.mkdirSync(options.pgliteDir, { recursive: true });
  // PGlite runs on a worker thread of its own (pglite-worker.ts): its WASM execution, the wire
  // protocol and parsing would otherwise hold the event loop for as long as each statement takes
  // (a 2 MB resume row: 80–150 ms). drizzle's PGlite driver talks to the thread's proxy.
  // drizzle's PGlite driver loads PGlite's own module (~60 ms): only for the embedded database.
  const [client, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    openPgliteWorker(options.pgliteDir, options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  const pgliteDb = drizzlePglite(client as unknown as PGlite, { schema });
  return {
    db: pgliteDb as unknown as Db,
    driver: "pglite",
    sql: {
      executeSql: async (text, values) => {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    withLock: (_key, work) => work(),
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await pgliteDb.execute(sql`select 1`);
    },
    dump: () => client.dump(),
    close: () => client.close(),
  };
}

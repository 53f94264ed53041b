import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { serverRoot } from "../paths";
import type { Database } from "./client";

/** When the newest migration this build carries was made (drizzle's journal: `when`). */
export function latestMigrationMillis(folder = path.join(serverRoot(), "drizzle")): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta/_journal.json"), "utf8")) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database has every migration of this build: drizzle's migrator records each one
 * it applies in drizzle.__drizzle_migrations with its journal time, and applies only those newer
 * than the last recorded. False while the table does not exist yet.
 */
export async function schemaIsCurrent(
  database: Database,
  latest = latestMigrationMillis(),
): Promise<boolean> {
  // Two statements: a query naming a missing table fails as it is parsed.
  const exists = await database.sql.executeSql(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  if (!(exists.rows[0] as { present: boolean }).present) return false;
  const { rows } = await database.sql.executeSql(
    "select max(created_at) as last from drizzle.__drizzle_migrations",
  );
  const last = (rows[0] as { last: string | number | null }).last;
  return last !== null && Number(last) >= latest;
}

/**
 * Wait until the schema is at this build's latest migration (`npm run db:migrate` runs them, once
 * per release), telling `log` what it waits for every `noticeEvery` ms. A web or worker replica
 * then never serves or works against an older schema, and never races others to migrate.
 */
export async function waitForMigrations(
  database: Database,
  options: { log: (message: string) => void; pollMs?: number; noticeEvery?: number; signal?: AbortSignal },
): Promise<void> {
  const latest = latestMigrationMillis();
  const pollMs = options.pollMs ?? 1000;
  const noticeEvery = options.noticeEvery ?? 15_000;
  let noticed = Number.NEGATIVE_INFINITY;
  for (;;) {
    if (await schemaIsCurrent(database, latest)) return;
    if (Date.now() - noticed >= noticeEvery) {
      noticed = Date.now();
      options.log(
        "waiting for the database schema to reach this release's migrations: run `npm run db:migrate` (or set MIGRATE=auto)",
      );
    }
    await sleep(pollMs, undefined, { signal: options.signal });
  }
}

/**
 * Whether an error from connecting means the database server is not there yet or not accepting
 * connections yet (a container started beside PostgreSQL, a name not yet in DNS, a server still
 * starting up or restarting): worth waiting for at start. A wrong password or database is not.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | undefined;
  const code = typeof e?.code === "string" ? e.code : "";
  if (
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ENOTFOUND",
      "EAI_AGAIN",
      "ETIMEDOUT",
      "EHOSTUNREACH",
      "ENETUNREACH",
      "57P03", // cannot_connect_now: the database system is starting up
      "57P01", // admin_shutdown: a server stopping (an image's initdb step restarts it)
    ].includes(code)
  )
    return true;
  const message = typeof e?.message === "string" ? e.message : "";
  return /Connection terminated|timeout exceeded when trying to connect/i.test(message);
}

/**
 * Wait until PostgreSQL answers a query, for up to `timeoutMs` (60 s): a process started with
 * its database (compose without health conditions, a pod beside its database, a host rebooting)
 * waits for it instead of failing at its first query. Errors that are not about reaching the
 * server (authentication, a missing database) are thrown at once, as is the last one at the end.
 */
export async function waitForDatabase(
  database: Pick<Database, "ping">,
  options: { log: (message: string) => void; timeoutMs?: number; pollMs?: number; signal?: AbortSignal },
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  const pollMs = options.pollMs ?? 500;
  let noticed = false;
  for (;;) {
    try {
      await database.ping();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + pollMs > deadline) throw error;
      if (!noticed) {
        noticed = true;
        const reason = (error as { code?: string; message?: string }).code ?? (error as Error).message;
        options.log(`waiting for the database to accept connections (${reason})`);
      }
      await sleep(pollMs, undefined, { signal: options.signal });
    }
  }
}

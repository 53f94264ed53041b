import fs from "node:fs";
import path from "node:path";
import { selectAiProvider } from "./adapters/ai/select-provider";
import { createBrowserPool } from "./adapters/browser/browser-pool";
import { findChromium } from "./adapters/browser/find-chromium";
import { selectFileStore } from "./adapters/files/select-file-store";
import type { AppDeps } from "./app-deps";
import type { Config } from "./config";
import { type Database, openDatabase } from "./db/client";
import { waitForDatabase, waitForMigrations } from "./db/migration-state";
import { syncDemoJobs } from "./modules/jobs/jobs.module";
import { serverRoot } from "./paths";
import { ensureSecret } from "./secrets";
import { seeders } from "./seeders";

function readVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverRoot(), "package.json"), "utf8")) as {
    version: string;
  };
  return pkg.version;
}

/** Whether a process applies pending migrations at start (MIGRATE; config.ts says the defaults). */
export function migratesAtStart(
  config: Pick<Config, "MIGRATE" | "ROLE">,
  driver: Database["driver"],
): boolean {
  if (driver === "pglite") return true;
  return (config.MIGRATE ?? (config.ROLE === "all" ? "auto" : "wait")) === "auto";
}

/**
 * A first start on the embedded database begins from a copy of apps/server/pglite-template when
 * there is one: a database the container image made at build time (initdb, migrations, seeders),
 * so a fresh volume skips PGlite's initdb (most of a first start). Later starts migrate and seed
 * as usual, so an older template only means more to do.
 */
export function copyPgliteTemplate(
  pgliteDir: string,
  template = path.join(serverRoot(), "pglite-template"),
): boolean {
  if (!fs.existsSync(path.join(template, "PG_VERSION"))) return false;
  if (fs.existsSync(pgliteDir) && fs.readdirSync(pgliteDir).length > 0) return false;
  fs.cpSync(template, pgliteDir, { recursive: true });
  return true;
}

/** Real dependencies for a config: database (migrated), files, browser finder, secrets. */
export async function createDeps(config: Config): Promise<AppDeps> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  config.SECRET_KEY = ensureSecret(config.dataDir, "secret-key", config.SECRET_KEY);
  config.ADMIN_TOKEN = ensureSecret(config.dataDir, "admin-token", config.ADMIN_TOKEN);
  const pgliteDir = path.join(config.dataDir, "pglite");
  if (!config.DATABASE_URL) copyPgliteTemplate(pgliteDir);
  const database = await openDatabase({ url: config.DATABASE_URL, pgliteDir, changeFeed: true });
  // PostgreSQL started beside this process may not accept connections yet: wait for it.
  if (database.driver === "postgres")
    await waitForDatabase(database, { log: (message) => console.warn(message) });
  // ROLE=all and the embedded database migrate at start; web and worker replicas wait for
  // `npm run db:migrate` (run once per release) unless MIGRATE=auto.
  if (migratesAtStart(config, database.driver)) await database.migrate();
  else await waitForMigrations(database, { log: (message) => console.warn(message) });
  // The embedded default seeds itself so a fresh `npm start` shows a working product; seeders are idempotent.
  if (database.driver === "pglite") for (const seeder of seeders) await seeder.run(database.db);
  // The sample jobs follow DEMO_JOBS from the first request (a changed setting applies at start).
  await syncDemoJobs(database.db, config.DEMO_JOBS);
  let browser: ReturnType<typeof findChromium> | undefined;
  const findBrowser = () => {
    browser ??= findChromium({ path: config.CHROMIUM_PATH, wsEndpoint: config.CHROMIUM_WS_ENDPOINT });
    return browser;
  };
  return {
    config,
    database,
    files: selectFileStore(config),
    findBrowser,
    // Launched lazily on the first print; main closes it on shutdown.
    browserPool: createBrowserPool({
      locate: findBrowser,
      concurrency: config.PRINT_CONCURRENCY,
      timeoutMs: config.PRINT_TIMEOUT_MS,
    }),
    version: readVersion(),
    ai: selectAiProvider(config, (message, details) => console.warn(message, details)),
  };
}

import fs from "node:fs";
import path from "node:path";
import { selectAiProvider } from "./adapters/ai/select-provider";
import { createBrowserPool } from "./adapters/browser/browser-pool";
import { findChromium } from "./adapters/browser/find-chromium";
import { selectFileStore } from "./adapters/files/select-file-store";
import type { AppDeps } from "./app-deps";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
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

/** Real dependencies for a config: database (migrated), files, browser finder, secrets. */
export async function createDeps(config: Config): Promise<AppDeps> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  config.SECRET_KEY = ensureSecret(config.dataDir, "secret-key", config.SECRET_KEY);
  config.ADMIN_TOKEN = ensureSecret(config.dataDir, "admin-token", config.ADMIN_TOKEN);
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  await database.migrate();
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

import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { createDeps } from "../deps";
import { seeders } from "../seeders";
import { installTaskQueue } from "./install-queue";

/**
 * npm run db:seed: migrate, then run every seeder (each is idempotent). With --queue (the
 * container image's embedded-database template), as a first start does: migrate, seed, and
 * install the task queue (install-queue.ts), running nothing.
 */
const config = loadConfig();
if (process.argv.includes("--queue")) {
  const deps = await createDeps(config);
  await installTaskQueue(deps);
  await deps.browserPool?.close();
  await deps.database.close();
  console.log("migrated, seeded, task queue installed");
} else {
  const database = await openDatabase({
    url: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, "pglite"),
  });
  await database.migrate();
  for (const seeder of seeders) {
    const summary = await seeder.run(database.db);
    console.log(`${seeder.name}: ${summary}`);
  }
  await database.close();
}

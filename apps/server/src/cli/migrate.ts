import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { waitForDatabase } from "../db/migration-state";

/** npm run db:migrate: apply pending migrations (the server also does this on start). */
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, "pglite"),
});
// Run beside a starting PostgreSQL (compose, a Job next to its database): wait for it first.
if (database.driver === "postgres")
  await waitForDatabase(database, { log: (message) => console.warn(message) });
await database.migrate();
await database.close();
console.log(`migrations applied (${database.driver})`);

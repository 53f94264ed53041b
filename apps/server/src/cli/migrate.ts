import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";

/** npm run db:migrate: apply pending migrations (the server also does this on start). */
const config = loadConfig();
const database = await openDatabase({
  url: config.DATABASE_URL,
  pgliteDir: path.join(config.dataDir, "pglite"),
});
await database.migrate();
await database.close();
console.log(`migrations applied (${database.driver})`);

import path from "node:path";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { seeders } from "../seeders";

/** npm run db:seed: migrate, then run every seeder (each is idempotent). */
const config = loadConfig();
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

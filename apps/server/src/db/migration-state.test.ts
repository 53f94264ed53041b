import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client";
import { latestMigrationMillis, schemaIsCurrent, waitForMigrations } from "./migration-state";

describe("the schema's migration state (what ROLE=web waits for)", () => {
  const opened: Database[] = [];
  afterAll(async () => {
    for (const database of opened) await database.close();
  });

  it("is not current on an empty database, and is once the migrations ran", async () => {
    const database = await openDatabase({ pgliteDir: "memory://" });
    opened.push(database);
    expect(await schemaIsCurrent(database)).toBe(false);
    const logged: string[] = [];
    const controller = new AbortController();
    const waiting = waitForMigrations(database, {
      log: (message) => logged.push(message),
      pollMs: 20,
      signal: controller.signal,
    });
    let done = false;
    void waiting.then(() => (done = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(done).toBe(false);
    expect(logged[0]).toContain("npm run db:migrate");
    await database.migrate();
    await waiting;
    expect(await schemaIsCurrent(database)).toBe(true);
    // A release with a newer migration than the database has waits again.
    expect(await schemaIsCurrent(database, latestMigrationMillis() + 1)).toBe(false);
  });
});

import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "./client";
import {
  isDatabaseUnavailable,
  latestMigrationMillis,
  schemaIsCurrent,
  waitForDatabase,
  waitForMigrations,
} from "./migration-state";

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

// On the PostgreSQL run (TEST_DB=postgres), as the other tests that reach the test server.
describe.skipIf(process.env.TEST_DB !== "postgres")(
  "waiting for PostgreSQL at start (compose starts the app beside its database)",
  () => {
    const adminUrl = new URL(process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
    // A port that refuses connections until a proxy to the test PostgreSQL opens on it.
    const port = 3598;

    it("waits while nothing listens, then goes on once the server answers", async () => {
      const url = new URL(adminUrl);
      url.host = `127.0.0.1:${port}`;
      const database = await openDatabase({ url: url.toString(), pgliteDir: "" });
      const logged: string[] = [];
      let proxy: net.Server | undefined;
      try {
        const waiting = waitForDatabase(database, {
          log: (m) => logged.push(m),
          pollMs: 50,
          timeoutMs: 20_000,
        });
        let done = false;
        void waiting.then(() => (done = true)).catch(() => {});
        await new Promise((r) => setTimeout(r, 400));
        expect(done).toBe(false);
        expect(logged).toEqual(["waiting for the database to accept connections (ECONNREFUSED)"]);
        proxy = net.createServer((socket) => {
          const upstream = net.connect(Number(adminUrl.port || 5432), adminUrl.hostname);
          socket.on("error", () => upstream.destroy());
          upstream.on("error", () => socket.destroy());
          socket.pipe(upstream).pipe(socket);
        });
        await new Promise<void>((resolve) => proxy!.listen(port, "127.0.0.1", resolve));
        await waiting;
        await database.ping();
      } finally {
        await database.close();
        await new Promise((r) => (proxy ? proxy.close(r) : r(undefined)));
      }
    });
  },
);

describe("waiting for the database: what it waits for", () => {
  it("gives up at the deadline, and at once on errors that waiting does not cure", async () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });
    const down = { ping: () => Promise.reject(refused) };
    await expect(waitForDatabase(down, { log: () => {}, pollMs: 10, timeoutMs: 100 })).rejects.toBe(refused);
    const password = Object.assign(new Error('password authentication failed for user "sira"'), {
      code: "28P01",
    });
    let pings = 0;
    const wrong = {
      ping: () => {
        pings += 1;
        return Promise.reject(password);
      },
    };
    await expect(waitForDatabase(wrong, { log: () => {}, pollMs: 10, timeoutMs: 10_000 })).rejects.toBe(
      password,
    );
    expect(pings).toBe(1);
    expect(isDatabaseUnavailable({ code: "57P03" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable({ code: "3D000" })).toBe(false);
  });
});

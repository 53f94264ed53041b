import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../src/config";
import { webProcessPlan } from "../src/web-cluster";
import {
  createEmptyPostgresDatabase,
  type ServerProcess,
  startServerProcess,
} from "./helpers/server-process";
import { testDatabaseKind } from "./helpers/test-app";

describe("WEB_CONCURRENCY", () => {
  it("runs that many web processes on PostgreSQL only, saying why it runs one", () => {
    const plan = (env: Record<string, string>) => webProcessPlan(loadConfig({ ...env }));
    expect(plan({})).toEqual({ processes: 1 });
    expect(plan({ WEB_CONCURRENCY: "3", DATABASE_URL: "postgres://db/sira" })).toEqual({ processes: 3 });
    // The embedded database lives in one process: forced to 1, with the reason for the log.
    const embedded = plan({ WEB_CONCURRENCY: "2" });
    expect(embedded.processes).toBe(1);
    expect(embedded.note).toMatch(/PGlite.*single-process.*DATABASE_URL/);
    const worker = plan({ WEB_CONCURRENCY: "2", DATABASE_URL: "postgres://db/sira", ROLE: "worker" });
    expect(worker.processes).toBe(1);
    expect(worker.note).toMatch(/ROLE=worker/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
  });
});

/** GET `path` on a connection of its own (no keep-alive), so each request is handed out anew. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    request.on("error", reject);
  });
}

describe.skipIf(testDatabaseKind !== "postgres")("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  let database: { url: string; drop(): Promise<void> };
  let server: ServerProcess;
  let log = "";

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    server = await startServerProcess({
      env: { DATABASE_URL: database.url, WEB_CONCURRENCY: "2", LOG_LEVEL: "info" },
      onStdout: (text) => {
        log += text;
      },
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  }, 60_000);

  it("answers on one port from two processes, neither of them the one started", {
    timeout: 90_000,
  }, async () => {
    const answeredBy = new Set<number>();
    // The second process starts after the first answers health (it waits for the migration and
    // then listens): ask until both have answered, for at most a minute.
    const deadline = Date.now() + 60_000;
    while (answeredBy.size < 2 && Date.now() < deadline) {
      if (answeredBy.size > 0) await new Promise((resolve) => setTimeout(resolve, 100));
      const before = log.lastIndexOf("\n") + 1;
      expect(await getOnNewConnection(`${server.url}/api/version`)).toBe(200);
      // The request's log line names the process that answered it (whole lines: up to the last newline).
      const completed = () =>
        log
          .slice(before, log.lastIndexOf("\n") + 1)
          .split("\n")
          .filter((line) => line.includes('"msg":"request completed"'));
      await expect.poll(() => completed().length).toBeGreaterThan(0);
      for (const line of completed()) answeredBy.add((JSON.parse(line) as { pid: number }).pid);
    }
    expect(answeredBy.size).toBe(2);
    expect(answeredBy.has(server.child.pid!)).toBe(false);
    expect(log).toContain("2 web processes share port");
  });
});

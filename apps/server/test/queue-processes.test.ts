import http from "node:http";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createEmptyPostgresDatabase,
  migrateDatabase,
  processSecrets,
  type ServerProcess,
  startServerProcess,
} from "./helpers/server-process";
import { testDatabaseKind } from "./helpers/test-app";

/**
 * Web and worker processes apart on one PostgreSQL (ROLE=web twice, ROLE=worker once): the
 * worker is killed in the middle of a feed refresh and a new one finishes it, once; the
 * every-minute schedule runs once per minute however many processes keep the clock.
 */
describe.skipIf(testDatabaseKind !== "postgres")("queue across processes", () => {
  let database: { url: string; drop(): Promise<void> };
  let feedServer: http.Server;
  let feedUrl: string;
  const requests: string[] = [];
  const processes: ServerProcess[] = [];
  let sql: pg.Client;

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    // The first request hangs (the worker dies while waiting); later ones answer three jobs.
    feedServer = http.createServer((req, res) => {
      requests.push(req.url ?? "");
      if (requests.length === 1) return;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify(
          ["محاسب", "Site Engineer", "Nurse"].map((title, i) => ({
            id: `j${i}`,
            title,
            company: "Restart Co",
            location: "Riyadh",
            date: "2026-11-20",
          })),
        ),
      );
    });
    await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
    feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/board.json`;
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    feedServer.closeAllConnections();
    await new Promise((resolve) => feedServer.close(resolve));
    await sql?.end();
    await database?.drop();
  }, 60_000);

  const env = () => ({
    DATABASE_URL: database.url,
    QUEUE_POLL_SECONDS: "0.5",
    QUEUE_MAINTENANCE_SECONDS: "1",
    // A refresh prepares its rows in the worker pool, whose first use from TypeScript sources
    // bundles the worker and starts a thread (seconds under CI load): 3 s, and 12 s beside other
    // test runs, expired runs that had in fact completed, leaving them in "retry".
    FEED_REFRESH_TIMEOUT_SECONDS: "30",
    // The lost run's retry starts 5 s after it expires (the default minute left the test at the
    // edge of its time limit under CI load).
    FEED_RETRY_DELAY_SECONDS: "5",
  });
  async function until(check: () => Promise<boolean>, ms: number) {
    const end = Date.now() + ms;
    while (!(await check())) {
      if (Date.now() > end) throw new Error("condition not met in time");
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it("web replicas wait for `npm run db:migrate` rather than migrate themselves", async () => {
    const starting = startServerProcess({ env: { ...env(), ROLE: "web" } });
    const others = () =>
      sql.query(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
    // The replica is connected and checking the schema (once a second), and has not migrated.
    await until(async () => (await others()).rows[0].n >= 1, 90_000);
    await new Promise((r) => setTimeout(r, 2500));
    const tables = await sql.query("select to_regclass('public.jobs') as jobs");
    expect(tables.rows[0].jobs).toBeNull();
    await migrateDatabase(database.url);
    const [web1, web2] = await Promise.all([
      starting,
      startServerProcess({ env: { ...env(), ROLE: "web" } }),
    ]);
    processes.push(web1!, web2!);
    expect((await fetch(`${web1!.url}/api/health`)).status).toBe(200);
  }, 240_000);

  it("a refresh cut short by killing the worker completes once on the next worker", async () => {
    const [web1, web2] = processes;
    const admin = {
      authorization: `Bearer ${processSecrets.ADMIN_TOKEN}`,
      "content-type": "application/json",
    };
    const added = await fetch(`${web1!.url}/api/admin/feeds`, {
      method: "POST",
      headers: admin,
      body: JSON.stringify({ kind: "url", target: feedUrl, name: "Restart Co", intervalMinutes: 600 }),
    });
    expect(added.status).toBe(201);
    const feedId = (await added.json()).feed.id as string;
    // Web processes queue but never run: nothing fetched yet.
    await new Promise((r) => setTimeout(r, 2000));
    expect(requests).toEqual([]);

    const worker = await startServerProcess({ env: { ...env(), ROLE: "worker" }, waitForHealth: false });
    processes.push(worker);
    await until(async () => {
      if (worker.child.exitCode !== null) throw new Error(`the worker exited with ${worker.child.exitCode}`);
      return requests.length === 1;
    }, 90_000);
    await worker.kill();

    const next = await startServerProcess({ env: { ...env(), ROLE: "worker" }, waitForHealth: false });
    processes.push(next);
    await until(async () => {
      if (next.child.exitCode !== null) throw new Error(`the worker exited with ${next.child.exitCode}`);
      const res = await fetch(`${web2!.url}/api/admin/feeds`, { headers: admin });
      const feed = (await res.json()).feeds.find((f: { id: string }) => f.id === feedId);
      return !!feed?.lastSuccessAt;
    }, 90_000);

    const jobs = await sql.query("select position from jobs where feed_id = $1 order by position", [feedId]);
    expect(jobs.rows.map((r) => r.position)).toEqual(["Nurse", "Site Engineer", "محاسب"]);
    // The feed's success is written inside the run; the queue marks the run completed just after
    // it returns (a moment later under load), so wait for the run to leave "active".
    const runsOf = () =>
      sql.query(
        "select state, retry_count from pgboss.job where name = 'feeds.refresh' and data->>'feedId' = $1",
        [feedId],
      );
    await until(async () => (await runsOf()).rows.every((r) => r.state !== "active"), 30_000);
    expect((await runsOf()).rows).toEqual([{ state: "completed", retry_count: 1 }]);
    expect(requests).toHaveLength(2);

    const status = await fetch(`${web1!.url}/api/admin/queue`, { headers: admin });
    expect((await status.json()).working).toBe(false);
  }, 240_000);

  it("the every-minute schedule runs once per minute across all processes", async () => {
    await until(async () => {
      const { rows } = await sql.query("select count(*)::int as n from pgboss.job where name = 'feeds.due'");
      return rows[0].n >= 1;
    }, 150_000);
    // pg-boss sends each due schedule through its send-it queue with a singleton per minute.
    const { rows } = await sql.query(
      `select singleton_on, count(*)::int as n from pgboss.job
        where name = '__pgboss__send-it' and data->>'name' = 'feeds.due' group by 1 having count(*) > 1`,
    );
    const all = await sql.query(
      "select name, state, created_on, singleton_on, singleton_key from pgboss.job where name in ('feeds.due', '__pgboss__send-it') order by created_on",
    );
    expect(rows, JSON.stringify(all.rows)).toEqual([]);
    const due = await sql.query("select count(*)::int as n from pgboss.job where name = 'feeds.due'");
    const sends = await sql.query(
      "select count(*)::int as n from pgboss.job where name = '__pgboss__send-it' and data->>'name' = 'feeds.due'",
    );
    expect(due.rows[0].n, JSON.stringify(all.rows)).toBe(sends.rows[0].n);
  }, 200_000);
});

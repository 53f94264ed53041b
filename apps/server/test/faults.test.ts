import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { ResumeData } from "@sira/schema";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectAiProvider } from "../src/adapters/ai/select-provider";
import { type BrowserPool, createBrowserPool } from "../src/adapters/browser/browser-pool";
import { findChromium } from "../src/adapters/browser/find-chromium";
import { createLocalFileStore } from "../src/adapters/files/local-file-store";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { type Database, openDatabase } from "../src/db/client";
import { pointTransactions, prints, wallets } from "../src/db/schema";
import { creditPoints } from "../src/modules/wallet/credit-points";
import { signedInUser } from "./helpers/factories";
import {
  createEmptyPostgresDatabase,
  HttpClient,
  processSecrets,
  type ServerProcess,
  startServerProcess,
} from "./helpers/server-process";
import { createTestApp, type TestApp, testDatabaseKind } from "./helpers/test-app";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface SavedResume {
  id: string;
  title: string;
  slug: string;
  visibility: string;
  version: number;
  data: ResumeData;
}

/** The autosave body the builder sends: the whole resume plus the version it last saw. */
const autosaveBody = (resume: SavedResume, marker: string) => ({
  title: resume.title,
  slug: resume.slug,
  visibility: resume.visibility,
  version: resume.version,
  data: { ...resume.data, basics: { ...resume.data.basics, headline: marker } },
});

describe(`server killed with SIGKILL during autosaves (${testDatabaseKind})`, () => {
  let server: ServerProcess | undefined;
  let postgres: { url: string; drop(): Promise<void> } | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-faults-"));

  afterAll(async () => {
    await server?.kill();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every acknowledged save after a restart on the same data", { timeout: 240_000 }, async () => {
    if (testDatabaseKind === "postgres") postgres = await createEmptyPostgresDatabase();
    const env: Record<string, string> = postgres ? { DATABASE_URL: postgres.url } : {};
    server = await startServerProcess({ dataDir, env });

    const client = new HttpClient();
    const tag = randomUUID().slice(0, 8);
    const registered = await client.request(server.url, "POST", "/api/auth/register", {
      name: "Munira",
      username: `munira${tag}`,
      email: `munira${tag}@example.com`,
      password: "correct horse battery staple",
    });
    expect(registered.status).toBe(200);

    // Four editors autosave their own resume one save after another (as the builder does), so
    // several saves are in flight when the process dies.
    const editors: Array<{ resume: SavedResume; acked: SavedResume; sent: Map<number, string> }> = [];
    for (let i = 0; i < 4; i++) {
      const created = await client.request(server.url, "POST", "/api/resume", {
        title: `CV ${i}`,
        slug: `cv-${i}`,
        language: i % 2 ? "en" : "ar",
        sample: true,
      });
      expect(created.status).toBe(201);
      editors.push({ resume: created.body, acked: created.body, sent: new Map() });
    }

    let acknowledged = 0;
    let killed = false;
    const running = server;
    const killAfter = 60;
    const deadline = Date.now() + 60_000;
    const editing = editors.map(async (editor, i) => {
      for (let n = 1; n <= 400 && !killed && Date.now() < deadline; n++) {
        const marker = `editor ${i} save ${n}`;
        // The version this save creates, when acknowledged.
        editor.sent.set(editor.resume.version + 1, marker);
        let answer: Awaited<ReturnType<HttpClient["request"]>>;
        try {
          answer = await client.request(
            running.url,
            "PATCH",
            `/api/resume/${editor.resume.id}`,
            autosaveBody(editor.resume, marker),
          );
        } catch {
          return; // connection reset by the kill: this save was never acknowledged
        }
        expect(answer.status).toBe(200);
        editor.resume = answer.body;
        editor.acked = answer.body;
        if (++acknowledged === killAfter) {
          killed = true;
          running.child.kill("SIGKILL");
        }
      }
    });
    await Promise.all(editing);
    expect(killed).toBe(true);
    await server.kill();

    server = await startServerProcess({ dataDir, env });
    for (const editor of editors) {
      const read = await client.request(server.url, "GET", `/api/resume/${editor.resume.id}`);
      expect(read.status).toBe(200);
      const stored = read.body as SavedResume;
      // Every acknowledged save is there; at most the one save in flight at the kill went further.
      expect(stored.version).toBeGreaterThanOrEqual(editor.acked.version);
      expect(stored.version).toBeLessThanOrEqual(editor.acked.version + 1);
      expect(stored.data.basics.headline).toBe(editor.sent.get(stored.version));
      if (stored.version === editor.acked.version) expect(stored.data).toEqual(editor.acked.data);

      // The restarted server takes the next autosave from the stored version.
      const next = await client.request(
        server.url,
        "PATCH",
        `/api/resume/${stored.id}`,
        autosaveBody(stored, "after restart"),
      );
      expect(next.status).toBe(200);
      expect(next.body.version).toBe(stored.version + 1);
    }
  });
});

/**
 * A TCP proxy in front of the PostgreSQL server: `cut()` destroys every open connection (what
 * clients see when PostgreSQL restarts) and `down` refuses new ones until it is set back.
 */
function createTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((incoming) => {
    if (down) {
      incoming.destroy();
      return;
    }
    const outgoing = net.connect(target.port, target.host);
    for (const [a, b] of [
      [incoming, outgoing],
      [outgoing, incoming],
    ] as const) {
      sockets.add(a);
      a.on("error", () => b.destroy());
      a.on("close", () => {
        sockets.delete(a);
        b.destroy();
      });
      a.pipe(b);
    }
  });
  return {
    async listen(): Promise<number> {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return (server.address() as net.AddressInfo).port;
    },
    cut() {
      for (const socket of sockets) socket.destroy();
    },
    setDown(value: boolean) {
      down = value;
    },
    openConnections: () => sockets.size / 2,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe.skipIf(testDatabaseKind !== "postgres")("PostgreSQL restarted under load", () => {
  const proxy = createTcpProxy({ host: "127.0.0.1", port: 5432 });
  let postgres: { url: string; drop(): Promise<void> };
  let database: Database;
  let app: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-pgproxy-"));

  beforeAll(async () => {
    postgres = await createEmptyPostgresDatabase();
    const viaProxy = new URL(postgres.url);
    viaProxy.port = String(await proxy.listen());
    viaProxy.hostname = "127.0.0.1";
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      WEB_DIST: path.join(dataDir, "no-web"),
      DATABASE_URL: viaProxy.toString(),
      ...processSecrets,
    });
    database = await openDatabase({ url: config.DATABASE_URL, pgliteDir: "" });
    await database.migrate();
    app = await buildApp({
      config,
      database,
      files: createLocalFileStore(path.join(dataDir, "files")),
      findBrowser: async () => null,
      version: "test",
      ai: selectAiProvider(config),
      logger: false,
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy.close();
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers cleanly while the database is gone and serves again once it is back, without a restart", async () => {
    const users = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const { cookie } = await signedInUser(database.db);
        const created = await app.inject({
          method: "POST",
          url: "/api/resume",
          headers: { cookie },
          payload: { title: `CV ${i}`, slug: `cv-${i}`, language: "en", sample: true },
        });
        expect(created.statusCode).toBe(201);
        return { cookie, resume: created.json() as SavedResume };
      }),
    );

    type Phase = "before" | "outage" | "after";
    let phase: Phase = "before";
    // Counted by the phase a request ended in; `failedAfter` counts requests sent after the
    // database came back that still failed.
    const seen: Record<Phase, { ok: number; failed: number }> = {
      before: { ok: 0, failed: 0 },
      outage: { ok: 0, failed: 0 },
      after: { ok: 0, failed: 0 },
    };
    let failedAfter = 0;
    const unclean: string[] = [];
    let stop = false;

    // Each user alternates listing and autosaving; a failed save may still have committed (the
    // connection died after COMMIT), so a 409 is resolved the way the editor does: take the
    // server's current version.
    const load = users.map(async (user, i) => {
      for (let n = 0; n < 2000 && !stop; n++) {
        const started = phase;
        const res =
          n % 2
            ? await app.inject({ method: "GET", url: "/api/resume", headers: { cookie: user.cookie } })
            : await app.inject({
                method: "PATCH",
                url: `/api/resume/${user.resume.id}`,
                headers: { cookie: user.cookie },
                payload: autosaveBody(user.resume, `user ${i} save ${n}`),
              });
        const body = res.json() as { code?: string; details?: { current: SavedResume } } & SavedResume;
        const ended = phase;
        if (res.statusCode === 200) {
          seen[ended].ok++;
          if (n % 2 === 0) user.resume = body;
        } else if (res.statusCode === 409 && body.code === "ResumeVersionConflict") {
          user.resume = body.details!.current;
        } else {
          seen[ended].failed++;
          if (started === "after") failedAfter++;
          if (res.statusCode !== 500 || body.code !== "SomethingWentWrong")
            unclean.push(`${res.statusCode} ${res.body.slice(0, 200)}`);
        }
        if (ended === "outage") await sleep(20);
      }
    });

    const waitUntil = async (check: () => boolean, what: string) => {
      const deadline = Date.now() + 30_000;
      while (!check()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await sleep(20);
      }
    };
    try {
      await waitUntil(() => seen.before.ok >= 30, "load before the outage");
      phase = "outage";
      proxy.setDown(true);
      proxy.cut();
      await waitUntil(() => seen.outage.failed >= 12, "failures during the outage");
      const health = await app.inject({ method: "GET", url: "/api/health" });
      expect(health.statusCode).toBe(503);
      phase = "after";
      proxy.setDown(false);
      await waitUntil(() => seen.after.ok >= 60, "load after the outage");
    } finally {
      stop = true;
      await Promise.all(load);
    }

    expect(unclean).toEqual([]);
    expect(seen.before.failed).toBe(0);
    expect(failedAfter).toBe(0);
    expect(proxy.openConnections()).toBeGreaterThan(0);
    expect((await app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    for (const user of users) {
      const res = await app.inject({ method: "GET", url: "/api/resume", headers: { cookie: user.cookie } });
      expect(res.statusCode).toBe(200);
    }
  });
});

/** The PID of the Chromium this process launched (Playwright spawns it as our direct child). */
function childChromiumPids(): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      // pid (comm) state ppid ...: comm may contain spaces, so read after the last ")".
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === process.pid && /chrom/i.test(comm)) pids.push(Number(entry));
    } catch {}
  }
  return pids;
}

describe.skipIf(process.platform !== "linux")(`Chromium killed mid-print (${testDatabaseKind})`, () => {
  let t: TestApp;
  const pool = createBrowserPool({ locate: () => findChromium({}), concurrency: 2, timeoutMs: 60_000 });
  let killNextPrint = false;
  let killed: number[] = [];
  // Kills the browser just after the job has started loading the resume into its page (a fresh
  // page or a warm print host), while the job waits for it to paginate and print: the print is
  // under way when Chromium dies.
  const killingPool: BrowserPool = {
    withPage: (work, options) =>
      pool.withPage((page) => {
        const running = work(page);
        if (killNextPrint) {
          killNextPrint = false;
          setTimeout(() => {
            killed = childChromiumPids();
            for (const pid of killed) process.kill(pid, "SIGKILL");
          }, 5);
        }
        return running;
      }, options),
    openPages: () => pool.openPages(),
    close: async () => {},
  };

  beforeAll(async () => {
    t = await createTestApp({}, { browserPool: killingPool });
  });
  afterAll(async () => {
    await t?.close();
    await pool.close();
  });

  it("charges nothing for the failed print and prints the next time", { timeout: 120_000 }, async () => {
    const db = t.database.db;
    const { user, cookie } = await signedInUser(db);
    await creditPoints(db, {
      userId: user.id,
      points: 5,
      reason: "test",
      reference: { type: "admin", id: randomUUID() },
      idempotencyKey: `test:${randomUUID()}`,
    });
    const created = await t.app.inject({
      method: "POST",
      url: "/api/resume",
      headers: { cookie },
      payload: { title: "My CV", slug: "my-cv", language: "ar", sample: true },
    });
    expect(created.statusCode).toBe(201);
    const resumeId = (created.json() as SavedResume).id;
    const print = () =>
      t.app.inject({ method: "GET", url: `/api/resume/print/${resumeId}?lang=ar`, headers: { cookie } });
    const balance = async () =>
      (await db.select().from(wallets).where(eq(wallets.userId, user.id)))[0]?.balance;
    const debits = async () =>
      (await db.select().from(pointTransactions).where(eq(pointTransactions.userId, user.id))).filter(
        (entry) => entry.kind === "debit",
      );

    // Warm the browser so the kill hits a running Chromium in the middle of a job.
    const warm = await t.app.inject({
      method: "GET",
      url: `/api/resume/print/${resumeId}/preview`,
      headers: { cookie },
    });
    expect(warm.statusCode).toBe(200);

    killNextPrint = true;
    const failed = await print();
    expect(killed.length).toBeGreaterThan(0);
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toMatchObject({ code: "ResumePrinterError" });
    expect(await balance()).toBe(5);
    expect(await debits()).toEqual([]);
    expect(await db.select().from(prints).where(eq(prints.kind, "pdf"))).toEqual([]);

    const next = await print();
    expect(next.statusCode).toBe(200);
    const file = await t.app.inject({ method: "GET", url: (next.json() as { url: string }).url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(await balance()).toBe(4);
    expect(await debits()).toHaveLength(1);
    expect(pool.openPages()).toBe(0);
  });
});

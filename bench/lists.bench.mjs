// Lists and autosave against bare baselines, alternated sample by sample in the same run (issue 39):
//
//   jobs:     GET /api/job/match/:resumeId (view=full, the default, and view=card), 50 clients,
//             against a bare Fastify sending the very bytes Sira answered for the same resume.
//   autosave: PATCH /api/resume/:id (Prefer: return=minimal) then GET /api/resume, 100 clients,
//             against raw node-postgres (a bare Fastify with a pg.Pool of the same size) running
//             the same statements: the session lookup, then the conditional update / the list.
//
// After one unrecorded sample of each (warm-up), each run alternates Sira and its baseline
// LISTS_PAIRS times (LISTS_SECONDS each, closed loop);
// a run's ratio is Sira's requests over the baseline's; LISTS_RUNS runs give min / median / max.
//
//   npm run build -w @sira/server && nice -n 10 node bench/lists.bench.mjs [jobs|autosave]
//
// LISTS_PG_URL (admin URL, default postgres://postgres@127.0.0.1:5432/postgres), LISTS_DB_PREFIX
// (default sira_lists_), LISTS_VIEWS (card or full: one view of the jobs list), LISTS_WEB_CONCURRENCY (the server's WEB_CONCURRENCY), LISTS_RESULT (the
// results file's name, default lists) and LISTS_CPU_PROF (a folder: profile the server) override.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { nextIp, record, repoRoot, stopChild, summarize } from "./lib.mjs";

const runs = Number(process.env.LISTS_RUNS ?? 3);
const pairs = Number(process.env.LISTS_PAIRS ?? 2);
const seconds = Number(process.env.LISTS_SECONDS ?? 5);
const adminUrl = process.env.LISTS_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const dbPrefix = process.env.LISTS_DB_PREFIX ?? "sira_lists_";
const webConcurrency = process.env.LISTS_WEB_CONCURRENCY;
const scenarios = process.argv[2] ? [process.argv[2]] : ["jobs", "autosave"];
// LISTS_VIEWS=card measures one view of the jobs list (for profiling); the recorded run uses both.
const views = process.env.LISTS_VIEWS?.split(",") ?? ["full", "card"];
const adminToken = "lists-bench-admin-token";
const password = "correct horse battery staple";
const jobClients = 50;
const autosaveClients = 100;
const poolSize = 10; // apps/server/src/db/client.ts

async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function spawnNode(args, env, { quiet = false } = {}) {
  return spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
  });
}

async function waitHealthy(url, child, probe) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}${probe}`)).status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become healthy`);
}

async function api(base, method, url, { cookie, body, headers = {} } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      "x-forwarded-for": nextIp(),
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${bytes.toString().slice(0, 300)}`);
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { bytes, body: bytes.length ? JSON.parse(bytes.toString()) : undefined, cookies };
}

/** `count` users, each with an Arabic and an English sample resume. */
async function createUsers(base, count) {
  const users = [];
  for (let i = 0; i < count; i++) {
    const tag = randomUUID().slice(0, 8);
    const { cookies } = await api(base, "POST", "/api/auth/register", {
      body: { name: `Lists ${i}`, username: `lists${tag}`, email: `lists${tag}@example.com`, password },
    });
    const resumes = [];
    for (const language of ["ar", "en"]) {
      const { body } = await api(base, "POST", "/api/resume", {
        cookie: cookies,
        body: { title: `CV ${language}`, slug: `cv-${language}`, language, sample: true },
      });
      resumes.push(body);
    }
    users.push({ cookie: cookies, resumes });
  }
  return users;
}

/**
 * One closed-loop sample: `connections` clients for `seconds`, each sending `requests` in turn
 * (autocannon: a connection's `context` lasts one pass over them); every answer's latency kept.
 */
function sample({ url, connections, requests }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const statuses = {};
    let bad = 0;
    const instance = autocannon(
      { url, connections, duration: seconds, timeout: 30, requests },
      (error, result) =>
        error
          ? reject(error)
          : resolve({
              requests: latencies.length,
              reqPerSec: Math.round((latencies.length / seconds) * 10) / 10,
              bad: bad + result.errors + result.timeouts,
              statuses,
              latencyMs: summarize(latencies),
            }),
    );
    instance.on("response", (_client, status, _bytes, ms) => {
      latencies.push(ms);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (status >= 300) bad++;
    });
  });
}

/** Runs of alternating samples (Sira, then baseline, `pairs` times), each run's throughput ratio. */
async function alternate(label, sira, bare) {
  // One sample of each first, not recorded: every web process has its caches and connections
  // (with WEB_CONCURRENCY, the process a resume first reaches scores it) before the runs.
  await sira();
  await bare();
  const perRun = [];
  for (let run = 0; run < runs; run++) {
    const sides = { sira: [], bare: [] };
    for (let k = 0; k < pairs; k++) {
      sides.sira.push(await sira());
      sides.bare.push(await bare());
    }
    const side = (list) => {
      const requests = list.reduce((n, s) => n + s.requests, 0);
      return {
        reqPerSec: Math.round((requests / (seconds * list.length)) * 10) / 10,
        p99Ms: Math.max(...list.map((s) => s.latencyMs.p99)),
        p50Ms: list.map((s) => s.latencyMs.median).sort((a, b) => a - b)[Math.floor(list.length / 2)],
        bad: list.reduce((n, s) => n + s.bad, 0),
        statuses: list.map((s) => s.statuses),
        ...(list[0].commitsPerAnswer !== undefined && {
          commitsPerAnswer: list.map((s) => s.commitsPerAnswer),
        }),
        samples: list.map((s) => s.reqPerSec),
      };
    };
    const result = { sira: side(sides.sira), bare: side(sides.bare), loadAverage: loadAverage() };
    result.throughputRatio = Math.round((result.sira.reqPerSec / result.bare.reqPerSec) * 100) / 100;
    result.p99Ratio = Math.round((result.sira.p99Ms / result.bare.p99Ms) * 100) / 100;
    console.log(label, `run ${run + 1}`, JSON.stringify(result));
    perRun.push(result);
  }
  const spread = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
  };
  return {
    throughputRatio: spread(perRun.map((r) => r.throughputRatio)),
    p99Ratio: spread(perRun.map((r) => r.p99Ratio)),
    runs: perRun,
  };
}

const loadAverage = () => os.loadavg().map((n) => Math.round(n * 10) / 10);

/** A bare Fastify answering GET /api/job/match/:id with the bytes Sira gave for that resume and view. */
const bareJobsSource = `
import fs from "node:fs";
import Fastify from "fastify";
const pages = JSON.parse(fs.readFileSync(process.env.PAGES_FILE, "utf8"));
const bytes = new Map(Object.entries(pages).map(([key, base64]) => [key, Buffer.from(base64, "base64")]));
const app = Fastify({ logger: false });
app.get("/health", async () => ({ ok: true }));
app.get("/api/job/match/:id", (request, reply) => {
  const body = bytes.get(request.params.id + ":" + (request.query.view ?? "full"));
  reply.type("application/json; charset=utf-8").send(body);
});
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
`;

/**
 * Raw node-postgres doing what an autosave and a list need, in the same statements as Sira: the
 * session lookup by the access cookie's hash, then the conditional update (answering the new
 * version) or the user's resumes without their content.
 */
const rawPgSource = `
import { createHash } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: ${poolSize} });
const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
const listColumns =
  "id, user_id, title, slug, visibility, country, locked, language, is_default, version, twin_id, twin_state, created_at, updated_at";
async function userOf(request) {
  const token = decodeURIComponent(/sira_access=([^;]+)/.exec(request.headers.cookie ?? "")?.[1] ?? "");
  const { rows } = await pool.query({
    name: "session",
    text: "select s.*, u.* from sessions s inner join users u on u.id = s.user_id where s.access_hash = $1 and s.revoked_at is null and s.rotated_at is null and s.access_expires_at > $2 limit 1",
    values: [createHash("sha256").update(token).digest("hex"), new Date().toISOString()],
  });
  if (!rows[0]) throw Object.assign(new Error("unauthorized"), { statusCode: 401 });
  return rows[0].user_id;
}
app.get("/health", async () => ({ ok: true }));
app.patch("/api/resume/:id", async (request) => {
  const userId = await userOf(request);
  const { title, slug, visibility, data, version } = request.body;
  const { rows } = await pool.query({
    name: "autosave",
    text: "update resumes set title = $1, slug = $2, visibility = $3, language = $4, data = $5, version = version + 1, updated_at = $6 where id = $7 and user_id = $8 and version = $9 and locked = false returning " + listColumns,
    values: [title, slug, visibility, data.metadata.language, JSON.stringify(data), new Date(), request.params.id, userId, version],
  });
  if (!rows[0]) throw Object.assign(new Error("conflict"), { statusCode: 409 });
  return rows[0];
});
app.get("/api/resume", async (request) => {
  const userId = await userOf(request);
  const { rows } = await pool.query({
    name: "list",
    text: "select " + listColumns + " from resumes where user_id = $1 order by updated_at desc, created_at desc, id desc",
    values: [userId],
  });
  return rows;
});
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
`;

/** Start a baseline server from its source (inside the repository, so its packages resolve). */
async function startBare(name, source, env) {
  const port = await freePort();
  const tmp = path.join(repoRoot, "bench/results/tmp");
  fs.mkdirSync(tmp, { recursive: true });
  const script = path.join(tmp, `${name}-${process.pid}.mjs`);
  fs.writeFileSync(script, source);
  const child = spawnNode([script], { ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  await waitHealthy(url, child, "/health");
  return {
    url,
    async stop() {
      await stopChild(child);
      fs.rmSync(script, { force: true });
    },
  };
}

async function jobsScenario(base, users) {
  const resumes = users.map((u) => ({ id: u.resumes[0].id, cookie: u.cookie }));
  const pages = {};
  const sizes = {};
  for (const view of ["full", "card"]) {
    for (const r of resumes) {
      const { bytes } = await api(base, "GET", `/api/job/match/${r.id}?view=${view}`, { cookie: r.cookie });
      pages[`${r.id}:${view}`] = bytes.toString("base64");
      sizes[view] = bytes.length;
    }
  }
  fs.mkdirSync(path.join(repoRoot, "bench/results/tmp"), { recursive: true });
  const pagesFile = path.join(repoRoot, `bench/results/tmp/lists-pages-${process.pid}.json`);
  fs.writeFileSync(pagesFile, JSON.stringify(pages));
  const bare = await startBare("bare-jobs", bareJobsSource, { PAGES_FILE: pagesFile });
  try {
    const result = {};
    for (const view of views) {
      let turn = 0;
      const next = () => {
        const r = resumes[turn++ % resumes.length];
        const query = view === "full" ? "" : "?view=card";
        return { method: "GET", path: `/api/job/match/${r.id}${query}`, headers: { cookie: r.cookie } };
      };
      const requests = [{ setupRequest: (request) => ({ ...request, ...next() }) }];
      result[view] = {
        pageBytes: sizes[view],
        ...(await alternate(
          `jobs ${view}`,
          () => sample({ url: base, connections: jobClients, requests }),
          () => sample({ url: bare.url, connections: jobClients, requests }),
        )),
      };
    }
    return {
      route: "GET /api/job/match/:resumeId (limit 60): view=full (the default) and view=card",
      baseline: "bare Fastify (own process) sending the bytes Sira answered for the same resume and view",
      clients: jobClients,
      resumes: resumes.length,
      ...result,
    };
  } finally {
    await bare.stop();
    fs.rmSync(pagesFile, { force: true });
  }
}

async function autosaveScenario(base, users, dbUrl) {
  const resumes = users.flatMap((u) => u.resumes.map((r) => ({ ...r, cookie: u.cookie })));
  const versions = new Map(resumes.map((r) => [r.id, r.version]));
  // The body the builder sends, its version last so each request only appends it.
  const heads = new Map(
    resumes.map((r) => [
      r.id,
      JSON.stringify({ title: r.title, slug: r.slug, visibility: r.visibility, data: r.data }).slice(0, -1),
    ]),
  );
  const bodyBytes = Buffer.byteLength(heads.get(resumes[0].id)) + 20;
  const raw = await startBare("raw-pg", rawPgSource, { DATABASE_URL: dbUrl.toString() });
  // Each pass of a connection takes a resume no other connection is saving, autosaves it and
  // lists its owner's resumes, then gives it back (answers come before the next pass is built).
  let free = [];
  const requests = [
    {
      setupRequest: (request, context) => {
        context.resume = free.shift() ?? resumes[Math.floor(Math.random() * resumes.length)];
        const r = context.resume;
        return {
          ...request,
          method: "PATCH",
          path: `/api/resume/${r.id}`,
          headers: { cookie: r.cookie, "content-type": "application/json", prefer: "return=minimal" },
          body: `${heads.get(r.id)},"version":${versions.get(r.id)}}`,
        };
      },
      onResponse: (status, body, context) => {
        if (status === 200) versions.set(context.resume.id, JSON.parse(body).version);
      },
    },
    {
      setupRequest: (request, context) => ({
        ...request,
        method: "GET",
        path: "/api/resume",
        headers: { cookie: context.resume.cookie },
        body: undefined,
      }),
      onResponse: (_status, _body, context) => free.push(context.resume),
    },
  ];
  // Autosaves still in flight when a sample stops were written but never answered: each sample
  // starts from the versions the database holds once the last sample's server has finished them.
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  const sampleOf = (url) => async () => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const row of (await db.query("select id, version from resumes")).rows)
      versions.set(row.id, row.version);
    free = [...resumes];
    const commits = async () =>
      Number(
        (await db.query("select xact_commit from pg_stat_database where datname = current_database()"))
          .rows[0].xact_commit,
      );
    const before = await commits();
    const result = await sample({ url, connections: autosaveClients, requests });
    // Transactions the database committed per answer (each statement outside a transaction is one;
    // the statistics reach the view within a second).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    result.commitsPerAnswer = Math.round((((await commits()) - before) / result.requests) * 100) / 100;
    return result;
  };
  try {
    return {
      route: "PATCH /api/resume/:id (Prefer: return=minimal) and GET /api/resume, alternating per client",
      baseline: `raw node-postgres (bare Fastify, pg.Pool max ${poolSize}, own process): the same session lookup, update and list statements`,
      clients: autosaveClients,
      resumes: resumes.length,
      autosaveBodyBytes: bodyBytes,
      ...(await alternate("autosave+list", sampleOf(base), sampleOf(raw.url))),
    };
  } finally {
    await db.end();
    await raw.stop();
  }
}

async function main() {
  const dbName = `${dbPrefix}${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-lists-"));
  const env = {
    NODE_ENV: "production",
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: dataDir,
    ADMIN_TOKEN: adminToken,
    LOG_LEVEL: "warn",
    WEB_DIST: path.join(dataDir, "no-web"),
    TRUST_PROXY: "loopback",
    ...(webConcurrency && { WEB_CONCURRENCY: webConcurrency }),
  };
  let server;
  try {
    const seed = spawnNode(["apps/server/dist/cli/seed.js"], env, { quiet: true });
    if ((await new Promise((resolve) => seed.once("exit", resolve))) !== 0) throw new Error("seeding failed");
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const profile = process.env.LISTS_CPU_PROF
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.LISTS_CPU_PROF}`]
      : [];
    server = spawnNode([...profile, "apps/server/dist/main.js"], {
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: base,
    });
    await waitHealthy(base, server, "/api/health");
    // Two resumes per user, a fifth more resumes than autosave clients.
    const users = await createUsers(base, (autosaveClients * 0.6) | 0);
    const loadAtStart = loadAverage();
    const results = {};
    if (scenarios.includes("jobs")) results.jobs = await jobsScenario(base, users.slice(0, 20));
    if (scenarios.includes("autosave")) results.autosave = await autosaveScenario(base, users, dbUrl);
    // Issue 39's targets, on the median run: any view of the jobs list ≥ 0.5 of the bare same
    // bytes; autosave and list ≥ 0.6 of raw node-postgres with p99 ≤ 2× its p99.
    const met = {
      ...(results.jobs && {
        jobs: views.every((view) => results.jobs[view].throughputRatio.median >= 0.5),
      }),
      ...(results.autosave && {
        autosave: results.autosave.throughputRatio.median >= 0.6 && results.autosave.p99Ratio.median <= 2,
      }),
    };
    if (Object.values(met).includes(false)) process.exitCode = 1;
    record(process.env.LISTS_RESULT ?? "lists", {
      budget: {
        jobs: "throughput ≥ 0.5 × bare Fastify sending the same bytes, any view (median run)",
        autosave: "throughput ≥ 0.6 × raw node-postgres, p99 ≤ 2 × its p99 (median run)",
      },
      met,
      command:
        `npm run build -w @sira/server && nice -n 10 node bench/lists.bench.mjs ${process.argv[2] ?? ""}`.trim(),
      database: "postgresql (fresh database, demo jobs seeded)",
      webConcurrency: Number(webConcurrency ?? 1),
      runs,
      pairsPerRun: pairs,
      sampleSeconds: seconds,
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: loadAverage(),
      ...results,
    });
  } finally {
    await stopChild(server);
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

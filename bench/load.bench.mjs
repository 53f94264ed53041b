// Load: a bounded mixed workload against the built server on a fresh PostgreSQL database, with a
// bare Fastify baseline measured in the same run. Budget (docs/design.md): autosave and list p99 ≤ 25 ms
// at 100 concurrent clients, 0 errors. Everything talks to 127.0.0.1 only.
//
//   npm run build -w @sira/server && node bench/load.bench.mjs
//
// LOAD_DURATION (seconds, default 20), LOAD_USERS (default 50), LOAD_PG_URL (admin URL of the
// PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres) override the sizes.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { record, repoRoot, summarize } from "./lib.mjs";

const duration = Number(process.env.LOAD_DURATION ?? 20);
const userCount = Number(process.env.LOAD_USERS ?? 50);
const adminUrl = process.env.LOAD_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const adminToken = "load-bench-admin-token";
const password = "correct horse battery staple";
const budgetP99Ms = 25;

/**
 * Clients per route, 100 in all, and each client's pace in the paced run (requests per second):
 * people list and open resumes about once a second, a builder autosaves up to twice a second
 * while its user types, sign-in runs at a low fixed rate and one client prints every 5 s
 * (LOAD_PRINT_EVERY_MS; below autocannon's 1 request/s floor, so a timer sends it). Each client starts at a random
 * moment within the first second, so arrivals spread over time as real users' do (autocannon's
 * rate limit sends in per-second windows; clients started together would all fire at once).
 * The saturation run drops the pace (closed loop: the next request as soon as the answer is in)
 * except for sign-in and print, to find the throughput ceiling.
 */
const fullMix = {
  list: { clients: 30, rate: 1 },
  open: { clients: 26, rate: 1 },
  autosave: { clients: 30, rate: 2 },
  match: { clients: 10, rate: 1 },
  signIn: { clients: 3, rate: 1, alwaysPaced: true },
  print: { clients: 1, everyMs: Number(process.env.LOAD_PRINT_EVERY_MS ?? 5000), alwaysPaced: true },
};
// LOAD_ROUTES=list,autosave runs a subset (for profiling one route); the recorded run uses all.
const only = process.env.LOAD_ROUTES?.split(",");
const mix = Object.fromEntries(Object.entries(fullMix).filter(([name]) => !only || only.includes(name)));

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

async function waitHealthy(url, child, path_ = "/api/health") {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`process exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}${path_}`);
      if (res.status === 200) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become healthy`);
}

function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  child.kill("SIGTERM");
  return new Promise((resolve) => child.once("exit", resolve));
}

let ipCounter = 0;
/** A distinct documentation-range address per call (X-Forwarded-For; the app trusts its proxy). */
const nextIp = () => {
  ipCounter++;
  return `198.18.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

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
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { body: text ? JSON.parse(text) : undefined, cookies };
}

/** Users, each with two sample resumes (one Arabic, one English) and points for printing. */
async function createUsers(base) {
  const users = [];
  for (let i = 0; i < userCount; i++) {
    const tag = randomUUID().slice(0, 8);
    const email = `load${tag}@example.com`;
    const { cookies } = await api(base, "POST", "/api/auth/register", {
      body: { name: `Load ${i}`, username: `load${tag}`, email, password },
    });
    const resumes = [];
    for (const language of ["ar", "en"]) {
      const { body } = await api(base, "POST", "/api/resume", {
        cookie: cookies,
        body: { title: `CV ${language}`, slug: `cv-${language}`, language, sample: true },
      });
      resumes.push(body);
    }
    await api(base, "POST", "/api/admin/points", {
      body: { user: email, points: 1000, reason: "load bench" },
      headers: { authorization: `Bearer ${adminToken}` },
    });
    users.push({ email, cookie: cookies, resumes });
  }
  return users;
}

/**
 * Run `clients` autocannon clients (one instance each, started at random moments within the first
 * second) and collect every answer's latency, so percentiles are exact across them.
 */
async function runClients({ clients, rate, seconds, url, makeRequests }) {
  const latencies = [];
  const failures = { errors: 0, timeouts: 0, non2xx: 0 };
  const statuses = {};
  const one = () =>
    new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections: 1,
          duration: seconds,
          timeout: 30,
          requests: makeRequests(),
          ...(rate ? { connectionRate: rate } : {}),
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
      instance.on("response", (_client, status, _bytes, ms) => {
        latencies.push(ms);
        if (status < 200 || status > 299) {
          failures.non2xx++;
          statuses[status] = (statuses[status] ?? 0) + 1;
        }
      });
    });
  const results = await Promise.all(
    Array.from({ length: clients }, async () => {
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      return one();
    }),
  );
  for (const r of results) {
    failures.errors += r.errors;
    failures.timeouts += r.timeouts;
  }
  return routeResult(latencies, failures, statuses, {
    clients,
    seconds,
    pace: rate ? `${rate}/s per client` : "closed loop",
  });
}

/** One client sending `send()` every `everyMs` (a pace below 1 request/s), timed the same way. */
async function runTimedClient({ everyMs, seconds, send }) {
  const latencies = [];
  const failures = { errors: 0, timeouts: 0, non2xx: 0 };
  const statuses = {};
  const end = Date.now() + seconds * 1000;
  await new Promise((r) => setTimeout(r, Math.random() * everyMs));
  while (Date.now() < end) {
    const started = performance.now();
    try {
      const status = await send();
      latencies.push(performance.now() - started);
      if (status < 200 || status > 299) {
        failures.non2xx++;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    } catch {
      failures.errors++;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, everyMs - (performance.now() - started))));
  }
  return routeResult(latencies, failures, statuses, {
    clients: 1,
    seconds,
    pace: `1 per ${everyMs / 1000} s`,
  });
}

function routeResult(latencies, failures, statuses, { clients, seconds, pace }) {
  const s = summarize(latencies);
  const round = (n) => Math.round(n * 10) / 10;
  return {
    clients,
    pace,
    requests: latencies.length,
    reqPerSec: round(latencies.length / seconds),
    latencyMs: { p50: round(s.median), p95: round(s.p95), p99: round(s.p99), max: round(s.max) },
    ...failures,
    ...(failures.non2xx ? { non2xxStatuses: statuses } : {}),
  };
}

/** The mixed workload: every route's clients at once, each route with its own latencies. */
async function mixedWorkload(base, users, { paced, seconds }) {
  const headersFor = (user) => ({ cookie: user.cookie, "x-forwarded-for": nextIp() });
  // autocannon resets a request's `context` after every request, so a client's own state (its
  // place in a list, its resume and version) lives in the closure each client's requests get.
  const cursor = (list) => {
    let index = Math.floor(Math.random() * list.length);
    return () => {
      index = (index + 1) % list.length;
      return list[index];
    };
  };
  // Each autosave client edits its own resume, carrying its version; the paced and saturation
  // runs take different resumes (a save still in flight when a run ends bumps a version unseen).
  const autosaveResumes = users.flatMap((u) => u.resumes.map((resume) => ({ user: u, resume })));
  let nextAutosave = 0;
  let saves = 0;

  const requests = {
    list: (next = cursor(users)) => [
      {
        method: "GET",
        setupRequest: (req) => ({
          ...req,
          path: "/api/resume",
          headers: headersFor(next()),
        }),
      },
    ],
    open: (next = cursor(users)) => [
      {
        method: "GET",
        setupRequest: (req) => {
          const user = next();
          return { ...req, path: `/api/resume/${user.resumes[0].id}`, headers: headersFor(user) };
        },
      },
    ],
    autosave: (slot = autosaveResumes[nextAutosave++ % autosaveResumes.length]) => [
      {
        method: "PATCH",
        setupRequest: (req) => {
          const { user, resume } = slot;
          saves++;
          const body = JSON.stringify({
            title: resume.title,
            slug: resume.slug,
            visibility: resume.visibility,
            version: resume.version,
            data: { ...resume.data, basics: { ...resume.data.basics, headline: `Engineer ${saves}` } },
          });
          return {
            ...req,
            path: `/api/resume/${resume.id}`,
            headers: { ...headersFor(user), "content-type": "application/json" },
            body,
          };
        },
        onResponse: (status, body) => {
          // As the editor does: a conflict (counted as an error) continues from the server's version.
          if (status === 200) slot.resume.version = JSON.parse(body).version;
          if (status === 409) slot.resume.version = JSON.parse(body).details.current.version;
        },
      },
    ],
    match: (next = cursor(users)) => [
      {
        method: "GET",
        setupRequest: (req) => {
          const user = next();
          return { ...req, path: `/api/job/match/${user.resumes[0].id}`, headers: headersFor(user) };
        },
      },
    ],
    signIn: (next = cursor(users)) => [
      {
        method: "POST",
        setupRequest: (req) => ({
          ...req,
          path: "/api/auth/login",
          headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
          body: JSON.stringify({ identifier: next().email, password }),
        }),
      },
    ],
  };
  // Prints the resumes being autosaved, so most prints render fresh content in Chromium.
  const nextPrint = cursor(autosaveResumes);
  const print = () => {
    const { user, resume } = nextPrint();
    return fetch(`${base}/api/resume/print/${resume.id}?lang=en`, {
      headers: headersFor(user),
      signal: AbortSignal.timeout(30_000),
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });
  };
  const entries = await Promise.all(
    Object.entries(mix).map(async ([name, { clients, rate, everyMs, alwaysPaced }]) => [
      name,
      name === "print"
        ? await runTimedClient({ everyMs, seconds, send: print })
        : await runClients({
            clients,
            rate: paced || alwaysPaced ? rate : 0,
            seconds,
            url: base,
            makeRequests: () => requests[name](),
          }),
    ]),
  );
  return Object.fromEntries(entries);
}

const bareServerSource = `
import Fastify from "fastify";
const app = Fastify({ logger: false });
app.get("/bare", async () => ({ ok: true, items: [1, 2, 3] }));
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT) });
`;

/**
 * The same 100 clients against a bare Fastify (one trivial JSON route, its own process): paced
 * like the main run's list clients (1 request/s each), then closed loop for its ceiling.
 */
async function measureBaseline() {
  const port = await freePort();
  // Inside the repository (git-ignored folder) so `fastify` resolves from its node_modules.
  const tmp = path.join(repoRoot, "bench/results/tmp");
  fs.mkdirSync(tmp, { recursive: true });
  const script = path.join(tmp, `bare-fastify-${process.pid}.mjs`);
  fs.writeFileSync(script, bareServerSource);
  const child = spawnNode([script], { PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitHealthy(`http://127.0.0.1:${port}`, child, "/bare");
    const seconds = Math.min(duration, 10);
    const makeRequests = () => [{ method: "GET", path: "/bare" }];
    const paced = await runClients({ clients: 100, rate: 1, seconds, url, makeRequests });
    const saturated = await runClients({
      clients: 100,
      rate: 0,
      seconds: Math.ceil(seconds / 2),
      url,
      makeRequests,
    });
    return { paced, saturated };
  } finally {
    await stopChild(child);
    fs.rmSync(script, { force: true });
  }
}

const totals = (routes, seconds) => {
  const list = Object.values(routes);
  const errors = list.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0);
  const requests = list.reduce((n, r) => n + r.requests, 0);
  return { reqPerSec: Math.round((requests / seconds) * 10) / 10, errors };
};

async function main() {
  const dbName = `sira_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-load-"));
  const env = {
    // As a deployment runs it: React (print templates) and other libraries pick their production
    // builds from process.env.NODE_ENV, which the server's own config default does not set.
    NODE_ENV: process.env.LOAD_NODE_ENV ?? "production",
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: dataDir,
    ADMIN_TOKEN: adminToken,
    LOG_LEVEL: "warn",
    WEB_DIST: path.join(dataDir, "no-web"),
  };
  let server;
  let cleaned;
  const cleanup = () => {
    cleaned ??= (async () => {
      if (server) await stopChild(server);
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    })();
    return cleaned;
  };
  // A throw inside an autocannon callback is uncaught: still stop the server and drop the database.
  process.once("uncaughtException", async (error) => {
    console.error(error);
    await cleanup();
    process.exit(1);
  });
  try {
    const seed = spawnNode(["apps/server/dist/cli/seed.js"], env, { quiet: true });
    const seeded = await new Promise((resolve) => seed.once("exit", resolve));
    if (seeded !== 0) throw new Error(`seeding failed (${seeded})`);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const profile = process.env.LOAD_CPU_PROF
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`]
      : [];
    server = spawnNode([...profile, "apps/server/dist/main.js"], {
      ...env,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: base,
    });
    await waitHealthy(base, server);

    const loadAtStart = os.loadavg().map((n) => Math.round(n * 10) / 10);
    const baseline = process.env.LOAD_SKIP_BASELINE ? null : await measureBaseline();
    console.log("baseline", JSON.stringify(baseline));

    const setupStart = Date.now();
    const users = await createUsers(base);
    console.log(`${users.length} users ready in ${Date.now() - setupStart} ms`);
    // One warm-up pass so the first match, print and query plans are not in the measurement.
    for (const user of users.slice(0, 5)) {
      await api(base, "GET", `/api/job/match/${user.resumes[0].id}`, { cookie: user.cookie });
      await api(base, "GET", `/api/resume/print/${user.resumes[1].id}?lang=en`, { cookie: user.cookie });
    }

    const paced = await mixedWorkload(base, users, { paced: true, seconds: duration });
    const pacedTotals = totals(paced, duration);
    console.log("paced", pacedTotals);
    const saturationSeconds = Math.ceil(duration / 2);
    const saturated = process.env.LOAD_SKIP_SATURATION
      ? null
      : await mixedWorkload(base, users, { paced: false, seconds: saturationSeconds });
    if (only) {
      console.log(JSON.stringify({ paced, saturated }, null, 2));
      return;
    }
    const worstP99 = Math.max(paced.autosave.latencyMs.p99, paced.list.latencyMs.p99);
    const body = record("load", {
      command: "npm run build -w @sira/server && node bench/load.bench.mjs",
      database: "postgresql (fresh database, demo jobs seeded)",
      loadAverageAtStart: loadAtStart,
      users: users.length,
      clients: Object.values(mix).reduce((n, m) => n + m.clients, 0),
      budget: { autosaveAndListP99Ms: budgetP99Ms, errors: 0, appliesTo: "paced" },
      withinBudget: worstP99 <= budgetP99Ms && pacedTotals.errors === 0,
      paced: {
        durationSeconds: duration,
        ...pacedTotals,
        routes: paced,
      },
      saturated: saturated && {
        durationSeconds: saturationSeconds,
        note: "closed loop (each client sends its next request as soon as the last one answers); sign-in and print stay paced",
        ...totals(saturated, saturationSeconds),
        routes: saturated,
      },
      baseline: { route: "GET /bare (bare Fastify, separate process, 100 clients)", ...baseline },
    });
    if (!body.withinBudget) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

await main();

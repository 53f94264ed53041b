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
import {
  addedInV2,
  feedMarker,
  goneInV2,
  greenhouseJobs,
  mirrorCompany,
  mirroredJobs,
  mirrorJobs,
  removedInV2,
  startBoards,
} from "./feed-scale.mjs";
import { nextIp, record, repoRoot, stopChild, summarize } from "./lib.mjs";

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

/** CPU seconds (user + system) a process has used so far, from /proc (Linux; null elsewhere). */
function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
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
 * When this process created autocannon clients ([start, end] in ms since epoch). Creating one
 * blocks the bench's own event loop for 10-20 ms on a 2-core machine (100 of them, a second or
 * more), which adds that time to every answer then in flight: an answer whose request was in
 * flight while a client was being created is not counted (the servers were not slower).
 */
const clientStarts = [];
const startedMeanwhile = (arrival, ms) =>
  clientStarts.some(([from, to]) => from < arrival && to > arrival - ms);

/**
 * Run `clients` autocannon clients (one instance each, started at random moments within the first
 * second) and collect every answer's latency, so percentiles are exact across them (answers held
 * up by the bench starting a client, `startedMeanwhile`, left out).
 */
async function runClients({ clients, rate, seconds, url, makeRequests, stopWhen, timeline }) {
  const answers = [];
  const failures = { errors: 0, timeouts: 0, non2xx: 0 };
  const statuses = {};
  const started = Date.now();
  const instances = [];
  let stopped = false;
  // `stopWhen` (a promise) ends every client early: the run lasts until the work it watches is done.
  stopWhen?.then(() => {
    stopped = true;
    for (const instance of instances) instance.stop();
  });
  const one = () =>
    new Promise((resolve, reject) => {
      const createdFrom = Date.now();
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
      clientStarts.push([createdFrom, Date.now()]);
      instances.push(instance);
      instance.on("response", (_client, status, _bytes, ms) => {
        answers.push([Date.now(), ms, status]);
      });
    });
  const results = await Promise.all(
    Array.from({ length: clients }, async () => {
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      if (stopped) return { errors: 0, timeouts: 0 };
      return one();
    }),
  );
  for (const r of results) {
    failures.errors += r.errors;
    failures.timeouts += r.timeouts;
  }
  const latencies = [];
  for (const [arrival, ms, status] of answers) {
    if (status < 200 || status > 299) {
      failures.non2xx++;
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    if (startedMeanwhile(arrival, ms)) continue;
    latencies.push(ms);
    // `timeline` keeps each answer's arrival (ms since epoch), latency, status and the process
    // that answered, to split a run into windows.
    timeline?.push([arrival, ms, status, url]);
  }
  return routeResult(latencies, failures, statuses, {
    clients,
    seconds: stopWhen ? (Date.now() - started) / 1000 : seconds,
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

/** The environment of the server processes a run starts: its database and data folder. */
function serverEnv(dbUrl, dataDir) {
  return {
    // As a deployment runs it: React (print templates) and other libraries pick their production
    // builds from process.env.NODE_ENV, which the server's own config default does not set.
    NODE_ENV: process.env.LOAD_NODE_ENV ?? "production",
    DATABASE_URL: dbUrl.toString(),
    DATA_DIR: dataDir,
    ADMIN_TOKEN: adminToken,
    LOG_LEVEL: "warn",
    WEB_DIST: path.join(dataDir, "no-web"),
    // The clients stand for many people: each request carries its own X-Forwarded-For address,
    // which the per-address limits read only from a trusted proxy (here, the bench on loopback).
    TRUST_PROXY: "loopback",
  };
}

async function main() {
  const dbName = `sira_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-load-"));
  const env = serverEnv(dbUrl, dataDir);
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

/**
 * The feed scale check (`node bench/load.bench.mjs feeds`, issue 21): two web processes
 * (ROLE=web) and one worker (ROLE=worker) on one fresh PostgreSQL database; 100 clients browse
 * their matched jobs (half on each web process, 1 request/s each) while the worker refreshes a
 * Greenhouse board of 10,000 jobs and a Lever board re-publishing 500 of them, then again after
 * the board changed (500 gone, 500 edited, 300 new). Checks: every listed job stored once and
 * shown once (the 500 cross-board duplicates merged, both links kept), gone jobs closed, each
 * refresh run once without retries, each scheduled minute once across the three processes, and
 * the browse p99 in every window against the 25 ms budget.
 */
async function feedsScenario() {
  const dbName = `sira_feeds_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(adminUrl);
  dbUrl.pathname = `/${dbName}`;
  const sqlClient = new pg.Client({ connectionString: dbUrl.toString() });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-feeds-"));
  const boards = await startBoards();
  const env = {
    ...serverEnv(dbUrl, dataDir),
    // The boards are served on loopback, which the outbound guard refuses unless allowed.
    OUTBOUND_ALLOW_HOSTS: "127.0.0.1",
    QUEUE_POLL_SECONDS: "1",
  };
  const children = [];
  const cleanup = async () => {
    await Promise.all(children.map(stopChild));
    await sqlClient.end().catch(() => {});
    // LOAD_KEEP_DB=1 keeps the database (its name is printed), to measure the index load on it alone.
    if (!process.env.LOAD_KEEP_DB) await admin.query(`drop database if exists ${dbName} with (force)`);
    else console.log("kept database", dbName);
    await admin.end();
    await boards.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const adminHeaders = { authorization: `Bearer ${adminToken}` };
  try {
    const seed = spawnNode(["apps/server/dist/cli/seed.js"], env, { quiet: true });
    if ((await new Promise((resolve) => seed.once("exit", resolve))) !== 0) throw new Error("seeding failed");
    await sqlClient.connect();
    const web = [];
    for (let n = 0; n < 2; n++) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const profile = process.env.LOAD_CPU_PROF
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.LOAD_CPU_PROF}`]
        : [];
      // LOAD_WEB_FLAGS: Node/V8 flags for the web processes only (e.g. --trace-gc), for experiments.
      const flags = process.env.LOAD_WEB_FLAGS?.split(" ").filter(Boolean) ?? [];
      const child = spawnNode([...profile, ...flags, "apps/server/dist/main.js"], {
        ...env,
        ROLE: "web",
        HOST: "127.0.0.1",
        PORT: String(port),
        PUBLIC_URL: base,
      });
      children.push(child);
      web.push(base);
    }
    await Promise.all(web.map((base, n) => waitHealthy(base, children[n])));
    const worker = spawnNode(["apps/server/dist/main.js"], { ...env, ROLE: "worker" });
    children.push(worker);
    const loadAtStart = os.loadavg().map((n) => Math.round(n * 10) / 10);
    // The machine's floor in the same run: 100 clients at 1/s against a bare Fastify.
    const baseline = process.env.LOAD_SKIP_BASELINE ? null : await measureBaseline();
    console.log("baseline", JSON.stringify(baseline?.paced.latencyMs));

    const users = await createUsers(web[0]);
    const regions = (await api(web[0], "GET", "/api/job/regions", { cookie: users[0].cookie })).body;
    const demoJob = (
      await sqlClient.query("select id from jobs where feed_id is null order by created_at limit 1")
    ).rows[0].id;
    console.log(`${users.length} users; boards ${JSON.stringify(boards.bytes)} bytes`);

    /** Browse requests of one client, cycled: the list as the page asks for it, then filters. */
    const browseRequests = (user) => {
      const id = user.resumes[0].id;
      // As the web app asks: lists of cards (`view=card`, no descriptions) and one job's match.
      const paths = [
        `/api/job/match/${id}?limit=60&view=card`,
        `/api/job/match/${id}?sort=high&limit=60&view=card`,
        `/api/job/match/${id}?offset=60&limit=60&view=card`,
        `/api/job/match/${id}?types=full_time&experience=mid,above&limit=60&view=card`,
        `/api/job/match/${id}?regions=${regions[0].id}&limit=60&view=card`,
        `/api/job/match/${id}?q=${encodeURIComponent("محاسب")}&limit=60&view=card`,
        `/api/job/${demoJob}/match/${id}`,
      ];
      return paths.map((p) => ({
        method: "GET",
        setupRequest: (req) => ({
          ...req,
          path: p,
          headers: { cookie: user.cookie, "x-forwarded-for": nextIp() },
        }),
      }));
    };
    /** 100 clients, half on each web process, until `until` settles (or `seconds`). */
    const browse = async ({ seconds, until }) => {
      const timeline = [];
      const perProcess = await Promise.all(
        web.map((base, n) => {
          let next = n;
          return runClients({
            clients: 50,
            rate: 1,
            seconds,
            url: base,
            stopWhen: until,
            timeline,
            makeRequests: () => {
              next += 2;
              return browseRequests(users[next % users.length]);
            },
          });
        }),
      );
      return { perProcess, timeline };
    };
    /**
     * With LOAD_TIMELINE=<file>: per second from `from`, requests, p99 and max, to see where a
     * window's tail sits; and in <file>.slow each answer of 20 ms or more (arrival in epoch ms,
     * latency, web process), to line up with a monitor's record of that process.
     */
    const writeTimeline = (name, timeline, from, last) => {
      if (!process.env.LOAD_TIMELINE) return;
      const seconds = new Map();
      for (const [t, ms] of timeline) {
        const k = Math.floor((t - from) / 1000);
        if (!seconds.has(k)) seconds.set(k, []);
        seconds.get(k).push(ms);
      }
      const lines = [...seconds.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([k, list]) => {
          const s = summarize(list);
          return `${name.split(" ")[0]} ${k}s n=${list.length} p99=${s.p99.toFixed(0)} max=${s.max.toFixed(0)}`;
        });
      // The window's start in epoch ms, to line the seconds up with other recordings.
      fs.appendFileSync(process.env.LOAD_TIMELINE, `${name} from ${from}\n${lines.join("\n")}\n${last}\n`);
      const slow = timeline.filter(([, ms]) => ms >= 20);
      const slowLines = slow.map(([t, ms, , url]) => `${name.split(" ")[0]} ${t} ${ms.toFixed(1)} ${url}\n`);
      fs.appendFileSync(`${process.env.LOAD_TIMELINE}.slow`, slowLines.join(""));
    };
    const windowOf = (timeline, from, to) => {
      const inside = timeline.filter(([t]) => t >= from && t < to);
      const s = summarize(inside.map(([, ms]) => ms));
      const round = (n) => Math.round(n * 10) / 10;
      return {
        seconds: round((to - from) / 1000),
        requests: inside.length,
        non2xx: inside.filter(([, , status]) => status < 200 || status > 299).length,
        latencyMs: inside.length
          ? { p50: round(s.median), p95: round(s.p95), p99: round(s.p99), max: round(s.max) }
          : null,
      };
    };
    const feedsState = async () =>
      (await api(web[1], "GET", "/api/admin/feeds", { headers: adminHeaders })).body.feeds;
    /** Resolves when the feeds of these kinds have succeeded after `since` (asked of the other web process). */
    const refreshed = async (since, kinds) => {
      for (;;) {
        if (worker.exitCode !== null) throw new Error(`the worker exited with ${worker.exitCode}`);
        const feeds = (await feedsState()).filter((f) => kinds.includes(f.kind));
        if (
          feeds.length === kinds.length &&
          feeds.every((f) => f.lastSuccessAt && Date.parse(f.lastSuccessAt) >= since)
        )
          return feeds;
        await new Promise((r) => setTimeout(r, 250));
      }
    };
    /** Browse 10 s, start `trigger`, browse until the refresh is done, then 15 s more. */
    const refreshWindow = async (name, kinds, trigger) => {
      const t0 = Date.now();
      let triggeredAt;
      let doneAt;
      let feeds;
      // CPU seconds both web processes used, at each window's edge (the work a window cost them,
      // which the machine's noise does not move as it moves latency).
      const webCpu = () => children.slice(0, 2).reduce((n, c) => n + (cpuSecondsOf(c.pid) ?? 0), 0);
      const cpuAt = [webCpu()];
      const done = (async () => {
        await new Promise((r) => setTimeout(r, 10_000));
        triggeredAt = Date.now();
        cpuAt.push(webCpu());
        await trigger();
        feeds = await refreshed(triggeredAt, kinds);
        doneAt = Date.now();
        cpuAt.push(webCpu());
        await new Promise((r) => setTimeout(r, 15_000));
      })();
      const run = await browse({ seconds: 900, until: done });
      await done;
      cpuAt.push(webCpu());
      const cpuSeconds = (k) => Math.round((cpuAt[k + 1] - cpuAt[k]) * 100) / 100;
      writeTimeline(
        name,
        run.timeline,
        triggeredAt,
        `refresh done at ${Math.round((doneAt - triggeredAt) / 100) / 10}s`,
      );
      const phase = {
        refreshSeconds: Math.round((doneAt - triggeredAt) / 100) / 10,
        before: windowOf(run.timeline, t0, triggeredAt),
        duringRefresh: windowOf(run.timeline, triggeredAt, doneAt),
        after: windowOf(run.timeline, doneAt, Date.now()),
        whole: windowOf(run.timeline, t0, Date.now()),
        errors: run.perProcess.reduce((n, r) => n + r.errors + r.timeouts, 0),
        webCpuSeconds: { before: cpuSeconds(0), duringRefresh: cpuSeconds(1), after: cpuSeconds(2) },
        feeds: feeds.map((f) => ({ name: f.name, lastCounts: f.lastCounts, openJobs: f.openJobs })),
      };
      console.log(name, JSON.stringify({ ...phase, feeds: undefined }));
      return phase;
    };

    // Warm-up: each web process loads its job index and scores a few resumes.
    for (const base of web)
      for (const user of users.slice(0, 5))
        await api(base, "GET", `/api/job/match/${user.resumes[0].id}`, { cookie: user.cookie });

    const addFeeds = async () => {
      for (const [kind, target, name] of [
        ["greenhouse", boards.greenhouseUrl, "Gulf Scale Board"],
        ["lever", boards.leverUrl, `${mirrorCompany} Co.`],
      ])
        await api(web[0], "POST", "/api/admin/feeds", {
          headers: adminHeaders,
          body: { kind, target, name, intervalMinutes: 600 },
        });
    };
    const first = await refreshWindow("first refresh (10,000 + 500 jobs)", ["greenhouse", "lever"], addFeeds);
    const afterFirst = await checkFeeds(1);
    const steadyFrom = Date.now();
    const steady = await browse({ seconds: 20 });
    writeTimeline("steady", steady.timeline, steadyFrom, "steady done");
    const steadyWindow = windowOf(steady.timeline, 0, Number.POSITIVE_INFINITY);
    console.log("steady", JSON.stringify(steadyWindow));

    boards.setVersion(2);
    const greenhouseFeed = (await feedsState()).find((f) => f.kind === "greenhouse");
    const second = await refreshWindow("second refresh (500 gone, 500 edited, 300 new)", ["greenhouse"], () =>
      api(web[0], "POST", `/api/admin/feeds/${greenhouseFeed.id}/refresh`, { headers: adminHeaders }),
    );
    const afterSecond = await checkFeeds(2);

    /** What a user sees and what the database holds after refresh `version`; throws on a defect. */
    async function checkFeeds(version) {
      const expected = version === 1 ? greenhouseJobs : greenhouseJobs - removedInV2 + addedInV2;
      const { rows: open } = await sqlClient.query(
        `select f.kind, count(j.id)::int as open from feed_sources f
           left join jobs j on j.feed_id = f.id and j.closed_at is null group by f.kind`,
      );
      const { rows: closed } = await sqlClient.query(
        "select close_reason, count(*)::int as n from jobs where closed_at is not null group by 1",
      );
      // Every job a search for the feeds' marker finds, page by page, through the second web process.
      const user = users[1];
      const seen = new Map();
      let total = 0;
      for (let offset = 0; ; offset += 200) {
        const page = (
          await api(
            web[1],
            "GET",
            `/api/job/match/${user.resumes[0].id}?q=${feedMarker}&limit=200&offset=${offset}`,
            {
              cookie: user.cookie,
            },
          )
        ).body;
        total = page.total;
        for (const job of page.jobs) {
          if (seen.has(job.id)) throw new Error(`job ${job.id} listed twice`);
          seen.set(job.id, job);
        }
        if (page.jobs.length < 200) break;
      }
      const shown = [...seen.values()];
      // Each job the Lever board re-publishes: one of its two postings shown, carrying both links.
      const byLink = new Map(shown.map((j) => [j.link, j]));
      // A posting stands for its group through its own link or the links it carries.
      const carriedBy = new Map();
      for (const j of shown) for (const l of j.links ?? []) carriedBy.set(l.link, j);
      let mirroredShownOnce = 0;
      let mirroredShownTwice = 0;
      let mirroredMissingALink = 0;
      const gone = new Set(version === 2 ? goneInV2().map((j) => j.id) : []);
      for (const j of mirrorJobs()) {
        const links = [
          `https://boards.greenhouse.io/gulfscale/jobs/${j.id}`,
          `https://jobs.lever.co/almarai/${j.id}`,
        ];
        const wanted = gone.has(j.id) ? links.slice(1) : links;
        const visible = links.map((l) => byLink.get(l)).filter(Boolean);
        if (visible.length === 2) mirroredShownTwice++;
        // Shown by itself, or by another posting of the same employer, title and city.
        const card = visible[0] ?? carriedBy.get(links[1]);
        if (visible.length > 1 || !card) continue;
        mirroredShownOnce++;
        const carried = (card.links ?? [{ link: card.link }]).map((l) => l.link);
        if (!wanted.every((l) => carried.includes(l))) mirroredMissingALink++;
      }
      const check = {
        openByFeed: Object.fromEntries(open.map((r) => [r.kind, r.open])),
        closedByReason: Object.fromEntries(closed.map((r) => [r.close_reason, r.n])),
        shown: shown.length,
        total,
        mirroredShownOnce,
        mirroredShownTwice,
        mirroredMissingALink,
      };
      console.log(`check after refresh ${version}`, JSON.stringify(check));
      const problems = [];
      if (check.openByFeed.greenhouse !== expected)
        problems.push(`greenhouse open ${check.openByFeed.greenhouse} ≠ ${expected}`);
      if (check.openByFeed.lever !== mirroredJobs)
        problems.push(`lever open ${check.openByFeed.lever} ≠ ${mirroredJobs}`);
      if (shown.length !== total) problems.push(`${shown.length} jobs on the pages, total says ${total}`);
      if (mirroredShownOnce !== mirroredJobs || mirroredMissingALink > 0)
        problems.push(
          `mirrored jobs: ${mirroredShownOnce} shown once, ${mirroredShownTwice} twice, ${mirroredMissingALink} missing a link`,
        );
      if (version === 2 && check.closedByReason.missing !== removedInV2)
        problems.push("gone jobs not closed");
      return { ...check, problems };
    }

    const { rows: runs } = await sqlClient.query(
      `select name, state, retry_count, count(*)::int as n from pgboss.job
        where name not like '__pgboss__%' group by 1, 2, 3 order by 1, 2, 3`,
    );
    const { rows: doubledMinutes } = await sqlClient.query(
      `select data->>'name' as name, singleton_on, count(*)::int as n from pgboss.job
        where name = '__pgboss__send-it' group by 1, 2 having count(*) > 1`,
    );
    // Each refresh run: which feed, why (its singleton key and policy), when.
    const { rows: refreshLog } = await sqlClient.query(
      `select f.kind, j.state, j.policy, j.singleton_key is not null as keyed, j.created_on, j.started_on,
              j.completed_on from pgboss.job j left join feed_sources f on f.id::text = j.data->>'feedId'
        where j.name = 'feeds.refresh' order by j.created_on`,
    );
    const refreshRuns = runs.filter((r) => r.name === "feeds.refresh");
    const tasks = {
      runs,
      refreshesCompleted: refreshRuns.filter((r) => r.state === "completed").reduce((n, r) => n + r.n, 0),
      refreshRetries: refreshRuns.reduce((n, r) => n + r.retry_count * r.n, 0),
      scheduledMinutesSentTwice: doubledMinutes,
      refreshLog,
    };
    const problems = [...afterFirst.problems, ...afterSecond.problems];
    if (tasks.refreshesCompleted !== 3)
      problems.push(`${tasks.refreshesCompleted} refreshes completed, 3 asked`);
    if (tasks.refreshRetries !== 0) problems.push("a refresh was retried");
    if (doubledMinutes.length) problems.push("a scheduled minute was sent twice");
    if (runs.some((r) => r.state === "failed")) problems.push("a task failed");
    const windows = [first.duringRefresh, first.after, steadyWindow, second.duringRefresh, second.after];
    const worstP99 = Math.max(...windows.map((w) => w.latencyMs?.p99 ?? 0));
    const body = record("load-feeds", {
      command: "npm run build -w @sira/server && node bench/load.bench.mjs feeds",
      database: "postgresql (fresh database, demo jobs seeded); two ROLE=web processes and one ROLE=worker",
      loadAverageAtStart: loadAtStart,
      loadAverageAtEnd: os.loadavg().map((n) => Math.round(n * 10) / 10),
      users: users.length,
      clients: "100 browsing matched jobs, 50 per web process, 1 request/s each",
      boards: {
        greenhouseJobs,
        mirroredOnLever: mirroredJobs,
        bytes: boards.bytes,
        requests: boards.requests,
      },
      budget: { browseP99Ms: budgetP99Ms, errors: 0 },
      baseline: { route: "GET /bare (bare Fastify, separate process, 100 clients)", ...baseline },
      withinBudget: worstP99 <= budgetP99Ms && problems.length === 0,
      worstP99,
      problems,
      first,
      afterFirst,
      steady: steadyWindow,
      second,
      afterSecond,
      tasks,
    });
    if (!body.withinBudget) process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

if (process.argv[2] === "feeds") await feedsScenario();
else await main();

// Start time: how long the built server takes from spawn to its first healthy /api/health,
// against a bare Fastify server with one health route started alternately in the same run (a
// machine shared with other work slows both alike). Cases:
// - `postgres web`: ROLE=web on a migrated PostgreSQL database (budget: ≤ 1.5 s on an idle machine);
// - `npm start`: `npm start` on an unchanged build, the same ROLE=web settings (budget: ≤ 3 s);
// - `pglite restart`: the default embedded database, second and later starts (no budget);
// - `pglite first`: the first start on an empty data folder, once (no budget);
// - `pglite first (image template)`: the same from the seeded template the image carries, once.
// The budgets are absolute on an idle machine; under load the ratios are what to compare
// (bare Fastify takes ~0.15–0.2 s idle, so 1.5 s is about 8 ×, 3 s about 16 ×).
// Usage: node bench/start.bench.mjs [--runs=5] [--only=postgres,npm,pglite]
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { record, repoRoot, summarize } from "./lib.mjs";

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const runs = Number(arg("runs", "5"));
const only = arg("only", "postgres,npm,pglite").split(",");
const port = Number(process.env.START_BENCH_PORT ?? 3561);
const adminUrl = process.env.LOAD_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const baseline = `
import Fastify from "fastify";
const app = Fastify();
app.get("/api/health", async () => ({ ok: true }));
await app.listen({ host: "127.0.0.1", port: ${port} });
process.on("SIGTERM", () => app.close().then(() => process.exit(0)));
`;

/** Spawn `command`, poll /api/health every 10 ms: milliseconds until it answers 200; then stop it. */
async function timeToHealthy(command, args, env = {}, cwd = repoRoot) {
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  let exited = false;
  const gone = new Promise((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  let ms;
  for (;;) {
    if (exited) throw new Error(`${command} ${args.join(" ")} exited before it was healthy`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) {
        ms = performance.now() - started;
        break;
      }
    } catch {}
    if (performance.now() - started > 180_000) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  // The whole group: `npm start` runs the server under npm and a shell.
  process.kill(-child.pid, "SIGTERM");
  const timer = setTimeout(() => process.kill(-child.pid, "SIGKILL"), 10_000);
  await gone;
  clearTimeout(timer);
  if (ms === undefined) throw new Error(`${command} ${args.join(" ")} was not healthy in 3 minutes`);
  return ms;
}

// START_BENCH_MAIN: another build of the server (e.g. an older commit's, for a before/after).
const main = process.env.START_BENCH_MAIN ?? "apps/server/dist/main.js";
const server = (env) => timeToHealthy(process.execPath, [main], env);
const bare = () =>
  timeToHealthy(
    process.execPath,
    ["--input-type=module", "-e", baseline],
    {},
    path.join(repoRoot, "apps/server"),
  );

/** `runs` alternating samples of `measure` and the baseline; medians and their ratio. */
async function alternate(name, measure) {
  const samples = [];
  const baselines = [];
  for (let i = 0; i < runs; i++) {
    baselines.push(await bare());
    samples.push(await measure());
    console.log(
      `${name} ${i + 1}/${runs}: ${samples.at(-1).toFixed(0)} ms (bare Fastify ${baselines.at(-1).toFixed(0)} ms)`,
    );
  }
  const sira = summarize(samples);
  const base = summarize(baselines);
  return { sira, baseline: base, ratio: Number((sira.median / base.median).toFixed(2)) };
}

const result = { runs, loadAverage: os.loadavg().map((n) => Number(n.toFixed(1))), cases: {} };
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sira-start-bench-"));
const common = {
  DATA_DIR: dataDir,
  SECRET_KEY: "start-bench-secret-key-0123456789abcdef",
  ADMIN_TOKEN: "start-bench",
};

if (only.includes("postgres") || only.includes("npm")) {
  const name = `sira_start_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const pgEnv = { ...common, DATABASE_URL: url.toString() };
  try {
    // The first start migrates (ROLE=all): timed once, not part of the budget.
    result.cases["postgres first (migrates)"] = { ms: Math.round(await server({ ...pgEnv, ROLE: "all" })) };
    if (only.includes("postgres"))
      result.cases["postgres web"] = await alternate("postgres web", () => server({ ...pgEnv, ROLE: "web" }));
    if (only.includes("npm")) {
      // Make sure the build is current first (this run is not timed), then time unchanged starts.
      await timeToHealthy("npm", ["start"], { ...pgEnv, ROLE: "web" });
      result.cases["npm start"] = await alternate("npm start", () =>
        timeToHealthy("npm", ["start"], { ...pgEnv, ROLE: "web" }),
      );
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (only.includes("pglite")) {
  const pgliteEnv = { ...common, DATA_DIR: path.join(dataDir, "embedded") };
  result.cases["pglite first"] = { ms: Math.round(await server(pgliteEnv)) };
  result.cases["pglite restart"] = await alternate("pglite restart", () => server(pgliteEnv));
  // As the container image does: a seeded template the first start copies (src/deps.ts).
  const template = path.join(repoRoot, "apps/server/pglite-template");
  const seedScript = path.join(path.dirname(main), "cli/seed.js");
  if (!fs.existsSync(template) && fs.existsSync(seedScript)) {
    const made = path.join(dataDir, "template");
    const seed = spawn(process.execPath, [seedScript], {
      env: { ...process.env, DATA_DIR: made },
      stdio: "ignore",
    });
    await new Promise((resolve) => seed.once("exit", resolve));
    fs.renameSync(path.join(made, "pglite"), template);
    try {
      const fresh = { ...common, DATA_DIR: path.join(dataDir, "from-template") };
      result.cases["pglite first (image template)"] = { ms: Math.round(await server(fresh)) };
    } finally {
      fs.rmSync(template, { recursive: true, force: true });
    }
  }
}
fs.rmSync(dataDir, { recursive: true, force: true });

const budgets = { "postgres web": 8, "npm start": 16 };
const met = Object.entries(budgets).every(
  ([name, ratio]) => !result.cases[name] || result.cases[name].ratio <= ratio,
);
record("start", { ...result, budgets: "ratio to bare Fastify: postgres web ≤ 8, npm start ≤ 16", met });
if (!met) process.exit(1);

// API key overhead (issue 43): the same call made with a personal API key and with a cookie
// session, alternated in one run against the built server on PostgreSQL. Budget: a key call adds
// ≤ 1 ms at the median over the session call. Requests go one at a time over a kept-alive
// connection to 127.0.0.1, so each sample is one request's server time plus the loopback.
//
//   npm run build -w @sira/server && node bench/api-key.bench.mjs
//
// KEY_BENCH_ROUNDS (default 2000 pairs), KEY_BENCH_PORT (default 3511), LOAD_PG_URL (admin URL
// of the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres).
import { randomUUID } from "node:crypto";
import pg from "pg";
import { record, startServer, summarize } from "./lib.mjs";

const rounds = Number(process.env.KEY_BENCH_ROUNDS ?? 2000);
const warmup = 200;
const port = Number(process.env.KEY_BENCH_PORT ?? 3511);
const adminUrl = process.env.LOAD_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const budgetMs = 1;

const dbName = `sira_keybench_${randomUUID().slice(0, 8)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${dbName}`;

const server = await startServer({
  port,
  env: {
    DATABASE_URL: databaseUrl.toString(),
    SECRET_KEY: "api-key-bench-secret-key-0123456789abcdef",
    API_KEY_RATE_LIMIT_PER_MINUTE: "100000",
    AUTH_RATE_LIMIT_SCALE: "100",
  },
});

try {
  const base = server.url;
  const tag = randomUUID().slice(0, 8);
  const registered = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Bench",
      username: `bench${tag}`,
      email: `bench${tag}@example.com`,
      password: "bench password 1",
    }),
  });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const cookie = registered.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const json = async (res) => {
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    return res.json();
  };
  const resume = await json(
    await fetch(`${base}/api/resume`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ title: "Bench", slug: "bench", language: "en", sample: true }),
    }),
  );
  const { token } = await json(
    await fetch(`${base}/api/user/api-keys`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ name: "bench", scopes: ["resumes:read"], expiresInDays: 30 }),
    }),
  );

  const url = `${base}/api/resume/${resume.id}`;
  const ways = { session: { cookie }, key: { authorization: `Bearer ${token}` } };
  const time = async (headers) => {
    const started = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    const ms = performance.now() - started;
    if (res.status !== 200) throw new Error(`GET resume: ${res.status}`);
    return ms;
  };
  const samples = { session: [], key: [] };
  for (let i = 0; i < warmup + rounds; i++) {
    // Alternated, and which goes first alternates too.
    const order = i % 2 === 0 ? ["session", "key"] : ["key", "session"];
    for (const way of order) {
      const ms = await time(ways[way]);
      if (i >= warmup) samples[way].push(ms);
    }
  }
  const session = summarize(samples.session);
  const key = summarize(samples.key);
  const round = (n) => Math.round(n * 1000) / 1000;
  const addedP50 = round(key.median - session.median);
  const result = record("api-key", {
    call: "GET /api/resume/:id (sample resume)",
    rounds,
    loadAverage: (await import("node:os")).loadavg().map(round),
    sessionMs: Object.fromEntries(Object.entries(session).map(([k, v]) => [k, round(v)])),
    keyMs: Object.fromEntries(Object.entries(key).map(([k, v]) => [k, round(v)])),
    addedP50Ms: addedP50,
    ratioP50: round(key.median / session.median),
    budget: `key p50 − session p50 ≤ ${budgetMs} ms`,
    met: addedP50 <= budgetMs,
  });
  if (!result.met) process.exitCode = 1;
} finally {
  await server.stop();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}

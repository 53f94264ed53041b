// Budget (issue 34): /api/health p99 < 100 ms during every attack of the hostile-text harness, on
// the built server with embedded defaults (PGlite), no crash, resident memory ≤ 1 GB. The bare
// baseline is health polled with no attack, in the same run and the same process. Each attack
// runs for a window (or until its requests are answered) while a poller asks /api/health every
// 20 ms; the attack's requests and the poll come from this process over real HTTP.
import http from "node:http";
import { record, startServer, summarize } from "./lib.mjs";

const adminToken = "bench-admin-token";
const budgetMs = 100;
const tagRun = (n) => "<a".repeat(Math.ceil(n / 2)).slice(0, n);

// Hostile pages for "add job by URL" and the feed import.
const tagPage = `<html><body>${tagRun(400_000)}</body></html>`;
const feed = JSON.stringify(
  Array.from({ length: 30 }, (_, i) => ({
    id: `hostile-${i}-${Date.now()}`,
    title: "Registered Nurse",
    company: "Hostile Hospital",
    location: "Riyadh, Saudi Arabia",
    description: tagRun(39_000),
  })),
);
const pages = http.createServer((req, res) => {
  const isFeed = req.url?.startsWith("/feed");
  res.writeHead(200, { "content-type": isFeed ? "application/json" : "text/html" });
  res.end(isFeed ? feed : tagPage);
});
await new Promise((resolve) => pages.listen(0, "127.0.0.1", resolve));
const pagesUrl = `http://127.0.0.1:${pages.address().port}`;

const server = await startServer({
  // BENCH_PORT: another port (engineers sharing a machine each take their own).
  port: Number(process.env.BENCH_PORT ?? 3210),
  env: { ADMIN_TOKEN: adminToken, OUTBOUND_ALLOW_HOSTS: "localhost,127.0.0.0/8,::1", NODE_ENV: "production" },
});

let cookie = "";
const call = async (method, path, body, headers = {}) => {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      origin: server.url,
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers };
};

/**
 * BENCH_LOOP_PROBE=1 also polls a path no route and no database query answers (a 404), so a
 * window tells the event loop's own delay apart from health waiting for the database (PGlite has
 * one session: health's queries wait for a long statement or transaction, wherever it runs).
 */
const loopProbe = process.env.BENCH_LOOP_PROBE === "1";
const rounded = (s) => ({
  n: s.n,
  median: +s.median.toFixed(1),
  p99: +s.p99.toFixed(1),
  max: +s.max.toFixed(1),
});

/** Health latencies while `work` runs (or for `ms` when work is null). */
async function window(work, ms = 3_000) {
  const samples = [];
  const loopSamples = [];
  let done = false;
  const poller = (path, into) => async () => {
    while (!done) {
      const start = performance.now();
      try {
        await (await fetch(`${server.url}${path}`)).arrayBuffer();
      } catch {
        into.push(60_000);
      }
      into.push(performance.now() - start);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  const poll = Promise.all([
    poller("/api/health", samples)(),
    loopProbe ? poller("/api/bench-loop-probe", loopSamples)() : undefined,
  ]);
  const statuses = [];
  const start = performance.now();
  if (work) for (const r of await work()) statuses.push(r.status);
  else await new Promise((r) => setTimeout(r, ms));
  const elapsed = performance.now() - start;
  done = true;
  await poll;
  return {
    health: rounded(summarize(samples)),
    ...(loopProbe ? { loop: rounded(summarize(loopSamples)) } : {}),
    attackMs: Math.round(elapsed),
    statuses: Object.fromEntries(
      [...new Set(statuses)].map((code) => [code, statuses.filter((x) => x === code).length]),
    ),
  };
}

const results = {};
let crashed = false;
try {
  const tag = Math.random().toString(36).slice(2, 10);
  const registered = await fetch(`${server.url}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({
      name: "Bench",
      username: `h${tag}`,
      email: `h${tag}@example.com`,
      password: "correct-horse-42",
    }),
  });
  cookie = (registered.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  await call(
    "POST",
    "/api/admin/points",
    { user: `h${tag}@example.com`, points: 500, reason: "bench" },
    {
      authorization: `Bearer ${adminToken}`,
    },
  );
  const created = JSON.parse(
    (await call("POST", "/api/resume", { title: "H", slug: "h", language: "en", sample: true })).text,
  );
  const data = created.data;
  const text = tagRun(20_000);
  data.sections.summary.content = text;
  const item = data.sections.experience.items[0];
  data.sections.experience.items = Array.from({ length: 49 }, (_, i) => ({
    ...item,
    id: `h-${i}`,
    summary: text,
  }));
  const saved = await call("PATCH", `/api/resume/${created.id}`, {
    title: created.title,
    slug: created.slug,
    visibility: "public",
    data,
    version: created.version,
  });
  if (saved.status !== 200) throw new Error(`save: ${saved.status} ${saved.text.slice(0, 200)}`);
  await call(
    "POST",
    "/api/admin/jobs/import?source=sira",
    { url: `${pagesUrl}/feed-seed.json` },
    {
      authorization: `Bearer ${adminToken}`,
    },
  );

  const anonymous = (path) =>
    fetch(`${server.url}${path}`).then(async (r) => ({ status: r.status, text: await r.text() }));
  const times = (n, f) => () => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
  const attacks = {
    "baseline (no attack)": null,
    "4 anonymous Word downloads of the hostile public resume": times(4, () =>
      anonymous(`/api/resume/print/${created.id}?format=docx`),
    ),
    "4 anonymous text downloads": times(4, () => anonymous(`/api/resume/print/${created.id}?format=txt`)),
    "20 anonymous public page views": times(20, () => anonymous(`/h${tag}/h`)),
    "4 anonymous 2 MB nested JSON bodies": times(4, () =>
      fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: `${"[".repeat(1_000_000)}${"]".repeat(1_000_000)}`,
      }).then((r) => ({ status: r.status })),
    ),
    // The floor for the twin: one write of the hostile resume itself (the owner's autosave), which
    // the twin's row costs as well; on PGlite both run on the main thread.
    "autosave of the hostile resume (reference: one write of it)": times(1, async () => {
      const current = JSON.parse((await call("GET", `/api/resume/${created.id}`)).text);
      current.data.basics.headline = `${current.data.basics.headline} `.trim();
      return call("PATCH", `/api/resume/${created.id}`, {
        title: current.title,
        slug: current.slug,
        visibility: current.visibility,
        data: current.data,
        version: current.version,
      });
    }),
    "twin of the hostile resume": times(1, () => call("POST", `/api/resume/${created.id}/twin`, {})),
    "matched jobs of the hostile resume, 4 pages": times(4, (i) =>
      call("GET", `/api/job/match/${created.id}?page=${i + 1}`),
    ),
    "job titles of the hostile resume": times(1, () =>
      call("POST", "/api/openai/job-titles", { id: created.id }),
    ),
    "ATS view of the hostile resume": times(1, () => call("GET", `/api/resume/ats/${created.id}`)),
    "4 adds of a job by URL (400 KB page of tag runs)": times(4, () =>
      call("POST", "/api/applications/draft", { url: `${pagesUrl}/tags` }),
    ),
    "feed import: 30 descriptions of 39 KB tag runs": times(1, (i) =>
      call(
        "POST",
        "/api/admin/jobs/import?source=sira",
        { url: `${pagesUrl}/feed-${i}-${Date.now()}.json` },
        {
          authorization: `Bearer ${adminToken}`,
        },
      ),
    ),
    "daily alert run": times(1, () =>
      call(
        "POST",
        "/api/admin/alerts/send",
        { frequency: "daily" },
        { authorization: `Bearer ${adminToken}` },
      ),
    ),
  };
  // HOSTILE_ONLY=<regex> runs the baseline and the attacks whose names match (for profiling one).
  const only = process.env.HOSTILE_ONLY ? new RegExp(process.env.HOSTILE_ONLY, "i") : null;
  // HOSTILE_REPEAT=<n> runs each attack's window n times (a one-write attack gets few samples).
  const repeat = Math.max(1, Number(process.env.HOSTILE_REPEAT ?? 1));
  for (const [name, work] of Object.entries(attacks)) {
    if (only && work && !only.test(name)) continue;
    for (let round = 1; round <= (work ? repeat : 1); round++) {
      const key = round === 1 ? name : `${name} #${round}`;
      results[key] = await window(work);
      console.log(key, JSON.stringify(results[key]));
    }
    const alive = await fetch(`${server.url}/api/health`).catch(() => null);
    if (!alive) {
      crashed = true;
      break;
    }
  }
} finally {
  await server.stop();
  pages.close();
}

const attacksOnly = Object.entries(results).filter(([name]) => !name.startsWith("baseline"));
const worst = Math.max(...attacksOnly.map(([, r]) => r.health.p99));
const baseline = results["baseline (no attack)"]?.health.p99 ?? 0;
record("hostile-text", {
  budget: `health p99 < ${budgetMs} ms during every attack; no crash`,
  met: !crashed && worst < budgetMs,
  crashed,
  worstP99Ms: worst,
  baselineP99Ms: baseline,
  ratioWorstToBaseline: baseline ? +(worst / baseline).toFixed(2) : null,
  results,
});

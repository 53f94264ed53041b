#!/usr/bin/env node
// Checks of the scaled shape for deploy/smoke.sh (run on the host with its Node.js).
//   feed <web1> <web2> <admin token> <port>
//     Serves an RSS feed on 127.0.0.1:<port>, adds it as a feed source on web1 (which queues a
//     refresh), asks web2 and web1 to refresh it too at once, and waits for the worker: each
//     refresh queued runs exactly once (the feed is fetched as many times as refreshes were
//     queued; a request made while one waits queues none), and the feed's jobs are listed.
//   drain <web1> <web2> <cookie jar> <container of web2>
//     Sends requests with the session to both web replicas without pause, stops web2's
//     container (SIGTERM, as a rolling update does) and keeps going: every request web1 gets
//     succeeds, and every request web2 accepted succeeds (once closed it refuses connections,
//     which a proxy retries on web1); none times out or is answered with an error, and none is
//     reset but one sent while the container was stopping (in flight).
//   proxy <proxy url> <cookie jar> <container of one web replica>
//     The same through a reverse proxy in front of the replicas (deploy/compose-local.sh): four
//     loops send requests with the session to the proxy while one replica's container is
//     stopped; every request is answered 200 but, at most, one in flight during the stop.
import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const [command, ...args] = process.argv.slice(2);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fail = (message) => {
  console.error(`FAIL: ${message}`);
  process.exit(1);
};

async function feed([web1, web2, adminToken, port]) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const rss = fs.readFileSync(path.join(here, "../apps/server/test/fixtures/feeds/jobs.rss"));
  let fetches = 0;
  const server = http.createServer((_request, response) => {
    fetches++;
    response.writeHead(200, { "content-type": "application/rss+xml" }).end(rss);
  });
  await new Promise((resolve) => server.listen(Number(port), "127.0.0.1", resolve));
  const admin = { authorization: `Bearer ${adminToken}`, "content-type": "application/json" };
  const added = await fetch(`${web1}/api/admin/feeds`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({ kind: "rss", target: `http://127.0.0.1:${port}/jobs.rss`, name: "Smoke feed" }),
  });
  if (added.status !== 201) fail(`adding the feed on web1: ${added.status} ${await added.text()}`);
  const { feed: source, queued } = await added.json();
  // The same refresh asked at once on both replicas: while the first waits, a refresh for the
  // same source is not queued again (null); once it runs, one more may wait behind it.
  const again = await Promise.all(
    [web2, web1].map(async (web) => {
      const response = await fetch(`${web}/api/admin/feeds/${source.id}/refresh`, {
        method: "POST",
        headers: { authorization: admin.authorization },
      });
      if (!response.ok) fail(`refresh on ${web}: ${response.status} ${await response.text()}`);
      return (await response.json()).queued;
    }),
  );
  const jobs = new Set([queued, ...again].filter(Boolean));
  const started = Date.now();
  let row;
  while (Date.now() - started < 60_000) {
    const list = await (await fetch(`${web2}/api/admin/feeds`, { headers: admin })).json();
    row = list.feeds.find((f) => f.id === source.id);
    if (row?.lastSuccessAt || row?.lastError) break;
    await sleep(250);
  }
  if (!row?.lastSuccessAt) fail(`the feed was not refreshed in 60 s: ${JSON.stringify(row)}`);
  const tookMs = Date.now() - started;
  // Every refresh queued has its turn; then time for one more, were any run twice.
  while (fetches < jobs.size && Date.now() - started < 90_000) await sleep(250);
  await sleep(5000);
  server.close();
  const list = await (await fetch(`${web1}/api/admin/feeds`, { headers: admin })).json();
  row = list.feeds.find((f) => f.id === source.id);
  console.log(
    `feed added on web1 (queued), refresh asked on web2 and web1 at once (${again.map((id) => (id ? "queued" : "not queued: one is waiting")).join(", ")}); ` +
      `${jobs.size} refresh(es) queued, fetched ${fetches} time(s); first done by the worker in ${tookMs} ms; ` +
      `open jobs ${row.openJobs}; last counts ${JSON.stringify(row.lastCounts)}`,
  );
  if (fetches !== jobs.size)
    fail(`${jobs.size} refresh(es) queued, but the feed was fetched ${fetches} times`);
  if (row.openJobs !== 2) fail(`expected the feed's 2 jobs, found ${row.openJobs}`);
}

/** One GET with its own connection (no keep-alive): "ok", "refused" or what went wrong. */
function get(url, cookie) {
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, headers: { cookie } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode === 200 ? "ok" : `HTTP ${response.statusCode}`));
      response.on("error", (error) => resolve(error.code ?? error.message));
    });
    request.on("error", (error) => resolve(error.code ?? error.message));
    request.setTimeout(30_000, () => request.destroy(new Error("timeout")));
  });
}

/** The session cookie from a curl cookie jar (Netscape format). */
function cookieFromJar(file) {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line && (!line.startsWith("#") || line.startsWith("#HttpOnly_")))
    .map((line) => line.split("\t"))
    .filter((fields) => fields.length >= 7)
    .map((fields) => `${fields[5]}=${fields[6]}`)
    .join("; ");
}

async function drain([web1, web2, jar, container]) {
  const cookie = cookieFromJar(jar);
  const results = { web1: [], web2: [] };
  let stopAt = 0;
  let stoppedAt = 0;
  let done = false;
  const loop = async (name, base) => {
    while (!done) {
      const start = Date.now();
      const outcome = await get(`${base}/api/user/me`, cookie);
      results[name].push({ start, end: Date.now(), outcome });
      // After the stop, web2 refuses at once: do not spin.
      if (outcome === "ECONNREFUSED") await sleep(20);
    }
  };
  const loops = [1, 2, 3].flatMap(() => [loop("web1", web1), loop("web2", web2)]);
  await sleep(1500);
  stopAt = Date.now();
  await new Promise((resolve, reject) =>
    execFile("podman", ["stop", "-t", "20", container], (error) => (error ? reject(error) : resolve())),
  );
  stoppedAt = Date.now();
  await sleep(1500);
  done = true;
  await Promise.all(loops);
  const summary = (list) => {
    const counts = {};
    for (const r of list) counts[r.outcome] = (counts[r.outcome] ?? 0) + 1;
    return counts;
  };
  const inFlight = results.web2.filter((r) => r.start < stopAt && r.end >= stopAt);
  console.log(
    `web2 stopped in ${stoppedAt - stopAt} ms; web1: ${JSON.stringify(summary(results.web1))}; ` +
      `web2: ${JSON.stringify(summary(results.web2))} (in flight at SIGTERM: ${JSON.stringify(summary(inFlight))})`,
  );
  const lost1 = results.web1.filter((r) => r.outcome !== "ok");
  // Once closed, web2 refuses connections (a proxy retries those on web1); a request it accepted
  // before, even one it reads after closing began, is answered (src/app.ts, return503OnClosing).
  // A connection still in the kernel's accept queue when the listening socket closes is reset:
  // a request in flight during the stop, which the target allows (and a proxy retries).
  const during = (r) => r.start >= stopAt && r.start <= stoppedAt;
  const resetInFlight = results.web2.filter(
    (r) => ["ECONNRESET", "socket hang up"].includes(r.outcome) && during(r),
  );
  const lost2 = results.web2.filter(
    (r) => !["ok", "ECONNREFUSED"].includes(r.outcome) && !resetInFlight.includes(r),
  );
  if (resetInFlight.length > 0)
    console.log(`web2: ${resetInFlight.length} connection(s) reset while it stopped (sent during the stop)`);
  if (lost1.length > 0) fail(`web1 lost ${lost1.length} request(s): ${JSON.stringify(summary(lost1))}`);
  if (lost2.length > 0) fail(`web2 lost ${lost2.length} request(s): ${JSON.stringify(summary(lost2))}`);
  const refusedEarly = results.web2.filter((r) => r.outcome === "ECONNREFUSED" && r.start < stopAt);
  if (refusedEarly.length > 0) fail(`web2 refused ${refusedEarly.length} request(s) before it was stopped`);
  if (results.web2.filter((r) => r.outcome === "ok").length === 0) fail("web2 answered nothing");
}

async function throughProxy([proxy, jar, container]) {
  const cookie = cookieFromJar(jar);
  const results = [];
  let done = false;
  const loop = async () => {
    while (!done) {
      const start = Date.now();
      const outcome = await get(`${proxy}/api/user/me`, cookie);
      results.push({ start, end: Date.now(), outcome });
    }
  };
  const loops = [1, 2, 3, 4].map(loop);
  await sleep(1500);
  const stopAt = Date.now();
  await new Promise((resolve, reject) =>
    execFile("podman", ["stop", "-t", "20", container], (error) => (error ? reject(error) : resolve())),
  );
  const stoppedAt = Date.now();
  await sleep(2000);
  done = true;
  await Promise.all(loops);
  const counts = {};
  for (const r of results) counts[r.outcome] = (counts[r.outcome] ?? 0) + 1;
  const after = results.filter((r) => r.start > stoppedAt);
  console.log(
    `${container} stopped in ${stoppedAt - stopAt} ms; through the proxy: ${JSON.stringify(counts)} ` +
      `(${after.filter((r) => r.outcome === "ok").length} of them after the stop)`,
  );
  const inFlight = (r) => r.start <= stoppedAt && r.end >= stopAt;
  const failed = results.filter((r) => r.outcome !== "ok");
  const lost = failed.filter((r) => !inFlight(r));
  if (failed.length > lost.length)
    console.log(`${failed.length - lost.length} request(s) in flight during the stop failed`);
  if (lost.length > 0)
    fail(`${lost.length} request(s) lost outside the stop: ${JSON.stringify(lost.slice(0, 5))}`);
  if (failed.length > 1) fail(`${failed.length} requests failed during the stop`);
  if (after.length === 0) fail("no request after the stop");
}

if (command === "feed") await feed(args);
else if (command === "drain") await drain(args);
else if (command === "proxy") await throughProxy(args);
else fail(`unknown command ${command}`);

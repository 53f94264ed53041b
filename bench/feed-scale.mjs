// Job boards for the feed scale check (`node bench/load.bench.mjs feeds`): a Greenhouse board of
// 10,000 bilingual jobs and a Lever board re-publishing 500 of them (the same employer, title and
// city: cross-board duplicates), served from a local HTTP server in the shapes the providers
// document. `setVersion(2)` changes the Greenhouse board as a day passes: 5 % of the jobs gone,
// 5 % with new text, 300 new.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { repoRoot } from "./lib.mjs";

const demo = JSON.parse(
  fs.readFileSync(path.join(repoRoot, "apps/server/src/modules/jobs/demo/demo-jobs.json"), "utf8"),
).jobs;

/** Saudi cities as boards write them, in both languages. */
const cities = [
  "Riyadh, Saudi Arabia",
  "الرياض، السعودية",
  "Jeddah, Saudi Arabia",
  "جدة، السعودية",
  "Dammam, Saudi Arabia",
  "الدمام، السعودية",
  "Khobar, Saudi Arabia",
  "Makkah, Saudi Arabia",
  "المدينة المنورة، السعودية",
  "Tabuk, Saudi Arabia",
  "أبها، السعودية",
  "Jubail, Saudi Arabia",
  "Buraidah, Saudi Arabia",
  "Hail, Saudi Arabia",
  "Najran, Saudi Arabia",
  "Yanbu, Saudi Arabia",
];
const companies = [
  "Almarai",
  "شركة المراعي",
  "Saudi Aramco",
  "SABIC",
  "مجموعة صافولا",
  "Al Rajhi Bank",
  "stc",
  "Nahdi Medical Company",
  "مستشفى الملك فيصل التخصصي",
  "Jarir Bookstore",
  "Elm",
  "Ma'aden",
];
/** Every generated description carries this word, so one search finds exactly the feeds' jobs. */
export const feedMarker = "sirascale";
export const greenhouseJobs = 10_000;
export const mirrorCompany = "Almarai";
export const mirroredJobs = 500;
export const removedInV2 = 500;
export const changedInV2 = 500;
export const addedInV2 = 300;

const dayMs = 86_400_000;
/** Dates count back from the day the bench runs (jobs older than JOB_MAX_AGE_DAYS would close). */
const today = Math.floor(Date.now() / dayMs) * dayMs;
const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Job `i` of the Greenhouse board: a demo job's title and text at another employer and city. */
function job(i, version) {
  const base = demo[i % demo.length];
  const block = Math.floor(i / demo.length);
  const company = companies[(block + i) % companies.length];
  const location = cities[block % cities.length];
  const arabic = /[\u0600-\u06ff]/.test(base.position);
  const changed = version === 2 && i % 20 === 2;
  const body = ((arabic ? base.descriptionAr : base.descriptionEn) || base.descriptionEn).replaceAll(
    base.company,
    company,
  );
  const note = changed ? "<br><strong>Updated</strong>: the start date moved" : "";
  return {
    i,
    id: 4_000_000 + i,
    title: base.position,
    company,
    location,
    date: new Date(today - (i % 21) * dayMs).toISOString(),
    html: `<p>${body}${note}<br>${feedMarker}</p>`,
  };
}

/** The jobs listed at `version`: v2 drops every 20th (offset 1) and adds 300. */
export function listedJobs(version) {
  const all = [];
  const end = version === 2 ? greenhouseJobs + addedInV2 : greenhouseJobs;
  for (let i = 0; i < end; i++)
    if (!(version === 2 && i % 20 === 1 && i < greenhouseJobs)) all.push(job(i, version));
  return all;
}

/** Greenhouse Job Board API, `GET /v1/boards/{board}/jobs?content=true` (content entity-escaped). */
function greenhouseBody(version) {
  const jobs = listedJobs(version).map((j) => ({
    id: j.id,
    internal_job_id: j.id + 1,
    title: j.title,
    updated_at: j.date,
    first_published: j.date,
    requisition_id: null,
    location: { name: j.location },
    absolute_url: `https://boards.greenhouse.io/gulfscale/jobs/${j.id}`,
    company_name: j.company,
    content: escapeHtml(j.html),
    metadata: null,
    departments: [],
    offices: [],
  }));
  return JSON.stringify({ jobs, meta: { total: jobs.length } });
}

/** The mirrored jobs: the first 500 of the mirror company on the Greenhouse board. */
export function mirrorJobs() {
  return listedJobs(1)
    .filter((j) => j.company === mirrorCompany)
    .slice(0, mirroredJobs);
}

/** The jobs v2 no longer lists. */
export function goneInV2() {
  return listedJobs(1).filter((j) => j.i % 20 === 1);
}

/** Lever Postings API, `GET /v0/postings/{site}?mode=json`: the same jobs on the employer's own board. */
function leverBody() {
  return JSON.stringify(
    mirrorJobs().map((j) => ({
      id: `b7c1e0de-0000-4000-8000-${String(j.id).padStart(12, "0")}`,
      text: j.title,
      categories: { location: j.location, commitment: "Full-time", team: "Operations" },
      country: "SA",
      createdAt: Date.parse(j.date),
      description: j.html,
      descriptionPlain: "",
      lists: [],
      additional: "",
      hostedUrl: `https://jobs.lever.co/almarai/${j.id}`,
      applyUrl: `https://jobs.lever.co/almarai/${j.id}/apply`,
      workplaceType: "onsite",
    })),
  );
}

/** Serve both boards on 127.0.0.1; counts each board's requests. */
export async function startBoards() {
  let version = 1;
  const bodies = { 1: Buffer.from(greenhouseBody(1)), 2: Buffer.from(greenhouseBody(2)) };
  const lever = Buffer.from(leverBody());
  const requests = { greenhouse: 0, lever: 0 };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    let body;
    if (url.pathname === "/v1/boards/gulfscale/jobs") {
      requests.greenhouse++;
      body = bodies[version];
    } else if (url.pathname === "/v0/postings/almarai") {
      requests.lever++;
      body = lever;
    }
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    res.end(body);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    greenhouseUrl: `${base}/v1/boards/gulfscale/jobs?content=true`,
    leverUrl: `${base}/v0/postings/almarai?mode=json`,
    bytes: { v1: bodies[1].length, v2: bodies[2].length, lever: lever.length },
    requests,
    setVersion(v) {
      version = v;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}

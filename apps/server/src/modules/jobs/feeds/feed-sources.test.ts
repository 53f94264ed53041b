import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { JobMatchList } from "@sira/schema/job-api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../../test/helpers/factories";
import { feedContextOf, occupationResume } from "../../../../test/helpers/jobs";
import { createTestApp, type TestApp } from "../../../../test/helpers/test-app";
import { feedSources, jobs } from "../../../db/schema";
import { JobIndexCache } from "../job-index";
import { closeExpiredJobs } from "../job-lifecycle";
import { getJob } from "../job-view";
import { addFeedSource, type FeedContext, listFeedSources, refreshFeed } from "./feed-sources.service";

const samples = path.resolve(import.meta.dirname, "../../../../test/fixtures/feeds");
const sample = (name: string) => fs.readFileSync(path.join(samples, name), "utf8");

/** The recorded responses, served as the boards would; `routes` can be changed by a test. */
const routes = new Map<string, { type: string; body: string | (() => string) }>();
const hits = new Map<string, number>();
let server: http.Server;
let base: string;
let t: TestApp;
let ctx: FeedContext;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? "/";
    hits.set(url, (hits.get(url) ?? 0) + 1);
    const route = routes.get(url.split("?")[0]!);
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": route.type });
    res.end(typeof route.body === "function" ? route.body() : route.body);
  });
  // Longer than the client's idle keep-alive, so a reused connection is never closed under it.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  for (const [file, type] of [
    ["greenhouse.json", "application/json"],
    ["lever.json", "application/json"],
    ["workable.json", "application/json"],
    ["smartrecruiters.json", "application/json"],
    ["ashby.json", "application/json"],
    ["jobs.rss", "application/rss+xml"],
    ["jobs.atom", "application/atom+xml"],
  ] as const)
    routes.set(`/${file}`, { type, body: sample(file) });
  t = await createTestApp();
  ctx = feedContextOf(t);
});
afterAll(async () => {
  await ctx.outbound.close();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

async function feedJobs(feedId: string) {
  return t.database.db.select().from(jobs).where(eq(jobs.feedId, feedId));
}
async function listedIds(): Promise<Set<string>> {
  return new Set((await new JobIndexCache(t.database.db).get()).jobs.map((j) => j.id));
}
const byPosition = (rows: Awaited<ReturnType<typeof feedJobs>>, position: string) =>
  rows.find((r) => r.position === position)!;
/** No tag or attribute beyond what spec §5 allows in a description: strong and br. */
function expectSanitized(html: string) {
  expect(html).not.toMatch(/<(?!\/?strong>|br>)/);
  expect(html).not.toMatch(/script|iframe|onerror|javascript:|style=|<form|<object/i);
}

describe("ATS board mappers against recorded responses", () => {
  it("Greenhouse: escaped HTML content sanitized, Arabic kept, office as location, untitled row rejected", async () => {
    const feed = await addFeedSource(ctx, {
      kind: "greenhouse",
      target: `${base}/greenhouse.json`,
      name: "Gulf Data",
    });
    const counts = await refreshFeed(ctx, feed.id);
    expect(counts).toEqual({ received: 3, inserted: 2, updated: 0, rejected: 1, closed: 0 });
    const rows = await feedJobs(feed.id);
    const analyst = byPosition(rows, "محلل بيانات أول");
    expect(analyst).toMatchObject({
      company: "شركة البيانات الخليجية",
      location: "الرياض، المملكة العربية السعودية",
      country: "SA",
      link: "https://boards.greenhouse.io/gulfdata/jobs/4012345",
      language: "ar",
      source: "sira",
      closedAt: null,
    });
    expect(analyst.date.toISOString()).toBe("2026-11-18T13:00:00.000Z");
    expect(analyst.descriptionAr).toContain("<strong>محلل بيانات</strong>");
    expect(analyst.descriptionAr).toContain("• خبرة 5 سنوات");
    expectSanitized(analyst.descriptionAr);
    // No company in the posting: the board's name; no location name: the office's.
    const backend = byPosition(rows, "Backend Engineer (Node.js)");
    expect(backend).toMatchObject({
      company: "Gulf Data",
      location: "Dubai, United Arab Emirates",
      country: "AE",
    });
    expect(backend.descriptionEn).toBe("");
  });

  it("Lever: lists and additional folded into the description, commitment and workplace mapped", async () => {
    const feed = await addFeedSource(ctx, { kind: "lever", target: `${base}/lever.json`, name: "Sahara" });
    expect(await refreshFeed(ctx, feed.id)).toMatchObject({ received: 2, inserted: 2, rejected: 0 });
    const rows = await feedJobs(feed.id);
    const devops = byPosition(rows, "Senior DevOps Engineer");
    expect(devops).toMatchObject({
      company: "Sahara",
      location: "Jeddah",
      country: "SA",
      remote: "onsite",
      jobType: "full_time",
      link: "https://jobs.lever.co/sahara/9f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f",
    });
    expect(devops.date.toISOString()).toBe(new Date(1763721600000).toISOString());
    expect(devops.descriptionEn).toContain("<strong>DevOps engineer</strong>");
    expect(devops.descriptionEn).toContain("• Terraform &amp; AWS");
    expect(devops.descriptionAr).toBe("");
    expectSanitized(devops.descriptionEn);
    const intern = byPosition(rows, "متدرب تسويق رقمي");
    expect(intern).toMatchObject({
      remote: "remote",
      jobType: "internship",
      descriptionEn: "",
      descriptionAr: "",
    });
  });

  it("Workable: the account is the company, visible location in Arabic, telecommuting is remote", async () => {
    const feed = await addFeedSource(ctx, { kind: "workable", target: `${base}/workable.json` });
    expect(await refreshFeed(ctx, feed.id)).toMatchObject({ received: 2, inserted: 2, rejected: 0 });
    const rows = await feedJobs(feed.id);
    const manager = byPosition(rows, "مدير متجر");
    expect(manager).toMatchObject({
      company: "Nakheel Retail",
      location: "الدمام, المنطقة الشرقية, Saudi Arabia",
      country: "SA",
      region: "eastern",
      // "Mid-Senior level" reads as experienced (the importer's level words).
      experience: "above",
      link: "https://apply.workable.com/j/A1B2C3D4E5",
    });
    expect(manager.descriptionAr).toContain("<strong>الأهداف</strong>");
    expect(manager.descriptionAr).not.toContain("color:red");
    expectSanitized(manager.descriptionAr);
    const agent = byPosition(rows, "Customer Support Agent");
    expect(agent).toMatchObject({ remote: "remote", jobType: "part_time", country: "AE" });
  });

  it("SmartRecruiters: job ad sections as the description, page link from company and id", async () => {
    const feed = await addFeedSource(ctx, {
      kind: "smartrecruiters",
      target: `${base}/smartrecruiters.json`,
    });
    expect(await refreshFeed(ctx, feed.id)).toMatchObject({ received: 2, inserted: 2, rejected: 0 });
    const rows = await feedJobs(feed.id);
    const civil = byPosition(rows, "مهندس مدني");
    expect(civil).toMatchObject({
      company: "مجموعة البناء",
      location: "Riyadh, Riyadh Province, Saudi Arabia",
      country: "SA",
      jobType: "full_time",
      link: "https://jobs.smartrecruiters.com/AlBinaaGroup/744000012345678",
    });
    expect(civil.descriptionAr).toContain("<strong>مشاريع الطرق</strong>");
    expect(civil.descriptionAr).toContain("• AutoCAD");
    expectSanitized(civil.descriptionAr);
    // No job ad in the list: no description, the rest still mapped.
    expect(byPosition(rows, "HSE Officer")).toMatchObject({
      country: "QA",
      jobType: "contract",
      descriptionEn: "",
      descriptionAr: "",
    });
  });

  it("Ashby: unlisted postings skipped, plain text used when there is no HTML", async () => {
    const feed = await addFeedSource(ctx, { kind: "ashby", target: `${base}/ashby.json`, name: "Wadi" });
    expect(await refreshFeed(ctx, feed.id)).toMatchObject({ received: 2, inserted: 2, rejected: 0 });
    const rows = await feedJobs(feed.id);
    const designer = byPosition(rows, "Product Designer");
    expect(designer).toMatchObject({
      company: "Wadi",
      location: "Dubai",
      country: "AE",
      jobType: "full_time",
    });
    expect(designer.descriptionEn).toContain("Design bilingual (عربي/English) flows.");
    expectSanitized(designer.descriptionEn);
    const ml = byPosition(rows, "مهندس تعلم آلي");
    expect(ml).toMatchObject({
      remote: "remote",
      jobType: "contract",
      descriptionAr: "بناء نماذج لغوية عربية.",
    });
    expect(rows.some((r) => r.position === "Internal only")).toBe(false);
  });

  it("RSS and Atom: items with extra job elements; a partial list closes nothing", async () => {
    const rss = await addFeedSource(ctx, { kind: "rss", target: `${base}/jobs.rss` });
    expect(await refreshFeed(ctx, rss.id)).toMatchObject({ received: 2, inserted: 2, rejected: 0 });
    const rows = await feedJobs(rss.id);
    const accountant = byPosition(rows, "محاسب");
    expect(accountant).toMatchObject({
      company: "مؤسسة الريان",
      location: "الكويت",
      country: "KW",
      link: "https://jobs.example.com/jobs/501",
    });
    expect(accountant.validThrough?.toISOString()).toBe("2026-12-31T00:00:00.000Z");
    expect(accountant.descriptionAr).toContain("<strong>3 سنوات</strong>");
    expectSanitized(accountant.descriptionAr);
    // The next RSS answer lists one item only: the other stays open (RSS lists recent items).
    routes.set("/jobs.rss", {
      type: "application/rss+xml",
      body: sample("jobs.rss").replace(/<item>\s*<title>Nurse[\s\S]*?<\/item>/, ""),
    });
    expect(await refreshFeed(ctx, rss.id)).toMatchObject({ received: 1, closed: 0 });
    const atom = await addFeedSource(ctx, { kind: "rss", target: `${base}/jobs.atom` });
    await refreshFeed(ctx, atom.id);
    expect(await feedJobs(atom.id)).toMatchObject([
      {
        position: "مطور واجهات أمامية",
        link: "https://careers.example.org/jobs/fe-1",
        descriptionEn: "React و TypeScript",
      },
    ]);
  });

  it("XML sitemap (through an index) of JobPosting pages", async () => {
    const page = (id: number, title: string, validThrough: string) =>
      `<html><head><script type="application/ld+json">${JSON.stringify({
        "@context": "https://schema.org",
        "@type": "JobPosting",
        title,
        identifier: { "@type": "PropertyValue", value: `p-${id}` },
        datePosted: "2026-11-20",
        validThrough,
        hiringOrganization: { "@type": "Organization", name: "مستشفى الشفاء" },
        jobLocation: { "@type": "Place", address: { addressLocality: "الخبر", addressCountry: "SA" } },
        description: "<p>وظيفة في <em>القطاع الصحي</em></p><script>x()</script>",
        // Pages escape "<" inside JSON-LD so the block cannot end early, as sites do.
      }).replace(/</g, "\\u003c")}</script></head><body></body></html>`;
    routes.set("/pages/1.html", { type: "text/html", body: page(1, "طبيب طوارئ", "2027-01-31") });
    routes.set("/pages/2.html", { type: "text/html", body: page(2, "صيدلي", "2027-02-28") });
    routes.set("/sitemap-jobs.xml", {
      type: "application/xml",
      body: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${base}/pages/1.html</loc><lastmod>2026-11-20</lastmod></url><url><loc>${base}/pages/2.html</loc></url></urlset>`,
    });
    routes.set("/sitemap.xml", {
      type: "application/xml",
      body: `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${base}/sitemap-jobs.xml</loc></sitemap></sitemapindex>`,
    });
    const feed = await addFeedSource(ctx, { kind: "sitemap", target: `${base}/sitemap.xml` });
    expect(await refreshFeed(ctx, feed.id)).toMatchObject({ received: 2, inserted: 2, rejected: 0 });
    const rows = await feedJobs(feed.id);
    expect(byPosition(rows, "طبيب طوارئ")).toMatchObject({
      company: "مستشفى الشفاء",
      country: "SA",
      link: `${base}/pages/1.html`,
    });
    expectSanitized(byPosition(rows, "صيدلي").descriptionAr);
  });
});

describe("lifecycle: missing, expired, too old; duplicates across boards", () => {
  it("a job missing from the latest full list closes (kept, marked), comes back when listed again", async () => {
    const list = [
      { id: "1", title: "Data Engineer", company: "Nahr", location: "Riyadh", date: "2026-11-20" },
      { id: "2", title: "QA Engineer", company: "Nahr", location: "Riyadh", date: "2026-11-20" },
      { id: "3", title: "مصمم جرافيك", company: "Nahr", location: "Riyadh", date: "2026-11-20" },
    ];
    let current = list;
    routes.set("/nahr.json", { type: "application/json", body: () => JSON.stringify({ jobs: current }) });
    const feed = await addFeedSource(ctx, { kind: "url", target: `${base}/nahr.json` });
    await refreshFeed(ctx, feed.id);
    const qa = (await feedJobs(feed.id)).find((r) => r.position === "QA Engineer")!;
    expect((await listedIds()).has(qa.id)).toBe(true);

    current = list.filter((j) => j.id !== "2");
    expect(await refreshFeed(ctx, feed.id)).toMatchObject({ received: 2, closed: 1 });
    const closed = (await feedJobs(feed.id)).find((r) => r.id === qa.id)!;
    expect(closed).toMatchObject({ closeReason: "missing" });
    expect(closed.closedAt).toBeInstanceOf(Date);
    expect((await listedIds()).has(qa.id)).toBe(false);
    // Still there for whoever saved it, marked closed.
    expect((await getJob(t.database.db, qa.id)).closedAt).toBe(closed.closedAt!.toISOString());

    // A broken board answering an empty list closes nothing and is reported.
    current = [];
    await expect(refreshFeed(ctx, feed.id)).rejects.toThrow(/no usable job/);
    expect((await feedJobs(feed.id)).filter((r) => r.closedAt === null)).toHaveLength(2);
    const health = (await listFeedSources(t.database.db)).find((f) => f.id === feed.id)!;
    expect(health).toMatchObject({ ok: false, failures: 1, openJobs: 2 });
    expect(health.lastError).toMatch(/no usable job/);

    current = list;
    expect(await refreshFeed(ctx, feed.id)).toMatchObject({ closed: 0 });
    expect((await feedJobs(feed.id)).find((r) => r.id === qa.id)).toMatchObject({ closedAt: null });
    expect((await listedIds()).has(qa.id)).toBe(true);
    expect((await listFeedSources(t.database.db)).find((f) => f.id === feed.id)).toMatchObject({
      ok: true,
      failures: 0,
      openJobs: 3,
      lastError: null,
    });
  });

  it("past validThrough closes as expired; a feed job older than the configured age closes as too old", async () => {
    routes.set("/dated.json", {
      type: "application/json",
      body: JSON.stringify([
        {
          id: "a",
          title: "Pilot",
          company: "Sky",
          location: "Doha",
          date: "2026-11-01",
          validThrough: "2026-11-10",
        },
        { id: "b", title: "Cabin Crew", company: "Sky", location: "Doha", date: "2026-06-01" },
        {
          id: "c",
          title: "Engineer",
          company: "Sky",
          location: "Doha",
          date: "2026-11-20",
          validThrough: "2027-06-30",
        },
      ]),
    });
    const feed = await addFeedSource(ctx, { kind: "url", target: `${base}/dated.json` });
    await refreshFeed(ctx, feed.id);
    const now = new Date("2026-11-25T00:00:00Z");
    await closeExpiredJobs(t.database.db, now, 60);
    const rows = await feedJobs(feed.id);
    expect(byPosition(rows, "Pilot")).toMatchObject({ closeReason: "expired" });
    expect(byPosition(rows, "Cabin Crew")).toMatchObject({ closeReason: "age" });
    expect(byPosition(rows, "Engineer")).toMatchObject({ closedAt: null });
    const listed = await listedIds();
    expect(listed.has(byPosition(rows, "Pilot").id)).toBe(false);
    expect(listed.has(byPosition(rows, "Engineer").id)).toBe(true);
  });

  it("the same posting on two boards shows once, with both links", async () => {
    routes.set("/board-a.json", {
      type: "application/json",
      body: JSON.stringify([
        {
          id: "x1",
          title: "Senior Accountant",
          company: "Al Noor Trading LLC",
          location: "Riyadh, Saudi Arabia",
          date: "2026-11-21",
          validThrough: "2026-12-20",
          link: "https://a.example/jobs/x1",
        },
        {
          id: "x2",
          title: "Cashier",
          company: "Al Noor Trading LLC",
          location: "Riyadh",
          date: "2026-11-21",
          link: "https://a.example/jobs/x2",
        },
      ]),
    });
    routes.set("/board-b.json", {
      type: "application/json",
      body: JSON.stringify([
        {
          id: "77",
          title: "senior  accountant",
          company: "AL NOOR TRADING",
          location: "الرياض",
          date: "2026-11-22",
          validThrough: "2026-12-20",
          link: "https://b.example/77",
        },
        // Same title and company, another city: a different job.
        {
          id: "78",
          title: "Senior Accountant",
          company: "Al Noor Trading",
          location: "Jeddah",
          date: "2026-11-22",
          validThrough: "2026-12-20",
          link: "https://b.example/78",
        },
      ]),
    });
    const a = await addFeedSource(ctx, { kind: "url", target: `${base}/board-a.json`, source: "bayt" });
    const b = await addFeedSource(ctx, { kind: "url", target: `${base}/board-b.json`, source: "linkedin" });
    await refreshFeed(ctx, a.id);
    await refreshFeed(ctx, b.id);
    const first = byPosition(await feedJobs(a.id), "Senior Accountant");
    const [twin, jeddah] = await Promise.all(
      ["77", "78"].map(
        async (id) =>
          (
            await t.database.db
              .select()
              .from(jobs)
              .where(and(eq(jobs.feedId, b.id), eq(jobs.externalId, `${b.id}:${id}`)))
          )[0]!,
      ),
    );
    expect(twin!.dedupKey).toBe(first.dedupKey);
    const listed = await listedIds();
    expect(listed.has(first.id)).toBe(true);
    expect(listed.has(twin!.id)).toBe(false);
    expect(listed.has(jeddah!.id)).toBe(true);
    const bothLinks = [
      { source: "bayt", link: "https://a.example/jobs/x1" },
      { source: "linkedin", link: "https://b.example/77" },
    ];
    expect((await getJob(t.database.db, first.id)).links).toEqual(bothLinks);
    // A resume's match list, as cards (from the in-memory index) and in full, carries both links too.
    const { cookie } = await signedInUser(t.database.db);
    const imported = await t.app.inject({
      method: "POST",
      url: "/api/resume/import",
      headers: { cookie },
      payload: {
        title: "Accountant",
        slug: "accountant",
        data: occupationResume("en", {
          headline: "Senior Accountant",
          position: "Senior Accountant",
          company: "Gulf Audit",
          summary: "Prepared monthly financial statements and reconciliations.",
          skills: ["Accounting", "IFRS"],
          location: "Riyadh",
        }),
      },
    });
    expect(imported.statusCode, imported.body).toBe(201);
    for (const view of ["card", "full"]) {
      const list = await t.app.inject({
        method: "GET",
        url: `/api/job/match/${imported.json().id}?q=${encodeURIComponent("Senior Accountant")}&view=${view}`,
        headers: { cookie },
      });
      expect(list.statusCode, list.body).toBe(200);
      const shown = (list.json() as JobMatchList).jobs.filter((j) =>
        j.position.toLowerCase().includes("accountant"),
      );
      expect(shown.find((j) => j.id === first.id)?.links, view).toEqual(bothLinks);
      expect(shown.some((j) => j.id === twin!.id)).toBe(false);
      const other = shown.find((j) => j.id === jeddah!.id);
      expect(other?.links, view).toBeUndefined();
      expect(other?.link).toBe("https://b.example/78");
    }
    // When board A drops it, board B's posting takes its place in the list.
    routes.set("/board-a.json", {
      type: "application/json",
      body: JSON.stringify([
        {
          id: "x2",
          title: "Cashier",
          company: "Al Noor Trading LLC",
          location: "Riyadh",
          date: "2026-11-21",
        },
      ]),
    });
    await refreshFeed(ctx, a.id);
    const after = await listedIds();
    expect(after.has(first.id)).toBe(false);
    expect(after.has(twin!.id)).toBe(true);
  });
});

describe("a large board is read and prepared in the worker pool", () => {
  it("parses the feed in one import task and prepares its rows in compute chunks of 200", async () => {
    const descriptions = "<a".repeat(2_500);
    routes.set("/large.json", {
      type: "application/json",
      body: JSON.stringify(
        Array.from({ length: 450 }, (_, i) => ({
          id: `large-${i}`,
          title: "Registered Nurse",
          company: "Large Hospital",
          location: "Riyadh",
          description: `${descriptions} shift ${i}`,
        })),
      ),
    });
    const tasks: string[] = [];
    const counting: FeedContext = {
      ...ctx,
      untrusted: {
        ...t.untrusted,
        run: (task, input, options) => {
          tasks.push(task);
          return t.untrusted.run(task, input, options);
        },
      },
    };
    const feed = await addFeedSource(counting, { kind: "url", target: `${base}/large.json` });
    expect(await refreshFeed(counting, feed.id)).toMatchObject({ received: 450, inserted: 450, rejected: 0 });
    expect(tasks).toEqual(["readFeedBody", "prepareJobRows", "prepareJobRows", "prepareJobRows"]);
    const rows = await feedJobs(feed.id);
    expect(rows).toHaveLength(450);
    // Every row came back in its job's place: its own text, sanitized.
    for (const row of rows) {
      expect(row.descriptionEn).toMatch(new RegExp(`shift ${row.externalId.split("large-")[1]}$`));
      expect(row.descriptionEn).not.toContain("<a");
    }
  }, 60_000);
});

describe("operator commands, the queue and the outbound guard", () => {
  const admin = { authorization: "Bearer test-admin-token" };

  it("feeds add queues a refresh that the worker runs; list and /api/health show the source's health", async () => {
    const added = await t.app.inject({
      method: "POST",
      url: "/api/admin/feeds",
      headers: admin,
      payload: { kind: "lever", target: `${base}/lever.json`, name: "Sahara via queue", intervalMinutes: 30 },
    });
    expect(added.statusCode).toBe(201);
    const { feed } = added.json() as { feed: { id: string } };
    const deadline = Date.now() + 20_000;
    let health: { name: string; ok: boolean; lastSuccessAt: string | null; openJobs: number } | undefined;
    while (Date.now() < deadline) {
      const res = await t.app.inject({ method: "GET", url: "/api/health" });
      health = (res.json().feeds as NonNullable<typeof health>[]).find((f) => f.name === "Sahara via queue");
      if (health?.lastSuccessAt) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(health).toMatchObject({ ok: true, openJobs: 2 });
    const list = await t.app.inject({ method: "GET", url: "/api/admin/feeds", headers: admin });
    expect(list.json().feeds.find((f: { id: string }) => f.id === feed.id)).toMatchObject({
      intervalMinutes: 30,
      lastCounts: { received: 2, inserted: 2, updated: 0, rejected: 0, closed: 0 },
    });
    const queue = await t.app.inject({ method: "GET", url: "/api/admin/queue", headers: admin });
    expect(queue.json().lastRuns).toContainEqual(
      expect.objectContaining({ task: "feeds.refresh", state: "completed" }),
    );
    expect(queue.json().schedules).toContainEqual({ task: "feeds.due", cron: "* * * * *", timezone: "UTC" });

    const removed = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/feeds/${feed.id}`,
      headers: admin,
    });
    expect(removed.json()).toEqual({ closed: 2 });
    const kept = await t.database.db.select().from(jobs).where(eq(jobs.closeReason, "removed"));
    expect(kept).toHaveLength(2);
    expect(await t.database.db.select().from(feedSources).where(eq(feedSources.id, feed.id))).toEqual([]);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/feeds", headers: {} })).statusCode).toBe(
      401,
    );
  });

  it("refuses feed URLs on private addresses: at add for a literal IP, at fetch for a name", async () => {
    const guarded = await createTestApp({ OUTBOUND_ALLOW_HOSTS: "" });
    try {
      for (const target of [
        `${base}/greenhouse.json`,
        "http://10.1.2.3/jobs.json",
        "http://169.254.169.254/latest/meta-data",
      ]) {
        const res = await guarded.app.inject({
          method: "POST",
          url: "/api/admin/feeds",
          headers: admin,
          payload: { kind: "url", target },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe("OutboundAddressRefused");
      }
      // A host name is resolved at each fetch; localhost resolves to loopback: refused, never fetched.
      const port = (server.address() as AddressInfo).port;
      const guardedCtx = feedContextOf(guarded, { allowHosts: "" });
      const feed = await addFeedSource(guardedCtx, {
        kind: "greenhouse",
        target: `http://localhost:${port}/private.json`,
      });
      routes.set("/private.json", { type: "application/json", body: sample("greenhouse.json") });
      await expect(refreshFeed(guardedCtx, feed.id)).rejects.toThrow(/refused/);
      expect(hits.get("/private.json")).toBeUndefined();
      const [health] = await listFeedSources(guarded.database.db);
      expect(health).toMatchObject({ ok: false, openJobs: 0 });
      expect(health!.lastError).toMatch(/^refused/);
      // The public health check says that the feed fails, not why: the reason may name a host.
      const publicHealth = (await guarded.app.inject({ method: "GET", url: "/api/health" })).json();
      expect(publicHealth.feeds).toEqual([expect.objectContaining({ ok: false, failures: 1, openJobs: 0 })]);
      expect(publicHealth.feeds[0]).not.toHaveProperty("lastError");
      expect(JSON.stringify(publicHealth.feeds)).not.toContain("refused");
      await guardedCtx.outbound.close();
    } finally {
      await guarded.close();
    }
  }, 90_000);
});

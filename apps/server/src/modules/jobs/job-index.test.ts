import { type JobMatch, type JobMatchQuery, jobMatchQuerySchema } from "@sira/schema/job-api";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/helpers/factories";
import { occupationResume } from "../../../test/helpers/jobs";
import { createTestApp, type TestApp, testDatabaseKind } from "../../../test/helpers/test-app";
import { jobs } from "../../db/schema";
import { findResumeOfUser, type ResumeRow } from "../resume/resume.repository";
import { indexLoadLockKey, type JobIndex, JobIndexCache } from "./job-index";
import { prepareJobRow } from "./job-ingest";
import { JobMatcher, matchPageForResume, scoreJobs } from "./job-match.service";
import { type JobHead, listJobHeads, upsertJobs } from "./jobs.repository";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await upsertJobs(
    t.database.db,
    Array.from({ length: 20 }, (_, i) => feedJob(`index-${i}`, `Index Engineer ${i}`)),
  );
});
afterAll(async () => {
  await t.close();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const feedJob = (id: string, position: string) => ({
  ...prepareJobRow(
    {
      externalId: id,
      source: "sira",
      position,
      company: "Index Co",
      logo: null,
      location: "Riyadh",
      country: "SA",
      date: new Date(),
      remote: "onsite",
      jobType: "full_time",
      experience: "mid",
      link: null,
      descriptionEn: "",
      descriptionAr: "",
      description: "",
      validThrough: null,
    },
    new Date(),
  ),
  hasDate: true,
});

/** A signed-in user with an English resume of a software engineer. */
async function engineerReader(slug: string) {
  const { user, cookie } = await signedInUser(t.database.db);
  const created = await t.app.inject({
    method: "POST",
    url: "/api/resume/import",
    headers: { cookie },
    payload: {
      title: "Index resume",
      slug,
      data: occupationResume("en", {
        headline: "Software Engineer",
        position: "Index Engineer",
        company: "Acme",
        summary: "Built services in TypeScript and PostgreSQL",
        skills: ["TypeScript", "PostgreSQL"],
      }),
    },
  });
  expect(created.statusCode).toBe(201);
  return { user, resume: (await findResumeOfUser(t.database.db, user.id, created.json().id))! };
}

/** A page of a resume's cards in English as a client reads them (their JSON parsed). */
async function pageOfCards(m: JobMatcher, userId: string, resumeId: string, query: JobMatchQuery) {
  const { jobs: cards } = await matchPageForResume(m, userId, resumeId, query, "en");
  return cards.map((json) => JSON.parse(json.toString("utf8")) as JobMatch);
}

/** Scores of a resume once another process's change is loaded and the resume rescored. */
async function rescoredAfter(matcher: JobMatcher, resume: ResumeRow, before: JobIndex) {
  await wait(1100);
  let entry = await matcher.scoresFor(resume);
  for (let i = 0; i < 200 && entry.index === before; i++) {
    await wait(20);
    entry = await matcher.scoresFor(resume);
  }
  expect(entry.index).not.toBe(before);
  return entry;
}

describe("job index across processes", () => {
  it("reads every open job's head once, oldest first, page after page (jobs created together ordered by id)", async () => {
    // One statement: the seven jobs share their creation time, so pages must carry on by id.
    await upsertJobs(
      t.database.db,
      Array.from({ length: 7 }, (_, i) => feedJob(`heads-${i}`, `Heads Analyst ${i}`)),
    );
    const { rows: together } = (await t.database.db.execute(
      sql`select count(distinct created_at)::int as n from ${jobs} where external_id like 'heads-%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(together[0]!.n).toBe(1);
    const { rows } = (await t.database.db.execute(
      sql`select id from ${jobs} where closed_at is null order by created_at, id`,
    )) as unknown as { rows: { id: string }[] };
    const pages: JobHead[][] = [];
    for await (const page of listJobHeads(t.database.db, 3)) pages.push(page);
    expect(pages.flat().map((h) => h.id)).toEqual(rows.map((r) => r.id));
    expect(pages.slice(0, -1).every((page) => page.length === 3)).toBe(true);
  });

  // Between processes, turns are PostgreSQL's advisory lock (PGlite has one process: no turns).
  it.skipIf(testDatabaseKind !== "postgres")(
    "loads another process's change only in its turn: while another process holds the load lock, it answers from the index it has",
    async () => {
      const turns = <T>(load: () => Promise<T>) => t.database.withLock(indexLoadLockKey, load);
      const cache = new JobIndexCache(t.database.db, turns);
      const before = await cache.get();
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding!: () => void;
      const lockHeld = new Promise<void>((resolve) => {
        holding = resolve;
      });
      // Another process's load holds the turn.
      const other = t.database.withLock(indexLoadLockKey, async () => {
        holding();
        await held;
      });
      await lockHeld;
      await t.database.db.execute(
        sql`update ${jobs} set search_text = 'changed while another loads', updated_at = now() where id = ${before.jobs[0]!.id}`,
      );
      await wait(1100);
      // Past the version check and the random pause of up to a second: still the old index.
      for (let i = 0; i < 25; i++) {
        expect(await cache.get()).toBe(before);
        await wait(100);
      }
      release();
      await other;
      let after = await cache.get();
      for (let i = 0; i < 200 && after === before; i++) {
        await wait(20);
        after = await cache.get();
      }
      expect(after.jobs[0]!.searchText.toString()).toBe("changed while another loads");
    },
  );

  it("shows another process's changes within a few seconds (a background load after a pause of up to a second), reloading only the changed jobs", async () => {
    const cache = new JobIndexCache(t.database.db);
    const before = await cache.get();
    expect(before.jobs.length).toBeGreaterThanOrEqual(20);

    // Another process (raw SQL here, so this process's write counter does not move) closes one
    // job and renames another.
    const [closed, renamed] = before.jobs;
    await t.database.db.execute(
      sql`update ${jobs} set closed_at = now(), close_reason = 'expired', updated_at = now() where id = ${closed!.id}`,
    );
    await t.database.db.execute(
      sql`update ${jobs} set search_text = 'renamed by another process', updated_at = now() where id = ${renamed!.id}`,
    );
    // Within the second the version is trusted: the same index, no query.
    expect(await cache.get()).toBe(before);

    await wait(1100);
    // The version check finds the change; until the new index is loaded, browsing keeps the old one.
    let after = await cache.get();
    for (let i = 0; i < 200 && after === before; i++) {
      await wait(20);
      after = await cache.get();
    }
    expect(after).not.toBe(before);
    expect(after.jobs.some((j) => j.id === closed!.id)).toBe(false);
    expect(after.jobs.find((j) => j.id === renamed!.id)?.searchText.toString()).toBe(
      "renamed by another process",
    );
    // Unchanged jobs were not fetched again: the same objects carry over.
    const unchanged = before.jobs[5]!;
    expect(after.jobs.find((j) => j.id === unchanged.id)).toBe(unchanged);
    expect(after.jobs).toHaveLength(before.jobs.length - 1);
  });

  it("waits for the new index after this process's own write, so the next match sees it", async () => {
    const cache = new JobIndexCache(t.database.db);
    const before = await cache.get();
    await upsertJobs(t.database.db, [feedJob("index-own-write", "Index Test Engineer")]);
    const after = await cache.get();
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.externalId, "index-own-write"));
    expect(after.jobs.map((j) => j.id)).toContain(row!.id);
    expect(after.jobs).toHaveLength(before.jobs.length + 1);
  });

  it("reads a new resume's features once for requests that come together, each answered alike", async () => {
    const { user, resume } = await engineerReader("index-once");
    const m = new JobMatcher(t.database.db, t.untrusted);
    let reads = 0;
    const featuresOf = m.featuresOf.bind(m);
    m.featuresOf = (row) => {
      reads++;
      return featuresOf(row);
    };
    const query = jobMatchQuerySchema.parse({ sort: "high", limit: 60, view: "card" });
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => pageOfCards(m, user.id, resume.id, query)),
    );
    expect(reads).toBe(1);
    expect(pages[0]!.length).toBeGreaterThan(0);
    for (const page of pages) expect(page).toEqual(pages[0]);
  });

  it("after another process's change, answers from the previous scores and list, then rescores to what a full scoring gives, the list already sorted again and its page of cards made", async () => {
    const { user, resume } = await engineerReader("index-resume");
    const matcher = new JobMatcher(t.database.db, t.untrusted);
    const first = await matcher.scoresFor(resume);
    // The reader has looked at the cards of the list sorted by match, as the jobs page asks.
    const query = jobMatchQuerySchema.parse({ sort: "high", limit: 60, view: "card" });
    const cards = (m: JobMatcher) => pageOfCards(m, user.id, resume.id, query);
    const listed = async (m: JobMatcher) => (await cards(m)).map((j) => j.id);
    const before = await listed(matcher);

    // Another process adds a job whose title matches the resume.
    const { hasDate: _, ...row } = feedJob("index-other-process", "Senior Software Engineer (TypeScript)");
    await t.database.db.insert(jobs).values(row);
    const entry = await rescoredAfter(matcher, resume, first.index);
    expect(entry.index.jobs).toHaveLength(first.index.jobs.length + 1);
    // Only the new job was scored; the result is the same as scoring every job again.
    expect([...entry.scores]).toEqual([...scoreJobs(entry.features, entry.index.matchIndex)]);
    const position = entry.index.jobs.findIndex((j) => !first.index.jobs.includes(j));
    expect(entry.scores[position]).toBeGreaterThan(0);
    // The list the reader looked at was sorted again before the new scores answered: it holds the
    // new job and is the list a process that never saw the old job set gives.
    expect(entry.lists.size).toBe(1);
    const { picked } = [...entry.lists.values()][0]!;
    expect(picked).toContain(position);
    // So were the cards of the page read before, in the reader's language.
    expect([...entry.cards.keys()].sort()).toEqual(
      picked
        .slice(0, 60)
        .map((i) => `en:${entry.index.jobs[i]!.id}`)
        .sort(),
    );
    const after = await cards(matcher);
    expect(after.map((j) => j.id)).toContain(entry.index.jobs[position]!.id);
    expect(after).toEqual(await cards(new JobMatcher(t.database.db, t.untrusted)));
    expect(after.map((j) => j.id)).not.toEqual(before);
  });

  it("after another process stores a job the reader has seen from another board, the rescored card shows both boards' links", async () => {
    const { user, resume } = await engineerReader("boards-resume");
    const posted = (id: string, source: "sira" | "bayt", link: string) => {
      const { hasDate: _, ...row } = feedJob(id, "Crossboard Index Engineer");
      return { ...row, source, link };
    };
    const { hasDate: _, ...other } = feedJob("boards-other", "Crossboard Index Engineer II");
    await t.database.db
      .insert(jobs)
      .values([posted("boards-sira", "sira", "https://example.com/jobs/1"), other]);
    const matcher = new JobMatcher(t.database.db, t.untrusted);
    // A search, so every job it finds is listed whatever its match.
    const query = jobMatchQuerySchema.parse({ q: "crossboard", sort: "high", limit: 60, view: "card" });
    const page = (m: JobMatcher) => pageOfCards(m, user.id, resume.id, query);
    const first = await matcher.scoresFor(resume);
    const before = await page(matcher);
    expect(before.map((j) => j.position).sort()).toEqual([
      "Crossboard Index Engineer",
      "Crossboard Index Engineer II",
    ]);
    const shown = before.find((j) => j.position === "Crossboard Index Engineer")!;
    expect(shown.links).toBeUndefined();

    // Another process stores the same job from another board (same employer, title and city).
    await t.database.db.insert(jobs).values(posted("boards-bayt", "bayt", "https://example.com/bayt/1"));
    await rescoredAfter(matcher, resume, first.index);
    const after = await page(matcher);
    // Still one card for the job, now with both boards' links, as a process that never saw the
    // old job set gives.
    expect(after.map((j) => j.id).sort()).toEqual(before.map((j) => j.id).sort());
    expect(after.find((j) => j.id === shown.id)!.links).toEqual([
      { source: "sira", link: "https://example.com/jobs/1" },
      { source: "bayt", link: "https://example.com/bayt/1" },
    ]);
    expect(after).toEqual(await page(new JobMatcher(t.database.db, t.untrusted)));
  });
});

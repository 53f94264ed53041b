import { normalizeText } from "@sira/nlp/normalize";
import { and, eq, isNotNull, isNull, like, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import { jobSetWritten } from "./job-set-writes";

/** Legal-form words that differ between boards for one employer ("Acme LLC", "شركة أكمي"). */
const companyNoise =
  /\b(llc|l\.l\.c|ltd|limited|inc|co|company|corp|corporation|group|fze|fzco|wll|w\.l\.l|plc|est|establishment)\b\.?|شركة|مؤسسة|ذ\.?م\.?م|المحدودة|المحدوده/giu;

/**
 * The key that makes one posting on several boards one job: company without its legal form,
 * title, city (the vocabulary's id when the location names a known city, else the location
 * text) and closing day, each normalized (Arabic letter forms, case, punctuation). Without a
 * company or a title there is nothing safe to merge on: the key is empty and the job stands alone.
 */
export function dedupKeyOf(job: {
  company: string | null;
  position: string;
  city: string | null;
  location: string;
  validThrough: Date | null;
}): string {
  const company = normalizeText((job.company ?? "").replace(companyNoise, " "))
    .replace(/\s+/g, " ")
    .trim();
  const title = normalizeText(job.position).replace(/\s+/g, " ").trim();
  if (!company || !title) return "";
  const city = job.city ?? normalizeText(job.location.split(/[,·|-]/)[0] ?? "").trim();
  const closes = job.validThrough ? job.validThrough.toISOString().slice(0, 10) : "";
  return [company, title, city, closes].join("|");
}

/**
 * After a full list from a feed: its jobs not in the list close ("missing"); listed jobs that
 * had closed as missing reopen. `externalIds` are the list's ids (one JSON parameter, however
 * long the list). Answers how many closed.
 */
export async function closeMissingFromFeed(db: Db, feedId: string, externalIds: string[]): Promise<number> {
  const listed = sql`(select jsonb_array_elements_text(${JSON.stringify(externalIds)}::jsonb))`;
  await db
    .update(jobs)
    .set({ closedAt: null, closeReason: null, updatedAt: sql`now()` })
    .where(
      and(eq(jobs.feedId, feedId), eq(jobs.closeReason, "missing"), sql`${jobs.externalId} in ${listed}`),
    );
  const closed = await db
    .update(jobs)
    .set({ closedAt: sql`now()`, closeReason: "missing", updatedAt: sql`now()` })
    .where(and(eq(jobs.feedId, feedId), isNull(jobs.closedAt), sql`${jobs.externalId} not in ${listed}`))
    .returning({ id: jobs.id });
  jobSetWritten();
  return closed.length;
}

/**
 * Close every open job past its closing date ("expired"), and feed jobs posted (or, without a
 * date, first seen) more than `maxAgeDays` ago ("age"). The bundled demo set and one-off imports close by date only.
 */
export async function closeExpiredJobs(db: Db, now: Date, maxAgeDays: number): Promise<number> {
  const oldest = new Date(now.getTime() - maxAgeDays * 86_400_000);
  const expired = await db
    .update(jobs)
    .set({ closedAt: now, closeReason: "expired", updatedAt: sql`now()` })
    .where(and(isNull(jobs.closedAt), isNotNull(jobs.validThrough), lt(jobs.validThrough, now)))
    .returning({ id: jobs.id });
  const aged = await db
    .update(jobs)
    .set({ closedAt: now, closeReason: "age", updatedAt: sql`now()` })
    .where(and(isNull(jobs.closedAt), isNotNull(jobs.feedId), lt(jobs.date, oldest)))
    .returning({ id: jobs.id });
  if (expired.length + aged.length > 0) jobSetWritten();
  return expired.length + aged.length;
}

/** Close the open jobs of a feed that is being removed ("removed"); the rows stay. */
export async function closeFeedJobs(db: Db, feedId: string): Promise<number> {
  const closed = await db
    .update(jobs)
    .set({ closedAt: sql`now()`, closeReason: "removed", updatedAt: sql`now()` })
    .where(and(eq(jobs.feedId, feedId), isNull(jobs.closedAt)))
    .returning({ id: jobs.id });
  jobSetWritten();
  return closed.length;
}

/** The operator's setting for the bundled sample jobs (DEMO_JOBS). */
export type DemoJobsMode = "auto" | "on" | "off";

/**
 * List or hide the bundled sample jobs (demo set: `demo-` ids, no feed) per DEMO_JOBS: `auto`
 * hides them while a registered feed has open jobs and lists them again when none has. Hidden
 * sample jobs are closed ("removed"), so a user who saved one still reads it. Answers whether
 * they are listed.
 */
export async function syncDemoJobs(db: Db, mode: DemoJobsMode): Promise<boolean> {
  let listed = mode === "on";
  if (mode === "auto") {
    const [feedJob] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(isNotNull(jobs.feedId), isNull(jobs.closedAt)))
      .limit(1);
    listed = !feedJob;
  }
  const demo = and(isNull(jobs.feedId), like(jobs.externalId, "demo-%"));
  const changed = listed
    ? await db
        .update(jobs)
        .set({ closedAt: null, closeReason: null, updatedAt: sql`now()` })
        .where(and(demo, eq(jobs.closeReason, "removed")))
        .returning({ id: jobs.id })
    : await db
        .update(jobs)
        .set({ closedAt: sql`now()`, closeReason: "removed", updatedAt: sql`now()` })
        .where(and(demo, isNull(jobs.closedAt)))
        .returning({ id: jobs.id });
  if (changed.length > 0) jobSetWritten();
  return listed;
}

import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { and, asc, count, eq, inArray, isNull, max, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { jobs } from "../../db/schema";
import type { NewJobRow } from "./job-ingest";
import { jobSetWritten } from "./job-set-writes";

export type JobRow = typeof jobs.$inferSelect;

/** Rows written by one upsert: ids of new jobs and the number of changed existing ones. */
export interface UpsertOutcome {
  insertedIds: string[];
  updated: number;
}

const chunkSize = 200;
/**
 * Text per statement at most: the embedded database runs on the main thread, so one statement of
 * 30 long descriptions (a few MB with their search text) held health for about 100 ms; smaller
 * statements let other requests' queries run between them.
 */
const chunkTextBudget = 256 * 1024;

/** Rows in statements of at most `chunkSize` rows and, past the first row, `chunkTextBudget` of text. */
export function jobChunks<T extends { descriptionEn?: string; descriptionAr?: string; searchText?: string }>(
  rows: T[],
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let text = 0;
  for (const row of rows) {
    const size =
      (row.descriptionEn?.length ?? 0) + (row.descriptionAr?.length ?? 0) + (row.searchText?.length ?? 0);
    if (current.length > 0 && (current.length >= chunkSize || text + size > chunkTextBudget)) {
      chunks.push(current);
      current = [];
      text = 0;
    }
    current.push(row);
    text += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Insert or update jobs by (source, external id). An existing row changes only when its content
 * hash differs, so re-importing the same feed writes nothing and keeps the job-set version.
 * A row without a feed date keeps the date it was first seen.
 */
export async function upsertJobs(
  db: Db,
  rows: (NewJobRow & { hasDate: boolean })[],
  options: { paced?: boolean } = {},
): Promise<UpsertOutcome> {
  const outcome: UpsertOutcome = { insertedIds: [], updated: 0 };
  // Background writes (feed refreshes) leave the database idle as long as each chunk took, so
  // the web processes' requests are not queued behind a board of 10,000 jobs.
  let pause = 0;
  for (const [index, chunk] of jobChunks(rows).entries()) {
    if (options.paced && pause > 0) await sleep(pause);
    // The embedded database answers through promises alone: without a turn of the event loop
    // between statements, a request that came in meanwhile (health) waits for all of them.
    else if (index > 0) await nextTurn();
    const started = performance.now();
    for (const hasDate of [true, false]) {
      const values = chunk.filter((r) => r.hasDate === hasDate).map(({ hasDate: _, ...row }) => row);
      if (values.length === 0) continue;
      const excluded = (column: string) => sql.raw(`excluded.${column}`);
      const set: Record<string, unknown> = {
        position: excluded("position"),
        company: excluded("company"),
        logo: excluded("logo"),
        location: excluded("location"),
        country: excluded("country"),
        region: excluded("region"),
        remote: excluded("remote"),
        jobType: excluded("job_type"),
        experience: excluded("experience"),
        link: excluded("link"),
        descriptionEn: excluded("description_en"),
        descriptionAr: excluded("description_ar"),
        language: excluded("language"),
        titleKey: excluded("title_key"),
        searchText: excluded("search_text"),
        seniority: excluded("seniority"),
        skills: excluded("skills"),
        features: excluded("features"),
        contentHash: excluded("content_hash"),
        validThrough: excluded("valid_through"),
        dedupKey: excluded("dedup_key"),
        feedId: sql.raw(`coalesce(excluded.feed_id, jobs.feed_id)`),
        updatedAt: sql`now()`,
      };
      if (hasDate) set.date = excluded("date");
      const written = await db
        .insert(jobs)
        .values(values)
        .onConflictDoUpdate({
          target: [jobs.source, jobs.externalId],
          set,
          setWhere: sql`${jobs.contentHash} <> excluded.content_hash`,
        })
        .returning({ id: jobs.id, inserted: sql<boolean>`(xmax = 0)` });
      for (const w of written) {
        if (w.inserted) outcome.insertedIds.push(w.id);
        else outcome.updated++;
      }
    }
    pause = Math.min(250, performance.now() - started);
  }
  if (outcome.insertedIds.length > 0 || outcome.updated > 0) jobSetWritten();
  return outcome;
}

/** A job by id, or undefined. */
export async function findJobById(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  return row;
}

/** What a job card and its board links read of a stored job (no search text or features). */
const listColumns = {
  id: jobs.id,
  position: jobs.position,
  company: jobs.company,
  logo: jobs.logo,
  location: jobs.location,
  country: jobs.country,
  region: jobs.region,
  date: jobs.date,
  remote: jobs.remote,
  jobType: jobs.jobType,
  experience: jobs.experience,
  source: jobs.source,
  link: jobs.link,
  descriptionEn: jobs.descriptionEn,
  descriptionAr: jobs.descriptionAr,
  language: jobs.language,
  closedAt: jobs.closedAt,
  dedupKey: jobs.dedupKey,
  feedId: jobs.feedId,
};
export type JobListRow = Pick<JobRow, keyof typeof listColumns>;

/** The descriptions of jobs by ids, in no particular order (the full view of a page of matches). */
export async function findJobDescriptions(
  db: Db,
  ids: string[],
): Promise<{ id: string; descriptionEn: string; descriptionAr: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: jobs.id, descriptionEn: jobs.descriptionEn, descriptionAr: jobs.descriptionAr })
    .from(jobs)
    .where(inArray(jobs.id, ids));
}

/** Jobs by ids, in no particular order. */
export async function findJobsByIds(db: Db, ids: string[]): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(jobs).where(inArray(jobs.id, ids));
}

/** Open jobs sharing one of these dedup keys (the same posting on several boards). */
export async function findOpenJobsByDedupKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select({
      id: jobs.id,
      dedupKey: jobs.dedupKey,
      source: jobs.source,
      link: jobs.link,
      feedId: jobs.feedId,
    })
    .from(jobs)
    .where(and(inArray(jobs.dedupKey, keys), isNull(jobs.closedAt)))
    .orderBy(asc(jobs.createdAt), asc(jobs.id));
}

/** Version of the job set: changes whenever a job is added or changed (count and last update). */
export async function readJobSetVersion(db: Db): Promise<string> {
  const [row] = await db.select({ n: count(), last: max(jobs.updatedAt) }).from(jobs);
  return `${row?.n ?? 0}:${row?.last ? new Date(row.last).getTime() : 0}`;
}

/** What an index reload reads of every open job (see listJobHeads). */
export interface JobHead {
  id: string;
  /** The last update as PostgreSQL writes it (microseconds included): compared, never parsed. */
  updatedAt: string;
  dedupKey: string | null;
  feedId: string | null;
  source: JobRow["source"];
  link: string | null;
}

/** Open jobs' heads per page of listJobHeads. */
export const jobHeadPage = 2000;

/**
 * Every open job's id, last update and what merging duplicates reads, oldest first (so the
 * first of a group of duplicates is the one first seen): what each index reload reads, in pages
 * of `jobHeadPage` after the (creation time, id) of the page before (jobs_open_created_idx).
 * Read in one query, the 10,000 heads were parsed in one turn of the event loop (25-35 ms
 * measured); a page is a few milliseconds. Pages are not one
 * snapshot: a job changed meanwhile changes the job-set version, and the next check reloads.
 * Plain SQL, its columns named as the rows are used: the driver builds each row as its bytes
 * arrive, where the query builder's mapping of 10,000 rows ran in one turn (35 ms measured).
 */
export async function* listJobHeads(db: Db, pageSize = jobHeadPage): AsyncGenerator<JobHead[]> {
  let after: { createdAt: string; id: string } | undefined;
  for (;;) {
    const result = await db.execute(sql`
      select id, updated_at::text as "updatedAt", created_at::text as "createdAt",
             dedup_key as "dedupKey", feed_id as "feedId", source, link
        from ${jobs}
       where closed_at is null
         ${after ? sql`and (created_at, id) > (${after.createdAt}::timestamptz, ${after.id})` : sql``}
       order by created_at, id
       limit ${pageSize}`);
    const rows = (result as unknown as { rows: (JobHead & { createdAt: string })[] }).rows;
    if (rows.length > 0) yield rows;
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!;
  }
}

/**
 * The columns the in-memory match index needs, for these jobs (a thousand ids per query):
 * filtering and scoring, and every column of a job card but the descriptions.
 */
export async function listJobsForIndex(db: Db, ids: string[]) {
  const { descriptionEn: _en, descriptionAr: _ar, ...cardColumns } = listColumns;
  const columns = { ...cardColumns, searchText: jobs.searchText, features: jobs.features };
  const rows = [];
  for (let i = 0; i < ids.length; i += 1000)
    rows.push(
      ...(await db
        .select(columns)
        .from(jobs)
        .where(inArray(jobs.id, ids.slice(i, i + 1000)))),
    );
  return rows;
}

/** Whether a job with this source and external id exists (used by the demo seeder). */
export async function jobExists(db: Db, source: JobRow["source"], externalId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.source, source), eq(jobs.externalId, externalId)))
    .limit(1);
  return !!row;
}

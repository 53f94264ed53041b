import { jobSources } from "@sira/schema/constants";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/client";
import { type FeedCounts, feedKinds, feedSources, jobs } from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import {
  checkOutboundUrl,
  type OutboundClient,
  OutboundError,
  type OutboundPolicy,
} from "../../../http/guarded-fetch";
import type { UntrustedWork } from "../../../untrusted-work";
import { prepareJobRowsInWorkers } from "../job-ingest-in-workers";
import { closeFeedJobs, closeMissingFromFeed, type DemoJobsMode, syncDemoJobs } from "../job-lifecycle";
import { jobSetWritten } from "../job-set-writes";
import { upsertJobs } from "../jobs.repository";
import type { JobInput, RowResult } from "./job-record";
import { FeedError, type parseFeed } from "./parse-feed";
import { type ProviderKind, parseProviderResponse, providerKinds, providerUrl } from "./providers";
import { parseRssFeed, parseSitemap } from "./xml-feeds";

export type FeedSourceRow = typeof feedSources.$inferSelect;

/**
 * What refreshing feeds needs: the database, the guarded client, the worker pool that reads
 * fetched pages and prepares rows, and the new-jobs hook (push).
 */
export interface FeedContext {
  db: Db;
  outbound: OutboundClient;
  outboundPolicy: OutboundPolicy;
  untrusted: UntrustedWork;
  onNewJobs?: (jobIds: string[]) => Promise<void>;
  /** DEMO_JOBS: whether the bundled sample jobs stay listed once feeds bring jobs (default auto). */
  demoJobs?: DemoJobsMode;
}

/** `POST /api/admin/feeds` (`npm run admin -- feeds add <kind> <board or URL>`). */
export const feedAddSchema = z.object({
  kind: z.enum(feedKinds),
  /** An ATS board name (or its API URL), or the feed's http(s) URL. */
  target: z.string().trim().min(1).max(2000),
  name: z.string().trim().min(1).max(200).optional(),
  /** Minutes between refreshes: 5 minutes to a week (default 6 hours). */
  intervalMinutes: z
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .optional(),
  source: z.enum(jobSources).optional(),
});
export type FeedAdd = z.infer<typeof feedAddSchema>;

/** Per request: 15 s, 20 MB, 3 redirects (each checked again by the guard). */
const fetchLimits = { timeoutMs: 15_000, maxBytes: 20 * 1024 * 1024, maxRedirects: 3 };
/** Sitemaps: at most this many child sitemaps and JobPosting pages per refresh. */
const maxChildSitemaps = 20;
const maxSitemapPages = 2000;
const pageConcurrency = 4;
/** SmartRecruiters pages by 100; at most this many pages. */
const maxProviderPages = 50;

const isProvider = (kind: string): kind is ProviderKind =>
  (providerKinds as readonly string[]).includes(kind);

/** A refresh that could not read its feed; the message is the feed's `last_error`. */
export class FeedRefreshError extends Error {}

/**
 * Register a feed source. ATS kinds take a board name (the public full-list URL is built from
 * it) or a URL; other kinds take an http(s) URL. A URL whose literal address the outbound guard
 * refuses (private, loopback…) is OutboundAddressRefused; host names are checked at each fetch.
 */
export async function addFeedSource(ctx: FeedContext, input: FeedAdd): Promise<FeedSourceRow> {
  const isUrl = /^https?:\/\//i.test(input.target);
  let url: string;
  let board: string | null = null;
  try {
    if (isProvider(input.kind) && !isUrl) {
      board = input.target;
      url = providerUrl(input.kind, board);
    } else if (isUrl) url = new URL(input.target).toString();
    else throw new FeedError(`a ${input.kind} feed needs an http(s) URL`);
  } catch (error) {
    if (error instanceof FeedError || error instanceof TypeError)
      throw new AppError("ValidationError", { reason: (error as Error).message });
    throw error;
  }
  try {
    checkOutboundUrl(new URL(url), ctx.outboundPolicy);
  } catch (error) {
    if (error instanceof OutboundError)
      throw new AppError("OutboundAddressRefused", { reason: error.message });
    throw error;
  }
  const [row] = await ctx.db
    .insert(feedSources)
    .values({
      name: input.name ?? board ?? new URL(url).hostname,
      kind: input.kind,
      board,
      url,
      source: input.source ?? "sira",
      intervalMinutes: input.intervalMinutes ?? 360,
    })
    .returning();
  return row!;
}

/** Every source with its health: last run and success, counts, last error, open jobs. */
export async function listFeedSources(db: Db) {
  const open = db
    .select({ feedId: jobs.feedId, open: count().as("open") })
    .from(jobs)
    .where(isNull(jobs.closedAt))
    .groupBy(jobs.feedId)
    .as("open_jobs");
  const rows = await db
    .select({ feed: feedSources, openJobs: open.open })
    .from(feedSources)
    .leftJoin(open, eq(open.feedId, feedSources.id))
    .orderBy(desc(feedSources.createdAt));
  return rows.map(({ feed, openJobs }) => ({
    id: feed.id,
    name: feed.name,
    kind: feed.kind,
    board: feed.board,
    url: feed.url,
    source: feed.source,
    intervalMinutes: feed.intervalMinutes,
    enabled: feed.enabled,
    ok: feed.lastError === null,
    lastRunAt: feed.lastRunAt?.toISOString() ?? null,
    lastSuccessAt: feed.lastSuccessAt?.toISOString() ?? null,
    lastError: feed.lastError,
    failures: feed.failures,
    lastCounts: feed.lastCounts,
    openJobs: Number(openJobs ?? 0),
  }));
}

/** Remove a source: its open jobs close ("removed") and stay for users who saved them. */
export async function removeFeedSource(
  db: Db,
  id: string,
  demoJobs: DemoJobsMode = "auto",
): Promise<{ closed: number }> {
  const [feed] = await db.select({ id: feedSources.id }).from(feedSources).where(eq(feedSources.id, id));
  if (!feed) throw new AppError("NotFound");
  const closed = await closeFeedJobs(db, id);
  await db.delete(feedSources).where(eq(feedSources.id, id));
  await syncDemoJobs(db, demoJobs);
  return { closed };
}

/** Sources whose interval has passed since their last run (or that never ran). */
export async function dueFeedSources(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: feedSources.id })
    .from(feedSources)
    .where(
      and(
        eq(feedSources.enabled, true),
        sql`(${feedSources.lastRunAt} is null or ${feedSources.lastRunAt} + make_interval(mins => ${feedSources.intervalMinutes}) <= ${now})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** A source's response body as bytes (feeds read in the worker pool take them as they are). */
async function fetchBody(
  ctx: FeedContext,
  url: string,
  accept: string,
): Promise<{ bytes: Buffer; contentType: string; finalUrl: string }> {
  let response: Awaited<ReturnType<OutboundClient["request"]>>;
  try {
    response = await ctx.outbound.request(url, {
      ...fetchLimits,
      headers: { accept, "user-agent": "SiraJobFeeds/1" },
    });
  } catch (error) {
    if (error instanceof OutboundError) throw new FeedRefreshError(`${error.kind}: ${error.message}`);
    throw error;
  }
  if (response.status < 200 || response.status > 299)
    throw new FeedRefreshError(`${new URL(url).host} answered ${response.status}`);
  return {
    bytes: response.body,
    contentType: response.headers.get("content-type") ?? "",
    finalUrl: response.url,
  };
}

/** A source's response body as text, for the readers that run here (provider JSON, RSS, sitemaps). */
async function fetchText(ctx: FeedContext, url: string, accept: string): Promise<string> {
  return (await fetchBody(ctx, url, accept)).bytes.toString("utf8");
}

/**
 * Read a source's rows. `full` says the response lists every open job of the source (ATS
 * boards, JSON/CSV feeds, sitemaps read without a failed page), so jobs missing from it close;
 * an RSS/Atom feed lists recent items only.
 */
async function readFeed(
  ctx: FeedContext,
  feed: FeedSourceRow,
): Promise<{ rows: RowResult[]; full: boolean }> {
  const json = "application/json";
  if (isProvider(feed.kind)) {
    // The operator's name for the source is the employer when the board does not say (the
    // default name, the URL's host, is not).
    const named = feed.name !== new URL(feed.url).hostname;
    const options = { source: feed.source, company: named ? feed.name : undefined };
    const first = await fetchText(ctx, feed.url, json);
    const rows = parseProviderResponse(feed.kind, first, options);
    if (feed.kind === "smartrecruiters") {
      // The Posting API pages with offset/limit; totalFound says how many there are.
      const total = Number((JSON.parse(first) as { totalFound?: number }).totalFound ?? 0);
      for (let page = 1; rows.length < total && page < maxProviderPages; page++) {
        const next = new URL(feed.url);
        next.searchParams.set("offset", String(rows.length));
        const more = parseProviderResponse(feed.kind, await fetchText(ctx, next.toString(), json), options);
        if (more.length === 0) break;
        rows.push(...more.map((r) => ({ ...r, row: r.row + rows.length })));
      }
    }
    return { rows, full: true };
  }
  if (feed.kind === "rss") {
    const body = await fetchText(ctx, feed.url, "application/rss+xml, application/atom+xml, application/xml");
    return { rows: parseRssFeed(body, { source: feed.source }), full: false };
  }
  if (feed.kind === "sitemap") return readSitemap(ctx, feed);
  const { bytes, contentType, finalUrl } = await fetchBody(
    ctx,
    feed.url,
    "application/json, text/csv, text/html;q=0.9, */*;q=0.5",
  );
  const rows = await readBodyInWorkers(ctx, bytes, {
    source: feed.source,
    contentType,
    name: new URL(finalUrl).pathname,
    pageUrl: finalUrl,
  });
  return { rows, full: true };
}

/**
 * A fetched feed or page (up to 20 MB) read in the worker pool (parseFeed); one that is not a
 * feed is a FeedError with the reason.
 */
async function readBodyInWorkers(
  ctx: FeedContext,
  content: Buffer,
  options: Parameters<typeof parseFeed>[1],
): Promise<RowResult[]> {
  const parsed = await ctx.untrusted.run("readFeedBody", { content, options });
  if ("error" in parsed) throw new FeedError(parsed.error);
  return parsed.rows;
}

/** A sitemap (or an index of sitemaps) of job pages: each page's JobPosting JSON-LD. */
async function readSitemap(
  ctx: FeedContext,
  feed: FeedSourceRow,
): Promise<{ rows: RowResult[]; full: boolean }> {
  const top = parseSitemap(await fetchText(ctx, feed.url, "application/xml, text/xml"));
  const pages = [...top.pages];
  for (const child of top.sitemaps.slice(0, maxChildSitemaps))
    pages.push(...parseSitemap(await fetchText(ctx, child, "application/xml, text/xml")).pages);
  const wanted = [...new Set(pages)].slice(0, maxSitemapPages);
  const rows: RowResult[] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < wanted.length) {
      const page = wanted[next++]!;
      try {
        const { bytes, finalUrl } = await fetchBody(ctx, page, "text/html");
        const options = { source: feed.source, contentType: "text/html", pageUrl: finalUrl };
        for (const r of await readBodyInWorkers(ctx, bytes, options))
          rows.push({ ...r, row: rows.length + 1 });
      } catch (error) {
        failed++;
        rows.push({ row: rows.length + 1, reason: `${page}: ${(error as Error).message}` });
      }
    }
  };
  await Promise.all(Array.from({ length: pageConcurrency }, worker));
  return { rows, full: failed === 0 && pages.length <= maxSitemapPages };
}

/**
 * Refresh one source (the `feeds.refresh` task): fetch through the guarded client, map, upsert
 * by source and feed-scoped id, close its jobs missing from a full list, reopen listed ones,
 * and record the health. A fetch or parse failure is recorded and rethrown so the queue retries
 * it with backoff. An empty full list from a source that has open jobs is treated as a failure
 * (a broken board must not close every job).
 */
export async function refreshFeed(ctx: FeedContext, feedId: string): Promise<FeedCounts | null> {
  const [feed] = await ctx.db.select().from(feedSources).where(eq(feedSources.id, feedId));
  if (!feed) return null;
  const now = new Date();
  await ctx.db.update(feedSources).set({ lastRunAt: now }).where(eq(feedSources.id, feedId));
  try {
    const { rows: results, full } = await readFeed(ctx, feed);
    const inputs: JobInput[] = [];
    const seen = new Set<string>();
    let rejected = 0;
    for (const result of results) {
      if ("reason" in result) {
        rejected++;
        continue;
      }
      const externalId = `${feed.id}:${result.job.externalId}`;
      if (seen.has(externalId)) {
        rejected++;
        continue;
      }
      seen.add(externalId);
      inputs.push({ ...result.job, externalId, source: feed.source });
    }
    // Preparing rows (sanitizing, features) is CPU work on text from outside: it runs in the
    // worker pool, so a process that also serves requests (ROLE=all) keeps answering through a
    // board of 10,000 jobs.
    const rows = (await prepareJobRowsInWorkers(ctx.untrusted, inputs, now)).map((row, i) => ({
      ...row,
      feedId: feed.id,
      hasDate: inputs[i]!.date !== null,
    }));
    if (full && rows.length === 0) {
      const [open] = await ctx.db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.feedId, feed.id), isNull(jobs.closedAt)));
      if ((open?.n ?? 0) > 0)
        throw new FeedRefreshError(
          `the feed listed no usable job (${results.length} rows); nothing was closed`,
        );
    }
    // One transaction: readers see the board before or after the refresh, never half of it, and
    // the job-set version changes once, so each web process reloads its job index once.
    // Rows whose content is what the source stored last time are not sent again: a daily
    // refresh of a large board writes only what changed.
    const stored = new Map(
      (
        await ctx.db
          .select({ externalId: jobs.externalId, contentHash: jobs.contentHash })
          .from(jobs)
          .where(eq(jobs.feedId, feed.id))
      ).map((r) => [r.externalId, r.contentHash]),
    );
    const changed = rows.filter((r) => stored.get(r.externalId) !== r.contentHash);
    const { outcome, closed } = await ctx.db.transaction(async (tx) => {
      const outcome = await upsertJobs(tx, changed, { paced: true });
      const closed = full ? await closeMissingFromFeed(tx, feed.id, [...seen]) : 0;
      return { outcome, closed };
    });
    jobSetWritten();
    const counts: FeedCounts = {
      received: results.length,
      inserted: outcome.insertedIds.length,
      updated: outcome.updated,
      rejected,
      closed,
    };
    await ctx.db
      .update(feedSources)
      .set({ lastSuccessAt: new Date(), lastError: null, failures: 0, lastCounts: counts })
      .where(eq(feedSources.id, feed.id));
    // Real jobs arrived (or a board emptied): the sample jobs leave or come back (DEMO_JOBS).
    await syncDemoJobs(ctx.db, ctx.demoJobs ?? "auto");
    if (outcome.insertedIds.length > 0 && ctx.onNewJobs) await ctx.onNewJobs(outcome.insertedIds);
    return counts;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await ctx.db
      .update(feedSources)
      .set({ lastError: message.slice(0, 1000), failures: sql`${feedSources.failures} + 1` })
      .where(eq(feedSources.id, feed.id));
    throw error;
  }
}

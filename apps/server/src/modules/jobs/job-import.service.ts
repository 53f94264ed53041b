import type { jobSources } from "@sira/schema/constants";
import type { JobImportResult } from "@sira/schema/job-api";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { type OutboundClient, OutboundError } from "../../http/guarded-fetch";
import { taskFailure } from "../../http/task-failure";
import type { UntrustedWork } from "../../untrusted-work";
import { UntrustedTaskError } from "../../workers/untrusted-pool";
import type { JobInput } from "./feeds/job-record";
import { prepareJobRowsInWorkers } from "./job-ingest-in-workers";
import { upsertJobs } from "./jobs.repository";

type JobSource = (typeof jobSources)[number];

/**
 * What importing needs: the database, the guarded client feed URLs are fetched with, the worker
 * pool that reads feeds and prepares their rows, and a hook told about newly inserted jobs (push
 * alerts; it must not wait for deliveries).
 */
export interface JobImportContext {
  db: Db;
  outbound: OutboundClient;
  untrusted: UntrustedWork;
  onNewJobs?: (jobIds: string[]) => Promise<void>;
}

/** Largest feed accepted, from a file or a URL. */
export const maxFeedBytes = 20 * 1024 * 1024;
const fetchTimeoutMs = 15_000;

/**
 * Import a feed (JSON, CSV or an HTML page with JobPosting JSON-LD): every good row is upserted
 * by source and external id, every bad row is reported with its reason and skipped. Reading the
 * feed and preparing its rows run in the worker pool. A feed that cannot be read at all is a
 * ValidationError carrying the reason; one too large for a worker's memory is PayloadTooLarge;
 * a busy pool is 503 ServerBusy or 429 RateLimited (taskFailure).
 */
export async function importJobFeed(
  ctx: JobImportContext,
  content: Buffer | string,
  options: { source?: JobSource; name?: string; contentType?: string; pageUrl?: string },
): Promise<JobImportResult> {
  try {
    return await importParsed(ctx, content, options);
  } catch (error) {
    if (error instanceof UntrustedTaskError && error.reason === "memory")
      throw new AppError("PayloadTooLarge");
    throw taskFailure(error);
  }
}

async function importParsed(
  ctx: JobImportContext,
  content: Buffer | string,
  options: { source?: JobSource; name?: string; contentType?: string; pageUrl?: string },
): Promise<JobImportResult> {
  const parsed = await ctx.untrusted.run("readFeedBody", {
    content,
    options: { ...options, source: options.source ?? "sira" },
  });
  if ("error" in parsed) throw new AppError("ValidationError", { reason: parsed.error });
  const now = new Date();
  const rejected: JobImportResult["rejected"] = [];
  const inputs: JobInput[] = [];
  const seen = new Set<string>();
  for (const result of parsed.rows) {
    if ("reason" in result) {
      rejected.push(result);
      continue;
    }
    const key = `${result.job.source}\u0000${result.job.externalId}`;
    if (seen.has(key)) {
      rejected.push({ row: result.row, reason: "duplicate of an earlier row (same source and id)" });
      continue;
    }
    seen.add(key);
    inputs.push(result.job);
  }
  const rows = (await prepareJobRowsInWorkers(ctx.untrusted, inputs, now)).map((row, i) => ({
    ...row,
    hasDate: inputs[i]!.date !== null,
  }));
  const outcome = await upsertJobs(ctx.db, rows);
  if (outcome.insertedIds.length > 0 && ctx.onNewJobs) await ctx.onNewJobs(outcome.insertedIds);
  return {
    format: parsed.format,
    received: parsed.rows.length,
    inserted: outcome.insertedIds.length,
    updated: outcome.updated,
    rejected,
  };
}

/**
 * Fetch a feed or job page from an http(s) URL through the guarded client (15 s timeout, 20 MB
 * cap, at most 3 redirects, each checked again, never https → http) and import it. Other
 * schemes and private or internal addresses are OutboundAddressRefused; another failed fetch is
 * a ValidationError with the reason.
 */
export async function importJobsFromUrl(
  ctx: JobImportContext,
  url: string,
  source?: JobSource,
): Promise<JobImportResult> {
  const { body, contentType, finalUrl } = await fetchJobPage(ctx.outbound, url);
  return importJobFeed(ctx, body, {
    source,
    contentType,
    name: new URL(finalUrl).pathname,
    pageUrl: finalUrl,
  });
}

/**
 * Fetch a feed or a job page through the guarded client (limits above); refused addresses are
 * OutboundAddressRefused, other failures a ValidationError with the reason. Also used to read a
 * posting a user pastes into the tracker.
 */
export async function fetchJobPage(
  outbound: OutboundClient,
  url: string,
): Promise<{ body: Buffer; contentType: string; finalUrl: string }> {
  let response: Awaited<ReturnType<OutboundClient["request"]>>;
  try {
    response = await outbound.request(url, {
      timeoutMs: fetchTimeoutMs,
      maxBytes: maxFeedBytes,
      maxRedirects: 3,
      headers: {
        accept: "application/json, text/csv, text/html;q=0.9, */*;q=0.5",
        "user-agent": "SiraJobImporter/1",
      },
    });
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    if (error.kind === "refused") throw new AppError("OutboundAddressRefused", { reason: error.message });
    if (error.kind === "tooLarge") throw new AppError("PayloadTooLarge");
    throw new AppError("ValidationError", { reason: `fetch failed: ${error.message}` });
  }
  if (response.status < 200 || response.status > 299)
    throw new AppError("ValidationError", { reason: `the URL answered ${response.status}` });
  return {
    body: response.body,
    contentType: response.headers.get("content-type") ?? "",
    finalUrl: response.url,
  };
}

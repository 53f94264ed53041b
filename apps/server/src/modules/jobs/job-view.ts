import { scoreJobMatch } from "@sira/nlp/match";
import type { ResumeFeatures } from "@sira/nlp/types";
import { conceptLabel } from "@sira/nlp/vocabulary";
import type { Language } from "@sira/schema/constants";
import {
  type Job,
  type JobMatch,
  type JobMatchList,
  jobMatchListSchema,
  jobMatchSchema,
} from "@sira/schema/job-api";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { toJob } from "./job-form";
import { type BoardPosting, type IndexedJob, type JobIndex, jobOf, jobOrigin } from "./job-index";
import { findJobById, findJobsByIds, findOpenJobsByDedupKeys, type JobListRow } from "./jobs.repository";

// How a job is shown: with its match and reasons in the reader's language, its other boards'
// links, and as the JSON the API gives (job-match.service.ts computes the scores).

/** A job's match against one resume, with the reasons. */
export type JobMatchScore = ReturnType<typeof scoreJobMatch>;

/**
 * A job with the links of the open postings of the same job on other boards (the same dedup key,
 * another feed or platform), its own link first, each link once.
 */
export function withBoardLinks<T extends Job>(
  job: T,
  own: Pick<BoardPosting, "feedId" | "source">,
  postings: readonly BoardPosting[],
): T {
  const origin = jobOrigin(own);
  const others = postings.filter((p) => jobOrigin(p) !== origin && p.link);
  if (others.length === 0) return job;
  const links = [
    ...(job.link ? [{ source: job.source, link: job.link }] : []),
    ...others.map((p) => ({ source: p.source, link: p.link as string })),
  ];
  return { ...job, links: links.filter((l, i) => links.findIndex((m) => m.link === l.link) === i) };
}

/** A page of a resume's matched jobs, each job as the JSON the API gives (see matchPageBody). */
export interface MatchPage {
  resumeId: string;
  country: JobMatchList["country"];
  total: number;
  jobs: Buffer[];
}

const listHeadSchema = jobMatchListSchema.omit({ jobs: true });

/**
 * A page of matched jobs as its response body: what the schema's serializer gives (the head and
 * each job parsed by the shared schema, then JSON), from each job's JSON made once.
 */
export function matchPageBody(page: MatchPage): Buffer {
  const { jobs, ...list } = page;
  const head = JSON.stringify(listHeadSchema.parse(list)).slice(0, -1);
  const parts: Buffer[] = [Buffer.from(`${head},"jobs":[`)];
  jobs.forEach((json, k) => {
    if (k > 0) parts.push(comma);
    parts.push(json);
  });
  parts.push(listEnd);
  return Buffer.concat(parts);
}
const comma = Buffer.from(",");
const listEnd = Buffer.from("]}");

/** A shown job as the API gives it: parsed by the shared schema (unknown fields dropped), JSON, UTF-8. */
export function jsonBytes(job: JobMatch): Buffer {
  return Buffer.from(JSON.stringify(jobMatchSchema.parse(job)));
}

/** A job of the index with its other boards' links, from the index's postings. */
export function withBoardLinksOf<T extends Job>(index: JobIndex, job: T): T {
  const indexed = jobOf(index, job.id);
  const group = indexed?.dedupKey ? index.postings.get(indexed.dedupKey) : undefined;
  return indexed && group ? withBoardLinks(job, indexed, group) : job;
}

/** A stored job with its match and the reasons, skill labels in the reader's language (also for alert mail). */
export function withMatch(
  row: JobListRow,
  features: ResumeFeatures,
  jobFeatures: IndexedJob["features"],
  language: Language,
  match: JobMatchScore = scoreJobMatch(features, jobFeatures),
): JobMatch {
  return matchOf(toJob(row), language, match);
}

export function matchOf(job: Job, language: Language, match: JobMatchScore): JobMatch {
  return {
    ...job,
    match: Math.min(1, Math.max(0, match.score)),
    reasons: {
      matchedSkills: match.reasons.matchedSkills.map((id) => conceptLabel("skill", id, language)),
      missingSkills: match.reasons.missingSkills.map((id) => conceptLabel("skill", id, language)),
      title: Math.min(1, match.reasons.title),
      location: match.reasons.location,
      experience: match.reasons.experience,
    },
  };
}

/** One job by id (spec: GET /job/{id}); NotFound when it does not exist. */
export async function getJob(db: Db, id: string): Promise<Job> {
  const row = await findJobById(db, id);
  if (!row) throw new AppError("NotFound");
  const postings = row.dedupKey ? await findOpenJobsByDedupKeys(db, [row.dedupKey]) : [];
  return withBoardLinks(toJob(row), row, postings);
}

/**
 * Stored jobs of the index with their match against one resume's features, in the given order;
 * a job no longer stored is left out (the job alert mail).
 */
export async function matchedJobsOf(
  db: Db,
  picked: readonly Pick<IndexedJob, "id" | "features">[],
  features: ResumeFeatures,
  language: Language,
): Promise<JobMatch[]> {
  const rows = new Map(
    (
      await findJobsByIds(
        db,
        picked.map((job) => job.id),
      )
    ).map((r) => [r.id, r]),
  );
  return picked.flatMap((job) => {
    const row = rows.get(job.id);
    return row ? [withMatch(row, features, job.features, language)] : [];
  });
}

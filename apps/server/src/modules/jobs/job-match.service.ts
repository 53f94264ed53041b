import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import {
  createJobIndex,
  createResumeMatcher,
  type JobIndex as MatchIndex,
  type ResumeMatcher,
  scoreAllJobs,
  scoreJobMatch,
} from "@sira/nlp/match";
import { normalizeText, tokenize, tokenKey } from "@sira/nlp/normalize";
import { extractResumeFeatures } from "@sira/nlp/resume-features";
import type { ResumeFeatures } from "@sira/nlp/types";
import { conceptLabel, findConceptIds } from "@sira/nlp/vocabulary";
import type { Language } from "@sira/schema/constants";
import {
  type Job,
  type JobMatch,
  type JobMatchList,
  type JobMatchQuery,
  jobRecommendMinMatch,
} from "@sira/schema/job-api";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { findResumeOfUser, type ResumeRow } from "../resume/resume.repository";
import { toJob } from "./job-form";
import {
  type BoardPosting,
  type IndexedJob,
  type JobIndex,
  JobIndexCache,
  jobOrigin,
  saudiRegions,
} from "./job-index";
import { localJobWrites } from "./job-set-writes";
import { findJobById, findJobsForList, findOpenJobsByDedupKeys, type JobListRow } from "./jobs.repository";

/** Scores of one resume against one job-set version, aligned with the index's job order. */
interface CachedScores {
  /** The resume's version, last update and country. */
  resumeKey: string;
  /** This process's job writes when the scores were computed (job-set-writes.ts). */
  writes: number;
  index: JobIndex;
  features: ResumeFeatures;
  /** The resume compiled once for its scores and each shown job's reasons. */
  resumeMatcher: ResumeMatcher;
  scores: Float32Array;
  /** Each job's match with its reasons, as pages ask for them (the same resume and job set). */
  matches: Map<string, JobMatchScore>;
  /** Each shown card with its match, labels and board links, per language (`ar:<id>`). */
  cards: Map<string, JobMatch>;
  /** Sorted index positions per query (see rankedJobs), with a query that gave them. */
  lists: Map<string, { query: JobMatchQuery; picked: number[] }>;
}
type JobMatchScore = ReturnType<typeof scoreJobMatch>;

/** How many resumes' scores stay cached (least recently used dropped first). */
const cachedResumes = 500;

const resumeKeyOf = (resume: ResumeRow) =>
  `${resume.version}:${resume.updatedAt.getTime()}:${resume.country ?? "-"}`;

/**
 * Matching state of one app: the job index and per-resume score cache. A resume's scores are
 * recomputed when its version, last update or country changes, or when the job set changes.
 * When another process changed the jobs (a feed refresh), a resume's next request is answered
 * from its scores (and sorted lists) against the previous job set while new ones are computed
 * in the background, one resume at a time, scoring only the jobs that are new or changed; after
 * this process's own write the scores are computed before answering.
 */
export class JobMatcher {
  readonly index: JobIndexCache;
  private readonly cache = new Map<string, CachedScores>();
  private readonly stale = new Map<string, ResumeRow>();
  private rescoring = false;

  constructor(readonly db: Db) {
    this.index = new JobIndexCache(db);
  }

  /** The position of a job, for notification text. */
  async positionOf(jobId: string): Promise<string | undefined> {
    return (await findJobById(this.db, jobId))?.position;
  }

  /** Scores of every job for a resume, from the cache when still valid. */
  async scoresFor(resume: ResumeRow): Promise<CachedScores> {
    const index = await this.index.get();
    const resumeKey = resumeKeyOf(resume);
    const hit = this.cache.get(resume.id);
    const same = hit?.resumeKey === resumeKey ? hit : undefined;
    if (same && (same.index === index || same.writes === localJobWrites())) {
      this.cache.delete(resume.id);
      this.cache.set(resume.id, same);
      if (same.index !== index) this.rescoreLater(resume);
      return same;
    }
    return this.compute(resume, index, same);
  }

  private compute(resume: ResumeRow, index: JobIndex, previous: CachedScores | undefined): CachedScores {
    const entry = scored(resume, index, previous);
    this.install(resume.id, entry);
    return entry;
  }

  private install(resumeId: string, entry: CachedScores): void {
    this.cache.delete(resumeId);
    this.cache.set(resumeId, entry);
    if (this.cache.size > cachedResumes) this.cache.delete(this.cache.keys().next().value!);
  }

  /**
   * Queue a resume whose scores are for an older job set. One resume at a time, each step in its
   * own turn of the event loop: its new scores, then the lists its reader looked at sorted again;
   * until all are ready its requests keep the previous scores and lists, so after a large refresh
   * no request waits for a sort of the new index. After each resume the loop rests as long as
   * its work took, so browsing keeps at least half of the process.
   */
  private rescoreLater(resume: ResumeRow): void {
    this.stale.set(resume.id, resume);
    if (this.rescoring) return;
    this.rescoring = true;
    void (async () => {
      try {
        for (const [id, row] of this.stale) {
          this.stale.delete(id);
          await nextTurn();
          const index = await this.index.get();
          const hit = this.cache.get(id);
          if (!hit || hit.index === index || hit.resumeKey !== resumeKeyOf(row)) continue;
          let started = performance.now();
          const entry = scored(row, index, hit);
          let busy = performance.now() - started;
          for (const { query } of [...hit.lists.values()]) {
            await nextTurn();
            started = performance.now();
            rankedJobs(entry, row.country, query);
            busy += performance.now() - started;
          }
          if (this.cache.get(id) === hit) this.install(id, entry);
          await sleep(Math.min(50, busy));
        }
      } finally {
        this.rescoring = false;
        if (this.stale.size > 0) this.rescoreLater(this.stale.values().next().value!);
      }
    })();
  }
}

/** A resume's scores against an index (from its scores against an older one when given). */
function scored(resume: ResumeRow, index: JobIndex, previous: CachedScores | undefined): CachedScores {
  const features = previous?.features ?? resumeFeaturesOf(resume);
  const resumeMatcher = previous?.resumeMatcher ?? createResumeMatcher(features);
  return {
    resumeKey: resumeKeyOf(resume),
    writes: localJobWrites(),
    index,
    features,
    resumeMatcher,
    scores: previous ? rescoreJobs(previous, index) : resumeMatcher.scoreAll(index.matchIndex),
    matches: previous ? carriedMatches(previous, index) : new Map(),
    cards: new Map(),
    lists: new Map(),
  };
}

/**
 * Scores against a new job set from the scores against the previous one: jobs carried over
 * unchanged (the same index entry) keep their score, the others are scored. Matching is per job,
 * so the result equals scoring every job again.
 */
function rescoreJobs(previous: CachedScores, index: JobIndex): Float32Array {
  const scores = new Float32Array(index.jobs.length);
  const missing: number[] = [];
  if (index.carried?.from === previous.index) {
    // The index worked out where each of its jobs was in the one it replaced.
    const { positions } = index.carried;
    for (let i = 0; i < positions.length; i++) {
      const at = positions[i]!;
      if (at < 0) missing.push(i);
      else scores[i] = previous.scores[at]!;
    }
  } else {
    const known = new Map<IndexedJob, number>();
    const jobs = previous.index.jobs;
    for (let i = 0; i < jobs.length; i++) known.set(jobs[i]!, previous.scores[i]!);
    index.jobs.forEach((job, i) => {
      const score = known.get(job);
      if (score === undefined) missing.push(i);
      else scores[i] = score;
    });
  }
  const { resumeMatcher } = previous;
  if (missing.length > index.jobs.length / 2) return resumeMatcher.scoreAll(index.matchIndex);
  const fresh = resumeMatcher.scoreAll(createJobIndex(missing.map((i) => index.jobs[i]!.features)));
  missing.forEach((i, k) => {
    scores[i] = fresh[k]!;
  });
  return scores;
}

/** The reasons already worked out for jobs the new index carries over unchanged (same entry). */
function carriedMatches(previous: CachedScores, index: JobIndex): Map<string, JobMatchScore> {
  const matches = new Map<string, JobMatchScore>();
  for (const [id, match] of previous.matches) {
    const job = index.byId.get(id);
    if (job && job === previous.index.byId.get(id)) matches.set(id, match);
  }
  return matches;
}

/** Match of every job for one resume, aligned with the index's order (the hot loop of matching). */
export function scoreJobs(features: ResumeFeatures, matchIndex: MatchIndex): Float32Array {
  return scoreAllJobs(features, matchIndex);
}

/** Resume features with the chosen country (spec: the resume's country picker) put first. */
export function resumeFeaturesOf(resume: Pick<ResumeRow, "data" | "country">): ResumeFeatures {
  const features = extractResumeFeatures(resume.data);
  if (resume.country)
    features.countries = [resume.country, ...features.countries.filter((c) => c !== resume.country)];
  return features;
}

/**
 * A job with the links of the open postings of the same job on other boards (the same dedup key,
 * another feed or platform), its own link first, each link once.
 */
function withBoardLinks<T extends Job>(
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

const dayMs = 86_400_000;

function searchMatcher(q: string): ((job: IndexedJob) => boolean) | undefined {
  if (!q) return undefined;
  const keys = tokenize(q).map((t) => tokenKey(t));
  if (keys.length === 0) return undefined;
  const titleIds = new Set(findConceptIds(q, "title"));
  return (job) =>
    keys.every((k) => job.searchText.includes(k)) || job.features.titles.some((id) => titleIds.has(id));
}

/** Which jobs of an index a search matches, kept per index for the searches people repeat. */
const searchHitsOf = new WeakMap<JobIndex, Map<string, Uint8Array>>();
function searchHits(index: JobIndex, q: string): Uint8Array | undefined {
  const matches = searchMatcher(q);
  if (!matches) return undefined;
  let cache = searchHitsOf.get(index);
  if (!cache) {
    cache = new Map();
    searchHitsOf.set(index, cache);
  }
  let hits = cache.get(q);
  if (!hits) {
    hits = new Uint8Array(index.jobs.length);
    for (let i = 0; i < index.jobs.length; i++) hits[i] = matches(index.jobs[i]!) ? 1 : 0;
    if (cache.size >= 200) cache.clear();
    cache.set(q, hits);
  }
  return hits;
}

/**
 * The index positions of a resume's jobs for one query (country scope, floor, filters, search),
 * sorted, before paging. Kept with the resume's scores for the last queries, so the next page,
 * or the same list asked again, costs no pass over the index (lists with a date filter, which
 * move with the clock, are not kept).
 */
function rankedJobs(entry: CachedScores, country: string | null, query: JobMatchQuery): number[] {
  const { index, scores } = entry;
  const { offset: _offset, limit: _limit, view: _view, ...filters } = query;
  const key = query.date === "all" ? JSON.stringify(filters) : undefined;
  const cached = key && entry.lists.get(key);
  if (cached) return cached.picked;
  const now = Date.now();
  const since = query.date === "24h" ? now - dayMs : query.date === "3d" ? now - 3 * dayMs : 0;
  const hits = searchHits(index, query.q);
  const keywords = query.keywords.map((k) => normalizeText(k)).filter(Boolean);
  const floor = hits || keywords.length > 0 ? 0 : jobRecommendMinMatch;
  const regionKeys = saudiRegions()
    .filter((r) => query.regions.includes(r.id))
    .map((r) => ({ id: r.id, keys: r.keys }));
  const inSet = <T>(list: T[], value: T) => list.length === 0 || list.includes(value);

  const picked: number[] = [];
  for (let i = 0; i < index.jobs.length; i++) {
    const job = index.jobs[i]!;
    if (country && job.country !== country && !(job.country === null && job.remote === "remote")) continue;
    if (scores[i]! < floor || job.date < since) continue;
    if (!inSet(query.experience, job.experience) || !inSet(query.remote, job.remote)) continue;
    if (!inSet(query.sources, job.source) || !inSet(query.types, job.jobType)) continue;
    if (
      regionKeys.length > 0 &&
      !regionKeys.some((r) => r.id === job.region || r.keys.some((k) => job.location.includes(k)))
    )
      continue;
    if (hits && !hits[i]) continue;
    if (keywords.length > 0 && !keywords.every((k) => job.searchText.includes(k))) continue;
    picked.push(i);
  }
  const byDate = (a: number, b: number) => index.jobs[b]!.date - index.jobs[a]!.date;
  const order: Record<JobMatchQuery["sort"], (a: number, b: number) => number> = {
    newest: (a, b) => byDate(a, b) || scores[b]! - scores[a]!,
    oldest: (a, b) => -byDate(a, b) || scores[b]! - scores[a]!,
    high: (a, b) => scores[b]! - scores[a]! || byDate(a, b),
    low: (a, b) => scores[a]! - scores[b]! || byDate(a, b),
  };
  picked.sort(order[query.sort]);
  if (key) {
    if (entry.lists.size >= 16) entry.lists.delete(entry.lists.keys().next().value!);
    entry.lists.set(key, { query, picked });
  }
  return picked;
}

/**
 * The jobs of a user's resume with their match (spec §7 GET /job/match/{resumeId}): scoped to
 * the resume's country (plus remote jobs without one), filtered, sorted and paged. Without a
 * search or keyword, jobs below the recommendation floor are left out. Another user's resume,
 * or a missing one, is ResumeNotFound.
 */
export async function matchJobsForResume(
  matcher: JobMatcher,
  userId: string,
  resumeId: string,
  query: JobMatchQuery,
  language: Language,
): Promise<JobMatchList> {
  const resume = await findResumeOfUser(matcher.db, userId, resumeId);
  if (!resume) throw new AppError("ResumeNotFound");
  const entry = await matcher.scoresFor(resume);
  const { index, matches } = entry;
  const picked = rankedJobs(entry, resume.country, query);
  const page = picked.slice(query.offset, query.offset + query.limit);
  // Cards come from the index; the full view reads the page's descriptions.
  const rows =
    query.view === "full"
      ? new Map(
          (
            await findJobsForList(
              matcher.db,
              page.map((i) => index.jobs[i]!.id),
            )
          ).map((r) => [r.id, toJob(r)]),
        )
      : undefined;
  const jobs: JobMatch[] = [];
  for (const i of page) {
    const job = index.jobs[i]!;
    const cardKey = rows ? undefined : `${language}:${job.id}`;
    const card = cardKey && entry.cards.get(cardKey);
    if (card) {
      jobs.push(card);
      continue;
    }
    const base = rows ? rows.get(job.id) : job.card;
    if (!base) continue;
    let match = matches.get(job.id);
    if (!match) {
      match = entry.resumeMatcher.matchAt(index.matchIndex, i);
      if (matches.size >= 2000) matches.clear();
      matches.set(job.id, match);
    }
    const shown = withBoardLinksOf(index, matchOf(base, language, match));
    if (cardKey) {
      if (entry.cards.size >= 2000) entry.cards.clear();
      entry.cards.set(cardKey, shown);
    }
    jobs.push(shown);
  }
  return { resumeId: resume.id, country: resume.country, total: picked.length, jobs };
}

/** A job of the index with its other boards' links, from the index's postings. */
function withBoardLinksOf<T extends Job>(index: JobIndex, job: T): T {
  const indexed = index.byId.get(job.id);
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

function matchOf(job: Job, language: Language, match: JobMatchScore): JobMatch {
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

/**
 * One job with its match against one of the user's resumes and the reasons (GET
 * /api/job/:id/match/:resumeId), free: the job detail explains its score whatever list the user
 * came from. ResumeNotFound for another user's resume, NotFound for a missing job.
 */
export async function matchOneJob(
  matcher: JobMatcher,
  userId: string,
  resumeId: string,
  jobId: string,
  language: Language,
): Promise<JobMatch> {
  const resume = await findResumeOfUser(matcher.db, userId, resumeId);
  if (!resume) throw new AppError("ResumeNotFound");
  const { index, resumeMatcher } = await matcher.scoresFor(resume);
  const i = index.jobs.findIndex((j) => j.id === jobId);
  const row = i >= 0 ? await findJobById(matcher.db, jobId) : undefined;
  if (!row) throw new AppError("NotFound");
  return matchOf(toJob(row), language, resumeMatcher.matchAt(index.matchIndex, i));
}

/** One job by id (spec: GET /job/{id}); NotFound when it does not exist. */
export async function getJob(db: Db, id: string): Promise<Job> {
  const row = await findJobById(db, id);
  if (!row) throw new AppError("NotFound");
  const postings = row.dedupKey ? await findOpenJobsByDedupKeys(db, [row.dedupKey]) : [];
  return withBoardLinks(toJob(row), row, postings);
}

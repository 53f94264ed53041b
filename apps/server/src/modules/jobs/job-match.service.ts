import { setImmediate as nextTurn } from "node:timers/promises";
import type { EligibilityPerson } from "@sira/nlp/eligibility-match";
import {
  createJobIndex,
  createResumeMatcher,
  type JobIndex as MatchIndex,
  type ResumeMatcher,
  scoreAllJobs,
} from "@sira/nlp/match";
import { normalizeText, tokenize, tokenKey } from "@sira/nlp/normalize";
import type { ResumeFeatures } from "@sira/nlp/types";
import { findConceptIds } from "@sira/nlp/vocabulary";
import { sampleResumeData } from "@sira/schema";
import type { Language } from "@sira/schema/constants";
import { type Job, type JobMatch, type JobMatchQuery, jobRecommendMinMatch } from "@sira/schema/job-api";
import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import { runForRequest } from "../../http/task-failure";
import type { UntrustedWork } from "../../untrusted-work";
import { findResumeHead, findResumeRow, type ResumeHead, type ResumeRow } from "../resume/resume.public";
import { eligibilityOfJob, eligibilityPersonOf, isOpenTo, withEligibility } from "./job-eligibility";
import { toJob } from "./job-form";
import {
  columnCodes,
  type IndexedJob,
  type JobIndex,
  JobIndexCache,
  jobOf,
  jobPlaces,
  type LoadTurns,
  noCountry,
} from "./job-index";
import { localJobWrites } from "./job-set-writes";
import {
  type JobMatchScore,
  jsonBytes,
  type MatchPage,
  matchOf,
  matchPageBody,
  withBoardLinksOf,
} from "./job-view";
import { findJobById, findJobDescriptions } from "./jobs.repository";
import type { resumeFeatures } from "./jobs.tasks";
import { occupationLinksOf } from "./occupation-links";
import { atOnce, inSteps, jobsPerStep, restAfter, type Steps } from "./steps";

/**
 * What matching reads from a resume (skills, titles, places, years…): from its data, with its
 * chosen country first, or from a resume pasted as text. Read in the worker pool's compute
 * threads, since it walks all the resume's text, of any length; scoring the features against
 * jobs is then bounded by the vocabulary, not by the text (bench/match-long-resume.bench.mjs).
 * Failures answer as `taskFailure` says (ServerBusy or RateLimited, with Retry-After).
 */
export function readResumeFeatures(
  untrusted: UntrustedWork,
  input: Parameters<typeof resumeFeatures>[0],
): Promise<ResumeFeatures> {
  return runForRequest(() => untrusted.run("resumeFeatures", input));
}

/** Scores of one resume against one job-set version, aligned with the index's job order. */
interface CachedScores {
  /** The resume's version, last update and country. */
  resumeKey: string;
  /** This process's job writes when the scores were computed (job-set-writes.ts). */
  writes: number;
  index: JobIndex;
  features: ResumeFeatures;
  /** The resume's nationality and residency, for the jobs' eligibility (job-eligibility.ts). */
  person: EligibilityPerson | null;
  /** The resume compiled once for its scores and each shown job's reasons. */
  resumeMatcher: ResumeMatcher;
  scores: Float32Array;
  /** Each job's match with its reasons, as pages ask for them (the same resume and job set). */
  matches: Map<string, JobMatchScore>;
  /**
   * Each shown card (its match, labels and board links) as the API gives it, per language
   * (`ar:<id>`): the shared schema's JSON in UTF-8. Bytes outside the JS heap, not objects: a
   * process keeps thousands of cards, and as objects and strings they were as large a part of
   * the heap as the job index (19 MB for 25 readers' pages, bench/job-index.bench.mjs), which every collection copies or marks.
   */
  cards: Map<string, Buffer>;
  /**
   * Sorted index positions per query (see rankedJobs), with a query that gave them and the last
   * page of cards read from them (made ready again after a refresh).
   */
  lists: Map<string, SortedList>;
}
interface SortedList {
  query: JobMatchQuery;
  picked: number[];
  cardPage?: { offset: number; limit: number; language: Language };
}
type FreshJobs = NonNullable<NonNullable<JobIndex["carried"]>["fresh"]>;

/** How many resumes' scores stay cached (least recently used dropped first). */
const cachedResumes = 500;

const resumeKeyOf = (resume: ResumeHead) =>
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
  private readonly stale = new Map<string, ResumeHead>();
  /** Resumes being scored anew, by id and resume key (one reading of features each). */
  private readonly scoring = new Map<string, Promise<CachedScores>>();
  private rescoring = false;

  /**
   * `untrusted`: the worker pool that reads resumes' features; `turns`: how background index
   * loads take turns between processes (JobIndexCache).
   */
  constructor(
    readonly db: Db,
    readonly untrusted: UntrustedWork,
    turns?: LoadTurns,
  ) {
    this.index = new JobIndexCache(db, turns);
  }

  /** A resume's features with its chosen country first (readResumeFeatures). */
  featuresOf(resume: Pick<ResumeRow, "data" | "country">): Promise<ResumeFeatures> {
    return readResumeFeatures(this.untrusted, { data: resume.data, country: resume.country });
  }

  /**
   * Loads the job index and starts a thread that reads resumes' features (it loads the
   * vocabulary and the readers: seconds on a busy machine), so the first person to open their
   * recommended jobs after a start does not wait for either. Never throws.
   */
  async warmUp(): Promise<void> {
    await Promise.all([
      this.index.get(),
      this.featuresOf({ data: sampleResumeData("ar"), country: null }),
    ]).catch(() => undefined);
  }

  /** The position of a job, for notification text. */
  async positionOf(jobId: string): Promise<string | undefined> {
    return (await findJobById(this.db, jobId))?.position;
  }

  /**
   * Scores of every job for a resume, from the cache when still valid. Given without its content
   * (a head), the resume is read in full only when it has to be scored anew.
   */
  async scoresFor(resume: ResumeHead | ResumeRow): Promise<CachedScores> {
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
    if (same) return this.install(resume.id, scored(resume, index, same, same.features));
    // Requests for a resume this process has not scored yet share one reading of its features:
    // each reading is a task of the worker pool, and a burst of requests for the same resume
    // (a list opened in several tabs, a process new to a busy reader) would each queue one, the
    // pool answering ServerBusy past its queue (bench/notes/lists.md, WEB_CONCURRENCY=2).
    const key = `${resume.id}:${resumeKey}`;
    let pending = this.scoring.get(key);
    if (!pending) {
      pending = this.scoreAnew(resume, index).finally(() => this.scoring.delete(key));
      this.scoring.set(key, pending);
    }
    return pending;
  }

  /** A resume's features read (in full when given a head) and its scores against `index`. */
  private async scoreAnew(resume: ResumeHead | ResumeRow, index: JobIndex): Promise<CachedScores> {
    const full = "data" in resume ? resume : await findResumeRow(this.db, resume.userId, resume.id);
    if (!full) throw new AppError("ResumeNotFound");
    const features = await this.featuresOf(full);
    const entry = scored(full, index, undefined, features);
    entry.person = eligibilityPersonOf(full.data);
    return this.install(full.id, entry);
  }

  private install(resumeId: string, entry: CachedScores): CachedScores {
    this.cache.delete(resumeId);
    this.cache.set(resumeId, entry);
    if (this.cache.size > cachedResumes) this.cache.delete(this.cache.keys().next().value!);
    return entry;
  }

  /**
   * Queue a resume whose scores are for an older job set. One resume at a time, each step in its
   * own turn of the event loop: its new scores, then the lists its reader looked at sorted again
   * and the page of cards last read from each made;
   * until all are ready its requests keep the previous scores and lists, so after a large refresh
   * no request waits for a sort of the new index. Each list is sorted in steps, and after each
   * resume the loop rests twice as long as its work took (steps.ts), so browsing keeps the most
   * of the process.
   */
  private rescoreLater(resume: ResumeHead): void {
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
          const started = performance.now();
          const entry = scored(row, index, hit, hit.features);
          const busy = { ms: performance.now() - started };
          for (const { query, cardPage } of [...hit.lists.values()]) {
            await nextTurn();
            const picked = await inSteps(rankedJobs(entry, row.country, query), { busy });
            // The page of cards last read from this list, made before it is asked.
            if (!cardPage) continue;
            const list = keptList(entry, query);
            if (list) list.cardPage = cardPage;
            const page = picked.slice(cardPage.offset, cardPage.offset + cardPage.limit);
            await inSteps(cardsInSteps(entry, page, cardPage.language), { busy });
          }
          if (this.cache.get(id) === hit) this.install(id, entry);
          await restAfter(busy.ms, 100);
        }
      } finally {
        this.rescoring = false;
        if (this.stale.size > 0) this.rescoreLater(this.stale.values().next().value!);
      }
    })();
  }
}

/**
 * A resume's scores against an index (from its scores against an older one when given: the same
 * resume version, whose features are passed on).
 */
function scored(
  resume: ResumeHead,
  index: JobIndex,
  previous: CachedScores | undefined,
  features: ResumeFeatures,
): CachedScores {
  const resumeMatcher = previous?.resumeMatcher ?? createResumeMatcher(features);
  return {
    resumeKey: resumeKeyOf(resume),
    writes: localJobWrites(),
    index,
    features,
    person: previous?.person ?? null,
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
  const carried = index.carried?.from === previous.index ? index.carried : undefined;
  let fresh: FreshJobs;
  if (carried) {
    // The index worked out where each of its jobs was in the one it replaced, and compiles the
    // jobs that are new or changed once for every resume moved over.
    const { positions } = carried;
    const missing: number[] = [];
    for (let i = 0; i < positions.length; i++) {
      const at = positions[i]!;
      if (at >= 0) scores[i] = previous.scores[at]!;
      else if (!carried.fresh) missing.push(i);
    }
    fresh = carried.fresh ??= freshJobsOf(index, missing);
  } else {
    const missing: number[] = [];
    const known = new Map<IndexedJob, number>();
    const jobs = previous.index.jobs;
    for (let i = 0; i < jobs.length; i++) known.set(jobs[i]!, previous.scores[i]!);
    index.jobs.forEach((job, i) => {
      const score = known.get(job);
      if (score === undefined) missing.push(i);
      else scores[i] = score;
    });
    fresh = freshJobsOf(index, missing);
  }
  const { resumeMatcher } = previous;
  if (!fresh.matchIndex) return resumeMatcher.scoreAll(index.matchIndex);
  const freshScores = resumeMatcher.scoreAll(fresh.matchIndex);
  fresh.positions.forEach((i, k) => {
    scores[i] = freshScores[k]!;
  });
  return scores;
}

/**
 * The jobs of an index missing from the scores being moved over (positions here), compiled for
 * scoring; not compiled when they are over half of all: scoring every job is then as quick.
 */
function freshJobsOf(index: JobIndex, positions: number[]): FreshJobs {
  if (positions.length > index.jobs.length / 2) return { positions };
  return { positions, matchIndex: createJobIndex(positions.map((i) => index.jobs[i]!.features)) };
}

/** The reasons already worked out for jobs the new index carries over unchanged (same entry). */
function carriedMatches(previous: CachedScores, index: JobIndex): Map<string, JobMatchScore> {
  const matches = new Map<string, JobMatchScore>();
  for (const [id, match] of previous.matches) {
    const job = jobOf(index, id);
    if (job && job === jobOf(previous.index, id)) matches.set(id, match);
  }
  return matches;
}

/** Match of every job for one resume, aligned with the index's order (the hot loop of matching). */
export function scoreJobs(features: ResumeFeatures, matchIndex: MatchIndex): Float32Array {
  return scoreAllJobs(features, matchIndex);
}

const dayMs = 86_400_000;

function searchMatcher(q: string): ((job: IndexedJob) => boolean) | undefined {
  if (!q) return undefined;
  // Looked for as UTF-8 bytes in each job's search text (IndexedJob.searchText).
  const keys = tokenize(q).map((t) => Buffer.from(tokenKey(t)));
  if (keys.length === 0) return undefined;
  const titleIds = new Set(findConceptIds(q, "title"));
  return (job) =>
    keys.every((k) => job.searchText.includes(k)) || job.features.titles.some((id) => titleIds.has(id));
}

/** Which jobs of an index a search matches, kept per index for the searches people repeat. */
const searchHitsOf = new WeakMap<JobIndex, Map<string, Uint8Array>>();
function* searchHits(index: JobIndex, q: string): Steps<Uint8Array | undefined> {
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
    for (let i = 0; i < index.jobs.length; i++) {
      if (i % jobsPerStep === jobsPerStep - 1) yield;
      hits[i] = matches(index.jobs[i]!) ? 1 : 0;
    }
    if (cache.size >= 200) cache.clear();
    cache.set(q, hits);
  }
  return hits;
}

/** A list's key among a resume's kept lists: its filters and sort (none with a date filter). */
function listKeyOf(query: JobMatchQuery): string | undefined {
  const { offset: _offset, limit: _limit, view: _view, ...filters } = query;
  return query.date === "all" ? JSON.stringify(filters) : undefined;
}

/** The sorted list kept for this query, if any. */
function keptList(entry: CachedScores, query: JobMatchQuery): SortedList | undefined {
  const key = listKeyOf(query);
  return key === undefined ? undefined : entry.lists.get(key);
}

/**
 * The index positions of a resume's jobs for one query (country scope, floor, filters, search),
 * sorted, before paging. Kept with the resume's scores for the last queries, so the next page,
 * or the same list asked again, costs no pass over the index (lists with a date filter, which
 * move with the clock, are not kept).
 */
function* rankedJobs(entry: CachedScores, country: string | null, query: JobMatchQuery): Steps<number[]> {
  const { index, scores } = entry;
  const key = listKeyOf(query);
  const cached = key && entry.lists.get(key);
  if (cached) return cached.picked;
  const now = Date.now();
  const since = query.date === "24h" ? now - dayMs : query.date === "3d" ? now - 3 * dayMs : 0;
  const hits = yield* searchHits(index, query.q);
  const keywords = query.keywords
    .map((k) => normalizeText(k))
    .filter(Boolean)
    .map((k) => Buffer.from(k));
  const floor = hits || keywords.length > 0 ? 0 : jobRecommendMinMatch;
  // The floor is for jobs with no occupational link: a job of the resume's occupation is shown.
  const links = floor > 0 ? occupationLinksOf(entry) : undefined;
  const regionKeys = jobPlaces()
    .filter((r) => query.regions.includes(r.id))
    .map((r) => ({ id: r.id, keys: r.keys }));
  // Each list filter as a bit mask over the codes of its column (every bit when not filtered).
  const maskOf = (list: readonly string[], codes: Map<string, number>) =>
    list.length === 0 ? -1 : list.reduce((mask, v) => mask | (1 << codes.get(v)!), 0);
  const experienceMask = maskOf(query.experience, columnCodes.experience);
  const remoteMask = maskOf(query.remote, columnCodes.remote);
  const sourceMask = maskOf(query.sources, columnCodes.source);
  const typeMask = maskOf(query.types, columnCodes.jobType);
  // The location filter's country replaces the resume's as the scope; `remote`: remote jobs anywhere.
  const scope = query.country ?? country;
  const countryCode = scope && scope !== "remote" ? columnCodes.country.get(scope)! : -1;
  const remoteCode = columnCodes.remote.get("remote")!;
  const remoteOnly = scope === "remote";
  const c = index.columns;
  const openOnly = query.eligible === "me";

  const picked: number[] = [];
  for (let i = 0; i < index.jobs.length; i++) {
    if (i % jobsPerStep === jobsPerStep - 1) yield;
    if ((scores[i]! < floor && !links?.[i]) || c.date[i]! < since) continue;
    // Remote jobs without a country are shown in every country.
    if (
      countryCode >= 0 &&
      c.country[i] !== countryCode &&
      !(c.country[i] === noCountry && c.remote[i] === remoteCode)
    )
      continue;
    if (remoteOnly && c.remote[i] !== remoteCode) continue;
    if (!(experienceMask & (1 << c.experience[i]!)) || !(remoteMask & (1 << c.remote[i]!))) continue;
    if (!(sourceMask & (1 << c.source[i]!)) || !(typeMask & (1 << c.jobType[i]!))) continue;
    if (hits && !hits[i]) continue;
    const job = index.jobs[i]!;
    if (openOnly && !isOpenTo(job, entry.person)) continue;
    if (
      regionKeys.length > 0 &&
      !regionKeys.some((r) => r.id === job.region || r.keys.some((k) => job.location.includes(k)))
    )
      continue;
    if (keywords.length > 0 && !keywords.every((k) => job.searchText.includes(k))) continue;
    picked.push(i);
  }
  const byDate = (a: number, b: number) => c.date[b]! - c.date[a]!;
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
 * search or keyword, jobs below the recommendation floor are left out, unless of the resume's
 * occupation (occupation-links.ts). Another user's resume,
 * or a missing one, is ResumeNotFound. Cards come from the resume's kept cards; the full view is
 * the same cards with the job set's kept descriptions spliced in (read once per job and job set).
 */
export async function matchPageForResume(
  matcher: JobMatcher,
  userId: string,
  resumeId: string,
  query: JobMatchQuery,
  language: Language,
): Promise<MatchPage> {
  const resume = await findResumeHead(matcher.db, userId, resumeId);
  if (!resume) throw new AppError("ResumeNotFound");
  return pageOf(matcher, await matcher.scoresFor(resume), resume, query, language);
}

/**
 * The body of a page of a resume's jobs (matchPageForResume as the route answers it, matchPageBody),
 * kept while the resume's scores are the same (the same resume version and job set): a page asked
 * again is sent from its kept bytes. Lists with a date filter, which move with the clock, are
 * made each time.
 */
export async function matchPageBodyForResume(
  matcher: JobMatcher,
  userId: string,
  resumeId: string,
  query: JobMatchQuery,
  language: Language,
): Promise<Buffer> {
  const resume = await findResumeHead(matcher.db, userId, resumeId);
  if (!resume) throw new AppError("ResumeNotFound");
  const entry = await matcher.scoresFor(resume);
  const listKey = listKeyOf(query);
  const key =
    listKey === undefined
      ? undefined
      : `${resume.id}\n${listKey}\n${query.offset}\n${query.limit}\n${language}\n${query.view}`;
  const kept = key === undefined ? undefined : keptBodies.get(key);
  if (kept && kept.entry === entry) {
    keptBodies.delete(key!);
    keptBodies.set(key!, kept);
    const list = keptList(entry, query);
    if (list) list.cardPage = { offset: query.offset, limit: query.limit, language };
    return kept.bytes;
  }
  const bytes = matchPageBody(await pageOf(matcher, entry, resume, query, language));
  if (key !== undefined) keepBody(key, entry, bytes);
  return bytes;
}

/** Page bodies kept (least recently asked dropped first), with the scores they were made from. */
const keptBodies = new Map<string, { entry: CachedScores; bytes: Buffer }>();
let keptBodyBytes = 0;
/** At most this many bytes of page bodies kept per process. */
const keptBodyBudget = 32 * 1024 * 1024;

function keepBody(key: string, entry: CachedScores, bytes: Buffer): void {
  const old = keptBodies.get(key);
  if (old) {
    keptBodies.delete(key);
    keptBodyBytes -= old.bytes.length;
  }
  keptBodies.set(key, { entry, bytes });
  keptBodyBytes += bytes.length;
  for (const [oldest, body] of keptBodies) {
    if (keptBodyBytes <= keptBodyBudget) break;
    keptBodies.delete(oldest);
    keptBodyBytes -= body.bytes.length;
  }
}

/** A page of a resume's jobs from its scores (matchPageForResume). */
async function pageOf(
  matcher: JobMatcher,
  entry: CachedScores,
  resume: ResumeHead,
  query: JobMatchQuery,
  language: Language,
): Promise<MatchPage> {
  const { index } = entry;
  const picked = atOnce(rankedJobs(entry, resume.country, query));
  const page = picked.slice(query.offset, query.offset + query.limit);
  const jobs: Buffer[] = [];
  if (query.view === "full") {
    // The full view is the card with its descriptions: both from kept bytes, only the
    // descriptions of jobs no page has shown yet read from the database.
    const descriptions = await descriptionsFor(
      matcher.db,
      index,
      page.map((i) => index.jobs[i]!.id),
    );
    for (const i of page) {
      const fields = descriptions.get(index.jobs[i]!.id);
      if (fields) jobs.push(withDescriptions(cardOf(entry, i, language), fields));
    }
  } else {
    for (const i of page) jobs.push(cardOf(entry, i, language));
  }
  const list = keptList(entry, query);
  if (list) list.cardPage = { offset: query.offset, limit: query.limit, language };
  return { resumeId: resume.id, country: resume.country, total: picked.length, jobs };
}

/** A job set's descriptions as kept for the full view, and their size in bytes. */
interface KeptDescriptions {
  fields: Map<string, Buffer>;
  bytes: number;
}
/** Descriptions kept per job set (index): a job's are the same for every reader. */
const descriptionsOf = new WeakMap<JobIndex, KeptDescriptions>();
/** At most this many bytes of descriptions kept per job set (then they are read again). */
const keptDescriptionBytes = 32 * 1024 * 1024;
/** The fields a card leaves empty, as its JSON holds them (the schema's order). */
const emptyDescriptions = Buffer.from('"descriptionEn":"","descriptionAr":""');

/**
 * The descriptions of these jobs as the JSON fields the full view adds to their cards, from the
 * job set's kept ones, the others read in one query (a job no longer stored has none).
 */
async function descriptionsFor(db: Db, index: JobIndex, ids: string[]): Promise<Map<string, Buffer>> {
  let kept = descriptionsOf.get(index);
  if (!kept) {
    kept = { fields: new Map(), bytes: 0 };
    descriptionsOf.set(index, kept);
  }
  const found = new Map<string, Buffer>();
  const missing: string[] = [];
  for (const id of ids) {
    const fields = kept.fields.get(id);
    if (fields) found.set(id, fields);
    else missing.push(id);
  }
  if (missing.length === 0) return found;
  for (const row of await findJobDescriptions(db, missing)) {
    const fields = Buffer.from(
      `"descriptionEn":${JSON.stringify(row.descriptionEn)},"descriptionAr":${JSON.stringify(row.descriptionAr)}`,
    );
    found.set(row.id, fields);
    if (kept.bytes + fields.length > keptDescriptionBytes) {
      kept.fields.clear();
      kept.bytes = 0;
    }
    kept.fields.set(row.id, fields);
    kept.bytes += fields.length;
  }
  return found;
}

/**
 * A card's JSON with its descriptions filled in: the full view's job, byte for byte what the
 * schema's serializer gives it (a card's only difference is its two empty descriptions; in the
 * JSON of the fields before them a quote is always escaped, so the first match is theirs).
 */
export function withDescriptions(card: Buffer, fields: Buffer): Buffer {
  const at = card.indexOf(emptyDescriptions);
  if (at < 0) throw new Error("a card without its description fields");
  return Buffer.concat([card.subarray(0, at), fields, card.subarray(at + emptyDescriptions.length)]);
}

/** The match and reasons of the job at index position `i`, kept for the pages that show it. */
function matchOfJob(entry: CachedScores, i: number): JobMatchScore {
  const id = entry.index.jobs[i]!.id;
  let match = entry.matches.get(id);
  if (!match) {
    match = entry.resumeMatcher.matchAt(entry.index.matchIndex, i);
    if (entry.matches.size >= 2000) entry.matches.clear();
    entry.matches.set(id, match);
  }
  return match;
}

/** The job at index position `i` with its match, reasons and eligibility against the resume. */
function shownMatch(entry: CachedScores, i: number, job: Job, language: Language): JobMatch {
  const match = matchOf(job, language, matchOfJob(entry, i));
  return withEligibility(match, eligibilityOfJob(entry.index.jobs[i]!, entry.person));
}

/**
 * The card of the job at index position `i` (its match, labels in `language`, board links) as
 * the API gives it; kept per language.
 */
function cardOf(entry: CachedScores, i: number, language: Language): Buffer {
  const job = entry.index.jobs[i]!;
  const key = `${language}:${job.id}`;
  let card = entry.cards.get(key);
  if (!card) {
    card = jsonBytes(withBoardLinksOf(entry.index, shownMatch(entry, i, job.card, language)));
    if (entry.cards.size >= 2000) entry.cards.clear();
    entry.cards.set(key, card);
  }
  return card;
}

/** The cards of these index positions made ahead, ten per step. */
function* cardsInSteps(entry: CachedScores, positions: number[], language: Language): Steps<void> {
  for (let k = 0; k < positions.length; k++) {
    if (k % 10 === 9) yield;
    cardOf(entry, positions[k]!, language);
  }
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
  const resume = await findResumeHead(matcher.db, userId, resumeId);
  if (!resume) throw new AppError("ResumeNotFound");
  const { index, resumeMatcher, person } = await matcher.scoresFor(resume);
  const i = index.at.get(jobId) ?? -1;
  const row = i >= 0 ? await findJobById(matcher.db, jobId) : undefined;
  if (!row) throw new AppError("NotFound");
  const match = matchOf(toJob(row), language, resumeMatcher.matchAt(index.matchIndex, i));
  return withEligibility(match, eligibilityOfJob(index.jobs[i]!, person));
}

import type { CountryCode } from "@sira/schema";
import { extractJobRequirements } from "./job-requirements";
import { seniorityFromWords } from "./seniority";
import { contentKeys } from "./stopwords";
import { iscoSimilarity } from "./titles";
import { type JobRequirements, type ResumeFeatures, type Seniority, seniorityOrder } from "./types";
import { conceptCount, findConceptIds, findConcepts, getConcept, VOCABULARY_VERSION } from "./vocabulary";
import type { WorkEligibility } from "./work-eligibility";

/**
 * Job matching for the recommended-jobs list. Job features are computed once at ingest
 * (extractJobFeatures, plain JSON to store with the job); matching compiles both sides to
 * integer ids (createJobIndex, once per job set), so ranking one resume against 100,000 jobs
 * is a tight loop over typed arrays.
 */

export interface JobInput {
  position: string;
  descriptionEn?: string | null;
  descriptionAr?: string | null;
  location?: string | null;
  /** The job's own level when the source gives one; otherwise read from the text. */
  experience?: Seniority | null;
  remote?: "onsite" | "remote" | null;
}

export interface JobFeatures extends JobRequirements {
  vocabularyVersion: string;
  /** Content word keys of the position, for titles the vocabulary does not know. */
  positionKeys: string[];
  /**
   * Titles named by the position itself (not the description): the job's occupation, which links
   * it to resumes of the same occupation (occupationLinks). Absent in features stored before it
   * was added; the first of `titles` (read from the title line first) stands in.
   */
  positionTitles?: string[];
  country: CountryCode | null;
  region: string | null;
  city: string | null;
  remote: boolean;
  /** Who may apply (nationality, residency, visa), when the posting says (set at ingest, work-eligibility.ts). */
  eligibility?: WorkEligibility;
}

/**
 * Features of a job, computed once when the job is imported. Reads the position (title line)
 * together with both descriptions, and the location text for city, Saudi region and country.
 */
export function extractJobFeatures(job: JobInput): JobFeatures {
  const text = [job.position, job.descriptionEn ?? "", job.descriptionAr ?? ""].join("\n");
  const req = extractJobRequirements(text);
  let country: CountryCode | null = null;
  let region: string | null = null;
  let city: string | null = null;
  for (const { concept } of findConcepts(`${job.location ?? ""}`, "location")) {
    country ??= concept.country ?? null;
    region ??= concept.region ?? null;
    if (concept.level === "city") city ??= concept.id;
  }
  const titleSeniority = seniorityFromWords(job.position);
  return {
    ...req,
    seniority: job.experience ?? titleSeniority ?? req.seniority,
    vocabularyVersion: VOCABULARY_VERSION,
    positionKeys: [...new Set(contentKeys(job.position))],
    positionTitles: findConceptIds(job.position, "title").filter(isOccupationTitle),
    country,
    region,
    city,
    remote: job.remote === "remote",
  };
}

export interface JobMatch {
  /** 0..1. */
  score: number;
  reasons: {
    matchedSkills: string[];
    /** Must-have skills first. */
    missingSkills: string[];
    /** Title similarity 0..1. */
    title: number;
    location: "same-city" | "same-region" | "same-country" | "other-country" | "remote" | "unknown";
    /** The job's level against the resume's: the job's level, the resume's, and how far apart. */
    experience: {
      job: Seniority | null;
      resume: Seniority;
      /** same level, one step apart, or the job two or more steps below (over) or above (under) the resume. */
      fit: ExperienceFit;
    };
  };
}

/** How a job's level relates to a resume's (see LEVEL_FACTOR). */
export type ExperienceFit = "same" | "near" | "overqualified" | "underqualified" | "unknown";

// ---- compiled forms -------------------------------------------------------------------------

/** Interned ids for position words and places, shared by every index in the process. */
const interned = new Map<string, number>();
const intern = (key: string | null | undefined) => {
  if (!key) return 0;
  let id = interned.get(key);
  if (id === undefined) {
    id = interned.size + 1;
    interned.set(key, id);
  }
  return id;
};
const LANGUAGE_BITS = ["ar", "en", "fr", "de", "es", "ur", "hi", "tl", "zh", "tr", "fa", "ru"];
const languageMask = (ids: readonly string[]) =>
  ids.reduce((mask, id) => {
    const bit = LANGUAGE_BITS.indexOf(id);
    return mask | (bit < 0 ? 1 << 12 : 1 << bit);
  }, 0);
const conceptIndex = (kind: "skill" | "title", id: string) => getConcept(kind, id)?.index ?? -1;
/**
 * Titles that name a level, not an occupation ("Intern", متدرب): two internships in unrelated
 * fields are not similar jobs, so these never count for title similarity (the level part does).
 */
const LEVEL_TITLES = new Set(["intern"]);
const isOccupationTitle = (id: string) => !LEVEL_TITLES.has(id) && conceptIndex("title", id) >= 0;
const iscoOf = (id: string) => Number(getConcept("title", id)?.isco) || 0;

/**
 * Many jobs compiled for ranking: one struct of typed arrays (skills, titles and position words
 * as integer ids in flat arrays with offsets), built once per job set with createJobIndex.
 */
export interface JobIndex {
  readonly size: number;
  readonly jobs: readonly JobFeatures[];
  /** @internal flat arrays; see createJobIndex. */
  readonly data: JobIndexData;
}

interface JobIndexData {
  skillStart: Int32Array;
  mustCount: Int32Array;
  skills: Int32Array;
  titleStart: Int32Array;
  titleIds: Int32Array;
  titleIsco: Int32Array;
  /** The position's own titles (at most two per job), for occupation links. */
  linkStart: Int32Array;
  linkIds: Int32Array;
  linkIsco: Int32Array;
  tokenStart: Int32Array;
  tokens: Int32Array;
  country: Int32Array;
  region: Int32Array;
  city: Int32Array;
  seniority: Int8Array;
  minYears: Float32Array;
  languages: Int32Array;
  remote: Uint8Array;
}

/**
 * Compile job features for fast ranking. Build it once when the job set changes and reuse it
 * for every resume: ranking then touches only typed arrays.
 */
export function createJobIndex(jobs: readonly JobFeatures[]): JobIndex {
  const steps = buildJobIndex(jobs, Number.POSITIVE_INFINITY);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/**
 * createJobIndex in steps: the generator pauses after every `jobsPerStep` jobs, so a caller can
 * let other work run while a large job set compiles, and returns the index when done.
 */
export function* buildJobIndex(jobs: readonly JobFeatures[], jobsPerStep = 1000): Generator<void, JobIndex> {
  const n = jobs.length;
  const skills: number[] = [];
  const titleIds: number[] = [];
  const titleIsco: number[] = [];
  const tokens: number[] = [];
  const linkIds: number[] = [];
  const linkIsco: number[] = [];
  const d: JobIndexData = {
    skillStart: new Int32Array(n + 1),
    mustCount: new Int32Array(n),
    skills: new Int32Array(0),
    titleStart: new Int32Array(n + 1),
    titleIds: new Int32Array(0),
    titleIsco: new Int32Array(0),
    linkStart: new Int32Array(n + 1),
    linkIds: new Int32Array(0),
    linkIsco: new Int32Array(0),
    tokenStart: new Int32Array(n + 1),
    tokens: new Int32Array(0),
    country: new Int32Array(n),
    region: new Int32Array(n),
    city: new Int32Array(n),
    seniority: new Int8Array(n),
    minYears: new Float32Array(n),
    languages: new Int32Array(n),
    remote: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    const job = jobs[i]!;
    d.skillStart[i] = skills.length;
    for (const id of job.skills.must) {
      const c = conceptIndex("skill", id);
      if (c >= 0) skills.push(c);
    }
    d.mustCount[i] = skills.length - d.skillStart[i]!;
    for (const id of job.skills.nice) {
      const c = conceptIndex("skill", id);
      if (c >= 0) skills.push(c);
    }
    d.titleStart[i] = titleIds.length;
    // The position's own titles when it names one: a title the description mentions ("reports to
    // the Office Manager") is not the job's occupation (issue 38).
    const own = job.positionTitles?.filter(isOccupationTitle) ?? [];
    for (const id of (own.length > 0 ? own : job.titles.filter(isOccupationTitle)).slice(0, 3)) {
      titleIds.push(conceptIndex("title", id));
      titleIsco.push(iscoOf(id));
    }
    d.linkStart[i] = linkIds.length;
    for (const id of (job.positionTitles ?? job.titles.slice(0, 1)).filter(isOccupationTitle).slice(0, 2)) {
      linkIds.push(conceptIndex("title", id));
      linkIsco.push(iscoOf(id));
    }
    d.tokenStart[i] = tokens.length;
    for (const k of job.positionKeys) tokens.push(intern(`w:${k}`));
    d.country[i] = intern(job.country);
    d.region[i] = intern(job.region && `r:${job.region}`);
    d.city[i] = intern(job.city && `c:${job.city}`);
    d.seniority[i] = job.seniority ? seniorityOrder[job.seniority] : -1;
    d.minYears[i] = job.minYears ?? -1;
    d.languages[i] = languageMask(job.languages);
    d.remote[i] = job.remote ? 1 : 0;
    if (i % jobsPerStep === jobsPerStep - 1) yield;
  }
  d.skillStart[n] = skills.length;
  d.titleStart[n] = titleIds.length;
  d.tokenStart[n] = tokens.length;
  d.linkStart[n] = linkIds.length;
  d.linkIds = Int32Array.from(linkIds);
  d.linkIsco = Int32Array.from(linkIsco);
  d.skills = Int32Array.from(skills);
  d.titleIds = Int32Array.from(titleIds);
  d.titleIsco = Int32Array.from(titleIsco);
  d.tokens = Int32Array.from(tokens);
  return { size: n, jobs, data: d };
}

interface CompiledResume {
  skills: Uint8Array;
  titleIds: Int32Array;
  titleIsco: Int32Array;
  tokens: Set<number>;
  country: number;
  regions: Set<number>;
  cities: Set<number>;
  seniority: number;
  years: number;
  languages: number;
}

function compileResume(resume: ResumeFeatures): CompiledResume {
  const skills = new Uint8Array(conceptCount());
  for (const id of resume.skills) {
    const c = conceptIndex("skill", id);
    if (c >= 0) skills[c] = 1;
  }
  const titles = resume.titles.filter(isOccupationTitle).slice(0, 6);
  return {
    skills,
    titleIds: Int32Array.from(titles.map((id) => conceptIndex("title", id))),
    titleIsco: Int32Array.from(titles.map(iscoOf)),
    tokens: new Set(resume.positions.slice(0, 4).flatMap((p) => contentKeys(p).map((k) => intern(`w:${k}`)))),
    country: intern(resume.countries[0]),
    regions: new Set(resume.regions.map((r) => intern(`r:${r}`))),
    cities: new Set(resume.cities.map((c) => intern(`c:${c}`))),
    seniority: seniorityOrder[resume.seniority],
    years: resume.yearsOfExperience,
    languages: languageMask(resume.languages),
  };
}

// ---- scoring --------------------------------------------------------------------------------

const W_SKILLS = 0.5;
const W_TITLE = 0.3;
const W_LEVEL = 0.1;
const W_PLACE = 0.06;
const W_LANGUAGE = 0.04;
const NICE_WEIGHT = 0.4;
const LEVEL_BY_DISTANCE = Float64Array.of(1, 0.6, 0.25, 0);
/**
 * The whole match is multiplied by this for the distance between the job's level and the
 * resume's (intern, entry, mid, above): an internship for a 12-year manager, or a senior post for
 * a graduate, is not a good recommendation however well the skills fit, so two or more steps
 * apart keep a job under the recommendation floor (0.3). One step apart is a normal career move.
 */
const LEVEL_FACTOR = Float64Array.of(1, 0.92, 0.3, 0.2);
/** Skills-and-title fit (0..1) from which a job counts as fully in the resume's occupation. */
const RELEVANCE_FULL = 0.35;

type Place = JobMatch["reasons"]["location"];
const PLACES: Place[] = ["remote", "same-city", "same-region", "same-country", "unknown", "other-country"];
const PLACE_VALUE = Float64Array.of(1, 1, 0.9, 0.8, 0.6, 0.2);

function titleScore(r: CompiledResume, d: JobIndexData, i: number): number {
  let best = 0;
  const from = d.titleStart[i]!;
  const to = d.titleStart[i + 1]!;
  for (let a = 0; a < r.titleIds.length; a++) {
    const decay = a === 0 ? 1 : 0.9;
    for (let b = from; b < to; b++) {
      const s = r.titleIds[a] === d.titleIds[b] ? 1 : iscoSimilarity(r.titleIsco[a]!, d.titleIsco[b]!);
      if (s * decay > best) best = s * decay;
    }
  }
  const tFrom = d.tokenStart[i]!;
  const tTo = d.tokenStart[i + 1]!;
  if (best === 0 && tTo > tFrom && r.tokens.size > 0) {
    let shared = 0;
    for (let t = tFrom; t < tTo; t++) if (r.tokens.has(d.tokens[t]!)) shared++;
    best = (0.8 * shared) / Math.max(tTo - tFrom, r.tokens.size);
  }
  return best;
}

/** Index into PLACES of how the job's place relates to the resume's. */
function placeOf(r: CompiledResume, d: JobIndexData, i: number): number {
  if (d.remote[i] === 1) return 0;
  const country = d.country[i]!;
  if (country === 0 || r.country === 0) return 4;
  if (d.city[i] !== 0 && r.cities.has(d.city[i]!)) return 1;
  if (d.region[i] !== 0 && r.regions.has(d.region[i]!)) return 2;
  return r.country === country ? 3 : 5;
}

function scoreAt(r: CompiledResume, d: JobIndexData, i: number): number {
  let total = 0;
  let weight = 0;
  const start = d.skillStart[i]!;
  const end = d.skillStart[i + 1]!;
  const mustEnd = start + d.mustCount[i]!;
  if (end > start) {
    let have = 0;
    for (let k = start; k < mustEnd; k++) have += r.skills[d.skills[k]!]!;
    let niceHave = 0;
    for (let k = mustEnd; k < end; k++) niceHave += r.skills[d.skills[k]!]!;
    const skillWeight = mustEnd - start + NICE_WEIGHT * (end - mustEnd);
    // Short ads list few skills; a floor of 3 keeps one shared skill from looking like a full match.
    total += (W_SKILLS * (have + NICE_WEIGHT * niceHave)) / Math.max(skillWeight, 3);
    weight += W_SKILLS;
  }
  if (d.titleStart[i + 1]! > d.titleStart[i]! || d.tokenStart[i + 1]! > d.tokenStart[i]!) {
    total += W_TITLE * titleScore(r, d, i);
    weight += W_TITLE;
  }
  // Occupation fit (skills and title) below RELEVANCE_FULL scales the whole match down, so place,
  // level and language alone never lift an unrelated job to a recommendation.
  const relevance = weight > 0 ? Math.min(1, total / weight / RELEVANCE_FULL) : 1;
  const seniority = d.seniority[i]!;
  const minYears = d.minYears[i]!;
  if (seniority >= 0 || minYears >= 0) {
    let level = seniority >= 0 ? LEVEL_BY_DISTANCE[Math.abs(seniority - r.seniority)]! : 1;
    if (minYears > 0 && r.years < minYears) level *= Math.max(r.years / minYears, 0.3);
    total += W_LEVEL * level;
    weight += W_LEVEL;
  }
  total += W_PLACE * PLACE_VALUE[placeOf(r, d, i)]!;
  weight += W_PLACE;
  const languages = d.languages[i]!;
  if (languages !== 0) {
    if ((languages & ~r.languages) === 0) total += W_LANGUAGE;
    weight += W_LANGUAGE;
  }
  const level = seniority >= 0 ? LEVEL_FACTOR[Math.abs(seniority - r.seniority)]! : 1;
  return (relevance * level * total) / weight;
}

// ---- occupation links -----------------------------------------------------------------------

/** How many of the resume's titles (current first) link it to jobs of their occupation. */
const LINK_TITLES = 4;

/**
 * Whether the job at `i` is of the resume's occupation or a close one: a title of its position is
 * one of the resume's recent titles, or in the same ISCO-08 minor group (three digits: "Inside Sales
 * Representative" and مندوب مبيعات, not Sales Engineer; Staff Nurse, not Nursing Assistant; an HR
 * specialist and a trainer).
 */
function linkedAt(r: CompiledResume, d: JobIndexData, i: number): boolean {
  const to = d.linkStart[i + 1]!;
  const titles = Math.min(r.titleIds.length, LINK_TITLES);
  for (let b = d.linkStart[i]!; b < to; b++) {
    const id = d.linkIds[b]!;
    const isco = d.linkIsco[b]!;
    for (let a = 0; a < titles; a++)
      if (r.titleIds[a] === id || (isco !== 0 && iscoSimilarity(r.titleIsco[a]!, isco) >= 0.5)) return true;
  }
  return false;
}

function linksOf(r: CompiledResume, index: JobIndex): Uint8Array {
  const links = new Uint8Array(index.size);
  for (let i = 0; i < index.size; i++) links[i] = linkedAt(r, index.data, i) ? 1 : 0;
  return links;
}

/**
 * Which indexed jobs (1, aligned with the index's order) are of the resume's occupation or a
 * close one (same title, same ISCO minor group), in either language. The recommendation floor
 * (jobRecommendMinMatch) is for jobs with no such link: a linked job in scope is never hidden,
 * however its skills are worded; its match only orders it.
 */
export function occupationLinks(resume: ResumeFeatures, index: JobIndex): Uint8Array {
  return linksOf(compileResume(resume), index);
}

const SENIORITIES = Object.keys(seniorityOrder) as Seniority[];

function experienceOf(r: CompiledResume, d: JobIndexData, i: number): JobMatch["reasons"]["experience"] {
  const job = d.seniority[i]!;
  const resume = SENIORITIES[r.seniority]!;
  if (job < 0) return { job: null, resume, fit: "unknown" };
  const gap = job - r.seniority;
  const fit: ExperienceFit =
    gap === 0 ? "same" : Math.abs(gap) === 1 ? "near" : gap < 0 ? "overqualified" : "underqualified";
  return { job: SENIORITIES[job]!, resume, fit };
}

function reasons(resume: ResumeFeatures, index: JobIndex, r: CompiledResume, i: number): JobMatch["reasons"] {
  const job = index.jobs[i]!;
  const have = new Set(resume.skills);
  const all = [...job.skills.must, ...job.skills.nice];
  return {
    matchedSkills: all.filter((id) => have.has(id)),
    missingSkills: all.filter((id) => !have.has(id)),
    title: Math.round(titleScore(r, index.data, i) * 100) / 100,
    location: PLACES[placeOf(r, index.data, i)]!,
    experience: experienceOf(r, index.data, i),
  };
}

/**
 * Score how well a job suits a resume, 0..1, with reasons. Skills weigh most (must-haves count
 * fully, nice-to-haves 0.4), then title similarity (same id, else ISCO family, else position
 * words), seniority and years, location (same city > region > country > abroad; remote jobs
 * fit anywhere) and required spoken languages. Parts the job does not state are left out.
 * For many jobs use rankJobs with a JobIndex.
 */
export function scoreJobMatch(resume: ResumeFeatures, job: JobFeatures): JobMatch {
  const index = createJobIndex([job]);
  const r = compileResume(resume);
  return {
    score: Math.round(scoreAt(r, index.data, 0) * 1000) / 1000,
    reasons: reasons(resume, index, r, 0),
  };
}

/** A resume compiled once, for many jobs' scores and reasons against indexes of jobs. */
export interface ResumeMatcher {
  /** The score (0..1) of every job of the index, as scoreAllJobs. */
  scoreAll(index: JobIndex): Float32Array;
  /** One indexed job's match with its reasons, as scoreJobMatch gives for that job. */
  matchAt(index: JobIndex, i: number): JobMatch;
  /** Occupation links of every job of the index, as occupationLinks. */
  linksAll(index: JobIndex): Uint8Array;
}

export function createResumeMatcher(resume: ResumeFeatures): ResumeMatcher {
  const r = compileResume(resume);
  return {
    scoreAll: (index) => scoresOf(r, index),
    linksAll: (index) => linksOf(r, index),
    matchAt: (index, i) => ({
      score: Math.round(scoreAt(r, index.data, i) * 1000) / 1000,
      reasons: reasons(resume, index, r, i),
    }),
  };
}

function scoresOf(r: CompiledResume, index: JobIndex): Float32Array {
  const scores = new Float32Array(index.size);
  for (let i = 0; i < index.size; i++) scores[i] = scoreAt(r, index.data, i);
  return scores;
}

/**
 * The score (0..1) of every indexed job for a resume, aligned with the index's job order: one
 * pass over typed arrays, no reasons. For filters and sorts over the whole job set; compute
 * reasons only for the jobs shown (scoreJobMatch).
 */
export function scoreAllJobs(resume: ResumeFeatures, index: JobIndex): Float32Array {
  return scoresOf(compileResume(resume), index);
}

export interface RankedJob extends JobMatch {
  /** Position of the job in the job list (or index). */
  index: number;
}

/**
 * The best `limit` jobs (default 50) for a resume, best first, each with score and reasons,
 * skipping scores below `minScore` (default 0) unless `keepLinked` and the job is of the resume's
 * occupation (occupationLinks). Pass a JobIndex (createJobIndex) built once per
 * job set; a plain array is compiled on every call. Ranking 100,000 indexed jobs is one pass
 * over typed arrays with a bounded heap; reasons are computed for the returned jobs only.
 */
export function rankJobs(
  resume: ResumeFeatures,
  jobs: JobIndex | readonly JobFeatures[],
  options: { limit?: number; minScore?: number; keepLinked?: boolean } = {},
): RankedJob[] {
  const index = "data" in jobs ? jobs : createJobIndex(jobs);
  const limit = Math.max(1, options.limit ?? 50);
  const minScore = options.minScore ?? 0;
  const r = compileResume(resume);
  const d = index.data;
  // Min-heap of the best `limit` (score, index) pairs.
  const heapScore = new Float64Array(limit);
  const heapIndex = new Int32Array(limit);
  let size = 0;
  for (let i = 0; i < index.size; i++) {
    const s = scoreAt(r, d, i);
    if (s < minScore && !(options.keepLinked && linkedAt(r, d, i))) continue;
    if (size < limit) {
      let c = size++;
      while (c > 0) {
        const p = (c - 1) >> 1;
        if (heapScore[p]! <= s) break;
        heapScore[c] = heapScore[p]!;
        heapIndex[c] = heapIndex[p]!;
        c = p;
      }
      heapScore[c] = s;
      heapIndex[c] = i;
    } else if (s > heapScore[0]!) {
      let c = 0;
      for (;;) {
        const l = 2 * c + 1;
        if (l >= size) break;
        const m = l + 1 < size && heapScore[l + 1]! < heapScore[l]! ? l + 1 : l;
        if (heapScore[m]! >= s) break;
        heapScore[c] = heapScore[m]!;
        heapIndex[c] = heapIndex[m]!;
        c = m;
      }
      heapScore[c] = s;
      heapIndex[c] = i;
    }
  }
  const order = Array.from({ length: size }, (_, k) => k).sort(
    (a, b) => heapScore[b]! - heapScore[a]! || heapIndex[a]! - heapIndex[b]!,
  );
  return order.map((k) => ({
    index: heapIndex[k]!,
    score: Math.round(heapScore[k]! * 1000) / 1000,
    reasons: reasons(resume, index, r, heapIndex[k]!),
  }));
}

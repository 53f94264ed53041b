import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import { buildJobIndex, type JobFeatures, type JobIndex as MatchIndex } from "@sira/nlp/match";
import { normalizeText } from "@sira/nlp/normalize";
import { listConcepts } from "@sira/nlp/vocabulary";
import { countryCodes, experienceLevels, jobSources, jobTypes, remoteModes } from "@sira/schema/constants";
import type { Job, JobRegion } from "@sira/schema/job-api";
import type { Db } from "../../db/client";
import { toJob } from "./job-form";
import { localJobWrites } from "./job-set-writes";
import type { JobHead, JobRow } from "./jobs.repository";
import { listJobHeads, listJobsForIndex, readJobSetVersion } from "./jobs.repository";
import { atOnce, eachOf, inSteps, jobsPerStep, restAfter, type Steps } from "./steps";

/** What filtering and scoring read of one job, kept in memory. */
export interface IndexedJob {
  id: string;
  /** Epoch milliseconds. */
  date: number;
  country: JobRow["country"];
  region: string | null;
  /** Normalized location text, for city keywords. */
  location: string;
  remote: JobRow["remote"];
  jobType: JobRow["jobType"];
  experience: JobRow["experience"];
  source: JobRow["source"];
  dedupKey: string | null;
  feedId: string | null;
  /**
   * The normalized text searches and keywords look in, as UTF-8 bytes outside the JS heap (a
   * string of it took 14 of a 10,000-job index's 35 MB of heap, copied by every young collection
   * during a load). A UTF-8 needle is found in UTF-8 bytes exactly where the string holds it.
   */
  searchText: Buffer;
  /** Same object for the life of the index, so nlp's compiled form is reused between calls. */
  features: JobFeatures;
  /**
   * The job's card as the API gives it (descriptions empty), built the first time a page shows
   * it (most jobs of a large board never are) and kept: pages of cards are answered from memory.
   */
  readonly card: Job;
}

/** One open posting of a job that several boards carry (the same dedup key). */
export interface BoardPosting {
  id: string;
  source: JobRow["source"];
  link: string | null;
  feedId: string | null;
}

/**
 * What the list filters and sorts read of every job, one typed array per field in the index's
 * order (enums as their position in the shared constants): a pass over 10,000 jobs reads a few
 * contiguous arrays instead of 10,000 objects spread over the heap, which made it bound by
 * memory (about ten times slower than the same pass over fresh objects).
 */
export interface JobColumns {
  /** Epoch milliseconds. */
  date: Float64Array;
  /** Position in countryCodes, `noCountry` for none. */
  country: Uint8Array;
  remote: Uint8Array;
  jobType: Uint8Array;
  experience: Uint8Array;
  source: Uint8Array;
}
export const noCountry = 255;

const codesOf = <T extends string>(values: readonly T[]) =>
  new Map<string, number>(values.map((v, i) => [v, i]));
export const columnCodes = {
  country: codesOf(countryCodes),
  remote: codesOf(remoteModes),
  jobType: codesOf(jobTypes),
  experience: codesOf(experienceLevels),
  source: codesOf(jobSources),
};

function* columnsOf(jobs: readonly IndexedJob[]): Steps<JobColumns> {
  const n = jobs.length;
  const c: JobColumns = {
    date: new Float64Array(n),
    country: new Uint8Array(n),
    remote: new Uint8Array(n),
    jobType: new Uint8Array(n),
    experience: new Uint8Array(n),
    source: new Uint8Array(n),
  };
  for (let i = 0; i < n; i++) {
    if (i % jobsPerStep === jobsPerStep - 1) yield;
    const job = jobs[i]!;
    c.date[i] = job.date;
    c.country[i] = job.country === null ? noCountry : columnCodes.country.get(job.country)!;
    c.remote[i] = columnCodes.remote.get(job.remote)!;
    c.jobType[i] = columnCodes.jobType.get(job.jobType)!;
    c.experience[i] = columnCodes.experience.get(job.experience)!;
    c.source[i] = columnCodes.source.get(job.source)!;
  }
  return c;
}

/** All jobs at one job-set version. */
export interface JobIndex {
  version: string;
  jobs: IndexedJob[];
  /** The jobs' filtered and sorted fields, column by column. */
  columns: JobColumns;
  /** The jobs' features compiled once per job set for fast scoring (nlp createJobIndex). */
  matchIndex: MatchIndex;
  /** Each open job's last update (as stored), so the next load fetches only what changed. */
  updatedAt: Map<string, string>;
  /** Every open job's entry by id, duplicates across boards included (the next load's base). */
  entries: Map<string, IndexedJob>;
  /** Each listed job's position in `jobs`, by id. */
  at: Map<string, number>;
  /**
   * Open postings per dedup key carried by several (first seen first), for the links of a job on
   * several boards; a key with one posting has no group.
   */
  postings: Map<string, BoardPosting[]>;
  /**
   * The index this one replaced and, per job of this one, its position there when it is the
   * same entry (carried over unchanged), else -1: scores against `from` are moved over by
   * position instead of each resume looking every job up. Dropped from `from` when a newer
   * index replaces this one, so indexes never chain.
   */
  carried?: {
    from: JobIndex;
    positions: Int32Array;
    /** The jobs `from` did not have (positions here), compiled once for every resume's rescoring. */
    fresh?: { positions: number[]; matchIndex?: MatchIndex };
  };
}

/**
 * Jobs read per query when the index loads: the driver hands a query's rows over in one turn of
 * the event loop, so a few hundred rows with their features would hold requests for tens of ms.
 */
const indexLoadChunk = 100;

/**
 * Runs a background index load in its turn: with PostgreSQL, under an advisory lock shared by
 * every process on the database (Database.withLock), so processes load a new job set one after
 * another; with one process (PGlite, tests) the load just runs.
 */
export type LoadTurns = <T>(load: () => Promise<T>) => Promise<T>;
const noTurns: LoadTurns = (load) => load();
/** Advisory lock id of background index loads ("sirj" in ASCII). */
export const indexLoadLockKey = 0x7369726a;

/** How long a checked job-set version is trusted before the database is asked again. */
const versionRecheckMs = 1000;

/**
 * The in-memory job index of one database. The job-set version (count and last update) is read
 * at most once a second per process, so a page of matches costs no scan of the jobs table;
 * when it changed (a feed refresh or import by any process), the index reloads incrementally:
 * one small query for every open job's id and last update, then the full columns of new and
 * changed jobs only. While that load runs, callers keep the index they had (a refresh of 10,000
 * jobs never stalls browsing); after a write by this process (`jobSetWritten`), the next call
 * waits for the new index, so an import's own answer and the next match agree. Concurrent
 * callers share one load and one version check.
 */
export class JobIndexCache {
  private current: JobIndex | undefined;
  private currentSeq = 0;
  private loads = 0;
  private loading: { version: string; promise: Promise<JobIndex> } | undefined;
  private checking: { writes: number; promise: Promise<string> } | undefined;
  private checkedAt = 0;
  /** `localJobWrites()` when `current` was last confirmed current. */
  private seenWrites = -1;

  constructor(
    private readonly db: Db,
    private readonly turns: LoadTurns = noTurns,
  ) {}

  /** The index at the database's current job-set version (or, while it loads, the previous one). */
  async get(): Promise<JobIndex> {
    const writes = localJobWrites();
    if (this.current && writes === this.seenWrites) {
      // Only another process can have changed the jobs: answer from the index we have and check
      // the version beside the request (a count over every job, slower just after a large
      // refresh commits), loading a new index in the background when it moved.
      if (Date.now() - this.checkedAt >= versionRecheckMs) this.checkInBackground(writes);
      return this.current;
    }
    const version = await this.checkVersion(writes);
    if (this.current?.version === version) {
      this.seenWrites = writes;
      return this.current;
    }
    const loading = this.loadVersion(version, writes);
    // Another process changed the jobs: serve what we have until the new index is ready.
    if (this.current && writes === this.seenWrites) return this.current;
    return loading;
  }

  private checkInBackground(writes: number): void {
    if (this.checking) return;
    void this.checkVersion(writes)
      .then((version) => {
        if (this.current?.version !== version && writes === localJobWrites())
          return this.loadVersion(version, writes);
      })
      .catch(() => {
        // The next request checks again; until then the current index answers.
      });
  }

  /** The job-set version, read once for every caller that has seen the same local writes. */
  private checkVersion(writes: number): Promise<string> {
    if (this.checking?.writes !== writes) {
      const promise = readJobSetVersion(this.db).then((version) => {
        this.checkedAt = Date.now();
        return version;
      });
      const checking = { writes, promise };
      this.checking = checking;
      void promise
        .finally(() => {
          if (this.checking === checking) this.checking = undefined;
        })
        .catch(() => {});
    }
    return this.checking.promise;
  }

  /** One load per version; a load finishing after a newer one does not replace it. */
  private loadVersion(version: string, writes: number): Promise<JobIndex> {
    if (this.loading?.version !== version) {
      const seq = ++this.loads;
      // Another process's change, with an index to answer from meanwhile: load in the background.
      const background = this.current !== undefined && writes === this.seenWrites;
      const promise = this.load(version, background).then((index) => {
        if (seq > this.currentSeq) {
          this.current = index;
          this.currentSeq = seq;
          this.seenWrites = writes;
        }
        return index;
      });
      const loading = { version, promise };
      this.loading = loading;
      void promise
        .finally(() => {
          if (this.loading === loading) this.loading = undefined;
        })
        .catch(() => {});
    }
    return this.loading.promise;
  }

  private async load(version: string, background: boolean): Promise<JobIndex> {
    // Every web process sees a refresh's commit within the same second; a background load
    // starts after a random pause of up to a second and then waits its turn (`turns`), so the
    // processes load one after another instead of all at once on the same cores.
    if (!background) return this.loadNow(version, false);
    await sleep(Math.random() * 1000);
    return this.turns(() => this.loadNow(version, true));
  }

  private async loadNow(version: string, background: boolean): Promise<JobIndex> {
    const previous = this.current;
    // The passes over every open job below are steps of 1,000 jobs (a few ms each): a request's
    // load runs them at once; the background in steps, resting between them (steps.ts).
    const run = <T>(steps: Steps<T>) => (background ? inSteps(steps, { rest: true }) : atOnce(steps));
    const heads: JobHead[] = [];
    for await (const page of listJobHeads(this.db)) {
      for (const head of page) heads.push(head);
      await nextTurn();
    }
    const known = new Map<string, IndexedJob>();
    const changed: string[] = [];
    await run(
      eachOf(heads, (h) => {
        const entry = previous?.entries.get(h.id);
        if (entry && previous!.updatedAt.get(h.id) === h.updatedAt) known.set(h.id, entry);
        else changed.push(h.id);
      }),
    );
    // A refresh may change thousands of jobs: read and build their entries a hundred at a
    // time, letting requests in between (the previous index keeps answering them); in the
    // background, resting after each part (steps.ts restAfter), so browsing keeps most of the process.
    const locations = new Map<string, string>();
    const strings = new SharedStrings();
    for (let i = 0; i < changed.length; i += indexLoadChunk) {
      const started = performance.now();
      const rows = await listJobsForIndex(this.db, changed.slice(i, i + indexLoadChunk));
      for (let k = 0; k < rows.length; k++) {
        if (k % 50 === 49) await nextTurn();
        known.set(rows[k]!.id, indexedJobOf(rows[k]!, locations, strings));
      }
      // A part's time includes its query's, which PostgreSQL spends on the same machine's cores.
      if (background) await restAfter(performance.now() - started, 250, 3);
    }
    return run(assemble(version, heads, known, previous, strings));
  }
}

/**
 * The index from every open job's head and entry: duplicates across boards merged, positions
 * carried over from `previous`, features compiled, columns and lookups built, in steps.
 */
function* assemble(
  version: string,
  heads: readonly JobHead[],
  known: ReadonlyMap<string, IndexedJob>,
  previous: JobIndex | undefined,
  strings: SharedStrings,
): Steps<JobIndex> {
  const entries = new Map<string, IndexedJob>();
  const updatedAt = new Map<string, string>();
  // One entry per posting across boards: of the open rows sharing a dedup key, those of the
  // first-seen origin (feed, else platform) stand for all; postings of that same origin stay
  // apart (one employer may post the same title twice). The detail lists every board's link,
  // so only keys with several postings keep a group.
  const first = new Map<string, JobHead>();
  const jobs: IndexedJob[] = [];
  const postings = new Map<string, BoardPosting[]>();
  const postingOf = (h: JobHead): BoardPosting => ({
    id: h.id,
    source: h.source,
    link: h.link,
    feedId: h.feedId,
  });
  yield* eachOf(heads, (h) => {
    const entry = known.get(h.id);
    // Keyed by the entry's own id string (the head's copy is dropped); the jobs of one write
    // share their last update.
    const id = entry?.id ?? h.id;
    updatedAt.set(id, strings.of(h.updatedAt));
    if (entry) entries.set(id, entry);
    if (h.dedupKey) {
      const firstHead = first.get(h.dedupKey);
      if (firstHead === undefined) first.set(h.dedupKey, h);
      else {
        const group = postings.get(h.dedupKey);
        if (group) group.push(postingOf(h));
        else postings.set(h.dedupKey, [postingOf(firstHead), postingOf(h)]);
        if (jobOrigin(firstHead) !== jobOrigin(h)) return;
      }
    }
    if (entry) jobs.push(entry);
  });
  const features: JobFeatures[] = new Array(jobs.length);
  const at = new Map<string, number>();
  const positions = previous ? new Int32Array(jobs.length) : undefined;
  yield* eachOf(jobs, (job, i) => {
    features[i] = job.features;
    at.set(job.id, i);
    if (positions) {
      // The same entry at its place in the previous index, else -1 (new or changed).
      const was = previous!.at.get(job.id);
      positions[i] = was !== undefined && previous!.jobs[was] === job ? was : -1;
    }
  });
  let carried: JobIndex["carried"];
  if (previous && positions) {
    carried = { from: previous, positions };
    previous.carried = undefined;
  }
  // Compiling 10,000 jobs takes tens of milliseconds: in steps of 250.
  const matchIndex = yield* buildJobIndex(features, 250);
  const columns = yield* columnsOf(jobs);
  return { version, carried, jobs, columns, matchIndex, updatedAt, postings, entries, at };
}

type IndexRow = Awaited<ReturnType<typeof listJobsForIndex>>[number];

/**
 * One copy of each string many jobs of a load share: the driver makes a new string per row for
 * companies, places, enum values and the vocabulary ids of the features, and each kept copy is
 * one more object for the young-generation collector to copy and the old one to mark (the
 * scavenges during a 10,000-job load were the longest pauses browsing saw).
 */
class SharedStrings {
  private readonly seen = new Map<string, string>();
  of<T extends string | null>(value: T): T {
    if (value === null) return value;
    const kept = this.seen.get(value);
    if (kept !== undefined) return kept as T;
    this.seen.set(value, value);
    return value;
  }
  /** The strings of a parsed JSON value (arrays and objects, in place) replaced by shared copies. */
  within(value: unknown): void {
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const v = value[i];
        if (typeof v === "string") value[i] = this.of(v);
        else this.within(v);
      }
    } else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      for (const key in record) {
        const v = record[key];
        if (typeof v === "string") record[key] = this.of(v);
        else this.within(v);
      }
    }
  }
}

/**
 * A job of the index: what filters and scoring read, and the few fields its card adds, in one
 * object per job (no row, Date or closure kept beside it).
 */
class IndexEntry implements IndexedJob {
  readonly id: string;
  readonly date: number;
  readonly country: JobRow["country"];
  readonly region: string | null;
  readonly location: string;
  readonly remote: JobRow["remote"];
  readonly jobType: JobRow["jobType"];
  readonly experience: JobRow["experience"];
  readonly source: JobRow["source"];
  readonly dedupKey: string;
  readonly feedId: string | null;
  readonly searchText: Buffer;
  readonly features: JobFeatures;
  private readonly position: string;
  private readonly company: string | null;
  private readonly logo: string | null;
  private readonly place: string;
  private readonly link: string | null;
  private readonly language: JobRow["language"];
  private readonly closedAt: Date | null;
  private madeCard: Job | undefined;

  constructor(r: IndexRow, location: string, s: SharedStrings) {
    this.id = r.id;
    this.date = new Date(r.date).getTime();
    this.country = s.of(r.country);
    this.region = s.of(r.region);
    this.location = location;
    this.remote = s.of(r.remote);
    this.jobType = s.of(r.jobType);
    this.experience = s.of(r.experience);
    this.source = s.of(r.source);
    this.dedupKey = r.dedupKey;
    this.feedId = s.of(r.feedId);
    this.searchText = Buffer.from(r.searchText);
    s.within(r.features);
    this.features = r.features;
    this.position = s.of(r.position);
    this.company = s.of(r.company);
    this.logo = s.of(r.logo);
    this.place = s.of(r.location);
    this.link = r.link;
    this.language = s.of(r.language);
    this.closedAt = r.closedAt;
  }

  /** Built the first time a page shows the job (most jobs of a large board never are), then kept. */
  get card(): Job {
    this.madeCard ??= toJob({
      id: this.id,
      position: this.position,
      company: this.company,
      logo: this.logo,
      location: this.place,
      country: this.country,
      region: this.region,
      date: new Date(this.date),
      remote: this.remote,
      jobType: this.jobType,
      experience: this.experience,
      source: this.source,
      link: this.link,
      descriptionEn: "",
      descriptionAr: "",
      language: this.language,
      closedAt: this.closedAt,
      dedupKey: this.dedupKey,
      feedId: this.feedId,
    });
    return this.madeCard;
  }
}

function indexedJobOf(r: IndexRow, locations: Map<string, string>, s: SharedStrings): IndexedJob {
  // A board repeats a few dozen places over thousands of jobs.
  let location = locations.get(r.location);
  if (location === undefined) {
    location = normalizeText(r.location);
    locations.set(r.location, location);
  }
  return new IndexEntry(r, location, s);
}

/** A listed job of the index by id. */
export function jobOf(index: JobIndex, id: string): IndexedJob | undefined {
  const i = index.at.get(id);
  return i === undefined ? undefined : index.jobs[i];
}

/** Where a job came from, for merging duplicates across boards: its feed, else its platform. */
export function jobOrigin(job: { feedId: string | null; source: string }): string {
  return job.feedId ?? `source:${job.source}`;
}

let regions: (JobRegion & { keys: string[] })[] | undefined;

/**
 * The places of the location filter, by country: the 13 Saudi regions, each with its cities, and
 * the cities of the other countries (labels in both languages), with the normalized names
 * matched against a job's location text.
 */
export function jobPlaces(): (JobRegion & { keys: string[] })[] {
  const keysOf = (names: string[]) => names.map((n) => normalizeText(n)).filter((k) => k.length > 2);
  regions ??= [
    ...listConcepts("location")
      .filter((c) => c.level === "region" && c.country === "SA" && c.region)
      .map((region) => {
        const cities = listConcepts("location").filter(
          (c) => c.level === "city" && c.region === region.region,
        );
        const names = [region.en.replace(/ (Region|Province)$/, ""), region.ar.replace(/^منطقة /, "")];
        return {
          id: region.region!,
          country: "SA" as const,
          en: region.en,
          ar: region.ar,
          cities: cities.map((c) => ({ en: c.en, ar: c.ar })),
          keys: keysOf([...names, ...cities.flatMap((c) => [c.en, c.ar])]),
        };
      }),
    ...listConcepts("location")
      .filter((c) => c.level === "city" && c.country && c.country !== "SA")
      .map((city) => ({
        id: city.id,
        country: city.country!,
        en: city.en,
        ar: city.ar,
        cities: [],
        keys: keysOf([city.en, city.ar]),
      })),
  ];
  return regions;
}

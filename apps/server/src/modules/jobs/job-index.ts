import { createJobIndex, type JobFeatures, type JobIndex as MatchIndex } from "@sira/nlp/match";
import { normalizeText } from "@sira/nlp/normalize";
import { listConcepts } from "@sira/nlp/vocabulary";
import type { JobRegion } from "@sira/schema/job-api";
import type { Db } from "../../db/client";
import type { JobRow } from "./jobs.repository";
import { listJobsForIndex, readJobSetVersion } from "./jobs.repository";

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
  searchText: string;
  /** Same object for the life of the index, so nlp's compiled form is reused between calls. */
  features: JobFeatures;
}

/** All jobs at one job-set version. */
export interface JobIndex {
  version: string;
  jobs: IndexedJob[];
  /** The jobs' features compiled once per job set for fast scoring (nlp createJobIndex). */
  matchIndex: MatchIndex;
}

/**
 * The in-memory job index of one database: reloaded when the job-set version (count and last
 * update) changes, so imports from any process are seen on the next call. Concurrent callers
 * share one load.
 */
export class JobIndexCache {
  private current: JobIndex | undefined;
  private loading: Promise<JobIndex> | undefined;

  constructor(private readonly db: Db) {}

  /** The index at the database's current job-set version. */
  async get(): Promise<JobIndex> {
    const version = await readJobSetVersion(this.db);
    if (this.current?.version === version) return this.current;
    if (!this.loading)
      this.loading = this.load(version).finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  private async load(version: string): Promise<JobIndex> {
    // One entry per posting across boards: of the open rows sharing a dedup key, those of the
    // first-seen origin (feed, else platform) stand for all; postings of that same origin stay
    // apart (one employer may post the same title twice). The detail lists every board's link.
    const winner = new Map<string, string>();
    const rows = (await listJobsForIndex(this.db)).filter((r) => {
      if (!r.dedupKey) return true;
      const origin = jobOrigin(r);
      const first = winner.get(r.dedupKey);
      if (first === undefined) winner.set(r.dedupKey, origin);
      return first === undefined || first === origin;
    });
    const jobs: IndexedJob[] = rows.map((r) => ({
      id: r.id,
      date: new Date(r.date).getTime(),
      country: r.country,
      region: r.region,
      location: normalizeText(r.location),
      remote: r.remote,
      jobType: r.jobType,
      experience: r.experience,
      source: r.source,
      searchText: r.searchText,
      features: r.features,
    }));
    const index: JobIndex = { version, jobs, matchIndex: createJobIndex(jobs.map((j) => j.features)) };
    this.current = index;
    return index;
  }
}

/** Where a job came from, for merging duplicates across boards: its feed, else its platform. */
export function jobOrigin(job: { feedId: string | null; source: string }): string {
  return job.feedId ?? `source:${job.source}`;
}

let regions: (JobRegion & { keys: string[] })[] | undefined;

/**
 * The 13 Saudi regions of the location filter, each with its cities (labels in both languages)
 * and the normalized city and region names matched against a job's location text.
 */
export function saudiRegions(): (JobRegion & { keys: string[] })[] {
  regions ??= listConcepts("location")
    .filter((c) => c.level === "region" && c.country === "SA" && c.region)
    .map((region) => {
      const cities = listConcepts("location").filter((c) => c.level === "city" && c.region === region.region);
      const names = [region.en.replace(/ (Region|Province)$/, ""), region.ar.replace(/^منطقة /, "")];
      return {
        id: region.region!,
        en: region.en,
        ar: region.ar,
        cities: cities.map((c) => ({ en: c.en, ar: c.ar })),
        keys: [...names, ...cities.flatMap((c) => [c.en, c.ar])]
          .map((n) => normalizeText(n))
          .filter((k) => k.length > 2),
      };
    });
  return regions;
}

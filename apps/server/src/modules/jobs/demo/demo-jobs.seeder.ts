import { createHash } from "node:crypto";
import { VOCABULARY_VERSION } from "@sira/nlp/vocabulary";
import { like } from "drizzle-orm";
import { jobs } from "../../../db/schema";
import type { Seeder } from "../../../db/seeder";
import type { JobInput } from "../feeds/job-record";
import { prepareJobRow } from "../job-ingest";
import { upsertJobs } from "../jobs.repository";

type DemoJob = typeof import("./demo-jobs.json")["jobs"][number];

/** The demo set (1.5 MB), read when a seeder runs rather than at every start (a chunk of the build). */
async function demoFile() {
  return (await import("./demo-jobs.json", { with: { type: "json" } })).default;
}

/** A demo posting as a feed job; its age becomes a date relative to the first seeding. */
function demoInput(job: DemoJob): JobInput {
  return {
    source: job.source as JobInput["source"],
    externalId: job.id,
    position: job.position,
    company: job.company,
    logo: null,
    location: job.location,
    country: job.country,
    date: null,
    remote: job.remote as JobInput["remote"],
    jobType: job.jobType as JobInput["jobType"],
    experience: job.experience as JobInput["experience"],
    link: job.link,
    descriptionEn: job.descriptionEn,
    descriptionAr: job.descriptionAr,
    description: "",
  };
}

/** Hash of a demo entry as written in the file plus the vocabulary version features came from. */
function demoHash(job: DemoJob): string {
  return createHash("sha256")
    .update(VOCABULARY_VERSION)
    .update(JSON.stringify(job))
    .digest("hex")
    .slice(0, 40);
}

/**
 * Seeds the bundled bilingual demo set (demo-jobs.json, made by generate-demo-jobs.mjs).
 * Idempotent and cheap on every start: a demo row stores the hash of its file entry, so only
 * new or edited entries are prepared (features extracted) and written; a job's date is set only
 * when it is first inserted (now minus its age in the file).
 */
export const demoJobsSeeder: Seeder = {
  name: "demo-jobs",
  async run(db) {
    const demo = await demoFile();
    const stored = await db
      .select({ source: jobs.source, externalId: jobs.externalId, contentHash: jobs.contentHash })
      .from(jobs)
      .where(like(jobs.externalId, "demo-%"));
    const current = new Set(stored.map((r) => `${r.source}:${r.externalId}:${r.contentHash}`));
    const now = Date.now();
    const rows = demo.jobs.flatMap((job) => {
      const hash = demoHash(job);
      if (current.has(`${job.source}:${job.id}:${hash}`)) return [];
      const row = prepareJobRow(demoInput(job), new Date(now - job.ageHours * 3_600_000));
      return [{ ...row, contentHash: hash, hasDate: false }];
    });
    const { insertedIds, updated } = await upsertJobs(db, rows);
    return `${insertedIds.length} demo jobs inserted, ${updated} updated, ${demo.jobs.length - insertedIds.length - updated} unchanged`;
  },
};

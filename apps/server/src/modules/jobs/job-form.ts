import { placeNames, positionNames } from "@sira/nlp/place-names";
import { isSampleJobLink, type Job } from "@sira/schema/job-api";
import type { JobListRow } from "./jobs.repository";

/** API form of a stored job. */
export function toJob(row: JobListRow): Job {
  return {
    id: row.id,
    position: row.position,
    company: row.company,
    logo: row.logo,
    location: row.location,
    country: row.country,
    region: row.region,
    date: row.date.toISOString(),
    remote: row.remote,
    jobType: row.jobType,
    experience: row.experience,
    source: row.source,
    link: row.link,
    descriptionEn: row.descriptionEn,
    descriptionAr: row.descriptionAr,
    language: row.language,
    positionNames: positionNames(row.position),
    placeNames: placeNames(row.location),
    closedAt: row.closedAt ? row.closedAt.toISOString() : null,
    ...(isSampleJobLink(row.link) && { sample: true }),
  };
}

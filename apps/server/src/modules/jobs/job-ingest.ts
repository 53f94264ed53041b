import { createHash } from "node:crypto";
import { htmlToText, sanitizeDescription } from "@sira/html";
import { extractJobFeatures } from "@sira/nlp/match";
import { detectLanguage, normalizeText } from "@sira/nlp/normalize";
import { findConcepts } from "@sira/nlp/vocabulary";
import { readWorkEligibility, statesWorkEligibility } from "@sira/nlp/work-eligibility";
import { type CountryCode, countryCodes } from "@sira/schema/constants";
import type { jobs } from "../../db/schema";
import type { JobInput } from "./feeds/job-record";
import { dedupKeyOf } from "./job-lifecycle";

export type NewJobRow = typeof jobs.$inferInsert;

function resolveCountry(text: string | null): CountryCode | null {
  if (!text) return null;
  const code = text.trim().toUpperCase();
  if ((countryCodes as readonly string[]).includes(code)) return code as CountryCode;
  if (code === "KSA" || code === "UAE") return code === "KSA" ? "SA" : "AE";
  for (const { concept } of findConcepts(text, "location")) if (concept.country) return concept.country;
  return null;
}

/** Normalized searchable text: position and both descriptions, Arabic normalized, lowercased. */
export function searchTextOf(position: string, descriptionEn: string, descriptionAr: string): string {
  return normalizeText([position, htmlToText(descriptionEn), htmlToText(descriptionAr)].join(" \n "));
}

/**
 * Turn a feed job into a row ready to upsert: descriptions sanitized (strong and br only), a
 * single description filed under its language, features computed once (title ids, skills,
 * seniority, years, city, Saudi region, country, language, who may apply), missing fields defaulted (full
 * time, onsite, level from the text, date now), plus the search text and a content hash.
 */
export function prepareJobRow(input: JobInput, now: Date): NewJobRow {
  let descriptionEn = sanitizeDescription(input.descriptionEn);
  let descriptionAr = sanitizeDescription(input.descriptionAr);
  if (input.description) {
    const single = sanitizeDescription(input.description);
    if (detectLanguage(htmlToText(single)) === "ar") descriptionAr ||= single;
    else descriptionEn ||= single;
  }
  const features = extractJobFeatures({
    position: input.position,
    descriptionEn: htmlToText(descriptionEn),
    descriptionAr: htmlToText(descriptionAr),
    location: input.location,
    experience: input.experience,
    remote: input.remote,
  });
  const country = features.country ?? resolveCountry(input.country);
  if (!features.country && country) features.country = country;
  // Who may apply (nationality, residency, visa), kept with the features only when stated.
  const eligibility = readWorkEligibility(
    [input.position, htmlToText(descriptionEn), htmlToText(descriptionAr), input.terms ?? ""].join("\n"),
    { country },
  );
  if (statesWorkEligibility(eligibility)) features.eligibility = eligibility;
  const language = descriptionAr && (!descriptionEn || detectLanguage(input.position) === "ar") ? "ar" : "en";
  const row: NewJobRow = {
    source: input.source,
    externalId: input.externalId,
    position: input.position,
    company: input.company,
    logo: input.logo,
    location: input.location,
    country,
    region: features.region,
    date: input.date ?? now,
    remote: input.remote ?? (features.remote ? "remote" : "onsite"),
    jobType: input.jobType ?? (features.seniority === "intern" ? "internship" : "full_time"),
    experience: input.experience ?? features.seniority ?? "entry",
    link: input.link,
    descriptionEn,
    descriptionAr,
    language,
    titleKey: normalizeText(input.position),
    searchText: searchTextOf(input.position, descriptionEn, descriptionAr),
    seniority: features.seniority,
    skills: [...features.skills.must, ...features.skills.nice],
    features,
    validThrough: input.validThrough ?? null,
    dedupKey: dedupKeyOf({
      company: input.company,
      position: input.position,
      city: features.city,
      location: input.location,
      validThrough: input.validThrough ?? null,
    }),
  };
  const { date: _date, ...content } = row;
  row.contentHash = createHash("sha256")
    .update(JSON.stringify({ ...content, date: input.date?.toISOString() ?? null }))
    .digest("hex")
    .slice(0, 40);
  return row;
}

import { createHash } from "node:crypto";
import { experienceLevels, jobSources, type jobTypes, type remoteModes } from "@sira/schema/constants";

type JobSource = (typeof jobSources)[number];
type JobType = (typeof jobTypes)[number];
type Experience = (typeof experienceLevels)[number];
type Remote = (typeof remoteModes)[number];

/** A job read from a feed, before sanitizing and feature extraction. */
export interface JobInput {
  source: JobSource;
  externalId: string;
  position: string;
  company: string | null;
  logo: string | null;
  location: string;
  /** Country as the feed wrote it (code or name, either language); resolved on ingest. */
  country: string | null;
  /** Null when the feed gives no date: the import time is used for a new job. */
  date: Date | null;
  remote: Remote | null;
  jobType: JobType | null;
  experience: Experience | null;
  link: string | null;
  /** Descriptions as given (HTML or text); a single description is filed under its language. */
  descriptionEn: string;
  descriptionAr: string;
  /** An undivided description whose language is decided on ingest. */
  description: string;
  /** When the posting closes (schema.org validThrough, a board's closing date); null if not given. */
  validThrough?: Date | null;
  /**
   * A board's terms of who may apply, beside the description (Bayt's "Additional Terms":
   * للمواطنين السعوديين); read on ingest with the description for nationality and visa, not shown.
   */
  terms?: string;
}

/** One feed row: the job, or why it was rejected. Rows are numbered from 1 in feed order. */
export type RowResult = { row: number; job: JobInput } | { row: number; reason: string };

/**
 * Column mapping shared by the JSON and CSV feeds (docs: modules/jobs/README.md). Header names
 * are compared lowercased with spaces, dashes and underscores removed, so "Job Title",
 * "job_title" and "jobTitle" are the same column.
 */
export const columnAliases: Record<keyof JobInput | "title", string[]> = {
  externalId: ["id", "externalid", "jobid", "identifier", "reference", "ref"],
  source: ["source", "platform", "site"],
  position: ["position", "title", "jobtitle", "name", "role"],
  title: [],
  company: ["company", "companyname", "employer", "hiringorganization", "organization"],
  logo: ["logo", "companylogo", "logourl"],
  location: ["location", "companylocation", "joblocation", "city", "place", "address"],
  country: ["country", "countrycode"],
  date: ["date", "dateposted", "posted", "postedat", "postedon", "publishedat", "published", "createdat"],
  remote: [
    "remote",
    "workingplace",
    "workplace",
    "workplacetype",
    "remotemode",
    "joblocationtype",
    "worklocation",
  ],
  jobType: ["jobtype", "type", "employmenttype", "contracttype", "worktype"],
  experience: ["experience", "experiencelevel", "yearsofexperience", "seniority", "level", "careerlevel"],
  link: ["link", "url", "applyurl", "joburl", "href"],
  descriptionEn: ["descriptionen", "descriptionenglish", "englishdescription"],
  descriptionAr: ["descriptionar", "descriptionarabic", "arabicdescription"],
  description: ["description", "jobdescription", "summary", "details", "body", "snippet"],
  validThrough: ["validthrough", "expires", "expiresat", "expirydate", "closingdate", "deadline", "enddate"],
  terms: ["additionalterms", "terms", "eligibility"],
};

const columnKey = (name: string) => name.toLowerCase().replace(/[\s_\-.]+/g, "");

const aliasToField = new Map<string, keyof JobInput>();
for (const [field, aliases] of Object.entries(columnAliases))
  for (const alias of aliases) aliasToField.set(alias, field as keyof JobInput);

/** Limits a row must respect; longer values are rejected rather than cut. */
const maxLength = {
  position: 300,
  company: 300,
  location: 300,
  description: 40_000,
  link: 2000,
  externalId: 300,
};

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return "";
}

const missing = (v: string) => v === "" || /^(n\/a|na|null|none|-|—)$/i.test(v);

/** A remote mode from feed text ("Remote", "عن بُعد", "TELECOMMUTE", "من المكتب"…), or null. */
export function parseRemote(value: string): Remote | null {
  const v = value.toLowerCase().replace(/[\u064B-\u0652]/g, "");
  if (missing(v)) return null;
  if (/remote|telecommut|work from home|wfh|عن ?بعد|من المنزل/.test(v)) return "remote";
  if (/onsite|on-site|office|in person|hybrid|مكتب|موقع|حضوري/.test(v)) return "onsite";
  if (/^(true|yes|1)$/.test(v)) return "remote";
  if (/^(false|no|0)$/.test(v)) return "onsite";
  return null;
}

/** A job type from feed text, including schema.org employmentType values and Arabic. */
export function parseJobType(value: string): JobType | null {
  const v = value.toLowerCase().replace(/[\s-]+/g, "_");
  if (missing(v)) return null;
  if (/intern|تدريب_تعاوني|متدرب/.test(v)) return "internship";
  if (/train|تدريب/.test(v)) return "training";
  if (/part|جزئي/.test(v)) return "part_time";
  if (/contract|temporar|freelance|per_diem|seasonal|عقد|مؤقت|حر/.test(v)) return "contract";
  if (/full|permanent|دوام_كامل|كامل|دائم/.test(v)) return "full_time";
  return null;
}

const arabicDigits = (s: string) => s.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660));

/**
 * An experience level from a value (intern, entry, mid, above), words (internship, junior,
 * senior, manager, مبتدئ, مدير) or years ("3-5 years", "15-4 سنوات من الخبرة": the smaller number
 * counts; 3 or more is mid, the spec's "3+ years", 8 or more above).
 */
export function parseExperience(value: string): Experience | null {
  const v = arabicDigits(value.toLowerCase());
  if (missing(v)) return null;
  if ((experienceLevels as readonly string[]).includes(v)) return v as Experience;
  if (/intern|trainee|متدرب|تدريب/.test(v)) return "intern";
  if (/manager|director|head|executive|senior|lead|مدير|رئيس|إدار|ادار|تنفيذي/.test(v)) return "above";
  if (/entry|junior|graduate|fresh|مبتدئ|حديث/.test(v)) return "entry";
  const years = [...v.matchAll(/\d+/g)].map((m) => Number(m[0])).filter((n) => n <= 50);
  if (years.length > 0) {
    const min = Math.min(...years);
    return min >= 8 ? "above" : min >= 3 ? "mid" : "entry";
  }
  if (/mid|intermediate|experienced|متوسط/.test(v)) return "mid";
  return null;
}

function parseDate(value: string): Date | null | "invalid" {
  if (missing(value)) return null;
  const numeric = /^\d{10,13}$/.test(value) ? Number(value) * (value.length === 10 ? 1000 : 1) : Number.NaN;
  const date = new Date(Number.isNaN(numeric) ? value : numeric);
  if (Number.isNaN(date.getTime())) return "invalid";
  if (date.getTime() > Date.now() + 2 * 86_400_000) return "invalid";
  return date;
}

/** A closing date: any parseable date, past or future. */
function parseClosingDate(value: string): Date | null | "invalid" {
  if (missing(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "invalid" : date;
}

function httpUrl(value: string): string | null | "invalid" {
  if (missing(value)) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : "invalid";
  } catch {
    return "invalid";
  }
}

/** Stable id for rows without one: a hash of what identifies the posting. */
function fingerprint(parts: string[]): string {
  return `h:${createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 32)}`;
}

/** Map a record's columns to job fields by the alias table; unknown columns are ignored. */
export function fieldsOf(record: Record<string, unknown>): Partial<Record<keyof JobInput, string>> {
  const out: Partial<Record<keyof JobInput, string>> = {};
  for (const [name, value] of Object.entries(record)) {
    const field = aliasToField.get(columnKey(name));
    if (field && out[field] === undefined && !missing(text(value))) out[field] = text(value);
  }
  return out;
}

/**
 * Turn one feed record into a job or a rejection reason. Required: a position. Rejected: values
 * over the length limits, an unknown source, a date that does not parse (or lies in the future),
 * a link or logo that is not an http(s) URL. Missing optional values stay null and are filled
 * on ingest (type full time, remote onsite, level from the text).
 */
export function mapJobRecord(
  fields: Partial<Record<keyof JobInput, string>>,
  row: number,
  defaults: { source: JobSource },
): RowResult {
  const position = fields.position ?? "";
  if (!position) return { row, reason: "missing position (title)" };
  if (position.length > maxLength.position) return { row, reason: "position longer than 300 characters" };
  const source = (fields.source ?? defaults.source).toLowerCase() as JobSource;
  if (!jobSources.includes(source)) return { row, reason: `unknown source "${fields.source}"` };
  const date = parseDate(fields.date ?? "");
  if (date === "invalid") return { row, reason: `invalid date "${fields.date}"` };
  const link = httpUrl(fields.link ?? "");
  if (link === "invalid") return { row, reason: "link is not an http(s) URL" };
  const logo = httpUrl(fields.logo ?? "");
  if (logo === "invalid") return { row, reason: "logo is not an http(s) URL" };
  const descriptions = [fields.description, fields.descriptionEn, fields.descriptionAr];
  if (descriptions.some((d) => (d ?? "").length > maxLength.description))
    return { row, reason: "description longer than 40,000 characters" };
  for (const key of ["company", "location"] as const)
    if ((fields[key] ?? "").length > maxLength[key])
      return { row, reason: `${key} longer than 300 characters` };
  const externalId =
    fields.externalId ??
    (link
      ? fingerprint([link])
      : fingerprint([position, fields.company ?? "", fields.location ?? "", fields.description ?? ""]));
  if (externalId.length > maxLength.externalId) return { row, reason: "id longer than 300 characters" };
  const remote = parseRemote(fields.remote ?? "");
  const validThrough = parseClosingDate(fields.validThrough ?? "");
  if (validThrough === "invalid") return { row, reason: `invalid closing date "${fields.validThrough}"` };
  const job: JobInput = {
    source,
    externalId,
    position,
    company: fields.company ?? null,
    logo,
    location: fields.location ?? (remote === "remote" ? "Remote" : ""),
    country: fields.country ?? null,
    date,
    remote,
    jobType: parseJobType(fields.jobType ?? ""),
    experience: parseExperience(fields.experience ?? ""),
    link,
    descriptionEn: fields.descriptionEn ?? "",
    descriptionAr: fields.descriptionAr ?? "",
    description: fields.description ?? "",
    validThrough,
    ...(fields.terms ? { terms: fields.terms.slice(0, 1000) } : {}),
  };
  return { row, job };
}

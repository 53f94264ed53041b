import { countryCodes, experienceLevels, jobSources, jobTypes, languages, remoteModes } from "./constants";
import { eligibilityFilters, eligibilityReasonSchema } from "./job-eligibility";
import { z } from "./zod";

/** Date windows of the jobs filter (spec §9): all time, last 24 hours, last 3 days. */
export const jobDateFilters = ["all", "24h", "3d"] as const;
/** Sort orders (spec §9): newest, oldest, match high to low (default, issue 38), match low to high. */
export const jobSorts = ["newest", "oldest", "high", "low"] as const;

/** Largest page of jobs one call answers. */
export const jobPageMax = 200;
/**
 * Jobs scoring below this are not recommended (unless the user searches by keyword), when they
 * have no occupational link to the resume: a job of the resume's occupation is always listed.
 */
export const jobRecommendMinMatch = 0.3;
/** Match ring colours (spec §9): amber from 0.5, green from 0.6. */
export const matchRing = { amberFrom: 0.5, greenFrom: 0.6 } as const;

const localizedName = z.object({ ar: z.string(), en: z.string() });

/**
 * Whether a posting's link is a sample's: the bundled demo jobs link to the reserved `.example`
 * domain (RFC 2606), which no real board uses. Such a job is labelled as a sample and its link is
 * never offered as the job post (issue 42 item 3).
 */
export function isSampleJobLink(link: string | null): boolean {
  if (!link) return false;
  try {
    return new URL(link).hostname.endsWith(".example");
  } catch {
    return false;
  }
}

/** A job as the API returns it (spec §3); descriptions are HTML limited to `strong` and `br`. */
export const jobSchema = z.object({
  id: z.string(),
  position: z.string(),
  company: z.string().nullable(),
  logo: z.string().nullable(),
  location: z.string(),
  country: z.enum(countryCodes).nullable(),
  /** Saudi region id, when the location names a Saudi city or region. */
  region: z.string().nullable(),
  date: z.string(),
  remote: z.enum(remoteModes),
  jobType: z.enum(jobTypes),
  experience: z.enum(experienceLevels),
  source: z.enum(jobSources),
  link: z.string().nullable(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  /** Language the job was published in. */
  language: z.enum(languages),
  /** The position in both languages when it is one title the vocabulary knows, else null. */
  positionNames: localizedName.nullable(),
  /** The place the location names (city, region, country) in both languages, else null. */
  placeNames: localizedName.nullable(),
  /** When the job left the list (closed, expired or gone from its board); null while open. */
  closedAt: z.string().nullable().optional(),
  /** A bundled sample posting (demo set), not a real vacancy: labelled, its link not offered. */
  sample: z.boolean().optional(),
  /** Every board the same posting is open on (this one first), when there are several. */
  links: z.array(z.object({ source: z.enum(jobSources), link: z.string() })).optional(),
});
export type Job = z.infer<typeof jobSchema>;

/** Where the job is relative to the resume. */
export const matchPlaces = [
  "same-city",
  "same-region",
  "same-country",
  "other-country",
  "remote",
  "unknown",
] as const;

/** How a job's level relates to the resume's; far levels lower the match. */
export const experienceFits = ["same", "near", "overqualified", "underqualified", "unknown"] as const;

/** Why a job matches a resume, labels in the reader's language, so the UI can explain the score. */
export const matchReasonsSchema = z.object({
  matchedSkills: z.array(z.string()),
  /** Must-have skills first. */
  missingSkills: z.array(z.string()),
  /** Title similarity 0..1. */
  title: z.number().min(0).max(1),
  location: z.enum(matchPlaces),
  /** The job's level against the resume's (intern < entry < mid < above). */
  experience: z.object({
    job: z.enum(experienceLevels).nullable(),
    resume: z.enum(experienceLevels),
    /** same, one step apart (near), or two or more steps: the job below (overqualified) or above (underqualified). */
    fit: z.enum(experienceFits),
  }),
  /** Nationality, residency and visa the posting states, against the resume (none when it states nothing). */
  eligibility: eligibilityReasonSchema.optional(),
});
export type MatchReasons = z.infer<typeof matchReasonsSchema>;

/** A job with its match (0 to 1) against one resume. */
export const jobMatchSchema = jobSchema.extend({
  match: z.number().min(0).max(1),
  reasons: matchReasonsSchema,
});
export type JobMatch = z.infer<typeof jobMatchSchema>;

/** A comma-separated query value (up to 500 characters) as its trimmed, non-empty parts. */
const csvText = () =>
  z
    .string()
    .max(500)
    .optional()
    .transform((v) =>
      (v ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    );

/** A comma-separated list of `values`; any other part is a validation error. */
const csv = <T extends readonly [string, ...string[]]>(values: T) =>
  csvText().transform((list, ctx) => {
    for (const item of list)
      if (!(values as readonly string[]).includes(item)) {
        ctx.addIssue({ code: "custom", message: `unknown value ${item}` });
        return z.NEVER;
      }
    return list as T[number][];
  });

/**
 * GET /api/job/match/:resumeId query: search text (position or description, either language),
 * filters as comma-separated lists (empty means all), sort, paging.
 */
export const jobMatchQuerySchema = z.object({
  q: z.string().trim().max(200).default(""),
  date: z.enum(jobDateFilters).default("all"),
  sort: z.enum(jobSorts).default("high"),
  experience: csv(experienceLevels),
  remote: csv(remoteModes),
  sources: csv(jobSources),
  types: csv(jobTypes),
  /**
   * Location filter, countries first: a country code or `remote` (remote jobs from anywhere)
   * replaces the resume's country as the list's scope; absent, the resume's country scopes it.
   */
  country: z.enum([...countryCodes, "remote"]).optional(),
  /** Places of the location filter (Saudi region ids, city ids elsewhere; see GET /job/regions). */
  regions: csvText(),
  /** Keyword chips: each must appear in the position or a description. */
  keywords: csvText(),
  /** `me`: leave out jobs whose nationality, residency or visa requirements exclude the resume. */
  eligible: z.enum(eligibilityFilters).default("any"),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(jobPageMax).default(60),
  /**
   * `card`: the jobs as a list of cards shows them, descriptions left empty (a page of 60 is
   * about a fifth of the bytes; the job page fetches its own job). `full` (default): every field.
   */
  view: z.enum(["full", "card"]).default("full"),
});
export type JobMatchQuery = z.output<typeof jobMatchQuerySchema>;
export type JobMatchQueryInput = z.input<typeof jobMatchQuerySchema>;

/** GET /api/job/match/:resumeId answer: one page of matched jobs plus the total. */
export const jobMatchListSchema = z.object({
  resumeId: z.string(),
  country: z.enum(countryCodes).nullable(),
  total: z.number().int(),
  jobs: z.array(jobMatchSchema),
});
export type JobMatchList = z.infer<typeof jobMatchListSchema>;

/** The countries the location filter offers first: the six Gulf states, then remote jobs. */
export const jobFilterCountries = ["SA", "AE", "QA", "KW", "BH", "OM", "remote"] as const;

/**
 * One place of the location filter, under its country: a Saudi region (13, with the city names it
 * matches) or, in the other countries, a city.
 */
export const jobRegionSchema = z.object({
  id: z.string(),
  country: z.enum(countryCodes),
  en: z.string(),
  ar: z.string(),
  cities: z.array(z.object({ en: z.string(), ar: z.string() })),
});
export type JobRegion = z.infer<typeof jobRegionSchema>;
export const jobRegionListSchema = z.array(jobRegionSchema);

/** POST /api/admin/jobs/import with JSON: fetch a feed or page from a URL. */
export const jobImportUrlRequestSchema = z.object({
  url: z.url({ protocol: /^https?$/ }),
  /** Source platform to record when the feed does not name one. */
  source: z.enum(jobSources).optional(),
});

/** Result of one import: counts plus every rejected row with its reason. */
export const jobImportResultSchema = z.object({
  format: z.enum(["json", "csv", "html"]),
  received: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  rejected: z.array(z.object({ row: z.number().int(), reason: z.string() })),
});
export type JobImportResult = z.infer<typeof jobImportResultSchema>;

/** POST /api/push/subscribe: a browser PushSubscription (toJSON form). */
export const pushSubscribeRequestSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/ }),
  keys: z.object({ p256dh: z.string().min(10).max(200), auth: z.string().min(8).max(100) }),
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;

/** GET /api/push/key: the VAPID public key the browser subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() });

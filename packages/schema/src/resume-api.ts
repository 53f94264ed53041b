import { type Resume, resumeSchema, resumeSummarySchema, visibilitySchema } from "./api";
import { countryCodes, languages } from "./constants";
import { resumeDataSchema } from "./resume-data";
import { slugPattern } from "./slug";
import { z } from "./zod";

/** Longest resume title and slug the API accepts. */
export const resumeTitleMaxLength = 100;
export const resumeSlugMaxLength = 100;

/** A resume title: trimmed, 1 to 100 characters. */
export const resumeTitleSchema = z.string().trim().min(1).max(resumeTitleMaxLength);

/** A slug of the shape `slugify` produces (Arabic or Latin letters with trailing digits, or digits, joined by hyphens). */
export const resumeSlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(resumeSlugMaxLength)
  .regex(slugPattern, { message: "slug" });

/** POST /api/resume: a new private resume; `sample` fills it with the sample resume. */
export const createResumeRequestSchema = z.object({
  title: resumeTitleSchema,
  slug: resumeSlugSchema,
  language: z.enum(languages).default("ar"),
  sample: z.boolean().default(false),
});
export type CreateResumeRequest = z.input<typeof createResumeRequestSchema>;

/** POST /api/resume/import: a resume from existing data (import, upload, duplicate). */
export const importResumeRequestSchema = z.object({
  title: resumeTitleSchema,
  slug: resumeSlugSchema,
  data: resumeDataSchema,
});
export type ImportResumeRequest = z.input<typeof importResumeRequestSchema>;

/**
 * PATCH /api/resume/:id: the full editable resume plus the version the client last saw.
 * A stale version answers 409 ResumeVersionConflict with `details.current`.
 */
export const updateResumeRequestSchema = z.object({
  title: resumeTitleSchema,
  slug: resumeSlugSchema,
  visibility: visibilitySchema,
  data: resumeDataSchema,
  version: z.number().int().min(1),
});
export type UpdateResumeRequest = z.input<typeof updateResumeRequestSchema>;

/** PATCH /api/resume/:id/country: the country jobs are searched in (null clears it). */
export const updateResumeCountryRequestSchema = z.object({ country: z.enum(countryCodes).nullable() });
export type UpdateResumeCountryRequest = z.infer<typeof updateResumeCountryRequestSchema>;

/** PATCH /api/resume/:id/lock: lock or unlock a resume. */
export const updateResumeLockRequestSchema = z.object({ locked: z.boolean() });

/** PATCH /api/resume/:id/default: make a resume the default, or clear it (not the only resume). */
export const updateResumeDefaultRequestSchema = z.object({ isDefault: z.boolean() });

/** GET /api/resume: the user's resumes, most recently updated first. */
/** GET /api/resume: the user's resumes without their content (open one with GET /api/resume/:id). */
export const resumeListSchema = z.array(resumeSummarySchema);

/**
 * GET /api/resume/public/:username/:slug: exactly what the public page shows: no ids, no owner,
 * no notes, no hidden sections or items, and no e-mail or phone when the owner hides them.
 */
export const publicResumeSchema = resumeSchema.pick({
  slug: true,
  language: true,
  updatedAt: true,
  data: true,
});
export type PublicResume = z.infer<typeof publicResumeSchema>;

/** `details` of a ResumeVersionConflict error: the resume as the server has it now. */
export const resumeVersionConflictSchema = z.object({ current: resumeSchema });
export type ResumeVersionConflict = { current: Resume };

/** One product analytics event; recorded only after consent. */
export const analyticsEventSchema = z.object({
  name: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z][a-z0-9_.:-]*$/),
  path: z.string().max(300).optional(),
  props: z.record(z.string().max(64), z.union([z.string().max(300), z.number(), z.boolean()])).optional(),
  occurredAt: z.iso.datetime().optional(),
});
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** POST /api/analytics/events: a batch of up to 50 events. */
export const analyticsEventsRequestSchema = z.object({
  events: z.array(analyticsEventSchema).min(1).max(50),
});

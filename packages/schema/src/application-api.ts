import { htmlInputBounds, languages } from "./constants";
import { z } from "./zod";

/** Columns of the application tracker, in board order. */
export const applicationStatuses = ["saved", "applied", "interview", "offer", "closed"] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
/** Why an application is closed. */
export const closedReasons = ["rejected", "withdrawn"] as const;
/** How often job alert e-mails come. */
export const alertFrequencies = ["off", "daily", "weekly"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];
/** Most jobs one alert e-mail lists. */
export const alertMaxJobs = 10;
/**
 * Most applications one user keeps in the tracker, saved jobs included (one more answers
 * ApplicationLimitExceeded): a busy search is a few hundred; each row holds a job's description.
 */
export const applicationLimit = 500;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");

export const applicationContactSchema = z.object({
  name: z.string().trim().min(1).max(120),
  role: z.string().trim().max(120).default(""),
  email: z.string().trim().max(200).default(""),
  phone: z.string().trim().max(40).default(""),
});
export type ApplicationContact = z.infer<typeof applicationContactSchema>;

/** A posting's fields: what a pasted posting is read into, and what an application keeps of its job. */
const postingShape = {
  position: z.string(),
  company: z.string(),
  location: z.string(),
  link: z.string().nullable(),
  /** HTML limited to `strong` and `br` (spec §5), like every job description. */
  description: z.string(),
  language: z.enum(languages),
};

/** The job an application is for: a copy kept even when the catalogue job changes or leaves. */
export const applicationJobSchema = z.object({
  /** The catalogue job, or null for a job added by hand (or one that left the catalogue). */
  jobId: z.string().nullable(),
  ...postingShape,
  manual: z.boolean(),
  /** The position and place in both languages when the vocabulary knows them (as on job cards). */
  positionNames: z.object({ ar: z.string(), en: z.string() }).nullable(),
  placeNames: z.object({ ar: z.string(), en: z.string() }).nullable(),
});

/** One change of column, for the timeline. */
export const applicationEventSchema = z.object({
  id: z.string(),
  from: z.enum(applicationStatuses).nullable(),
  to: z.enum(applicationStatuses),
  reason: z.enum(closedReasons).nullable(),
  at: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEventSchema>;

/** The resume version sent with an application: a copy taken when it was attached. */
export const sentResumeSchema = z.object({
  resumeId: z.string().nullable(),
  title: z.string(),
  version: z.number().int(),
  at: z.string(),
});

export const applicationSchema = z.object({
  id: z.string(),
  status: z.enum(applicationStatuses),
  closedReason: z.enum(closedReasons).nullable(),
  /** Order inside its column (smaller first). */
  position: z.number(),
  job: applicationJobSchema,
  sentResume: sentResumeSchema.nullable(),
  appliedOn: isoDay.nullable(),
  nextStep: z.string(),
  nextStepOn: isoDay.nullable(),
  contacts: z.array(applicationContactSchema),
  notes: z.string(),
  events: z.array(applicationEventSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationListSchema = z.object({ applications: z.array(applicationSchema) });
export type ApplicationList = z.infer<typeof applicationListSchema>;

const manualJobFields = {
  position: z.string().trim().min(1).max(300),
  company: z.string().trim().max(200).default(""),
  location: z.string().trim().max(200).default(""),
  link: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullable()
    .default(null),
  description: z.string().max(htmlInputBounds.description).default(""),
};

/** POST /api/applications: a catalogue job by id, or a job typed or pasted by hand. */
export const createApplicationRequestSchema = z.union([
  z.object({ jobId: z.string().min(1).max(100), status: z.enum(applicationStatuses).default("saved") }),
  z.object({ manual: z.object(manualJobFields), status: z.enum(applicationStatuses).default("saved") }),
]);
export type CreateApplicationRequest = z.input<typeof createApplicationRequestSchema>;

/** POST /api/applications/draft: read a pasted posting (URL or text) into the form's fields. */
export const applicationDraftRequestSchema = z.union([
  z.object({ url: z.url({ protocol: /^https?$/ }).max(2000) }),
  z.object({ text: z.string().trim().min(1).max(50_000) }),
]);
export const applicationDraftSchema = z.object(postingShape);
export type ApplicationDraft = z.infer<typeof applicationDraftSchema>;

/** PATCH /api/applications/:id: any of the fields; a status change adds a timeline event. */
export const updateApplicationRequestSchema = z
  .object({
    status: z.enum(applicationStatuses),
    closedReason: z.enum(closedReasons).nullable(),
    /** Where to put the card in its column (0 = first). */
    index: z.number().int().min(0).max(10_000),
    /** Attach this resume (its current version is copied as the version sent). */
    resumeId: z.string().min(1).max(100).nullable(),
    appliedOn: isoDay.nullable(),
    nextStep: z.string().trim().max(300),
    nextStepOn: isoDay.nullable(),
    contacts: z.array(applicationContactSchema).max(20),
    notes: z.string().max(10_000),
    job: z.object(manualJobFields).partial(),
  })
  .partial();
export type UpdateApplicationRequest = z.input<typeof updateApplicationRequestSchema>;

/** GET /api/saved-jobs: the catalogue jobs the user keeps in the tracker (for bookmark toggles). */
export const savedJobIdsSchema = z.object({ jobIds: z.array(z.string()) });

/** GET/PUT /api/alerts/settings. */
export const alertSettingsSchema = z.object({ frequency: z.enum(alertFrequencies) });
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

/** POST /api/admin/alerts/send: what one run did. */
export const alertRunSchema = z.object({
  frequency: z.enum(["daily", "weekly"]),
  users: z.number().int(),
  sent: z.number().int(),
  jobs: z.number().int(),
  followUps: z.number().int(),
});
export type AlertRun = z.infer<typeof alertRunSchema>;

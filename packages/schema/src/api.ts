import { countryCodes, languages } from "./constants";
import { errorCodes } from "./errors";
import { resumeDataSchema } from "./resume-data";
import { z } from "./zod";

/** Every error the API answers: `{ code, message }`, plus field paths for validation errors. */
export const apiErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** Extra facts for the client, e.g. the server's current resume on ResumeVersionConflict. */
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

const componentStatus = z.object({ ok: z.boolean(), driver: z.string(), detail: z.string().optional() });

export const healthResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  version: z.string(),
  database: componentStatus,
  files: componentStatus,
  browser: componentStatus,
  mail: componentStatus,
  ai: componentStatus,
  /** Checkout: driver sandbox, stripe or none (reason in detail), and its currency (ISO 4217). */
  payment: componentStatus.extend({ currency: z.string().optional() }).optional(),
  /**
   * Each registered job feed's health (ok = its last refresh succeeded; failures = refreshes
   * failed in a row). The error text, which may name internal hosts, is for operators only
   * (`npm run admin -- feeds list`).
   */
  feeds: z
    .array(
      z.object({
        name: z.string(),
        kind: z.string(),
        ok: z.boolean(),
        lastSuccessAt: z.string().nullable(),
        failures: z.number(),
        openJobs: z.number(),
        lastCounts: z
          .object({
            received: z.number(),
            inserted: z.number(),
            updated: z.number(),
            rejected: z.number(),
            closed: z.number(),
          })
          .nullable(),
      }),
    )
    .optional(),
  /**
   * The worker pool's load per kind of work (import, render, compute): tasks running, tasks
   * waiting for a thread, and the kind's threads at most.
   */
  workers: z
    .record(z.string(), z.object({ running: z.number(), waiting: z.number(), threads: z.number() }))
    .optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  picture: z.string().nullable(),
  locale: z.string(),
  twoFactorEnabled: z.boolean(),
  provider: z.enum(["email", "google"]),
});
export type User = z.infer<typeof userSchema>;

export const visibilitySchema = z.enum(["public", "private"]);

export const resumeSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  visibility: visibilitySchema,
  country: z.enum(countryCodes).nullable(),
  locked: z.boolean(),
  /** The user's default resume (spec §4), the one jobs and interviews use. */
  isDefault: z.boolean(),
  language: z.enum(languages),
  version: z.number().int(),
  userId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  data: resumeDataSchema,
  /** The linked resume in the other language (docs/api/resumes.md, "Twins"). */
  twinId: z.string().nullable().optional(),
  /** In the resume list: how many changes of the twin this resume has not caught up on. */
  twinChanges: z.number().int().min(0).optional(),
});
export type Resume = z.infer<typeof resumeSchema>;
/** A resume as lists show it (GET /api/resume): everything but its content (issue 39). */
export const resumeSummarySchema = resumeSchema.omit({ data: true });
export type ResumeSummary = z.infer<typeof resumeSummarySchema>;

export const authProvidersSchema = z.array(z.enum(["email", "google"]));

/** Public app settings the web app reads at boot. */
export const appConfigSchema = z.object({
  marketingUrl: z.string(),
  signupsDisabled: z.boolean(),
  androidAppUrl: z.string(),
  iosAppUrl: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

import { z } from "./zod";

/**
 * Whether a job is open to the reader (issue 40): what the posting says about nationality,
 * residency, a transferable Iqama or visa and visa sponsorship (read by @sira/nlp at ingest),
 * against the resume's personal block. Part of a match's reasons; never in job-alert mail.
 */

export const eligibilityVerdicts = ["match", "mismatch", "unknown"] as const;
export const eligibilityCheckKinds = ["nationality", "residency", "transferable", "sponsorship"] as const;

/** Nationality or residency groups besides ISO 3166-1 alpha-2 codes. */
export const eligibilityGroupCodes = ["GCC", "ARAB"] as const;

export const eligibilityReasonSchema = z.object({
  /** mismatch: a requirement the resume does not meet; unknown: one the resume does not say. */
  verdict: z.enum(eligibilityVerdicts),
  checks: z
    .array(
      z.object({
        kind: z.enum(eligibilityCheckKinds),
        /** false: the posting only prefers it. */
        required: z.boolean(),
        verdict: z.enum(eligibilityVerdicts),
        /** ISO country codes or GCC / ARAB. */
        places: z.array(z.string().max(8)).max(30),
        /** Sponsorship: whether the employer provides the visa. */
        offered: z.boolean().optional(),
      }),
    )
    .max(8),
});
export type EligibilityReason = z.infer<typeof eligibilityReasonSchema>;

/** The jobs list filter: every job, or only jobs whose stated requirements do not exclude the reader. */
export const eligibilityFilters = ["any", "me"] as const;

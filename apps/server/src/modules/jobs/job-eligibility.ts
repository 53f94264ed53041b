import { type EligibilityPerson, matchWorkEligibility } from "@sira/nlp/eligibility-match";
import type { ResumeData } from "@sira/schema";
import type { JobMatch } from "@sira/schema/job-api";
import type { EligibilityReason } from "@sira/schema/job-eligibility";
import type { IndexedJob } from "./job-index";

// Who may apply (issue 40): the nationality, residency and visa a posting states (read at ingest
// into the job's features, @sira/nlp work-eligibility) against the resume's personal block, as
// a reason of the match and the "jobs open to me" filter. The personal block is the user's own
// data used for their own list: it is never logged, and job-alert mail leaves the reason out.

/** The personal block as the contract of issue 40 gives it (packages/schema personal.ts); all optional. */
interface PersonalBlock {
  nationality?: { country?: string | null } | null;
  residency?: { country?: string | null; kind?: string | null; transferable?: boolean | null } | null;
}

/**
 * What the comparison reads of a resume: its nationality and residency, whatever their
 * visibility on the resume (visibility is about what the resume shows). Null without a block.
 */
export function eligibilityPersonOf(data: ResumeData | null | undefined): EligibilityPerson | null {
  const personal = (data as { personal?: PersonalBlock } | null | undefined)?.personal;
  if (!personal) return null;
  return {
    nationality: { country: personal.nationality?.country ?? "" },
    residency: {
      country: personal.residency?.country ?? "",
      kind: personal.residency?.kind ?? "",
      transferable: personal.residency?.transferable ?? null,
    },
  };
}

/** The job's stated eligibility against a person, or undefined when the job states none. */
export function eligibilityOfJob(
  job: Pick<IndexedJob, "features" | "country">,
  person: EligibilityPerson | null,
): EligibilityReason | undefined {
  if (!job.features.eligibility) return undefined;
  const result = matchWorkEligibility(job.features.eligibility, person, job.country ?? job.features.country);
  return result.verdict === "none" ? undefined : { verdict: result.verdict, checks: result.checks };
}

/** "Jobs open to me": every job except those whose requirements exclude the person (unknown stays). */
export function isOpenTo(
  job: Pick<IndexedJob, "features" | "country">,
  person: EligibilityPerson | null,
): boolean {
  return !job.features.eligibility || eligibilityOfJob(job, person)?.verdict !== "mismatch";
}

/** A shown match with its eligibility reason added, when the job states one. */
export function withEligibility(match: JobMatch, reason: EligibilityReason | undefined): JobMatch {
  return reason ? { ...match, reasons: { ...match.reasons, eligibility: reason } } : match;
}

import {
  type EligibilityPlace,
  placesOf,
  statesWorkEligibility,
  type WorkEligibility,
} from "./work-eligibility";

/**
 * A job's stated eligibility (work-eligibility.ts) against a resume's personal block (issue 40):
 * matches, doesn't match, or unknown, with a reason per requirement. Reads only the fields of the
 * personal block's contract (packages/schema personal.ts), each optional, so old resumes without
 * the block compare as "unknown". A preference the person does not meet never excludes them.
 */

/** What the comparison reads of a resume's personal block. */
export interface EligibilityPerson {
  nationality?: { country?: string | null } | null;
  residency?: {
    country?: string | null;
    kind?: string | null;
    transferable?: boolean | null;
  } | null;
}

export type EligibilityVerdict = "match" | "mismatch" | "unknown";

export type EligibilityCheckKind = "nationality" | "residency" | "transferable" | "sponsorship";

/**
 * Why: `nationality` (the job asks for or prefers one of `places`), `residency` (to live in one of
 * `places`), `transferable` (a transferable Iqama or visa), `sponsorship` (the employer gives the
 * visa, or says it does not: then only people who may already work there fit).
 */
export interface EligibilityCheck {
  kind: EligibilityCheckKind;
  /** false: a preference; its mismatch does not make the job a mismatch. */
  required: boolean;
  verdict: EligibilityVerdict;
  /** ISO codes or groups (GCC, ARAB), LOCAL resolved to the job's country. */
  places: EligibilityPlace[];
  /** For sponsorship: whether the employer offers it. */
  offered?: boolean;
}

export interface EligibilityMatch {
  /** `none`: the job states nothing about who may apply. */
  verdict: EligibilityVerdict | "none";
  checks: EligibilityCheck[];
}

const code = (value: string | null | undefined) => (value ?? "").trim().toUpperCase();

/** Residence kinds that do not let a person take a job where they are. */
const notWorkPermits = new Set(["visit-visa", "needs-sponsorship"]);

/** A person's right to live and work in a country: yes, no, or not known. */
function livesIn(person: EligibilityPerson, countries: readonly string[]): EligibilityVerdict {
  const nationality = code(person.nationality?.country);
  const residence = code(person.residency?.country);
  const kind = person.residency?.kind ?? "";
  if (nationality && countries.includes(nationality)) return "match";
  if (residence && countries.includes(residence)) {
    if (notWorkPermits.has(kind)) return "mismatch";
    return "match";
  }
  if (residence) return "mismatch";
  return "unknown";
}

/** Compare a job's eligibility reading (with its country, for LOCAL) against a person. */
export function matchWorkEligibility(
  job: WorkEligibility | null | undefined,
  person: EligibilityPerson | null | undefined,
  jobCountry?: string | null,
): EligibilityMatch {
  if (!statesWorkEligibility(job)) return { verdict: "none", checks: [] };
  const p = person ?? {};
  const resolve = (list: readonly string[]) =>
    [...new Set(list.map((c) => (c === "LOCAL" ? (jobCountry ?? "LOCAL") : c)))].filter((c) => c !== "LOCAL");
  const covers = (list: readonly string[]) => list.flatMap((c) => placesOf(c, jobCountry));
  const checks: EligibilityCheck[] = [];
  const nationality = code(p.nationality?.country);

  for (const [list, required] of [
    [job.nationalities, true],
    [job.preferredNationalities, false],
  ] as const) {
    const places = resolve(list);
    if (places.length === 0) continue;
    const verdict: EligibilityVerdict = !nationality
      ? "unknown"
      : covers(places).includes(nationality)
        ? "match"
        : "mismatch";
    checks.push({ kind: "nationality", required, verdict, places });
  }

  for (const [list, required] of [
    [job.residency, true],
    [job.preferredResidency, false],
  ] as const) {
    const places = resolve(list);
    if (places.length === 0) continue;
    checks.push({ kind: "residency", required, verdict: livesIn(p, covers(places)), places });
  }

  if (job.transferable) {
    // Where the permit must be: the job's country (an Iqama is Saudi when no country is known).
    const where = jobCountry ?? "SA";
    const residence = code(p.residency?.country);
    const kind = p.residency?.kind ?? "";
    let verdict: EligibilityVerdict;
    // A national of the country needs no permit to move between employers.
    if (nationality === where || (kind === "citizen" && residence === where)) verdict = "match";
    else if (residence && residence !== where) verdict = "mismatch";
    else if (notWorkPermits.has(kind)) verdict = "mismatch";
    else if (p.residency?.transferable === true) verdict = residence ? "match" : "unknown";
    else if (p.residency?.transferable === false) verdict = "mismatch";
    else verdict = "unknown";
    checks.push({ kind: "transferable", required: true, verdict, places: [where] });
  }

  if (job.sponsorship === "offered") {
    checks.push({
      kind: "sponsorship",
      required: false,
      verdict: "match",
      places: resolve([jobCountry ?? "LOCAL"]),
      offered: true,
    });
  } else if (job.sponsorship === "not-offered") {
    const where = jobCountry ? [jobCountry] : [];
    const verdict = where.length ? livesIn(p, where) : "unknown";
    checks.push({ kind: "sponsorship", required: true, verdict, places: where, offered: false });
  }

  const required = checks.filter((c) => c.required);
  const verdict: EligibilityVerdict = required.some((c) => c.verdict === "mismatch")
    ? "mismatch"
    : required.some((c) => c.verdict === "unknown")
      ? "unknown"
      : "match";
  return { verdict, checks };
}

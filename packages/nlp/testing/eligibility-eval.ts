import { readWorkEligibility, type WorkEligibility } from "../src/work-eligibility";
import { type LabelledPosting, labelledPostings } from "./eligibility-set";

/**
 * The facts of a reading, one string each ("nationality:SA", "residency-preferred:AE",
 * "transferable", "sponsorship:offered"): precision and recall count facts, so a posting that
 * states nothing adds a false positive for every fact read from it.
 */
export function factsOf(e: Partial<Omit<WorkEligibility, "openToAll">>): string[] {
  return [
    ...(e.nationalities ?? []).map((c) => `nationality:${c}`),
    ...(e.preferredNationalities ?? []).map((c) => `nationality-preferred:${c}`),
    ...(e.residency ?? []).map((c) => `residency:${c}`),
    ...(e.preferredResidency ?? []).map((c) => `residency-preferred:${c}`),
    ...(e.transferable ? ["transferable"] : []),
    ...(e.sponsorship ? [`sponsorship:${e.sponsorship}`] : []),
  ];
}

export interface EligibilityEvaluation {
  postings: number;
  arabic: number;
  /** Postings that state nothing (negatives and near misses). */
  negatives: number;
  facts: number;
  precision: number;
  recall: number;
  /** Share of postings read exactly (every fact, nothing more). */
  exact: number;
  /** Per language. */
  byLanguage: Record<"ar" | "en", { precision: number; recall: number }>;
  misses: { id: string; missing: string[]; extra: string[] }[];
}

export function evaluateEligibilitySet(
  set: readonly LabelledPosting[] = labelledPostings,
): EligibilityEvaluation {
  const count = { tp: 0, fp: 0, fn: 0 };
  const per = { ar: { tp: 0, fp: 0, fn: 0 }, en: { tp: 0, fp: 0, fn: 0 } };
  let exact = 0;
  const misses: EligibilityEvaluation["misses"] = [];
  for (const posting of set) {
    const want = new Set(factsOf(posting.expect));
    const got = new Set(factsOf(readWorkEligibility(posting.text, { country: posting.country })));
    const missing = [...want].filter((f) => !got.has(f));
    const extra = [...got].filter((f) => !want.has(f));
    const tp = want.size - missing.length;
    for (const c of [count, per[posting.language]]) {
      c.tp += tp;
      c.fp += extra.length;
      c.fn += missing.length;
    }
    if (missing.length || extra.length) misses.push({ id: posting.id, missing, extra });
    else exact++;
  }
  const round = (x: number) => Math.round(x * 1000) / 1000;
  const p = (c: typeof count) => round(c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1);
  const r = (c: typeof count) => round(c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1);
  return {
    postings: set.length,
    arabic: set.filter((s) => s.language === "ar").length,
    negatives: set.filter((s) => factsOf(s.expect).length === 0).length,
    facts: count.tp + count.fn,
    precision: p(count),
    recall: r(count),
    exact: round(exact / set.length),
    byLanguage: {
      ar: { precision: p(per.ar), recall: r(per.ar) },
      en: { precision: p(per.en), recall: r(per.en) },
    },
    misses,
  };
}

import { compareResumeToJob } from "../src/compare";
import { extractJobRequirements } from "../src/job-requirements";
import { extractResumeFeaturesFromText } from "../src/resume-features";

/**
 * The compare regression set (issue 38, packages/nlp/testing/compare-eval/pairs.json) and how it is scored, shared
 * by the bench (bench/compare-eval.bench.mjs) and the floor test (compare-eval.test.ts).
 */

export interface CompareEvalSet {
  now: string;
  jobs: {
    id: string;
    lang: "ar" | "en";
    family: string;
    text: string;
    required: string[];
    preferred: string[];
  }[];
  resumes: { id: string; lang: "ar" | "en"; text: string; shows: string[] }[];
  pairs: {
    id: string;
    job: string;
    resume: string;
    crossLanguage: boolean;
    expect: { pass: boolean; required: string[]; missing: string[]; preferredFound: string[]; why: string };
  }[];
}

export interface CompareEvalReport {
  pairs: number;
  crossPairs: number;
  /** Share of pairs whose pass/fail verdict is the expected one. */
  accuracy: number;
  sameLanguageAccuracy: number;
  crossLanguageAccuracy: number;
  /** Required skills reported that the posting does not state as required, summed over every pair. */
  inventedRequired: number;
  /** Share of the postings' required skills that are reported as required (over jobs). */
  requiredRecall: number;
  /** Share of pairs whose reported missing required skills are exactly the expected ones. */
  missingExact: number;
  /** Share of pairs where every expected preferred skill the resume shows is reported found. */
  preferredFound: number;
  /** Pairs whose score is not explained by parts that add up to it (none before issue 38). */
  inconsistent: number;
  /** Pairs with two fixes of one template (the same sentence but for the skill it names). */
  repeatedFixes: number;
  wrong: { id: string; expected: boolean; score: number; why: string }[];
  missingDiffs: { id: string; expected: string[]; reported: string[] }[];
  invented: { job: string; skills: string[] }[];
}

/** A fix's template: the fix with quotes, the pair's skill names and numbers masked. */
function templateOf(fix: string, labels: string[]): string {
  let t = fix.replace(/"[^"]*"|«[^«»]*»/g, "·");
  for (const label of [...labels].sort((a, b) => b.length - a.length)) t = t.split(label).join("·");
  return t
    .replace(/\d+/g, "·")
    .replace(/[·,،\s]+/g, " ")
    .trim();
}

const share = (n: number, d: number) => (d === 0 ? 1 : Math.round((n / d) * 1000) / 1000);

export function evaluateCompareSet(set: CompareEvalSet): CompareEvalReport {
  const now = new Date(set.now);
  const jobs = new Map(set.jobs.map((j) => [j.id, j]));
  const resumes = new Map(set.resumes.map((r) => [r.id, extractResumeFeaturesFromText(r.text, { now })]));
  let right = 0;
  let crossRight = 0;
  let missingExact = 0;
  let preferredOk = 0;
  let inventedRequired = 0;
  let inconsistent = 0;
  let repeatedFixes = 0;
  const wrong: CompareEvalReport["wrong"] = [];
  const missingDiffs: CompareEvalReport["missingDiffs"] = [];
  for (const pair of set.pairs) {
    const job = jobs.get(pair.job)!;
    const result = compareResumeToJob(resumes.get(pair.resume)!, job.text, { language: job.lang, now });
    const ok = result.pass === pair.expect.pass;
    if (ok) {
      right++;
      if (pair.crossLanguage) crossRight++;
    } else wrong.push({ id: pair.id, expected: pair.expect.pass, score: result.score, why: pair.expect.why });
    const reportedMust = [...result.breakdown.mustHave.found, ...result.breakdown.mustHave.missing].map(
      (s) => s.id,
    );
    inventedRequired += reportedMust.filter((id) => !job.required.includes(id)).length;
    const missing = result.breakdown.mustHave.missing.map((s) => s.id).sort();
    const expectedMissing = [...pair.expect.missing].sort();
    if (JSON.stringify(missing) === JSON.stringify(expectedMissing)) missingExact++;
    else missingDiffs.push({ id: pair.id, expected: expectedMissing, reported: missing });
    const niceFound = new Set(result.breakdown.niceToHave.found.map((s) => s.id));
    if (pair.expect.preferredFound.every((id) => niceFound.has(id))) preferredOk++;
    const parts = (result.breakdown as Partial<typeof result.breakdown>).parts;
    const points = parts?.reduce((sum, p) => sum + p.points, 0);
    if (points !== Math.round(result.score * 100)) inconsistent++;
    const b = result.breakdown;
    const labels = [
      ...b.mustHave.found,
      ...b.mustHave.missing,
      ...b.niceToHave.found,
      ...b.niceToHave.missing,
    ].map((r) => r.label);
    const shapes = result.fixes.map((f) => templateOf(f, labels));
    if (new Set(shapes).size !== shapes.length) repeatedFixes++;
  }
  let stated = 0;
  let recalled = 0;
  const invented: CompareEvalReport["invented"] = [];
  for (const job of set.jobs) {
    const must = extractJobRequirements(job.text).skills.must;
    stated += job.required.length;
    recalled += job.required.filter((id) => must.includes(id)).length;
    const extra = must.filter((id) => !job.required.includes(id));
    if (extra.length) invented.push({ job: job.id, skills: extra });
  }
  const cross = set.pairs.filter((p) => p.crossLanguage).length;
  const same = set.pairs.length - cross;
  return {
    pairs: set.pairs.length,
    crossPairs: cross,
    accuracy: share(right, set.pairs.length),
    sameLanguageAccuracy: share(right - crossRight, same),
    crossLanguageAccuracy: share(crossRight, cross),
    inventedRequired,
    requiredRecall: share(recalled, stated),
    missingExact: share(missingExact, set.pairs.length),
    preferredFound: share(preferredOk, set.pairs.length),
    inconsistent,
    repeatedFixes,
    wrong,
    missingDiffs,
    invented,
  };
}

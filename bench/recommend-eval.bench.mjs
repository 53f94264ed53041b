// The recommended-jobs list on the regression set (issue 38; bench/recommend-eval/data/set.json,
// written by bench/recommend-eval/generate.mjs): 45 resumes × 341 jobs of 16 families in Arabic
// and English. The list is built as the server builds it (job-match.service.ts rankedJobs):
// jobs of the resume's country, the recommendation floor for jobs with no occupational link,
// sorted by match. Measures:
//   recall20   share of resumes whose every same-occupation job in scope is in the first 20;
//   ndcg10     nDCG@10 with the set's graded labels (3, 2, 1, 0);
//   sameLanguage / crossLanguage  nDCG@10 counting only jobs in the resume's language / the other;
//   noCountry  nDCG@10 with every job in scope (a resume without a country).
// Targets: recall20 ≥ 0.95, ndcg10 ≥ 0.95, crossLanguage ≥ sameLanguage − 0.03.
// `--list=old` builds the list as before issue 38 (floor for every job, newest first), for the
// "before" row of bench/README.md.
import fs from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { record, repoRoot } from "./lib.mjs";

const load = (file) => tsImport(file, import.meta.url);
const match = await load("../packages/nlp/src/match.ts");
const { extractResumeFeatures } = await load("../packages/nlp/src/resume-features.ts");
const { buildResume } = await load("../packages/nlp/testing/fixtures.ts");
const { jobRecommendMinMatch } = await load("../packages/schema/src/job-api.ts");

const oldList = process.argv.includes("--list=old");
const set = JSON.parse(fs.readFileSync(path.join(repoRoot, "bench/recommend-eval/data/set.json"), "utf8"));
const { jobs, resumes, labels } = set;
const now = new Date(Date.UTC(2025, 5, 15));
const index = match.createJobIndex(jobs.map((j) => match.extractJobFeatures(j)));

const dcg = (gains) => gains.slice(0, 10).reduce((sum, g, k) => sum + (2 ** g - 1) / Math.log2(k + 2), 0);
/** nDCG@10 of a shown list against every job of the scope (undefined when nothing is relevant). */
function ndcg(shown, scope, gradeOf) {
  const ideal = dcg(scope.map(gradeOf).sort((a, b) => b - a));
  return ideal > 0 ? dcg(shown.map(gradeOf)) / ideal : undefined;
}
const mean = (xs) => {
  const v = xs.filter((x) => x !== undefined);
  return v.length ? Math.round((v.reduce((a, b) => a + b, 0) / v.length) * 1000) / 1000 : null;
};

/** The list a resume's reader sees: scope, floor (unless linked), order. */
function listOf(scores, links, inScope) {
  const picked = [];
  for (let i = 0; i < jobs.length; i++) {
    if (!inScope(jobs[i])) continue;
    if (scores[i] < jobRecommendMinMatch && !links?.[i]) continue;
    picked.push(i);
  }
  const byDate = (a, b) => Date.parse(jobs[b].date) - Date.parse(jobs[a].date);
  return picked.sort(
    oldList
      ? (a, b) => byDate(a, b) || scores[b] - scores[a]
      : (a, b) => scores[b] - scores[a] || byDate(a, b),
  );
}

const rows = [];
const misses = [];
for (const resume of resumes) {
  const features = extractResumeFeatures(buildResume(resume.spec), { now });
  features.countries = [resume.country, ...features.countries.filter((c) => c !== resume.country)];
  const scores = match.scoreAllJobs(features, index);
  const links = !oldList && match.occupationLinks ? match.occupationLinks(features, index) : undefined;
  const gradeOf = (i) => labels[resume.id][jobs[i].id] ?? 0;
  const inCountry = (j) => j.country === resume.country;
  const scope = jobs.map((_, i) => i).filter((i) => inCountry(jobs[i]));
  const shown = listOf(scores, links, inCountry);
  const same = scope.filter((i) => gradeOf(i) >= 2);
  const first20 = new Set(shown.slice(0, 20));
  const missing = same.filter((i) => !first20.has(i));
  if (missing.length) misses.push({ resume: resume.id, missing: missing.map((i) => jobs[i].id) });
  const inLanguage = (yes) => (i) => (jobs[i].language === resume.language) === yes;
  if (process.argv.includes("--verbose")) {
    const n = ndcg(shown, scope, gradeOf);
    if (n < 0.95)
      console.log(
        resume.id,
        n.toFixed(2),
        JSON.stringify(features.titles),
        shown
          .slice(0, 12)
          .map((i) => `${jobs[i].position}[${gradeOf(i)}|${scores[i].toFixed(2)}]`)
          .join("; "),
        "| NOT SHOWN:",
        scope
          .filter((i) => gradeOf(i) > 0 && !shown.includes(i))
          .map((i) => `${jobs[i].position}[${gradeOf(i)}|${scores[i].toFixed(2)}|${links?.[i]}]`)
          .join("; "),
      );
  }
  rows.push({
    recall20: missing.length === 0 ? 1 : 0,
    ndcg10: ndcg(shown, scope, gradeOf),
    sameLanguage: ndcg(shown.filter(inLanguage(true)), scope.filter(inLanguage(true)), gradeOf),
    crossLanguage: ndcg(shown.filter(inLanguage(false)), scope.filter(inLanguage(false)), gradeOf),
    noCountry: ndcg(
      listOf(scores, links, () => true),
      jobs.map((_, i) => i),
      gradeOf,
    ),
  });
}
const result = {
  list: oldList
    ? "old (floor for every job, newest first)"
    : "issue 38 (floor only without occupational link, by match)",
  jobs: jobs.length,
  resumes: resumes.length,
  recall20: mean(rows.map((r) => r.recall20)),
  ndcg10: mean(rows.map((r) => r.ndcg10)),
  sameLanguage: mean(rows.map((r) => r.sameLanguage)),
  crossLanguage: mean(rows.map((r) => r.crossLanguage)),
  noCountry: mean(rows.map((r) => r.noCountry)),
  misses: misses.slice(0, 10),
};
result.withinTargets =
  result.recall20 >= 0.95 && result.ndcg10 >= 0.95 && result.crossLanguage >= result.sameLanguage - 0.03;
record(oldList ? "recommend-eval-before" : "recommend-eval", result);
if (!result.withinTargets) process.exitCode = 1;

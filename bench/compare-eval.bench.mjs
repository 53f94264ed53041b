// Compare on the regression set (issue 38): packages/nlp/testing/compare-eval/pairs.json, 34 jobs and 38 resumes
// written by hand in Arabic and English, 140 pairs (49 across languages) with the verdict a
// recruiter would give and the required / missing skills expected in the explanation.
// Measures (packages/nlp/testing/compare-eval.ts):
//   accuracy, sameLanguageAccuracy, crossLanguageAccuracy  pass/fail as expected;
//   inventedRequired  required skills reported that the posting does not state, over every pair;
//   requiredRecall    share of stated required skills reported as required;
//   missingExact      share of pairs whose missing required skills are exactly the expected ones;
//   preferredFound    share of pairs where the preferred skills the resume shows are found;
//   inconsistent      pairs whose parts do not add up to the score or whose fixes repeat.
// Targets: accuracy ≥ 0.97, crossLanguageAccuracy ≥ 0.95, inventedRequired = 0.
// `--name=X` records under results/X.json (for a "before" row).
import fs from "node:fs";
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { record, repoRoot } from "./lib.mjs";

const { evaluateCompareSet } = await tsImport("../packages/nlp/testing/compare-eval.ts", import.meta.url);
const set = JSON.parse(
  fs.readFileSync(path.join(repoRoot, "packages/nlp/testing/compare-eval/pairs.json"), "utf8"),
);
const name = process.argv.find((a) => a.startsWith("--name="))?.slice(7) ?? "compare-eval";
const report = evaluateCompareSet(set);
report.withinTargets =
  report.accuracy >= 0.97 && report.crossLanguageAccuracy >= 0.95 && report.inventedRequired === 0;
record(name, report);
if (!report.withinTargets) process.exitCode = 1;

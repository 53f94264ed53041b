// The interview coach's answer scoring on the labelled set (issue 38):
// packages/nlp/testing/coach-set*.ts, 80 answers (40 Arabic, 40 English) to bank questions of
// 20 jobs in 16 families, labelled strong / adequate / weak / off-topic. Scored offline as the
// server scores them (answer route: the job's requirements and occupation family). Measures:
//   spearman.ar / spearman.en  Spearman's rank correlation of overall score with the label (3..0);
//   starFigureMin               lowest score of a complete STAR answer with a figure;
//   offTopicMax                 highest score of an off-topic answer.
// Targets: Spearman ≥ 0.8 per language; STAR + figure ≥ 0.70; off-topic ≤ 0.20.
// `--scorer=<dir>` scores with <dir>/answer-assessment.ts instead (a copy of packages/nlp/src
// from an older commit, for the "before" row of bench/README.md): node bench/interview-eval.bench.mjs --scorer=packages/nlp/.old-src
import path from "node:path";
import { tsImport } from "tsx/esm/api";
import { record, repoRoot } from "./lib.mjs";

const load = (file) => tsImport(file, import.meta.url);
const { evaluateCoachSet } = await load("../packages/nlp/testing/coach-eval.ts");
const scorerDir = process.argv.find((a) => a.startsWith("--scorer="))?.slice("--scorer=".length);
const assess = scorerDir
  ? (await load(path.join(repoRoot, scorerDir, "answer-assessment.ts"))).assessAnswer
  : undefined;
const { scored, perLanguage, ...figures } = evaluateCoachSet(assess);
const result = {
  answers: scored.length,
  spearman: { ar: perLanguage.ar.spearman, en: perLanguage.en.spearman },
  ...figures,
  targets: { spearman: 0.8, starFigureMin: 0.7, offTopicMax: 0.2 },
  met:
    perLanguage.ar.spearman >= 0.8 &&
    perLanguage.en.spearman >= 0.8 &&
    figures.starFigureMin >= 0.7 &&
    figures.offTopicMax <= 0.2,
};
if (process.argv.includes("--verbose"))
  for (const s of scored)
    console.log(s.language, s.questionId, s.label, "→", s.overall, `(relevance ${s.relevance})`);
record(scorerDir ? "interview-eval-before" : "interview-eval", result);
if (!scorerDir && !result.met) process.exitCode = 1;

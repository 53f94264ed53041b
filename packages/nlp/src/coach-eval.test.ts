import { describe, expect, it } from "vitest";
import { evaluateCoachSet } from "../testing/coach-eval";

// The interview-coach targets of issue 38 on the labelled set (80 answers, bench/README.md
// "interview-eval"), as floors: the set is a regression set, so these must never get worse.
describe("interview scoring on the labelled coach set (strong / adequate / weak / off-topic)", () => {
  const result = evaluateCoachSet();
  if (process.env.SIRA_PRINT_EVAL) {
    const { scored, ...figures } = result;
    console.log(JSON.stringify(figures));
    for (const s of scored) console.log(s.language, s.questionId, s.label, "→", s.overall, s.relevance);
  }

  it("holds at least 40 answers per language, each label in each", () => {
    expect(result.perLanguage.ar.answers).toBeGreaterThanOrEqual(40);
    expect(result.perLanguage.en.answers).toBeGreaterThanOrEqual(40);
    for (const language of ["ar", "en"] as const)
      for (const label of ["strong", "adequate", "weak", "off-topic"])
        expect(
          result.scored.filter((s) => s.language === language && s.label === label).length,
        ).toBeGreaterThanOrEqual(10);
  });

  it("ranks the answers as labelled: Spearman ≥ 0.8 in each language", () => {
    expect(result.perLanguage.ar.spearman).toBeGreaterThanOrEqual(0.8);
    expect(result.perLanguage.en.spearman).toBeGreaterThanOrEqual(0.8);
  });

  it("scores every complete STAR answer with a figure at 70 % or more", () => {
    for (const s of result.scored.filter((a) => a.starFigure))
      expect(s.overall, `${s.language} ${s.questionId}`).toBeGreaterThanOrEqual(0.7);
  });

  it("keeps every off-topic answer at 20 % or less, however well it is told", () => {
    for (const s of result.scored.filter((a) => a.label === "off-topic"))
      expect(s.overall, `${s.language} ${s.questionId}: ${s.answer.slice(0, 40)}`).toBeLessThanOrEqual(0.2);
  });

  it("orders the labels by mean score", () => {
    const m = result.meanByLabel;
    expect(m.strong).toBeGreaterThan(m.adequate);
    expect(m.adequate).toBeGreaterThan(m.weak);
    expect(m.weak).toBeGreaterThan(m["off-topic"]);
  });
});

import { describe, expect, it } from "vitest";
import { evaluateAnswerSet } from "../testing/answer-eval";

describe("interview scoring on the labelled answers (45, ar and en)", () => {
  const result = evaluateAnswerSet();
  if (process.env.SIRA_PRINT_EVAL) {
    const { scored, ...figures } = result;
    console.log(JSON.stringify(figures));
    for (const s of scored)
      console.log(
        s.job,
        s.language,
        s.questionId,
        s.label,
        "→",
        s.predicted,
        s.overall,
        s.relevance,
        s.starFound,
      );
  }

  it("never scores an off-topic answer above an on-topic answer to the same question", () => {
    expect(result.answers).toBeGreaterThanOrEqual(40);
    expect(result.offTopicAboveOnTopic).toBe(0);
    // Well-told stories about something else (numbers, STAR) stay low.
    expect(result.maxOffTopic).toBeLessThan(0.3);
  });

  it("orders good above weak above off-topic and agrees with the labels", () => {
    expect(result.pairwiseAgreement).toBeGreaterThanOrEqual(0.95);
    expect(result.labelAgreement).toBeGreaterThanOrEqual(0.9);
  });

  it("finds all four STAR parts in answers that name them, in both languages", () => {
    const [found, total] = result.starFound.split("/").map(Number);
    expect(found).toBe(total);
    for (const s of result.scored.filter((a) => a.star)) expect(s.starFound, s.answer).toBe(4);
  });

  it("gives an on-topic introduction its relevance in Arabic and English", () => {
    for (const s of result.scored.filter((a) => a.questionId === "opening" && a.label === "good"))
      expect(s.relevance, `${s.job} ${s.language}`).toBeGreaterThanOrEqual(0.8);
  });
});

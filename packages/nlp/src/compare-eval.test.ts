import { describe, expect, it } from "vitest";
import { type CompareEvalSet, evaluateCompareSet } from "../testing/compare-eval";
import set from "../testing/compare-eval/pairs.json" with { type: "json" };

/**
 * Floors on the compare regression set (packages/nlp/testing/compare-eval/pairs.json; the bench
 * bench/compare-eval.bench.mjs records the figures in bench/README.md). Before issue 38:
 * accuracy 0.907, across languages 0.898, 59 invented required skills, 78 pairs with repeated fixes.
 */
describe("compare regression set", () => {
  const report = evaluateCompareSet(set as CompareEvalSet);

  it("has at least 100 pairs in both languages, some across languages", () => {
    expect(report.pairs).toBeGreaterThanOrEqual(100);
    expect(report.crossPairs).toBeGreaterThanOrEqual(30);
  });

  it("gives the expected verdict (≥ 0.97, ≥ 0.95 across languages)", () => {
    expect(report.accuracy, JSON.stringify(report.wrong)).toBeGreaterThanOrEqual(0.97);
    expect(report.crossLanguageAccuracy, JSON.stringify(report.wrong)).toBeGreaterThanOrEqual(0.95);
  });

  it("never reports a required skill the posting does not state, over every pair", () => {
    expect(report.inventedRequired, JSON.stringify(report.invented)).toBe(0);
  });

  it("names the expected missing skills, finds the preferred ones, and explains without contradiction", () => {
    expect(report.missingExact, JSON.stringify(report.missingDiffs)).toBeGreaterThanOrEqual(0.95);
    expect(report.preferredFound).toBe(1);
    expect(report.inconsistent).toBe(0);
    expect(report.repeatedFixes).toBe(0);
  });
});

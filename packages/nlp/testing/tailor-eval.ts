import {
  applyTailorChanges,
  compareForTailoring,
  factsOf,
  type InventedFact,
  inventedFacts,
  proposeTailoring,
  resumeTexts,
} from "../src/tailor";
import { translateResume } from "../src/twin";
import { buildTailorResume, TAILOR_SET } from "./tailor-set";

export interface TailorPairResult {
  id: string;
  before: number;
  after: number;
  proposals: number;
  kinds: string[];
  /** Facts of the tailored resume's texts that the original (with its twin source) does not show. */
  invented: InventedFact[];
}

/**
 * Accept every offline proposal of every pair and compare before and after; check every
 * proposal's new text, and the whole tailored resume, against the original's facts.
 */
export function evaluateTailoring(now = new Date("2026-06-01")): TailorPairResult[] {
  return TAILOR_SET.map((pair) => {
    const source = buildTailorResume(pair.resume);
    const resume = pair.twin ? translateResume(source, pair.twin).value : source;
    // The twin's facts are the source resume's: both texts count as shown.
    const extraTexts = pair.twin ? resumeTexts(source) : [];
    const proposals = proposeTailoring(resume, pair.posting, { now, extraTexts });
    const tailored = applyTailorChanges(
      resume,
      proposals.map((p) => p.change),
    );
    const facts = factsOf([...resumeTexts(resume), ...extraTexts]);
    const invented = resumeTexts(tailored).flatMap((text) => inventedFacts(facts, text));
    return {
      id: pair.id,
      before: compareForTailoring(resume, pair.posting, { now }).score,
      after: compareForTailoring(tailored, pair.posting, { now }).score,
      proposals: proposals.length,
      kinds: [...new Set(proposals.map((p) => p.kind))],
      invented,
    };
  });
}

/**
 * The AI module's tasks in the untrusted-work pool's threads (src/untrusted-tasks.ts). Tailoring:
 * the compare score, the offline proposals, the no-invention check of one change and the review of a model's
 * rewrites all read the user's resume and the posting's text, so they never run on the event
 * loop. Plain data in and out, no database or files; @sira/nlp/tailor loads on first use.
 */

import type { AnswerAssessment, AssessAnswerInput } from "@sira/nlp/answer-assessment";
import type { InventedFact, TailorChange, TailorProposal } from "@sira/nlp/tailor";
import type { Language, ResumeData } from "@sira/schema";

interface ForJob {
  data: ResumeData;
  jobText: string;
}

const tailoring = () => import("@sira/nlp/tailor");

/** The resume's compare score against the posting (0–100). */
export async function tailorScore(input: ForJob): Promise<number> {
  const { compareForTailoring } = await tailoring();
  return compareForTailoring(input.data, input.jobText).score;
}

/** The score and the offline proposals for the posting. */
export async function tailorProposals(
  input: ForJob,
): Promise<{ score: number; proposals: TailorProposal[] }> {
  const { compareForTailoring, proposeTailoring } = await tailoring();
  return {
    score: compareForTailoring(input.data, input.jobText).score,
    proposals: proposeTailoring(input.data, input.jobText),
  };
}

export type TailorAcceptOutcome =
  | { outcome: "applied"; data: ResumeData; score: number }
  | { outcome: "not-applicable" }
  | { outcome: "invented"; facts: InventedFact[] };

/** One change checked against the resume as it is (no invention), then applied and scored. */
export async function tailorAccept(input: ForJob & { change: TailorChange }): Promise<TailorAcceptOutcome> {
  const { applyTailorChange, checkProposal, compareForTailoring } = await tailoring();
  const found = checkProposal(input.data, input.change);
  if (found === "not-applicable") return { outcome: "not-applicable" };
  if (found.length) return { outcome: "invented", facts: found };
  const data = applyTailorChange(input.data, input.change) as ResumeData;
  return { outcome: "applied", data, score: compareForTailoring(data, input.jobText).score };
}

export interface RewrittenItem {
  id: string;
  bullets: string[];
}

export interface TailorRewriteReview {
  proposals: TailorProposal[];
  refused: { label: string; text: string; facts: InventedFact[] }[];
}

/**
 * A model's rewritten experience items as proposals: each passes the no-invention check against
 * the resume or is refused with the facts it would have added; a proposal's gain is the score
 * it adds. Items the resume does not have are left out.
 */
export async function tailorRewriteReview(
  input: ForJob & { items: RewrittenItem[] },
): Promise<TailorRewriteReview> {
  const { applyTailorChange, compareForTailoring, factsOf, inventedFacts, resumeTexts } = await tailoring();
  const { escapeText, htmlToText } = await import("@sira/html");
  const facts = factsOf(resumeTexts(input.data));
  const base = compareForTailoring(input.data, input.jobText).score;
  const review: TailorRewriteReview = { proposals: [], refused: [] };
  for (const rewritten of input.items) {
    const item = input.data.sections.experience.items.find((i) => i.id === rewritten.id);
    if (!item) continue;
    const text = rewritten.bullets.join("\n");
    const invented = inventedFacts(facts, text);
    if (invented.length) {
      review.refused.push({ label: item.position, text, facts: invented });
      continue;
    }
    const value = `<ul>${rewritten.bullets.map((b) => `<li><p>${escapeText(b)}</p></li>`).join("")}</ul>`;
    const change: TailorChange = {
      op: "field",
      section: "experience",
      itemId: item.id,
      field: "summary",
      value,
    };
    const next = applyTailorChange(input.data, change) as ResumeData;
    review.proposals.push({
      id: `rewrite:experience:${item.id}`,
      kind: "rewrite",
      section: "experience",
      label: item.position,
      before: htmlToText(item.summary),
      after: text,
      skills: [],
      change,
      gain: Math.round((compareForTailoring(next, input.jobText).score - base) * 100) / 100,
    });
  }
  return review;
}

/**
 * A mock interview answer (the user's text, up to 8,000 characters) assessed against its question
 * and the job's text: relevance, STAR, specifics, length, fillers and the per-question review,
 * with the job's requirements and occupation family read from its text.
 */
export async function assessInterviewAnswer(input: {
  question: Exclude<AssessAnswerInput["question"], string>;
  answer: string;
  jobText: string;
  language: Language;
}): Promise<AnswerAssessment> {
  const [{ assessAnswer }, { extractJobRequirements }, { interviewFamilyOf }] = await Promise.all([
    import("@sira/nlp/answer-assessment"),
    import("@sira/nlp/job-requirements"),
    import("@sira/nlp/interview-bank"),
  ]);
  const jobRequirements = extractJobRequirements(input.jobText);
  const family = interviewFamilyOf(input.jobText, jobRequirements);
  return assessAnswer({
    question: input.question,
    answer: input.answer,
    jobRequirements,
    language: input.language,
    ...(family ? { family } : {}),
  });
}

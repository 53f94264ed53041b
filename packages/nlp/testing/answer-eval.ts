import type { Language } from "@sira/schema";
import { assessAnswer } from "../src/answer-assessment";
import { findBankQuestion } from "../src/interview-bank";
import { generateInterviewQuestions, type InterviewQuestion } from "../src/interview-questions";
import { extractJobRequirements } from "../src/job-requirements";
import { conceptLabel } from "../src/vocabulary";
import { type AnswerLabel, answerJobs, type LabelledAnswer, labelledAnswers } from "./answer-set";

export interface ScoredAnswer extends LabelledAnswer {
  overall: number;
  relevance: number;
  predicted: AnswerLabel;
  starFound: number;
}

export interface AnswerEvaluation {
  answers: number;
  /** Share of same-question pairs with different labels that the overall score orders as labelled. */
  pairwiseAgreement: number;
  /** Share of answers whose predicted label (off-topic under 0.3 relevance, good from 0.55 overall) is right. */
  labelAgreement: number;
  /** Off-topic answers scoring at or above an on-topic answer to the same question. */
  offTopicAboveOnTopic: number;
  /** Highest off-topic and lowest on-topic overall across the whole set. */
  maxOffTopic: number;
  minOnTopic: number;
  /** Answers naming all four STAR parts where all four were found. */
  starFound: string;
  scored: ScoredAnswer[];
}

const rank: Record<AnswerLabel, number> = { good: 2, weak: 1, "off-topic": 0 };

/**
 * Questions of interviews stored before the banks (issue 38): behavioural ids are the generic
 * bank's, skill questions used the old "a project where you used X" template.
 */
function legacyQuestion(id: string, language: Language): InterviewQuestion | undefined {
  const bank = findBankQuestion(`generic.${id}`);
  if (bank)
    return {
      id,
      kind: bank.kind,
      text: language === "ar" ? bank.ar : bank.en,
      focus: bank.keys.slice(0, 10),
      outline: language === "ar" ? bank.outline.ar : bank.outline.en,
    };
  const skill = /^skill\.(.+)$/.exec(id)?.[1];
  if (!skill) return undefined;
  const label = conceptLabel("skill", skill, language);
  return {
    id,
    kind: "skill",
    skill,
    text:
      language === "ar"
        ? `صف مشروعًا أو مهمة استخدمت فيها ${label}: ما المشكلة، وما الذي فعلته بنفسك، وما النتيجة؟`
        : `Describe a project or task where you used ${label}: what was the problem, what did you do yourself, and what was the result?`,
    focus: [skill],
    outline: [],
  };
}

/** Score the labelled answers with the offline assessment and compare with the labels. */
export function evaluateAnswerSet(): AnswerEvaluation {
  const scored: ScoredAnswer[] = labelledAnswers.map((a) => {
    const jobText = answerJobs[a.job];
    const question =
      generateInterviewQuestions({ jobText, language: a.language, count: 8 }).find(
        (q) => q.id === a.questionId,
      ) ?? legacyQuestion(a.questionId, a.language);
    if (!question) throw new Error(`no question ${a.questionId} for ${a.job}/${a.language}`);
    const r = assessAnswer({
      question,
      answer: a.answer,
      jobRequirements: extractJobRequirements(jobText),
      language: a.language,
    });
    const predicted: AnswerLabel =
      r.scores.relevance < 0.3 ? "off-topic" : r.scores.overall >= 0.55 ? "good" : "weak";
    return {
      ...a,
      overall: r.scores.overall,
      relevance: r.scores.relevance,
      predicted,
      starFound: Object.values(r.star).filter(Boolean).length,
    };
  });
  let pairs = 0;
  let agree = 0;
  let offAbove = 0;
  for (const a of scored)
    for (const b of scored) {
      if (a.job !== b.job || a.language !== b.language || a.questionId !== b.questionId) continue;
      if (rank[a.label] <= rank[b.label]) continue;
      pairs++;
      if (a.overall > b.overall) agree++;
      if (b.label === "off-topic" && b.overall >= a.overall) offAbove++;
    }
  const off = scored.filter((s) => s.label === "off-topic").map((s) => s.overall);
  const on = scored.filter((s) => s.label !== "off-topic").map((s) => s.overall);
  const star = scored.filter((s) => s.star);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    answers: scored.length,
    pairwiseAgreement: round(agree / pairs),
    labelAgreement: round(scored.filter((s) => s.predicted === s.label).length / scored.length),
    offTopicAboveOnTopic: offAbove,
    maxOffTopic: Math.max(...off),
    minOnTopic: Math.min(...on),
    starFound: `${star.filter((s) => s.starFound === 4).length}/${star.length}`,
    scored,
  };
}

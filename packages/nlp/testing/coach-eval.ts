import type { Language } from "@sira/schema";
import { assessAnswer } from "../src/answer-assessment";
import { familyOfQuestionId, findBankQuestion, interviewFamilyOf } from "../src/interview-bank";
import { generateInterviewQuestions, type InterviewQuestion } from "../src/interview-questions";
import { extractJobRequirements } from "../src/job-requirements";
import { type CoachAnswer, type CoachLabel, coachAnswers, coachJobs } from "./coach-set";

export interface CoachScored extends CoachAnswer {
  language: Language;
  overall: number;
  relevance: number;
  structure: number;
}

export interface CoachEvaluation {
  answers: number;
  perLanguage: Record<Language, { answers: number; spearman: number }>;
  /** Lowest score of a complete STAR answer with a figure (target ≥ 0.7), and the share reaching it. */
  starFigureMin: number;
  starFigureAtLeast70: number;
  /** Highest score of an off-topic answer (target ≤ 0.2), and the share within it. */
  offTopicMax: number;
  offTopicAtMost20: number;
  /** Mean overall per label. */
  meanByLabel: Record<CoachLabel, number>;
  scored: CoachScored[];
}

export const labelRank: Record<CoachLabel, number> = { strong: 3, adequate: 2, weak: 1, "off-topic": 0 };

/** Average ranks (ties share the mean of their positions), 1-based. */
function ranks(values: number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1]![0] === order[i]![0]) j++;
    for (let k = i; k <= j; k++) out[order[k]![1]] = (i + j) / 2 + 1;
    i = j + 1;
  }
  return out;
}

/** Spearman's rank correlation (Pearson on average ranks, so ties are handled). */
export function spearman(xs: number[], ys: number[]): number {
  const rx = ranks(xs);
  const ry = ranks(ys);
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const mx = mean(rx);
  const my = mean(ry);
  let num = 0;
  let dx = 0;
  let dy = 0;
  for (let i = 0; i < rx.length; i++) {
    num += (rx[i]! - mx) * (ry[i]! - my);
    dx += (rx[i]! - mx) ** 2;
    dy += (ry[i]! - my) ** 2;
  }
  return num / Math.sqrt(dx * dy);
}

/** The question as the room asks it: the job's opening question, or the bank question. */
function questionOf(a: CoachAnswer, language: Language): InterviewQuestion {
  const jobText = coachJobs[a.job];
  if (a.questionId === "opening") return generateInterviewQuestions({ jobText, language, count: 5 })[0]!;
  const bank = findBankQuestion(a.questionId);
  if (!bank) throw new Error(`no bank question ${a.questionId}`);
  const family = familyOfQuestionId(a.questionId);
  return {
    id: bank.id,
    kind: bank.kind,
    text: language === "ar" ? bank.ar : bank.en,
    focus: bank.keys.slice(0, 10),
    outline: language === "ar" ? bank.outline.ar : bank.outline.en,
    ...(family ? { family } : {}),
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

/**
 * Score the set with the offline assessment, as the server does, and measure it against the
 * labels. `assess` replaces the scorer (the bench passes the code before issue 38 for its
 * "before" row).
 */
export function evaluateCoachSet(assess: typeof assessAnswer = assessAnswer): CoachEvaluation {
  const scored: CoachScored[] = coachAnswers.map((a) => {
    const jobText = coachJobs[a.job];
    const jobRequirements = extractJobRequirements(jobText);
    const family = interviewFamilyOf(jobText, jobRequirements);
    const r = assess({
      question: questionOf(a, a.language),
      answer: a.answer,
      jobRequirements,
      language: a.language,
      ...(family ? { family } : {}),
    });
    return { ...a, overall: r.scores.overall, relevance: r.scores.relevance, structure: r.scores.structure };
  });
  const perLanguage = Object.fromEntries(
    (["ar", "en"] as const).map((language) => {
      const of = scored.filter((s) => s.language === language);
      return [
        language,
        {
          answers: of.length,
          spearman: round(
            spearman(
              of.map((s) => labelRank[s.label]),
              of.map((s) => s.overall),
            ),
          ),
        },
      ];
    }),
  ) as CoachEvaluation["perLanguage"];
  const star = scored.filter((s) => s.starFigure).map((s) => s.overall);
  const off = scored.filter((s) => s.label === "off-topic").map((s) => s.overall);
  const meanByLabel = Object.fromEntries(
    (Object.keys(labelRank) as CoachLabel[]).map((label) => {
      const of = scored.filter((s) => s.label === label);
      return [label, round(of.reduce((sum, s) => sum + s.overall, 0) / of.length)];
    }),
  ) as Record<CoachLabel, number>;
  return {
    answers: scored.length,
    perLanguage,
    starFigureMin: Math.min(...star),
    starFigureAtLeast70: round(star.filter((x) => x >= 0.7).length / star.length),
    offTopicMax: Math.max(...off),
    offTopicAtMost20: round(off.filter((x) => x <= 0.2).length / off.length),
    meanByLabel,
    scored,
  };
}

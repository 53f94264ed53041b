import type { Language } from "@sira/schema";
import type { InterviewQuestion } from "./interview-questions";
import { detectLanguage, normalizeText, tokenize } from "./normalize";
import { contentKeys } from "./stopwords";
import type { JobRequirements } from "./types";
import { findConceptIds, getConcept } from "./vocabulary";

/**
 * Feedback on interview answers from what can be observed in the text, without judging
 * content it cannot verify: relevance (shared words with the question and the job's skills),
 * STAR structure cues, specifics (numbers, named tools), length and filler words.
 */

export interface AnswerScores {
  relevance: number;
  structure: number;
  specifics: number;
  length: number;
  fluency: number;
  overall: number;
}

export interface AnswerAssessment {
  scores: AnswerScores;
  star: { situation: boolean; task: boolean; action: boolean; result: boolean };
  counts: { words: number; numbers: number; fillers: number };
  fillerWords: string[];
  /** Job skill ids the answer mentions. */
  matchedSkills: string[];
  suggestions: string[];
  language: Language;
}

export interface AssessAnswerInput {
  question: InterviewQuestion | string;
  answer: string;
  jobRequirements?: JobRequirements;
  /** Language of the feedback. */
  language: Language;
}

// Cues on normalizeText output (lowercase; أ→ا، ة→ه، ى→ي).
const STAR = {
  situation:
    /\b(?:situation|context|background|when i was|at my (?:previous|last|current)|in my (?:previous|last|current) (?:role|job|position)|we had|there was|the situation|the context|last year|once|at the time|while working)\b|عندما كنت|كنت اعمل|في عملي السابق|في وظيفتي|واجهنا|واجهت|الموقف|في احدى|في احد|العام الماضي|ذات مره|كان لدينا|كانت الشركه/,
  task: /\b(?:task|my (?:role|job|goal|responsibility) was|i was (?:responsible|asked|tasked)|the goal|the objective|we needed to|i needed to|i had to|the challenge)\b|مهمتي|المهمه|دوري|كان علي|كان المطلوب|المطلوب مني|الهدف|مسووليتي|التحدي|طلب مني|كلفت/,
  action:
    /\b(?:action|actions|steps i took|i (?:decided|gave|told|checked|asked|moved|created|built|led|analy[sz]ed|implemented|organi[sz]ed|designed|developed|wrote|set up|introduced|proposed|negotiated|trained|automated|reviewed|contacted|called|met|changed|started)|so i|i then|first,? i|then i)\b|الاجراء|الاجراءات|ما فعلته|قمت|قررت|بدات|صممت|طورت|نفذت|حللت|تواصلت|نظمت|انشات|اقترحت|دربت|راجعت|بنيت|اعددت|عملت على|ثم/,
  result:
    /\b(?:as a result|results?|resulted|outcome|reduc(?:ed|ing)|increas(?:ed|ing)|improv(?:ed|ing)|saved|achiev(?:ed|ing)|led to|which meant|grew|cut|delivered|won|on time|percent)\b|النتيجه|النتائج|نتيجه لذلك|ادي|خفض|خفضنا|انخفض|زاد|زادت|زياده|حققنا|حققت|وفر|وفرنا|تحسن|تحسين|نجحنا|اسفر|بنسبه/,
};

const FILLERS_EN =
  /\b(?:um+|uh+|erm+|er|hmm+|ah+|you know|i mean|kind of|sort of|basically|literally|actually|stuff like that|and stuff|whatever)\b|,\s*like,|\blike,/g;
const FILLERS_AR =
  /(?:^|\s)(?:يعني|امم+|ام+|اه+|ااا+|ايه|طيب|بصراحه|كذا يعني|اشي|شي كذا|زي كذا)(?=\s|$|[,.،])/g;
const NUMBER =
  /\d+(?:[.,]\d+)?\s*%?|\b(?:percent|half|double|twice|three|four|five|ten|hundred|thousand|million)\b|نصف|ضعف|الف|مليون|بالمئه|بالمايه/g;

/** Relevance from which an answer counts as fully on topic, and what an answer with none keeps. */
const RELEVANCE_FULL = 0.5;
const OFF_TOPIC_FLOOR = 0.15;

const GENERIC_QUESTION_KEYS = new Set(
  contentKeys(
    "describe tell give example time project task problem situation result results outcome happened end " +
      "what did you do yourself how handle learn measure briefly introduce why applying role something " +
      "صف حدثني اعطني مثالا موقف موقفا مشروعا مهمه المشكله النتيجه الموقف فعلت بنفسك حدث النهايه " +
      "كيف تعاملت ماذا تعلمت قست عرفنا بنفسك باختصار لماذا تتقدم لوظيفه مره",
  ),
);

/** Whether a focus entry is a vocabulary id (skill or title) rather than a word. */
const isConceptId = (value: string) =>
  /^[a-z0-9.]+(?:-[a-z0-9.]+)*$/.test(value) &&
  (getConcept("skill", value) ?? getConcept("title", value)) !== undefined;

const clamp = (n: number) => Math.max(0, Math.min(1, n));
const round = (n: number) => Math.round(n * 100) / 100;

function lengthScore(words: number, language: Language): number {
  // Arabic packs more into a word; ideal ranges in words.
  const [low, high] = language === "ar" ? [50, 220] : [70, 260];
  if (words < 15) return 0.1;
  if (words < low) return 0.1 + (0.9 * (words - 15)) / (low - 15);
  if (words <= high) return 1;
  return Math.max(0.5, 1 - (words - high) / (high * 2));
}

/**
 * Assess one answer. Scores are 0..1: relevance (the question's topic — its words beyond the
 * generic interview ones, or the skills and titles it is about — and the job's skills and titles
 * the answer names, in either language), structure (share of STAR parts with a cue), specifics (numbers and named tools),
 * length (about one to two minutes of speech is ideal) and fluency (1 minus ten times the
 * filler-word rate). overall weighs them 0.3 / 0.25 / 0.2 / 0.1 / 0.15, scaled down when the
 * relevance is under 0.5 (to 0.15 of it for an answer with none), so off-topic answers never
 * outscore on-topic ones however well they are told. Suggestions are in the
 * requested language and name what to change.
 */
export function assessAnswer(input: AssessAnswerInput): AnswerAssessment {
  const { answer, language, jobRequirements } = input;
  const question = typeof input.question === "string" ? undefined : input.question;
  const questionText = typeof input.question === "string" ? input.question : input.question.text;
  const text = normalizeText(answer);
  const words = tokenize(answer).length;

  const answerKeys = new Set(contentKeys(answer));
  // Words every interview question uses ("describe", "result", الموقف) say nothing about the topic.
  const questionKeys = new Set(
    [...contentKeys(questionText), ...(question?.focus ?? []).flatMap((f) => contentKeys(f))].filter(
      (k) => !GENERIC_QUESTION_KEYS.has(k),
    ),
  );
  const answerSkills = findConceptIds(answer, "skill");
  const answerTitles = findConceptIds(answer, "title");
  const answerConcepts = new Set([...answerSkills, ...answerTitles]);
  const jobSkills = new Set([
    ...(jobRequirements?.skills.must ?? []),
    ...(jobRequirements?.skills.nice ?? []),
  ]);
  const jobTitles = new Set(jobRequirements?.titles ?? []);
  const focusSkills = new Set(question?.skill ? [question.skill] : []);
  const matchedSkills = answerSkills.filter((id) => jobSkills.has(id) || focusSkills.has(id));

  // The question's topic: its words, or the skills and titles it is about, in either language
  // (focus ids are language-neutral, so an Arabic answer to a question about SQL counts).
  const sharedQuestion = [...questionKeys].filter((k) => answerKeys.has(k)).length;
  // One shared word can be chance ("team" in a football story); two make the topic.
  const questionPart =
    questionKeys.size < 2 ? sharedQuestion : sharedQuestion >= 2 ? 1 : sharedQuestion === 1 ? 0.4 : 0;
  const focusIds = (question?.focus ?? []).filter((f) => answerConcepts.has(f) || isConceptId(f));
  const focusHits = focusIds.filter((f) => answerConcepts.has(f)).length;
  const focusPart = focusIds.length > 0 ? clamp(focusHits / Math.min(2, focusIds.length)) : 0;
  const topic = Math.max(questionPart, focusPart);
  // The job's field: its skills and titles named in the answer.
  const jobHits = matchedSkills.length + answerTitles.filter((id) => jobTitles.has(id)).length;
  const field = jobSkills.size > 0 || jobTitles.size > 0 ? clamp(jobHits / 2) : topic;
  const relevance = clamp(0.6 * Math.max(topic, field) + 0.4 * Math.min(topic, field));

  const star = {
    situation: STAR.situation.test(text),
    task: STAR.task.test(text),
    action: STAR.action.test(text) || /\b(?:i|we) \w+ed\b/.test(text),
    result: STAR.result.test(text),
  };
  const structure = Object.values(star).filter(Boolean).length / 4;

  const numbers = text.match(NUMBER)?.length ?? 0;
  const specifics = clamp(0.3 * Math.min(numbers, 2) + 0.2 * Math.min(answerSkills.length, 2));

  const fillerMatches = [...(text.match(FILLERS_EN) ?? []), ...(text.match(FILLERS_AR) ?? [])].map((f) =>
    f.replace(/[,\s]+/g, " ").trim(),
  );
  const fluency = words === 0 ? 0 : clamp(1 - (10 * fillerMatches.length) / words);
  const answerLanguage = words > 0 ? detectLanguage(answer) : language;
  const length = lengthScore(words, answerLanguage);

  // Form without topic is not a good answer: below RELEVANCE_FULL the whole score shrinks, so a
  // well-told story about something else never outscores an on-topic answer.
  const form = 0.3 * relevance + 0.25 * structure + 0.2 * specifics + 0.1 * length + 0.15 * fluency;
  const overall = form * (OFF_TOPIC_FLOOR + (1 - OFF_TOPIC_FLOOR) * clamp(relevance / RELEVANCE_FULL) ** 2);
  const scores: AnswerScores = {
    relevance: round(relevance),
    structure: round(structure),
    specifics: round(specifics),
    length: round(length),
    fluency: round(fluency),
    overall: round(words === 0 ? 0 : overall),
  };
  return {
    scores,
    star,
    counts: { words, numbers, fillers: fillerMatches.length },
    fillerWords: [...new Set(fillerMatches)],
    matchedSkills,
    suggestions: suggestionsFor(scores, star, words, [...new Set(fillerMatches)], language),
    language,
  };
}

function suggestionsFor(
  s: AnswerScores,
  star: AnswerAssessment["star"],
  words: number,
  fillers: string[],
  language: Language,
): string[] {
  const ar = language === "ar";
  const out: string[] = [];
  if (words === 0)
    return [
      ar
        ? "لم نستلم إجابة. أجب عن السؤال بمثال من خبرتك."
        : "No answer was given. Answer with an example from your experience.",
    ];
  if (s.relevance < 0.5)
    out.push(
      ar
        ? "اربط إجابتك بالسؤال مباشرة واذكر المهارات التي تطلبها الوظيفة بأسمائها."
        : "Tie your answer directly to the question and name the skills the job asks for.",
    );
  const missing = (Object.keys(star) as (keyof typeof star)[]).filter((k) => !star[k]);
  if (missing.length > 0) {
    const names = ar
      ? { situation: "الموقف", task: "المهمة", action: "ما فعلته بنفسك", result: "النتيجة" }
      : {
          situation: "the situation",
          task: "your task",
          action: "what you did yourself",
          result: "the result",
        };
    out.push(
      ar
        ? `استخدم أسلوب STAR (الموقف، المهمة، الإجراء، النتيجة)؛ ينقص إجابتك: ${missing.map((m) => names[m]).join("، ")}.`
        : `Use the STAR method (situation, task, action, result); your answer lacks ${missing.map((m) => names[m]).join(", ")}.`,
    );
  }
  if (s.specifics < 0.6)
    out.push(
      ar
        ? "أضف تفاصيل قابلة للقياس: أرقام، نسب، مدد زمنية، وأسماء الأدوات التي استخدمتها."
        : "Add measurable detail: numbers, percentages, time frames and the tools you used.",
    );
  if (s.length < 0.6)
    out.push(
      ar
        ? "إجابتك قصيرة؛ تحدث دقيقة إلى دقيقتين تقريبًا مع مثال واحد كامل."
        : "Your answer is short; speak for about one to two minutes around one complete example.",
    );
  else if (s.length < 1 && words > 200)
    out.push(
      ar
        ? "إجابتك طويلة؛ ركّز على مثال واحد ونتيجته."
        : "Your answer runs long; focus on one example and its result.",
    );
  if (s.fluency < 0.8)
    out.push(
      ar
        ? `قلّل من كلمات الحشو (${fillers.join("، ")})؛ توقف لحظة بدلًا منها.`
        : `Cut filler words (${fillers.join(", ")}); pause briefly instead.`,
    );
  return out;
}

export interface InterviewSummary {
  /** Average overall score, 0..1. */
  overall: number;
  /** Average of each score across answers. */
  scores: AnswerScores;
  verdict: "strong" | "good" | "needs-work";
  strengths: string[];
  /** Most frequent suggestions across answers, most common first. */
  improvements: string[];
  summary: string;
  answered: number;
}

/**
 * Final interview report from the per-answer assessments: average scores, a verdict (strong
 * from 0.75, good from 0.55), strengths (dimensions averaging 0.75 or more) and the most common
 * suggestions, in `language` (default: the language of the first assessment, else Arabic).
 */
export function summarizeInterview(
  assessments: readonly AnswerAssessment[],
  language?: Language,
): InterviewSummary {
  const lang = language ?? assessments[0]?.language ?? "ar";
  const ar = lang === "ar";
  const keys: (keyof AnswerScores)[] = [
    "relevance",
    "structure",
    "specifics",
    "length",
    "fluency",
    "overall",
  ];
  const n = assessments.length;
  const scores = Object.fromEntries(
    keys.map((k) => [k, n === 0 ? 0 : round(assessments.reduce((sum, a) => sum + a.scores[k], 0) / n)]),
  ) as unknown as AnswerScores;
  const verdict = scores.overall >= 0.75 ? "strong" : scores.overall >= 0.55 ? "good" : "needs-work";
  const names: Record<Exclude<keyof AnswerScores, "overall">, { ar: string; en: string }> = {
    relevance: { ar: "إجابات مرتبطة بالسؤال والوظيفة", en: "answers stay on the question and the job" },
    structure: { ar: "بناء واضح بأسلوب STAR", en: "clear STAR structure" },
    specifics: { ar: "تفاصيل وأرقام محددة", en: "specific details and numbers" },
    length: { ar: "طول مناسب للإجابات", en: "well-sized answers" },
    fluency: { ar: "حديث سلس بلا كلمات حشو", en: "fluent delivery with few fillers" },
  };
  const strengths = (Object.keys(names) as (keyof typeof names)[])
    .filter((k) => n > 0 && scores[k] >= 0.75)
    .map((k) => names[k][lang]);
  const counts = new Map<string, number>();
  for (const a of assessments)
    for (const s of a.suggestions) {
      const key = s.split(/[:：؛;(]/)[0]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  const improvements = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([s]) => s.trim());
  const percent = Math.round(scores.overall * 100);
  const verdictText = {
    strong: ar ? "أداء قوي" : "a strong performance",
    good: ar ? "أداء جيد مع مجال للتحسين" : "a good performance with room to improve",
    "needs-work": ar ? "أداء يحتاج إلى تدريب إضافي" : "a performance that needs more practice",
  }[verdict];
  const summary =
    n === 0
      ? ar
        ? "لم تتم الإجابة عن أي سؤال."
        : "No questions were answered."
      : ar
        ? `أجبت عن ${n} أسئلة بنتيجة إجمالية ${percent}% — ${verdictText}.`
        : `You answered ${n} questions with an overall score of ${percent}% — ${verdictText}.`;
  return { overall: scores.overall, scores, verdict, strengths, improvements, summary, answered: n };
}

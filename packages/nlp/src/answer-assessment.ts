import type { Language } from "@sira/schema";
import {
  familyBank,
  familyOfQuestionId,
  findBankQuestion,
  genericQuestions,
  type InterviewFamily,
  openingKeys,
} from "./interview-bank";
import type { InterviewQuestion } from "./interview-questions";
import { detectLanguage, normalizeText, tokenize } from "./normalize";
import { contentKeys } from "./stopwords";
import type { JobRequirements } from "./types";
import { findConceptIds, getConcept } from "./vocabulary";

/**
 * Feedback on interview answers from what can be observed in the text, without judging
 * content it cannot verify: relevance (the question's topic — its words and its bank entry's
 * topic words — and the job's field and skills), STAR structure cues in Arabic and English,
 * specifics (figures, named tools, outcomes), length and filler words. Each answer gets a
 * review: what was good, what was missing, and the outline of a strong answer.
 */

export interface AnswerScores {
  relevance: number;
  structure: number;
  specifics: number;
  length: number;
  fluency: number;
  overall: number;
}

export interface AnswerReview {
  good: string[];
  missing: string[];
  /** The model answer's outline (the question's, else a STAR outline). */
  outline: string[];
}

export interface AnswerAssessment {
  scores: AnswerScores;
  star: { situation: boolean; task: boolean; action: boolean; result: boolean };
  counts: { words: number; numbers: number; fillers: number };
  fillerWords: string[];
  /** Job skill ids the answer mentions. */
  matchedSkills: string[];
  /** What to change; the review's missing points. */
  suggestions: string[];
  review: AnswerReview;
  language: Language;
}

export interface AssessAnswerInput {
  question: InterviewQuestion | string;
  answer: string;
  jobRequirements?: JobRequirements;
  /** The job's occupation family, when known (else the question's). */
  family?: InterviewFamily;
  /** Language of the feedback. */
  language: Language;
}

// Cues on normalizeText output (lowercase; أ→ا، ة→ه، ى→ي، ئ→ي، ؤ→و). Arabic words are matched
// inside longer words on purpose (prefixes و/ف/ب and suffixes).
const STAR = {
  situation:
    /\b(?:situation|context|background|when i was|at my (?:previous|last|current|old)|in my (?:previous|last|current|first) (?:role|job|position|company|team)|on (?:a|one) (?:night |day |busy )?shift|we had|there was|there were|last (?:year|month|quarter|summer)|once|at the time|while working|our (?:team|unit|ward|company|branch|client)|i was working|i worked (?:as|at|on))\b|عندما كنت|حين كنت|كنت اعمل|كنت مسوول|كنت رييس|في عملي|في وظيفتي|في الشركه|في المستشفي|في المدرسه|في الفرع|واجهنا|واجهت|الموقف|في احدي|في احد|العام الماضي|الشهر الماضي|ذات مره|كان لدينا|كانت لدينا|كانت الشركه|كان القسم|كان الفريق|في مناوبه|خلال عملي|اثناء عملي|لاحظت ان|كنا نعاني|كان هناك/,
  task: /\b(?:task|my (?:role|job|goal|responsibility|aim) was|i was (?:responsible|asked|tasked|expected|in charge)|the goal|the objective|the aim|we needed to|i needed to|i had to|the challenge|as the [a-z ]{2,30} i had)\b|مهمتي|المهمه|دوري|كان علي|كان المطلوب|المطلوب مني|الهدف|مسووليتي|التحدي|طلب مني|كلفت|كلفني|هدفي|كان يجب|وجب علي/,
  action:
    /\b(?:action|actions|steps i took|i (?:decided|gave|told|checked|asked|moved|created|built|led|analy[sz]ed|implemented|organi[sz]ed|designed|developed|wrote|set up|introduced|proposed|negotiated|trained|automated|reviewed|contacted|called|met|changed|started|re-?assigned|escalated|prepared|visited|listened|explained|split|added|used|ran|planned|scheduled|traced|compared|offered|arranged)|so i|i then|first,? i|then i)\b|الاجراء|ما فعلته|قمت|قررت|بدات|صممت|طورت|نفذت|حللت|تواصلت|نظمت|انشات|اقترحت|دربت|راجعت|بنيت|اعددت|عملت علي|بادرت|وزعت|طلبت|اتصلت|جمعت|وضعت|استخدمت|اجتمعت|شرحت|تابعت|رتبت|تتبعت|زرت|استمعت|عرضت|حددت|اعدت|ثم /,
  result:
    /\b(?:as a result|results?|resulted|outcome|reduc(?:ed|ing)|increas(?:ed|ing)|improv(?:ed|ing)|saved|achiev(?:ed|ing)|led to|which meant|grew|rose|fell|dropped|cut|delivered|won|on time|percent|in the end|finally|zero|no (?:incidents|complaints|errors)|now uses?)\b|النتيجه|النتايج|نتيجه لذلك|ادي|ادت|خفض|انخفض|ارتفع|زاد|زادت|زياده|حققنا|حققت|وفر|تحسن|نجحنا|اسفر|بنسبه|اصبح|تمكنا|انهينا|في النهايه|دون اي|بلا اي/,
};

const FILLERS_EN =
  /\b(?:um+|uh+|erm+|er|hmm+|ah+|you know|i mean|kind of|sort of|basically|literally|actually|stuff like that|and stuff|whatever)\b|,\s*like,|\blike,/g;
const FILLERS_AR =
  /(?:^|\s)(?:يعني|امم+|ام+|اه+|ااا+|ايه|طيب|بصراحه|كذا يعني|اشي|شي كذا|زي كذا)(?=\s|$|[,.،])/g;
const NUMBER =
  /\d+(?:[.,]\d+)?\s*%?|\b(?:percent|half|double|twice|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|thousand|million)\b|نصف|ضعف|الف|مليون|بالمييه|بالمايه|ساعتين|يومين|اسبوعين|شهرين|ثلاث|اربع|خمس|ست |سبع|ثمان|تسع|عشر/g;
/** Figures as the user wrote them, for the review ("45%", "3 days"). */
const FIGURE = /[\d٠-٩]+(?:[.,][\d٠-٩]+)?\s*(?:%|٪|[^\s\d.,،؛:]{1,12})?/g;

/** Relevance from which an answer counts as fully on topic, and what an answer with none keeps. */
const RELEVANCE_FULL = 0.5;
const OFF_TOPIC_FLOOR = 0.1;

const GENERIC_QUESTION_KEYS = new Set(
  contentKeys(
    "describe tell give example time project task problem situation result results outcome happened end " +
      "what did you do yourself how handle measure briefly introduce why applying role something " +
      "position good fit makes walk through take me first answer work would your about recent piece " +
      "relied came out use used what happened " +
      "صف حدثني اعطني مثالا موقف موقفا مشروعا مهمه المشكله النتيجه الموقف فعلت بنفسك حدث النهايه " +
      "كيف تعاملت ماذا قست عرفنا بنفسك باختصار لماذا تتقدم تقدمت لوظيفه مره يجعلك مناسبا لها " +
      "اشرح لي تفعل تقوم عملك خلال حديث الذي التي اعتمدت فيه تحقق استخدمته",
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
  const [low, high] = language === "ar" ? [45, 220] : [60, 260];
  if (words < 12) return 0.1;
  if (words < low) return 0.1 + (0.9 * (words - 12)) / (low - 12);
  if (words <= high) return 1;
  return Math.max(0.5, 1 - (words - high) / (high * 2));
}

const keySet = (words: readonly string[]) => new Set(words.flatMap((w) => contentKeys(w)));

/** Topic words of a question: its own words, its bank entry's, or a generic topic it names. */
function topicKeysOf(question: InterviewQuestion | undefined, text: string): Set<string> {
  const words: string[] = [text];
  const bank = question ? findBankQuestion(question.id) : undefined;
  if (bank) words.push(...bank.keys);
  else for (const g of genericQuestions) if (g.triggers?.test(text)) words.push(...g.keys);
  if (question?.kind === "opening" || /introduce yourself|عرفنا بنفسك|عرّفنا بنفسك/.test(text))
    words.push(...openingKeys);
  for (const f of question?.focus ?? []) if (!isConceptId(f)) words.push(f);
  return new Set([...keySet(words)].filter((k) => !GENERIC_QUESTION_KEYS.has(k)));
}

// One shared word can be chance ("team" in a football story); two start to make the topic.
const hitScore = (hits: number) => [0, 0.2, 0.55, 0.8][hits] ?? 1;

/**
 * Assess one answer. Scores are 0..1: relevance (topic words of the question shared with the
 * answer — 1 from four — and the job's field: its family's words and the job's skills and
 * titles), structure (share of STAR parts with a cue), specifics (figures, named tools, a result
 * with a figure), length (about one to two minutes of speech is ideal) and fluency (1 minus ten
 * times the filler-word rate). overall weighs them 0.3 / 0.3 / 0.2 / 0.1 / 0.1, scaled down
 * when the relevance is under 0.5 (to 0.1 of it for an answer with none), so off-topic answers
 * never outscore on-topic ones however well they are told.
 */
export function assessAnswer(input: AssessAnswerInput): AnswerAssessment {
  const { answer, language, jobRequirements } = input;
  const question = typeof input.question === "string" ? undefined : input.question;
  const questionText = typeof input.question === "string" ? input.question : input.question.text;
  const text = normalizeText(answer);
  const words = tokenize(answer).length;
  const answerKeys = new Set(contentKeys(answer));

  // The question's topic.
  const topicKeys = topicKeysOf(question, questionText);
  const topicHits = [...topicKeys].filter((k) => answerKeys.has(k)).length;
  const answerSkills = findConceptIds(answer, "skill");
  const answerTitles = findConceptIds(answer, "title");
  const answerConcepts = new Set([...answerSkills, ...answerTitles]);
  const focusIds = (question?.focus ?? []).filter(isConceptId);
  const focusHits = focusIds.filter((f) => answerConcepts.has(f)).length;
  const topic = Math.max(
    hitScore(topicHits),
    focusIds.length ? clamp(focusHits / Math.min(2, focusIds.length)) : 0,
  );

  // The job's field: the family's words, the job's skills and titles.
  const family = input.family ?? question?.family ?? (question ? familyOfQuestionId(question.id) : undefined);
  const fieldKeys = keySet(family ? (familyBank(family)?.field ?? []) : []);
  const fieldHits = [...fieldKeys].filter((k) => answerKeys.has(k) && !topicKeys.has(k)).length;
  const jobSkills = new Set([
    ...(jobRequirements?.skills.must ?? []),
    ...(jobRequirements?.skills.nice ?? []),
  ]);
  const jobTitles = new Set(jobRequirements?.titles ?? []);
  const matchedSkills = answerSkills.filter((id) => jobSkills.has(id) || id === question?.skill);
  const jobHits = matchedSkills.length + answerTitles.filter((id) => jobTitles.has(id)).length;
  const field = clamp(fieldHits / 3 + jobHits / 2);
  const relevance = clamp(Math.max(topic, 0.6 * field) + 0.25 * Math.min(topic, field));

  const star = {
    situation: STAR.situation.test(text),
    task: STAR.task.test(text),
    action: STAR.action.test(text) || /\b(?:i|we) \w+ed\b/.test(text),
    result: STAR.result.test(text),
  };
  const structure = Object.values(star).filter(Boolean).length / 4;

  const numbers = text.match(NUMBER)?.length ?? 0;
  const figures = [...new Set((answer.match(FIGURE) ?? []).map((f) => f.trim()))].slice(0, 3);
  const tools = answerSkills.filter((id) => getConcept("skill", id)?.category !== "soft").length;
  const specifics = clamp(
    0.3 * Math.min(numbers, 2) + 0.15 * Math.min(tools, 2) + (star.result && numbers > 0 ? 0.2 : 0),
  );

  const fillerMatches = [...(text.match(FILLERS_EN) ?? []), ...(text.match(FILLERS_AR) ?? [])].map((f) =>
    f.replace(/[,\s]+/g, " ").trim(),
  );
  const fluency = words === 0 ? 0 : clamp(1 - (10 * fillerMatches.length) / words);
  const answerLanguage = words > 0 ? detectLanguage(answer) : language;
  const length = lengthScore(words, answerLanguage);

  const form = 0.3 * relevance + 0.3 * structure + 0.2 * specifics + 0.1 * length + 0.1 * fluency;
  const overall = form * (OFF_TOPIC_FLOOR + (1 - OFF_TOPIC_FLOOR) * clamp(relevance / RELEVANCE_FULL) ** 2);
  const scores: AnswerScores = {
    relevance: round(relevance),
    structure: round(structure),
    specifics: round(specifics),
    length: round(length),
    fluency: round(fluency),
    overall: round(words === 0 ? 0 : overall),
  };
  const fillerWords = [...new Set(fillerMatches)];
  const outline = question?.outline?.length ? question.outline : starOutline[language];
  const review = reviewOf({ scores, star, words, fillerWords, figures, language, outline });
  return {
    scores,
    star,
    counts: { words, numbers, fillers: fillerMatches.length },
    fillerWords,
    matchedSkills,
    suggestions: review.missing,
    review,
    language,
  };
}

const starOutline: Record<Language, string[]> = {
  en: [
    "Situation: where and when, in one or two sentences",
    "Task: what you were responsible for",
    "Action: what you did yourself, step by step",
    "Result: what changed, with a figure",
  ],
  ar: [
    "الموقف: أين ومتى، في جملة أو جملتين",
    "المهمة: ما كنت مسؤولًا عنه",
    "الإجراء: ما قمت به بنفسك خطوة بخطوة",
    "النتيجة: ما الذي تغيّر، مع رقم",
  ],
};

const partNames = {
  ar: { situation: "الموقف", task: "المهمة", action: "ما فعلته بنفسك", result: "النتيجة" },
  en: {
    situation: "the situation",
    task: "your task",
    action: "what you did yourself",
    result: "the result",
  },
};

type Dimension = Exclude<keyof AnswerScores, "overall">;
/** A dimension is a strength from this score and a weakness below the other (never both). */
const GOOD_FROM = 0.75;
const WEAK_BELOW = 0.6;

function reviewOf(a: {
  scores: AnswerScores;
  star: AnswerAssessment["star"];
  words: number;
  fillerWords: string[];
  figures: string[];
  language: Language;
  outline: string[];
}): AnswerReview {
  const { scores: s, star, language, figures } = a;
  const ar = language === "ar";
  const list = (items: string[]) => new Intl.ListFormat(language, { type: "conjunction" }).format(items);
  if (a.words === 0)
    return {
      good: [],
      missing: [
        ar
          ? "لم نستلم إجابة. أجب عن السؤال بمثال من خبرتك."
          : "No answer was given. Answer with an example from your experience.",
      ],
      outline: a.outline,
    };
  const good: string[] = [];
  const missing: string[] = [];
  const judge = (d: Dimension) => (s[d] >= GOOD_FROM ? "good" : s[d] < WEAK_BELOW ? "weak" : "fair");

  if (judge("relevance") === "good")
    good.push(
      ar
        ? "أجبت عن السؤال المطروح وبقيت في موضوع الوظيفة."
        : "You answered the question asked and stayed on the job's subject.",
    );
  else if (judge("relevance") === "weak")
    missing.push(
      ar
        ? "إجابتك بعيدة عن السؤال: اختر مثالًا يجيب عنه مباشرة ومن مجال الوظيفة."
        : "Your answer drifts from the question: pick an example that answers it directly, from the job's field.",
    );

  const parts = (Object.keys(star) as (keyof typeof star)[]).filter((k) => star[k]);
  const lacking = (Object.keys(star) as (keyof typeof star)[]).filter((k) => !star[k]);
  if (lacking.length === 0)
    good.push(
      ar
        ? "بنيت إجابتك بأسلوب STAR كاملًا: الموقف والمهمة والإجراء والنتيجة."
        : "A complete STAR answer: situation, task, action and result.",
    );
  else {
    if (parts.length >= 2)
      good.push(
        ar
          ? `ذكرت ${list(parts.map((p) => partNames.ar[p]))}.`
          : `You covered ${list(parts.map((p) => partNames.en[p]))}.`,
      );
    missing.push(
      ar
        ? `أكمل بناء STAR: ينقص إجابتك ${list(lacking.map((p) => partNames.ar[p]))}.`
        : `Complete the STAR structure: add ${list(lacking.map((p) => partNames.en[p]))}.`,
    );
  }

  if (judge("specifics") === "good")
    good.push(
      figures.length
        ? ar
          ? `دعمت إجابتك بأرقام محددة (${list(figures)}).`
          : `You backed it with figures (${list(figures)}).`
        : ar
          ? "ذكرت تفاصيل محددة وأدوات بأسمائها."
          : "You gave specific details and named your tools.",
    );
  else if (judge("specifics") === "weak")
    missing.push(
      ar
        ? "أضف تفاصيل قابلة للقياس: رقمًا أو نسبة أو مدة، وأسماء الأدوات التي استخدمتها."
        : "Add measurable detail: a number, a percentage or a time frame, and the tools you used.",
    );

  if (judge("length") === "weak")
    missing.push(
      ar
        ? "إجابتك قصيرة؛ تحدث دقيقة إلى دقيقتين تقريبًا حول مثال واحد كامل."
        : "Your answer is short; speak for about one to two minutes around one complete example.",
    );
  else if (s.length < 1 && a.words > 200)
    missing.push(
      ar
        ? "إجابتك طويلة؛ ركّز على مثال واحد ونتيجته."
        : "Your answer runs long; focus on one example and its result.",
    );

  if (judge("fluency") === "good" && a.fillerWords.length === 0 && a.words >= 30)
    good.push(ar ? "أسلوب واضح خالٍ من كلمات الحشو." : "Clear delivery without filler words.");
  else if (s.fluency < 0.8)
    missing.push(
      ar
        ? `قلّل من كلمات الحشو (${a.fillerWords.join("، ")})؛ توقف لحظة بدلًا منها.`
        : `Cut filler words (${a.fillerWords.join(", ")}); pause briefly instead.`,
    );
  return { good, missing, outline: a.outline };
}

export interface InterviewSummary {
  /** Average overall score, 0..1. */
  overall: number;
  /** Average of each score across answers. */
  scores: AnswerScores;
  verdict: "strong" | "good" | "needs-work";
  strengths: string[];
  /** Dimensions to work on, weakest first; never one of the strengths. */
  improvements: string[];
  summary: string;
  answered: number;
}

const ARABIC_TENS = ["", "", "", "ثلاثة", "أربعة", "خمسة", "ستة", "سبعة", "ثمانية", "تسعة", "عشرة"];

/**
 * "n questions" with the language's plural rules (Intl.PluralRules): Arabic سؤال واحد، سؤالين،
 * ثلاثة أسئلة (numbers 3–10 in words, the counted noun masculine so the number is feminine in
 * form), 11 سؤالًا, 100 سؤال; English 1 question, 2 questions.
 */
export function countQuestions(n: number, language: Language): string {
  if (language === "en")
    return `${n} ${new Intl.PluralRules("en").select(n) === "one" ? "question" : "questions"}`;
  switch (new Intl.PluralRules("ar").select(n)) {
    case "zero":
      return "أي سؤال";
    case "one":
      return "سؤال واحد";
    case "two":
      return "سؤالين";
    case "few":
      return `${ARABIC_TENS[n] ?? n} أسئلة`;
    case "many":
      return `${n} سؤالًا`;
    default:
      return `${n} سؤال`;
  }
}

const dimensionText: Record<
  Dimension,
  { strength: Record<Language, string>; weakness: Record<Language, string> }
> = {
  relevance: {
    strength: { ar: "إجابات مرتبطة بالسؤال والوظيفة", en: "answers stay on the question and the job" },
    weakness: {
      ar: "اربط إجاباتك بالسؤال المطروح وبمجال الوظيفة",
      en: "tie your answers to the question asked and the job's field",
    },
  },
  structure: {
    strength: { ar: "بناء واضح بأسلوب STAR", en: "clear STAR structure" },
    weakness: {
      ar: "ابنِ كل إجابة بأسلوب STAR: الموقف والمهمة والإجراء والنتيجة",
      en: "build each answer with STAR: situation, task, action and result",
    },
  },
  specifics: {
    strength: { ar: "تفاصيل وأرقام محددة", en: "specific details and numbers" },
    weakness: {
      ar: "أضف أرقامًا ونسبًا وأسماء أدوات تثبت نتائجك",
      en: "add figures, percentages and tool names that prove your results",
    },
  },
  length: {
    strength: { ar: "طول مناسب للإجابات", en: "well-sized answers" },
    weakness: {
      ar: "أطِل إجاباتك إلى دقيقة أو دقيقتين حول مثال واحد كامل",
      en: "give answers of one to two minutes around one complete example",
    },
  },
  fluency: {
    strength: { ar: "حديث سلس بلا كلمات حشو", en: "fluent delivery with few fillers" },
    weakness: {
      ar: "قلّل من كلمات الحشو وتوقف لحظة بدلًا منها",
      en: "cut filler words and pause briefly instead",
    },
  },
};

/**
 * Final interview report from the per-answer assessments: average scores, a verdict (strong
 * from 0.75, good from 0.55), strengths (dimensions averaging 0.75 or more) and improvements
 * (dimensions averaging under 0.6, weakest first) — one judgement per dimension, so nothing is
 * both — and a summary counting the questions with the language's plural rules.
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
  const dims = Object.keys(dimensionText) as Dimension[];
  const strengths =
    n === 0 ? [] : dims.filter((d) => scores[d] >= GOOD_FROM).map((d) => dimensionText[d].strength[lang]);
  const improvements =
    n === 0
      ? []
      : dims
          .filter((d) => scores[d] < WEAK_BELOW)
          .sort((a, b) => scores[a] - scores[b])
          .map((d) => dimensionText[d].weakness[lang]);
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
        ? `أجبت عن ${countQuestions(n, "ar")} بنتيجة إجمالية ${percent}% — ${verdictText}.`
        : `You answered ${countQuestions(n, "en")} with an overall score of ${percent}% — ${verdictText}.`;
  return { overall: scores.overall, scores, verdict, strengths, improvements, summary, answered: n };
}

import type { Language } from "@sira/schema";
import { extractJobRequirements } from "./job-requirements";
import type { JobRequirements, ResumeFeatures } from "./types";
import { conceptLabel } from "./vocabulary";

/**
 * Mock-interview questions built from a job's requirements and the candidate's resume: an
 * opening question about the role, questions on the job's must-have skills (those the resume
 * shows, then gaps), one on the candidate's latest experience, and behavioural questions to be
 * answered with the STAR method. Deterministic for the same input.
 */

export type QuestionKind = "opening" | "skill" | "gap" | "experience" | "behavioural";

export interface InterviewQuestion {
  id: string;
  kind: QuestionKind;
  text: string;
  /** Words and ids an answer is expected to touch (used by assessAnswer for relevance). */
  focus: string[];
  /** Skill id the question is about, for skill and gap questions. */
  skill?: string;
}

export interface InterviewQuestionInput {
  jobText: string;
  resume?: ResumeFeatures;
  language: Language;
  /** 5..8, default 6; values outside are clamped. */
  count?: number;
}

/** Behavioural questions; at most 10 focus words each (the API's interview question schema). */
export const BEHAVIOURAL: { id: string; en: string; ar: string; focus: string[] }[] = [
  {
    id: "deadline",
    en: "Tell me about a time you had to deliver important work under a tight deadline. What was the situation, what did you do, and what was the result?",
    ar: "حدّثني عن موقف اضطررت فيه إلى تسليم عمل مهم في وقت ضيق. ما الموقف، وماذا فعلت، وما النتيجة؟",
    focus: ["deadline", "deadlines", "time", "priority", "late", "وقت", "الوقت", "موعد", "اولويات", "تسليم"],
  },
  {
    id: "conflict",
    en: "Describe a disagreement with a colleague or manager. How did you handle it and what happened in the end?",
    ar: "صف خلافًا حدث بينك وبين زميل أو مدير. كيف تعاملت معه وما الذي حدث في النهاية؟",
    focus: [
      "colleague",
      "colleagues",
      "disagree",
      "manager",
      "team",
      "زميل",
      "الزملاء",
      "خلاف",
      "اختلفت",
      "فريق",
    ],
  },
  {
    id: "mistake",
    en: "Tell me about a mistake you made at work. What did you do to fix it and what did you learn?",
    ar: "حدّثني عن خطأ ارتكبته في العمل. ماذا فعلت لإصلاحه وماذا تعلمت منه؟",
    focus: ["mistake", "mistakes", "error", "fix", "correct", "خطا", "اخطات", "الخطا", "اصلاح", "تصحيح"],
  },
  {
    id: "improvement",
    en: "Give an example of a process or result you improved. How did you measure the improvement?",
    ar: "أعطني مثالًا على إجراء أو نتيجة قمت بتحسينها. كيف قست هذا التحسن؟",
    focus: [
      "improve",
      "improved",
      "improvement",
      "process",
      "measure",
      "تحسين",
      "حسنت",
      "قياس",
      "اجراء",
      "اجراءات",
    ],
  },
  {
    id: "customer",
    en: "Describe a time you dealt with a difficult customer or stakeholder. What did you do and what was the outcome?",
    ar: "صف موقفًا تعاملت فيه مع عميل أو طرف صعب. ماذا فعلت وما كانت النتيجة؟",
    focus: [
      "customer",
      "customers",
      "client",
      "stakeholder",
      "complaint",
      "عميل",
      "العملاء",
      "عملاء",
      "شكوى",
      "الشكاوى",
    ],
  },
  {
    id: "leadership",
    en: "Tell me about a time you took the lead on something without being asked. What was the result?",
    ar: "حدّثني عن مرة بادرت فيها بقيادة عمل دون أن يُطلب منك. ما النتيجة؟",
    focus: ["lead", "led", "initiative", "team", "قياده", "مبادره", "بادرت", "قدت", "فريق"],
  },
];

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Generate `count` (5..8) interview questions in `language` for a job, personalised with the
 * resume when given. Mix: one opening question, up to two must-have skill questions (skills the
 * resume shows first), up to one gap question for a must-have the resume lacks, one question on
 * the latest experience, and behavioural STAR questions for the rest.
 */
export function generateInterviewQuestions(input: InterviewQuestionInput): InterviewQuestion[] {
  const { language, resume } = input;
  const ar = language === "ar";
  const count = Math.min(8, Math.max(5, Math.round(input.count ?? 6)));
  const job: JobRequirements = extractJobRequirements(input.jobText);
  const title = job.titles[0]
    ? conceptLabel("title", job.titles[0], language)
    : ar
      ? "هذه الوظيفة"
      : "this role";
  const have = new Set(resume?.skills ?? []);
  const label = (id: string) => conceptLabel("skill", id, language);
  const questions: InterviewQuestion[] = [];

  questions.push({
    id: "opening",
    kind: "opening",
    text: ar
      ? `عرّفنا بنفسك باختصار، ولماذا تتقدم لوظيفة ${title}؟`
      : `Briefly introduce yourself. Why are you applying for ${title}?`,
    focus: [...job.titles, ...job.skills.must.slice(0, 3)],
  });

  const shown = job.skills.must.filter((id) => have.has(id));
  const missing = job.skills.must.filter((id) => !have.has(id));
  const skillQuestions = (resume ? shown : job.skills.must).slice(0, 2);
  for (const id of skillQuestions)
    questions.push({
      id: `skill.${id}`,
      kind: "skill",
      skill: id,
      text: ar
        ? `صف مشروعًا أو مهمة استخدمت فيها ${label(id)}: ما المشكلة، وما الذي فعلته بنفسك، وما النتيجة؟`
        : `Describe a project or task where you used ${label(id)}: what was the problem, what did you do yourself, and what was the result?`,
      focus: [id],
    });
  if (resume && missing[0])
    questions.push({
      id: `gap.${missing[0]}`,
      kind: "gap",
      skill: missing[0],
      text: ar
        ? `تطلب الوظيفة ${label(missing[0])}. ما خبرتك بها أو بأداة مشابهة، وكيف ستتقنها بسرعة؟`
        : `The role needs ${label(missing[0])}. What is your experience with it or something similar, and how would you get up to speed?`,
      focus: [missing[0]],
    });
  const latest = resume?.experience.find((e) => e.position.trim());
  if (latest)
    questions.push({
      id: "experience.latest",
      kind: "experience",
      text: ar
        ? `في عملك بوظيفة ${latest.position}${latest.company ? ` لدى ${latest.company}` : ""}، ما الإنجاز الذي تفخر به أكثر؟ وما أثره بالأرقام؟`
        : `In your role as ${latest.position}${latest.company ? ` at ${latest.company}` : ""}, what achievement are you proudest of, and what was its impact in numbers?`,
      focus: [latest.position, ...(resume?.skills.slice(0, 3) ?? [])],
    });

  const start = hashOf(input.jobText) % BEHAVIOURAL.length;
  for (let k = 0; questions.length < count && k < BEHAVIOURAL.length; k++) {
    const b = BEHAVIOURAL[(start + k) % BEHAVIOURAL.length]!;
    questions.push({
      id: `behavioural.${b.id}`,
      kind: "behavioural",
      text: ar ? b.ar : b.en,
      focus: b.focus,
    });
  }
  // Fewer behavioural slots than needed cannot happen (6 templates ≥ 8 − 2), but keep the cap.
  return questions.slice(0, count);
}

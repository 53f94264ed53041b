import type { Language } from "@sira/schema";
import {
  type BankQuestion,
  experienceOutline,
  familyBank,
  genericQuestions,
  type InterviewFamily,
  interviewFamilyOf,
  openingOutline,
  skillOutline,
} from "./interview-bank";
import { extractJobRequirements } from "./job-requirements";
import type { ResumeFeatures } from "./types";
import { conceptLabel, getConcept } from "./vocabulary";

/**
 * Mock-interview questions from hand-written banks (src/interview-bank): an opening question
 * about the role, then behavioural (STAR), technical and Gulf-context questions of the job's
 * occupation family (the generic bank when the family is unknown), a question on the
 * candidate's latest experience when a resume is given, and at most one question naming a
 * must-have skill — only a tool or method, in a template that reads naturally (never a licence
 * or a certificate: "a project where you used the SCFHS registration" was issue 38's example).
 * Deterministic for the same input and seed (the interview id).
 */

export type QuestionKind = "opening" | "behavioural" | "technical" | "gulf" | "skill" | "gap" | "experience";

export interface InterviewQuestion {
  id: string;
  kind: QuestionKind;
  text: string;
  /** Words and ids an answer is expected to touch, at most 10 (the bank holds the full list). */
  focus: string[];
  /** Skill id the question is about, for skill questions. */
  skill?: string;
  /** Outline of a strong answer, in the question's language (absent in interviews stored before). */
  outline?: string[];
  family?: InterviewFamily;
}

export interface InterviewQuestionInput {
  jobText: string;
  resume?: ResumeFeatures;
  language: Language;
  /** 5..8, default 6; values outside are clamped. */
  count?: number;
  /** What varies the pick between interviews of one job (the interview id); default the job text. */
  seed?: string;
}

/** Skill categories whose skills read naturally as "a piece of work where you relied on X". */
const TOOL_CATEGORIES = new Set([
  "programming",
  "data",
  "web",
  "mobile",
  "backend",
  "devops",
  "it",
  "cloud",
  "office",
  "ai",
  "erp",
  "crm",
]);
/** Tools of other categories; and skills of tool categories that are fields, not tools. */
const TOOL_SKILLS = new Set([
  "jira",
  "ms-project",
  "primavera",
  "workday",
  "hris",
  "quickbooks",
  "accounting-software",
  "google-analytics",
  "google-ads",
  "seo",
  "ehr",
  "autocad",
  "revit",
  "bim",
  "solidworks",
  "ansys",
  "etabs",
  "sketchup",
  "photoshop",
  "illustrator",
  "indesign",
  "after-effects",
  "premiere",
  "figma",
  "canva",
  "blender",
  "adobe-creative-suite",
]);
const NOT_TOOLS = new Set([
  "web-development",
  "mobile-development",
  "data-analysis",
  "big-data",
  "cloud",
  "ai",
  "technical-support",
]);
const isToolSkill = (id: string) => {
  if (TOOL_SKILLS.has(id)) return true;
  if (NOT_TOOLS.has(id)) return false;
  const category = getConcept("skill", id)?.category;
  return category !== undefined && TOOL_CATEGORIES.has(category);
};

function hashOf(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A seeded generator (mulberry32). */
function random(seed: string): () => number {
  let a = hashOf(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], next: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const fromBank = (q: BankQuestion, language: Language, family?: InterviewFamily): InterviewQuestion => ({
  id: q.id,
  kind: q.kind,
  text: language === "ar" ? q.ar : q.en,
  focus: q.keys.slice(0, 10),
  outline: language === "ar" ? q.outline.ar : q.outline.en,
  ...(family ? { family } : {}),
});

/** The job's title as its first line gives it (what the room shows), kept short. */
function titleOf(jobText: string): string {
  const line = (jobText.split("\n").find((l) => l.trim()) ?? "").trim();
  return line.length > 80 ? `${line.slice(0, 77).trimEnd()}…` : line;
}

/**
 * Generate `count` (5..8) interview questions in `language` for a job. Order: opening, technical,
 * behavioural, Gulf context, technical, behavioural, then the latest experience (or a skill
 * question, or another behavioural one) and a last behavioural question; each slot drawn, with
 * the seed, from the family's bank first and the generic bank after.
 */
export function generateInterviewQuestions(input: InterviewQuestionInput): InterviewQuestion[] {
  const { language, resume } = input;
  const ar = language === "ar";
  const count = Math.min(8, Math.max(5, Math.round(input.count ?? 6)));
  const job = extractJobRequirements(input.jobText);
  const family = interviewFamilyOf(input.jobText, job);
  const bank = family ? familyBank(family) : undefined;
  const next = random(input.seed ?? input.jobText);
  const own = (kind: BankQuestion["kind"]) =>
    shuffle(bank?.questions.filter((q) => q.kind === kind) ?? [], next);
  const generic = (kind: BankQuestion["kind"]) =>
    shuffle(
      genericQuestions.filter((q) => q.kind === kind),
      next,
    );

  const title = titleOf(input.jobText);
  const opening: InterviewQuestion = {
    id: "opening",
    kind: "opening",
    text: title
      ? ar
        ? `عرّفنا بنفسك باختصار: لماذا تقدّمت لوظيفة «${title}»، وما الذي يجعلك مناسبًا لها؟`
        : `Tell me briefly about yourself. Why are you applying for the ${title} position, and what makes you a good fit?`
      : ar
        ? "عرّفنا بنفسك باختصار: لماذا تقدّمت لهذه الوظيفة، وما الذي يجعلك مناسبًا لها؟"
        : "Tell me briefly about yourself. Why are you applying for this position, and what makes you a good fit?",
    focus: [...job.titles.slice(0, 2), ...job.skills.must.slice(0, 3)],
    outline: ar ? openingOutline.ar : openingOutline.en,
    ...(family ? { family } : {}),
  };

  // A must-have tool the resume shows (else any must-have tool), named in a natural template.
  const have = new Set(resume?.skills ?? []);
  const tools = job.skills.must.filter(isToolSkill);
  const tool = tools.find((id) => have.has(id)) ?? (resume ? undefined : tools[0]) ?? tools[0];
  const skillQuestion: InterviewQuestion | undefined = tool
    ? {
        id: `skill.${tool}`,
        kind: "skill",
        skill: tool,
        text: ar
          ? `حدّثني عن عمل اعتمدت فيه على ${conceptLabel("skill", tool, language)}: ما المهمة، وكيف استخدمته، وما الذي تحقق؟`
          : `Tell me about a piece of work where you relied on ${conceptLabel("skill", tool, "en")}. What was the task, how did you use it, and what came out of it?`,
        focus: [tool],
        outline: ar ? skillOutline.ar : skillOutline.en,
        ...(family ? { family } : {}),
      }
    : undefined;

  const latest = resume?.experience.find((e) => e.position.trim());
  const experience: InterviewQuestion | undefined = latest
    ? {
        id: "experience.latest",
        kind: "experience",
        text: ar
          ? `في عملك بوظيفة ${latest.position}${latest.company ? ` لدى ${latest.company}` : ""}، ما الإنجاز الذي تفخر به أكثر؟ وما أثره بالأرقام؟`
          : `In your role as ${latest.position}${latest.company ? ` at ${latest.company}` : ""}, what achievement are you proudest of, and what was its impact in numbers?`,
        focus: [latest.position, ...(resume?.skills.slice(0, 3) ?? [])].slice(0, 10),
        outline: ar ? experienceOutline.ar : experienceOutline.en,
        ...(family ? { family } : {}),
      }
    : undefined;

  const technical = [...own("technical").map((q) => fromBank(q, language, family))];
  if (skillQuestion) technical.splice(bank ? 1 : 0, 0, skillQuestion);
  technical.push(...generic("technical").map((q) => fromBank(q, language, family)));
  const ownBehavioural = own("behavioural");
  const behavioural = [
    ...ownBehavioural.slice(0, 1),
    ...shuffle([...ownBehavioural.slice(1), ...generic("behavioural")], next),
  ].map((q) => fromBank(q, language, family));
  const gulf = [...own("gulf"), ...generic("gulf")].map((q) => fromBank(q, language, family));

  const pools: Record<string, InterviewQuestion[]> = { technical, behavioural, gulf };
  const slots = ["technical", "behavioural", "gulf", "technical", "behavioural", "personal", "behavioural"];
  const questions: InterviewQuestion[] = [opening];
  const used = new Set<string>(["opening"]);
  const take = (pool: InterviewQuestion[]) => {
    const q = pool.find((x) => !used.has(x.id));
    if (q) {
      used.add(q.id);
      questions.push(q);
    }
    return q;
  };
  for (const slot of slots) {
    if (questions.length >= count) break;
    if (slot === "personal") {
      const q = experience ?? (skillQuestion && !used.has(skillQuestion.id) ? skillQuestion : undefined);
      if (q && !used.has(q.id)) {
        used.add(q.id);
        questions.push(q);
      } else take(pools.behavioural!);
      continue;
    }
    take(pools[slot]!) ?? take(pools.behavioural!);
  }
  return questions.slice(0, count);
}

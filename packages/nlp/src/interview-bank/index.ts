import { normalizeText } from "../normalize";
import type { JobRequirements } from "../types";
import { getConcept } from "../vocabulary";
import { familiesPart1 } from "./families-1";
import { familiesPart2 } from "./families-2";
import { type GenericQuestion, genericQuestions } from "./generic";
import { type BankQuestion, type FamilyBank, type InterviewFamily, interviewFamilies } from "./types";

export * from "./generic";
export * from "./types";

/** Every family's bank, in taxonomy order. */
export const familyBanks: readonly FamilyBank[] = [...familiesPart1, ...familiesPart2].sort(
  (a, b) => interviewFamilies.indexOf(a.family) - interviewFamilies.indexOf(b.family),
);
const bankOf = new Map(familyBanks.map((b) => [b.family, b]));
const byId = new Map<string, BankQuestion | GenericQuestion>([
  ...familyBanks.flatMap((b) => b.questions.map((q) => [q.id, q] as const)),
  ...genericQuestions.map((q) => [q.id, q] as const),
]);

export function familyBank(family: InterviewFamily): FamilyBank | undefined {
  return bankOf.get(family);
}

/** A bank question by id; stored interview ids carry a "3." position prefix, which is ignored. */
export function findBankQuestion(id: string): BankQuestion | GenericQuestion | undefined {
  return byId.get(id) ?? byId.get(id.replace(/^\d+\./, ""));
}

/** Family of a bank question id ("nursing.technical.medication" → nursing). */
export function familyOfQuestionId(id: string): InterviewFamily | undefined {
  const head = id.replace(/^\d+\./, "").split(".")[0] as InterviewFamily;
  return bankOf.has(head) ? head : undefined;
}

// Title words, on normalizeText output (lowercase; أ→ا، ة→ه، ى→ي). Checked in this order, so
// "sales engineer" is sales before "engineer" could be civil, and "auditor" is audit, not accounting.
const TITLE_WORDS: [InterviewFamily, RegExp][] = [
  ["audit", /\baudit|مدقق|تدقيق|مراجع (?:حسابات|داخلي|خارجي)|المراجعه الداخليه/],
  ["sales", /\bsales\b|\bselling|account executive|business development|مبيعات|مندوب|تطوير الاعمال/],
  ["marketing", /marketing|social media|\bseo\b|brand|تسويق|مسوق|سوشيال|تواصل اجتماعي/],
  ["pharmacy", /pharmac|صيدل/],
  ["nursing", /\bnurs|midwife|patient care|تمريض|ممرض|قابله/],
  ["data", /\bdata\b|\bbi\b|business intelligence|analytics|\betl\b|بيانات|ذكاء اعمال/],
  [
    "software",
    /software|developer|programmer|\bqa\b|devops|full ?stack|backend|frontend|web|mobile|مطور|مبرمج|برمجيات|تطوير تطبيقات/,
  ],
  [
    "hr",
    /\bhr\b|human resources|recruit|talent acquisition|(?:corporate|soft skills) trainer|training (?:specialist|officer|coordinator|manager)|موارد بشريه|توظيف|استقطاب|اخصائي تدريب/,
  ],
  ["accounting", /account(?:ant|ing|s)|payroll|bookkeep|محاسب|حسابات|رواتب/],
  ["finance", /financ|fp&a|investment|treasury|مالي|استثمار|خزينه/],
  [
    "civil",
    /civil|site engineer|structural|quantity surveyor|مهندس (?:مدني|موقع|انشائي)|مدنيه|حصر كميات|مساح كميات/,
  ],
  ["teaching", /teacher|lecturer|tutor|instructor|معلم|مدرس|محاضر/],
  ["design", /design|ui\/ux|\bux\b|مصمم|تصميم/],
  [
    "customer-service",
    /customer (?:service|support|care|experience)|call cent|contact cent|خدمه العملاء|مركز اتصال|دعم العملاء/,
  ],
  [
    "logistics",
    /logistic|supply chain|warehouse|store ?keeper|procurement|purchasing|shipping|لوجست|سلاسل الامداد|سلسله الامداد|مستودع|مخزن|مشتريات/,
  ],
  [
    "administration",
    /admin|secretar|receptionist|front desk|office (?:manager|coordinator)|اداري|سكرتير|استقبال|منسق مكتب/,
  ],
];

/** ISCO-08 unit groups (longest prefix wins) for titles the vocabulary knows. */
const ISCO_FAMILIES: [string, InterviewFamily][] = [
  ["2511", "data"],
  ["2521", "data"],
  ["251", "software"],
  ["252", "software"],
  ["2221", "nursing"],
  ["3221", "nursing"],
  ["5321", "nursing"],
  ["2262", "pharmacy"],
  ["3213", "pharmacy"],
  ["2433", "sales"],
  ["2434", "sales"],
  ["332", "sales"],
  ["52", "sales"],
  ["243", "marketing"],
  ["2411", "accounting"],
  ["3313", "accounting"],
  ["431", "accounting"],
  ["241", "finance"],
  ["331", "finance"],
  ["214", "civil"],
  ["311", "civil"],
  ["2423", "hr"],
  ["2424", "hr"],
  ["1212", "hr"],
  ["23", "teaching"],
  ["216", "design"],
  ["3432", "design"],
  ["422", "customer-service"],
  ["1324", "logistics"],
  ["432", "logistics"],
  ["833", "logistics"],
  ["41", "administration"],
  ["334", "administration"],
];

/** Skill categories (gulf-skills.json `cat`) that point at a family when the title says nothing. */
const SKILL_FAMILIES: Record<string, InterviewFamily> = {
  programming: "software",
  web: "software",
  mobile: "software",
  backend: "software",
  devops: "software",
  data: "data",
  health: "nursing",
  sales: "sales",
  crm: "sales",
  marketing: "marketing",
  finance: "accounting",
  engineering: "civil",
  hr: "hr",
  education: "teaching",
  design: "design",
  logistics: "logistics",
  admin: "administration",
};

function familyOfIsco(isco: string | undefined): InterviewFamily | undefined {
  if (!isco) return undefined;
  let best: [string, InterviewFamily] | undefined;
  for (const entry of ISCO_FAMILIES)
    if (isco.startsWith(entry[0]) && entry[0].length > (best?.[0].length ?? 0)) best = entry;
  return best?.[1];
}

/**
 * The occupation family of a job: from the words of its title line, else the vocabulary title's
 * ISCO group, else the categories of its required skills; undefined when nothing points anywhere
 * (the generic bank is used then).
 */
export function interviewFamilyOf(jobText: string, job?: JobRequirements): InterviewFamily | undefined {
  const titleLine = normalizeText(jobText.split("\n").find((l) => l.trim()) ?? "");
  for (const [family, re] of TITLE_WORDS) if (re.test(titleLine)) return family;
  for (const id of job?.titles ?? []) {
    if (id === "auditor") return "audit";
    const family = familyOfIsco(getConcept("title", id)?.isco);
    if (family) return family;
  }
  const votes = new Map<InterviewFamily, number>();
  for (const id of job?.skills.must ?? []) {
    const category = getConcept("skill", id)?.category;
    const family = category ? SKILL_FAMILIES[category] : undefined;
    if (family) votes.set(family, (votes.get(family) ?? 0) + 1);
  }
  const [top] = [...votes.entries()].sort((a, b) => b[1] - a[1]);
  return top && top[1] >= 2 ? top[0] : undefined;
}

import type { Language } from "@sira/schema/constants";
import { countries } from "@sira/schema/countries";
import { formatDateRange, parseDateRange, toWesternDigits } from "@sira/schema/dates";
import { sectionNames } from "@sira/schema/resume-data";
import { normalizeText } from "./normalize";
import { type ConceptKind, lookupConcept } from "./vocabulary";

/**
 * Exact, offline translation of the structured words of a resume between Arabic and English:
 * section names, dates, degrees and study types, majors, language names and levels, countries,
 * Saudi regions and Gulf cities, job titles and skills (ESCO and the hand-written Gulf lists).
 * A whole field is translated only when every part of it is a known label or alias; otherwise
 * the original is returned with `confident: false`, so callers keep it and mark it "to
 * translate". Nothing is ever guessed word by word.
 */

export type StructuredKind =
  | "section"
  | "date"
  | "degree"
  | "major"
  | "language"
  | "level"
  | "location"
  | "title"
  | "skill";

export interface StructuredTranslation {
  /** The translation when confident, else the original text. */
  text: string;
  /** True when the text was translated from known labels, or needed no translation. */
  confident: boolean;
}

const ARABIC_LETTER = /[\u0621-\u064a]/;
const LATIN_LETTER = /[A-Za-z]/;

/** Whether a text has letters of the source language that the target resume cannot keep. */
export function needsTranslation(text: string, from: Language): boolean {
  return from === "ar" ? ARABIC_LETTER.test(text) : LATIN_LETTER.test(text) && !ARABIC_LETTER.test(text);
}

/** [English, Arabic, ...aliases in either language]: the first two are the labels written. */
type Pair = readonly [string, string, ...string[]];

const SECTION_EXTRA: Pair[] = [
  [
    "Experience",
    "الخبرة العملية",
    "الخبرات",
    "الخبرة",
    "الخبرة المهنية",
    "الخبرات المهنية",
    "Work Experience",
    "Professional Experience",
    "Employment History",
    "Work History",
  ],
  [
    "Education",
    "المؤهلات العلمية",
    "المؤهلات",
    "المؤهل العلمي",
    "التحصيل العلمي",
    "Qualifications",
    "Academic Qualifications",
  ],
  [
    "Summary",
    "الملخص",
    "الملخص المهني",
    "نبذة",
    "نبذة عني",
    "Professional Summary",
    "Profile",
    "About Me",
    "الملف الشخصي",
  ],
  ["Career Objective", "الهدف الوظيفي", "الهدف المهني", "Objective"],
  ["Skills", "المهارات التقنية", "Technical Skills"],
  ["Soft Skills", "المهارات الشخصية", "المهارات الناعمة"],
  ["Training Courses", "الدورات التدريبية", "الدورات", "Courses", "Training"],
  ["Achievements", "الإنجازات"],
  ["Memberships", "العضويات"],
  ["Hobbies", "الهوايات"],
  ["Personal Information", "المعلومات الشخصية", "معلومات شخصية"],
  ["Licenses", "الرخص المهنية", "الرخص", "Licences"],
];

const LEVELS: Pair[] = [
  ["Native", "اللغة الأم", "لغة أم", "Mother tongue", "native speaker"],
  ["Bilingual", "ثنائي اللغة"],
  ["Fluent", "بطلاقة", "طلاقة", "طليق"],
  ["Excellent", "ممتاز", "ممتازة"],
  ["Very good", "جيد جدًا", "جيد جدا", "جيدة جدًا", "جيدة جدا"],
  ["Good", "جيد", "جيدة"],
  ["Fair", "مقبول", "مقبولة"],
  ["Advanced", "متقدم", "متقدمة", "مستوى متقدم"],
  ["Intermediate", "متوسط", "متوسطة", "مستوى متوسط"],
  ["Upper intermediate", "فوق المتوسط"],
  ["Beginner", "مبتدئ", "مبتدئة", "مستوى مبتدئ"],
  ["Basic", "أساسي", "أساسية", "مستوى أساسي"],
  ["Elementary", "أولي", "ابتدائي"],
  ["Expert", "خبير", "خبيرة"],
  ["Proficient", "متمكن", "متمكنة", "محترف", "محترفة"],
  ["Native or bilingual proficiency", "إتقان اللغة الأم أو ثنائية اللغة"],
  ["Full professional proficiency", "إتقان مهني كامل"],
  ["Professional working proficiency", "إتقان مهني للعمل"],
  ["Limited working proficiency", "إتقان محدود للعمل"],
  ["Elementary proficiency", "إتقان أولي"],
  ["Reading and writing", "قراءة وكتابة"],
  ["Reading, writing and speaking", "قراءة وكتابة ومحادثة"],
  ["Conversational", "محادثة"],
];

const STUDY_TYPES: Pair[] = [
  ["Bachelor of Science", "بكالوريوس العلوم", "BSc", "B.Sc."],
  ["Bachelor of Arts", "بكالوريوس الآداب", "BA", "B.A."],
  ["Bachelor of Engineering", "بكالوريوس الهندسة", "BEng", "B.Eng."],
  ["Bachelor of Business Administration", "بكالوريوس إدارة الأعمال", "BBA"],
  ["Master of Science", "ماجستير العلوم", "MSc", "M.Sc."],
  ["Master of Arts", "ماجستير الآداب", "MA"],
  ["Master of Business Administration", "ماجستير إدارة الأعمال", "MBA"],
  ["Higher Diploma", "دبلوم عالٍ", "دبلوم عالي"],
  ["Full-time", "دوام كامل", "انتظام", "منتظم", "Full time"],
  ["Part-time", "دوام جزئي", "Part time"],
  ["Distance learning", "التعليم عن بعد", "عن بعد", "انتساب"],
  ["Scholarship", "منحة دراسية", "ابتعاث", "مبتعث"],
  ["With honours", "مع مرتبة الشرف", "مرتبة الشرف", "with honors"],
  ["First class honours", "مع مرتبة الشرف الأولى", "مرتبة الشرف الأولى"],
  ["Excellent", "ممتاز", "امتياز"],
  ["Very good", "جيد جدًا", "جيد جدا"],
  ["Good", "جيد"],
];

/** Countries of the schema (the Gulf and Egypt) and other common origins, besides the vocabulary's. */
const COUNTRIES_EXTRA: Pair[] = [
  ["Saudi Arabia", "السعودية", "المملكة العربية السعودية", "Kingdom of Saudi Arabia", "KSA"],
  ["United Arab Emirates", "الإمارات العربية المتحدة", "الإمارات", "UAE"],
  ...Object.values(countries).map((c) => [c.en, c.ar] as Pair),
  ["Jordan", "الأردن"],
  ["Lebanon", "لبنان"],
  ["Syria", "سوريا", "سورية"],
  ["Iraq", "العراق"],
  ["Yemen", "اليمن"],
  ["Sudan", "السودان"],
  ["Morocco", "المغرب"],
  ["Tunisia", "تونس"],
  ["Algeria", "الجزائر"],
  ["Palestine", "فلسطين"],
  ["India", "الهند"],
  ["Pakistan", "باكستان"],
  ["Philippines", "الفلبين"],
  ["United Kingdom", "المملكة المتحدة", "UK", "بريطانيا"],
  ["United States", "الولايات المتحدة", "USA", "US", "أمريكا", "الولايات المتحدة الأمريكية"],
  ["Remote", "عن بعد", "عن بُعد"],
];

const tableKey = (text: string) =>
  normalizeText(text)
    .replace(/(?<![.:؛;،,])[.:؛;،,]+$/u, "")
    .replace(/^ال(?=\S{3,})/u, "")
    .replace(/ ال(?=\S{3,})/gu, " ")
    .trim();

class PairTable {
  private readonly map = new Map<string, Pair | null>();
  constructor(pairs: readonly Pair[]) {
    for (const pair of pairs)
      for (const label of pair) {
        const key = tableKey(label);
        const existing = this.map.get(key);
        // A key naming two different pairs is ambiguous: never confident.
        if (existing === undefined) this.map.set(key, pair);
        else if (existing !== null && existing[0] !== pair[0]) this.map.set(key, null);
      }
  }
  get(text: string, to: Language): string | undefined {
    const pair = this.map.get(tableKey(text));
    if (!pair) return undefined;
    return to === "en" ? pair[0] : pair[1];
  }
}

let tables: { section: PairTable; level: PairTable; study: PairTable; country: PairTable } | undefined;
function getTables() {
  tables ??= {
    section: new PairTable([
      ...(Object.keys(sectionNames.en) as (keyof typeof sectionNames.en)[]).map(
        (k) => [sectionNames.en[k], sectionNames.ar[k]] as Pair,
      ),
      ...SECTION_EXTRA,
    ]),
    level: new PairTable(LEVELS),
    study: new PairTable(STUDY_TYPES),
    country: new PairTable(COUNTRIES_EXTRA),
  };
  return tables;
}

const keep = (text: string, from: Language): StructuredTranslation => ({
  text,
  confident: !needsTranslation(text, from),
});
const found = (text: string): StructuredTranslation => ({ text, confident: true });

/** First three letters of a name without article, "language" words or hamza: عربي ~ العربية. */
const stem3 = (name: string) =>
  normalizeText(name)
    .replace(/^(?:اللغه |لغه |ال)/u, "")
    .replace(/ (?:language|اللغه)$/u, "")
    .slice(0, 3);

/** Kinds whose aliases are spelling variants of one name (cities, languages), not neighbours. */
const aliasesAreVariants = new Set<ConceptKind>(["location", "language"]);

function concept(text: string, kind: ConceptKind, to: Language): string | undefined {
  const from: Language = to === "en" ? "ar" : "en";
  const any = lookupConcept(text, kind);
  if (!any) return undefined;
  if (lookupConcept(text, kind, { labelOf: from })) return any[to];
  // Hand-written tools keep a Latin label in Arabic; their Arabic aliases are transliterations.
  if (kind === "skill")
    return any.source === "sira" && from === "ar" && !ARABIC_LETTER.test(any.ar) ? any[to] : undefined;
  // A place or language alias is a spelling variant when it is no longer than the label
  // (Riyad, ابوظبي); longer aliases name something bigger or nearby (Jubail Industrial City).
  const words = (s: string) => s.trim().split(/\s+/).length;
  if (!aliasesAreVariants.has(kind) || words(text) > words(any[from])) return undefined;
  // A language's alias must also be the same name (عربي for العربية), not another one (Tagalog).
  if (kind === "language" && stem3(text) !== stem3(any[from])) return undefined;
  return any[to];
}

function translateDate(text: string): string | undefined {
  const range = parseDateRange(toWesternDigits(text));
  // Dates are stored in the canonical English form; templates show them in the resume's language.
  return range ? formatDateRange(range, "en") : undefined;
}

function translateDegree(text: string, to: Language): string | undefined {
  const whole = getTables().study.get(text, to) ?? concept(text, "degree", to);
  if (whole) return whole;
  // "بكالوريوس علوم الحاسب", "Bachelor's degree in Computer Science": a degree, then a major.
  const words = text.trim().split(/\s+/);
  for (let i = 1; i < words.length; i++) {
    const head = words.slice(0, i).join(" ");
    const rest = words
      .slice(i)
      .join(" ")
      .replace(/^(?:in|of|في|فى)\s+/i, "");
    if (!rest) continue;
    const degree = getTables().study.get(head, to) ?? concept(head, "degree", to);
    const major = concept(rest, "major", to);
    if (degree && major) return to === "en" ? `${degree} in ${major}` : `${degree} في ${major}`;
  }
  return undefined;
}

function translatePlace(text: string, to: Language): string | undefined {
  const parts = text
    .split(/(?<!\s)(?:\s*[,،|/]\s*|\s+[-–]\s+)/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return undefined;
  const out: string[] = [];
  for (const part of parts) {
    const label = concept(part, "location", to) ?? getTables().country.get(part, to);
    if (!label) return undefined;
    out.push(label);
  }
  return out.join(to === "en" ? ", " : "، ");
}

function translateList(text: string, kind: "skill" | "title", to: Language): string | undefined {
  return concept(text, kind, to);
}

/**
 * Translate one structured field from `from` to `to`. Text with nothing of the source language
 * (a Latin tool name going to English, digits) is kept as confident.
 */
export function translateStructured(
  kind: StructuredKind,
  text: string,
  from: Language,
  to: Language,
): StructuredTranslation {
  const trimmed = text.trim();
  if (!trimmed || from === to) return { text, confident: true };
  let out: string | undefined;
  switch (kind) {
    case "section":
      out = getTables().section.get(trimmed, to);
      break;
    case "date":
      out = translateDate(trimmed);
      break;
    case "degree":
      out = translateDegree(trimmed, to);
      break;
    case "major":
      out = concept(trimmed, "major", to);
      break;
    case "language":
      out = concept(trimmed, "language", to);
      break;
    case "level":
      out = getTables().level.get(trimmed, to);
      break;
    case "location":
      out = translatePlace(trimmed, to);
      break;
    case "title":
    case "skill":
      out = translateList(trimmed, kind, to);
      break;
  }
  if (out !== undefined) return found(out);
  // Dates that do not parse still pass when they have no words to translate ("2019/2020").
  return keep(text, from);
}

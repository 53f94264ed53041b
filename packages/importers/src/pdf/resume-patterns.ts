import type { ListSectionKey } from "@sira/schema";
import { toWesternDigits } from "@sira/schema";
import { recognitionKey, removeHarakat, removeTatweel } from "../pipeline/normalise-arabic";
import { isOccupationFirstWord } from "../pipeline/word-list";

/** Where a heading sends the lines under it. */
export type SectionKind = "summary" | ListSectionKey | "contact" | "other";

/** Section headings in English and Arabic, normalized (lowercase, no punctuation, single spaces). */
const headingTable: Record<Exclude<SectionKind, "other">, string[]> = {
  summary: [
    "summary",
    "professional summary",
    "career summary",
    "executive summary",
    "profile",
    "professional profile",
    "personal profile",
    "about",
    "about me",
    "objective",
    "career objective",
    "professional objective",
    "personal statement",
    "overview",
    "نبذة",
    "نبذة مهنية",
    "نبذة عني",
    "نبذه",
    "الملخص",
    "ملخص",
    "الملخص المهني",
    "ملخص مهني",
    "الهدف الوظيفي",
    "الهدف المهني",
    "الهدف",
    "عني",
    "الملف الشخصي",
    "نبذة شخصية",
    "نبذة عامة",
    "نبذة تعريفية",
    "الملخص الشخصي",
    "المقدمة",
    "الهدف من السيرة الذاتية",
    "career profile",
    "profile summary",
    "summary of qualifications",
    "objective statement",
  ],
  experience: [
    "experience",
    "experiences",
    "work experience",
    "professional experience",
    "relevant experience",
    "employment",
    "employment history",
    "work history",
    "career history",
    "professional background",
    "الخبرات",
    "الخبرة",
    "الخبرة العملية",
    "الخبرات العملية",
    "الخبرة المهنية",
    "الخبرات المهنية",
    "الخبرات السابقة",
    "الخبرة الوظيفية",
    "الخبرات الوظيفية",
    "السجل الوظيفي",
    "الخبرات العملية السابقة",
    "الخبرات والتجارب",
    "التاريخ الوظيفي",
    "الوظائف السابقة",
    "سجل العمل",
    "الخبرة المهنية السابقة",
    "الخبرات العملية والمهنية",
    "التدريب التعاوني",
    "التدريب الميداني",
    "work experiences",
    "professional experiences",
    "career experience",
    "employment record",
    "job experience",
    "practical experience",
    "internships",
    "internship",
  ],
  education: [
    "education",
    "academic background",
    "education and training",
    "educational background",
    "academic qualifications",
    "qualifications",
    "التعليم",
    "المؤهلات",
    "المؤهلات العلمية",
    "المؤهل العلمي",
    "التحصيل العلمي",
    "الدراسة",
    "التعليم والمؤهلات",
    "المؤهلات الأكاديمية",
    "المؤهل الدراسي",
    "المؤهلات الدراسية",
    "التعليم الأكاديمي",
    "الشهادات العلمية",
    "الشهادات الأكاديمية",
    "المسيرة التعليمية",
    "السيرة التعليمية",
    "التحصيل الدراسي",
    "الدرجة العلمية",
    "المؤهلات التعليمية",
    "education and qualifications",
    "academic qualification",
    "academic history",
    "education history",
    "educational qualifications",
  ],
  skills: [
    "skills",
    "technical skills",
    "core skills",
    "key skills",
    "core competencies",
    "competencies",
    "skills and expertise",
    "skills and tools",
    "technologies",
    "tools",
    "tech stack",
    "areas of expertise",
    "المهارات",
    "مهارات",
    "المهارات التقنية",
    "المهارات الفنية",
    "المهارات الشخصية",
    "المهارات المهنية",
    "الكفاءات",
    "الجدارات",
    "المهارات الأساسية",
    "المهارات الحاسوبية",
    "مهارات الحاسب الآلي",
    "مهارات الحاسب",
    "مهارات الحاسوب",
    "المهارات الإدارية",
    "المهارات الشخصية والمهنية",
    "المهارات العامة",
    "المهارات والقدرات",
    "القدرات",
    "المهارات والكفاءات",
    "مهارات أخرى",
    "المهارات الأخرى",
    "نقاط القوة",
    "key competencies",
    "soft skills",
    "computer skills",
    "personal skills",
    "skills and abilities",
    "it skills",
    "professional skills",
    "additional skills",
    "skills summary",
    "strengths",
    "skills and certifications",
    "certifications and skills",
    "skills and certificates",
    "المهارات والشهادات",
    "الشهادات والمهارات",
  ],
  languages: [
    "languages",
    "language skills",
    "language",
    "language proficiency",
    "languages known",
    "known languages",
    "languages spoken",
    "spoken languages",
    "linguistic skills",
    "اللغات",
    "المهارات اللغوية",
    "اللغة",
    "اللغات المتقنة",
  ],
  certifications: [
    "certifications",
    "certificates",
    "certification",
    "licenses and certifications",
    "licenses certifications",
    "courses and certifications",
    "certifications and courses",
    "courses",
    "training",
    "training and courses",
    "الشهادات",
    "الشهادات المهنية",
    "الشهادات الاحترافية",
    "الدورات",
    "الدورات التدريبية",
    "الشهادات والدورات",
    "الدورات والشهادات",
    "الدورات وورش العمل",
    "ورش العمل",
    "البرامج التدريبية",
    "الدورات والبرامج التدريبية",
    "التدريب والدورات",
    "الدورات التدريبية والشهادات",
    "الرخص والشهادات",
    "الرخص المهنية",
    "licenses",
    "professional certifications",
    "training courses",
    "courses and training",
    "workshops",
  ],
  projects: [
    "projects",
    "project",
    "personal projects",
    "selected projects",
    "academic projects",
    "key projects",
    "المشاريع",
    "المشروعات",
    "مشاريع",
  ],
  awards: [
    "awards",
    "honors",
    "honours",
    "honors and awards",
    "awards and honors",
    "achievements",
    "selected honors",
    "accomplishments",
    "الجوائز",
    "الإنجازات",
    "الانجازات",
    "الجوائز والتكريمات",
    "الجوائز والإنجازات",
    "الشهادات التقديرية",
    "شهادات الشكر والتقدير",
    "الجوائز والشهادات التقديرية",
    "التكريمات",
  ],
  publications: [
    "publications",
    "research",
    "papers",
    "المنشورات",
    "الأبحاث",
    "الابحاث",
    "الأبحاث والمنشورات",
  ],
  volunteer: [
    "volunteer",
    "volunteering",
    "volunteer experience",
    "volunteer work",
    "العمل التطوعي",
    "التطوع",
    "الأعمال التطوعية",
    "الأنشطة التطوعية",
    "الخبرات التطوعية",
    "المشاركات التطوعية",
    "التطوع والأنشطة",
  ],
  interests: [
    "interests",
    "hobbies",
    "hobbies and interests",
    "الاهتمامات",
    "الهوايات",
    "الهوايات والاهتمامات",
  ],
  references: ["references", "المراجع", "المعرفون", "المعرّفون", "المعرفين", "المراجع والمعرفون"],
  profiles: ["links", "profiles", "social", "social media", "online presence", "الروابط", "الحسابات"],
  contact: [
    "contact",
    "contact information",
    "contact info",
    "contact details",
    "personal information",
    "personal details",
    "معلومات التواصل",
    "بيانات التواصل",
    "التواصل",
    "معلومات الاتصال",
    "البيانات الشخصية",
    "المعلومات الشخصية",
    "للتواصل",
    "بيانات الاتصال",
    "وسائل التواصل",
    "طرق التواصل",
    "معلومات شخصية",
    "بيانات شخصية",
    "personal data",
    "personal info",
  ],
};

const headingLookup = new Map<string, Exclude<SectionKind, "other">>();
for (const [kind, names] of Object.entries(headingTable) as [Exclude<SectionKind, "other">, string[]][]) {
  for (const name of names) headingLookup.set(normalizeHeading(name), kind);
}

/** The known headings without their spaces ("workexperience"), for letter-spaced headings. */
let spacelessHeadings: Map<string, Exclude<SectionKind, "other">> | undefined;

/**
 * A heading set with letter spacing ("E X P E R I E N C E", "W O R K E X P E R I E N C E": CSS
 * letter-spacing, designed templates): pdf.js puts a space between every letter, and one space
 * between words too, so the letters are read together and compared with the known headings
 * without their spaces. Only a text of single letters; undefined otherwise.
 */
function letterSpacedHeading(text: string): Exclude<SectionKind, "other"> | undefined {
  const trimmed = text.trim();
  if (!/^(?:\p{L}[ &]+){3,}\p{L}$/u.test(trimmed)) return undefined;
  if (!spacelessHeadings) {
    spacelessHeadings = new Map();
    for (const [key, kind] of headingLookup) spacelessHeadings.set(key.replace(/ /g, ""), kind);
  }
  return spacelessHeadings.get(normalizeHeading(trimmed).replace(/ /g, ""));
}

/**
 * Lowercase, drop punctuation and icons, "&" → "and", single spaces; Arabic as recognitionKey
 * compares it (no tatweel or harakat, one alef, ta marbuta as ha, alef maksura as ya).
 */
export function normalizeHeading(text: string): string {
  return recognitionKey(text)
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A heading that names courses or training rather than certificates ("Courses", "Training",
 * "الدورات التدريبية"): read as certifications only when the resume has no certifications heading.
 */
export function isCoursesHeading(text: string): boolean {
  const normalized = normalizeHeading(text);
  return (
    /\b(courses?|training)\b|الدورات|دورات|التدريب/.test(normalized) &&
    !/certif|licen|شهاد|رخص/.test(normalized)
  );
}

/**
 * Answers of headingKind by text: the layout code asks about the same cells many times over (a
 * page's rows at each gutter candidate), and each answer normalises the text. Emptied when full.
 */
const headingKinds = new Map<string, Exclude<SectionKind, "other"> | null>();
const headingKindsMax = 4_096;

/** The section a heading text names, or undefined when it is not a known heading. */
export function headingKind(text: string): Exclude<SectionKind, "other"> | undefined {
  if (text.length > 60) return undefined;
  const known = headingKinds.get(text);
  if (known !== undefined) return known ?? undefined;
  const kind = knownHeading(text) ?? bilingualHeading(text) ?? letterSpacedHeading(text);
  if (headingKinds.size >= headingKindsMax) headingKinds.clear();
  headingKinds.set(text, kind ?? null);
  return kind;
}

/**
 * A section number before a heading, as Word's numbered heading styles print it: "1.", "2)",
 * "(3)", "IV.", "B-", "١-" or an Arabic abjad letter "أ-", "ب-" (arabicAbjad numbering).
 */
const headingOrdinal =
  /^\s*\(?(?:\d{1,2}|[\u0660-\u0669]{1,2}|[IVXivx]{1,4}|[A-Za-z]|[\u0621-\u064a])\s*[-.)–:]\s*/u;

function knownHeading(text: string): Exclude<SectionKind, "other"> | undefined {
  const normalized = normalizeHeading(text);
  const known =
    headingLookup.get(normalized) ?? headingLookup.get(normalized.replace(/^(my|key|\u0627\u0644)\s+/, ""));
  if (known || !headingOrdinal.test(text)) return known;
  return knownHeading(text.replace(headingOrdinal, ""));
}

/** One edit (a letter replaced, added or dropped) turns `a` into `b`. */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  let j = 0;
  while (j < a.length - i && j < b.length - i && a[a.length - 1 - j] === b[b.length - 1 - j]) j++;
  return a.length - i - j <= 1 && b.length - i - j <= 1;
}

/**
 * The Arabic heading an OCR'd line is one letter away from (`المؤمّلات العلمية` for `المؤهلات
 * العلمية`: Tesseract took a bold ه for م), when exactly one known Arabic heading of at least six
 * letters is; for OCR'd text only, where such a slip is the likely story. Undefined otherwise.
 */
export function nearArabicHeading(text: string): string | undefined {
  const normalized = normalizeHeading(text);
  if (normalized.length < 6 || !/^[\u0600-\u06ff ]+$/.test(normalized) || headingLookup.has(normalized))
    return undefined;
  const near = [...headingLookup.keys()].filter((key) => key.length >= 6 && oneEditApart(normalized, key));
  return near.length === 1 ? near[0] : undefined;
}

/**
 * A heading written in both languages ("Experience | الخبرات", "المهارات / Skills", "Personal –
 * البيانات الشخصية"): two short halves, one Arabic and one Latin, of which one is a known heading.
 */
function bilingualHeading(text: string): Exclude<SectionKind, "other"> | undefined {
  const parts = text.split(/[|/｜]|\s[–—-]\s/).map((part) => part.trim());
  if (parts.length !== 2) return undefined;
  const [first = "", second = ""] = parts;
  const arabic = (part: string) => /\p{Script=Arabic}/u.test(part) && !/[A-Za-z]/.test(part);
  const latin = (part: string) => /[A-Za-z]/.test(part) && !/\p{Script=Arabic}/u.test(part);
  const short = (part: string) => part.split(" ").filter(Boolean).length <= 4;
  if (!short(first) || !short(second)) return undefined;
  if (!((arabic(first) && latin(second)) || (latin(first) && arabic(second)))) return undefined;
  return knownHeading(first) ?? knownHeading(second);
}

const monthTokens =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|" +
  "يناير|فبراير|مارس|أبريل|ابريل|إبريل|مايو|يونيو|يونيه|يوليو|يوليه|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|" +
  "كانون الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين الأول|تشرين الثاني|كانون الأول";
const dateToken = `(?:(?:${monthTokens})\\.?,?\\s+\\d{4}|\\d{1,2}\\s*[/.-]\\s*\\d{4}|\\d{4}\\s*[/-]\\s*\\d{1,2}(?!\\d)|\\d{4})`;
const presentToken =
  "present|current|currently|now|today|ongoing|date|حتى الآن|حتى الان|حاليا|حاليًا|الآن|الان|للآن|حتى تاريخه|تاريخه|الوقت الحاضر|الوقت الحالي";
// "--" is LaTeX's en dash typed as two hyphens; a soft hyphen is what some LaTeX fonts map the
// range dash to (Awesome-CV).
const rangeSeparator = "\\s*(?:--|-|\u00AD|–|—|‒|to|until|till|إلى|الى|حتى|لغاية|→)\\s*";

/** A date range ("Jan 2020 – Present", "03/2019 - 05/2021", "يناير 2020 - حتى الآن"), case-insensitive. */
export const dateRangePattern = new RegExp(
  `(?<![\\p{L}\\d])(${dateToken})${rangeSeparator}(${dateToken}|${presentToken})(?![\\p{L}\\d])`,
  "iu",
);
/**
 * A date range at the end of a text, even glued to the word before it ("Canada" + "Apr 2016 – Jul
 * 2020" set on one line by a tab that ran out of room): group 1 is the range.
 */
export const rangeAtEndPattern = new RegExp(
  `((?:${dateToken})${rangeSeparator}(?:${dateToken}|${presentToken}))$`,
  "iu",
);
/** The end of a date range wrapped onto the next line ("– Jul 2020", "2015", "يوليو 2020", "– حتى الآن"). */
export const dateFragmentPattern = new RegExp(
  `^(?:(?:-|–|—|‒|to|إلى|الى|حتى)\\s*)?(?:(?:(?:${monthTokens})\\.?,?\\s*)?\\d{4}|${presentToken})$`,
  "iu",
);
/**
 * A date column read into its rows: a range's start and dash open one line ("2017 – Product
 * Manager, Google") and its end opens the next ("Present Leading cross-functional teams…").
 */
export const danglingRangeStartPattern = new RegExp(
  `^(${dateToken})\\s*(?:-|–|—|‒)\\s+(?!(?:${dateToken}|${presentToken})(?![\\p{L}\\d]))(\\S.*)$`,
  "iu",
);
export const leadingRangeEndPattern = new RegExp(
  `^(${dateToken}|${presentToken})(?![\\p{L}\\d])\\s*(\\S.*)?$`,
  "iu",
);
/**
 * A cell of two dates with nothing between them ("Sep. 2023 Mar. 2024"): a range whose dash the PDF
 * text lost (pdf.js drops the soft hyphen LaTeX fonts draw it with). Whole text only.
 */
export const bareRangePattern = new RegExp(`^(${dateToken})\\s+(${dateToken}|${presentToken})$`, "iu");
/**
 * The same at the end of a cell of several periods ("Sep. 2013, Mar. 2011 Oct. 2011"), or with an
 * expected end ("Mar. 2016 Exp. Jun. 2017"): the lead, the two dates and the word "expected".
 */
export const trailingBareRangePattern = new RegExp(
  `^(.*[,;]\\s*)?(${dateToken})\\s+((?:exp\\.|expected)\\s+)?(${dateToken}|${presentToken})$`,
  "iu",
);
/**
 * Dates or periods before a range, each ending in a comma ("Sep. 2013, " before "Mar. 2011 – Oct.
 * 2011"): a job held in several periods. Capture 1: all of them.
 */
export const earlierPeriodsPattern = new RegExp(
  `((?:(?<![\\p{L}\\d])${dateToken}(?:${rangeSeparator}${dateToken})?\\s*[,;،]\\s*)+)$`,
  "iu",
);
/** One date ("May 2016", "2021", "05/2021"). */
export const singleDatePattern = new RegExp(`(?<![\\p{L}\\d])(${dateToken})(?![\\p{L}\\d])`, "iu");

const arabicMonthAliases: Record<string, string> = {
  ابريل: "أبريل",
  إبريل: "أبريل",
  يونيه: "يونيو",
  يوليه: "يوليو",
  اغسطس: "أغسطس",
  اكتوبر: "أكتوبر",
  "كانون الثاني": "يناير",
  شباط: "فبراير",
  آذار: "مارس",
  نيسان: "أبريل",
  أيار: "مايو",
  حزيران: "يونيو",
  تموز: "يوليو",
  آب: "أغسطس",
  أيلول: "سبتمبر",
  "تشرين الأول": "أكتوبر",
  "تشرين الثاني": "نوفمبر",
  "كانون الأول": "ديسمبر",
};

/** Month names as parseMonthYear reads them: English three letters, Arabic standard names, "/" dates. */
export function canonicalDateToken(token: string): string {
  let t = toWesternDigits(token)
    .trim()
    .replace(/(?<!\s)\s*([/.-])\s*/g, "$1");
  for (const [alias, name] of Object.entries(arabicMonthAliases)) t = t.replace(alias, name);
  // "Sep. 2023" came out of the separator tidying above as "Sep.2023".
  const monthYear = /^([A-Za-z]+)(?:\.?,?\s+|\.)(\d{4})$/.exec(t);
  if (monthYear) return `${monthYear[1]!.slice(0, 3)} ${monthYear[2]}`;
  const numeric = /^(\d{1,2})[.-](\d{4})$/.exec(t);
  if (numeric) return `${numeric[1]}/${numeric[2]}`;
  const yearMonth = /^(\d{4})\/(\d{1,2})$/.exec(t);
  if (yearMonth) return `${yearMonth[1]}-${yearMonth[2]}`;
  return t.replace(/,/, "");
}

const titleWords = [
  "engineer",
  "developer",
  "manager",
  "intern",
  "internship",
  "director",
  "analyst",
  "designer",
  "consultant",
  "lead",
  "head",
  "officer",
  "cto",
  "ceo",
  "cfo",
  "coo",
  "founder",
  "co-founder",
  "cofounder",
  "specialist",
  "scientist",
  "researcher",
  "assistant",
  "architect",
  "administrator",
  "coordinator",
  "teacher",
  "lecturer",
  "professor",
  "nurse",
  "accountant",
  "associate",
  "executive",
  "representative",
  "technician",
  "supervisor",
  "programmer",
  "editor",
  "writer",
  "advisor",
  "owner",
  "president",
  "vp",
  "partner",
  "trainee",
  "fellow",
  "instructor",
  "tutor",
  "pharmacist",
  "physician",
  "auditor",
  "clerk",
  "operator",
  "strategist",
  "recruiter",
  "chef",
  "freelancer",
  "freelance",
  "volunteer",
  "mentor",
  "agent",
  "officer",
];
const arabicTitleWords = [
  "مهندس",
  "مهندسة",
  "مطور",
  "مطورة",
  "مدير",
  "مديرة",
  "محاسب",
  "محاسبة",
  "مصمم",
  "مصممة",
  "أخصائي",
  "اخصائي",
  "أخصائية",
  "محلل",
  "محللة",
  "مشرف",
  "مشرفة",
  "ممرض",
  "ممرضة",
  "معلم",
  "معلمة",
  "متدرب",
  "متدربة",
  "رئيس",
  "رئيسة",
  "مستشار",
  "مستشارة",
  "منسق",
  "منسقة",
  "مساعد",
  "مساعدة",
  "طبيب",
  "طبيبة",
  "صيدلي",
  "باحث",
  "باحثة",
  "مبرمج",
  "مبرمجة",
  "فني",
  "موظف",
  "موظفة",
  "مسؤول",
  "مسؤولة",
  "مندوب",
  "مدرس",
  "مدرسة",
  "أستاذ",
  "محاضر",
  "قائد",
  "نائب",
  "مؤسس",
  "مشارك",
  "سكرتير",
  "سكرتيرة",
  "كاتب",
  "مراجع",
  // The Arabic words for the English list's "volunteer" and "mentor".
  "متطوع",
  "متطوعة",
  "مرشد",
  "مرشدة",
];
const titlePattern = new RegExp(
  `(?<![\\p{L}])(?:${titleWords.join("|")})s?(?![\\p{L}])|(?:^|\\s)(?:${arabicTitleWords.join("|")})(?=\\s|$)`,
  "iu",
);

/** True when the text names a job title ("Senior Software Engineer", "مهندس برمجيات"). */
export function hasTitleWord(text: string): boolean {
  return titlePattern.test(text) || arabicOccupationFirst(text);
}

/**
 * An Arabic text whose first word opens an occupation's name in the vocabulary (isOccupationFirstWord:
 * "سائق نقل ثقيل", "أمين مستودع"), harakat aside; a defective noun written with its tanween and
 * without its final ya ("طاهٍ رئيسي", as Arabic writes "طاهي" without the article) counts with it.
 */
function arabicOccupationFirst(text: string): boolean {
  const first = text.trim().split(/\s+/)[0] ?? "";
  if (!/^[\u0621-\u064A\u064B-\u0652\u0640]+$/u.test(first)) return false;
  const bare = removeHarakat(removeTatweel(first));
  return isOccupationFirstWord(bare) || (/\u064D$/u.test(first) && isOccupationFirstWord(`${bare}ي`));
}

const arabicTitleFirst = new RegExp(`^(?:${arabicTitleWords.join("|")})(?=\\s|$)`, "u");

/**
 * True when the title word is what the text is about: any title word in Latin text, but in Arabic
 * only as the first word ("مرشد تقني", "مهندس برمجيات"). An Arabic name that merely ends in one
 * ("مبادرة مليون مبرمج", an organisation) names something else.
 */
export function isTitleText(text: string): boolean {
  if (!hasTitleWord(text)) return false;
  return (
    !/\p{Script=Arabic}/u.test(text) ||
    arabicTitleFirst.test(removeHarakat(text.trim())) ||
    arabicOccupationFirst(text)
  );
}

const institutionPattern =
  /(?<!\p{L})(?:university|college|school|institute|academy|polytechnic|faculty|universit[éà]|جامعة|الجامعة|كلية|الكلية|معهد|المعهد|مدرسة|المدرسة|مدارس|أكاديمية|الأكاديمية|اكاديمية|الاكاديمية)(?!\p{L})/iu;
/** True when the text names a school or university. */
export function hasInstitutionWord(text: string): boolean {
  return institutionPattern.test(text);
}

const degreePattern =
  /(?<![\p{L}])(?:bachelor'?s?|master'?s?|ph\.?\s?d\.?|doctorate|doctor of|diploma|associate degree|mba|b\.?\s?sc?\.?|m\.?\s?sc?\.?|b\.?a\.?|m\.?a\.?|b\.?\s?tech|m\.?\s?tech|b\.?eng|m\.?eng|b\.?e\.?|m\.?s\.?|b\.?s\.?|high school|pgce|pgdip|hnd|mbbs|llb|llm|bba|bcom|mcom|pharm\.?\s?d|بكالوريوس|بكالوريس|ماجستير|دكتوراه|دكتوراة|دبلوم|ليسانس|الثانوية|ثانوية|شهادة)(?![\p{L}])/iu;
/**
 * A degree spelled out ("Bachelor of Arts, Business Administration"): never a place, though it has
 * the shape of one ("Words, Words"). Abbreviations are left out: "Boston, MA" is a place.
 */
const spelledDegreePattern =
  /(?<![\p{L}])(?:bachelor'?s?|master'?s?|ph\.?\s?d|doctorate|doctor of|diploma|associate degree|بكالوريوس|ماجستير|دكتوراه|دبلوم|ليسانس)(?![\p{L}])/iu;
/** True when the text names a degree ("BSc", "Master of Science", "بكالوريوس"). */
export function hasDegreeWord(text: string): boolean {
  return degreePattern.test(text);
}
/** The degree at the start of a text ("PhD Princeton University" → "PhD"), if any. */
export function leadingDegree(text: string): string | undefined {
  const m =
    /^(ph\.?\s?d\.?|mba|b\.?\s?sc?\.?|m\.?\s?sc?\.?|b\.?a\.?|m\.?a\.?|b\.?\s?tech|m\.?\s?tech|b\.?s\.?|m\.?s\.?|b\.?eng|m\.?eng)(?=\s)/i.exec(
      text,
    );
  return m?.[1];
}

const placeWords = [
  "remote",
  "hybrid",
  "usa",
  "united states",
  "uk",
  "united kingdom",
  "canada",
  "germany",
  "france",
  "india",
  "egypt",
  "saudi arabia",
  "ksa",
  "uae",
  "united arab emirates",
  "qatar",
  "kuwait",
  "bahrain",
  "oman",
  "jordan",
  "lebanon",
  "morocco",
  "tunisia",
  "riyadh",
  "jeddah",
  "dammam",
  "khobar",
  "mecca",
  "makkah",
  "medina",
  "dubai",
  "abu dhabi",
  "sharjah",
  "doha",
  "manama",
  "muscat",
  "cairo",
  "alexandria",
  "amman",
  "beirut",
  "london",
  "new york",
  "türkiye",
  "turkey",
  "istanbul",
];
const arabicPlaceWords = [
  "عن بعد",
  "السعودية",
  "المملكة العربية السعودية",
  "الإمارات",
  "الامارات",
  "قطر",
  "الكويت",
  "البحرين",
  "عمان",
  "عُمان",
  "مصر",
  "الأردن",
  "الاردن",
  "لبنان",
  "الرياض",
  "جدة",
  "الدمام",
  "الخبر",
  "مكة",
  "المدينة المنورة",
  "دبي",
  "أبوظبي",
  "أبو ظبي",
  "الشارقة",
  "الدوحة",
  "المنامة",
  "مسقط",
  "القاهرة",
  "الإسكندرية",
  "الاسكندرية",
  "عمّان",
];
const placePattern = new RegExp(
  `(?<![\\p{L}])(?:${placeWords.join("|")})(?![\\p{L}])|(?:^|[\\s،,])(?:${arabicPlaceWords.join("|")})(?=$|[\\s،,])`,
  "iu",
);
const cityRegionPattern =
  /^\p{Lu}[\p{L}.' -]{1,30},\s*(?:\p{Lu}{2}|\p{Lu}[\p{L}.' -]{1,30})(?:,\s*\p{Lu}[\p{L}.' -]{1,30})?$/u;

/**
 * Words only an employer's name has ("Al Safwa Trading Co.", "Najd Industrial Services LLC",
 * "Al Noor Specialist Hospital", "شركة …"): a text with one is an employer, not a place, whatever
 * its shape ("Buyer, Al Safwa Trading Co." has the shape of "City, Region").
 */
const businessWord =
  /(?<![\p{L}])(?:co\.|llc|l\.l\.c|ltd|inc|corp|plc|wll|w\.l\.l|est\.|company|trading|contracting|holding|holdings|group|establishment|enterprises|industries|services|solutions|systems|partners|consulting|consultancy|technologies|logistics|hospital|clinic|bank|ministry|municipality|authority|شركة|مؤسسة|مجموعة|مستشفى|مستوصف|بنك|مصرف|وزارة|بلدية|هيئة)(?![\p{L}])/iu;

/** True when the text has a word only a business's name has (see businessWord). */
export function hasBusinessWord(text: string): boolean {
  return businessWord.test(text);
}

/** True when a short text is a place ("San Francisco, CA", "Riyadh, Saudi Arabia", "الرياض"). */
export function isLocationText(text: string): boolean {
  const t = text.trim();
  if (!t || t.length > 60 || /@|https?:|www\./i.test(t)) return false;
  if (t.split(/\s+/).length > 6) return false;
  if (hasTitleWord(t) || hasInstitutionWord(t) || spelledDegreePattern.test(t)) return false;
  // Its last part named as a business: an employer ("Buyer, Al Safwa Trading Co."); an employer
  // before a place ("Maple Systems, Toronto, Canada") is split from its place later.
  if (businessWord.test(t.split(/[,،]/).pop() ?? t)) return false;
  if (cityRegionPattern.test(t)) return true;
  if (!placePattern.test(t)) return false;
  // A place word inside a name without separators is an organisation named after the place
  // ("أرامكو السعودية", "KPMG India", "British Council Riyadh"), not a place.
  if (/[,،|/–—-]/.test(t)) return true;
  const rest = t.replace(new RegExp(placePattern.source, "giu"), " ").replace(placeFillers, " ");
  return !/\p{L}/u.test(rest);
}
/** Words a place names around its place word ("Jubail Industrial City", "منطقة الرياض"). */
const placeFillers =
  /(?<![\p{L}])(?:city|province|region|district|area|state|of|the|al|el|منطقة|المنطقة|مدينة|محافظة|المملكة|حي)(?![\p{L}])/giu;

export const emailPattern = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/;
export const phonePattern = /(?:\+|00|\()?\d[\d\s().-]{6,}\d/;
export const urlPattern =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|me|co|ai|app|sa|ae|eg|info|tech|site|xyz|edu|gov|uk|de)(?:\/[^\s,;|)]*)?/i;

/** True when the text is mostly a phone number (at least 8 digits). */
export function isPhoneText(text: string): boolean {
  const m = phonePattern.exec(toWesternDigits(text));
  return Boolean(m && (m[0].match(/\d/g)?.length ?? 0) >= 8 && !dateRangePattern.test(m[0]));
}

import { normalizeText } from "./normalize";

/**
 * Who may apply, as a Gulf job posting states it (issue 40, deliverable 4): nationality
 * ("Saudi nationals only", للسعوديين فقط, "GCC nationals preferred"), residency ("UAE residents
 * only", "candidates must be inside the Kingdom", من داخل المملكة), a transferable Iqama or visa
 * ("must have transferable Iqama", إقامة قابلة للنقل, نقل كفالة), and visa sponsorship ("visa
 * provided", "no visa sponsorship"). Read from the text in both languages, with the negatives
 * that look alike: "all nationalities welcome", "nationals and residents", يرحب بجميع الجنسيات,
 * a Saudization programme named as company information, "Saudi Aramco", "the Saudi market",
 * "based in Riyadh" (where the job is, not who may apply). Pure and deterministic; the labelled
 * set and its figures: testing/eligibility-set.ts, bench/README.md.
 */

/** A nationality or residency country: ISO 3166-1 alpha-2, or a group. */
export type EligibilityPlace = string;
/**
 * Groups besides ISO codes: `GCC` (the six Gulf states), `ARAB` (Arab League nationals),
 * `LOCAL` (the nationals, or residents, of the job's own country: "nationals only", للمواطنين فقط,
 * "local candidates", "own visa").
 */
export const eligibilityGroups = ["GCC", "ARAB", "LOCAL"] as const;
export const gccCountries = ["SA", "AE", "QA", "KW", "BH", "OM"] as const;
const arabCountries = [
  ...gccCountries,
  "EG",
  "JO",
  "LB",
  "SY",
  "IQ",
  "PS",
  "YE",
  "SD",
  "LY",
  "TN",
  "DZ",
  "MA",
  "MR",
  "SO",
  "DJ",
  "KM",
];

/** What a posting says about who may apply. Lists are empty when the posting says nothing. */
export interface WorkEligibility {
  /** Nationalities the posting requires (any one of them). */
  nationalities: EligibilityPlace[];
  /** Nationalities the posting prefers (others may still apply). */
  preferredNationalities: EligibilityPlace[];
  /** Countries the candidate must already live in (with a residence permit), any one of them. */
  residency: EligibilityPlace[];
  /** Countries whose residents are preferred. */
  preferredResidency: EligibilityPlace[];
  /** A transferable residence permit (Iqama, visa with NOC) is required. */
  transferable: boolean;
  /** The employer provides the visa (`offered`), says it does not (`not-offered`), or says nothing. */
  sponsorship: "offered" | "not-offered" | null;
  /** The posting says every nationality may apply ("all nationalities", جميع الجنسيات). */
  openToAll: boolean;
}

export const noWorkEligibility: WorkEligibility = {
  nationalities: [],
  preferredNationalities: [],
  residency: [],
  preferredResidency: [],
  transferable: false,
  sponsorship: null,
  openToAll: false,
};

/** Whether a reading states anything that can include or exclude a candidate. */
export function statesWorkEligibility(e: WorkEligibility | null | undefined): e is WorkEligibility {
  return Boolean(
    e &&
      (e.nationalities.length ||
        e.preferredNationalities.length ||
        e.residency.length ||
        e.preferredResidency.length ||
        e.transferable ||
        e.sponsorship),
  );
}

// ---- vocabulary (matched on normalizeText output: lowercase, أ→ا, ة→ه, ى→ي) -------------------

/** Arabic letters: Arabic words have no \b, so patterns bound them with these lookarounds. */
const AR = "\\u0621-\\u064A";
const arStart = `(?<![${AR}])`;
const arEnd = `(?![${AR}])`;
/** Attached particles before an Arabic noun: و ف, then ال لل بال ل ب. */
const arPrefix = "(?:[وف])?(?:ال|لل|بال|ل|ب)?";

interface Demonym {
  code: EligibilityPlace;
  /** English forms (a person: "Saudi", "Saudis"). */
  en: string;
  /** Only with "nationals/citizens/passport" after it (UAE, KSA, Gulf are also places). */
  strict?: boolean;
  /** Arabic stem of the adjective (سعودي), inflected by the pattern. */
  ar?: string;
}

const demonyms: Demonym[] = [
  { code: "SA", en: "saudis?|saudi arabians?", ar: "سعودي" },
  { code: "SA", en: "ksa", strict: true },
  { code: "AE", en: "emiratis?", ar: "اماراتي" },
  { code: "AE", en: "uae", strict: true },
  { code: "QA", en: "qataris?", ar: "قطري" },
  { code: "KW", en: "kuwaitis?", ar: "كويتي" },
  { code: "BH", en: "bahrainis?", ar: "بحريني" },
  { code: "OM", en: "omanis?", ar: "عماني" },
  { code: "EG", en: "egyptians?", ar: "مصري" },
  { code: "JO", en: "jordanians?", ar: "اردني" },
  { code: "LB", en: "lebanese", ar: "لبناني" },
  { code: "SY", en: "syrians?", ar: "سوري" },
  { code: "PS", en: "palestinians?", ar: "فلسطيني" },
  { code: "SD", en: "sudanese", ar: "سوداني" },
  { code: "YE", en: "yemenis?", ar: "يمني" },
  { code: "MA", en: "moroccans?", ar: "مغربي" },
  { code: "TN", en: "tunisians?", ar: "تونسي" },
  { code: "IN", en: "indians?", ar: "هندي" },
  { code: "PK", en: "pakistanis?", ar: "باكستاني" },
  { code: "PH", en: "filipinos?|filipinas?", ar: "فلبيني" },
  { code: "BD", en: "bangladeshis?" },
  { code: "NP", en: "nepalis?|nepalese" },
  { code: "LK", en: "sri lankans?" },
  { code: "GB", en: "british" },
  { code: "US", en: "americans?" },
  { code: "GCC", en: "gcc|gulf", strict: true, ar: "خليجي" },
  { code: "ARAB", en: "arabs?", strict: true },
];

const PERSON_STRICT = "nationals?|citizens?|nationality|passport holders?";
const PERSON = `${PERSON_STRICT}|candidates?|applicants?|only|graduates?|males?|females?|women|men|youth|talents?|professionals?|staff|employees?|jobseekers?|job seekers?|nurses|engineers|doctors|physicians|teachers|drivers|technicians|accountants|workers|labou?rers|housemaids|nannies|chefs|cooks`;
/** Between listed demonyms ("Saudi, Emirati and Qatari"); text is normalized to single spaces. */
const JOINER = "(?:\\s?[,/&]\\s?|\\s(?:and|or)\\s)(?:the\\s)?";

/** "Saudi, Emirati and Qatari nationals", "Saudi nationals", "UAE national": each listed code. */
const englishMention = (() => {
  const any = demonyms.map((d) => d.en).join("|");
  return new RegExp(`\\b((?:${any})(?:${JOINER}(?:${any}))*)\\s+(?:(${PERSON_STRICT})|(${PERSON}))\\b`, "g");
})();

/** Each demonym of a list, by its own pattern (whole words). */
const demonymWords = demonyms.map((d) => ({ d, re: new RegExp(`\\b(?:${d.en})\\b`, "g") }));

function codesOfEnglishList(list: string, strictNoun: boolean): EligibilityPlace[] {
  const codes: EligibilityPlace[] = [];
  const hits: { at: number; d: Demonym }[] = [];
  for (const { d, re } of demonymWords) for (const m of list.matchAll(re)) hits.push({ at: m.index, d });
  hits.sort((a, b) => a.at - b.at);
  for (const { d } of hits) if (!d.strict || strictNoun) codes.push(d.code);
  return codes;
}

/** Arabic plural person forms: سعوديين، السعوديين، للسعوديين، السعوديات، سعوديون. */
const arabicPlural = (() => {
  const stems = demonyms.filter((d) => d.ar).map((d) => d.ar);
  return new RegExp(`${arStart}${arPrefix}(${stems.join("|")})(?:ين|ون|ات)${arEnd}`, "g");
})();
/**
 * Arabic singular forms: "سعودي الجنسية", "سعودي فقط", "أن يكون سعودياً", "مطلوب محاسب سعودي". The
 * definite singular (السوق السعودي، الريال السعودي) and the feminine after an institution (شركة
 * سعودية، الهيئة السعودية) name things, not people.
 */
const arabicSingular = (() => {
  const stems = demonyms.filter((d) => d.ar).map((d) => d.ar);
  return new RegExp(`${arStart}(?:[وف])?(${stems.join("|")})(?:ه|ا)?${arEnd}`, "g");
})();
const THING_BEFORE =
  /(?:شركه|مؤسسه|جهه|سوق|هيئه|جامعه|بنك|مجموعه|منشاه|منشات|وزاره|ريال|دينار|درهم|نظام|انظمه|قانون|عملاء|مشاريع|العربيه|المملكه|مستشفي|مدرسه|الشركات|شركات|مجلس)\s*$/;
const PERSON_CUE_BEFORE =
  /(?:يكون|تكون|يكونوا|المتقدم|المتقدمه|مطلوب|مطلوبه|نبحث عن|مواطن|مواطنه|شاب|شابه|موظف|موظفه|محاسب|محاسبه|مهندس|مهندسه|سائق|ممرض|ممرضه|فني|فنيه|اخصائي|اخصائيه|مندوب|مندوبه|كاشير|بائع|بائعه|سكرتير|سكرتيره|حارس|مشرف|مشرفه|مدير|مديره|طالب|طالبه|خريج|خريجه|معلم|معلمه|مصمم|مصممه|مبرمج|مبرمجه)\s+(?:\S+\s+)?$/;

/** "Saudization role", "Emiratisation position": a post reserved for nationals by quota. */
const quotaRole =
  /\b(saudi[sz]ation|emirati[sz]ation|qatari[sz]ation|kuwaiti[sz]ation|omani[sz]ation|bahraini[sz]ation)\s+(?:role|position|job|vacancy|post|opening|opportunity|hire|hiring)\b|(?:وظيفه|وظائف)\s+(سعوده|توطين)/g;
const quotaCode: Record<string, EligibilityPlace> = {
  sa: "SA",
  em: "AE",
  qa: "QA",
  ku: "KW",
  om: "OM",
  ba: "BH",
  سع: "SA",
  تو: "LOCAL",
};

/** Nationals of the job's own country: "nationals only", "local nationals", للمواطنين فقط. */
const localNationals =
  /\b(?:local\s+)?(?:nationals|citizens)\s+only\b|\bonly\s+(?:local\s+)?(?:nationals|citizens)\b|\blocal\s+(?:nationals|citizens)\b|\b(?:open|restricted|limited|reserved)\s+(?:only\s+)?to\s+(?:local\s+)?(?:nationals|citizens)\b|\bmust\s+be\s+a\s+(?:local\s+)?(?:national|citizen)\b|(?<![\u0621-\u064A])(?:[وف])?(?:ال|لل|ل)?مواطن(?:ين|ون|ات|ه)?(?![\u0621-\u064A])/g;

/** Openness: every nationality may apply (removed before reading nationalities). */
const openness = new RegExp(
  [
    "\\b(?:open\\s+to\\s+)?(?:all|any|every)\\s+nationalit(?:y|ies)\\b",
    "\\bregardless\\s+of\\s+(?:their\\s+|your\\s+)?nationality\\b",
    "\\bnationality\\s*:\\s*(?:any|all|open|not\\s+required)\\b",
    "\\bno\\s+nationality\\s+(?:restriction|requirement)s?\\b",
    "\\bnationality\\s+is\\s+not\\s+(?:a\\s+)?(?:requirement|required|restricted)\\b",
    "\\b(?:saudis?|emiratis?|qataris?|kuwaitis?|bahrainis?|omanis?|nationals|citizens|locals)\\s+(?:and|&|or)\\s+(?:non[-\\s]?(?:saudis?|emiratis?|qataris?|kuwaitis?|bahrainis?|omanis?|nationals)|expat(?:riate)?s?|residents|foreigners)\\b",
    "\\bnon[-\\s]?(?:saudis?|emiratis?|qataris?|kuwaitis?|bahrainis?|omanis?|nationals)\\s+(?:are\\s+|also\\s+)*(?:welcome|encouraged|eligible|(?:can|may)\\s+(?:also\\s+)?apply)\\b",
    "\\bexpat(?:riate)?s?\\s+(?:are\\s+|also\\s+)*(?:welcome|encouraged|eligible|(?:can|may)\\s+apply)\\b",
    `${arStart}(?:[وف])?(?:ل|ب)?(?:جميع|كافه|كل|مختلف|شتي)\\s+(?:ال)?جنسيات${arEnd}`,
    `${arStart}(?:اي|بغض النظر عن)\\s+(?:ال)?جنسيه${arEnd}`,
    `${arStart}الجنسيه\\s*:\\s*(?:اي|مفتوحه|غير محدده|جميع الجنسيات)${arEnd}`,
    `${arStart}لا\\s+(?:يشترط|تشترط|نشترط)\\s+(?:ال)?جنسيه${arEnd}`,
    `${arStart}(?:ل|لل)?(?:ال)?(?:سعوديين|مواطنين)\\s+و\\s*(?:ل|لل)?(?:غير\\s+(?:ال)?سعوديين|(?:ال)?مقيمين|(?:ال)?وافدين)${arEnd}`,
    `${arStart}(?:ل|لل)?غير\\s+(?:ال)?(?:سعوديين|مواطنين)\\s+(?:ايضا\\s+)?(?:التقديم|التقدم|مرحب)`,
  ].join("|"),
  "g",
);

// Cues near a mention. Preferred wins over required when both are close.
const PREFERRED_CUE =
  /\b(?:preferred|preferably|preference|prefer|priority|prioriti[sz]ed?|advantage|advantageous|a plus|desirable|ideally)\b|(?<![\u0621-\u064A])(?:[وف])?(?:يفضل|تفضل|نفضل|مفضل|الافضليه|افضليه|الاولويه|اولويه|الاسبقيه|ميزه)(?![\u0621-\u064A])/;
const REQUIRED_CUE =
  /\b(?:only|must|required|requirement|mandatory|restricted|limited|exclusively|exclusive|reserved|open to|eligible|strictly|essential|should be|need to be|are invited|invites?|hiring|looking for|seeking|recruiting|nationality)\b|(?<![\u0621-\u064A])(?:[وف])?(?:فقط|يشترط|تشترط|شرط|يجب|لابد|مخصصه|مخصص|حصرا|حصريا|مقتصره|مقصوره|تقتصر|يقتصر|قصر|يكون|تكون|مطلوب|مطلوبه|نبحث|تعلن|يعلن|تبحث|الجنسيه)(?![\u0621-\u064A])/;
/** Sentences about the employer, not about who may apply (Saudization as company information). */
const COMPANY_INFO =
  /\b(?:we (?:have|employ|hired|support|are proud|train|develop)|our (?:team|workforce|employees|staff) (?:includes?|of)|committed to (?:developing|empowering|hiring)|nitaqat|award)\b|(?<![\u0621-\u064A])(?:نفخر|نساهم|نلتزم|ملتزمون|ندعم|نطاقات|نسبه)(?![\u0621-\u064A])/;

// ---- residency --------------------------------------------------------------------------------

interface Place {
  code: EligibilityPlace;
  en: string;
  ar?: string;
}
const places: Place[] = [
  {
    code: "SA",
    en: "saudi arabia|ksa|the kingdom|kingdom|saudi|riyadh|jeddah|dammam|khobar|al khobar",
    ar: "المملكه|السعوديه|الرياض|جده|الدمام|الخبر",
  },
  {
    code: "AE",
    en: "uae|the uae|united arab emirates|emirates|dubai|abu dhabi|sharjah|ajman",
    ar: "الامارات|دبي|ابوظبي|ابو ظبي|الشارقه",
  },
  { code: "QA", en: "qatar|doha", ar: "قطر|الدوحه" },
  { code: "KW", en: "kuwait", ar: "الكويت" },
  { code: "BH", en: "bahrain|manama", ar: "البحرين|المنامه" },
  { code: "OM", en: "oman|muscat", ar: "عمان|سلطنه عمان|مسقط" },
  { code: "GCC", en: "gcc|the gcc|the gulf|gulf", ar: "الخليج|دول الخليج|دول مجلس التعاون" },
  { code: "LOCAL", en: "(?:the\\s+)?country|in-country", ar: "الدوله|البلد" },
];
const placeEn = places.map((p) => p.en).join("|");
const placeAr = places
  .filter((p) => p.ar)
  .map((p) => p.ar)
  .join("|");
function placeCode(name: string): EligibilityPlace | undefined {
  const n = name.trim().replace(/^the\s+/, "");
  return places.find(
    (p) => new RegExp(`^(?:${p.en})$`).test(n) || (p.ar && new RegExp(`^(?:${p.ar})$`).test(n)),
  )?.code;
}

/** Patterns whose first group names the place the candidate must live in. */
const residencyPatterns: RegExp[] = [
  // "UAE residents only", "Dubai residents", "KSA-based candidates"
  new RegExp(`\\b(${placeEn})[-\\s]+(?:residents?|based\\s+(?:candidates?|applicants?))\\b`, "g"),
  // "residents of the UAE", "resident in Qatar"
  new RegExp(`\\bresidents?\\s+(?:of|in)\\s+(${placeEn})\\b`, "g"),
  // "must be (currently) based/residing/living/located in the UAE", "candidates currently in Qatar"
  new RegExp(
    `\\b(?:candidates?|applicants?|you|must|should|only)\\b[^.;]{0,40}?\\b(?:currently\\s+|already\\s+|physically\\s+)?(?:based|residing|living|located|present|available)?\\s*(?:in|inside|within)\\s+(${placeEn})\\b`,
    "g",
  ),
  // "Arab nationals residing in the UAE"
  new RegExp(`\\b(?:residing|resident|living)\\s+in\\s+(${placeEn})\\b`, "g"),
  // "inside the Kingdom", "in-country candidates", "local candidates only"
  /\b(?:inside|within)\s+(the\s+kingdom)\b/g,
  /\b(in-country|local)\s+(?:candidates?|applicants?|hires?|hiring)\b/g,
  // "valid Iqama", "valid UAE residence visa", "valid QID": a permit only a resident holds
  /\b(?:valid|active|current)\s+((?:(?:saudi|ksa|uae|qatar|qatari|kuwait|kuwaiti|bahrain|bahraini|oman|omani)\s+)?(?:iqama|residence(?:\s+visa)?|residence\s+permit|qid|id|emirates\s+id|civil\s+id|cpr|resident\s+card|rp))\b/g,
  /\b(iqama|emirates\s+id|qid|residence\s+visa|residence\s+permit)\s+(?:holders?\s+only|is\s+(?:a\s+)?must|required|mandatory)\b/g,
  // "own visa", "on husband's/family visa", "own sponsorship"
  /\b(?:own|family|husband'?s?|father'?s?|spouse'?s?|parents'?|dependent|dependant)\s+(visa|sponsorship|residence)\b/g,
  // Arabic: "من داخل المملكة", "مقيم في الإمارات", "للمقيمين في قطر", "داخل المملكه فقط"
  new RegExp(
    `${arStart}(?:من\\s+داخل|(?:مقيم|متواجد|موجود)[${AR}]*\\s+(?:في|داخل|ب)|(?:ال)?(?:اقامه|تواجد|سكن)\\s+(?:في|داخل|ب))\\s*(${placeAr})${arEnd}`,
    "g",
  ),
  new RegExp(`${arStart}(?:ل|لل)?(?:ال)?مقيمين\\s+(?:في|داخل|ب)\\s*(${placeAr})${arEnd}`, "g"),
  // "إقامة سارية", "هوية مقيم سارية", "إقامة نظامية"
  new RegExp(
    `${arStart}(اقامه|هويه مقيم|الاقامه|بطاقه اقامه|هويه اماراتيه)\\s+(?:[${AR}]+\\s+){0,3}?(?:و)?(?:ساريه|نظاميه|صالحه)${arEnd}`,
    "g",
  ),
  // "حاملاً لإقامة إماراتية سارية"
  /(?<![\u0621-\u064A])(?:ل|ب)?(?:ال)?اقامه\s+(?:ال)?(اماراتيه|سعوديه|قطريه|كويتيه|بحرينيه|عمانيه)(?![\u0621-\u064A])/g,
  new RegExp(
    `${arStart}(?:علي\\s+)(كفاله|اقامه|تاشيره)\\s+(?:الزوج|الاب|الوالد|العائله|الاسره|ذويه|ذويها|خاصه)${arEnd}`,
    "g",
  ),
];
const permitPlace: Record<string, EligibilityPlace> = {
  اماراتيه: "AE",
  سعوديه: "SA",
  قطريه: "QA",
  كويتيه: "KW",
  بحرينيه: "BH",
  عمانيه: "OM",
  iqama: "SA",
  "saudi iqama": "SA",
  "uae residence": "AE",
  "uae residence visa": "AE",
  "emirates id": "AE",
  qid: "QA",
  "qatar id": "QA",
  "civil id": "KW",
  cpr: "BH",
  "هويه مقيم": "SA",
  "هويه اماراتيه": "AE",
};
/** The country word of an English permit ("valid Kuwait civil ID"). */
const permitCountry: Record<string, EligibilityPlace> = {
  saudi: "SA",
  ksa: "SA",
  uae: "AE",
  emirati: "AE",
  qatar: "QA",
  qatari: "QA",
  kuwait: "KW",
  kuwaiti: "KW",
  bahrain: "BH",
  bahraini: "BH",
  oman: "OM",
  omani: "OM",
};
/** Residency that is not asked for: visit visas accepted, relocation from abroad. */
const residencyOpen =
  /\bvisit\s+visa\s+(?:holders?\s+)?(?:are\s+|is\s+)?(?:also\s+)?(?:welcome|accepted|acceptable|can\s+apply|may\s+apply|ok|fine)\b|\b(?:overseas|international|abroad|outside)\b[^.;]{0,30}\b(?:welcome|considered|encouraged|accepted|can\s+apply|may\s+apply)\b|تاشيره\s+(?:ال)?زياره\s+(?:مقبوله|يمكنهم|مرحب)|(?:من\s+)?داخل\s+و\s*خارج|(?:من\s+)?خارج\s+(?:المملكه|الامارات|قطر|الكويت|البلد|الدوله)\s+(?:مرحب|يمكن|مقبول)/;

// ---- transferable permits and sponsorship ----------------------------------------------------

const TRANSFERABLE =
  /\b(?:able\s+to\s+|can\s+)?transfer\s+(?:their|your|his|her|the)\s+(?:residency|iqama|visa|sponsorship|kafala)\b|\btransfer(?:r)?able\s+(?:iqama|visa|residence|residency|sponsorship|kafala|rp|qid|residence\s+permit)\b|\b(?:iqama|visa|residence\s+visa|sponsorship|kafala)\s+(?:must\s+be\s+|should\s+be\s+|is\s+|that\s+is\s+)?transfer(?:r)?able\b|\biqama\s+transfer\b|\btransfer\s+of\s+(?:iqama|sponsorship|kafala)\b|\b(?:with|valid|releasable)\s+noc\b|\bnoc\s+(?:from|is\s+required|required|mandatory)\b|\brelease\s+letter\b|(?<![\u0621-\u064A])(?:اقامه|الاقامه|تاشيره|كفاله)\s+(?:قابله\s+)?(?:لل)?(?:نقل|تحويل)|(?<![\u0621-\u064A])(?:قابليه|امكانيه|امكان)\s+(?:ال)?نقل\s+(?:ال)?(?:كفاله|اقامه|خدمات)|(?<![\u0621-\u064A])(?:ب?نقل|لنقل)\s+(?:ال)?(?:كفاله|خدمات|اقامه)(?![\u0621-\u064A])/;
/** "إقامة سارية وقابلة للنقل": the permit named elsewhere in the sentence. */
const TRANSFERABLE_AR = /(?<![\u0621-\u064A])(?:و)?قابله\s+لل(?:نقل|تحويل)/;
const PERMIT_AR = /(?:اقامه|كفاله|تاشيره)/;
const SPONSOR_OFFERED =
  /\b(?:(?:employment|work|residence|company|residency)\s+)?visa\s+(?:will\s+be\s+|is\s+|are\s+)?(?:provided|offered|sponsored|arranged|processed|issued)\b|\bvisa\s+sponsorship\s+(?:is\s+|will\s+be\s+)?(?:available|provided|offered|included)\b|\b(?:we|company|employer|the\s+company|client)\s+(?:will\s+|can\s+|shall\s+)?(?:sponsor|provide|arrange|process|offer)s?\s+(?:the\s+|your\s+|an?\s+|full\s+)?(?:employment\s+|work\s+|residence\s+)?(?:visa|iqama|work\s+permit|sponsorship)\b|\biqama\s+(?:will\s+be\s+|is\s+)?(?:provided|issued|sponsored)\b|\bwith\s+visa\s+sponsorship\b|\b(?:package|benefits?|salary|offer)\b[^.;]{0,30}?\b(?:including|includes|with|plus)\b[^.;]{0,30}?\bvisa\b|\bvisas?\b[^.;]{0,40}?\b(?:are|is|will\s+be)?\s*(?:provided|included|covered)\b|\bvisa\s*(?:\+|and|&)\s*(?:air\s*)?tickets?\b|\b(?:free|company)\s+visa\b|\bsponsorship\s+(?:is\s+)?(?:available|provided|offered)\b|(?<![\u0621-\u064A])(?:توفير|نوفر|توفر|يوفر|تتكفل|نتكفل|تتحمل|اصدار|استخراج|منح)\s+(?:بال|ال|ب)?(?:تاشيره|تاشيرات|فيزا|الفيزا|الاقامه|اقامه|تاشيرتك)|(?<![\u0621-\u064A])(?:تاشيره|فيزا)\s+(?:عمل\s+)?(?:مقدمه|مجانيه|علي\s+حساب\s+الشركه|من\s+الشركه|مدفوعه)|(?<![\u0621-\u064A])(?:ال)?استقدام(?![\u0621-\u064A])|(?:تتكفل|تتحمل|توفر|تقوم)\s+(?:ال)?شركه\s+(?:ب?(?:اصدار|استخراج|توفير)\s+)?(?:بال|ال|ب)?(?:تاشيره|اقامه|فيزا)|(?<![\u0621-\u064A])(?:ب|و)?(?:اصدار|استخراج)\s+(?:ال)?(?:اقامه|تاشيره)/;
const SPONSOR_NOT_OFFERED =
  /\bno\s+(?:work\s+|employment\s+)?visas?\b[^.;]{0,20}?\b(?:provided|offered|sponsored|given)\b|\bno\s+(?:visa\s+)?sponsorship\b|\b(?:visa\s+)?sponsorship\s+(?:is\s+|will\s+)?not\s+(?:be\s+)?(?:available|provided|offered|possible)\b|\b(?:do|does|will|can|are|is)\s*(?:not|n't)\s+(?:able\s+to\s+)?(?:offer|provide|sponsor)\s*(?:visa|sponsorship|visas)?\b|\bcannot\s+(?:offer\s+|provide\s+)?(?:visa\s+)?sponsor|\bunable\s+to\s+(?:offer\s+|provide\s+)?(?:visa\s+)?sponsor|\bwithout\s+(?:the\s+need\s+for\s+|requiring\s+)?(?:visa\s+)?sponsorship\b|\bvisa\s+(?:is\s+)?not\s+(?:provided|offered|included)\b|(?<![\u0621-\u064A])لا\s+(?:نوفر|توفر|يوجد|تتوفر|يتوفر|نقدم|تقدم)\s+(?:ال)?(?:تاشيره|تاشيرات|فيزا|كفاله)|(?<![\u0621-\u064A])(?:بدون|دون)\s+(?:توفير\s+)?(?:ال)?(?:تاشيره|كفاله)(?![\u0621-\u064A])/;

// ---- reading ----------------------------------------------------------------------------------

/**
 * A word every pattern above needs (a demonym, a place, nationals, residence, visa, transfer…):
 * most sentences of a posting have none and are passed over with this one test.
 */
const TRIGGER = new RegExp(
  [
    ...demonyms.map((d) => d.en),
    ...demonyms.filter((d) => d.ar).map((d) => d.ar!.slice(0, -1)),
    placeEn,
    placeAr,
    "national|citizen|resid|iqama|visa|sponsor|transfer|\\bnoc\\b|release letter|permit|\\bqid\\b|\\bid\\b|\\bcpr\\b|expat|local|in-country",
    "مواطن|جنسي|اقامه|مقيم|متواجد|موجود|تواجد|سكن|داخل|كفاله|تاشير|فيزا|استقدام|نقل|تحويل|هويه|توطين|سعوده|وافد",
  ].join("|"),
);

/** Sentences and bullets: cues count within one of them. */
function sentencesOf(text: string): string[] {
  return text
    .split(/\r?\n|(?<=[.!?؟])\s+|[;؛•·▪●■◦✓✔➢►|]|<br\s*\/?>|\s[-–—*]\s/u)
    .map((s) => normalizeText(s))
    .filter(Boolean);
}

/** The cue of a mention: looked for in the few words around it. */
function cueAround(sentence: string, start: number, end: number): "required" | "preferred" | null {
  const near = sentence.slice(Math.max(0, start - 45), Math.min(sentence.length, end + 45));
  if (PREFERRED_CUE.test(near)) return "preferred";
  if (REQUIRED_CUE.test(near)) return "required";
  return null;
}

interface Found {
  code: EligibilityPlace;
  strength: "required" | "preferred";
}

function blank(text: string, re: RegExp): { text: string; found: boolean } {
  let found = false;
  const out = text.replace(re, (m) => {
    found = true;
    return " ".repeat(m.length);
  });
  return { text: out, found };
}

function nationalitiesIn(raw: string): { found: Found[]; open: boolean } {
  const found: Found[] = [];
  const { text: sentence, found: open } = blank(raw, openness);
  const companyInfo = COMPANY_INFO.test(sentence);
  const add = (
    codes: EligibilityPlace[],
    start: number,
    end: number,
    defaultStrength: Found["strength"] | null,
  ) => {
    const strength = cueAround(sentence, start, end) ?? defaultStrength;
    if (!strength || companyInfo) return;
    // "Saudi nurses are also encouraged to apply": one audience among others, not a bar.
    if (/^\s*(?:are\s+|is\s+)?also\b|^\s*ايضا/.test(sentence.slice(end))) return;
    for (const code of codes) found.push({ code, strength });
  };

  for (const m of sentence.matchAll(englishMention)) {
    const codes = codesOfEnglishList(m[1]!, Boolean(m[2]));
    if (codes.length === 0) continue;
    // "Saudi candidates" alone is how many Saudi postings say it; the person noun must follow.
    const startOfSentence = m.index < 3;
    add(codes, m.index, m.index + m[0].length, startOfSentence ? "required" : null);
  }
  for (const m of sentence.matchAll(arabicPlural)) {
    const code = demonyms.find((d) => d.ar === m[1])!.code;
    // "للسعوديين" (for Saudis) states the requirement in its prefix.
    const before = sentence.slice(0, m.index);
    const forThem = /^(?:[وف])?لل/.test(m[0]) || m.index < 3 || /(?:^|\s)(?:[وف])?لل\S+\s+$/.test(before);
    add([code], m.index, m.index + m[0].length, forThem ? "required" : null);
  }
  for (const m of sentence.matchAll(arabicSingular)) {
    const before = sentence.slice(Math.max(0, m.index - 30), m.index);
    const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (THING_BEFORE.test(before)) continue;
    const nationalityWord = /^\s*(?:ال)?جنسيه/.test(after) || /^\s*فقط/.test(after);
    if (!nationalityWord && !PERSON_CUE_BEFORE.test(before)) continue;
    const code = demonyms.find((d) => d.ar === m[1])!.code;
    add([code], m.index, m.index + m[0].length, "required");
  }
  // "Saudi nationals", "المواطنين الإماراتيين": the nationals are named; LOCAL only when they are not.
  const named = found.length > 0;
  for (const m of named ? [] : sentence.matchAll(localNationals)) {
    // "المواطن" as a word of a title ("خدمة المواطن") is not an audience: a cue must be near.
    add(["LOCAL"], m.index, m.index + m[0].length, /\bonly\b|فقط/.test(m[0]) ? "required" : null);
  }
  for (const m of sentence.matchAll(quotaRole)) {
    const word = (m[1] ?? m[2] ?? "").slice(0, 2);
    const code = quotaCode[word];
    if (code) found.push({ code, strength: "required" });
  }
  // "Nationality: Saudi" / "الجنسية: سعودي" as a labelled line.
  const labelled = /^(?:nationality|الجنسيه)\s*:\s*(\S.*)$/.exec(sentence.trim());
  if (labelled) {
    const value = labelled[1]!.trim();
    const strength = PREFERRED_CUE.test(value) ? "preferred" : "required";
    for (const d of demonyms) {
      const re = d.ar
        ? new RegExp(`^(?:${d.en})\\b|${arStart}(?:ال)?${d.ar}(?:ه|ين|ون)?${arEnd}`)
        : new RegExp(`^(?:${d.en})\\b`);
      if (re.test(value)) found.push({ code: d.code, strength });
    }
  }
  return { found, open };
}

function residencyIn(sentence: string): Found[] {
  if (residencyOpen.test(sentence)) return [];
  const found: Found[] = [];
  for (const re of residencyPatterns) {
    for (const m of sentence.matchAll(re)) {
      const word = m[1]!.trim();
      const countryWord = /^([a-z]+)\s+\S/.exec(word)?.[1];
      let code: EligibilityPlace | undefined =
        (countryWord && permitCountry[countryWord]) ||
        permitPlace[word.replace(/^(?:ال)/, "")] ||
        permitPlace[word] ||
        placeCode(word);
      if (!code) {
        // A permit or sponsor named without a country: the job's own country.
        if (/visa|sponsorship|residence|permit|اقامه|كفاله|تاشيره|in-country|local/.test(word))
          code = "LOCAL";
        else continue;
      }
      if (word === "the kingdom") code = "SA";
      const near = sentence.slice(Math.max(0, m.index - 45), m.index + m[0].length + 45);
      const strength = PREFERRED_CUE.test(near) ? "preferred" : "required";
      found.push({ code, strength });
    }
  }
  return found;
}

/**
 * Read who may apply from a job posting (title, descriptions; HTML `br` or newlines separate
 * lines). `country` is the job's country when known: "nationals only" and "own visa" then name
 * it instead of `LOCAL`.
 */
export function readWorkEligibility(
  text: string,
  options: { country?: string | null } = {},
): WorkEligibility {
  const nationalities = new Set<EligibilityPlace>();
  const preferredNationalities = new Set<EligibilityPlace>();
  const residency = new Set<EligibilityPlace>();
  const preferredResidency = new Set<EligibilityPlace>();
  let transferable = false;
  let offered = false;
  let notOffered = false;
  let openToAll = false;
  const local = (code: EligibilityPlace) => (code === "LOCAL" && options.country ? options.country : code);

  for (const sentence of sentencesOf(text)) {
    if (!TRIGGER.test(sentence)) continue;
    const nat = nationalitiesIn(sentence);
    openToAll ||= nat.open;
    for (const f of nat.found)
      (f.strength === "required" ? nationalities : preferredNationalities).add(local(f.code));
    if (TRANSFERABLE.test(sentence) || (TRANSFERABLE_AR.test(sentence) && PERMIT_AR.test(sentence)))
      transferable = true;
    if (SPONSOR_NOT_OFFERED.test(sentence)) notOffered = true;
    else if (SPONSOR_OFFERED.test(sentence)) offered = true;
    for (const f of residencyIn(sentence))
      (f.strength === "required" ? residency : preferredResidency).add(local(f.code));
  }
  // Every nationality welcome: a nationality named elsewhere is a preference, not a bar.
  if (openToAll) for (const code of nationalities) preferredNationalities.add(code);
  if (openToAll) nationalities.clear();
  for (const code of nationalities) preferredNationalities.delete(code);
  for (const code of residency) preferredResidency.delete(code);
  // A national of the required country needs no residence permit: "nationals only" says it all.
  if (offered && !notOffered) {
    // The employer brings the person in: living there already is not asked, only preferred.
    for (const code of residency) preferredResidency.add(code);
    residency.clear();
  }
  return {
    nationalities: [...nationalities],
    preferredNationalities: [...preferredNationalities],
    residency: [...residency],
    preferredResidency: [...preferredResidency],
    transferable,
    sponsorship: notOffered ? "not-offered" : offered ? "offered" : null,
    openToAll,
  };
}

/** Countries a nationality or residency entry covers (GCC and ARAB expanded). */
export function placesOf(code: EligibilityPlace, jobCountry?: string | null): string[] {
  if (code === "GCC") return [...gccCountries];
  if (code === "ARAB") return arabCountries;
  if (code === "LOCAL") return jobCountry ? [jobCountry] : [];
  return [code];
}

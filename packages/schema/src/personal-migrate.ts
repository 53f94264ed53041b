import { toWesternDigits } from "./dates";
import {
  coercePersonal,
  emptyPersonal,
  isIsoCountry,
  isIsoDate,
  isoCountryCodes,
  type LicenceBody,
  type LicenceCategory,
  licenceBodies,
  type MaritalStatus,
  type NoticeUnit,
  type Personal,
  type ResidencyKind,
} from "./personal";
import { demonyms } from "./personal-text";
import type { ResumeData } from "./resume-data";

/**
 * Custom fields that are personal-block parts ("Nationality: Egyptian", "الجنسية: سعودي",
 * "Iqama: transferable", "تاريخ الميلاد: 1990/03/15") move into `personal`. Pure. A field
 * moves only into a part that is still empty; what its value says beyond the recognised words
 * is kept in the part's free text, so nothing typed is lost. Fields whose label is not
 * recognised, or whose part is already filled, stay custom fields. Applied when a resume is
 * read (toResume, the renderers) and to import results.
 */

/** Arabic and Latin text folded for matching: lower case, no tatweel or diacritics, one alef, ه for ة, ي for ى. */
export function foldText(text: string): string {
  return toWesternDigits(text)
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, "")
    .replace(/[أإآٱ]/g, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

type Part =
  | "nationality"
  | "residency"
  | "availability"
  | "birthDate"
  | "maritalStatus"
  | "gender"
  | "driving"
  | "licence";

const labelTable: Record<Part, string[]> = {
  nationality: ["nationality", "citizenship", "الجنسية", "جنسية", "الجنسيه"],
  residency: [
    "visa",
    "visa status",
    "visa type",
    "residency",
    "residence",
    "residency status",
    "residence visa",
    "residence status",
    "iqama",
    "iqama status",
    "work permit",
    "qid",
    "الاقامة",
    "الإقامة",
    "اقامة",
    "نوع الاقامة",
    "حالة الاقامة",
    "التاشيرة",
    "التأشيرة",
    "نوع التاشيرة",
    "حالة التاشيرة",
  ],
  availability: [
    "notice period",
    "notice",
    "availability",
    "available",
    "available from",
    "joining",
    "joining date",
    "start date",
    "فترة الاشعار",
    "مدة الاشعار",
    "الاشعار",
    "فترة الإشعار",
    "مدة الإشعار",
    "موعد الالتحاق",
    "الالتحاق",
    "الالتحاق بالعمل",
    "متاح من",
    "التوفر",
    "الجاهزية",
  ],
  birthDate: [
    "date of birth",
    "birth date",
    "dob",
    "d.o.b",
    "d.o.b.",
    "birthday",
    "born",
    "تاريخ الميلاد",
    "الميلاد",
    "تاريخ ميلاد",
  ],
  maritalStatus: [
    "marital status",
    "civil status",
    "الحالة الاجتماعية",
    "الحالة الإجتماعية",
    "الحاله الاجتماعيه",
  ],
  gender: ["gender", "sex", "الجنس", "النوع"],
  driving: [
    "driving licence",
    "driving license",
    "driver's license",
    "driver's licence",
    "drivers license",
    "driver license",
    "driving",
    "رخصة القيادة",
    "رخصة قيادة",
    "رخصه القياده",
    "رخصة السياقة",
  ],
  licence: [
    "professional licence",
    "professional license",
    "license",
    "licence",
    "الترخيص المهني",
    "الرخصة المهنية",
    "رقم التصنيف",
    "التصنيف المهني",
    ...Object.keys(licenceBodies),
    "moh",
  ],
};
const labelIndex = new Map<string, Part>();
for (const [part, labels] of Object.entries(labelTable) as [Part, string[]][]) {
  for (const label of labels) labelIndex.set(foldText(label), part);
}

/** The part a custom field label names, or undefined. */
export function personalPartOfLabel(label: string): Part | undefined {
  return labelIndex.get(foldText(label.replace(/[:：]/g, " ")));
}

// Country words: codes, English and Arabic names, demonyms in both genders (folded, by word count).
let countryWords: Map<string, string> | undefined;
function countryIndex(): Map<string, string> {
  if (countryWords) return countryWords;
  const words = new Map<string, string>();
  const en = new Intl.DisplayNames(["en"], { type: "region" });
  const ar = new Intl.DisplayNames(["ar"], { type: "region" });
  for (const code of isoCountryCodes) {
    for (const name of [en.of(code), ar.of(code)]) if (name) words.set(foldText(name), code);
  }
  for (const [code, [m, f, e]] of Object.entries(demonyms)) {
    for (const w of [m, f, e]) words.set(foldText(w), code);
  }
  const extra: Record<string, string> = {
    ksa: "SA",
    saudi: "SA",
    "saudi arabia": "SA",
    السعوديه: "SA",
    "المملكه العربيه السعوديه": "SA",
    uae: "AE",
    emirates: "AE",
    الامارات: "AE",
    "united arab emirates": "AE",
    uk: "GB",
    usa: "US",
    filipina: "PH",
    dubai: "AE",
    دبي: "AE",
    "abu dhabi": "AE",
    ابوظبي: "AE",
    "ابو ظبي": "AE",
    riyadh: "SA",
    الرياض: "SA",
    jeddah: "SA",
    جده: "SA",
    doha: "QA",
    الدوحه: "QA",
  };
  for (const [w, code] of Object.entries(extra)) words.set(foldText(w), code);
  countryWords = words;
  return words;
}

/** Find a country word (longest run of up to four words first) in folded text: its code and the text without it. */
function takeCountry(folded: string): { code: string; rest: string } | undefined {
  const index = countryIndex();
  const tokens = folded.split(/[^\p{L}\p{N}'.]+/u).filter(Boolean);
  for (let n = Math.min(4, tokens.length); n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const phrase = tokens.slice(i, i + n).join(" ");
      const code = index.get(phrase) ?? (phrase.startsWith("ال") ? index.get(phrase.slice(2)) : undefined);
      if (code && (n > 1 || phrase.length > 2 || index.has(phrase))) {
        const rest = [...tokens.slice(0, i), ...tokens.slice(i + n)].join(" ");
        return { code, rest };
      }
    }
  }
  if (/^[a-z]{2}$/.test(folded) && isIsoCountry(folded.toUpperCase()))
    return { code: folded.toUpperCase(), rest: "" };
  return undefined;
}
function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Apply patterns in order; each match is removed from the text. */
function take(text: { value: string }, pattern: RegExp): RegExpExecArray | null {
  const m = pattern.exec(text.value);
  if (m) text.value = text.value.replace(pattern, " ");
  return m;
}

const leftoverNoise =
  /\b(status|valid|until|till|expires?|expiry|on|in|the|a|an|with|holder|yes|and)\b|[,،؛;:()\-–—/.]|(?<!\p{L})(الجنسيه|nationality|حامل|ساري[هة]?|صالح[هة]?|حتي|حتى|لغايه|الى|الي|و|مع|نعم)(?!\p{L})/gu;
/** What is left of a value after the recognised words, in the user's original spelling when nothing was taken. */
function leftover(original: string, rest: string): string {
  const cleaned = rest.replace(leftoverNoise, " ").replace(/\s+/g, " ").trim();
  if (!cleaned) return "";
  // Return the original words that survived (case and letters as typed).
  const keep = new Set(cleaned.split(" "));
  const words = original.split(/\s+/).filter((w) => keep.has(foldText(w).replace(/[,،؛;:()]/g, "")));
  return words.length ? trimPunctuation(words.join(" ")) : cleaned;
}

/** Text without commas or spaces at either end (a loop: no backtracking on long runs). */
function trimPunctuation(text: string): string {
  const edge = (c: string | undefined) => c === "," || c === "،" || (c !== undefined && /\s/.test(c));
  let start = 0;
  let end = text.length;
  while (start < end && edge(text[start])) start++;
  while (end > start && edge(text[end - 1])) end--;
  return text.slice(start, end);
}

const arabicMonths = [
  "يناير",
  "فبراير",
  "مارس",
  "ابريل",
  "مايو",
  "يونيو",
  "يوليو",
  "اغسطس",
  "سبتمبر",
  "اكتوبر",
  "نوفمبر",
  "ديسمبر",
];
const englishMonths = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad = (n: number) => String(n).padStart(2, "0");

/** A date in the text (2026-05-01, 01/05/2026, 1 May 2026, ١٥ مارس ١٩٩٠): ISO form and the text without it. */
export function takeDate(folded: string): { iso: string; rest: string } | undefined {
  const t = { value: folded };
  let m = take(t, /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/);
  if (m) {
    const iso = `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}`;
    if (isIsoDate(iso)) return { iso, rest: t.value };
  }
  t.value = folded;
  m = take(t, /\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\b/);
  if (m) {
    const iso = `${m[3]}-${pad(Number(m[2]))}-${pad(Number(m[1]))}`;
    if (isIsoDate(iso)) return { iso, rest: t.value };
  }
  t.value = folded;
  const months = [
    ...englishMonths.map((w, i) => [`${w}[a-z]*\\.?`, i] as const),
    ...arabicMonths.map((w, i) => [w, i] as const),
  ];
  for (const [word, i] of months) {
    const re = new RegExp(`(?:(\\d{1,2})\\s+)?(?<![\\p{L}])${word}(?![\\p{L}])\\s*,?\\s*(\\d{4})`, "u");
    const d = re.exec(folded);
    if (d) {
      const iso = `${d[2]}-${pad(i + 1)}-${pad(Number(d[1] ?? 1))}`;
      if (isIsoDate(iso)) return { iso, rest: folded.replace(re, " ") };
    }
  }
  return undefined;
}

const residencyPatterns: [RegExp, ResidencyKind, string][] = [
  [/golden visa|الاقامه الذهبيه|التاشيره الذهبيه|اقامه ذهبيه|الذهبيه/u, "golden-visa", "AE"],
  [/\biqama\b|اقامه سعوديه|الاقامه السعوديه|هويه مقيم/u, "iqama", "SA"],
  [/\bqid\b|qatar id|qatari id|بطاقه شخصيه قطريه|اقامه قطريه|البطاقه القطريه/u, "qid", "QA"],
  [
    /(uae|emirates|dubai|abu dhabi) (residence|residency|employment)( visa)?|اقامه اماراتيه|الاقامه الاماراتيه/u,
    "uae-residence",
    "AE",
  ],
  [/bahrain(i)? (residence|residency)( permit)?|اقامه بحرينيه/u, "bahrain-residence", "BH"],
  [/kuwait(i)? (residence|residency)( permit)?|اقامه كويتيه/u, "kuwait-residence", "KW"],
  [/oman(i)? (residence|residency)( card| permit)?|بطاقه مقيم عمانيه|اقامه عمانيه/u, "oman-residence", "OM"],
  [/visit visa|tourist visa|visiting visa|تاشيره زياره|فيزا زياره|زياره/u, "visit-visa", ""],
  [
    /(requires?|needs?|need|requiring) (visa )?sponsorship|sponsorship required|بحاجه (الي|الى) كفاله|يحتاج (الي|الى) كفاله|تحتاج (الي|الى) كفاله/u,
    "needs-sponsorship",
    "",
  ],
  [/\bcitizen\b|\bnational\b|مواطن(ه)?/u, "citizen", ""],
  [
    /residence visa|residency visa|residence permit|employment visa|work visa|\bresidence\b|\bresident\b|مقيم(ه)?|اقامه عمل|اقامه/u,
    "other",
    "",
  ],
];

function parseResidency(value: string, label: string, p: Personal): boolean {
  const r = p.residency;
  const t = { value: foldText(value) };
  const nonTransferable = take(t, /non[- ]?transferable|not transferable|غير قابله للنقل|غير قابل للنقل/u);
  const transferable =
    !nonTransferable &&
    take(t, /transferr?able|قابله للنقل|قابل للنقل|قابله للتحويل|نقل كفاله|قابله لنقل الكفاله/u);
  r.transferable = nonTransferable ? false : transferable ? true : null;
  const date = takeDate(t.value);
  if (date) {
    r.validUntil = date.iso;
    t.value = date.rest;
  }
  const labelKind = /iqama/.test(foldText(label)) ? "iqama" : /qid/.test(foldText(label)) ? "qid" : undefined;
  for (const [pattern, kind, country] of residencyPatterns) {
    if (take(t, pattern)) {
      r.kind = kind === "other" && labelKind ? labelKind : kind;
      r.country = country || (r.kind === "iqama" ? "SA" : r.kind === "qid" ? "QA" : "");
      break;
    }
  }
  if (!r.kind && labelKind) {
    r.kind = labelKind;
    r.country = labelKind === "iqama" ? "SA" : "QA";
  }
  const country = takeCountry(t.value);
  if (country) {
    if (!r.country) r.country = country.code;
    t.value = country.rest;
    if (r.kind === "other" && country.code === "AE") r.kind = "uae-residence";
    if (r.kind === "other" && country.code === "SA") r.kind = "iqama";
  }
  t.value = t.value.replace(/\b(visa|permit|holder)\b|تاشيره|فيزا/gu, " ");
  r.note = leftover(value, t.value);
  if (r.kind === "other" && !r.note) r.note = value.trim();
  return true;
}

function parseAvailability(value: string, p: Personal): boolean {
  const a = p.availability;
  const t = { value: foldText(value) };
  if (take(t, /immediate(ly)?|right away|asap|فوري|فورا|فورًا|علي الفور|على الفور|مباشره/u))
    a.kind = "immediately";
  else {
    const units: [RegExp, NoticeUnit][] = [
      [/(\d{1,3})\s*(days?|يوم|ايام|يوما)/u, "days"],
      [/(\d{1,3})\s*(weeks?|اسبوع|اسابيع|اسبوعا)/u, "weeks"],
      [/(\d{1,3})\s*(months?|شهر|اشهر|شهور|شهرا)/u, "months"],
    ];
    const words: [RegExp, number, NoticeUnit][] = [
      [/\b(one|a) month\b|شهر واحد|(?<!\p{L})شهر(?!\p{L})/u, 1, "months"],
      [/\btwo months\b|شهران|شهرين/u, 2, "months"],
      [/\b(one|a) week\b|اسبوع واحد|(?<!\p{L})اسبوع(?!\p{L})/u, 1, "weeks"],
      [/\btwo weeks\b|اسبوعان|اسبوعين/u, 2, "weeks"],
      [/\bthree months\b|ثلاثه اشهر/u, 3, "months"],
    ];
    for (const [re, unit] of units) {
      const m = take(t, re);
      if (m) {
        a.kind = "notice";
        a.amount = Math.min(365, Number(m[1]));
        a.unit = unit;
        break;
      }
    }
    if (!a.kind) {
      for (const [re, amount, unit] of words) {
        if (take(t, re)) {
          a.kind = "notice";
          a.amount = amount;
          a.unit = unit;
          break;
        }
      }
    }
    if (!a.kind) {
      const date = takeDate(t.value);
      if (date) {
        a.kind = "date";
        a.date = date.iso;
        t.value = date.rest;
      }
    }
  }
  t.value = t.value.replace(
    /\b(notice|period|available|availability|from|days?|weeks?|months?)\b|(?<!\p{L})(الاشعار|اشعار|فتره|مده|متاح(ه)?|من|اعتبارا|الالتحاق)(?!\p{L})/gu,
    " ",
  );
  a.note = a.kind ? leftover(value, t.value) : value.trim();
  return true;
}

const maritalWords: [RegExp, MaritalStatus][] = [
  [/\bsingle\b|\bunmarried\b|اعزب|عزباء|غير متزوج(ه)?/u, "single"],
  [/\bmarried\b|متزوج(ه)?/u, "married"],
  [/\bdivorced\b|مطلق(ه)?/u, "divorced"],
  [/\bwidow(ed|er)?\b|ارمل(ه)?/u, "widowed"],
];

function parseDriving(value: string, p: Personal): boolean {
  const t = { value: foldText(value) };
  const categories: LicenceCategory[] = [];
  const cats: [RegExp, LicenceCategory][] = [
    [/\blight( vehicles?)?\b|\bprivate\b|خفيفه|خاصه|\bcar\b/u, "light"],
    [/\bheavy equipment\b|معدات ثقيله/u, "equipment"],
    [/\bheavy( vehicles?| truck)?\b|ثقيله|عمومي|نقل ثقيل/u, "heavy"],
    [/motor ?(cycle|bike)|دراجه ناريه|دباب/u, "motorcycle"],
    [/\bbus\b|حافلات|حافله/u, "bus"],
  ];
  for (const [re, c] of cats) if (take(t, re)) categories.push(c);
  const country = takeCountry(t.value);
  if (country) t.value = country.rest;
  t.value = t.value.replace(/\b(driving|driver'?s?|licen[cs]e|valid|vehicles?)\b|رخصه|قياده|سياقه/gu, " ");
  p.drivingLicences.items.push({
    id: `dl-${p.drivingLicences.items.length + 1}`,
    country: country?.code ?? "",
    categories,
    note: leftover(value, t.value),
  });
  return true;
}

function parseLicence(value: string, label: string, p: Personal): boolean {
  const body = (Object.keys(licenceBodies) as LicenceBody[]).find((b) => foldText(label) === b);
  const t = { value: foldText(value) };
  let found: LicenceBody | undefined = body;
  if (!found) {
    for (const b of Object.keys(licenceBodies) as LicenceBody[]) {
      if (take(t, new RegExp(`\\b${escapeRegex(b)}\\b`, "u"))) {
        found = b;
        break;
      }
    }
  }
  const date = takeDate(t.value);
  if (date) t.value = date.rest;
  // The licence number: the first word of letters, digits, "-" or "/" that holds a digit.
  const numberWord = t.value.split(/\s+/).find((w) => /\d/.test(w) && /^[a-z0-9/-]+$/.test(w));
  const number = numberWord ? [numberWord, numberWord.replace(/^[-/]|[-/]$/g, "")] : undefined;
  if (numberWord) t.value = t.value.replace(numberWord, " ");
  t.value = t.value.replace(/\b(no|number|licen[cs]e|expiry|expires|#)\b|رقم|ترخيص|تنتهي/gu, " ");
  const rest = leftover(value, t.value);
  p.professionalLicences.items.push({
    id: `pl-${p.professionalLicences.items.length + 1}`,
    country: found ? licenceBodies[found].country : "",
    body: found ?? (rest ? "other" : ""),
    bodyText: found ? rest : rest || label.trim(),
    number: number?.[1]?.toUpperCase() ?? "",
    expiry: date?.iso ?? "",
    visible: true,
  });
  return true;
}

/** Move one field's value into the block; false leaves it a custom field. */
function moveField(part: Part, label: string, value: string, p: Personal, empty: Personal): boolean {
  const folded = foldText(value);
  switch (part) {
    case "nationality": {
      if (p.nationality.country || p.nationality.text) return false;
      const country = takeCountry(folded);
      if (country && !leftover(value, country.rest)) {
        p.nationality.country = country.code;
        // "سعودي"/"سعودية" as typed gives the grammatical gender, so the line reads as written.
        const forms = demonyms[country.code];
        if (!p.gender && forms && folded === foldText(forms[0])) p.gender = "male";
        if (!p.gender && forms && folded === foldText(forms[1])) p.gender = "female";
      } else p.nationality.text = value.trim();
      p.nationality.visible = true;
      return true;
    }
    case "residency":
      if (JSON.stringify(p.residency) !== JSON.stringify(empty.residency)) return false;
      return parseResidency(value, label, p);
    case "availability":
      if (JSON.stringify(p.availability) !== JSON.stringify(empty.availability)) return false;
      return parseAvailability(value, p);
    case "birthDate": {
      if (p.birthDate.date || p.birthDate.text) return false;
      const date = takeDate(folded);
      if (date && !leftover(value, date.rest)) p.birthDate.date = date.iso;
      else p.birthDate.text = value.trim();
      p.birthDate.show = "date";
      p.birthDate.visible = true;
      return true;
    }
    case "maritalStatus": {
      if (p.maritalStatus.status || p.maritalStatus.text) return false;
      const hit = maritalWords.find(([re]) => re.test(folded) && !leftover(value, folded.replace(re, " ")));
      if (hit) p.maritalStatus.status = hit[1];
      else p.maritalStatus.text = value.trim();
      p.maritalStatus.visible = true;
      return true;
    }
    case "gender": {
      if (p.gender) return false;
      if (/^(male|m|man|ذكر|رجل)$/u.test(folded)) p.gender = "male";
      else if (/^(female|f|woman|انثي|امراه)$/u.test(folded)) p.gender = "female";
      else return false;
      p.genderVisible = true;
      return true;
    }
    case "driving":
      if (/^(no|none|لا|لا يوجد)$/u.test(folded)) return false;
      return parseDriving(value, p);
    case "licence":
      return parseLicence(value, label, p);
  }
}

/** The block after moving the matching custom fields, and the fields that stay. */
export function migratePersonalFields(data: ResumeData): ResumeData {
  const fields = data.basics.customFields;
  if (!fields.some((f) => f.value.trim() && personalPartOfLabel(f.name))) return data;
  const personal = data.personal ? structuredClone(data.personal) : emptyPersonal();
  const empty = emptyPersonal();
  const kept = fields.filter((f) => {
    const part = f.value.trim() ? personalPartOfLabel(f.name) : undefined;
    if (!part) return true;
    // A part the user has switched off keeps its field where it was (nothing to move into).
    return !moveField(part, f.name, f.value, personal, empty);
  });
  if (kept.length === fields.length) return data;
  return { ...data, basics: { ...data.basics, customFields: kept }, personal: coercePersonal(personal) };
}

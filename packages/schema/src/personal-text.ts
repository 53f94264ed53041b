import type { Language } from "./constants";
import { monthNames } from "./dates";
import {
  type LicenceCategory,
  licenceBodies,
  type MaritalStatus,
  type NoticeUnit,
  type Personal,
  type ResidencyKind,
} from "./personal";
import type { ResumeData } from "./resume-data";

/**
 * The personal block as text in the resume's language: one labelled line per visible part, the
 * same lines for every template, the Word and text exports, the public page and the ATS view.
 * Arabic agrees with the chosen grammatical gender (سعودي/سعودية); with none it uses the
 * neutral form (the country's name).
 */

type Gender = Personal["gender"];

/** Nationality adjectives: Arabic masculine, feminine, English. Others show the country's name. */
export const demonyms: Record<string, readonly [string, string, string]> = {
  SA: ["سعودي", "سعودية", "Saudi"],
  AE: ["إماراتي", "إماراتية", "Emirati"],
  QA: ["قطري", "قطرية", "Qatari"],
  BH: ["بحريني", "بحرينية", "Bahraini"],
  KW: ["كويتي", "كويتية", "Kuwaiti"],
  OM: ["عماني", "عمانية", "Omani"],
  YE: ["يمني", "يمنية", "Yemeni"],
  EG: ["مصري", "مصرية", "Egyptian"],
  JO: ["أردني", "أردنية", "Jordanian"],
  LB: ["لبناني", "لبنانية", "Lebanese"],
  SY: ["سوري", "سورية", "Syrian"],
  IQ: ["عراقي", "عراقية", "Iraqi"],
  PS: ["فلسطيني", "فلسطينية", "Palestinian"],
  SD: ["سوداني", "سودانية", "Sudanese"],
  MA: ["مغربي", "مغربية", "Moroccan"],
  DZ: ["جزائري", "جزائرية", "Algerian"],
  TN: ["تونسي", "تونسية", "Tunisian"],
  LY: ["ليبي", "ليبية", "Libyan"],
  MR: ["موريتاني", "موريتانية", "Mauritanian"],
  SO: ["صومالي", "صومالية", "Somali"],
  ER: ["إريتري", "إريترية", "Eritrean"],
  IN: ["هندي", "هندية", "Indian"],
  PK: ["باكستاني", "باكستانية", "Pakistani"],
  BD: ["بنغلاديشي", "بنغلاديشية", "Bangladeshi"],
  LK: ["سريلانكي", "سريلانكية", "Sri Lankan"],
  NP: ["نيبالي", "نيبالية", "Nepali"],
  PH: ["فلبيني", "فلبينية", "Filipino"],
  ID: ["إندونيسي", "إندونيسية", "Indonesian"],
  MY: ["ماليزي", "ماليزية", "Malaysian"],
  GB: ["بريطاني", "بريطانية", "British"],
  US: ["أمريكي", "أمريكية", "American"],
  CA: ["كندي", "كندية", "Canadian"],
  AU: ["أسترالي", "أسترالية", "Australian"],
  FR: ["فرنسي", "فرنسية", "French"],
  DE: ["ألماني", "ألمانية", "German"],
  IE: ["أيرلندي", "أيرلندية", "Irish"],
  ZA: ["جنوب أفريقي", "جنوب أفريقية", "South African"],
  NG: ["نيجيري", "نيجيرية", "Nigerian"],
  KE: ["كيني", "كينية", "Kenyan"],
  ET: ["إثيوبي", "إثيوبية", "Ethiopian"],
  TR: ["تركي", "تركية", "Turkish"],
  IR: ["إيراني", "إيرانية", "Iranian"],
  AF: ["أفغاني", "أفغانية", "Afghan"],
  CN: ["صيني", "صينية", "Chinese"],
};

const regionNames: Partial<Record<Language, Intl.DisplayNames>> = {};
/** A country's name in the resume's language (the code itself when unknown). */
export function countryName(code: string, language: Language): string {
  if (!code) return "";
  if (code === "SA") return language === "ar" ? "السعودية" : "Saudi Arabia";
  if (code === "AE") return language === "ar" ? "الإمارات" : "UAE";
  regionNames[language] ??= new Intl.DisplayNames([language], { type: "region" });
  try {
    return regionNames[language]?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The nationality as an adjective agreeing with the gender, or the country's name (neutral). */
export function nationalityWord(country: string, gender: Gender, language: Language): string {
  const d = demonyms[country];
  if (language === "en") return d ? d[2] : countryName(country, "en");
  if (d && gender === "male") return d[0];
  if (d && gender === "female") return d[1];
  return countryName(country, "ar");
}

/** A date YYYY-MM-DD as "15 Mar 1990" / "15 مارس 1990"; with `monthOnly`, "Mar 1990". */
export function formatPersonalDate(iso: string, language: Language, monthOnly = false): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const month = monthNames[language][Number(m[2]) - 1];
  return monthOnly ? `${month} ${m[1]}` : `${Number(m[3])} ${month} ${m[1]}`;
}

/** Whole years between a birth date and today. */
export function ageOn(birth: string, today: Date): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birth);
  if (!m) return undefined;
  let age = today.getUTCFullYear() - Number(m[1]);
  const beforeBirthday =
    today.getUTCMonth() + 1 < Number(m[2]) ||
    (today.getUTCMonth() + 1 === Number(m[2]) && today.getUTCDate() < Number(m[3]));
  if (beforeBirthday) age -= 1;
  return age >= 0 && age < 130 ? age : undefined;
}

/** Residency kinds in each language. Arabic ones are feminine nouns (إقامة, تأشيرة, بطاقة). */
export const residencyKindNames: Record<ResidencyKind, { en: string; ar: string }> = {
  citizen: { en: "Citizen", ar: "مواطن" },
  iqama: { en: "Iqama (Saudi residence permit)", ar: "إقامة سعودية" },
  "uae-residence": { en: "UAE residence visa", ar: "إقامة إماراتية" },
  "golden-visa": { en: "UAE Golden Visa", ar: "الإقامة الذهبية الإماراتية" },
  qid: { en: "Qatar ID (QID)", ar: "بطاقة شخصية قطرية" },
  "bahrain-residence": { en: "Bahrain residence permit", ar: "إقامة بحرينية" },
  "kuwait-residence": { en: "Kuwait residence permit", ar: "إقامة كويتية" },
  "oman-residence": { en: "Oman residence card", ar: "بطاقة مقيم عمانية" },
  "visit-visa": { en: "Visit visa", ar: "تأشيرة زيارة" },
  "needs-sponsorship": { en: "Requires visa sponsorship", ar: "بحاجة إلى كفالة" },
  other: { en: "Other", ar: "أخرى" },
};

export const maritalNames: Record<MaritalStatus, { en: string; ar: string; arF: string }> = {
  single: { en: "Single", ar: "أعزب", arF: "عزباء" },
  married: { en: "Married", ar: "متزوج", arF: "متزوجة" },
  divorced: { en: "Divorced", ar: "مطلق", arF: "مطلقة" },
  widowed: { en: "Widowed", ar: "أرمل", arF: "أرملة" },
};

export const licenceCategoryNames: Record<LicenceCategory, { en: string; ar: string }> = {
  light: { en: "light vehicles", ar: "خفيفة" },
  heavy: { en: "heavy vehicles", ar: "ثقيلة" },
  motorcycle: { en: "motorcycle", ar: "دراجة نارية" },
  bus: { en: "bus", ar: "حافلات" },
  equipment: { en: "heavy equipment", ar: "معدات ثقيلة" },
};

export const attestationNames: Record<string, { en: string; ar: string }> = {
  mofa: { en: "Ministry of Foreign Affairs", ar: "وزارة الخارجية" },
  embassy: { en: "embassy", ar: "السفارة" },
  moe: { en: "Ministry of Education", ar: "وزارة التعليم" },
  mohe: { en: "Ministry of Higher Education", ar: "وزارة التعليم العالي" },
  other: { en: "", ar: "" },
};

export const personalLabels = {
  nationality: { en: "Nationality", ar: "الجنسية" },
  residency: { en: "Visa status", ar: "الإقامة" },
  availability: { en: "Availability", ar: "موعد الالتحاق" },
  notice: { en: "Notice period", ar: "فترة الإشعار" },
  birthDate: { en: "Date of birth", ar: "تاريخ الميلاد" },
  age: { en: "Age", ar: "العمر" },
  gender: { en: "Gender", ar: "الجنس" },
  maritalStatus: { en: "Marital status", ar: "الحالة الاجتماعية" },
  drivingLicence: { en: "Driving licence", ar: "رخصة القيادة" },
  professionalLicence: { en: "Professional licence", ar: "الترخيص المهني" },
  attestation: { en: "Degree attestation", ar: "تصديق الشهادة" },
} as const;
export type PersonalLineKey = keyof typeof personalLabels;

/** "30 days" / "30 يومًا" with Arabic number agreement. */
export function noticeText(amount: number, unit: NoticeUnit, language: Language): string {
  if (language === "en") {
    const word = unit.slice(0, -1);
    return `${amount} ${amount === 1 ? word : `${word}s`}`;
  }
  const forms: Record<NoticeUnit, [string, string, string, string]> = {
    days: ["يوم واحد", "يومان", "أيام", "يومًا"],
    weeks: ["أسبوع واحد", "أسبوعان", "أسابيع", "أسبوعًا"],
    months: ["شهر واحد", "شهران", "أشهر", "شهرًا"],
  };
  const [one, two, few, many] = forms[unit];
  if (amount === 1) return one;
  if (amount === 2) return two;
  if (amount >= 3 && amount <= 10) return `${amount} ${few}`;
  return `${amount} ${many}`;
}

export interface PersonalLine {
  key: PersonalLineKey;
  label: string;
  value: string;
}

const join = (language: Language, parts: string[]) =>
  parts.filter((p) => p.trim()).join(language === "ar" ? "، " : ", ");

/** The residency value: kind, transferable, valid until, note. */
export function residencyValue(p: Personal, language: Language): string {
  const r = p.residency;
  const parts: string[] = [];
  if (r.kind && r.kind !== "other") {
    let kind = residencyKindNames[r.kind][language];
    if (r.kind === "citizen" && language === "ar" && p.gender === "female") kind = "مواطنة";
    if (r.kind === "needs-sponsorship" && language === "ar" && p.gender === "female")
      kind = "بحاجة إلى كفالة";
    if ((r.kind === "citizen" || r.kind === "visit-visa") && r.country) {
      kind = `${kind} (${countryName(r.country, language)})`;
    }
    parts.push(kind);
  }
  if (r.note.trim()) parts.push(r.note.trim());
  if (r.transferable !== null && r.kind !== "citizen" && r.kind !== "needs-sponsorship") {
    parts.push(
      r.transferable
        ? { en: "transferable", ar: "قابلة للنقل" }[language]
        : { en: "not transferable", ar: "غير قابلة للنقل" }[language],
    );
  }
  if (r.validUntil && r.kind !== "citizen") {
    parts.push(
      `${{ en: "valid until", ar: "سارية حتى" }[language]} ${formatPersonalDate(r.validUntil, language, true)}`,
    );
  }
  return join(language, parts);
}

/** The visible lines of the block, in display order. `today` dates the age. */
export function personalLines(
  p: Personal | undefined,
  language: Language,
  today = new Date(),
  /** Education item ids to their label ("BSc Nursing, King Saud University"), for attestation lines. */
  education: Record<string, string> = {},
): PersonalLine[] {
  if (!p) return [];
  const lines: PersonalLine[] = [];
  const push = (key: PersonalLineKey, value: string) => {
    if (value.trim()) lines.push({ key, label: personalLabels[key][language], value: value.trim() });
  };
  if (p.nationality.visible) {
    push(
      "nationality",
      p.nationality.country ? nationalityWord(p.nationality.country, p.gender, language) : p.nationality.text,
    );
  }
  if (p.residency.visible) push("residency", residencyValue(p, language));
  if (p.availability.visible) {
    const a = p.availability;
    const note = a.note.trim();
    if (a.kind === "notice" && a.amount !== null) {
      push("notice", join(language, [noticeText(a.amount, a.unit, language), note]));
    } else if (a.kind === "immediately") {
      push("availability", join(language, [{ en: "Immediately", ar: "فورًا" }[language], note]));
    } else if (a.kind === "date" && a.date) {
      const from = { en: "from", ar: "اعتبارًا من" }[language];
      push("availability", join(language, [`${from} ${formatPersonalDate(a.date, language)}`, note]));
    } else push("availability", note);
  }
  if (p.birthDate.visible) {
    const b = p.birthDate;
    const age = b.date ? ageOn(b.date, today) : undefined;
    if (b.date && b.show === "age" && age !== undefined) {
      push("age", language === "ar" ? `${age} ${age >= 3 && age <= 10 ? "سنوات" : "سنة"}` : String(age));
    } else push("birthDate", b.date ? formatPersonalDate(b.date, language) : b.text);
  }
  if (p.genderVisible && p.gender) {
    push(
      "gender",
      { male: { en: "Male", ar: "ذكر" }, female: { en: "Female", ar: "أنثى" } }[p.gender][language],
    );
  }
  if (p.maritalStatus.visible) {
    const s = p.maritalStatus.status;
    const word = s
      ? language === "ar" && p.gender === "female"
        ? maritalNames[s].arF
        : maritalNames[s][language]
      : "";
    push("maritalStatus", word || p.maritalStatus.text);
  }
  if (p.drivingLicences.visible) {
    for (const d of p.drivingLicences.items) {
      const cats = d.categories.map((c) => licenceCategoryNames[c][language]);
      const where = d.country ? countryName(d.country, language) : "";
      const value = [where, cats.length ? `(${join(language, cats)})` : "", d.note.trim()]
        .filter(Boolean)
        .join(" ");
      push("drivingLicence", value || { en: "Yes", ar: "نعم" }[language]);
    }
  }
  if (p.professionalLicences.visible) {
    for (const l of p.professionalLicences.items) {
      if (!l.visible) continue;
      const body = l.body && l.body !== "other" ? licenceBodies[l.body][language] : l.bodyText.trim();
      const extra: string[] = [];
      if (l.body && l.body !== "other" && l.bodyText.trim()) extra.push(l.bodyText.trim());
      if (l.number.trim()) extra.push(`${{ en: "No.", ar: "رقم" }[language]} ${l.number.trim()}`);
      if (l.expiry)
        extra.push(
          `${{ en: "valid until", ar: "سارية حتى" }[language]} ${formatPersonalDate(l.expiry, language, true)}`,
        );
      push("professionalLicence", join(language, [body, ...extra]));
    }
  }
  for (const a of p.attestations) {
    const text = attestationText(p, a.educationId, language);
    const degree = education[a.educationId]?.trim();
    if (text) push("attestation", degree ? `${degree}: ${text}` : text);
  }
  return lines;
}

/** The attestation line of one education item (shown under it), or "". */
export function attestationText(p: Personal | undefined, educationId: string, language: Language): string {
  const a = p?.attestations.find((x) => x.educationId === educationId);
  if (!a?.visible || (!a.authority && !a.note.trim())) return "";
  const by = a.authority && a.authority !== "other" ? (attestationNames[a.authority]?.[language] ?? "") : "";
  const where = a.country ? countryName(a.country, language) : "";
  const head = { en: "Attested by", ar: "مصدقة من" }[language];
  const what = by ? `${head} ${by}${where ? ` (${where})` : ""}` : "";
  return join(language, [what, a.note.trim()]);
}

/** Lines of the "under the name" placement (nationality and visa), the rest for the details list. */
export function splitPersonalLines(p: Personal | undefined, lines: PersonalLine[]) {
  if (p?.placement !== "under-name") return { top: [] as PersonalLine[], rest: lines };
  const top = lines.filter((l) => l.key === "nationality" || l.key === "residency");
  return { top, rest: lines.filter((l) => !top.includes(l)) };
}

/** The lines of a resume's block, in its language, attestation lines naming their degree. */
export function resumePersonalLines(data: ResumeData, today = new Date()): PersonalLine[] {
  const education: Record<string, string> = {};
  for (const item of data.sections.education.items) {
    const degree = [item.studyType, item.area].filter((s) => s.trim()).join(" ");
    education[item.id] = degree || item.institution;
  }
  return personalLines(data.personal, data.metadata.language, today, education);
}

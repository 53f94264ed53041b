import { z } from "./zod";

/**
 * The personal block (issue 40): the lines a Gulf recruiter screens on — nationality, residency
 * and visa, availability, date of birth, gender and marital status, driving and professional
 * licences, degree attestation. Optional on ResumeData (older resumes have none). Each part has
 * its own `visible` switch; gender and marital status are off by default. Free text beside each
 * coded value (note, text) keeps what the user or an import typed when it fits no code.
 * Display in the resume's language: personal-text.ts; custom fields moved in: personal-migrate.ts.
 */

/** ISO 3166-1 alpha-2 codes officially assigned (249). */
export const isoCountryCodes = (
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS " +
  "BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE " +
  "EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM " +
  "HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC " +
  "LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA " +
  "NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW " +
  "SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO " +
  "TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW"
).split(" ");
const isoSet = new Set(isoCountryCodes);
export function isIsoCountry(code: string): boolean {
  return isoSet.has(code);
}

/** A country code: ISO 3166-1 alpha-2 (upper case), or "" for none. */
export const isoCountrySchema = z
  .string()
  .max(2)
  .refine((c) => c === "" || isoSet.has(c), { message: "country" });

/** A calendar date YYYY-MM-DD that exists, or "". */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
export const isoDateSchema = z
  .string()
  .max(10)
  .refine((v) => v === "" || isIsoDate(v), { message: "date" });

export const residencyKinds = [
  "citizen",
  "iqama",
  "uae-residence",
  "golden-visa",
  "qid",
  "bahrain-residence",
  "kuwait-residence",
  "oman-residence",
  "visit-visa",
  "needs-sponsorship",
  "other",
] as const;
export type ResidencyKind = (typeof residencyKinds)[number];

/** The residency kinds offered for each country (any other country: citizen, visit visa, sponsorship, other). */
export const residencyKindsByCountry: Record<string, readonly ResidencyKind[]> = {
  SA: ["citizen", "iqama", "visit-visa", "needs-sponsorship", "other"],
  AE: ["citizen", "uae-residence", "golden-visa", "visit-visa", "needs-sponsorship", "other"],
  QA: ["citizen", "qid", "visit-visa", "needs-sponsorship", "other"],
  BH: ["citizen", "bahrain-residence", "visit-visa", "needs-sponsorship", "other"],
  KW: ["citizen", "kuwait-residence", "visit-visa", "needs-sponsorship", "other"],
  OM: ["citizen", "oman-residence", "visit-visa", "needs-sponsorship", "other"],
};
export function residencyKindsFor(country: string): readonly ResidencyKind[] {
  return residencyKindsByCountry[country] ?? ["citizen", "visit-visa", "needs-sponsorship", "other"];
}

export const availabilityKinds = ["immediately", "notice", "date"] as const;
export const noticeUnits = ["days", "weeks", "months"] as const;
export type NoticeUnit = (typeof noticeUnits)[number];
export const maritalStatuses = ["single", "married", "divorced", "widowed"] as const;
export type MaritalStatus = (typeof maritalStatuses)[number];
export const licenceCategories = ["light", "heavy", "motorcycle", "bus", "equipment"] as const;
export type LicenceCategory = (typeof licenceCategories)[number];

/** Professional licensing bodies, by country; "other" with free text covers the rest. */
export const licenceBodies = {
  scfhs: {
    country: "SA",
    en: "Saudi Commission for Health Specialties (SCFHS)",
    ar: "الهيئة السعودية للتخصصات الصحية",
  },
  sce: { country: "SA", en: "Saudi Council of Engineers", ar: "الهيئة السعودية للمهندسين" },
  socpa: { country: "SA", en: "SOCPA", ar: "الهيئة السعودية للمراجعين والمحاسبين" },
  "sa-bar": {
    country: "SA",
    en: "Saudi Ministry of Justice (lawyer licence)",
    ar: "وزارة العدل (رخصة محاماة)",
  },
  dha: { country: "AE", en: "Dubai Health Authority (DHA)", ar: "هيئة الصحة بدبي" },
  doh: { country: "AE", en: "Department of Health Abu Dhabi (DOH)", ar: "دائرة الصحة - أبوظبي" },
  mohap: { country: "AE", en: "Ministry of Health and Prevention (MOHAP)", ar: "وزارة الصحة ووقاية المجتمع" },
  "sce-ae": { country: "AE", en: "Society of Engineers UAE", ar: "جمعية المهندسين الإماراتية" },
  qchp: { country: "QA", en: "QCHP (DHP, Ministry of Public Health)", ar: "المجلس القطري للتخصصات الصحية" },
  "moh-kw": { country: "KW", en: "Ministry of Health Kuwait (MOH)", ar: "وزارة الصحة الكويتية" },
  nhra: {
    country: "BH",
    en: "National Health Regulatory Authority (NHRA)",
    ar: "الهيئة الوطنية لتنظيم المهن والخدمات الصحية",
  },
  "moh-om": { country: "OM", en: "Ministry of Health Oman (MOH)", ar: "وزارة الصحة العمانية" },
  "ems-eg": { country: "EG", en: "Egyptian Medical Syndicate", ar: "نقابة الأطباء المصرية" },
  "ees-eg": { country: "EG", en: "Egyptian Engineers Syndicate", ar: "نقابة المهندسين المصرية" },
} as const satisfies Record<string, { country: string; en: string; ar: string }>;
export type LicenceBody = keyof typeof licenceBodies;
export function licenceBodiesFor(country: string): LicenceBody[] {
  return (Object.keys(licenceBodies) as LicenceBody[]).filter(
    (b) => !country || licenceBodies[b].country === country,
  );
}

export const attestationAuthorities = ["mofa", "embassy", "moe", "mohe", "other"] as const;
export type AttestationAuthority = (typeof attestationAuthorities)[number];

const id = z.string().min(1).max(64);
const note = z.string().max(500);

export const personalSchema = z.object({
  /** Grammatical agreement (سعودي/سعودية); shown only when genderVisible. */
  gender: z.enum(["", "male", "female"]),
  genderVisible: z.boolean(),
  /** Where the nationality and visa line goes: right under the name (UAE, Saudi usage) or among the details. */
  placement: z.enum(["under-name", "details"]),
  nationality: z.object({ country: isoCountrySchema, text: note, visible: z.boolean() }),
  residency: z.object({
    country: isoCountrySchema,
    kind: z.enum(["", ...residencyKinds]),
    transferable: z.boolean().nullable(),
    validUntil: isoDateSchema,
    note,
    visible: z.boolean(),
  }),
  availability: z.object({
    kind: z.enum(["", ...availabilityKinds]),
    amount: z.number().int().min(0).max(365).nullable(),
    unit: z.enum(noticeUnits),
    date: isoDateSchema,
    note,
    visible: z.boolean(),
  }),
  birthDate: z.object({
    date: isoDateSchema,
    show: z.enum(["age", "date"]),
    text: note,
    visible: z.boolean(),
  }),
  maritalStatus: z.object({ status: z.enum(["", ...maritalStatuses]), text: note, visible: z.boolean() }),
  drivingLicences: z.object({
    items: z
      .array(
        z.object({
          id,
          country: isoCountrySchema,
          categories: z.array(z.enum(licenceCategories)).max(10),
          note,
        }),
      )
      .max(10),
    visible: z.boolean(),
  }),
  professionalLicences: z.object({
    items: z
      .array(
        z.object({
          id,
          country: isoCountrySchema,
          body: z.enum(["", ...(Object.keys(licenceBodies) as LicenceBody[]), "other"]),
          bodyText: note,
          number: z.string().max(100),
          expiry: isoDateSchema,
          visible: z.boolean(),
        }),
      )
      .max(20),
    visible: z.boolean(),
  }),
  /** Degree attestation, one row per education item (its id). */
  attestations: z
    .array(
      z.object({
        educationId: id,
        country: isoCountrySchema,
        authority: z.enum(["", ...attestationAuthorities]),
        note,
        visible: z.boolean(),
      }),
    )
    .max(50),
});
export type Personal = z.infer<typeof personalSchema>;
export type DrivingLicence = Personal["drivingLicences"]["items"][number];
export type ProfessionalLicence = Personal["professionalLicences"]["items"][number];
export type Attestation = Personal["attestations"][number];

/** An empty block: nothing filled, gender and marital status off. */
export function emptyPersonal(): Personal {
  return {
    gender: "",
    genderVisible: false,
    placement: "details",
    nationality: { country: "", text: "", visible: true },
    residency: { country: "", kind: "", transferable: null, validUntil: "", note: "", visible: true },
    availability: { kind: "", amount: null, unit: "days", date: "", note: "", visible: true },
    birthDate: { date: "", show: "date", text: "", visible: true },
    maritalStatus: { status: "", text: "", visible: false },
    drivingLicences: { items: [], visible: true },
    professionalLicences: { items: [], visible: true },
    attestations: [],
  };
}

/**
 * The block of any stored or incoming value, part by part: what is valid is kept, a part that
 * fails keeps its free text and loses only the invalid code (an unknown country, an impossible
 * date). Never throws. Used where data enters from outside (JSON Resume, old rows).
 */
export function coercePersonal(raw: unknown): Personal {
  const out = emptyPersonal();
  if (!raw || typeof raw !== "object") return out;
  const source = raw as Record<string, unknown>;
  const shape = personalSchema.shape;
  for (const key of Object.keys(shape) as (keyof Personal)[]) {
    if (!(key in source)) continue;
    const parsed = shape[key].safeParse(source[key]);
    if (parsed.success) {
      (out as Record<string, unknown>)[key] = parsed.data;
      continue;
    }
    const value = source[key];
    if (value && typeof value === "object" && !Array.isArray(value)) {
      // Keep the valid fields of a part, drop the invalid ones to their defaults.
      const part = { ...(out[key] as object) } as Record<string, unknown>;
      for (const [field, v] of Object.entries(value)) {
        if (!(field in part)) continue;
        const trial = { ...part, [field]: v };
        if (shape[key].safeParse(trial).success) part[field] = v;
      }
      (out as Record<string, unknown>)[key] = part;
    }
  }
  return out;
}

/**
 * The block as others may see it (public page, public API, shared copies): hidden parts are
 * emptied, not just unshown, so the JSON carries nothing the resume does not show. With "hide
 * contact" the identifying parts go too: date of birth, gender, marital status, licence numbers.
 */
export function publicPersonal(p: Personal | undefined, hideContact: boolean): Personal | undefined {
  if (!p) return undefined;
  const empty = emptyPersonal();
  const out = structuredClone(p);
  if (!p.nationality.visible) out.nationality = { ...empty.nationality, visible: false };
  if (!p.residency.visible) out.residency = { ...empty.residency, visible: false };
  if (!p.availability.visible) out.availability = { ...empty.availability, visible: false };
  if (!p.birthDate.visible || hideContact) out.birthDate = { ...empty.birthDate, visible: false };
  if (!p.genderVisible || hideContact) {
    // Gender stays only as grammar when its words show (سعودي/سعودية) and contact is not hidden.
    if (hideContact) out.gender = "";
    out.genderVisible = false;
  }
  if (!p.maritalStatus.visible || hideContact) out.maritalStatus = { ...empty.maritalStatus, visible: false };
  if (!p.drivingLicences.visible) out.drivingLicences = { items: [], visible: false };
  out.professionalLicences = {
    items: p.professionalLicences.visible
      ? p.professionalLicences.items
          .filter((l) => l.visible)
          .map((l) => (hideContact ? { ...l, number: "" } : l))
      : [],
    visible: p.professionalLicences.visible,
  };
  out.attestations = p.attestations.filter((a) => a.visible);
  return out;
}

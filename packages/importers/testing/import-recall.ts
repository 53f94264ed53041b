/**
 * Import recall against an answer key (issue 37): what bench/import-eval.ts reports and the Gulf
 * set test (src/cv-gulf-set.test.ts) holds at floors. A key (fixtures/cv-gulf/README.md) lists
 * what a CV shows; each value is looked for in the imported data after normalisation (NFKC, no
 * tatweel or harakat, alef forms unified, lower case, unified dashes, collapsed spaces; dates as
 * parsed ranges; phones as digits), each read value matching at most one key value. Personal
 * pairs are found as a custom field with the same label and value or as the personal block's part
 * that pair fills (the key's label and value moved by the schema's migratePersonalFields, the
 * same step an import ends with, compared part for part; a nationality by its country too).
 */
import {
  formatDateRange,
  migratePersonalFields,
  type Personal,
  parseDateRange,
  personalPartOfLabel,
  type ResumeData,
} from "@sira/schema";
import { isLocationLabel } from "../src/pipeline/personal-rows";
import type { ImportResult } from "../src/result";

export interface CvKey {
  id?: string;
  producer?: { docx?: string; pdf?: string };
  name?: string;
  email?: string;
  phone?: string;
  headline?: string;
  personal?: { label: string; value: string }[];
  jobs?: { title?: string; company?: string; dates?: string }[];
  schools?: { degree?: string; school?: string; dates?: string }[];
  skills?: string[];
  languages?: string[];
}

export const evalFields = [
  "name",
  "email",
  "phone",
  "headline",
  "job.title",
  "job.company",
  "job.dates",
  "school.name",
  "school.degree",
  "school.dates",
  "skills",
  "languages",
  "personal",
] as const;
export type EvalField = (typeof evalFields)[number];
export type Tally = Record<EvalField, { found: number; total: number }>;

const emptyTally = (): Tally =>
  Object.fromEntries(evalFields.map((f) => [f, { found: 0, total: 0 }])) as Tally;

// ---------------------------------------------------------------------------------------------
// Normalisation

export function norm(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u200b-\u200f\u202a-\u202e\u2066-\u2069\u0640\u00ad\u064b-\u0652\u0670]/g, "")
    .replace(/[أإآ]/g, "ا")
    .replace(/ى(?=\s|$)/g, "ي")
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/[“”„«»]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, " ")
    .replace(/^[\s•·▪◦●◆*\-–,;:.()|]+/, "")
    .replace(/(?<![\s,;:.()|])[\s,;:.()|]+$/, "")
    .toLowerCase();
}

/**
 * A key's date as the schema's parser reads dates: Levantine month names as the standard ones,
 * "حتى تاريخه"/"الآن" as "حتى الآن" (the importer reads them so; the key keeps what the CV shows).
 */
const levantineMonths: [RegExp, string][] = [
  [/كانون الثاني/g, "يناير"],
  [/كانون الأول/g, "ديسمبر"],
  [/تشرين الأول/g, "أكتوبر"],
  [/تشرين الثاني/g, "نوفمبر"],
  [/شباط/g, "فبراير"],
  [/آذار/g, "مارس"],
  [/نيسان/g, "أبريل"],
  [/أيار/g, "مايو"],
  [/حزيران/g, "يونيو"],
  [/تموز/g, "يوليو"],
  [/(?<!\p{L})آب(?!\p{L})/gu, "أغسطس"],
  [/أيلول/g, "سبتمبر"],
];
function keyDateText(text: string): string {
  let t = text.trim();
  for (const [from, to] of levantineMonths) t = t.replace(from, to);
  return t.replace(/(?:حتى |إلى |الى )?(?:تاريخه|الآن|الان)$/u, "حتى الآن");
}

function normDate(text: string): string {
  const range = parseDateRange(text.trim()) ?? parseDateRange(keyDateText(text));
  return range ? formatDateRange(range, "en").toLowerCase() : norm(text);
}

const digits = (text: string) =>
  text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/\D/g, "");
/**
 * A degree read as study type and area, in either order, with any separator and without the word
 * joining them ("Bachelor's in Computer Science" = "Bachelor's" + "Computer Science"), compares equal.
 */
const squash = (text: string) =>
  norm(text)
    .replace(/(^|\s)(?:in|of|في)(?=\s)/g, " ")
    .replace(/[\s\-,،:|/]+/g, "");

const nationalityCodes: Record<string, string> = {
  سعودي: "SA",
  سعودية: "SA",
  saudi: "SA",
  مصري: "EG",
  مصرية: "EG",
  egyptian: "EG",
  اردني: "JO",
  jordanian: "JO",
  يمني: "YE",
  فلسطيني: "PS",
  سورية: "SY",
  سوري: "SY",
  سوداني: "SD",
  عمانية: "OM",
  عماني: "OM",
  filipino: "PH",
  indian: "IN",
  pakistani: "PK",
  lebanese: "LB",
  british: "GB",
};

// ---------------------------------------------------------------------------------------------
// Matching

/** How many of `wanted` are found in `read` (each read value used once), and the ones missed. */
function matchAll(wanted: string[], read: string[], same: (a: string, b: string) => boolean) {
  const pool = [...read];
  const missed: string[] = [];
  let found = 0;
  for (const value of wanted) {
    const at = pool.findIndex((candidate) => same(value, candidate));
    if (at >= 0) {
      found++;
      pool.splice(at, 1);
    } else missed.push(value);
  }
  return { found, missed };
}

const eq = (a: string, b: string) => norm(a) === norm(b);

export interface FileScore {
  file: string;
  group: string;
  ok: boolean;
  error?: string;
  tally: Tally;
  missed: Partial<Record<EvalField, string[]>>;
}

/** A key's label/value pair, moved into an empty personal block as an import moves it: the part it fills. */
function personalPartOfPair(label: string, value: string): { part: string; block: Personal } | undefined {
  const part = personalPartOfLabel(label);
  if (!part) return undefined;
  const field = { id: "key", icon: "", name: label, value };
  const moved = migratePersonalFields({ basics: { customFields: [field] } } as unknown as ResumeData);
  return moved.personal && !moved.basics.customFields.length ? { part, block: moved.personal } : undefined;
}

/** Whether the imported block holds what the key's pair fills (list parts: one item alike, ids aside). */
function blockHolds(read: Personal, want: { part: string; block: Personal }): boolean {
  const strip = (items: readonly { id: string }[]) =>
    items.map(({ id: _id, ...rest }) => JSON.stringify(rest));
  switch (want.part) {
    case "driving":
      return strip(want.block.drivingLicences.items).every((i) =>
        strip(read.drivingLicences.items).includes(i),
      );
    case "licence":
      return strip(want.block.professionalLicences.items).every((i) =>
        strip(read.professionalLicences.items).includes(i),
      );
    case "gender":
      return read.gender === want.block.gender;
    case "nationality":
    case "residency":
    case "availability":
    case "birthDate":
    case "maritalStatus":
      // Compared as values are (norm: no tatweel or harakat, "1410/05/20هـ" = "1410/05/20ه").
      return norm(JSON.stringify(read[want.part])) === norm(JSON.stringify(want.block[want.part]));
    default:
      return false;
  }
}

export function scoreImport(key: CvKey, result: ImportResult): Omit<FileScore, "file" | "group"> {
  const tally = emptyTally();
  const missed: FileScore["missed"] = {};
  const data: ResumeData | undefined = result.ok ? result.data : undefined;
  const add = (
    field: EvalField,
    wanted: string[],
    read: string[],
    same: (a: string, b: string) => boolean = eq,
  ) => {
    const values = wanted.filter((v) => v.trim());
    if (!values.length) return;
    const m = matchAll(values, read, same);
    tally[field].total += values.length;
    tally[field].found += m.found;
    if (m.missed.length) missed[field] = m.missed;
  };
  const b = data?.basics;
  const s = data?.sections;
  add("name", [key.name ?? ""], [b?.name ?? ""]);
  add("email", [key.email ?? ""], [b?.email ?? ""]);
  add("phone", [key.phone ?? ""], [b?.phone ?? ""], (a, c) => digits(a) !== "" && digits(a) === digits(c));
  add("headline", [key.headline ?? ""], [b?.headline ?? ""]);
  const jobs = s?.experience.items ?? [];
  add(
    "job.title",
    (key.jobs ?? []).map((j) => j.title ?? ""),
    jobs.map((j) => j.position),
  );
  add(
    "job.company",
    (key.jobs ?? []).map((j) => j.company ?? ""),
    jobs.map((j) => j.company),
  );
  add(
    "job.dates",
    (key.jobs ?? []).map((j) => j.dates ?? ""),
    jobs.map((j) => j.date),
    (a, c) => normDate(a) === normDate(c),
  );
  const schools = s?.education.items ?? [];
  add(
    "school.name",
    (key.schools ?? []).map((e) => e.school ?? ""),
    schools.map((e) => e.institution),
  );
  add(
    "school.degree",
    (key.schools ?? []).map((e) => e.degree ?? ""),
    schools.map((e) => `${e.studyType}\u0000${e.area}`),
    (a, c) => {
      const [type = "", area = ""] = c.split("\u0000");
      const want = squash(a);
      return want !== "" && (want === squash(`${type} ${area}`) || want === squash(`${area} ${type}`));
    },
  );
  add(
    "school.dates",
    (key.schools ?? []).map((e) => e.dates ?? ""),
    schools.map((e) => e.date),
    (a, c) => normDate(a) === normDate(c),
  );
  const skillNames = (s?.skills.items ?? []).flatMap((i) => [i.name, ...i.keywords]);
  add("skills", key.skills ?? [], skillNames);
  add(
    "languages",
    key.languages ?? [],
    (s?.languages.items ?? []).map((l) => l.name),
  );
  const fields = b?.customFields ?? [];
  const block = data?.personal;
  const country = block?.nationality.country ?? "";
  // Each personal part of the block can be read once ("\u0001part"), like each custom field.
  const parts = [
    "nationality",
    "residency",
    "availability",
    "birthDate",
    "maritalStatus",
    "gender",
    "driving",
    "licence",
  ];
  const personalRead = [
    ...fields.map((f) => `${f.name}\u0000${f.value}`),
    ...(block ? parts.map((p) => `\u0001${p}`) : []),
    // Where the person lives ("المدينة: جدة") is read as the résumé's location.
    ...(b?.location ? [`\u0002${b.location}`] : []),
  ];
  add(
    "personal",
    (key.personal ?? []).map((p) => `${p.label}\u0000${p.value}`),
    personalRead,
    (want, got) => {
      const [label = "", value = ""] = want.split("\u0000");
      if (got.startsWith("\u0001")) {
        if (!block) return false;
        const pair = personalPartOfPair(label, value);
        if (pair && pair.part === got.slice(1) && blockHolds(block, pair)) return true;
        return (
          got === "\u0001nationality" &&
          /الجنسية|nationality/i.test(label) &&
          nationalityCodes[norm(value)] === country
        );
      }
      if (got.startsWith("\u0002")) return isLocationLabel(label) && norm(got.slice(1)).includes(norm(value));
      const [gotLabel = "", gotValue = ""] = got.split("\u0000");
      return norm(label) === norm(gotLabel) && norm(value) === norm(gotValue);
    },
  );
  return { ok: result.ok, error: result.ok ? undefined : result.errors[0]?.message.en, tally, missed };
}

/** Per-group tallies of scores, plus "all". */
export function summarise(scores: readonly Pick<FileScore, "group" | "tally">[]): Map<string, Tally> {
  const groups = new Map<string, Tally>();
  for (const score of [...scores, ...scores.map((s) => ({ ...s, group: "all" }))]) {
    const tally = groups.get(score.group) ?? emptyTally();
    for (const f of evalFields) {
      tally[f].found += score.tally[f].found;
      tally[f].total += score.tally[f].total;
    }
    groups.set(score.group, tally);
  }
  return groups;
}

/** Recall of one field's tally, undefined when the keys hold no value for it. */
export const recall = (t: { found: number; total: number }) => (t.total ? t.found / t.total : undefined);

/** Recall over all fields of a tally. */
export function overall(tally: Tally): number {
  const found = evalFields.reduce((n, f) => n + tally[f].found, 0);
  const total = evalFields.reduce((n, f) => n + tally[f].total, 0);
  return total ? found / total : 0;
}

/** The group of a keyed file: the DOCX producer, its PDF ("docx-js→lo-pdf"), "chrome", "scan"…; else `fallback`. */
export function groupOf(key: CvKey, file: string, fallback: string): string {
  const pdf = file.endsWith(".pdf");
  if (!key.producer) return `${fallback}${pdf ? "" : ".docx"}`;
  if (!pdf) return key.producer.docx ?? "docx";
  return key.producer.docx ? `${key.producer.docx}→${key.producer.pdf}` : (key.producer.pdf ?? "pdf");
}

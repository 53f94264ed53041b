/**
 * Import recall over CVs written by others (issue 37): every PDF and DOCX with an answer key is
 * imported through the real importer (@sira/importers: parseDocxResume, parsePdfResume with its
 * OCR of scanned pages), and each field of the key is looked for in what was read.
 *
 *   npx tsx bench/import-eval.ts                      fixtures/cv-gulf (keys beside the files)
 *   npx tsx bench/import-eval.ts <folder> [--keys <dir>] …
 *                                                     also every PDF/DOCX under <folder> whose key
 *                                                     is <dir>/<path relative to folder>.json or
 *                                                     beside the file (evaluation-only sets such as
 *                                                     ../shared/corpora/cv-samples are never copied)
 *   options: --json <file> writes the per-file result; --verbose lists every miss; --only <text>
 *            keeps files whose path contains <text>
 *
 * Key (fixtures/cv-gulf/README.md): name, email, phone, headline, personal [{label, value}], jobs
 * [{title, company, dates}], schools [{degree, school, dates}], skills, languages, and `producer`
 * ({ docx?, pdf? }) naming the group. Recall per field = key values found / key values; a value is
 * found when a read value of the same field equals it after normalisation (NFKC, no tatweel or
 * harakat, lower case, unified dashes, collapsed spaces; dates as parsed ranges; phones as digits),
 * each read value matching at most one key value. Personal pairs are found as a custom field
 * (label and value) or, for nationality, as the personal block's country. Groups: the DOCX
 * producer (`docx-js`, `lo-html`, …), its PDF (`docx-js→lo-pdf`), `chrome`, `scan`, or the folder
 * name for keys without a producer.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type ImportResult, isDocx, parseDocxResume, parsePdfResume } from "@sira/importers";
import { formatDateRange, parseDateRange, type ResumeData } from "@sira/schema";

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
type Tally = Record<EvalField, { found: number; total: number }>;

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
    .replace(/^[\s•·▪◦●◆*\-–,;:.()|]+|[\s,;:.()|]+$/g, "")
    .toLowerCase();
}

function normDate(text: string): string {
  const range = parseDateRange(text.trim());
  return range ? formatDateRange(range, "en").toLowerCase() : norm(text);
}

const digits = (text: string) =>
  text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660)).replace(/\D/g, "");
/** A degree read as study type and area, in either order and with any separator, compares equal. */
const squash = (text: string) => norm(text).replace(/[\s\-,،:|/]+/g, "");

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

type Personal = { nationality?: { country?: string } };

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
  const country =
    (data as (ResumeData & { personal?: Personal }) | undefined)?.personal?.nationality?.country ?? "";
  const personalRead = [
    ...fields.map((f) => `${f.name}\u0000${f.value}`),
    ...(country ? [`\u0001${country}`] : []),
  ];
  add(
    "personal",
    (key.personal ?? []).map((p) => `${p.label}\u0000${p.value}`),
    personalRead,
    (want, got) => {
      const [label = "", value = ""] = want.split("\u0000");
      if (got.startsWith("\u0001"))
        return /الجنسية|nationality/i.test(label) && nationalityCodes[norm(value)] === got.slice(1);
      const [gotLabel = "", gotValue = ""] = got.split("\u0000");
      return norm(label) === norm(gotLabel) && norm(value) === norm(gotValue);
    },
  );
  return { ok: result.ok, error: result.ok ? undefined : result.errors[0]?.message.en, tally, missed };
}

// ---------------------------------------------------------------------------------------------
// Files

export async function importCv(bytes: Uint8Array): Promise<ImportResult> {
  // OCR gets a minute: the bench measures what is read, not how fast (the worker allows 13 s).
  return isDocx(bytes) ? parseDocxResume(bytes) : parsePdfResume(bytes, { ocrDeadlineMs: 60_000 });
}

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
}

export function groupOf(key: CvKey, file: string, fallback: string): string {
  const pdf = file.endsWith(".pdf");
  if (!key.producer) return `${fallback}${pdf ? "" : ".docx"}`;
  if (!pdf) return key.producer.docx ?? "docx";
  return key.producer.docx ? `${key.producer.docx}→${key.producer.pdf}` : (key.producer.pdf ?? "pdf");
}

export function keyedFiles(folder: string, keysDir?: string): { file: string; key: CvKey; group: string }[] {
  const out: { file: string; key: CvKey; group: string }[] = [];
  for (const file of walk(folder)) {
    if (!/\.(pdf|docx)$/i.test(file)) continue;
    const relative = path.relative(folder, file).replace(/\.(pdf|docx)$/i, ".json");
    const candidates = [keysDir ? path.join(keysDir, relative) : "", file.replace(/\.(pdf|docx)$/i, ".json")];
    const keyFile = candidates.find((c) => c && statSync(c, { throwIfNoEntry: false })?.isFile());
    if (!keyFile) continue;
    const key = JSON.parse(readFileSync(keyFile, "utf8")) as CvKey;
    out.push({ file, key, group: groupOf(key, file, path.basename(path.dirname(file))) });
  }
  return out;
}

export function summarise(scores: FileScore[]): Map<string, Tally> {
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

const recall = (t: { found: number; total: number }) => (t.total ? t.found / t.total : undefined);

export function overall(tally: Tally): number {
  const found = evalFields.reduce((n, f) => n + tally[f].found, 0);
  const total = evalFields.reduce((n, f) => n + tally[f].total, 0);
  return total ? found / total : 0;
}

function table(groups: Map<string, Tally>, counts: Map<string, number>): string {
  const short: Record<EvalField, string> = {
    name: "name",
    email: "email",
    phone: "phone",
    headline: "headl",
    "job.title": "j.title",
    "job.company": "j.comp",
    "job.dates": "j.date",
    "school.name": "school",
    "school.degree": "degree",
    "school.dates": "s.date",
    skills: "skills",
    languages: "langs",
    personal: "person",
  };
  const head = `| group | files | ${evalFields.map((f) => short[f]).join(" | ")} | all |`;
  const rule = `| --- | ---: | ${evalFields.map(() => "---:").join(" | ")} | ---: |`;
  const rows = [...groups].map(([group, t]) => {
    const cells = evalFields.map((f) => {
      const r = recall(t[f]);
      return r === undefined ? "–" : r.toFixed(2);
    });
    return `| ${group} | ${counts.get(group) ?? 0} | ${cells.join(" | ")} | ${overall(t).toFixed(2)} |`;
  });
  return [head, rule, ...rows].join("\n");
}

async function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const [value] = args.splice(at, 2).slice(1);
    return value;
  };
  const verbose = args.includes("--verbose") && Boolean(args.splice(args.indexOf("--verbose"), 1));
  const jsonOut = option("--json");
  const only = option("--only");
  const sets: { folder: string; keys?: string }[] = [];
  const here = path.dirname(new URL(import.meta.url).pathname);
  while (args.length) {
    const folder = args.shift()!;
    const keys = args[0] === "--keys" ? args.splice(0, 2)[1] : undefined;
    sets.push({ folder, keys });
  }
  if (!sets.length) sets.push({ folder: path.join(here, "../fixtures/cv-gulf") });
  const scores: FileScore[] = [];
  for (const set of sets) {
    for (const { file, key, group } of keyedFiles(set.folder, set.keys)) {
      if (only && !file.includes(only)) continue;
      const started = performance.now();
      const result = await importCv(new Uint8Array(readFileSync(file)));
      const score = { file: path.relative(process.cwd(), file), group, ...scoreImport(key, result) };
      scores.push(score);
      const ms = Math.round(performance.now() - started);
      console.error(
        `${score.ok ? "ok " : "ERR"} ${overall(score.tally).toFixed(2)} ${ms}ms ${score.file}${score.error ? ` — ${score.error}` : ""}`,
      );
      if (verbose)
        for (const [field, values] of Object.entries(score.missed))
          console.error(`      missed ${field}: ${values.join(" ¦ ")}`);
    }
  }
  const groups = summarise(scores);
  const counts = new Map<string, number>();
  for (const s of scores) counts.set(s.group, (counts.get(s.group) ?? 0) + 1);
  counts.set("all", scores.length);
  console.log(table(groups, counts));
  if (jsonOut)
    writeFileSync(jsonOut, `${JSON.stringify({ date: new Date().toISOString(), scores }, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

/**
 * Field-level evaluation of the PDF and DOCX resume parsers (@sira/importers parsePdfResume, parseDocxResume).
 *
 *   npx tsx bench/parse-eval.ts <folder>            every PDF and DOCX under <folder>; a file with a
 *                                                   rendercv YAML or Sira resume data JSON beside it
 *                                                   (same base name) is scored, per producer and language
 *   npx tsx bench/parse-eval.ts --round-trip [t…]   print the sample resume in each of our templates
 *                                                   (or the ones named) × ar/en with Chromium, parse
 *                                                   it back and score against the source data
 *   options: --json <file> writes the full result; --verbose lists every missed and extra fact
 *
 * A resume becomes a bag of facts (field, normalized value): basics fields, one fact per item field
 * (experience.company, education.date, …), one per bullet or paragraph of a summary, one per keyword.
 * Per field: true positives are the facts both bags share (as multisets); precision, recall and F1
 * follow; "overall" is the micro average over all facts. Values compare after NFKC, lower case,
 * unified dashes and quotes, collapsed spaces; dates compare as parsed ranges; phones as digits;
 * URLs without scheme, www and trailing slash. Only fields the ground truth can express are scored.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { htmlToText } from "@sira/html";
import { parseDocxResume, parsePdfResume } from "@sira/importers";
import {
  formatDateRange,
  type Language,
  parseDateRange,
  parseMonthYear,
  type ResumeData,
  sampleResumeData,
  templateIds,
} from "@sira/schema";
import { launchChromium, printResume } from "@sira/templates/testing/printer";
import { parse as parseYaml } from "yaml";

type Fact = { field: string; value: string };
type Counts = { tp: number; fp: number; fn: number };
type Score = Counts & { precision: number; recall: number; f1: number };

// ---------------------------------------------------------------------------------------------
// Normalization

function normalizeText(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\u0640\u00ad]/g, "")
    .replace(/[‐‑‒–—―]/g, "-")
    .replace(/[“”„«»]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/\s+/g, " ")
    .replace(/^[\s•·▪◦*\-–,;:.]+|(?<![\s,;:.])[\s,;:.]+$/g, "")
    .toLowerCase();
}

function normalizeDate(text: string): string {
  const range = parseDateRange(text.trim());
  return range ? formatDateRange(range, "en").toLowerCase() : normalizeText(text);
}

function normalizeUrl(text: string): string {
  return normalizeText(text)
    .replace(/^[a-z]+:\/\//, "")
    .replace(/^www\./, "")
    .replace(/(?<!\/)\/+$/, "");
}

const normalizePhone = (text: string) => text.replace(/\D/g, "");

function normalizeValue(field: string, value: string): string {
  if (field.endsWith(".date")) return normalizeDate(value);
  if (field === "basics.url" || field.endsWith(".url")) return normalizeUrl(value);
  if (field === "basics.phone") return normalizePhone(value);
  return normalizeText(value);
}

/** Paragraphs and list items of a rich-text summary, as plain text. */
function richTextUnits(html: string): string[] {
  return htmlToText(html).split("\n").filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Facts of a Sira resume

/** The item fields scored per section (level and pictures are drawn, not written, so not scored). */
const itemFields: Record<string, { text: string[]; rich?: string[]; lists?: string[] }> = {
  experience: { text: ["company", "position", "date", "location"], rich: ["summary"] },
  education: { text: ["institution", "area", "studyType", "score", "date"], rich: ["summary"] },
  projects: { text: ["name", "description", "date"], rich: ["summary"], lists: ["keywords"] },
  skills: { text: ["name", "description"], lists: ["keywords"] },
  languages: { text: ["name", "description"] },
  certifications: { text: ["name", "issuer", "date"], rich: ["summary"] },
  awards: { text: ["title", "awarder", "date"], rich: ["summary"] },
  publications: { text: ["name", "publisher", "date"], rich: ["summary"] },
  volunteer: { text: ["organization", "position", "date", "location"], rich: ["summary"] },
  interests: { text: ["name"], lists: ["keywords"] },
  references: { text: ["name", "description"], rich: ["summary"] },
  profiles: { text: ["network", "username"] },
};

function push(facts: Fact[], field: string, value: unknown) {
  if (typeof value !== "string" || !value.trim()) return;
  const normalized = normalizeValue(field, value);
  if (normalized) facts.push({ field, value: normalized });
}

/** Every scored fact of a resume (visible items of the standard sections plus basics). */
export function factsOfResume(data: ResumeData): Fact[] {
  const facts: Fact[] = [];
  const b = data.basics;
  push(facts, "basics.name", b.name);
  push(facts, "basics.headline", b.headline);
  push(facts, "basics.email", b.email);
  push(facts, "basics.phone", b.phone);
  push(facts, "basics.location", b.location);
  push(facts, "basics.url", b.url.href);
  for (const unit of richTextUnits(data.sections.summary.content)) push(facts, "summary.content", unit);
  const sections = data.sections as unknown as Record<
    string,
    { visible?: boolean; items?: Record<string, unknown>[] }
  >;
  for (const [section, spec] of Object.entries(itemFields)) {
    const s = sections[section];
    if (!s?.items || s.visible === false) continue;
    for (const item of s.items) {
      if (item.visible === false) continue;
      for (const field of spec.text) push(facts, `${section}.${field}`, item[field]);
      for (const field of spec.rich ?? [])
        for (const unit of richTextUnits(String(item[field] ?? ""))) push(facts, `${section}.${field}`, unit);
      for (const field of spec.lists ?? [])
        for (const keyword of (item[field] as string[] | undefined) ?? [])
          push(facts, `${section}.${field}`, keyword);
    }
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Facts of a rendercv YAML (the fields with a Sira equivalent)

/** Fields a rendercv YAML can express; predicted facts of other fields are not scored against it. */
const renderCvFields = new Set([
  "basics.name",
  "basics.headline",
  "basics.email",
  "basics.phone",
  "basics.location",
  "basics.url",
  "profiles.network",
  "profiles.username",
  "experience.company",
  "experience.position",
  "experience.date",
  "experience.location",
  "experience.summary",
  "education.institution",
  "education.area",
  "education.studyType",
  "education.date",
  "education.summary",
  "projects.name",
  "projects.date",
  "projects.summary",
  "publications.name",
  "publications.publisher",
  "publications.date",
  "skills.name",
  "skills.keywords",
]);

const stripMarkdown = (text: string) =>
  text
    .replace(/\[([^[\]]*)\]\([^()]*\)/g, "$1")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/\*([^*]+)\*/g, "$1");

function renderCvDate(entry: Record<string, unknown>): string {
  const asText = (value: unknown) => (value === null || value === undefined ? "" : String(value));
  if (entry.date) return asText(entry.date);
  const start = parseMonthYear(asText(entry.start_date));
  if (!start) return "";
  const endText = asText(entry.end_date);
  if (!endText) return formatDateRange({ start }, "en");
  const end = /present/i.test(endText) ? "present" : parseMonthYear(endText);
  return formatDateRange(end ? { start, end } : { start }, "en");
}

/** rendercv highlights: nested bullets are folded into one YAML string as " - " runs. */
function renderCvBullets(entry: Record<string, unknown>): string[] {
  const units: string[] = [];
  if (typeof entry.summary === "string") units.push(stripMarkdown(entry.summary));
  for (const highlight of (entry.highlights as unknown[] | undefined) ?? [])
    for (const part of String(highlight).split(/(?<!\s)\s+-\s+(?=[A-Z0-9])/)) units.push(stripMarkdown(part));
  return units;
}

export function factsOfRenderCv(yamlText: string): Fact[] {
  const doc = parseYaml(yamlText) as { cv: Record<string, unknown> };
  const cv = doc.cv;
  const facts: Fact[] = [];
  push(facts, "basics.name", cv.name);
  push(facts, "basics.headline", cv.headline);
  push(facts, "basics.email", cv.email);
  push(facts, "basics.phone", cv.phone);
  push(facts, "basics.location", cv.location);
  push(facts, "basics.url", cv.website);
  for (const profile of (cv.social_networks as Record<string, string>[] | undefined) ?? []) {
    push(facts, "profiles.network", profile.network);
    push(facts, "profiles.username", profile.username);
  }
  const sections = (cv.sections ?? {}) as Record<string, Record<string, unknown>[]>;
  for (const e of sections.experience ?? []) {
    push(facts, "experience.company", e.company);
    push(facts, "experience.position", e.position);
    push(facts, "experience.date", renderCvDate(e));
    push(facts, "experience.location", e.location);
    for (const unit of renderCvBullets(e)) push(facts, "experience.summary", unit);
  }
  for (const e of sections.education ?? []) {
    push(facts, "education.institution", e.institution);
    push(facts, "education.area", e.area);
    push(facts, "education.studyType", e.degree);
    push(facts, "education.date", renderCvDate(e));
    for (const unit of renderCvBullets(e)) push(facts, "education.summary", unit);
  }
  for (const e of sections.projects ?? []) {
    push(facts, "projects.name", stripMarkdown(String(e.name ?? "")));
    push(facts, "projects.date", renderCvDate(e));
    for (const unit of renderCvBullets(e)) push(facts, "projects.summary", unit);
  }
  for (const e of sections.publications ?? []) {
    push(facts, "publications.name", e.title);
    push(facts, "publications.publisher", e.journal);
    push(facts, "publications.date", renderCvDate(e));
  }
  for (const e of sections.skills ?? []) {
    push(facts, "skills.name", e.label);
    for (const keyword of String(e.details ?? "").split(/(?<!\s)\s*,\s*/))
      push(facts, "skills.keywords", keyword);
  }
  return facts;
}

// ---------------------------------------------------------------------------------------------
// Scoring

function compareFacts(truth: Fact[], predicted: Fact[], onlyFields?: Set<string>) {
  const byField = new Map<string, Counts>();
  const misses: Fact[] = [];
  const extras: Fact[] = [];
  const counts = (field: string) => {
    const found = byField.get(field);
    if (found) return found;
    const created = { tp: 0, fp: 0, fn: 0 };
    byField.set(field, created);
    return created;
  };
  const remaining = new Map<string, number>();
  const key = (f: Fact) => `${f.field}\u0000${f.value}`;
  for (const f of truth) remaining.set(key(f), (remaining.get(key(f)) ?? 0) + 1);
  for (const f of predicted) {
    if (onlyFields && !onlyFields.has(f.field)) continue;
    const left = remaining.get(key(f)) ?? 0;
    if (left > 0) {
      remaining.set(key(f), left - 1);
      counts(f.field).tp++;
    } else {
      counts(f.field).fp++;
      extras.push(f);
    }
  }
  for (const f of truth) {
    const left = remaining.get(key(f)) ?? 0;
    if (left > 0) {
      remaining.set(key(f), left - 1);
      counts(f.field).fn++;
      misses.push(f);
    }
  }
  return { byField, misses, extras };
}

function score(c: Counts): Score {
  const precision = c.tp + c.fp === 0 ? 1 : c.tp / (c.tp + c.fp);
  const recall = c.tp + c.fn === 0 ? 1 : c.tp / (c.tp + c.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { ...c, precision, recall, f1 };
}

class Tally {
  readonly fields = new Map<string, Counts>();
  add(byField: Map<string, Counts>) {
    for (const [field, c] of byField) {
      const t = this.fields.get(field) ?? { tp: 0, fp: 0, fn: 0 };
      t.tp += c.tp;
      t.fp += c.fp;
      t.fn += c.fn;
      this.fields.set(field, t);
    }
  }
  overall(): Score {
    const sum = { tp: 0, fp: 0, fn: 0 };
    for (const c of this.fields.values()) {
      sum.tp += c.tp;
      sum.fp += c.fp;
      sum.fn += c.fn;
    }
    return score(sum);
  }
  report(title: string): string {
    const pct = (n: number) => n.toFixed(3);
    const rows = [...this.fields.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, c]) => {
        const s = score(c);
        return `| ${field} | ${s.tp} | ${s.fp} | ${s.fn} | ${pct(s.precision)} | ${pct(s.recall)} | ${pct(s.f1)} |`;
      });
    const o = this.overall();
    return [
      `### ${title}`,
      "",
      "| field | tp | fp | fn | precision | recall | F1 |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
      `| **overall** | ${o.tp} | ${o.fp} | ${o.fn} | ${pct(o.precision)} | ${pct(o.recall)} | **${pct(o.f1)}** |`,
      "",
    ].join("\n");
  }
  toJson() {
    return {
      overall: this.overall(),
      fields: Object.fromEntries([...this.fields].map(([field, c]) => [field, score(c)])),
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Modes

function listPdfs(folder: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(folder).sort()) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) out.push(...listPdfs(full));
    else if (/\.(pdf|docx)$/i.test(name)) out.push(full);
  }
  return out;
}

function printMisses(label: string, misses: Fact[], extras: Fact[]) {
  for (const f of misses) console.log(`  ${label} missed  ${f.field}: ${f.value}`);
  for (const f of extras) console.log(`  ${label} extra   ${f.field}: ${f.value}`);
}

/** Ground truth beside a file: a rendercv YAML (scored on the fields it can express) or Sira resume data JSON. */
function truthOf(file: string): { facts: Fact[]; only?: Set<string>; language?: Language } | undefined {
  const stem = file.replace(/\.(pdf|docx)$/i, "");
  try {
    return { facts: factsOfRenderCv(readFileSync(`${stem}.yaml`, "utf8")), only: renderCvFields };
  } catch {
    // no YAML: try JSON
  }
  try {
    const data = JSON.parse(readFileSync(`${stem}.json`, "utf8")) as ResumeData;
    return { facts: factsOfResume(data), language: data.metadata.language };
  } catch {
    return undefined;
  }
}

/** The producer of a file, for the per-producer tables: DOCX, or the PDF's /Producer entry. */
function producerOf(file: string, bytes: Uint8Array): string {
  if (/\.docx$/i.test(file)) return "DOCX";
  const text = new TextDecoder("latin1").decode(bytes);
  const entry = /\/Producer\s*(?:<FEFF([0-9A-Fa-f]+)>|\(([^)]*)\))/.exec(text);
  let producer = entry?.[2] ?? "";
  if (entry?.[1])
    for (let i = 0; i + 4 <= entry[1].length; i += 4)
      producer += String.fromCharCode(Number.parseInt(entry[1].slice(i, i + 4), 16));
  if (/LibreOffice/i.test(producer)) return "PDF (LibreOffice)";
  if (/Skia|Chrom/i.test(producer)) return "PDF (Chromium)";
  if (/Typst/i.test(producer)) return "PDF (Typst)";
  return producer ? `PDF (${producer.replace(/(?<!\s)\s+[\d.]+$/, "")})` : "PDF";
}

async function evaluateFolder(folder: string, verbose: boolean) {
  const tally = new Tally();
  const groups = new Map<string, Tally>();
  const documents: Record<string, unknown>[] = [];
  for (const file of listPdfs(folder)) {
    const started = performance.now();
    const bytes = new Uint8Array(readFileSync(file));
    const result = /\.docx$/i.test(file) ? parseDocxResume(bytes) : await parsePdfResume(bytes);
    const ms = Math.round(performance.now() - started);
    const name = path.relative(folder, file);
    if (!result.ok) {
      console.log(`${name}: parse failed (${result.errors.map((e) => e.message.en).join("; ")}), ${ms} ms`);
      documents.push({ file: name, ok: false, ms });
      continue;
    }
    const truthFound = truthOf(file);
    const truth = truthFound?.facts;
    const predicted = factsOfResume(result.data);
    if (!truth) {
      const sections = Object.entries(result.data.sections)
        .filter(([, s]) => "items" in s && Array.isArray(s.items) && s.items.length > 0)
        .map(([k, s]) => `${k} ${(s as { items: unknown[] }).items.length}`);
      console.log(
        `${name}: parsed in ${ms} ms, no ground truth; ${predicted.length} facts (${sections.join(", ")})`,
      );
      documents.push({ file: name, ok: true, ms, facts: predicted.length });
      continue;
    }
    const { byField, misses, extras } = compareFacts(truth, predicted, truthFound?.only);
    tally.add(byField);
    const group = `${producerOf(file, bytes)}, ${truthFound?.language ?? result.data.metadata.language}`;
    if (!groups.has(group)) groups.set(group, new Tally());
    groups.get(group)?.add(byField);
    const doc = new Tally();
    doc.add(byField);
    const s = doc.overall();
    console.log(
      `${name}: F1 ${s.f1.toFixed(3)} (P ${s.precision.toFixed(3)}, R ${s.recall.toFixed(3)}), ${ms} ms`,
    );
    if (verbose) printMisses(name, misses, extras);
    documents.push({ file: name, ok: true, ms, ...s });
  }
  return { tally, groups, documents };
}

async function evaluateRoundTrip(only: string[], verbose: boolean) {
  const tallies: Record<Language, Tally> = { ar: new Tally(), en: new Tally() };
  const documents: Record<string, unknown>[] = [];
  const browser = await launchChromium();
  try {
    for (const template of templateIds.filter((t) => only.length === 0 || only.includes(t))) {
      for (const language of ["ar", "en"] as const) {
        const data = sampleResumeData(language);
        data.metadata.template = template;
        const { pdf } = await printResume(browser, data);
        const started = performance.now();
        const result = await parsePdfResume(new Uint8Array(pdf));
        const ms = Math.round(performance.now() - started);
        const name = `${template}-${language}`;
        if (!result.ok) {
          console.log(`${name}: parse failed (${result.errors.map((e) => e.message.en).join("; ")})`);
          const { byField } = compareFacts(factsOfResume(data), []);
          tallies[language].add(byField);
          documents.push({ file: name, ok: false });
          continue;
        }
        const { byField, misses, extras } = compareFacts(factsOfResume(data), factsOfResume(result.data));
        tallies[language].add(byField);
        const doc = new Tally();
        doc.add(byField);
        const s = doc.overall();
        console.log(
          `${name}: F1 ${s.f1.toFixed(3)} (P ${s.precision.toFixed(3)}, R ${s.recall.toFixed(3)}), parse ${ms} ms`,
        );
        if (verbose) printMisses(name, misses, extras);
        documents.push({ file: name, ok: true, ms, ...s });
      }
    }
  } finally {
    await browser.close();
  }
  return { tallies, documents };
}

async function main() {
  const args = process.argv.slice(2);
  const verbose = args.includes("--verbose");
  const jsonIndex = args.indexOf("--json");
  const jsonFile = jsonIndex >= 0 ? args[jsonIndex + 1] : undefined;
  const positional = args.filter((a, i) => !a.startsWith("--") && (jsonIndex < 0 || i !== jsonIndex + 1));
  let output: unknown;
  if (args.includes("--round-trip")) {
    const { tallies, documents } = await evaluateRoundTrip(positional, verbose);
    console.log(`\n${tallies.ar.report("Round trip, Arabic")}\n${tallies.en.report("Round trip, English")}`);
    output = { mode: "round-trip", ar: tallies.ar.toJson(), en: tallies.en.toJson(), documents };
  } else {
    const [folder] = positional;
    if (!folder) {
      console.error(
        "usage: npx tsx bench/parse-eval.ts <folder> | --round-trip [template…] [--json file] [--verbose]",
      );
      process.exit(2);
    }
    const { tally, groups, documents } = await evaluateFolder(folder, verbose);
    if (tally.fields.size > 0) console.log(`\n${tally.report(`Ground truth under ${folder}`)}`);
    if (groups.size > 1)
      for (const [group, t] of [...groups].sort(([a], [b]) => a.localeCompare(b)))
        console.log(`\n${t.report(group)}`);
    const summary = [...groups].map(([group, t]) => `${group}: F1 ${t.overall().f1.toFixed(3)}`);
    if (summary.length) console.log(summary.join("\n"));
    output = {
      mode: "folder",
      folder,
      ...tally.toJson(),
      groups: Object.fromEntries([...groups].map(([group, t]) => [group, t.toJson()])),
      documents,
    };
  }
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(output, null, 2)}\n`);
}

await main();

import { parse } from "csv-parse/sync";
import type { ImportOptions } from "./json-resume";
import { failImport, type ImportResult } from "./result";
import { ResumeBuilder } from "./resume-builder";
import {
  detectLanguage,
  formatDates,
  levelFromText,
  networkOfUrl,
  shortText,
  textToHtml,
  toHref,
} from "./text";
import { unzipWithinLimits } from "./zip";

/** One CSV row keyed by normalized column name (lowercase, single spaces). */
export type CsvRow = Record<string, string>;

/** The export files this importer reads, keyed by normalized base name (lowercase, no spaces/underscores). */
const linkedInFiles = {
  profile: ["first name", "last name", "headline"],
  positions: ["company name", "title"],
  education: ["school name", "degree name"],
  skills: ["name"],
  languages: ["name", "proficiency"],
  certifications: ["name", "authority"],
  projects: ["title", "description"],
  emailaddresses: ["email address"],
  phonenumbers: ["number"],
  honors: ["title", "issuer"],
  publications: ["name", "publisher"],
} as const;
type LinkedInFile = keyof typeof linkedInFiles;

/** "Phone Numbers.csv", "PhoneNumbers.csv", "Shares_123.csv" → "phonenumbers", "shares". */
function fileKey(path: string): string {
  const base = path.split("/").pop() ?? "";
  return base
    .replace(/\.csv$/i, "")
    .replace(/_\d+$/, "")
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
}

const normalizeHeader = (cell: string) =>
  cell
    .replace(/^\uFEFF/, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ");

/**
 * Parse one LinkedIn CSV: strips a BOM, skips any notes preamble before the header (the header is
 * the first record holding one of `expected` columns), tolerates ragged rows. Rows are keyed by
 * normalized header names. Unparseable text gives [].
 */
export function parseLinkedInCsv(text: string, expected: readonly string[]): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 1_000_000,
    }) as string[][];
  } catch {
    return [];
  }
  const headerIndex = records.findIndex((record) =>
    record.some((cell) => expected.includes(normalizeHeader(cell) as never)),
  );
  if (headerIndex < 0) return [];
  const header = records[headerIndex]!.map(normalizeHeader);
  return records.slice(headerIndex + 1).map((record) => {
    const row: CsvRow = {};
    header.forEach((name, i) => {
      row[name] = (record[i] ?? "").trim();
    });
    return row;
  });
}

/** The first non-empty value of the given columns (old and new names of one column). */
function col(row: CsvRow, ...names: string[]): string {
  for (const name of names) {
    const value = row[name];
    if (value) return value;
  }
  return "";
}

/** "[PERSONAL:https://a]" or "PORTFOLIO:http://a, COMPANY:http://b" → ["https://a", ...]. */
export function parseLinkedInWebsites(text: string): string[] {
  const out: string[] = [];
  for (const part of text.replace(/^\[|\]$/g, "").split(/,\s*(?=[A-Z_]+:|https?:)|\]\s*(?:,\s*)?\[/)) {
    const url = part
      .replace(/^\s*(?:\[\s*)?[A-Z_][A-Z_ ]*:(?=\s*\S)/, "")
      .replace(/\]$/, "")
      .trim();
    const href = toHref(url);
    if (href) out.push(href);
  }
  return out;
}

/**
 * Import a LinkedIn data export zip (Basic or Complete, any year): Profile, Positions, Education,
 * Skills, Languages, Certifications, Projects, Email Addresses, Phone Numbers (both spellings),
 * Honors and Publications. Old column names (Start Date/End Date) and new ones (Started On/Finished
 * On) are both read; an empty Finished On is the current job. Errors: not a zip, zip limits broken,
 * no LinkedIn file inside, or no content.
 */
export function importLinkedInZip(
  bytes: Uint8Array | ArrayBuffer,
  options: ImportOptions = {},
): ImportResult {
  if (!(bytes instanceof Uint8Array) && !(bytes instanceof ArrayBuffer)) return failImport("wrongInputType");
  const data = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes;
  const unzipped = unzipWithinLimits(data, (name) => /\.csv$/i.test(name) && fileKey(name) in linkedInFiles);
  if (!unzipped.ok) return unzipped;
  const decoder = new TextDecoder("utf-8");
  const tables = new Map<LinkedInFile, CsvRow[]>();
  const byDepth = [...unzipped.files.entries()].sort(
    (a, b) => a[0].split("/").length - b[0].split("/").length,
  );
  for (const [name, content] of byDepth) {
    const key = fileKey(name) as LinkedInFile;
    if (tables.has(key)) continue;
    tables.set(key, parseLinkedInCsv(decoder.decode(content), linkedInFiles[key]));
  }
  if (tables.size === 0) return failImport("notLinkedInExport");
  const rows = (key: LinkedInFile) => tables.get(key) ?? [];

  const allText = [...tables.values()].flatMap((table) => table.flatMap((row) => Object.values(row)));
  const builder = new ResumeBuilder(options.language ?? detectLanguage(allText));
  for (const name of unzipped.skipped) builder.warnings.push(`Ignored unsafe file name in the zip: ${name}`);

  const profile = rows("profile")[0];
  if (profile) {
    builder.setBasic(
      "name",
      [col(profile, "first name"), col(profile, "last name")].filter(Boolean).join(" "),
    );
    builder.setBasic("headline", col(profile, "headline"));
    builder.setBasic("location", col(profile, "geo location", "country", "address"));
    const summary = col(profile, "summary");
    if (summary) builder.data.sections.summary.content = textToHtml(summary);
    const websites = parseLinkedInWebsites(col(profile, "websites"));
    for (const href of websites) {
      if (networkOfUrl(href)) builder.addProfile(href);
      else if (!builder.data.basics.url.href) builder.data.basics.url = { label: "", href };
    }
    for (const handle of col(profile, "twitter handles")
      .replace(/^\[|\]$/g, "")
      .split(/[,\s]+/)
      .map((h) => h.replace(/^@/, ""))
      .filter(Boolean)) {
      builder.addItem("profiles", {
        network: "Twitter",
        username: shortText(handle),
        icon: "twitter",
        url: `https://twitter.com/${encodeURIComponent(handle)}`,
      });
    }
  }

  const emails = rows("emailaddresses");
  const email = emails.find((r) => /^yes$/i.test(col(r, "primary"))) ?? emails[0];
  if (email) builder.setBasic("email", col(email, "email address"));
  const phone = rows("phonenumbers").find((r) => col(r, "number"));
  if (phone) {
    const ext = col(phone, "extension");
    builder.setBasic("phone", ext ? `${col(phone, "number")} ext. ${ext}` : col(phone, "number"));
  }

  for (const row of rows("positions")) {
    builder.addItem("experience", {
      company: shortText(col(row, "company name")),
      position: shortText(col(row, "title")),
      location: shortText(col(row, "location")),
      date: formatDates(col(row, "started on", "start date"), col(row, "finished on", "end date"), true),
      summary: textToHtml(col(row, "description")),
    });
  }
  for (const row of rows("education")) {
    const notes = [col(row, "notes"), col(row, "activities")].filter(Boolean).join("\n");
    builder.addItem("education", {
      institution: shortText(col(row, "school name")),
      studyType: shortText(col(row, "degree name")),
      area: shortText(col(row, "field of study")),
      date: formatDates(col(row, "start date", "started on"), col(row, "end date", "finished on"), false),
      summary: textToHtml(notes),
    });
  }
  for (const row of rows("skills"))
    builder.addItem("skills", { name: shortText(col(row, "name")), level: 0 });
  for (const row of rows("languages")) {
    const proficiency = col(row, "proficiency");
    builder.addItem("languages", {
      name: shortText(col(row, "name")),
      description: shortText(proficiency),
      level: levelFromText(proficiency),
    });
  }
  for (const row of rows("certifications")) {
    const license = col(row, "license number");
    builder.addItem("certifications", {
      name: shortText(col(row, "name")),
      issuer: shortText(col(row, "authority")),
      date: formatDates(col(row, "started on", "start date"), "", false),
      summary: license ? textToHtml(`License ${license}`) : "",
      url: toHref(col(row, "url")),
    });
  }
  for (const row of rows("projects")) {
    builder.addItem("projects", {
      name: shortText(col(row, "title")),
      date: formatDates(col(row, "started on", "start date"), col(row, "finished on", "end date"), false),
      summary: textToHtml(col(row, "description")),
      url: toHref(col(row, "url")),
    });
  }
  for (const row of rows("honors")) {
    builder.addItem("awards", {
      title: shortText(col(row, "title")),
      awarder: shortText(col(row, "issuer")),
      date: formatDates(col(row, "issue date", "issued on"), "", false),
      summary: textToHtml(col(row, "description")),
    });
  }
  for (const row of rows("publications")) {
    builder.addItem("publications", {
      name: shortText(col(row, "name")),
      publisher: shortText(col(row, "publisher")),
      date: formatDates(col(row, "published on"), "", false),
      summary: textToHtml(col(row, "description")),
      url: toHref(col(row, "url")),
    });
  }
  return builder.finish();
}

import { coercePersonal, type Language, languages } from "@sira/schema";
import { jsonResumeSections } from "@sira/schema/import-formats";
import { type JsonInput, parseJsonInput } from "./json-input";
import { failImport, type ImportResult } from "./result";
import { ResumeBuilder } from "./resume-builder";
import {
  asArray,
  asRecord,
  collectStrings,
  detectLanguage,
  formatDates,
  levelFromText,
  shortText,
  textToHtml,
  toHref,
  toKeywords,
  toText,
} from "./text";

export interface ImportOptions {
  /** The resume's language; detected from the content (Arabic letters → "ar") when absent. */
  language?: Language;
}

/** Top-level keys of JSON Resume 1.x (and 0.x aliases); one of them marks a file as JSON Resume. */
export const jsonResumeKeys = ["basics", ...jsonResumeSections] as const;

/** True when a parsed object has at least one JSON Resume section of the right shape. */
export function looksLikeJsonResume(value: Record<string, unknown>): boolean {
  if (isFreshResume(value)) return false;
  return jsonResumeKeys.some((key) => (key === "basics" ? asRecord(value[key]) : Array.isArray(value[key])));
}

/** True when a parsed object looks like FRESH (the other open resume format). */
export function isFreshResume(value: Record<string, unknown>): boolean {
  const meta = asRecord(value.meta);
  return (
    /^FRESH/i.test(toText(meta?.format)) ||
    ((value.employment !== undefined || value.contact !== undefined || value.info !== undefined) &&
      value.basics === undefined)
  );
}

/**
 * Import a JSON Resume (schema 0.x-1.x) from bytes, text or a parsed object. Tolerant: missing or
 * null fields become empty, fields of the wrong type are dropped with a warning, 0.x names
 * (company, website, gpa, releaseDate, picture) are accepted. Errors: not JSON, over 5 MB, not an
 * object, not a JSON Resume (FRESH gets its own message), or no content at all.
 */
export function importJsonResume(input: JsonInput, options: ImportOptions = {}): ImportResult {
  const parsed = parseJsonInput(input);
  if (!parsed.ok) return parsed;
  const root = parsed.value;
  if (!looksLikeJsonResume(root)) return failImport(isFreshResume(root) ? "freshFormat" : "notJsonResume");
  const language = options.language ?? siraLanguage(root) ?? detectLanguage(collectStrings(root));
  const builder = new ResumeBuilder(language);
  const warn = (path: string, expected: string) =>
    builder.warnings.push(`${path} was not ${expected} and was skipped.`);

  const list = (key: string): Record<string, unknown>[] => {
    const value = root[key];
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      warn(key, "a list");
      return [];
    }
    const out: Record<string, unknown>[] = [];
    value.forEach((entry, index) => {
      const record = asRecord(entry);
      if (record) out.push(record);
      else if (entry !== null && entry !== undefined) warn(`${key}[${index}]`, "an object");
    });
    return out;
  };
  const summaryOf = (entry: Record<string, unknown>, field = "summary") =>
    textToHtml(toText(entry[field]), asArray(entry.highlights).map(toText));
  // Sira's own export (templates/src/export/json-resume.ts) keeps a date as typed when the ISO
  // fields cannot say it, and a level's number beside its words.
  const dateOf = (entry: Record<string, unknown>, fallback: () => string) =>
    shortText(entry["x-sira-date"]) || fallback();
  const levelOf = (entry: Record<string, unknown>, words: unknown) => {
    const given = entry["x-sira-level"];
    return typeof given === "number" && Number.isFinite(given) ? levelFromText(given) : levelFromText(words);
  };

  importBasics(root, builder, warn);

  for (const work of list("work")) {
    builder.addItem("experience", {
      company: shortText(work.name ?? work.company),
      position: shortText(work.position),
      location: shortText(work.location),
      date: dateOf(work, () => formatDates(work.startDate, work.endDate, true)),
      summary: summaryOf(work),
      url: toHref(work.url ?? work.website),
    });
  }
  for (const v of list("volunteer")) {
    builder.addItem("volunteer", {
      organization: shortText(v.organization),
      position: shortText(v.position),
      location: shortText(v.location),
      date: dateOf(v, () => formatDates(v.startDate, v.endDate, true)),
      summary: summaryOf(v),
      url: toHref(v.url ?? v.website),
    });
  }
  for (const e of list("education")) {
    const courses = asArray(e.courses).map(toText).filter(Boolean);
    builder.addItem("education", {
      institution: shortText(e.institution),
      area: shortText(e.area),
      studyType: shortText(e.studyType),
      score: shortText(e.score ?? e.gpa),
      date: dateOf(e, () => formatDates(e.startDate, e.endDate, true)),
      summary: textToHtml(toText(e.summary), courses),
      url: toHref(e.url ?? e.website),
    });
  }
  for (const a of list("awards")) {
    builder.addItem("awards", {
      title: shortText(a.title),
      awarder: shortText(a.awarder),
      date: dateOf(a, () => formatDates(a.date, "", false)),
      summary: textToHtml(toText(a.summary)),
      url: toHref(a.url),
    });
  }
  for (const c of list("certificates")) {
    builder.addItem("certifications", {
      name: shortText(c.name),
      issuer: shortText(c.issuer),
      date: dateOf(c, () => formatDates(c.date, "", false)),
      summary: textToHtml(toText(c.summary)),
      url: toHref(c.url),
    });
  }
  for (const p of list("publications")) {
    builder.addItem("publications", {
      name: shortText(p.name),
      publisher: shortText(p.publisher),
      date: dateOf(p, () => formatDates(p.releaseDate ?? p.date, "", false)),
      summary: textToHtml(toText(p.summary)),
      url: toHref(p.url ?? p.website),
    });
  }
  for (const s of list("skills")) {
    builder.addItem("skills", {
      name: shortText(s.name),
      description: shortText(s.level),
      level: levelOf(s, s.level),
      keywords: toKeywords(s.keywords),
    });
  }
  for (const l of list("languages")) {
    builder.addItem("languages", {
      name: shortText(l.language ?? l.name),
      description: shortText(l.fluency),
      level: levelOf(l, l.fluency),
    });
  }
  for (const i of list("interests")) {
    builder.addItem("interests", { name: shortText(i.name), keywords: toKeywords(i.keywords) });
  }
  for (const r of list("references")) {
    builder.addItem("references", {
      name: shortText(r.name),
      description: shortText(r["x-sira-description"]),
      summary: textToHtml(toText(r.reference ?? r.summary)),
    });
  }
  for (const p of list("projects")) {
    const roles = asArray(p.roles).map(toText).filter(Boolean);
    builder.addItem("projects", {
      name: shortText(p.name),
      description: shortText(roles.join(", ") || p.entity),
      date: dateOf(p, () => formatDates(p.startDate, p.endDate, false)),
      summary: summaryOf(p, "description"),
      keywords: toKeywords(p.keywords),
      url: toHref(p.url),
    });
  }
  // Sira's personal block (issue 40, docs/api/resumes.md): `x-sira-personal` at the root or in
  // `basics`; what does not validate is dropped part by part, free text kept (coercePersonal).
  const personal = root["x-sira-personal"] ?? asRecord(root.basics)?.["x-sira-personal"];
  if (personal && typeof personal === "object") builder.data.personal = coercePersonal(personal);
  return builder.finish();
}

/** The resume language Sira's own export names in `x-sira.language`, if any. */
function siraLanguage(root: Record<string, unknown>): Language | undefined {
  const given = asRecord(root["x-sira"])?.language;
  return languages.find((l) => l === given);
}

function importBasics(
  root: Record<string, unknown>,
  builder: ResumeBuilder,
  warn: (path: string, expected: string) => void,
): void {
  if (root.basics === undefined || root.basics === null) return;
  const basics = asRecord(root.basics);
  if (!basics) {
    warn("basics", "an object");
    return;
  }
  builder.setBasic("name", toText(basics.name));
  builder.setBasic("headline", toText(basics.label));
  builder.setBasic("email", toText(basics.email));
  builder.setBasic("phone", toText(basics.phone));
  const url = toHref(basics.url ?? basics.website);
  if (url) builder.data.basics.url = { label: "", href: url };
  const image = toText(basics.image ?? basics.picture);
  if (/^(https?:\/\/|data:image\/)/i.test(image) && image.length <= 2_000_000) {
    builder.data.basics.picture.url = image;
  }
  const location = basics.location;
  if (typeof location === "string") builder.setBasic("location", location);
  else if (asRecord(location)) {
    const loc = asRecord(location)!;
    const parts = [loc.city, loc.region, loc.countryCode ?? loc.country].map(toText).filter(Boolean);
    builder.setBasic("location", parts.length ? parts.join(", ") : toText(loc.address));
  } else if (location !== undefined && location !== null) warn("basics.location", "an object");

  const summary = toText(basics.summary);
  if (summary) builder.data.sections.summary.content = textToHtml(summary);

  const profiles = basics.profiles;
  if (profiles !== undefined && profiles !== null && !Array.isArray(profiles))
    warn("basics.profiles", "a list");
  for (const entry of asArray(profiles)) {
    const p = asRecord(entry);
    if (!p) continue;
    builder.addProfile(toHref(p.url), { network: shortText(p.network), username: shortText(p.username) });
  }
}

import { parseResumeText } from "@sira/importers";
import {
  type AtsAdvice,
  type AtsField,
  type AtsReader,
  type AtsReading,
  type AtsReport,
  type AtsSegment,
  localizeDateText,
  type ResumeData,
} from "@sira/schema";
import { resumePersonalLines } from "@sira/schema/personal-text";
import { templateSpec } from "@sira/templates";
import { resumeText } from "@sira/templates/export";

/**
 * What a screening system reads, compared with what the user wrote. Words are compared after the
 * normalization every extractor comparison needs (NFKC, so presentation forms become letters;
 * harakat, tatweel and direction marks removed; lower case): a word is read back exactly when the
 * extracted text holds the same word, each extracted word counting once.
 */

const wordPattern = /[\p{L}\p{N}\p{M}]+/gu;

/** A word as compared: NFKC, no harakat, tatweel or direction marks, lower case. */
export function normalizeWord(word: string): string {
  return word
    .normalize("NFKC")
    .replace(/[\u064b-\u065f\u0670\u0640\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .toLowerCase();
}

/** The compared words of a text. */
export function wordsOf(text: string): string[] {
  return (text.normalize("NFKC").match(wordPattern) ?? []).map(normalizeWord).filter(Boolean);
}

/** A bag of extracted words: `take` answers whether the word is (still) there and uses it up. */
class WordBag {
  private counts = new Map<string, number>();
  constructor(words: string[]) {
    for (const w of words) this.counts.set(w, (this.counts.get(w) ?? 0) + 1);
  }
  has(word: string): boolean {
    return (this.counts.get(word) ?? 0) > 0;
  }
  take(word: string): boolean {
    const n = this.counts.get(word) ?? 0;
    if (n === 0) return false;
    this.counts.set(word, n - 1);
    return true;
  }
}

/** What the user wrote, split into words and the text between them, words not read back marked. */
function segmentsOf(text: string, bag: WordBag): AtsSegment[] {
  const segments: AtsSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(wordPattern)) {
    const at = match.index ?? 0;
    if (at > last) segments.push({ text: text.slice(last, at) });
    const word = normalizeWord(match[0]);
    segments.push(word && !bag.has(word) ? { text: match[0], lost: true } : { text: match[0] });
    last = at + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** Text cut at a word boundary near `max` characters, with an ellipsis (a field read from a mixed-up column can be long). */
function shorten(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}

/** How many of a's words b holds (for pairing a job with the one the importer read). */
function overlap(a: string, b: string): number {
  const bag = new WordBag(wordsOf(b));
  return wordsOf(a).filter((w) => bag.take(w)).length;
}

type Job = ResumeData["sections"]["experience"]["items"][number];

/** The parsed job not yet paired that shares the most words with a written one. */
function pairJob(job: Job, parsed: Job[], used: Set<Job>): Job | undefined {
  let best: Job | undefined;
  let bestScore = 0;
  for (const candidate of parsed) {
    if (used.has(candidate)) continue;
    const score = overlap(
      `${job.company} ${job.position}`,
      `${candidate.company} ${candidate.position} ${candidate.location}`,
    );
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  if (best) used.add(best);
  return best;
}

function skillsText(data: ResumeData, language: ResumeData["metadata"]["language"]): string {
  const sep = language === "ar" ? "، " : ", ";
  return data.sections.skills.items
    .filter((i) => i.visible)
    .flatMap((i) => [i.name, ...i.keywords])
    .map((s) => s.trim())
    .filter(Boolean)
    .join(sep);
}

/**
 * One extractor's reading: the score over every word of the resume (its plain text, as the Word
 * and text downloads write it) and the main fields side by side.
 */
export function compareReading(
  reader: AtsReader,
  written: ResumeData,
  extracted: string[],
  parsed: ResumeData | undefined,
): AtsReading {
  const language = written.metadata.language;
  const extractedWords = wordsOf(extracted.join("\n"));
  const scoreBag = new WordBag(extractedWords);
  const userWords = wordsOf(resumeText(written));
  const found = userWords.filter((w) => scoreBag.take(w)).length;
  const bag = new WordBag(extractedWords);
  const fields: AtsField[] = [];
  const add = (kind: AtsField["kind"], wrote: string, read: string, job?: number) => {
    if (!wrote.trim()) return;
    fields.push({
      kind,
      ...(job === undefined ? {} : { job }),
      wrote: segmentsOf(wrote.trim(), bag),
      read: shorten(read.trim(), Math.max(120, wrote.length * 2)),
    });
  };
  const b = written.basics;
  const p = parsed?.basics;
  add("name", b.name, p?.name ?? "");
  add("headline", b.headline, p?.headline ?? "");
  add("email", b.email, p?.email ?? "");
  add("phone", b.phone, p?.phone ?? "");
  add("location", b.location, p?.location ?? "");
  // The lines Gulf screening filters on first (issue 40): nationality and visa, as the resume
  // prints them, against what the parser made of the extracted text.
  const readLines = parsed ? resumePersonalLines(parsed) : [];
  for (const line of resumePersonalLines(written))
    if (line.key === "nationality" || line.key === "residency")
      add(line.key, line.value, readLines.find((l) => l.key === line.key)?.value ?? "");
  const parsedJobs = parsed?.sections.experience.items ?? [];
  const used = new Set<Job>();
  written.sections.experience.items
    .filter((job) => job.visible && written.sections.experience.visible)
    .forEach((job, index) => {
      const match = pairJob(job, parsedJobs, used);
      add("jobTitle", job.position, match?.position ?? "", index);
      add("jobCompany", job.company, match?.company ?? "", index);
      add(
        "jobDates",
        localizeDateText(job.date, language),
        match ? localizeDateText(match.date, language) : "",
        index,
      );
    });
  if (written.sections.skills.visible)
    add("skills", skillsText(written, language), parsed ? skillsText(parsed, language) : "");
  return {
    reader,
    score: userWords.length ? found / userWords.length : 1,
    words: userWords.length,
    found,
    fields,
  };
}

/** Fonts whose Arabic extractors read best in our measurements (docs: arabic-pdf-ats). */
const atsFriendlyArabicFonts = new Set(["Amiri"]);

/**
 * Plain advice from the readings: send the Word file whenever a word was lost; use a
 * single-column template when sidebar sections sit beside the main column; an easier-read font
 * for Arabic resumes in a font the extractors read worst.
 */
export function adviceFor(data: ResumeData, readings: AtsReading[]): AtsAdvice[] {
  const worst = Math.min(1, ...readings.map((r) => r.score));
  if (worst >= 1) return [];
  const advice: AtsAdvice[] = ["word"];
  const twoColumns =
    templateSpec(data.metadata.template).sidebar !== "none" &&
    data.metadata.layout.some((page) => (page[1] ?? []).length > 0);
  if (twoColumns) advice.push("singleColumn");
  if (data.metadata.language === "ar" && !atsFriendlyArabicFonts.has(data.metadata.typography.font.family))
    advice.push("font");
  return advice;
}

/**
 * The ATS report of a resume from what each reader extracted from its PDF: each reader's lines
 * parsed back with our PDF importer and compared with the resume data, and the advice. Its cost
 * grows with the resume's text, so the server runs it in the worker pool (task `atsReport`).
 */
export function atsReportOf(
  data: ResumeData,
  extractions: readonly { reader: AtsReader; lines: string[] }[],
  missing: AtsReader[] = [],
): AtsReport {
  const language = data.metadata.language;
  const readings = extractions.map(({ reader, lines }) => {
    const parsed = parseResumeText(lines, { language });
    return compareReading(reader, data, lines, parsed.ok ? parsed.data : undefined);
  });
  const worst = worstReading(readings);
  return { readings, ...(worst ? { worst } : {}), missing, advice: adviceFor(data, readings) };
}

/** Words a field lost, and one more when nothing was read for it at all. */
const losses = (field: AtsField) => field.wrote.filter((s) => s.lost).length + (field.read ? 0 : 0.5);

/**
 * What the weakest screening pipeline gets: each field from the reading that lost most of it
 * (the earlier reader on a tie), named by its reader, and the lowest score. Every reading lists
 * the same fields in the same order (they come from the written resume), so they pair by place.
 */
export function worstReading(readings: AtsReading[]): AtsReport["worst"] {
  const [first] = readings;
  if (!first || readings.length < 2) return undefined;
  const lowest = readings.reduce((a, b) => (b.score < a.score ? b : a));
  const fields = first.fields.map((field, i) => {
    let worst = { ...field, reader: first.reader };
    for (const r of readings.slice(1)) {
      const other = r.fields[i];
      if (other && other.kind === field.kind && losses(other) > losses(worst))
        worst = { ...other, reader: r.reader };
    }
    return worst;
  });
  return { score: lowest.score, words: lowest.words, found: lowest.found, fields };
}

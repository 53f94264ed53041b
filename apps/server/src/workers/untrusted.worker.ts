/**
 * Tasks of the untrusted-work pool (see untrusted-pool.ts), run inside a worker thread. Each
 * takes and returns plain data (structured clone); none may touch the database or files. The
 * compute tasks load the NLP vocabulary on first use (dynamic imports, evaluated lazily in the
 * bundle), so import and render threads start without it.
 */
import {
  type ImportResult,
  type ImportType,
  importResume,
  parseDocxResume,
  parsePdfResume,
} from "@sira/importers";
import type { TwinChange, TwinTranslation } from "@sira/nlp";
import type { ResumeFeatures } from "@sira/nlp/types";
import { extractLines, type PdfReader, prepareForAts } from "@sira/pdf-text";
import type { AtsReport, CountryCode, Language, ResumeData } from "@sira/schema";
import { type ResumeParts, renderResumeParts } from "@sira/templates";
import { type DocxPicture, resumeDocx, resumeText } from "@sira/templates/export";
import type { JobInput, RowResult } from "../modules/jobs/feeds/job-record";
import { FeedError, jobPostingsOfPage, type ParsedFeed, parseFeed } from "../modules/jobs/feeds/parse-feed";
import type { NewJobRow } from "../modules/jobs/job-ingest";
import type { TwinApplied, TwinApplyInput } from "../modules/resume/twin-work";
import { stripControlCharacters } from "./clean-text";

const clean = (result: ImportResult): ImportResult =>
  result.ok ? { ...result, data: stripControlCharacters(result.data) } : result;

/** A PDF resume → resume data (pdf.js within its Flate budget and page limits). */
export async function importPdf(input: { bytes: Uint8Array }): Promise<ImportResult> {
  return clean(await parsePdfResume(input.bytes));
}

/** A Word resume (.docx) → resume data (its parts unzipped within the zip byte budget). */
export async function importDocx(input: { bytes: Uint8Array }): Promise<ImportResult> {
  return clean(parseDocxResume(input.bytes));
}

/** A JSON Resume, LinkedIn export zip (bounded inflation) or Reactive Resume file → resume data. */
export async function importFile(input: { type: ImportType; bytes: Uint8Array }): Promise<ImportResult> {
  return clean(importResume({ type: input.type, input: input.bytes }));
}

/** A resume's printable parts: templates rendered and rich text sanitized. */
export async function renderParts(input: { data: ResumeData }): Promise<ResumeParts> {
  return renderResumeParts(input.data);
}

/**
 * A printed PDF with the text layer screening systems read (MuPDF WebAssembly, ~15 ms for a
 * 2-page Arabic PDF): run here so it overlaps the next print instead of holding the event loop.
 */
export async function atsText(input: { pdf: Uint8Array }): Promise<Uint8Array> {
  return prepareForAts(input.pdf);
}

/**
 * The JobPostings of a fetched page (up to the 20 MB fetch cap) as feed rows. Reading a page is
 * linear, but a 20 MB page still takes a few hundred milliseconds of tokenizing and JSON parsing:
 * here it overlaps requests instead of holding the event loop.
 */
export async function readJobPage(input: { page: Uint8Array; pageUrl: string }): Promise<RowResult[]> {
  return jobPostingsOfPage(new TextDecoder().decode(input.page), { source: "sira", pageUrl: input.pageUrl });
}

/**
 * A feed file or fetched feed body (JSON, CSV or an HTML page of JobPosting JSON-LD, up to the
 * 20 MB cap) read into rows, or the reason it is not a feed (parseFeed's FeedError, whose class
 * does not cross the thread boundary).
 */
export async function readFeedBody(input: {
  content: Uint8Array | string;
  options: Parameters<typeof parseFeed>[1];
}): Promise<ParsedFeed | { error: string }> {
  const { content } = input;
  const text = typeof content === "string" ? content : new TextDecoder().decode(content);
  try {
    return parseFeed(text, input.options);
  } catch (error) {
    if (error instanceof FeedError) return { error: error.message };
    throw error;
  }
}

/** Feed jobs as rows ready to upsert (job-ingest.ts, prepareJobRow), in order. */
export async function prepareJobRows(input: { inputs: JobInput[]; now: Date }): Promise<NewJobRow[]> {
  const { prepareJobRow } = await import("../modules/jobs/job-ingest");
  return input.inputs.map((job) => prepareJobRow(job, input.now));
}

/**
 * The Word or plain-text file of resume data whose picture is inlined (print-document). The
 * picture reaches Word only as `picture`, already decoded and re-encoded by the main thread's
 * sharp (print-word.ts): nothing here decodes an image.
 */
export async function exportFile(input: {
  data: ResumeData;
  format: "docx" | "txt";
  picture?: DocxPicture;
}): Promise<Uint8Array> {
  if (input.format === "txt") return new TextEncoder().encode(resumeText(input.data));
  return resumeDocx(input.data, { picture: input.picture });
}

/**
 * What matching reads from a resume (its data, with the chosen country put first) or from a
 * resume pasted as text.
 */
export async function resumeFeatures(
  input: { data: ResumeData; country: CountryCode | null } | { text: string },
): Promise<ResumeFeatures> {
  const { extractResumeFeatures, extractResumeFeaturesFromText } = await import("@sira/nlp/resume-features");
  if ("text" in input) return extractResumeFeaturesFromText(input.text);
  const features = extractResumeFeatures(input.data);
  if (input.country)
    features.countries = [input.country, ...features.countries.filter((c) => c !== input.country)];
  return features;
}

/** A resume's twin in the other language (structured fields translated, free texts listed). */
export async function twinTranslation(input: {
  data: ResumeData;
  to: Language;
}): Promise<TwinTranslation<ResumeData>> {
  const { translateResume } = await import("@sira/nlp");
  return translateResume(input.data, input.to);
}

/** A twin's changes since a base snapshot (twin-work.ts). */
export async function twinChanges(input: { base: ResumeData; current: ResumeData }): Promise<TwinChange[]> {
  const { twinChangesOf } = await import("../modules/resume/twin-work");
  return twinChangesOf(input);
}

/** Some of a twin's changes applied or dismissed (twin-work.ts). */
export async function twinApply(input: TwinApplyInput): Promise<TwinApplied> {
  const { applyTwinChanges } = await import("../modules/resume/twin-work");
  return applyTwinChanges(input);
}

/**
 * The ATS view's report: poppler's reading of the PDF (a child process, spawned here: forking a
 * large server process blocks the thread that forks) and MuPDF's (WebAssembly), each parsed back
 * and compared with the resume data. A reader that fails or is missing is left out.
 */
export async function atsReport(input: { data: ResumeData; pdf: Uint8Array }): Promise<AtsReport> {
  const { atsReportOf } = await import("../modules/ats/ats-compare");
  const extractions: { reader: PdfReader; lines: string[] }[] = [];
  try {
    extractions.push({ reader: "poppler", lines: await extractLines(input.pdf, "poppler") });
  } catch (error) {
    console.warn("ATS view: poppler could not read the PDF", error);
  }
  try {
    extractions.push({ reader: "mupdf", lines: await extractLines(input.pdf, "mupdf") });
  } catch {
    // Left out, as a missing reader is: the report has the readings that worked.
  }
  return atsReportOf(input.data, extractions);
}

/** The tasks by name, for the pool's typing. */
export interface UntrustedTasks {
  importPdf: typeof importPdf;
  importDocx: typeof importDocx;
  importFile: typeof importFile;
  renderParts: typeof renderParts;
  atsText: typeof atsText;
  readJobPage: typeof readJobPage;
  readFeedBody: typeof readFeedBody;
  prepareJobRows: typeof prepareJobRows;
  exportFile: typeof exportFile;
  resumeFeatures: typeof resumeFeatures;
  twinTranslation: typeof twinTranslation;
  twinChanges: typeof twinChanges;
  twinApply: typeof twinApply;
  atsReport: typeof atsReport;
}

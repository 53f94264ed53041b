/**
 * Tasks of the untrusted-work pool (see untrusted-pool.ts), run inside a worker thread. Each
 * takes and returns plain data (structured clone); none may touch the database or files.
 */
import {
  type ImportResult,
  type ImportType,
  importResume,
  parseDocxResume,
  parsePdfResume,
} from "@sira/importers";
import type { ResumeData } from "@sira/schema";
import { type ResumeParts, renderResumeParts } from "@sira/templates";
import type { RowResult } from "../modules/jobs/feeds/job-record";
import { jobPostingsOfPage } from "../modules/jobs/feeds/parse-feed";
import { prepareForAts } from "../modules/print/pdf-ats";
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

/** The tasks by name, for the pool's typing. */
export interface UntrustedTasks {
  importPdf: typeof importPdf;
  importDocx: typeof importDocx;
  importFile: typeof importFile;
  renderParts: typeof renderParts;
  atsText: typeof atsText;
  readJobPage: typeof readJobPage;
}

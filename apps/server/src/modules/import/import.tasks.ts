/**
 * Import's tasks in the untrusted-work pool's threads (src/untrusted-tasks.ts): uploaded files
 * read into resume data, plain data in and out, no database or files.
 */
import {
  type ImportResult,
  type ImportType,
  importResume,
  parseDocxResume,
  parsePdfResume,
} from "@sira/importers";
import { stripControlCharacters } from "../../workers/clean-text";

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

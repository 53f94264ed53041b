/**
 * Import's tasks in the untrusted-work pool's threads (src/untrusted-tasks.ts): uploaded files
 * read into resume data, plain data in and out, no database or files.
 */
import { type ImportResult, importFileBytes } from "@sira/importers";
import type { ImportFormatId } from "@sira/schema/import-formats";
import { stripControlCharacters } from "../../workers/clean-text";

const clean = (result: ImportResult): ImportResult =>
  result.ok ? { ...result, data: stripControlCharacters(result.data) } : result;

/**
 * Any uploaded resume file → resume data, by its format's descriptor (@sira/importers formats/):
 * PDF (pdf.js within its Flate budget and page limits; a PDF without text goes to the OCR format
 * when one is registered), Word .docx (parts unzipped within the zip byte budget), JSON Resume,
 * LinkedIn export zip (bounded inflation) or Reactive Resume.
 */
export async function importFile(input: { type: ImportFormatId; bytes: Uint8Array }): Promise<ImportResult> {
  return clean(await importFileBytes(input.bytes, input.type));
}

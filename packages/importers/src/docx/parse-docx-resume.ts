import { type ParseTextOptions, parseResumeText } from "../pdf/parse-resume-text";
import { failImport, type ImportResult, importMessages } from "../result";
import { isOleDocument, layoutDocx, readDocx } from "./read-docx";

/**
 * Parse a Word resume (.docx) into resume data: read its paragraphs and tables (readDocx, within
 * the zip byte budget), lay them out as positioned lines (layoutDocx), then the same section and
 * field recognition as for PDF (parseResumeText). An old binary .doc answers "save it as .docx or
 * PDF"; anything else that is not a Word document, or has no text, a localized error. Never throws.
 */
export function parseDocxResume(bytes: Uint8Array, options: ParseTextOptions = {}): ImportResult {
  try {
    if (!(bytes instanceof Uint8Array)) return failImport("notDocx");
    if (isOleDocument(bytes)) return failImport("docLegacy");
    const read = readDocx(bytes);
    if (!read.ok) {
      if (
        read.reason === "zip" &&
        read.zipErrors?.length &&
        !read.zipErrors.some((m) => m.en === importMessages.notZip.en)
      )
        return { ok: false, errors: read.zipErrors.map((message) => ({ path: "", message })) };
      return failImport("notDocx");
    }
    const lines = layoutDocx(read.document);
    if (!lines.some((line) => /[\p{L}\p{N}]/u.test(line.text))) return failImport("docxNoText");
    return parseResumeText(lines, { ...options, links: [...read.document.links, ...(options.links ?? [])] });
  } catch {
    return failImport("notDocx");
  }
}

/**
 * Print's tasks in the untrusted-work pool's threads (src/untrusted-tasks.ts): templates
 * rendered, the PDF text layer, the Word and text files; plain data in and out, no database or
 * files.
 */
import { prepareAtsSafe, prepareForAts } from "@sira/pdf-text";
import type { ResumeData } from "@sira/schema";
import { type ResumeParts, renderAtsSafeParts, renderResumeParts } from "@sira/templates";
import { type DocxPicture, jsonResumeFile, resumeDocx, resumeText } from "@sira/templates/export";

/** A resume's printable parts: templates rendered and rich text sanitized. */
export async function renderParts(input: { data: ResumeData }): Promise<ResumeParts> {
  return renderResumeParts(input.data);
}

/** A resume's ATS-safe parts (one column, dates in reading order): rich text sanitized here too. */
export async function renderAtsSafe(input: { data: ResumeData }): Promise<ResumeParts> {
  return renderAtsSafeParts(input.data);
}

/**
 * A printed PDF with the text layer screening systems read (MuPDF WebAssembly, ~15 ms for a
 * 2-page Arabic PDF): run here so it overlaps the next print instead of holding the event loop.
 */
export async function atsText(input: { pdf: Uint8Array }): Promise<Uint8Array> {
  return prepareForAts(input.pdf);
}

/** An ATS-safe PDF with its text layer (`prepareAtsSafe`), as `atsText`. */
export async function atsSafeText(input: { pdf: Uint8Array }): Promise<Uint8Array> {
  return prepareAtsSafe(input.pdf);
}

/**
 * The Word, plain-text or JSON Resume file of resume data whose picture is inlined (print-document). The
 * picture reaches Word only as `picture`, already decoded and re-encoded by the main thread's
 * sharp (print-word.ts): nothing here decodes an image.
 */
export async function exportFile(input: {
  data: ResumeData;
  format: "docx" | "txt" | "json";
  picture?: DocxPicture;
}): Promise<Uint8Array> {
  if (input.format === "txt") return new TextEncoder().encode(resumeText(input.data));
  if (input.format === "json") return jsonResumeFile(input.data);
  return resumeDocx(input.data, { picture: input.picture });
}

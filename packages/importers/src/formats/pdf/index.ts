import { extractPdfLines, parsePdfResume } from "../../pdf/parse-pdf-resume";
import { failImport, type ImportResult } from "../../result";
import { type FormatDescriptor, formatInfo, type ImportDocument, pdfMagic } from "../format";

/** A PDF with a text layer: pdf.js lines → the text pipeline. A PDF of page images goes to "scan". */
export const pdfFormat: FormatDescriptor = {
  id: "pdf",
  info: formatInfo("pdf"),
  detect: pdfMagic,
  parse: (bytes, options) => parsePdfResume(bytes, options),
  messageKeys: ["notPdf", "pdfTooLarge", "pdfEncrypted", "pdfNoText", "pdfTooComplex"],
  noTextFallback: "scan",
};

/** A PDF's common document (positioned lines and links), or the failure's message key. */
export async function readPdfDocument(
  bytes: Uint8Array,
): Promise<{ ok: true; document: ImportDocument } | Extract<ImportResult, { ok: false }>> {
  const extraction = await extractPdfLines(bytes);
  if (!extraction.ok) return failImport(extraction.reason) as Extract<ImportResult, { ok: false }>;
  return { ok: true, document: { lines: extraction.lines, links: extraction.links } };
}

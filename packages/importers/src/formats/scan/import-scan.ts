import { type ParseTextOptions, parseResumeText } from "../../pdf/parse-resume-text";
import { buildPageLines, orderColumns, type PdfTextLine } from "../../pdf/pdf-text";
import { nearArabicHeading } from "../../pdf/resume-patterns";
import { failImport, type ImportResult } from "../../result";
import { type OcrPages, ocrPdf, ocrPicture } from "./ocr";

/**
 * Scanned CVs (issue 37): a PDF whose pages are pictures (a printed CV scanned by a phone, an
 * html2canvas builder, text drawn as images) or a photo of a page, read with OCR (ocr.ts) and then
 * by the same steps as a PDF with text: the page reader (rows, cells, columns, right to left) and
 * parseResumeText. The result says `ocr: true` and carries a warning, so the review step marks
 * what was read as doubtful. Never throws.
 */

/** English warning of every OCR'd import (the review step shows its own localized text). */
export const ocrWarning =
  "The text was read from a scanned image (OCR): check every field against the original.";

/**
 * OCR slips in headings repaired: a line of at most three words, set at least as large as most
 * lines, one letter away from a known Arabic heading becomes that heading (resume-patterns.ts
 * nearArabicHeading), so its section is not lost inside the one above.
 */
export function repairOcrHeadings(lines: PdfTextLine[]): PdfTextLine[] {
  const sizes = lines.map((line) => line.fontSize).sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)] ?? 0;
  return lines.map((line) => {
    if (line.fontSize < median || line.text.trim().split(/\s+/).length > 3) return line;
    const heading = nearArabicHeading(line.text);
    return heading ? { ...line, text: heading } : line;
  });
}

function linesOf(pages: OcrPages & { ok: true }): PdfTextLine[] {
  const lines: PdfTextLine[] = [];
  let gutter: number | undefined;
  // Pages follow each other: a page's lines sit below the previous page's (A4 height in points).
  pages.pages.forEach((items, index) => {
    const built = buildPageLines(items, index + 1, gutter);
    gutter = built.gutter;
    for (const line of built.lines) lines.push({ ...line, y: line.y + index * 842 });
  });
  return repairOcrHeadings(orderColumns(lines));
}

function resultOf(pages: OcrPages, options: ParseTextOptions): ImportResult {
  if (!pages.ok) return failImport(pages.reason === "notPdf" ? "notCvFile" : pages.reason);
  const result = parseResumeText(linesOf(pages), options);
  if (!result.ok) return result;
  const warnings = [ocrWarning, ...result.warnings];
  if (pages.pagesSkipped > 0)
    warnings.push(
      `${pages.pagesSkipped} page(s) of the scan were not read in time; add what they hold by hand.`,
    );
  return { ...result, warnings, ocr: true };
}

export interface ScanOptions {
  /** Time for the whole OCR (default ocrLimits.deadlineMs, under the worker's limit); benches allow more. */
  ocrDeadlineMs?: number;
}

/** A PDF without a text layer, read with OCR. */
export async function importScannedPdf(
  bytes: Uint8Array,
  { ocrDeadlineMs, ...options }: ParseTextOptions & ScanOptions = {},
): Promise<ImportResult> {
  try {
    return resultOf(await ocrPdf(bytes, ocrDeadlineMs), options);
  } catch {
    return failImport("pdfNoText");
  }
}

/** A PNG or JPEG picture of a CV page, read with OCR. */
export async function importScannedImage(
  bytes: Uint8Array,
  { ocrDeadlineMs, ...options }: ParseTextOptions & ScanOptions = {},
): Promise<ImportResult> {
  try {
    return resultOf(await ocrPicture(bytes, ocrDeadlineMs), options);
  } catch {
    return failImport("notCvFile");
  }
}

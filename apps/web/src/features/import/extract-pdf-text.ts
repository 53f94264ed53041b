import { buildLines, pageTextItems } from "@sira/importers/pdf/pdf-text";
import { importLimits } from "@sira/schema/constants";
import { loadPdfJs } from "./load-pdfjs";

/** Limits of browser-side extraction: the same caps the server applies to uploaded PDFs. */
export const extractLimits = { maxBytes: importLimits.pdfBytes, maxPages: importLimits.pdfPages } as const;

/**
 * The text of a PDF as an applicant tracking system would read it, for the compare page:
 * NFKC-normalized (Arabic presentation forms become letters), lines rebuilt from positions with
 * right-to-left lines read right to left (the importers' text layer), pages separated by a blank
 * line. Answers null when the file is not a readable PDF or holds no text (a scan): the caller
 * ignores an empty extraction (spec §5); failures are logged only (spec §8).
 */
export async function extractPdfText(file: Blob): Promise<string | null> {
  if (file.size === 0 || file.size > extractLimits.maxBytes) return null;
  try {
    const pdfjs = await loadPdfJs();
    const task = pdfjs.getDocument({
      data: new Uint8Array(await file.arrayBuffer()),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      disableAutoFetch: true,
      disableStream: true,
    });
    try {
      const doc = await task.promise;
      const pages: string[] = [];
      for (let pageNumber = 1; pageNumber <= Math.min(doc.numPages, extractLimits.maxPages); pageNumber++) {
        const page = await doc.getPage(pageNumber);
        const height = page.view[3] ?? 792;
        const items = pageTextItems((await page.getTextContent()).items, height);
        pages.push(
          buildLines(items, pageNumber)
            .map((line) => line.text)
            .join("\n"),
        );
        page.cleanup();
      }
      const text = pages.join("\n\n").trim();
      return /[\p{L}\p{N}]/u.test(text) ? text : null;
    } finally {
      void task.destroy();
    }
  } catch (error) {
    console.warn("PDF text extraction failed", error);
    return null;
  }
}

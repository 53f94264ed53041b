import { execFile } from "node:child_process";
import * as mupdf from "mupdf";

/**
 * Text of a PDF as applicant tracking systems read it. Two extractors stand for most of them:
 * poppler's `pdftotext` (server-side parsers; needs the poppler-utils package) and MuPDF (the
 * `mupdf` package, WebAssembly, in process). Both answer the text of every page, pages separated
 * by a form feed, in the order the extractor reads it.
 */
export type PdfExtractor = "poppler" | "mupdf";

/** Text of `pdf` as poppler's `pdftotext` reads it (its default reading-order mode, UTF-8). */
export function extractWithPoppler(pdf: Uint8Array, timeoutMs = 20_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      "pdftotext",
      ["-enc", "UTF-8", "-", "-"],
      { encoding: "utf8", maxBuffer: 32 * 1024 * 1024, timeout: timeoutMs },
      (error, stdout) => (error ? reject(error) : resolve(stdout)),
    );
    child.stdin?.on("error", () => {});
    child.stdin?.end(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });
}

/** Text of `pdf` as MuPDF's structured-text device reads it, page after page. */
export function extractWithMupdf(pdf: Uint8Array): string {
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  try {
    const pages: string[] = [];
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.loadPage(i);
      const text = page.toStructuredText("preserve-whitespace");
      pages.push(text.asText());
      text.destroy();
      page.destroy();
    }
    return pages.join("\f");
  } finally {
    doc.destroy();
  }
}

/** Text of `pdf` as `extractor` reads it. */
export async function extractPdfText(pdf: Uint8Array, extractor: PdfExtractor): Promise<string> {
  return extractor === "poppler" ? extractWithPoppler(pdf) : extractWithMupdf(pdf);
}

const harakat = /[\u064B-\u065F\u0670\u06D6-\u06ED]/g;
const bidiControls = /[\u061C\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;

/**
 * Extracted (or source) text in the form ATS keyword matching compares: Unicode NFKC (Arabic
 * presentation forms to letters), no harakat, tatweel or bidi controls, runs of white space as
 * one space.
 */
export function normalizeForAts(text: string): string {
  return text
    .normalize("NFKC")
    .replace(harakat, "")
    .replace(/\u0640/g, "")
    .replace(bidiControls, "")
    .replace(/\s+/g, " ")
    .trim();
}

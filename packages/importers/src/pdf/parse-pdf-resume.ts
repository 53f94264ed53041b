import { importLimits } from "@sira/schema/constants";
import { importScannedPdf, type ScanOptions } from "../formats/scan";
import { failImport, type ImportResult } from "../result";
import { type ParseTextOptions, parseResumeText } from "./parse-resume-text";
import { pdfInflatesWithinBudget } from "./pdf-inflation";
import { buildPageLines, orderColumns, type PdfTextLine, pageTextItems, repairLamAlef } from "./pdf-text";

/**
 * Limits of PDF parsing: file size, pages read, time before giving up, and the largest page side
 * in points (14,400 pt = 200 inches, the PDF reference's own limit; real resumes are A4 or Letter).
 * The Flate budget is in pdf-inflation.ts. The server also runs the parser in a worker thread with
 * its own time and memory limits (apps/server/src/workers).
 */
export const pdfLimits = {
  maxBytes: importLimits.pdfBytes,
  maxPages: importLimits.pdfPages,
  timeoutMs: 20_000,
  maxPageSide: 14_400,
} as const;

export type PdfExtraction =
  | { ok: true; lines: PdfTextLine[]; links: string[] }
  | { ok: false; reason: "notPdf" | "pdfTooLarge" | "pdfEncrypted" | "pdfNoText" | "pdfTooComplex" };

type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjsPromise: Promise<PdfJs> | undefined;

/** Load pdf.js once; in Node the worker module is loaded in-process (no worker thread, no network). */
async function loadPdfJs(): Promise<PdfJs> {
  pdfjsPromise ??= (async () => {
    const isNode = typeof process !== "undefined" && Boolean(process.versions?.node);
    const globals = globalThis as { pdfjsWorker?: unknown };
    if (isNode && !globals.pdfjsWorker) {
      const workerModule = "pdfjs-dist/legacy/build/pdf.worker.mjs";
      globals.pdfjsWorker = (await import(/* @vite-ignore */ workerModule)) as unknown;
    }
    return import("pdfjs-dist/legacy/build/pdf.mjs");
  })();
  return pdfjsPromise;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Extract positioned text lines and link targets from a PDF with pdf.js (eval disabled, no font
 * loading, no network). Text is NFKC-normalized so Arabic presentation forms become letters, and
 * lines are rebuilt in reading order (see buildLines). Never throws.
 */
export async function extractPdfLines(bytes: Uint8Array): Promise<PdfExtraction> {
  if (!(bytes instanceof Uint8Array)) return { ok: false, reason: "notPdf" };
  if (bytes.byteLength > pdfLimits.maxBytes) return { ok: false, reason: "pdfTooLarge" };
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 1024));
  if (!head.includes("%PDF-")) return { ok: false, reason: "notPdf" };
  if (!pdfInflatesWithinBudget(bytes)) return { ok: false, reason: "pdfTooComplex" };
  let pdfjs: PdfJs;
  try {
    pdfjs = await loadPdfJs();
  } catch {
    return { ok: false, reason: "notPdf" };
  }
  const task = pdfjs.getDocument({
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    disableAutoFetch: true,
    disableStream: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    return await withTimeout(readDocument(task.promise), pdfLimits.timeoutMs);
  } catch (error) {
    if (error instanceof PdfTooComplex) return { ok: false, reason: "pdfTooComplex" };
    const name = error instanceof Error ? error.name : "";
    return { ok: false, reason: name === "PasswordException" ? "pdfEncrypted" : "notPdf" };
  } finally {
    task.destroy().catch(() => undefined);
  }
}

/** A page or stream past pdfLimits: refused as too complex rather than read for minutes. */
class PdfTooComplex extends Error {}

type PdfDocument = Awaited<ReturnType<PdfJs["getDocument"]>["promise"]>;

async function readDocument(documentPromise: Promise<PdfDocument>): Promise<PdfExtraction> {
  const doc = await documentPromise;
  const lines: PdfTextLine[] = [];
  const links: string[] = [];
  let yOffset = 0;
  let gutter: number | undefined;
  for (let pageNumber = 1; pageNumber <= Math.min(doc.numPages, pdfLimits.maxPages); pageNumber++) {
    const page = await doc.getPage(pageNumber);
    const [x0 = 0, y0 = 0, x1 = 612, y1 = 792] = page.view;
    if (Math.abs(x1 - x0) > pdfLimits.maxPageSide || Math.abs(y1 - y0) > pdfLimits.maxPageSide)
      throw new PdfTooComplex();
    const height = page.view[3] ?? 792;
    const items = pageTextItems((await page.getTextContent()).items, height, repairLamAlef);
    const built = buildPageLines(items, pageNumber, gutter);
    gutter = built.gutter;
    for (const line of built.lines) lines.push({ ...line, y: line.y + yOffset });
    yOffset += height;
    const annotations = (await page.getAnnotations()) as { subtype?: string; url?: string }[];
    for (const annotation of annotations) {
      if (
        annotation.subtype === "Link" &&
        typeof annotation.url === "string" &&
        !links.includes(annotation.url)
      )
        links.push(annotation.url);
    }
    page.cleanup();
  }
  if (!lines.some((line) => /[\p{L}\p{N}]/u.test(line.text))) return { ok: false, reason: "pdfNoText" };
  return { ok: true, lines: orderColumns(lines), links };
}

/**
 * Parse a resume PDF into resume data: extract lines (extractPdfLines), then parseResumeText.
 * Random bytes, a broken, encrypted or text-less PDF give a localized error; never throws.
 */
export async function parsePdfResume(
  bytes: Uint8Array,
  options: ParseTextOptions &
    ScanOptions & { /** false: refuse a scan instead of reading it with OCR. */ ocr?: boolean } = {},
): Promise<ImportResult> {
  try {
    const extraction = await extractPdfLines(bytes);
    // A PDF without a text layer (a scan): read its pages with OCR (formats/scan).
    if (!extraction.ok && extraction.reason === "pdfNoText" && options.ocr !== false)
      return importScannedPdf(bytes, {
        language: options.language,
        links: options.links,
        ocrDeadlineMs: options.ocrDeadlineMs,
      });
    if (!extraction.ok) return failImport(extraction.reason);
    return parseResumeText(extraction.lines, {
      ...options,
      links: [...extraction.links, ...(options.links ?? [])],
    });
  } catch {
    return failImport("notPdf");
  }
}

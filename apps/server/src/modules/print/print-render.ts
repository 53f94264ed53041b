import type { ResumeParts } from "@sira/templates";
import { printHost } from "@sira/templates/server";
import type { Page } from "playwright-core";
import type { BrowserPool, PrintPriority } from "../../adapters/browser/browser-pool";
import { AppError } from "../../http/app-error";
import { taskFailure } from "../../http/task-failure";
import type { UntrustedWork } from "../../untrusted-work";
import { UntrustedTaskError } from "../../workers/untrusted-pool";

/** Width in pixels of a preview image (the dashboard card shows it at about half that). */
const previewWidth = 480;

declare global {
  interface Window {
    __SIRA_PRINT__?: { load(parts: ResumeParts): Promise<number>; clear(): boolean };
  }
}

/**
 * Load a resume into the page's print host and wait until it has paginated, loaded its fonts and
 * decoded pictures; answers the number of page boxes. A page without the host (new, or used by
 * another kind of job) gets it first: the host document with every font, then its script. Later
 * prints on the same warm page only swap the resume's CSS and markup, so nothing is parsed,
 * compiled or decoded twice.
 */
async function loadDocument(page: Page, parts: ResumeParts): Promise<number> {
  const load = (p: ResumeParts) => window.__SIRA_PRINT__?.load(p) ?? null;
  let pages = await page.evaluate(load, parts);
  if (pages === null) {
    const host = printHost();
    await page.setContent(host.html, { waitUntil: "load" });
    await page.evaluate(host.script);
    pages = await page.evaluate(load, parts);
  }
  if (pages === null) throw new AppError("ResumePrinterError", { host: "missing" });
  return pages;
}

/** Empty the print host for the next job; false (the page is not reused) when anything remains. */
const clearHost = (page: Page) => page.evaluate(() => window.__SIRA_PRINT__?.clear() === true);

/**
 * Run one browser job, turning any failure other than an unreachable browser into `code`
 * (a page or script error, a crash, the pool's timeout).
 */
async function runJob<T>(
  pool: BrowserPool,
  code: "ResumePrinterError" | "ResumePreviewError",
  work: (page: Page) => Promise<T>,
  priority?: PrintPriority,
): Promise<T> {
  try {
    return await pool.withPage(work, { reset: clearHost, priority });
  } catch (error) {
    if (error instanceof AppError && error.code === "InvalidBrowserConnection") throw error;
    const timedOut =
      error instanceof AppError && (error.details as { timedOut?: boolean })?.timedOut === true;
    throw new AppError(code, { cause: error instanceof Error ? error.message : String(error), timedOut });
  }
}

/** The text layer for screening systems (`prepareForAts`) applied to a printed PDF, somewhere. */
export type AtsTextLayer = (pdf: Uint8Array) => Promise<Uint8Array>;

/** `prepareForAts` on the calling thread (tests, benches, the harness). */
export const atsTextInProcess: AtsTextLayer = async (pdf) => {
  // Loaded at first use: MuPDF's WebAssembly is not part of a server's start.
  const { prepareForAts } = await import("@sira/pdf-text");
  return prepareForAts(pdf);
};

/**
 * Longest `prepareForAts` may run in the worker pool (it needs ~15 ms; starting a worker on a
 * loaded 2-core machine needs the margin). Its wait for a thread does not count.
 */
const atsTextTimeoutMs = 15_000;

/**
 * `prepareForAts` in the untrusted-work pool (the server's way): the MuPDF work (~15 ms for a
 * 2-page Arabic PDF) runs beside the event loop, overlapping the next print, and never on it.
 * When the pool is full (or the requester has too many tasks) the print fails with ServerBusy
 * (or RateLimited), both with Retry-After, rather than store a PDF without the text layer; when a
 * worker ran out of time or memory or crashed on it, the PDF is kept as Chromium printed it (the
 * same pages, weaker text for screening systems) rather than failing the print or risking the server.
 */
export function atsTextInWorkers(
  untrusted: UntrustedWork,
  task: "atsText" | "atsSafeText" = "atsText",
): AtsTextLayer {
  return async (pdf) => {
    try {
      return await untrusted.run(task, { pdf }, { timeoutMs: atsTextTimeoutMs });
    } catch (error) {
      if (!(error instanceof UntrustedTaskError)) throw error;
      if (error.reason === "busy" || error.reason === "limit") throw taskFailure(error);
      return pdf;
    }
  };
}

/**
 * Print a document to PDF with its CSS page size (one PDF page per page box), with the text
 * layer for screening systems (`atsText`, in process unless given), English PDFs too: pypdf 3
 * reads their words whole after it (`shortMoves`, issue 36).
 * Throws InvalidBrowserConnection when no browser can be reached, ResumePrinterError otherwise.
 */
export async function renderPdf(
  pool: BrowserPool,
  parts: ResumeParts,
  options: { priority?: PrintPriority; atsText?: AtsTextLayer } = {},
): Promise<{ pdf: Buffer; pages: number }> {
  return withTextLayer(
    await renderChromiumPdf(pool, parts, options.priority),
    options.atsText ?? atsTextInProcess,
  );
}

/** A printed PDF after a text layer step (the same buffer when the step changed nothing). */
async function withTextLayer(
  printed: { pdf: Buffer; pages: number },
  layer: AtsTextLayer,
): Promise<{ pdf: Buffer; pages: number }> {
  const layered = await layer(printed.pdf);
  return {
    pdf:
      layered === printed.pdf
        ? printed.pdf
        : Buffer.from(layered.buffer, layered.byteOffset, layered.byteLength),
    pages: printed.pages,
  };
}

/**
 * The PDF exactly as Chromium prints it, before its text layer (the ATS harness compares both).
 * `paged` (the templates): the print host lays out the page boxes and counts them. `flowing`
 * (the ATS-safe PDF, `renderAtsSafeParts`: one column, no page boxes, so the host paginates
 * nothing and the browser breaks the pages): fonts are awaited here and pages counted in the PDF.
 */
export function renderChromiumPdf(
  pool: BrowserPool,
  parts: ResumeParts,
  priority?: PrintPriority,
  layout: "paged" | "flowing" = "paged",
): Promise<{ pdf: Buffer; pages: number }> {
  return runJob(
    pool,
    "ResumePrinterError",
    async (page) => {
      const hostPages = await loadDocument(page, parts);
      if (layout === "flowing") await page.evaluate(() => document.fonts.ready.then(() => true));
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      const pages = layout === "paged" ? hostPages : countPdfPages(pdf);
      if (pages < 1) throw new AppError("ResumePrinterError", { pages });
      return { pdf, pages };
    },
    priority,
  );
}

/** Pages of a PDF as Chromium writes them (one `/Type /Page` object each). */
export function countPdfPages(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
      .toString("latin1")
      .match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0
  );
}

/** `prepareAtsSafe` on the calling thread (tests, benches). */
export const atsSafeTextInProcess: AtsTextLayer = async (pdf) => {
  const { prepareAtsSafe } = await import("@sira/pdf-text");
  return prepareAtsSafe(pdf);
};

/** The ATS-safe PDF with its text layer (`prepareAtsSafe`; in process unless given), as `renderPdf`. */
export async function renderAtsSafePdf(
  pool: BrowserPool,
  parts: ResumeParts,
  options: { priority?: PrintPriority; atsText?: AtsTextLayer } = {},
): Promise<{ pdf: Buffer; pages: number }> {
  return withTextLayer(
    await renderChromiumPdf(pool, parts, options.priority, "flowing"),
    options.atsText ?? atsSafeTextInProcess,
  );
}

/**
 * The first page of a document as a WebP image `previewWidth` wide (a screenshot of the first
 * page box, re-encoded with sharp). Throws InvalidBrowserConnection or ResumePreviewError.
 */
export function renderPreview(
  pool: BrowserPool,
  parts: ResumeParts,
  priority?: PrintPriority,
): Promise<{ image: Buffer; pages: number }> {
  return runJob(
    pool,
    "ResumePreviewError",
    async (page) => {
      const pages = await loadDocument(page, parts);
      const png = await page
        .locator(".sira-page")
        .first()
        .screenshot({ type: "png", animations: "disabled" });
      const { default: sharp } = await import("sharp");
      const image = await sharp(png).resize({ width: previewWidth }).webp({ quality: 80 }).toBuffer();
      return { image, pages };
    },
    priority,
  );
}

import type { Page } from "playwright-core";
import sharp from "sharp";
import type { BrowserPool } from "../../adapters/browser/browser-pool";
import { AppError } from "../../http/app-error";

/** Width in pixels of a preview image (the dashboard card shows it at about half that). */
const previewWidth = 480;

declare global {
  interface Window {
    __SIRA_READY__?: boolean;
    __SIRA_ERROR__?: string;
  }
}

/** Load a print document and wait until it has paginated, loaded its fonts and decoded pictures. */
async function loadDocument(page: Page, html: string): Promise<number> {
  await page.setContent(html, { waitUntil: "load" });
  await page.waitForFunction(() => window.__SIRA_READY__ === true, undefined, { timeout: 0 });
  const failure = await page.evaluate(() => window.__SIRA_ERROR__ ?? null);
  if (failure) throw new AppError("ResumePrinterError", { script: failure });
  return page.locator(".sira-page").count();
}

/**
 * Run one browser job, turning any failure other than an unreachable browser into `code`
 * (a page or script error, a crash, the pool's timeout).
 */
async function runJob<T>(
  pool: BrowserPool,
  code: "ResumePrinterError" | "ResumePreviewError",
  work: (page: Page) => Promise<T>,
): Promise<T> {
  try {
    return await pool.withPage(work);
  } catch (error) {
    if (error instanceof AppError && error.code === "InvalidBrowserConnection") throw error;
    throw new AppError(code, { cause: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * Print a document to PDF with its CSS page size (one PDF page per page box). Throws
 * InvalidBrowserConnection when no browser can be reached, ResumePrinterError otherwise.
 */
export function renderPdf(pool: BrowserPool, html: string): Promise<{ pdf: Buffer; pages: number }> {
  return runJob(pool, "ResumePrinterError", async (page) => {
    const pages = await loadDocument(page, html);
    if (pages < 1) throw new AppError("ResumePrinterError", { pages });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    return { pdf, pages };
  });
}

/**
 * The first page of a document as a WebP image `previewWidth` wide (a screenshot of the first
 * page box, re-encoded with sharp). Throws InvalidBrowserConnection or ResumePreviewError.
 */
export function renderPreview(pool: BrowserPool, html: string): Promise<{ image: Buffer; pages: number }> {
  return runJob(pool, "ResumePreviewError", async (page) => {
    const pages = await loadDocument(page, html);
    const png = await page.locator(".sira-page").first().screenshot({ type: "png", animations: "disabled" });
    const image = await sharp(png).resize({ width: previewWidth }).webp({ quality: 80 }).toBuffer();
    return { image, pages };
  });
}

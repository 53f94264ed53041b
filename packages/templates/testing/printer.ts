import { type Language, type ResumeData, resolveTemplate } from "@sira/schema";
import { type Browser, chromium, type Page } from "playwright-core";
import { chromiumArgs } from "../src/chromium-args.mjs";
import { renderResumeHtml } from "../src/html";
import { renderAtsSafeParts } from "../src/reflow";
import { inlineFontFaceCss } from "../src/server";

/**
 * Print helpers for tests and the sample script: the same steps the server takes
 * (render HTML, load it, wait for __SIRA_READY__, print with the CSS page size).
 */

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
}

export interface PrintResult {
  pdf: Buffer;
  /** Page boxes paginate() built. */
  pageBoxes: number;
  /** Columns whose content runs past their page column (should be none). */
  overflows: string[];
  /** Header boxes wider than their room or reaching outside their column (should be none). */
  headerClips: string[];
  /** The spacing step paginate() chose (`data-tight`, null for the resume's own) and the line height it gave. */
  spacing: { tight: string | null; lineHeight: number };
  /** Text regions of each page in CSS px relative to the page: the top band, main, sidebar. */
  regions: {
    page: number;
    kind: "top" | "main" | "sidebar";
    x: number;
    y: number;
    width: number;
    height: number;
  }[];
}

/** Load the printed document of `data` in a new page, wait until it is paginated, run `use` on it. */
export async function withPrintedPage<T>(
  browser: Browser,
  data: ResumeData,
  use: (page: Page) => Promise<T>,
  options: { deviceScaleFactor?: number } = {},
): Promise<T> {
  const language: Language = data.metadata.language;
  const html = renderResumeHtml(data, {
    fontCss: inlineFontFaceCss(data.metadata.typography.font.family, language),
  });
  const page = await browser.newPage({ deviceScaleFactor: options.deviceScaleFactor ?? 1 });
  try {
    await page.setContent(html, { waitUntil: "load" });
    await page.waitForFunction(
      () => (window as { __SIRA_READY__?: boolean }).__SIRA_READY__ === true,
      undefined,
      {
        timeout: 15_000,
      },
    );
    return await use(page);
  } finally {
    await page.close();
  }
}

export function printResume(browser: Browser, data: ResumeData): Promise<PrintResult> {
  return withPrintedPage(browser, data, async (page) => {
    const { pageBoxes, overflows, regions, spacing, headerClips } = await page.evaluate(() => {
      const found: string[] = [];
      for (const col of Array.from(document.querySelectorAll<HTMLElement>(".sira-col"))) {
        const flow = col.firstElementChild as HTMLElement | null;
        const style = getComputedStyle(col);
        const room =
          col.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
        if (flow && flow.offsetHeight > room + 1) {
          const page = col.closest(".sira-page")?.getAttribute("data-page");
          found.push(`page ${page} ${col.className}: ${flow.offsetHeight} > ${room}`);
        }
      }
      const pages = Array.from(document.querySelectorAll<HTMLElement>(".sira-page"));
      const boxes = pages.flatMap((pageEl, index) => {
        const origin = pageEl.getBoundingClientRect();
        const parts: [string, string][] = [
          ["top", ".sira-page-top"],
          ["main", ".sira-col-main"],
          ["sidebar", ".sira-col-sidebar"],
        ];
        return parts.flatMap(([kind, selector]) => {
          const el = pageEl.querySelector<HTMLElement>(selector);
          if (!el || el.offsetHeight === 0) return [];
          const r = el.getBoundingClientRect();
          return [
            {
              page: index + 1,
              kind: kind as "top" | "main" | "sidebar",
              x: r.left - origin.left,
              y: r.top - origin.top,
              width: r.width,
              height: r.height,
            },
          ];
        });
      });
      // The header's boxes that are wider than their content room (scrollWidth over clientWidth)
      // or reach outside the column or top band that holds them (clipped there).
      const headerClips: string[] = [];
      const header = document.querySelector<HTMLElement>(".sira-page .sira-header");
      const holder = header?.closest<HTMLElement>(".sira-col, .sira-page-top");
      if (header && holder) {
        const room = holder.getBoundingClientRect();
        for (const el of [header, ...Array.from(header.querySelectorAll<HTMLElement>("*"))]) {
          const r = el.getBoundingClientRect();
          const name = `${el.tagName.toLowerCase()}.${el.getAttribute("class")?.split(" ")[0] ?? ""}`;
          if (el.clientWidth > 0 && el.scrollWidth > el.clientWidth)
            headerClips.push(`${name}: scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}`);
          if (r.width > 0 && (r.right > room.right + 0.5 || r.left < room.left - 0.5))
            headerClips.push(
              `${name}: ${r.left.toFixed(1)}–${r.right.toFixed(1)} outside ${room.left.toFixed(1)}–${room.right.toFixed(1)}`,
            );
        }
      }
      const root = document.querySelector<HTMLElement>(".sira-root");
      const style = root ? getComputedStyle(root) : null;
      const spacing = {
        tight: root?.getAttribute("data-tight") ?? null,
        lineHeight: style ? Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize) : 0,
      };
      return { pageBoxes: pages.length, overflows: found, regions: boxes, spacing, headerClips };
    });
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    return { pdf, pageBoxes, overflows, regions, spacing, headerClips };
  });
}

export function sampleFileName(data: ResumeData): string {
  return `${resolveTemplate(data.metadata.template)}-${data.metadata.language}`;
}

/** The ATS-safe PDF of `data` as Chromium prints it (`renderAtsSafeParts`, the server's `variant=ats`). */
export async function printAtsSafe(browser: Browser, data: ResumeData): Promise<Buffer> {
  const parts = renderAtsSafeParts(data);
  const fontCss = inlineFontFaceCss(data.metadata.typography.font.family, data.metadata.language);
  const page = await browser.newPage();
  try {
    await page.setContent(
      `<!doctype html><html lang="${parts.lang}" dir="${parts.dir}"><head><meta charset="utf-8"><style>${fontCss}\n${parts.css}</style></head><body>${parts.body}</body></html>`,
      { waitUntil: "load" },
    );
    await page.evaluate(() => document.fonts.ready.then(() => true));
    return await page.pdf({ preferCSSPageSize: true, printBackground: true });
  } finally {
    await page.close();
  }
}

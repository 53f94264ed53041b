import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { prepareForAts } from "@sira/pdf-text";
import { type ResumeData, sampleResumeData } from "@sira/schema";
import { launchChromium, printResume } from "@sira/templates/testing/printer";
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { type BrowserPool, createBrowserPool } from "../../adapters/browser/browser-pool";
import { findChromium } from "../../adapters/browser/find-chromium";
import { printDocumentOf } from "./print-document";
import { renderPdf, renderPreview } from "./print-render";

/** Text of a PDF as pdftotext reads it (what an ATS or a user copying text gets). */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sira-print-"));
  try {
    const file = path.join(dir, "resume.pdf");
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", ["-layout", file, "-"]).toString("utf8");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function resume(language: "ar" | "en", name: string, template = "professional"): ResumeData {
  const data = sampleResumeData(language);
  return { ...data, basics: { ...data.basics, name }, metadata: { ...data.metadata, template } };
}

/** A pool of one slot that records every page its jobs ran on. */
function recordingPool(): { pool: BrowserPool; pages: Page[]; close(): Promise<void> } {
  const inner = createBrowserPool({ locate: () => findChromium({}), concurrency: 1, timeoutMs: 30_000 });
  const pages: Page[] = [];
  return {
    pages,
    pool: {
      withPage: (work, options) =>
        inner.withPage((page) => {
          pages.push(page);
          return work(page);
        }, options),
      openPages: () => inner.openPages(),
      close: () => inner.close(),
    },
    close: () => inner.close(),
  };
}

describe("print host", () => {
  const recorded = recordingPool();
  afterAll(() => recorded.close());

  it("prints one resume after another on the same warm page, each with only its own content", async () => {
    const first = await renderPdf(recorded.pool, printDocumentOf(resume("ar", "سارة القحطاني")).parts);
    const second = await renderPdf(recorded.pool, printDocumentOf(resume("en", "John Carter", "onyx")).parts);
    const third = await renderPdf(
      recorded.pool,
      printDocumentOf(resume("ar", "خالد العتيبي", "leafish")).parts,
    );

    expect(new Set(recorded.pages).size).toBe(1);
    const texts = [first, second, third].map((r) => pdfText(r.pdf));
    expect(texts[0]).toContain("سارة القحطاني");
    expect(texts[1]).toContain("John Carter");
    expect(texts[1]).not.toContain("سارة");
    expect(texts[2]).toContain("خالد العتيبي");
    expect(texts[2]).not.toContain("John Carter");
    expect(texts[2]).not.toContain("سارة");
    for (const result of [first, second, third]) expect(result.pages).toBeGreaterThanOrEqual(2);
    // Between jobs the host is back to its bare document: no resume markup, CSS, title or language.
    const page = recorded.pages[0] as Page;
    expect(
      await page.evaluate(() => ({
        body: document.body.innerHTML,
        title: document.title,
        lang: document.documentElement.getAttribute("lang"),
        css: document.querySelector("style[data-sira-doc]")?.textContent,
      })),
    ).toEqual({ body: "", title: "", lang: null, css: "" });
  });

  it("prints what the standalone document prints, in both languages and mirrored templates", async () => {
    const browser = await launchChromium();
    try {
      for (const [language, template] of [
        ["ar", "chikorita"],
        ["ar", "kakuna"],
        ["en", "onyx"],
        ["en", "leafish"],
      ] as const) {
        const data = resume(language, language === "ar" ? "نورة الشهري" : "Nora Alshehri", template);
        const hosted = await renderPdf(recorded.pool, printDocumentOf(data).parts);
        const standalone = await printResume(browser, data);
        expect(hosted.pages, `${template} ${language}`).toBe(standalone.pageBoxes);
        // The hosted print is post-processed for extraction (prepareForAts); so is the standalone one here.
        expect(pdfText(hosted.pdf), `${template} ${language}`).toBe(
          pdfText(Buffer.from(prepareForAts(standalone.pdf))),
        );
      }
    } finally {
      await browser.close();
    }
  });

  it("never runs script from resume markup and sets the host up again after another kind of job", async () => {
    const { parts } = printDocumentOf(resume("en", "Mallory"));
    const hostile = {
      ...parts,
      body: `${parts.body}<img src="data:," onerror="window.leaked = 1"><svg onload="window.leaked = 2"></svg><script>window.leaked = 3</script>`,
    };
    // A job of another kind replaces the host document; the next print installs it again.
    await recorded.pool.withPage(async (page) => {
      await page.setContent("<p>another job</p>");
    });
    const printed = await renderPdf(recorded.pool, hostile);
    expect(pdfText(printed.pdf)).toContain("Mallory");
    const leaked = await recorded.pool.withPage((page) => page.evaluate(() => "leaked" in window), {
      reset: async () => false,
    });
    expect(leaked).toBe(false);
  });

  it("renders a preview image of the first page through the same host", async () => {
    const { image, pages } = await renderPreview(recorded.pool, printDocumentOf(resume("ar", "ليلى")).parts);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(image.subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(recorded.pool.openPages()).toBe(0);
  });
});

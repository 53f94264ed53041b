import { extractText, needsAtsText, normalizeForAts, prepareForAts } from "@sira/pdf-text";
import { atsTestResume } from "@sira/pdf-text/testing/ats-resume";
import { sampleResumeData } from "@sira/schema";
import { afterAll, describe, expect, it } from "vitest";
import { createBrowserPool } from "../../adapters/browser/browser-pool";
import { findChromium } from "../../adapters/browser/find-chromium";
import { createUntrustedWork, type UntrustedWork } from "../../untrusted-work";
import { type UntrustedFailure, UntrustedTaskError } from "../../workers/untrusted-pool";
import { printDocumentOf } from "./print-document";
import { atsTextInWorkers, renderChromiumPdf, renderPdf } from "./print-render";

/**
 * The print path's text layer for screening systems (issue 16): `prepareForAts` (@sira/pdf-text,
 * whose own tests cover its stages) run in the worker pool, and skipped for English resumes.
 */
describe("PDFs that screening systems read (issue 16)", () => {
  const pool = createBrowserPool({ locate: () => findChromium({}), concurrency: 1, timeoutMs: 30_000 });
  const untrusted = createUntrustedWork({ threads: 1 });
  afterAll(() => Promise.all([pool.close(), untrusted.close()]));

  it("adds the text layer in the worker pool as the server does, and leaves English PDFs as printed", async () => {
    const arabic = printDocumentOf(atsTestResume()).parts;
    const atsText = atsTextInWorkers(untrusted);
    const { pdf } = await renderPdf(pool, arabic, { atsText });
    const poppler = normalizeForAts(await extractText(pdf, "poppler"));
    expect(poppler).toContain("عبدالله بن عبدالرحمن الشهري");
    expect(poppler).toContain("+966 11 234 5678");
    // The worker's PDF is the one prepareForAts makes here.
    const chromium = (await renderChromiumPdf(pool, arabic)).pdf;
    expect(Buffer.from(await atsText(chromium)).equals(Buffer.from(prepareForAts(chromium)))).toBe(true);
    // A full pool (or a requester with enough tasks) fails the print, to be tried again, rather
    // than store a PDF without the text layer; a worker that ran out of time or memory or crashed
    // leaves Chromium's PDF as printed. Nothing runs on the event loop.
    const failing = (reason: UntrustedFailure): UntrustedWork => ({
      run: async () => {
        throw new UntrustedTaskError(reason);
      },
      stats: () => {
        const idle = { running: 0, waiting: 0, threads: 1 };
        return { import: idle, render: idle, compute: idle };
      },
      close: async () => {},
    });
    await expect(atsTextInWorkers(failing("busy"))(chromium)).rejects.toMatchObject({ code: "ServerBusy" });
    await expect(atsTextInWorkers(failing("limit"))(chromium)).rejects.toMatchObject({ code: "RateLimited" });
    for (const reason of ["timeout", "memory", "crashed"] as const)
      expect(await atsTextInWorkers(failing(reason))(chromium)).toBe(chromium);

    const english = sampleResumeData("en");
    english.metadata.template = "onyx";
    const englishParts = printDocumentOf(english).parts;
    expect(needsAtsText(arabic)).toBe(true);
    expect(needsAtsText(englishParts)).toBe(false);
    // Skipping English is safe: prepareForAts finds nothing to rewrite in it.
    const printed = (await renderChromiumPdf(pool, englishParts)).pdf;
    expect(prepareForAts(printed)).toBe(printed);
    // An English resume quoting an Arabic name still gets the text layer.
    expect(needsAtsText({ ...englishParts, body: `${englishParts.body}<p>عبدالله</p>` })).toBe(true);
    expect(needsAtsText({ dir: "ltr", body: "<p>Jane</p>", css: '.x::before { content: "\\627"; }' })).toBe(
      true,
    );
  }, 60_000);
});

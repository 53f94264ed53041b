import { extractText, MissingReaderError, normalizeForAts, prepareForAts } from "@sira/pdf-text";
import {
  atsTestCoverLetter,
  atsTestLetters,
  letterParagraphs,
} from "@sira/pdf-text/testing/ats-cover-letter";
import { atsTestResume } from "@sira/pdf-text/testing/ats-resume";
import { sampleResumeData, templateIds } from "@sira/schema";
import { afterAll, describe, expect, it } from "vitest";
import { createBrowserPool } from "../../adapters/browser/browser-pool";
import { findChromium } from "../../adapters/browser/find-chromium";
import { createUntrustedWork, type UntrustedWork } from "../../untrusted-work";
import { type UntrustedFailure, UntrustedTaskError } from "../../workers/untrusted-pool";
import { printDocumentOf } from "./print-document";
import { atsTextInWorkers, renderChromiumPdf, renderPdf } from "./print-render";

/** Letters and digits only, in order (what an ATS keyword search needs). */
const lettersOf = (text: string) => normalizeForAts(text).replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * The print path's text layer for screening systems (issue 16): `prepareForAts` (@sira/pdf-text,
 * whose own tests cover its stages) run in the worker pool, for English resumes too (issue 36).
 */
describe("PDFs that screening systems read (issue 16)", () => {
  const pool = createBrowserPool({ locate: () => findChromium({}), concurrency: 1, timeoutMs: 30_000 });
  const untrusted = createUntrustedWork({ threads: 1 });
  afterAll(() => Promise.all([pool.close(), untrusted.close()]));

  it("adds the text layer in the worker pool as the server does", async () => {
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
        return { import: idle, render: idle, pdfText: idle, compute: idle };
      },
      close: async () => {},
    });
    await expect(atsTextInWorkers(failing("busy"))(chromium)).rejects.toMatchObject({ code: "ServerBusy" });
    await expect(atsTextInWorkers(failing("limit"))(chromium)).rejects.toMatchObject({ code: "RateLimited" });
    for (const reason of ["timeout", "memory", "crashed"] as const)
      expect(await atsTextInWorkers(failing(reason))(chromium)).toBe(chromium);
  }, 60_000);

  // pypdf (LangChain's PyPDFLoader; Debian's 3.4 as .ci/run installs it) split every word of an
  // English PDF at Chromium's per-glyph moves (`R i y a d h`, `hr .cont act@e xample.sa`).
  it("prints an English resume that pypdf reads with the name and e-mail exact", async () => {
    const english = sampleResumeData("en");
    english.metadata.template = "professional";
    english.basics.name = "Abdullah bin Abdulrahman Al-Shehri";
    english.basics.email = "hr.contact@example.sa";
    const { pdf } = await renderPdf(pool, printDocumentOf(english).parts, {
      atsText: atsTextInWorkers(untrusted),
    });
    let read: string;
    try {
      read = await extractText(pdf, "pypdf");
    } catch (error) {
      // Said plainly where pypdf is missing; CI installs python3-pypdf (.ci/run).
      if (error instanceof MissingReaderError && !process.env.CI) return console.warn(error.message);
      throw error;
    }
    const lines = read.split(/\r?\n/).map((line) => line.trim());
    expect(lines).toContain("Abdullah bin Abdulrahman Al-Shehri");
    expect(read.split(/\s+/)).toContain("hr.contact@example.sa");
  }, 60_000);

  it("reads an Arabic cover letter back with poppler in every template: every paragraph exactly", async () => {
    const letter = atsTestLetters.ar;
    const paragraphs = letterParagraphs(letter);
    const misread: string[] = [];
    for (const template of templateIds) {
      const { parts } = printDocumentOf(atsTestCoverLetter("ar", template));
      const { pdf } = await renderPdf(pool, parts, { atsText: atsTextInWorkers(untrusted) });
      const read = normalizeForAts(await extractText(pdf, "poppler"));
      // Exactly, harakat and runs of spaces aside: the Allah ligature standing alone, commas,
      // colons and slashes between Arabic words (poppler counts them with numbers and took the
      // space beside them along), a line-final period after a Latin word or a percentage
      // (`وAWS.`, `45٪.`), and bronzor's justified lines mixing Latin words and `و`.
      for (const paragraph of paragraphs)
        if (!read.includes(normalizeForAts(paragraph))) misread.push(`${template}: ${paragraph}`);
      // Every paragraph's letters and digits, in order (what a keyword search needs).
      for (const paragraph of paragraphs)
        if (!lettersOf(read).includes(lettersOf(paragraph)))
          misread.push(`${template} letters: ${paragraph}`);
    }
    expect(misread).toEqual([]);
  }, 180_000);
});

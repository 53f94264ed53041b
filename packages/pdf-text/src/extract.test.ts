import { launchChromium, printResume } from "@sira/templates/testing/printer";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { extractLines, extractText, normalizeForAts } from "./extract";
import { prepareForAts } from "./prepare-for-ats";
import { atsTestResume } from "./testing/ats-resume";

const directionControl = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

describe("a PDF's text as screening systems extract it", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(() => browser?.close());

  it("reads every page, and gives the same text as lines without direction controls", async () => {
    const printed = await printResume(browser, atsTestResume());
    const pdf = prepareForAts(printed.pdf);
    expect(printed.pageBoxes).toBe(2);
    for (const reader of ["poppler", "mupdf"] as const) {
      const text = await extractText(pdf, reader);
      const lines = await extractLines(pdf, reader);
      // Pages apart by a form feed (poppler also ends the last page with one).
      expect(text.split("\f").filter((page) => page.trim()).length, reader).toBe(2);
      expect(lines, reader).toContain("عبدالله بن عبدالرحمن الشهري");
      expect(
        lines.filter((line) => directionControl.test(line)),
        reader,
      ).toEqual([]);
      expect(normalizeForAts(lines.join("\n")), reader).toBe(normalizeForAts(text));
    }
    // The whole text keeps the controls poppler wraps right-to-left lines in (the harness scores them).
    expect(await extractText(pdf, "poppler")).toMatch(directionControl);
  }, 60_000);

  it("throws when the file does not open", async () => {
    const notPdf = new TextEncoder().encode("not a PDF");
    for (const reader of ["poppler", "mupdf"] as const) {
      await expect(extractText(notPdf, reader), reader).rejects.toThrow();
      await expect(extractLines(notPdf, reader), reader).rejects.toThrow();
    }
  });
});

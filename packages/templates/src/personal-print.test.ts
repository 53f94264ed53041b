import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { resumePersonalLines, templateIds } from "@sira/schema";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePersonalResume } from "../testing/personal-sample";
import { launchChromium, type PrintResult, printResume } from "../testing/printer";

/**
 * The personal block (issue 40) printed in every template and language with real Chromium: no
 * header clipping or column overflow, and poppler reads every visible part back as
 * "Label: value". SIRA_PERSONAL_PNG=<dir> also writes the first page of each as a PNG to look at.
 */

let browser: Browser;
let dir: string;
const pngDir = process.env.SIRA_PERSONAL_PNG;

beforeAll(async () => {
  browser = await launchChromium();
  dir = mkdtempSync(join(tmpdir(), "sira-personal-"));
  if (pngDir) mkdirSync(pngDir, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** As print.test.ts: NFKC, no bidi marks, tatweel, diacritics, lam/alef, punctuation or spaces. */
function normalize(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\u0640\u00ad\u064b-\u065f\u0670]/g, "")
    .replace(/[لاأإآ]/g, "")
    .replace(/[\p{P}\s]/gu, "")
    .toLowerCase();
}

const pt = 72 / 96;

/**
 * Text of each region (top band, main, sidebar) of each page, as print.test.ts reads it: a
 * screening system that reads the whole page at once interleaves a sidebar's wrapped lines with
 * the main column's, whatever the block says.
 */
function readingText(file: string, regions: PrintResult["regions"]): string {
  return regions
    .map((region) => {
      const args = ["-f", String(region.page), "-l", String(region.page), "-r", "72"];
      args.push("-x", String(Math.floor(region.x * pt)), "-y", String(Math.floor(region.y * pt)));
      args.push("-W", String(Math.ceil(region.width * pt)), "-H", String(Math.ceil(region.height * pt)));
      return execFileSync("pdftotext", [...args, "-enc", "UTF-8", file, "-"]).toString();
    })
    .join("\n");
}

const cases = templateIds.flatMap((template) =>
  (["ar", "en"] as const).map((language) => [template, language] as const),
);

describe.each(cases)("personal block in %s (%s)", (template, language) => {
  it("prints without clipping and reads back every visible part", async () => {
    const placement = templateIds.indexOf(template) % 2 === 0 ? "under-name" : "details";
    const data = samplePersonalResume(template, language, placement);
    // The sample's own "Nationality" custom field would show twice beside a filled block.
    data.basics.customFields = [];
    const result = await printResume(browser, data);
    expect(result.overflows).toEqual([]);
    expect(result.headerClips).toEqual([]);
    const file = join(dir, `${template}-${language}.pdf`);
    writeFileSync(file, result.pdf);
    if (pngDir) {
      execFileSync("pdftoppm", [
        "-png",
        "-r",
        "60",
        "-f",
        "1",
        "-l",
        "1",
        file,
        join(pngDir, `${template}-${language}`),
      ]);
    }
    const text = normalize(readingText(file, result.regions));
    const lines = resumePersonalLines(data);
    expect(lines.map((l) => l.key)).toEqual([
      "nationality",
      "residency",
      "notice",
      "birthDate",
      "gender",
      "maritalStatus",
      "drivingLicence",
      "professionalLicence",
      "attestation",
    ]);
    for (const line of lines)
      expect(text, `${line.label}: ${line.value}`).toContain(normalize(`${line.label}: ${line.value}`));
  }, 60_000);
});

import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Language, type ResumeData, sampleResumeData, templateIds } from "@sira/schema";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSegments, type SectionView } from "./lib/model";
import { templateSpec } from "./templates";
import { launchChromium, type PrintResult, printResume } from "./testing/printer";

/**
 * Prints the sample resume in every template and language with real Chromium and reads the
 * PDF back with poppler, as an applicant tracking system would: page count and size, no
 * content clipped off a page, and the text (name, headings, item titles) in reading order.
 */

const pt = 72 / 96;
let browser: Browser;
let dir: string;

beforeAll(async () => {
  browser = await launchChromium();
  dir = mkdtempSync(join(tmpdir(), "sira-print-"));
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function sample(template: string, language: Language): ResumeData {
  const data = sampleResumeData(language);
  data.metadata.template = template;
  return data;
}

/**
 * Comparable text: NFKC (presentation forms to letters), lower case, without bidi controls,
 * tatweel, Arabic diacritics (poppler may place a tanween before its letter), punctuation or spaces: poppler drops the hyphen of a word broken at a line end,
 * moves neutral dots and spaces around right-to-left runs, and writes the letters of a lam-alef
 * (and the Allah) ligature in reverse order, so Arabic also compares without lam and alef.
 */
function normalize(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069\u0640\u00ad\u064b-\u065f\u0670]/g, "")
    .replace(/[لاأإآ]/g, "")
    .replace(/[\p{P}\s]/gu, "")
    .toLowerCase();
}

async function printToFile(data: ResumeData, name: string): Promise<{ file: string; result: PrintResult }> {
  const result = await printResume(browser, data);
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, result.pdf);
  return { file, result };
}

function pdfInfo(file: string): { pages: number; width: number; height: number } {
  const info = execFileSync("pdfinfo", [file]).toString();
  const size = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info);
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    width: Number(size?.[1]),
    height: Number(size?.[2]),
  };
}

/** Text of one region of one page; pdftotext's default mode orders right-to-left lines logically. */
function regionText(file: string, region: PrintResult["regions"][number]): string {
  const args = ["-f", String(region.page), "-l", String(region.page), "-r", "72"];
  args.push("-x", String(Math.floor(region.x * pt)), "-y", String(Math.floor(region.y * pt)));
  args.push("-W", String(Math.ceil(region.width * pt)), "-H", String(Math.ceil(region.height * pt)));
  return execFileSync("pdftotext", [...args, "-enc", "UTF-8", file, "-"]).toString();
}

/** Reading order: the top band, then the main column page by page, then the sidebar page by page. */
function readingText(file: string, regions: PrintResult["regions"]): string {
  const order = ["top", "main", "sidebar"] as const;
  return order
    .flatMap((kind) => regions.filter((r) => r.kind === kind).sort((a, b) => a.page - b.page))
    .map((region) => regionText(file, region))
    .join("\n");
}

/**
 * What must be read in order, per column: the section headings, and the item titles. (Checked
 * as two sequences: in a template whose headings sit in their own column, poppler may read a
 * short section's heading before the previous section's items.) Items laid out in a grid
 * (several columns, profiles) may be read row- or column-wise, so they need only be present.
 */
function expectedSequences(data: ResumeData): { headings: string[]; titles: string[]; gridTitles: string[] } {
  const segments = buildSegments(data, templateSpec(data.metadata.template));
  const sections = [...segments.flatMap((s) => s.main), ...segments.flatMap((s) => s.sidebar)];
  const isGrid = (s: SectionView) => s.columns > 1 || s.kind === "profiles";
  const titles = (list: SectionView[]) => list.flatMap((section) => section.items.map((item) => item.title));
  return {
    headings: sections.map((section) => section.name),
    titles: titles(sections.filter((s) => !isGrid(s))),
    gridTitles: titles(sections.filter(isGrid)),
  };
}

function expectInOrder(text: string, sequence: string[]) {
  let at = 0;
  for (const expected of sequence) {
    const found = text.indexOf(normalize(expected), at);
    expect(found, `"${expected}" after position ${at}`).toBeGreaterThanOrEqual(0);
    at = found + normalize(expected).length;
  }
}

const cases = templateIds.flatMap((template) =>
  (["ar", "en"] as const).map((language) => [template, language] as const),
);

describe.each(cases)("printing %s in %s", (template, language) => {
  it("gives A4 pages with every heading and item title readable in order", async () => {
    const data = sample(template, language);
    const { file, result } = await printToFile(data, `${template}-${language}`);
    const info = pdfInfo(file);
    expect(info.pages).toBeGreaterThanOrEqual(2);
    expect(info.pages).toBe(result.pageBoxes);
    expect(Math.abs(info.width - 595.28)).toBeLessThan(1.5);
    expect(Math.abs(info.height - 841.89)).toBeLessThan(1.5);
    expect(result.overflows).toEqual([]);
    if (templateSpec(template).sidebar !== "none") {
      expect(result.regions.filter((r) => r.kind === "sidebar")).toHaveLength(result.pageBoxes);
    }

    const text = normalize(execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString());
    expect(text).toContain(normalize(data.basics.name));
    const reading = normalize(readingText(file, result.regions));
    const { headings, titles, gridTitles } = expectedSequences(data);
    expectInOrder(reading, headings);
    expectInOrder(reading, titles);
    for (const title of gridTitles) expect(reading).toContain(normalize(title));
  }, 60_000);
});

describe("page formats", () => {
  it("prints Letter pages at 8.5 × 11 in", async () => {
    const data = sample("gengar", "ar");
    data.metadata.page.format = "letter";
    const { file, result } = await printToFile(data, "letter");
    const info = pdfInfo(file);
    expect(info.pages).toBe(result.pageBoxes);
    expect(Math.abs(info.width - 612)).toBeLessThan(1.5);
    expect(Math.abs(info.height - 792)).toBeLessThan(1.5);
    expect(result.overflows).toEqual([]);
  }, 60_000);

  it("splits an item taller than a page instead of clipping it", async () => {
    const data = sample("onyx", "en");
    const long = Array.from(
      { length: 70 },
      (_, i) => `<p>- Achievement number ${i + 1} of a long career.</p>`,
    );
    data.sections.experience.items[0]!.summary = long.join("");
    const { file, result } = await printToFile(data, "long-item");
    expect(result.overflows).toEqual([]);
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"]).toString();
    for (const n of [1, 35, 70]) expect(text).toContain(`Achievement number ${n} of a long career.`);
  }, 60_000);
});

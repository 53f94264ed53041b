import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { expectOk } from "../../../testing/expect-ok";
import { readFixture } from "../../../testing/fixtures";
import { parsePdfResume } from "../../pdf/parse-pdf-resume";
import type { PdfTextLine } from "../../pdf/pdf-text";
import { headingKind } from "../../pdf/resume-patterns";
import { importMessages } from "../../result";
import { formatDescriptors } from "..";
import { scanFormat } from "./descriptor";
import { importScannedImage, ocrWarning, repairOcrHeadings } from "./import-scan";
import { imageSize, ocrPdf, resetOcrAvailability } from "./ocr";
import { needsNumberPass, tesseractTsvItems } from "./tesseract-tsv";

const header =
  "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext";
const word = (line: number, left: number, top: number, width: number, height: number, text: string) =>
  `5\t1\t1\t1\t${line}\t1\t${left}\t${top}\t${width}\t${height}\t90\t${text}`;

describe("tesseractTsvItems", () => {
  it("turns words into points at the image's dpi, each line on one baseline and font size", () => {
    const tsv = [
      header,
      `4\t1\t1\t1\t1\t0\t100\t100\t500\t60\t-1\t`,
      word(1, 100, 100, 200, 60, "Maria"),
      word(1, 320, 110, 180, 50, "Santos"),
    ].join("\n");
    const items = tesseractTsvItems(tsv, 144);
    expect(items.map((i) => i.text)).toEqual(["Maria", "Santos"]);
    expect(items[0]).toMatchObject({ x: 50, width: 100 });
    expect(items[0]!.y).toBe(items[1]!.y);
    expect(items[0]!.fontSize).toBe(items[1]!.fontSize);
  });

  it("reads digit groups of a right-to-left line right to left, as one run (a phone drawn by bidi)", () => {
    // As drawn: "6543 987 50 +966 :الجوال" from left to right.
    const tsv = [
      header,
      word(1, 900, 100, 120, 40, "الجوال:"),
      word(1, 800, 100, 80, 40, "+966"),
      word(1, 740, 100, 40, 40, "50"),
      word(1, 660, 100, 60, 40, "987"),
      word(1, 560, 100, 80, 40, "6543"),
    ].join("\n");
    const texts = tesseractTsvItems(tsv, 300).map((i) => i.text);
    expect(texts).toContain("+966 50 987 6543");
  });

  it("reads a year range drawn right to left in an Arabic line in logical order", () => {
    // Logical "2015 - 2019" in a right-to-left paragraph is drawn "2019 - 2015" from left to right.
    const tsv = [
      header,
      word(1, 540, 100, 80, 40, "2019"),
      word(1, 640, 100, 20, 40, "-"),
      word(1, 700, 100, 80, 40, "2015"),
      word(1, 900, 100, 150, 40, "محاسب"),
    ].join("\n");
    expect(tesseractTsvItems(tsv, 300).map((i) => i.text)).toContain("2015 - 2019");
  });

  it("keeps a Latin line's words left to right and does not join its numbers", () => {
    const tsv = [
      header,
      word(1, 100, 100, 80, 40, "Call"),
      word(1, 200, 100, 40, 40, "050"),
      word(1, 260, 100, 60, 40, "123"),
    ].join("\n");
    expect(tesseractTsvItems(tsv, 300).map((i) => i.text)).toEqual(["Call", "050", "123"]);
  });

  it("reads a lone ©, ® or e opening a line as a bullet", () => {
    const tsv = [header, word(1, 960, 100, 20, 30, "©"), word(1, 700, 100, 240, 40, "إعداد القوائم")].join(
      "\n",
    );
    expect(tesseractTsvItems(tsv, 300).map((i) => i.text)).toEqual(["•", "إعداد القوائم"]);
  });

  it("sets a bullet read a tab's width away beside its item, before a Latin item on an Arabic page", () => {
    const tsv = [
      header,
      word(1, 1584, 100, 26, 26, "©"),
      word(1, 1345, 97, 96, 33, "المتقدم"),
      word(1, 1455, 97, 72, 26, "Excel"),
      word(2, 1584, 200, 26, 26, "©"),
      word(2, 1472, 196, 57, 35, "SAP"),
      word(3, 1200, 300, 300, 33, "القوائم المالية"),
    ].join("\n");
    const items = tesseractTsvItems(tsv, 212);
    const [arabicBullet, excel, , latinBullet, sap] = items;
    expect(items.map((i) => i.text)).toEqual(["•", "Excel", "المتقدم", "•", "SAP", "القوائم المالية"]);
    // Half a line height from the item's edge, not the 55 px tab: the page reader keeps one line.
    expect(arabicBullet!.x - (excel!.x + excel!.width)).toBeLessThan(6);
    expect(latinBullet!.x + latinBullet!.width).toBeLessThan(sap!.x);
    // The mark's small height does not set the line's font size.
    expect(arabicBullet!.fontSize).toBeCloseTo((33 * 72) / 212 / 1.1, 1);
  });

  it("drops direction marks and skips rows that are not words", () => {
    const tsv = [
      header,
      "1\t1\t0\t0\t0\t0\t0\t0\t2480\t3508\t-1\t",
      word(1, 100, 100, 300, 40, "\u200eSAP\u200f"),
    ].join("\n");
    expect(tesseractTsvItems(tsv, 300).map((i) => i.text)).toEqual(["SAP"]);
  });
});

describe("numbers the Arabic pass cut short (a second pass with English alone)", () => {
  // As Tesseract read ar-27-scan with ara+eng: "2019 - حتى الآن" lost "201".
  const arabicPass = [
    header,
    word(1, 270, 100, 90, 25, "الآن"),
    word(1, 372, 100, 53, 25, "حتى"),
    word(1, 435, 100, 12, 25, "-"),
    word(1, 473, 100, 51, 25, "9"),
  ].join("\n");
  const englishPass = (text: string, conf = 96) =>
    [header, `5\t1\t1\t1\t1\t1\t455\t100\t69\t25\t${conf}\t${text}`].join("\n");

  it("asks for the pass only when a short number stands beside a range sign or a year", () => {
    expect(needsNumberPass(arabicPass)).toBe(true);
    const clean = [
      header,
      word(1, 300, 100, 90, 25, "2015"),
      word(1, 420, 100, 12, 25, "-"),
      word(1, 460, 100, 90, 25, "2019"),
    ];
    expect(needsNumberPass(clean.join("\n"))).toBe(false);
    expect(
      needsNumberPass(
        [header, word(1, 300, 100, 40, 25, "12"), word(1, 400, 100, 90, 25, "شارع")].join("\n"),
      ),
    ).toBe(false);
  });

  it("takes the English pass's year over the same place, so the range has its start", () => {
    const texts = tesseractTsvItems(arabicPass, 212, englishPass("2019")).map((i) => i.text);
    expect(texts).toContain("2019");
    expect(texts).not.toContain("9");
  });

  it("invents nothing: no confident reading there, or other digits, leaves the number as it was", () => {
    expect(tesseractTsvItems(arabicPass, 212).map((i) => i.text)).toContain("9");
    expect(tesseractTsvItems(arabicPass, 212, englishPass("2018")).map((i) => i.text)).toContain("9");
    expect(tesseractTsvItems(arabicPass, 212, englishPass("2019", 40)).map((i) => i.text)).toContain("9");
  });
});

describe("repairOcrHeadings", () => {
  const line = (text: string, fontSize: number, y: number): PdfTextLine => ({
    text,
    page: 1,
    x: 100,
    y,
    fontSize,
  });

  it("turns a heading one letter off (a bold ه read as م) into the heading, not body lines", () => {
    const lines = [
      line("محاسب مبتدئ", 10, 100),
      line("إدخال القيود اليومية", 10, 120),
      line("المؤمّلات العلمية", 13.6, 140),
      line("بكالوريوس التجارة", 10, 160),
      line("المهارة", 10, 180),
    ];
    const repaired = repairOcrHeadings(lines).map((l) => l.text);
    expect(headingKind(repaired[2]!)).toBe("education");
    expect(headingKind(lines[2]!.text)).toBeUndefined();
    expect(repaired.filter((_, i) => i !== 2)).toEqual(lines.filter((_, i) => i !== 2).map((l) => l.text));
  });

  it("leaves a line set smaller than most lines alone", () => {
    const lines = [line("المؤمّلات العلمية", 8, 100), line("نص", 10, 120), line("نص آخر", 10, 140)];
    expect(repairOcrHeadings(lines)[0]!.text).toBe("المؤمّلات العلمية");
  });
});

describe("the scan format descriptor", () => {
  it("is registered after the PDF format, which hands it PDFs without text, and claims only pictures", () => {
    const ids = formatDescriptors().map((d) => d.id);
    expect(ids.indexOf("scan")).toBeGreaterThan(ids.indexOf("pdf"));
    expect(formatDescriptors().find((d) => d.id === "pdf")?.noTextFallback).toBe("scan");
    expect(scanFormat.detect(new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0, 10, 0, 10, 3]))).toBe(true);
    expect(scanFormat.detect(readFixture("cv-gulf", "ar-27-scan.pdf"))).toBe(false);
  });
});

describe("imageSize", () => {
  it("reads a PNG's and a JPEG's size from the header and refuses other bytes", () => {
    const png = new Uint8Array(32);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 1240);
    new DataView(png.buffer).setUint32(20, 1754);
    expect(imageSize(png)).toEqual({ width: 1240, height: 1754, type: "png" });
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0x06, 0xda, 0x04, 0xd8, 3, 0, 0, 0, 0]);
    expect(imageSize(jpeg)).toEqual({ width: 1240, height: 1754, type: "jpeg" });
    expect(imageSize(new TextEncoder().encode("%PDF-1.4"))).toBeUndefined();
  });
});

describe("scanned CVs (Tesseract, ara+eng)", () => {
  const savedPath = process.env.PATH;
  afterEach(() => {
    process.env.PATH = savedPath;
    resetOcrAvailability();
  });

  // The bench allows OCR a minute here: on a loaded test machine pages take several times longer
  // than on an idle one (the worker's own limit is ocrLimits.deadlineMs).
  it("reads the scanned Arabic CV: name, e-mail, phone, title, every job with its dates, the school", async () => {
    const result = expectOk(
      await parsePdfResume(readFixture("cv-gulf", "ar-27-scan.pdf"), { ocrDeadlineMs: 90_000 }),
    );
    expect(result.ocr).toBe(true);
    expect(result.warnings).toContain(ocrWarning);
    const { basics, sections } = result.data;
    expect(basics.name).toBe("محمد أحمد عبدالرحمن");
    expect(basics.email).toBe("m.abdelrahman@example.com");
    expect(basics.phone.replace(/\D/g, "")).toBe("966509876543");
    expect(basics.headline).toBe("محاسب عام");
    const titles = sections.experience.items.map((item) => item.position);
    const wanted = ["محاسب أول", "محاسب", "محاسب مبتدئ"];
    // Sauvola's threshold (ocr.ts pageOptions) reads "محاسب", lost with Otsu's.
    expect(titles).toEqual(wanted);
    // The English-only number pass gives "2019 - حتى الآن" its start (Tesseract read "9 - حتى الآن").
    expect(sections.experience.items.map((item) => item.date)).toEqual([
      expect.stringMatching(/^2019\b/),
      expect.stringMatching(/2015.*2019/),
      expect.stringMatching(/2012.*2015/),
    ]);
    // The education heading read "المؤمّلات العلمية" is repaired (repairOcrHeadings).
    expect(sections.education.items.map((item) => item.institution)).toContain("جامعة القاهرة");
    // "● Excel المتقدم": the bullet set beside its item, then read as an item, not a level.
    expect(sections.skills.items.map((item) => item.name)).toEqual(
      expect.arrayContaining(["القوائم المالية", "SAP", "Excel المتقدم"]),
    );
  }, 120_000);

  // A phone's scan (grey paper, grain, JPEG 40, 1.4° tilt): the grey headings set over their
  // rules and the name were dropped as noise until grainy pages are smoothed (denoise.ts).
  it("reads a phone's scan of an Arabic CV: name, e-mail, phone and at least half the job titles", async () => {
    const result = expectOk(
      await parsePdfResume(readFixture("cv-gulf", "ar-28-scan-phone.pdf"), { ocrDeadlineMs: 300_000 }),
    );
    const { basics, sections } = result.data;
    // Hamza on alef is often lost by OCR; the name compares without it.
    expect(basics.name.replace(/[أإآ]/g, "ا")).toBe("محمد احمد عبدالرحمن");
    expect(basics.email).toBe("m.abdelrahman@example.com");
    expect(basics.phone.replace(/\D/g, "")).toBe("966509876543");
    const titles = sections.experience.items.map((item) => item.position);
    const wanted = ["محاسب أول", "محاسب", "محاسب مبتدئ"];
    expect(wanted.filter((title) => titles.includes(title)).length).toBeGreaterThanOrEqual(2);
  }, 360_000);

  // A darker, grainier phone's scan (paper 190, ±34 grain, JPEG 35, 2.1° tilt): Tesseract's layout
  // dropped the experience heading and the first job, and read the e-mail `fatimah
  // shehriggexample.com` and the name `فاطمة عليالشهري` (ocr.ts readMissedBands, readContactsAgain;
  // tesseract-tsv.ts separateWords).
  it("reads a grainy phone's scan: name, e-mail, phone and half the job titles", async () => {
    const result = expectOk(
      await parsePdfResume(readFixture("cv-gulf", "ar-29-scan-phone.pdf"), { ocrDeadlineMs: 300_000 }),
    );
    const { basics, sections } = result.data;
    expect(basics.name).toBe("فاطمة علي الشهري");
    expect(basics.email).toBe("fatimah.shehri@example.com");
    expect(basics.phone).toBe("0531112233");
    const titles = sections.experience.items.map((item) => item.position);
    expect(
      ["معلمة رياضيات", "معلمة متعاونة"].filter((title) => titles.includes(title)).length,
    ).toBeGreaterThanOrEqual(1);
  }, 360_000);

  // A phone's scan uploaded as the photo itself (the page's JPEG), of a CV with a dark sidebar:
  // pictures go through the same cleaning as PDF pages (ocr.ts cleanedPage), and Tesseract read
  // none of the light-on-dark skills from the raw photo.
  it("reads the dark sidebar of a phone's photo of a CV (JPEG) as it reads the same page in a PDF", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "phone-photo-"));
    try {
      const pdf = path.join(dir, "scan.pdf");
      writeFileSync(pdf, readFixture("cv-gulf", "ar-32-scan-phone.pdf"));
      execFileSync("pdfimages", ["-j", "-f", "1", "-l", "1", pdf, path.join(dir, "page")]);
      const photo = new Uint8Array(readFileSync(path.join(dir, "page-000.jpg")));
      expect(imageSize(photo)?.type).toBe("jpeg");
      const result = expectOk(await importScannedImage(photo, { ocrDeadlineMs: 300_000 }));
      const skills = result.data.sections.skills.items.map((item) => item.name);
      const wanted = ["Java", "React", "PostgreSQL", "Docker"];
      expect(wanted.filter((skill) => skills.includes(skill)).length).toBeGreaterThanOrEqual(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 360_000);

  // The same kind of scan of a CV with a dark sidebar (contacts, personal data, skills set light on
  // dark): Tesseract read none of the sidebar until dark panels are inverted (denoise.ts).
  it("reads the skills in a phone's scan of a CV with a dark sidebar", async () => {
    const result = expectOk(
      await parsePdfResume(readFixture("cv-gulf", "ar-32-scan-phone.pdf"), { ocrDeadlineMs: 300_000 }),
    );
    const skills = result.data.sections.skills.items.map((item) => item.name);
    // Three of the four at least (OCR of a noisy page); none before.
    const wanted = ["Java", "React", "PostgreSQL", "Docker"];
    expect(wanted.filter((skill) => skills.includes(skill)).length).toBeGreaterThanOrEqual(3);
  }, 360_000);

  it("says OCR is not installed when Tesseract is missing (and still refuses, localized)", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "no-tesseract-"));
    try {
      process.env.PATH = empty;
      resetOcrAvailability();
      const result = await parsePdfResume(readFixture("cv-gulf", "ar-27-scan.pdf"));
      expect(result).toEqual({ ok: false, errors: [{ path: "", message: importMessages.ocrMissing }] });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("stops when the time is up rather than outliving the worker's limit", async () => {
    expect(await ocrPdf(readFixture("cv-gulf", "ar-27-scan.pdf"), 1)).toEqual({
      ok: false,
      reason: "ocrTooSlow",
    });
  });

  it("refuses a scan when asked not to read it, and a picture that is not PNG or JPEG", async () => {
    const refused = await parsePdfResume(readFixture("cv-gulf", "ar-27-scan.pdf"), { ocr: false });
    expect(refused).toEqual({ ok: false, errors: [{ path: "", message: importMessages.pdfNoText }] });
    const notImage = await importScannedImage(new TextEncoder().encode("GIF89a"));
    expect(notImage).toEqual({ ok: false, errors: [{ path: "", message: importMessages.notCvFile }] });
  });
});

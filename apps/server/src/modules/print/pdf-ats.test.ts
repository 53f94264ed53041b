import { sampleResumeData } from "@sira/schema";
import * as mupdf from "mupdf";
import { afterAll, describe, expect, it } from "vitest";
import { createBrowserPool } from "../../adapters/browser/browser-pool";
import { findChromium } from "../../adapters/browser/find-chromium";
import {
  createUntrustedPool,
  type UntrustedFailure,
  type UntrustedPool,
  UntrustedTaskError,
} from "../../workers/untrusted-pool";
import { fixActualText, fixToUnicode, needsAtsText, parseToUnicode, prepareForAts } from "./pdf-ats";
import { extractWithMupdf, extractWithPoppler, normalizeForAts } from "./pdf-text";
import { printDocumentOf } from "./print-document";
import { atsTextInWorkers, renderChromiumPdf, renderPdf } from "./print-render";

/** An Arabic resume with what screening systems used to read back wrong. */
function arabicResume() {
  const data = sampleResumeData("ar");
  data.metadata.template = "professional";
  data.basics.name = "عبدالله بن عبدالرحمن الشهري";
  // Chromium writes a parenthesis's ActualText as a literal string (the ligature rewrite reads past it).
  data.sections.summary.content = "<p>للتواصل خلال أوقات العمل: +966 11 234 5678 دون موعد مسبق (الرياض).</p>";
  const [first] = data.sections.experience.items;
  if (first) data.sections.experience.items = [{ ...first, date: "2012 - 2016" }];
  return data;
}

/** Whole words of normalized extracted text. */
const wordsOf = (text: string) => new Set(normalizeForAts(text).split(" "));

/**
 * The words of a PDF's right-to-left runs (Chromium paints each word in one `BT … ET`, glyphs in
 * visual order) read back the two ways extractors put a run in reading order: character by
 * character (PDFBox, inside Apache Tika, expands presentation forms and reverses the line's
 * text) and glyph by glyph (pypdf puts each glyph's ToUnicode text in front of the text so far).
 */
function rtlWords(pdf: Uint8Array) {
  const byCharacter = new Set<string>();
  const byGlyph = new Set<string>();
  const doc = mupdf.PDFDocument.openDocument(pdf, "application/pdf") as mupdf.PDFDocument;
  try {
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.findPage(i);
      const maps = new Map<string, Map<string, string>>();
      page
        .get("Resources")
        .get("Font")
        .forEach((font, name) => {
          const cmap = Buffer.from(font.get("ToUnicode").readStream().asUint8Array()).toString("latin1");
          maps.set(`/${name}`, parseToUnicode(cmap));
        });
      const content = Buffer.from(page.get("Contents").readStream().asUint8Array()).toString("latin1");
      let font = "";
      let glyphs: string[] = [];
      let reversed = false;
      // Chromium's content: hex strings only, one operator per glyph.
      for (const [, tf, reversedChars, hex, et] of content.matchAll(
        /(\/\w+) [\d.]+ Tf|(\/ReversedChars BMC)|<([0-9A-F]+)> Tj|(?<=\n)(ET)(?=\n|$)/g,
      )) {
        if (tf) font = tf;
        else if (reversedChars) reversed = true;
        else if (hex && reversed) glyphs.push(maps.get(font)?.get(hex) ?? "");
        else if (et) {
          byCharacter.add(normalizeForAts([...glyphs.join("").normalize("NFKC")].reverse().join("")));
          byGlyph.add(normalizeForAts([...glyphs].reverse().join("")));
          glyphs = [];
          reversed = false;
        }
      }
    }
  } finally {
    doc.destroy();
  }
  return { byCharacter, byGlyph };
}

/** Each page of a PDF rasterized by MuPDF (RGB samples). */
function pagePixels(pdf: Uint8Array): Buffer[] {
  const doc = mupdf.Document.openDocument(pdf, "application/pdf");
  try {
    return Array.from({ length: doc.countPages() }, (_, i) => {
      const page = doc.loadPage(i);
      const pixmap = page.toPixmap(mupdf.Matrix.scale(1, 1), mupdf.ColorSpace.DeviceRGB);
      const pixels = Buffer.from(pixmap.getPixels());
      pixmap.destroy();
      page.destroy();
      return pixels;
    });
  } finally {
    doc.destroy();
  }
}

describe("PDFs that screening systems read (issue 16)", () => {
  const pool = createBrowserPool({ locate: () => findChromium({}), concurrency: 1, timeoutMs: 30_000 });
  const untrusted = createUntrustedPool({ threads: 1 });
  afterAll(() => Promise.all([pool.close(), untrusted.close()]));

  it("reads back the Arabic name, a lam-alef word, an inline phone and a date range", async () => {
    const { pdf } = await renderPdf(pool, printDocumentOf(arabicResume()).parts);
    const poppler = normalizeForAts(await extractWithPoppler(pdf));
    // poppler (server-side parsers) reads every line in order.
    expect(poppler).toContain("عبدالله بن عبدالرحمن الشهري");
    expect(poppler).toContain("للتواصل خلال أوقات العمل");
    expect(poppler).toContain("+966 11 234 5678");
    expect(poppler).toContain("2012 - 2016");
    // MuPDF reads words and left-to-right runs right, and a line of Arabic words in reading order
    // (a line mixing in a left-to-right run keeps its runs in visual order).
    const mupdf = extractWithMupdf(pdf);
    const words = wordsOf(mupdf);
    for (const word of ["عبدالله", "عبدالرحمن", "خلال", "العمل"]) expect(words).toContain(word);
    expect(normalizeForAts(mupdf)).toContain("عبدالله بن عبدالرحمن الشهري");
    expect(normalizeForAts(mupdf)).toContain("+966 11 234 5678");
    expect(normalizeForAts(mupdf)).toContain("2012 - 2016");

    // Without the post-processing, poppler reads the ligatures backwards.
    const raw = normalizeForAts(
      await extractWithPoppler((await renderChromiumPdf(pool, printDocumentOf(arabicResume()).parts)).pdf),
    );
    expect(raw).not.toContain("عبدالله بن");
    expect(raw).toContain("خالل");
  }, 60_000);

  it("spells ligatures the same whether a parser reverses characters or glyphs, without changing a pixel", async () => {
    const chromium = (await renderChromiumPdf(pool, printDocumentOf(arabicResume()).parts)).pdf;
    const fixed = prepareForAts(chromium);
    const { byCharacter, byGlyph } = rtlWords(fixed);
    // lam-alef (خلال) and the Allah ligature (عبدالله), each one glyph in the font.
    for (const word of ["خلال", "عبدالله", "عبدالرحمن"]) {
      expect(byCharacter).toContain(word);
      expect(byGlyph).toContain(word);
    }
    // Chromium's PDF reads them right only glyph by glyph (its ligatures map to one compatibility
    // character); a visual-order ligature text alone would read right only character by character.
    const raw = rtlWords(chromium);
    expect(raw.byGlyph).toContain("خلال");
    expect(raw.byCharacter).toContain("خالل");
    const [before, after] = [pagePixels(chromium), pagePixels(fixed)];
    expect(after.length).toBe(before.length);
    expect(after.every((page, i) => page.equals(before[i] as Buffer))).toBe(true);
  }, 60_000);

  it("adds the text layer in the worker pool as the server does, and leaves English PDFs as printed", async () => {
    const arabic = printDocumentOf(arabicResume()).parts;
    const atsText = atsTextInWorkers(untrusted);
    const { pdf } = await renderPdf(pool, arabic, { atsText });
    const poppler = normalizeForAts(await extractWithPoppler(pdf));
    expect(poppler).toContain("عبدالله بن عبدالرحمن الشهري");
    expect(poppler).toContain("+966 11 234 5678");
    // The worker's PDF is the one prepareForAts makes here.
    const chromium = (await renderChromiumPdf(pool, arabic)).pdf;
    expect(Buffer.from(await atsText(chromium)).equals(Buffer.from(prepareForAts(chromium)))).toBe(true);
    // A full or slow pool does the work here; a crashed worker leaves Chromium's PDF as printed.
    const failing = (reason: UntrustedFailure): UntrustedPool => ({
      run: async () => {
        throw new UntrustedTaskError(reason);
      },
      stats: () => ({ pending: 0, threads: 1 }),
      close: async () => {},
    });
    for (const reason of ["busy", "timeout"] as const)
      expect(
        Buffer.from(await atsTextInWorkers(failing(reason))(chromium)).equals(
          Buffer.from(prepareForAts(chromium)),
        ),
      ).toBe(true);
    expect(await atsTextInWorkers(failing("crashed"))(chromium)).toBe(chromium);

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

  it("writes ligature text in visual order and leaves everything else alone", () => {
    const content =
      "BT\n/ReversedChars BMC\n/Span<</ActualText <FEFF06440627> >> BDC\n<00BC> Tj\nEMC\nEMC\nET\nBT\n/Span<</ActualText <FEFF00660069> >> BDC\n<0001> Tj\nEMC\nET";
    expect(fixActualText(content)).toBe(content.replace("<FEFF06440627>", "<FEFF06270644>"));
    const cmap =
      "2 beginbfchar\n<0064> <FDF2>\n<0004> <060C>\nendbfchar\n2 beginbfrange\n<00BC> <00BD> <FEFB>\n<000F> <0010> <0629>\nendbfrange\nendcmap";
    const fixed = fixToUnicode(cmap);
    expect(fixed).toContain("<0064> <0647064406440627>");
    expect(fixed).toContain("<00BC> <06270644>");
    expect(fixed).toContain("<00BD> <06270644>");
    expect(fixed).toContain("<000F> <0010> <0629>");
    expect(fixed).toContain("<0004> <060C>");
  });
});

import { detachMarks, fixActualText } from "./actual-text";
import { rewritePdf } from "./rewrite-pdf";
import { joinNeutralsToRtlWords, markRtlNeutrals } from "./rtl-neutrals";
import { fixToUnicode } from "./to-unicode";
import type { PdfTextRewrites } from "./types";

/**
 * Post-processing that makes Chromium's Arabic PDFs read back right in applicant tracking
 * systems without changing a pixel (issue 16; measurements in bench/README.md, "ats-eval").
 *
 * Chromium (Skia) paints each right-to-left word in one `BT … ET` with its glyphs in visual
 * order inside `/ReversedChars BMC … EMC`, gives presentation-form glyphs a
 * `/Span <</ActualText (letters)>> BDC`, and maps ligature glyphs in the fonts' ToUnicode to a
 * single compatibility code point (U+FEF5–U+FEFC lam-alef, U+FDF2 the Allah ligature). Extractors
 * reverse right-to-left lines themselves, character by character, so a ligature whose text is
 * in logical order comes out reversed (`خلال → خالل`, `عبدالله → عبدهللا`). Here:
 *
 * - every multi-character ActualText inside a reversed run is written in visual order (poppler
 *   and MuPDF honour ActualText, then reverse the line);
 * - every ligature glyph reads as one letter, the others coming from invisible glyphs before it
 *   (`splitLigatures`: PDFBox reverses a line's characters, pypdf its glyphs; where a font's
 *   ligatures cannot be split, its ToUnicode gives their letters in visual order, for PDFBox);
 * - neutral runs beside a left-to-right run, punctuation poppler counts with numbers (`،`, `:`,
 *   `/`, a line-final `.` or `٪`), leading harakat and spaces after a right-to-left word are
 *   arranged so poppler and MuPDF keep them in place (`markRtlNeutrals`, `detachMarks`,
 *   `joinNeutralsToRtlWords`);
 * - a number of several groups in a right-to-left line (`+966 11 234 5678`) gets an invisible
 *   left-to-right mark that only PDFBox reads, so it keeps the groups in order (`markNumberRuns`);
 * - where PDFBox would join two glyphs painted out of visual order (a list marker and its line)
 *   or take an Arabic line starting with a Latin word as left-to-right, an invisible space or
 *   right-to-left mark that only it reads (`markLines`);
 * - each font's unused default width becomes twice its space and long `Td` moves are split into
 *   moves adding up to them, so pypdf 3 no longer splits words at Chromium's per-glyph
 *   positioning (`shortMoves`; English PDFs too).
 *
 * Only text-extraction objects change (marked-content properties, ToUnicode CMaps, widths of
 * codes no glyph uses and default widths, a `Td` split into moves adding up to it, invisible
 * glyphs and text-object boundaries between glyphs that each set their own matrix): every visible glyph is painted from the same matrix with the same font, so
 * pages render identically (the harness compares pixels). The input is returned unchanged when
 * there is nothing to fix or it cannot be parsed.
 */
export function prepareForAts(pdf: Uint8Array): Uint8Array {
  return rewritePdf(pdf, atsRewrites);
}

/** The rewrites of `prepareForAts` (the harness compares variants of them). */
export const atsRewrites: PdfTextRewrites = {
  content: (content, glyphText) =>
    joinNeutralsToRtlWords(markRtlNeutrals(detachMarks(fixActualText(content)), glyphText), glyphText),
  toUnicode: fixToUnicode,
  splitLigatures: true,
  markNumberRuns: true,
  markLines: true,
  shortMoves: true,
};

/**
 * The text layer of the ATS-safe PDF (issue 36: `renderAtsSafeParts`, printed for
 * `variant=ats`): `prepareForAts`, PDFBox-only marks for its lines painted word by word in
 * reading order (`markLogicalLines`), a sign painted with its number's item left alone by
 * `markRtlNeutrals`, and each Arabic-Indic number's digits reversed in an ActualText only MuPDF
 * reads (`markArabicIndicNumbers`). Not for the template's PDFs: their flex rows (contacts,
 * keyword chips) are painted in reading order too, and step 7 (`markLines`) reads them already;
 * their date ranges stay in visual run order in MuPDF whatever the digits.
 */
export function prepareAtsSafe(pdf: Uint8Array): Uint8Array {
  return rewritePdf(pdf, atsSafeRewrites);
}

/** The rewrites of `prepareAtsSafe`. */
export const atsSafeRewrites: PdfTextRewrites = {
  ...atsRewrites,
  // Its left-to-right words are flex items of their own: a sign painted with a number belongs to it.
  content: (content, glyphText) =>
    joinNeutralsToRtlWords(
      markRtlNeutrals(detachMarks(fixActualText(content)), glyphText, { ltrItems: true }),
      glyphText,
    ),
  markLogicalLines: true,
  arabicIndicNumbers: true,
};

/**
 * @sira/pdf-text: the text layer of printed PDFs. `prepareForAts` rewrites a Chromium PDF's text
 * objects so screening systems read Arabic back right (each stage its own module, all run by
 * `rewritePdf`); `extractText`/`extractLines` read a PDF back as poppler and MuPDF do.
 */
export { detachMarks, fixActualText } from "./actual-text";
export { type Block, type Glyph, parseBlock, rewriteLines, type Unit } from "./blocks";
export {
  extractLines,
  extractText,
  MissingReaderError,
  normalizeForAts,
  type PdfReader,
  withoutDirectionControls,
} from "./extract";
export { numberRun } from "./mark-number-runs";
export { atsRewrites, atsSafeRewrites, prepareAtsSafe, prepareForAts } from "./prepare-for-ats";
export { rewritePdf } from "./rewrite-pdf";
export { joinNeutralsToRtlWords, markRtlNeutrals } from "./rtl-neutrals";
export { shortMoves } from "./short-moves";
export { fixToUnicode, parseToUnicode } from "./to-unicode";
export type { GlyphText, PdfTextRewrites } from "./types";

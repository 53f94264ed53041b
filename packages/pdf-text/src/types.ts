import type * as mupdf from "mupdf";

/** The text a page's font (by resource name, e.g. "/F5") gives a glyph code (hex), per its ToUnicode. */
export type GlyphText = (font: string, hex: string) => string | undefined;

/** Rewrites of a PDF's text objects, each answering its input unchanged when it has nothing to do. */
export interface PdfTextRewrites {
  /** A page content stream (its bytes as latin1), with the text of the page's glyphs. */
  content?: (content: string, glyphText: GlyphText) => string;
  /** A font's ToUnicode CMap. */
  toUnicode?: (cmap: string) => string;
  /** Give each ligature glyph one letter and invisible glyphs the others (`splitLigatures`). */
  splitLigatures?: boolean;
  /** Invisible bidi marks around numbers of several groups in right-to-left lines (`markNumberRuns`). */
  markNumberRuns?: boolean;
  /** Invisible left-to-right marks in lines painted in reading order, for PDFBox (`markLogicalLines`). */
  markLogicalLines?: boolean;
  /** Invisible spaces and right-to-left marks where PDFBox would misread a line (`markLines`). */
  markLines?: boolean;
  /** Long `Td` moves split and fonts' unused default widths set so pypdf 3 reads no gap inside words (`shortMoves`). */
  shortMoves?: boolean;
  /** Numbers in Arabic-Indic digits given their digits reversed in an ActualText only MuPDF reads (`markArabicIndicNumbers`). */
  arabicIndicNumbers?: boolean;
}

/** A content stream of a page: its object and its bytes (latin1) as read and as rewritten. */
export interface PageStream {
  stream: mupdf.PDFObject;
  before: string;
  after: string;
  /** The page's fonts by resource name (`/F4`). */
  fonts: Map<string, mupdf.PDFObject>;
  /** The text of the page's glyphs, per the ToUnicode CMaps as the PDF came. */
  glyphText: GlyphText;
}

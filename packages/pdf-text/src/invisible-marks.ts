import type * as mupdf from "mupdf";
import { addZeroWidths, cidFontOf, cidWidths, freeCodes } from "./cid-fonts";
import { hex4 } from "./text-codes";
import { parseToUnicode, withEntries } from "./to-unicode";

/** An invisible glyph for each character of `marks` in `font`, in an empty ActualText span (null: not possible). */
export type InvisibleMarks = (font: mupdf.PDFObject | undefined, marks: string) => string | null;

/**
 * Invisible glyphs that only readers ignoring ActualText see (PDFBox, pdfminer, pypdf): per font,
 * a code no glyph uses for each character, of zero width in the CIDFont's /W, mapped to the
 * character in the font's ToUnicode (added on first use), shown in rendering mode 3 inside an
 * empty ActualText span, so poppler and MuPDF read nothing there.
 */
export function invisibleMarks(
  doc: mupdf.PDFDocument,
  fonts: Map<number, { font: mupdf.PDFObject; cmap: string | null }>,
  cmaps: Map<number, string>,
): InvisibleMarks {
  // The code of each mark in each font (by object number and mark), added on first use; null: none possible.
  const codes = new Map<string, string | null>();
  const codeOf = (font: mupdf.PDFObject | undefined, mark: string): string | null => {
    if (!font?.isIndirect()) return null;
    const key = font.asIndirect();
    const known = codes.get(`${key}${mark}`);
    if (known !== undefined) return known;
    const cmap = cmaps.get(key);
    const cidFont = fonts.has(key) ? cidFontOf(font) : null;
    let code: string | null = null;
    if (cmap?.includes("endcmap") && cidFont) {
      code = freeCodes(parseToUnicode(cmap), cidWidths(cidFont))();
      cmaps.set(key, withEntries(cmap, [`<${code}> <${hex4(mark)}>`]));
      addZeroWidths(doc, cidFont, [code]);
    }
    codes.set(`${key}${mark}`, code);
    return code;
  };
  return (font, marks) => {
    const glyphs = [...marks].map((mark) => codeOf(font, mark));
    return glyphs.every(Boolean)
      ? `/Span<</ActualText <FEFF>>> BDC\n3 Tr ${glyphs.map((code) => `<${code}> Tj`).join(" ")} 0 Tr\nEMC`
      : null;
  };
}

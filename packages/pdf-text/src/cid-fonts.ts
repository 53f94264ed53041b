import type * as mupdf from "mupdf";
import { hex4 } from "./text-codes";

/** The CIDFont of a two-byte Identity-H Type0 font (where invisible glyphs can be added), or null. */
export function cidFontOf(font: mupdf.PDFObject): mupdf.PDFObject | null {
  const cidFont = font.get("DescendantFonts").get(0);
  return font.get("Subtype").toString() === "/Type0" &&
    font.get("Encoding").toString() === "/Identity-H" &&
    cidFont.isDictionary()
    ? cidFont
    : null;
}

/**
 * Codes (hex) for invisible glyphs in a CIDFont: none that its ToUnicode (`used`) maps or its /W
 * gives a width, i.e. no glyph the PDF draws; from U+FFFE down.
 */
export function freeCodes(used: Map<string, string>, widths: Map<number, number>): () => string {
  let next = 0xfffe;
  return () => {
    while (next > 0x100 && (used.has(hex4(String.fromCharCode(next))) || widths.has(next))) next--;
    return hex4(String.fromCharCode(next--));
  };
}

/** Zero widths for `codes` (hex) in a CIDFont's /W, so invisible glyphs do not move the pen. */
export function addZeroWidths(doc: mupdf.PDFDocument, cidFont: mupdf.PDFObject, codes: string[]) {
  let w = cidFont.get("W");
  if (!w.isArray()) {
    w = doc.newArray();
    cidFont.put("W", w);
  }
  for (const code of codes) {
    w.push(doc.newInteger(Number.parseInt(code, 16)));
    const one = doc.newArray();
    one.push(doc.newInteger(0));
    w.push(one);
  }
}

/** Widths of a CIDFont's /W array by CID (glyph space units). */
export function cidWidths(cidFont: mupdf.PDFObject): Map<number, number> {
  const out = new Map<number, number>();
  const w = cidFont.get("W");
  if (!w.isArray()) return out;
  for (let i = 0; i < w.length; ) {
    const first = w.get(i).asNumber();
    const second = w.get(i + 1);
    if (second.isArray()) {
      for (let k = 0; k < second.length; k++) out.set(first + k, second.get(k).asNumber());
      i += 2;
    } else {
      const last = second.asNumber();
      const width = w.get(i + 2).asNumber();
      for (let c = first; c <= last && c - first < 65536; c++) out.set(c, width);
      i += 3;
    }
  }
  return out;
}

/** Glyph widths of a CID font (glyph space, by CID) and its default width. */
export interface Widths {
  w: Map<number, number>;
  dw: number;
}

/**
 * Each font's widths by its object, read once per font: the lookup the text-layer steps give
 * `placedGlyphs`. Null for a font that is not a CID font (or not an indirect object).
 */
export function widthsByFont(): (font: mupdf.PDFObject | undefined) => Widths | null {
  const widths = new Map<number, Widths | null>();
  return (font) => {
    if (!font?.isIndirect()) return null;
    const key = font.asIndirect();
    if (!widths.has(key)) {
      const cidFont = cidFontOf(font);
      const dw = cidFont?.get("DW");
      widths.set(key, cidFont ? { w: cidWidths(cidFont), dw: dw?.isNumber() ? dw.asNumber() : 1000 } : null);
    }
    return widths.get(key) ?? null;
  };
}

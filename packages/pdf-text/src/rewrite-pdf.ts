import { deflateSync } from "node:zlib";
import * as mupdf from "mupdf";
import { markArabicIndicNumbers } from "./arabic-indic-numbers";
import { invisibleMarks } from "./invisible-marks";
import { markLogicalLines } from "./logical-lines";
import { markLines } from "./mark-lines";
import { markNumberRuns } from "./mark-number-runs";
import { shortMoves } from "./short-moves";
import { splitLigatures } from "./split-ligatures";
import { parseToUnicode } from "./to-unicode";
import type { GlyphText, PageStream, PdfTextRewrites } from "./types";

/**
 * `pdf` with its page content streams and fonts' ToUnicode CMaps passed through `rewrites`,
 * saved incrementally: every other object keeps its bytes (a full save re-serializes numbers
 * and changes how pages rasterize). Answers the input itself when nothing changed or it cannot
 * be parsed.
 */
export function rewritePdf(pdf: Uint8Array, rewrites: PdfTextRewrites): Uint8Array {
  let doc: mupdf.PDFDocument | undefined;
  try {
    doc = mupdf.PDFDocument.openDocument(pdf, "application/pdf") as mupdf.PDFDocument;
    const pdfDoc = doc;
    // Every font once (by object number), with the CMap it came with.
    const fonts = new Map<number, { font: mupdf.PDFObject; cmap: string | null }>();
    const streams: PageStream[] = [];
    const inForms = new Set<number>();
    for (let i = 0; i < doc.countPages(); i++) {
      const page = doc.findPage(i);
      const contents = page.get("Contents");
      const resources = page.get("Resources");
      const pageFonts = new Map<string, mupdf.PDFObject>();
      const fontDict = resources.get("Font");
      if (fontDict.isDictionary())
        fontDict.forEach((font, name) => {
          pageFonts.set(`/${name}`, font);
          if (!font.isIndirect() || fonts.has(font.asIndirect())) return;
          const toUnicode = font.get("ToUnicode");
          fonts.set(font.asIndirect(), {
            font,
            cmap: toUnicode.isStream()
              ? Buffer.from(toUnicode.readStream().asUint8Array()).toString("latin1")
              : null,
          });
        });
      fontsInForms(resources, inForms, 0);
      const glyphText = pageGlyphText(pageFonts, fonts);
      for (const stream of contents.isArray()
        ? Array.from({ length: contents.length }, (_, k) => contents.get(k))
        : [contents]) {
        if (!stream.isStream()) continue;
        const before = Buffer.from(stream.readStream().asUint8Array()).toString("latin1");
        const after = rewrites.content ? rewrites.content(before, glyphText) : before;
        streams.push({ stream, before, after, fonts: pageFonts, glyphText });
      }
    }
    const cmaps = new Map<number, string>();
    for (const [key, { cmap }] of fonts)
      if (cmap !== null) cmaps.set(key, rewrites.toUnicode ? rewrites.toUnicode(cmap) : cmap);
    if (rewrites.splitLigatures) splitLigatures(pdfDoc, fonts, cmaps, streams, inForms);
    if (rewrites.markNumberRuns || rewrites.markLines || rewrites.markLogicalLines) {
      const invisible = invisibleMarks(pdfDoc, fonts, cmaps);
      if (rewrites.markLogicalLines) markLogicalLines(streams, invisible);
      if (rewrites.markNumberRuns) markNumberRuns(streams, invisible);
      if (rewrites.markLines) markLines(streams, invisible);
    }
    let changed = rewrites.shortMoves ? shortMoves(pdfDoc, streams, inForms) : false;
    // Last: the other steps read Chromium's text objects, which this wraps in marked content.
    if (rewrites.arabicIndicNumbers)
      for (const s of streams) s.after = markArabicIndicNumbers(s.after, s.glyphText);
    for (const { stream, before, after } of streams)
      if (after !== before) {
        writeDeflated(pdfDoc, stream, after);
        changed = true;
      }
    for (const [key, { font, cmap }] of fonts) {
      const fixed = cmaps.get(key);
      if (cmap === null || fixed === undefined || fixed === cmap) continue;
      writeDeflated(pdfDoc, font.get("ToUnicode"), fixed);
      changed = true;
    }
    if (!changed) return pdf;
    return doc.saveToBuffer("incremental").asUint8Array().slice();
  } catch {
    return pdf;
  } finally {
    doc?.destroy();
  }
}

/** Object numbers of the fonts form XObjects use (their text is not rewritten), nested forms too. */
function fontsInForms(resources: mupdf.PDFObject, out: Set<number>, depth: number) {
  const xobjects = resources.get("XObject");
  if (depth > 8 || !xobjects.isDictionary()) return;
  xobjects.forEach((xobject) => {
    if (xobject.get("Subtype").toString() !== "/Form") return;
    const formResources = xobject.get("Resources");
    const fonts = formResources.get("Font");
    if (fonts.isDictionary())
      fonts.forEach((font) => {
        if (font.isIndirect()) out.add(font.asIndirect());
      });
    fontsInForms(formResources, out, depth + 1);
  });
}

/** Glyph texts of a page's fonts, from their ToUnicode CMaps as the PDF came. */
function pageGlyphText(
  pageFonts: Map<string, mupdf.PDFObject>,
  fonts: Map<number, { cmap: string | null }>,
): GlyphText {
  const maps = new Map<string, Map<string, string>>();
  return (name, hex) => {
    let map = maps.get(name);
    if (!map) {
      const font = pageFonts.get(name);
      const cmap = font?.isIndirect() ? fonts.get(font.asIndirect())?.cmap : null;
      map = cmap ? parseToUnicode(cmap) : new Map();
      maps.set(name, map);
    }
    return map.get(hex.toUpperCase());
  };
}

/** Replace a stream's data with `text` (bytes as latin1), Flate-compressed. */
function writeDeflated(doc: mupdf.PDFDocument, stream: mupdf.PDFObject, text: string) {
  stream.writeRawStream(deflateSync(Buffer.from(text, "latin1"), { level: 1 }));
  stream.delete("DecodeParms");
  stream.put("Filter", doc.newName("FlateDecode"));
}

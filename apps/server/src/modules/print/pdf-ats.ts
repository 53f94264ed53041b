import { deflateSync } from "node:zlib";
import { baseCss, type ResumeParts, templates } from "@sira/templates";
import * as mupdf from "mupdf";

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
 * - neutral runs beside a left-to-right run, leading harakat and spaces after a right-to-left
 *   word are arranged so poppler and MuPDF keep them in place (`markRtlNeutrals`,
 *   `detachMarks`, `joinNeutralsToRtlWords`);
 * - a number of several groups in a right-to-left line (`+966 11 234 5678`) gets an invisible
 *   left-to-right mark that only PDFBox reads, so it keeps the groups in order (`markNumberRuns`);
 * - where PDFBox would join two glyphs painted out of visual order (a list marker and its line)
 *   or take an Arabic line starting with a Latin word as left-to-right, an invisible space or
 *   right-to-left mark that only it reads (`markLines`).
 *
 * Only text-extraction objects change (marked-content properties, ToUnicode CMaps, widths of
 * codes no glyph uses, invisible glyphs and text-object boundaries between glyphs that each set
 * their own matrix): every visible glyph is painted from the same matrix with the same font, so
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
};

/**
 * Characters that make Chromium write right-to-left runs (`/ReversedChars`) or ligature glyphs
 * `prepareForAts` rewrites: Hebrew and Arabic letters, marks and presentation forms. A CSS
 * escape of one (`content: "\\0627"` in custom CSS) counts too.
 */
const rtlText =
  /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]|\\0*(?:5[9a-f]|[6-8][0-9a-f]|f[b-e][0-9a-f])[0-9a-f](?![0-9a-f])/i;

/** The CSS our templates bring (the Arabic comma onyx draws between keywords in Arabic resumes). */
const ownCss = [baseCss, ...Object.values(templates).map((template) => template.css)].filter(Boolean);

/**
 * Whether a printed document can hold anything `prepareForAts` rewrites: a right-to-left resume,
 * or right-to-left text in its markup or in the user's own CSS (generated content). Without it
 * (an English resume) Chromium writes no reversed run and no Arabic ligature, so the PDF is
 * left as printed without opening it: a regex over the markup instead of a MuPDF parse.
 */
export function needsAtsText(parts: Pick<ResumeParts, "dir" | "css" | "body">): boolean {
  if (parts.dir === "rtl" || rtlText.test(parts.body)) return true;
  let css = parts.css;
  for (const own of ownCss) css = css.replace(own, "");
  return rtlText.test(css);
}

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
  /** Invisible spaces and right-to-left marks where PDFBox would misread a line (`markLines`). */
  markLines?: boolean;
}

/** A content stream of a page: its object and its bytes (latin1) as read and as rewritten. */
interface PageStream {
  stream: mupdf.PDFObject;
  before: string;
  after: string;
  /** The page's fonts by resource name (`/F4`). */
  fonts: Map<string, mupdf.PDFObject>;
  /** The text of the page's glyphs, per the ToUnicode CMaps as the PDF came. */
  glyphText: GlyphText;
}

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
    if (rewrites.markNumberRuns || rewrites.markLines) {
      const invisible = invisibleMarks(pdfDoc, fonts, cmaps);
      if (rewrites.markNumberRuns) markNumberRuns(streams, invisible);
      if (rewrites.markLines) markLines(streams, invisible);
    }
    let changed = false;
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

/** Code (hex, upper case) → text of a ToUnicode CMap's bfchar and bfrange entries. */
export function parseToUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, dst] of (body as string).matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set((code as string).toUpperCase(), fromHex(dst as string));
  for (const [, body] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, dst] of (body as string).matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]{4})>/g,
    )) {
      const from = Number.parseInt(lo as string, 16);
      const to = Number.parseInt(hi as string, 16);
      const start = Number.parseInt(dst as string, 16);
      for (let k = 0; k <= to - from && k < 65536; k++)
        map.set(
          (from + k)
            .toString(16)
            .toUpperCase()
            .padStart((lo as string).length, "0"),
          String.fromCharCode(start + k),
        );
    }
  return map;
}

/** Replace a stream's data with `text` (bytes as latin1), Flate-compressed. */
function writeDeflated(doc: mupdf.PDFDocument, stream: mupdf.PDFObject, text: string) {
  stream.writeRawStream(deflateSync(Buffer.from(text, "latin1"), { level: 1 }));
  stream.delete("DecodeParms");
  stream.put("Filter", doc.newName("FlateDecode"));
}

const hex4 = (s: string) =>
  [...s].map((c) => c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")).join("");
const fromHex = (h: string) =>
  String.fromCharCode(...(h.match(/.{4}/g) ?? []).map((x) => Number.parseInt(x, 16)));
/** Characters of `s` in reverse order (UTF-16 units: all of Arabic is in the BMP). */
const reversed = (s: string) => [...s].reverse().join("");

/** Multi-character ActualText of the glyphs in right-to-left runs, in visual order. */
export function fixActualText(content: string): string {
  if (!content.includes("/ReversedChars")) return content;
  return content.replace(/BT\b[\s\S]*?\bET\b/g, (block) =>
    block.includes("/ReversedChars")
      ? block.replace(/\/ActualText\s*<FEFF((?:[0-9A-Fa-f]{4}){2,})>/g, (_, h: string) => {
          return `/ActualText <FEFF${hex4(reversed(fromHex(h)))}>`;
        })
      : block,
  );
}

/**
 * A letter with a haraka (`فً`) is one ActualText span over two glyphs, the raised or lowered mark
 * painted first. poppler places the span's text on the first glyph's baseline and then breaks
 * the word there (`موظفًا → موظفً ا`); here the leading mark gets an empty ActualText span of its
 * own, so the letters take the base glyph's place. Paint order and positions are unchanged.
 */
export function detachMarks(content: string): string {
  if (!content.includes("/ReversedChars")) return content;
  return content.replace(
    /(\/Span\s*<<\s*\/ActualText\s*<FEFF(?:[0-9A-Fa-f]{4}){2,}>\s*>>\s*BDC\n(?:\/\w+ [\d.]+ Tf\n(?:[-\d. ]+ Tm\n)?)?)((?:-?[\d.]+) (-?[\d.]+) Td <[0-9A-Fa-f]+> Tj\n)(?=(?:-?[\d.]+ -?[\d.]+ Td )?<[0-9A-Fa-f]+> Tj\n)/g,
    (whole, open: string, mark: string, dy: string) =>
      Number.parseFloat(dy) === 0
        ? whole
        : `/Span<</ActualText <FEFF>>> BDC\n${open.replace(/^\/Span[\s\S]*?BDC\n/, "")}${mark}EMC\n${open.match(/^\/Span[\s\S]*?BDC\n/)?.[0] ?? ""}`,
  );
}

/** Ligatures that ToUnicode maps to one compatibility code point, and their letters. */
const ligatures: Record<number, string> = Object.fromEntries(
  [0xfef5, 0xfef6, 0xfef7, 0xfef8, 0xfef9, 0xfefa, 0xfefb, 0xfefc, 0xfdf2].map((cp) => [
    cp,
    String.fromCodePoint(cp).normalize("NFKC"),
  ]),
);

/**
 * A ToUnicode CMap whose ligature glyphs map to their letters in visual order (ranges that hold
 * a ligature are split into single entries); other entries are kept as they are.
 */
export function fixToUnicode(cmap: string): string {
  if (!/<(FEF[5-9A-C]|FDF2)>|bfrange/i.test(cmap)) return cmap;
  let changed = false;
  const lig = (cp: number) => ligatures[cp];
  const out = cmap.replace(/(?<!\d)(\d+)\s+beginbfrange([\s\S]*?)endbfrange/g, (whole, _n, body: string) => {
    const keep: string[] = [];
    const singles: string[] = [];
    for (const m of body.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]{4})>/g)) {
      const [line, lo, hi, dst] = m as unknown as [string, string, string, string];
      const from = Number.parseInt(lo, 16);
      const to = Number.parseInt(hi, 16);
      const start = Number.parseInt(dst, 16);
      const hits = Array.from({ length: to - from + 1 }, (_, k) => start + k).some((cp) => lig(cp));
      if (!hits) {
        keep.push(line);
        continue;
      }
      changed = true;
      for (let k = 0; k <= to - from; k++) {
        const cp = start + k;
        const code = (from + k).toString(16).toUpperCase().padStart(lo.length, "0");
        singles.push(`<${code}> <${hex4(lig(cp) ? reversed(lig(cp) as string) : String.fromCharCode(cp))}>`);
      }
    }
    if (!singles.length) return whole;
    const ranges = keep.length ? `${keep.length} beginbfrange\n${keep.join("\n")}\nendbfrange\n` : "";
    return `${ranges}${singles.length} beginbfchar\n${singles.join("\n")}\nendbfchar`;
  });
  const result = out.replace(/<([0-9A-Fa-f]+)>\s*<(FEF[5-9A-C]|FDF2)>/gi, (_, code: string, dst: string) => {
    changed = true;
    return `<${code}> <${hex4(reversed(lig(Number.parseInt(dst, 16)) as string))}>`;
  });
  return changed ? result : cmap;
}

/**
 * How one font's ligature glyphs are read after `splitLigatures`: the ligature glyph keeps the
 * letter on its right (the word's first in reading order) and invisible glyphs painted before it
 * (by code) give the others, in visual order.
 */
interface FontSplit {
  ligatures: Map<string, { invisible: string[] }>;
  /** The font's ToUnicode CMap with the ligatures as single letters and the invisible glyphs. */
  cmap: string;
  /** Widths (glyph space, all zero) of the invisible glyphs' codes, for the CIDFont's /W. */
  widths: Map<string, number>;
}

/**
 * Ligature glyphs (lam-alef, the Allah ligature) read as one letter each, wherever the reader
 * puts a right-to-left run back in order. Extractors reverse Chromium's visual-order runs in two
 * ways: PDFBox (inside Tika) reverses the line's characters, so a ligature's multi-letter text
 * must be in visual order; pypdf puts each glyph's text in front of the run's text, so it must
 * be in reading order. No text serves both unless every glyph reads as one character: the
 * ligature glyph maps to its first letter, and before it, in the ligature's ActualText span (so
 * poppler and MuPDF still read the span's text), invisible glyphs (rendering mode 3, codes no
 * glyph of the font uses, of zero width in the CIDFont's /W) give the other letters in visual
 * order; `0 0 Td` then puts the ligature back at its own origin whatever the character spacing.
 * Nothing is painted, and the ligature is drawn from the very same text matrix, so pages stay
 * identical.
 *
 * A font is split only if every use of its ligatures can be rewritten this way (a `Tj` of that
 * one glyph right after the text matrix is set, in a page's content stream) and it is a
 * two-byte Identity-H Type0 font; otherwise it keeps the visual-order text of `fixToUnicode`.
 */
function splitLigatures(
  doc: mupdf.PDFDocument,
  fonts: Map<number, { font: mupdf.PDFObject; cmap: string | null }>,
  cmaps: Map<number, string>,
  streams: PageStream[],
  inForms: Set<number>,
) {
  const plans = new Map<number, FontSplit>();
  for (const [key, { font, cmap }] of fonts) {
    const fixed = cmaps.get(key);
    if (cmap === null || fixed === undefined || inForms.has(key)) continue;
    const plan = planFontSplit(font, parseToUnicode(cmap), fixed);
    if (plan) plans.set(key, plan);
  }
  if (plans.size === 0) return;
  const planOf = (fonts: Map<string, mupdf.PDFObject>) => {
    const byName = new Map<string, FontSplit | undefined>();
    for (const [name, font] of fonts)
      byName.set(name, font.isIndirect() ? plans.get(font.asIndirect()) : undefined);
    return (name: string) => byName.get(name);
  };
  // Fonts with a use that cannot be rewritten keep their ligatures whole.
  const unsafe = new Set<FontSplit>();
  const uses = streams.map((s) => findLigatureUses(s.after, planOf(s.fonts), unsafe));
  for (const [key, plan] of plans) if (unsafe.has(plan)) plans.delete(key);
  if (plans.size === 0) return;
  streams.forEach((s, i) => {
    const safe = (uses[i] as LigatureUse[]).filter((use) => !unsafe.has(use.plan));
    if (safe.length) s.after = insertAt(s.after, safe);
  });
  for (const [key, plan] of plans) {
    cmaps.set(key, plan.cmap);
    addZeroWidths(doc, (fonts.get(key) as { font: mupdf.PDFObject }).font.get("DescendantFonts").get(0), [
      ...plan.widths.keys(),
    ]);
  }
}

/** The CIDFont of a two-byte Identity-H Type0 font (where invisible glyphs can be added), or null. */
function cidFontOf(font: mupdf.PDFObject): mupdf.PDFObject | null {
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
function freeCodes(used: Map<string, string>, widths: Map<number, number>): () => string {
  let next = 0xfffe;
  return () => {
    while (next > 0x100 && (used.has(hex4(String.fromCharCode(next))) || widths.has(next))) next--;
    return hex4(String.fromCharCode(next--));
  };
}

/** Zero widths for `codes` (hex) in a CIDFont's /W, so invisible glyphs do not move the pen. */
function addZeroWidths(doc: mupdf.PDFDocument, cidFont: mupdf.PDFObject, codes: string[]) {
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

/** A ToUnicode CMap with `entries` (`<code> <text>`) added in a bfchar block of their own. */
const withEntries = (cmap: string, entries: string[]) =>
  cmap.replace(/endcmap/, `${entries.length} beginbfchar\n${entries.join("\n")}\nendbfchar\nendcmap`);

/** The split of one font's ligatures, or null when it has none or is not a two-byte CID font. */
function planFontSplit(font: mupdf.PDFObject, original: Map<string, string>, cmap: string): FontSplit | null {
  const codes = [...original].filter(
    ([code, text]) => code.length === 4 && ligatures[text.codePointAt(0) ?? 0],
  );
  if (codes.length === 0) return null;
  const cidFont = cidFontOf(font);
  if (!cidFont) return null;
  const freshCode = freeCodes(original, cidWidths(cidFont));
  const plan: FontSplit = { ligatures: new Map(), cmap, widths: new Map() };
  const entries: string[] = [];
  for (const [code, text] of codes) {
    const letters = [...(ligatures[text.codePointAt(0) as number] as string)];
    const visual = [...letters].reverse();
    // A run of one letter (the Allah ligature's two lams) is one glyph: its text reads the same
    // both ways, and MuPDF drops a character equal to the one before it at the same place (it
    // takes it for fake bold).
    const runs =
      visual
        .slice(0, -1)
        .join("")
        .match(/(.)\1*/gu) ?? [];
    const invisible = runs.map((run) => {
      const fresh = freshCode();
      plan.widths.set(fresh, 0);
      entries.push(`<${fresh}> <${hex4(run)}>`);
      return fresh;
    });
    plan.ligatures.set(code, { invisible });
    plan.cmap = plan.cmap.replace(
      new RegExp(`(beginbfchar[\\s\\S]*?<${code}>\\s*)<[0-9A-Fa-f]+>`, "i"),
      `$1<${hex4(letters[0] as string)}>`,
    );
  }
  plan.cmap = withEntries(plan.cmap, entries);
  // Only when the CMap now reads as planned (a ligature inside an unusual entry is left whole).
  const check = parseToUnicode(plan.cmap);
  for (const [code, text] of codes)
    if (check.get(code) !== (ligatures[text.codePointAt(0) as number] as string)[0]) return null;
  return plan;
}

/** Widths of a CIDFont's /W array by CID (glyph space units). */
function cidWidths(cidFont: mupdf.PDFObject): Map<number, number> {
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

/** Where invisible letter glyphs go in a content stream, before a ligature glyph of a split font. */
interface LigatureUse {
  at: number;
  text: string;
  plan: FontSplit;
}

/**
 * The uses of split fonts' ligatures in `content`: each `Tj` of one ligature glyph right after
 * the text matrix is set gets its invisible letters; any other use (in a `TJ` array, after
 * another glyph, a literal string, or a stream this reading does not follow) makes its font
 * `unsafe`. Reads the operators the text state depends on (font, rendering mode, q/Q), not a
 * full parse: Chromium shows glyphs with hex strings (its literal strings are the ActualText of
 * parentheses); a literal string shown, a `TJ` array, an inline image or an unbalanced
 * parenthesis makes every split font of the stream unsafe.
 */
function findLigatureUses(
  content: string,
  planOf: (font: string) => FontSplit | undefined,
  unsafe: Set<FontSplit>,
): LigatureUse[] {
  const uses: LigatureUse[] = [];
  const fontsHere = () => {
    for (const [, name] of content.matchAll(/(\/[^\s/[\]<>(){}%]+)\s+[-+\d.]+\s+Tf/g)) {
      const plan = planOf(name as string);
      if (plan) unsafe.add(plan);
    }
  };
  let font = "";
  let mode = "0";
  const saved: { font: string; mode: string }[] = [];
  // Whether the text matrix is the line matrix (just set), so `0 0 Td` leaves it where it is.
  let atLineStart = true;
  const scan =
    /(?<![^\s\]>)])(?:(\/[^\s/[\]<>(){}%]+)\s+[-+\d.]+\s+Tf|([-+\d.]+)\s+Tr|<([0-9A-Fa-f\s]*)>\s*Tj|(q|Q|BT|Td|TD|Tm|T\*|TJ|'|"|BI))(?=[\s/[<(]|$)|\((?:\\[\s\S]|[^\\()])*\)(\s*(?:Tj|'|"))?|\(/g;
  for (const m of content.matchAll(scan)) {
    const [token, tf, tr, hex, op, shown] = m;
    if (tf) font = tf;
    else if (tr) mode = tr;
    else if (hex !== undefined) {
      const plan = planOf(font);
      const codes = plan
        ? (hex
            .replace(/\s/g, "")
            .toUpperCase()
            .match(/.{1,4}/g) ?? [])
        : [];
      const split = codes.length === 1 ? plan?.ligatures.get(codes[0] as string) : undefined;
      if (plan && split && atLineStart) {
        const glyphs = split.invisible.map((code) => `<${code}> Tj`).join(" ");
        uses.push({ at: m.index, text: `3 Tr ${glyphs} ${mode} Tr 0 0 Td `, plan });
      } else if (plan && codes.some((c) => plan.ligatures.has(c))) unsafe.add(plan);
      atLineStart = false;
    } else if (op === "q") saved.push({ font, mode });
    else if (op === "Q") ({ font, mode } = saved.pop() ?? { font, mode });
    else if (op === "BT" || op === "Td" || op === "TD" || op === "Tm" || op === "T*") atLineStart = true;
    else if (op === "TJ" || op === "'" || op === '"' || op === "BI" || shown || token === "(") {
      // Strings this reading does not decode (or an inline image's data): no ligature is safe.
      fontsHere();
      return [];
    }
  }
  return uses;
}

/** Text to insert into a content stream at an offset. */
interface Insert {
  at: number;
  text: string;
}

/**
 * For each content stream with right-to-left text that sets no rendering mode (Chromium's; the
 * invisible marks go back to mode 0), the inserts `plan` asks for, made in offset order.
 */
function insertIntoRtlStreams(streams: PageStream[], plan: (s: PageStream) => Insert[]) {
  for (const s of streams) {
    if (!s.after.includes("/ReversedChars") || /\bTr\b/.test(s.before)) continue;
    const inserts = plan(s);
    if (inserts.length)
      s.after = insertAt(
        s.after,
        inserts.sort((x, y) => x.at - y.at),
      );
  }
}

/** `content` with each use's text inserted at its place (uses in order). */
function insertAt(content: string, uses: Insert[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const use of uses) {
    parts.push(content.slice(at, use.at), use.text);
    at = use.at;
  }
  parts.push(content.slice(at));
  return parts.join("");
}

/** An invisible glyph for each character of `marks` in `font`, in an empty ActualText span (null: not possible). */
type InvisibleMarks = (font: mupdf.PDFObject | undefined, marks: string) => string | null;

/**
 * Invisible glyphs that only readers ignoring ActualText see (PDFBox, pdfminer, pypdf): per font,
 * a code no glyph uses for each character, of zero width in the CIDFont's /W, mapped to the
 * character in the font's ToUnicode (added on first use), shown in rendering mode 3 inside an
 * empty ActualText span, so poppler and MuPDF read nothing there.
 */
function invisibleMarks(
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

/**
 * A left-to-right run that starts with a number of several groups (`+966 11 234 5678`,
 * `2012 - 2016`) or a sign (`+966`), in a line where the strong letter before it is
 * right-to-left, gets an invisible left-to-right mark (U+200E) painted just before it. PDFBox
 * (inside Apache Tika) reads a line's characters in paint order (Chromium paints visual order)
 * and runs java.text.Bidi over them, reversing the runs it finds at odd levels: each digit group
 * was a number run of its own, the spaces between them took the line's right-to-left direction,
 * and the groups came out reversed (`5678 234 11 +966`). After a strong left-to-right character
 * digits are left-to-right (UAX #9 rules W2 and W7), so with the mark the whole run is one
 * left-to-right run and keeps its order. A run without letters also gets a right-to-left mark
 * (U+200F) after it, so the next digits of the line (`· 2019 - يونيو`) read as before; and
 * where nothing strong precedes the run, one before the left-to-right mark, so the line stays
 * right-to-left (its first strong character decides).
 *
 * The marks are glyphs of the run's own font, like `splitLigatures`' letters (rendering mode 3,
 * codes no glyph of the font uses, of zero width, the mark in the ToUnicode; `0 0 Td` puts the run
 * back on its own origin), inside an empty ActualText span: poppler and MuPDF, which honour
 * ActualText and order lines themselves, read the same text as without them.
 */
function markNumberRuns(streams: PageStream[], invisible: InvisibleMarks) {
  const head = blockHead;
  insertIntoRtlStreams(streams, (s) => {
    const inserts: Insert[] = [];
    for (const line of lightLines(lightBlocks(s.after, s.glyphText))) {
      // PDFBox reads a line in paint order; its strong letters, block by block.
      const blocks = line.map(({ b }) => b).sort((x, y) => x.index - y.index);
      const strong = blocks.map((b) =>
        [...b.chars].flatMap((c) => (/\p{L}/u.test(c) ? [rtlLetter.test(c)] : [])),
      );
      blocks.forEach((b, i) => {
        if (b.rtl || b.spans || !numberRun(b.chars)) return;
        // The run is already left-to-right after a Latin letter (or in a line that starts with one).
        const before = strong.slice(0, i).flat().at(-1);
        if (before === false || (before === undefined && strong.slice(i).flat()[0] !== true)) return;
        const m = head.exec(b.text);
        const font = m ? s.fonts.get(m[1] as string) : undefined;
        // Nothing strong before it: a right-to-left mark first keeps the line right-to-left (the
        // first strong character decides); one after a run without letters ends the mark's reach.
        const open = invisible(font, before === undefined ? "\u200F\u200E" : "\u200E");
        const close = (strong[i] as boolean[]).length ? "" : invisible(font, "\u200F");
        if (!m || !open || close === null) return;
        inserts.push({ at: b.index + m[0].length, text: `${open}\n0 0 Td ` });
        if (close) inserts.push({ at: b.index + b.text.length - 3, text: `\n${close}` });
      });
    }
    return inserts;
  });
}

/** The start of a block that selects its font and matrix, then shows its first glyph (font name in group 1). */
const blockHead =
  /^BT\n(\/\w+) [\d.]+ Tf\n(?:-?[\d.]+ ){6}Tm\n(?:-?[\d.]+ -?[\d.]+ Td )?(?=<[0-9A-Fa-f]{4}> Tj\n)/;

/**
 * Lines as PDFBox (inside Apache Tika) reads them, fixed with invisible glyphs only it sees
 * (`InvisibleMarks`, like `markNumberRuns`). PDFBox takes a page's glyphs in paint order, starts a
 * line where the baseline moves, writes a word separator only where a glyph starts well right of
 * the previous one's end, and runs java.text.Bidi (default left-to-right: the first strong
 * character decides) over each stretch between separators, reversing its right-to-left runs.
 *
 * - Where the paint order jumps back to the left on one baseline (a list marker painted at the
 *   right before its line, a heading beside a line of the other column, the items of a header
 *   painted right to left), PDFBox joins the two glyphs with nothing between them (`إلا•`,
 *   `والخاصنبذة مهنية`): an invisible space after the earlier block separates them.
 * - A stretch holding right-to-left letters whose first strong letter in paint order is
 *   left-to-right (a Latin word at the left end of an Arabic line: `… وأنظمة SAP`) was taken as
 *   a left-to-right paragraph and kept its runs in visual order (`SAP مهندس بيانات أول | …`): an
 *   invisible right-to-left mark (U+200F) before that letter makes it right-to-left.
 */
function markLines(streams: PageStream[], invisible: InvisibleMarks) {
  // Glyph widths (glyph space) of each font by object number; null: not a CID font.
  const widths = new Map<number, Widths | null>();
  const widthsOf = (font: mupdf.PDFObject | undefined) => {
    if (!font?.isIndirect()) return null;
    const key = font.asIndirect();
    if (!widths.has(key)) {
      const cidFont = cidFontOf(font);
      const dw = cidFont?.get("DW");
      widths.set(key, cidFont ? { w: cidWidths(cidFont), dw: dw?.isNumber() ? dw.asNumber() : 1000 } : null);
    }
    return widths.get(key) ?? null;
  };
  insertIntoRtlStreams(streams, (s) => {
    const glyphs = placedGlyphs(s.after, s.glyphText, (name) => widthsOf(s.fonts.get(name)));
    const inserts: Insert[] = [];
    // An invisible glyph right after `g` in paint order (after the spans it closes).
    const after = (g: PlacedGlyph, marks: string) => {
      const span = g.after === null ? null : invisible(s.fonts.get(g.font), marks);
      if (span) inserts.push({ at: g.after as number, text: `\n${span}\n` });
      return span !== null;
    };
    // Stretches PDFBox runs the bidi algorithm over: one baseline, no gap between glyphs.
    const stretches: PlacedGlyph[][] = [];
    let first: PlacedGlyph | undefined;
    for (const g of glyphs) {
      const stretch = stretches.at(-1);
      const prev = stretch?.at(-1);
      if (!stretch || !prev || !first || Math.abs(g.y - first.y) > 0.5 * Math.max(g.size, first.size)) {
        stretches.push([g]);
        first = g;
        continue;
      }
      if (g.block !== prev.block) {
        if (g.x0 < prev.x0) {
          // The paint order jumps back: nothing would separate the two glyphs, which join into one
          // word where either is a letter or a digit (`إلا•`, `والخاصنبذة`).
          if (!/\s/.test(prev.char + g.char) && /[\p{L}\p{N}]/u.test(prev.char + g.char)) after(prev, " ");
        } else if (g.x0 > prev.x1 + 0.1 * g.size && prev.char !== " ") {
          // PDFBox writes a word separator here: a stretch of its own.
          stretches.push([g]);
          continue;
        }
      }
      stretch.push(g);
    }
    for (const stretch of stretches) {
      const letters = stretch.filter((g) => /\p{L}/u.test(g.char));
      const lead = letters[0];
      if (!lead || rtlLetter.test(lead.char) || !letters.some((g) => rtlLetter.test(g.char))) continue;
      const span = lead.before === null ? null : invisible(s.fonts.get(lead.font), "\u200F");
      if (span) inserts.push({ at: lead.before as number, text: `${span}\n0 0 Td ` });
      else {
        const prev = stretch[stretch.indexOf(lead) - 1];
        if (prev) after(prev, "\u200F");
      }
    }
    return inserts;
  });
}

/** Glyph widths of a CID font (glyph space, by CID) and its default width. */
interface Widths {
  w: Map<number, number>;
  dw: number;
}

/** A visible glyph of a content stream, where it lies and where an invisible one can go beside it. */
interface PlacedGlyph {
  /** Index of its `BT … ET` block in the stream. */
  block: number;
  /** Its text per the font's ToUnicode ("" if none). */
  char: string;
  font: string;
  size: number;
  x0: number;
  /** Where its advance ends (NaN where the font's widths are unknown). */
  x1: number;
  y: number;
  /** Where a glyph shown before it goes (its `Tj`, right after the Td or Tm that places it), or null. */
  before: number | null;
  /** Where a glyph shown after it goes (after its `Tj` and the spans it closes), or null inside a span. */
  after: number | null;
}

/**
 * The visible glyphs of a content stream in paint order, from Chromium's operators in each
 * `BT … ET` block (Tf, Tm, Td, Tr, marked content and `Tj` of hex strings; a block with other
 * text operators is left out). Positions are in the text space of the block's matrix.
 */
function placedGlyphs(content: string, glyphText: GlyphText, widthsOf: (font: string) => Widths | null) {
  const out: PlacedGlyph[] = [];
  const token =
    // eslint-disable-next-line regexp/no-super-linear-move -- bounded: the content stream of a page Chromium printed from sanitized data, read in the worker pool under its time limit
    /(\/\w+)\s+([\d.]+)\s+Tf|((?:-?[\d.]+\s+){6})Tm|(-?[\d.]+)\s+(-?[\d.]+)\s+Td|<([0-9A-Fa-f]*)>\s*Tj|(\d)\s+Tr|(\/Span\s*<<(?:[^<>]|<[0-9A-Fa-f]*>)*>>\s*BDC)|(\/\w+\s+BMC)|(\bEMC\b)/g;
  let font = "";
  let size = 0;
  let mode = 0;
  for (const block of content.matchAll(/(?<=\n|^)BT\n[\s\S]*?\nET(?=\n|$)/g)) {
    const text = block[0];
    if (/\bTJ\b|\bT\*|'|"/.test(text)) continue;
    let m: number[] = [1, 0, 0, 1, 0, 0];
    let tx = 0;
    let ty = 0;
    let pen = 0;
    let placed = false;
    // Open marked content: true for a span, false for anything else (`/ReversedChars`).
    const open: boolean[] = [];
    let spans = 0;
    // The last glyph shown and where its operator ends, while only marked-content ends follow it.
    let last: PlacedGlyph | undefined;
    let lastEnd = 0;
    token.lastIndex = 0;
    for (let t = token.exec(text); t; t = token.exec(text)) {
      const at = block.index + t.index;
      const end = at + t[0].length;
      if (t[10]) {
        if (open.pop()) spans--;
        if (last && /^\s*$/.test(content.slice(lastEnd, at))) {
          lastEnd = end;
          if (last.after === null && spans === 0) last.after = end;
        }
        continue;
      }
      last = undefined;
      if (t[1]) {
        font = t[1];
        size = num(t[2] as string);
      } else if (t[3]) {
        m = t[3].trim().split(/\s+/).map(num);
        tx = ty = pen = 0;
        placed = true;
      } else if (t[4] !== undefined) {
        tx += num(t[4]);
        ty += num(t[5] as string);
        pen = 0;
        placed = true;
      } else if (t[7] !== undefined) mode = Number(t[7]);
      else if (t[8] || t[9]) {
        open.push(Boolean(t[8]));
        if (t[8]) spans++;
      } else if (t[6] !== undefined) {
        const hex = t[6];
        const widths = widthsOf(font);
        const [a, , , d, e, f] = m as [number, number, number, number, number, number];
        for (let k = 0; k + 4 <= hex.length; k += 4) {
          const code = hex.slice(k, k + 4);
          const w = widths
            ? ((widths.w.get(Number.parseInt(code, 16)) ?? widths.dw) * size) / 1000
            : Number.NaN;
          if (mode !== 3) {
            const x0 = e + a * (tx + pen);
            const lastCode = k + 8 > hex.length;
            last = {
              block: block.index,
              char: glyphText(font, code) ?? "",
              font,
              size: size * Math.abs(a),
              x0,
              x1: x0 + a * w,
              y: f + d * ty,
              before: k === 0 && placed && spans === 0 ? at : null,
              after: lastCode && spans === 0 ? end : null,
            };
            out.push(last);
            if (!lastCode) last = undefined;
          }
          pen += Number.isNaN(w) ? 0 : w;
        }
        lastEnd = end;
        placed = false;
      }
    }
  }
  return out;
}

const rtlLetter = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const digit = "[0-9\\u06F0-\\u06F9]";
/** Currency, percent and other signs java.text.Bidi joins to the number beside them (UAX #9 rule W5). */
const terminator = "[\\p{Sc}#%\\u00B0\\u066A\\u2030\\u2031]";
/** A number java.text.Bidi keeps as one run: one group, a single separator between digits (W4). */
const oneNumber = new RegExp(`^${terminator}*${digit}+(?:[,.:/+\\-]${digit}+)*${terminator}*$`, "u");

/**
 * Whether a left-to-right run's text, up to its first letter, is a number java.text.Bidi splits
 * into several runs in a right-to-left line: digit groups apart (`+966 11 234 5678`,
 * `2012 - 2016`) or a sign before the digits (`+966`).
 */
export function numberRun(chars: string): boolean {
  const lead = (/^\P{L}*/u.exec(chars)?.[0] ?? "").trimEnd();
  return new RegExp(digit).test(lead) && !oneNumber.test(lead);
}

/** One glyph of a `BT … ET` block: its font operator (`/F4 28 Tf`), text matrix and code. */
export interface Glyph {
  font: string;
  matrix: number[];
  hex: string;
}
/** A glyph, or the glyphs of one marked-content span (`BDC … EMC`). */
export interface Unit {
  span: string | null;
  glyphs: Glyph[];
}
/** A `BT … ET` block as Chromium writes one word (or one space) of a line. */
export interface Block {
  text: string;
  /** Inside `/ReversedChars`: a right-to-left word, glyphs in visual order. */
  rtl: boolean;
  units: Unit[];
  /** The Tm operator that starts the block (the line's origin). */
  tm: string;
  /** Smallest x of its glyphs. */
  x: number;
  /** The font selected at the end of the block (text state outlives ET). */
  endFont: string;
}

const num = (s: string) => Number.parseFloat(s);

/** One `BT … ET` block of Chromium's shape, or null for anything else (left alone). */
export function parseBlock(text: string): Block | null {
  const body = text.slice(2, -2);
  const token =
    /\s*(?:(\/ReversedChars\s+BMC)|(\/Span\s*<<(?:[^<>]|<[0-9A-Fa-f]*>)*>>)\s*BDC|(\/\w+\s+[\d.]+\s+Tf)|((?:-?[\d.]+\s+){6})Tm|(-?[\d.]+)\s+(-?[\d.]+)\s+Td|<([0-9A-Fa-f]+)>\s*Tj|(EMC))/y;
  let rtl = false;
  let font = "";
  let tm = "";
  let m0: number[] = [];
  let tx = 0;
  let ty = 0;
  let open: Unit | null = null;
  const units: Unit[] = [];
  let pos = 0;
  while (pos < body.length) {
    if (/^\s*$/.test(body.slice(pos))) break;
    token.lastIndex = pos;
    const m = token.exec(body);
    if (!m) return null;
    pos = token.lastIndex;
    if (m[1]) rtl = true;
    else if (m[2]) open = { span: m[2], glyphs: [] };
    else if (m[3]) font = m[3];
    else if (m[4]) {
      tm = `${m[4]}Tm`;
      m0 = m[4].trim().split(/\s+/).map(num);
      tx = 0;
      ty = 0;
    } else if (m[5] !== undefined) {
      tx += num(m[5]);
      ty += num(m[6] as string);
    } else if (m[7]) {
      if (m0.length !== 6 || !font) return null;
      const [a, b, c, d, e, f] = m0 as [number, number, number, number, number, number];
      const glyph = { font, hex: m[7], matrix: [a, b, c, d, e + a * tx + c * ty, f + b * tx + d * ty] };
      if (open) {
        if (open.glyphs.length === 0) units.push(open);
        open.glyphs.push(glyph);
      } else units.push({ span: null, glyphs: [glyph] });
    } else if (m[8]) open = null;
  }
  if (!units[0]?.glyphs[0]) return null;
  const xs = units.flatMap((u) => u.glyphs.map((g) => g.matrix[4] as number));
  return { text, rtl, units, tm, x: Math.min(...xs), endFont: font };
}

/**
 * The lines of a content stream: runs of consecutive `BT … ET` blocks (white space alone between
 * them) that start from the same `Tm`, as Chromium paints the words of one line. `rewrite` gets
 * each line's blocks and answers its replacement text (or null to keep it).
 */
export function rewriteLines(content: string, rewrite: (blocks: Block[]) => string | null): string {
  const parts = content.split(/(?<=\n|^)(BT\n[\s\S]*?\nET)(?=\n|$)/);
  // parts: [between, block, between, block, ..., between]
  const out: string[] = [];
  let i = 0;
  while (i < parts.length) {
    out.push(parts[i] as string);
    i++;
    if (i >= parts.length) break;
    const run: Block[] = [];
    let j = i;
    while (j < parts.length) {
      const block = parseBlock(parts[j] as string);
      if (!block || (run.length && block.tm !== run[0]?.tm)) break;
      run.push(block);
      const sep = parts[j + 1];
      if (sep === undefined || !/^\s*$/.test(sep) || j + 2 >= parts.length) break;
      j += 2;
    }
    if (run.length === 0) {
      out.push(parts[i] as string);
      i++;
      continue;
    }
    const replaced = rewrite(run);
    if (replaced === null) {
      for (let k = 0; k < run.length; k++) {
        out.push(parts[i + 2 * k] as string);
        if (k < run.length - 1) out.push(parts[i + 2 * k + 1] as string);
      }
    } else out.push(replaced);
    i += run.length * 2 - 1;
  }
  return out.join("");
}

/** Right-to-left letters, left-to-right letters or digits, Arabic-Indic digits, neutral. */
type Strength = "R" | "L" | "A" | "N";

/**
 * Neutral words (spaces, hyphens, punctuation) of a right-to-left line that sit between a
 * right-to-left word on their left and a left-to-right run (Latin, digits) on their right get an
 * ActualText of their text plus U+200F (RIGHT-TO-LEFT MARK). The bidi algorithm gives them the
 * line's direction, but poppler groups every non-Arabic character next to a left-to-right run
 * with it, so `SAP HANA يخدم` came out `SAP HANAيخدم` and `مارس 2016 - ديسمبر` as
 * `مارس - 2016ديسمبر`; the mark keeps them on the Arabic side. Spans already inside a block are
 * left alone.
 */
export function markRtlNeutrals(content: string, glyphText: GlyphText): string {
  if (!content.includes("/ReversedChars")) return content;
  const found = lightBlocks(content, glyphText);
  const marked = new Set<LightBlock>();
  for (const visual of lightLines(found)) {
    const r = visual.filter((v) => v.s === "R" || v.s === "A").length;
    const l = visual.filter((v) => v.s === "L" || v.s === "A").length;
    if (r === 0 || l === 0 || r < l) continue;
    for (let n = 0; n < visual.length; n++) {
      if (visual[n]?.s !== "N") continue;
      let last = n;
      while (visual[last + 1]?.s === "N") last++;
      // Arabic-Indic digits count as right-to-left on their left side (UAX #9 rule N1).
      const left = visual[n - 1]?.s;
      const right = visual[last + 1]?.s;
      if ((left === "R" || left === "A") && (right === "L" || right === "A"))
        for (let q = n; q <= last; q++) marked.add((visual[q] as { b: LightBlock }).b);
      n = last;
    }
  }
  if (marked.size === 0) return content;
  let out = "";
  let at = 0;
  for (const block of found) {
    if (!marked.has(block) || block.spans) continue;
    // Every character between marks: poppler also counts "-", "+" and "." with numbers.
    const chars = block.rtl ? reversed(block.chars) : block.chars;
    const text = `\u200F${[...chars].map((c) => `${c}\u200F`).join("")}`;
    out += content.slice(at, block.index);
    out += block.text
      .replace(/^BT\n/, `BT\n/Span<</ActualText <FEFF${hex4(text)}>>> BDC\n`)
      .replace(/\nET$/, "\nEMC\nET");
    at = block.index + block.text.length;
  }
  return out + content.slice(at);
}

/**
 * A light reading of each `BT … ET` block of a content stream (`markRtlNeutrals` runs on every
 * page of every print): its baseline and x from the first Tm (plus a leading Td), its text from
 * its Tj codes.
 */
function lightBlocks(content: string, glyphText: GlyphText): LightBlock[] {
  const found: LightBlock[] = [];
  for (const m of content.matchAll(/(?<=\n|^)BT\n[\s\S]*?\nET(?=\n|$)/g)) {
    const text = m[0];
    // eslint-disable-next-line regexp/no-super-linear-move -- bounded: one BT…ET block of a content stream Chromium printed, read in the worker pool under its time limit
    const tm = /((?:-?[\d.]+\s+){4})(-?[\d.]+)\s+(-?[\d.]+)\s+Tm\s*(?:(-?[\d.]+)\s+-?[\d.]+\s+Td)?/.exec(
      text,
    );
    const font = /(\/\w+)\s+[\d.]+\s+Tf/.exec(text)?.[1];
    if (!tm || !font || /\bTJ\b|\bT\*|'|"/.test(text)) {
      found.push({ index: m.index, text, line: "", x: 0, chars: "", spans: true, rtl: false });
      continue;
    }
    let chars = "";
    for (const g of text.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) chars += glyphText(font, g[1] as string) ?? "";
    found.push({
      index: m.index,
      text,
      line: `${tm[1]} ${tm[3]}`,
      x: Number.parseFloat(tm[2] as string) + Number.parseFloat(tm[4] ?? "0"),
      chars,
      spans: text.includes("/Span"),
      rtl: text.includes("/ReversedChars"),
    });
  }
  return found;
}

/** A block's direction by its characters, as poppler classifies them (Chromium also reverses neutral runs). */
function strength(b: LightBlock): Strength {
  // Letters only: poppler counts Arabic punctuation and the percent sign (٪) as neutral.
  if (/(?=[\p{Script=Arabic}\p{Script=Hebrew}])\p{L}/u.test(b.chars)) return "R";
  if (/[\u0660-\u0669\u06F0-\u06F9]/.test(b.chars)) return "A";
  return /[\p{L}\p{Nd}]/u.test(b.chars) ? "L" : "N";
}

/**
 * The lines of `lightBlocks`: consecutive blocks on one baseline, whatever lies between them,
 * each sorted left to right with its direction (blocks without a readable matrix are left out).
 */
function* lightLines(found: LightBlock[]): Generator<{ b: LightBlock; s: Strength }[]> {
  let k = 0;
  while (k < found.length) {
    const line = (found[k] as LightBlock).line;
    let end = k + 1;
    while (line && found[end]?.line === line) end++;
    const blocks = found.slice(k, end);
    k = end;
    if (line) yield blocks.sort((x, y) => x.x - y.x).map((b) => ({ b, s: strength(b) }));
  }
}

/**
 * A text object holding only neutral characters (the space between two words, a `|` or `.`)
 * that Chromium paints right after a right-to-left word joins that word's text object.
 * MuPDF guesses each glyph's direction from its text and gives a neutral one the direction of
 * the glyph before it, but starts every text object (`BT`) left-to-right; so the space in its own
 * object was left-to-right, cut the line into single words, and MuPDF reversed each word but
 * left the words in visual order (`الشهري عبدالرحمن بن عبدالله`). Joined, the space follows an
 * Arabic glyph and the whole run is put in reading order. The joined object sets its own font
 * and text matrix first (checked), and nothing lies between the two objects, so every glyph is
 * painted exactly as before.
 */
export function joinNeutralsToRtlWords(content: string, glyphText: GlyphText): string {
  if (!content.includes("/ReversedChars")) return content;
  const head = /^BT\n(\/\w+) [\d.]+ Tf\n(?:-?[\d.]+ ){6}Tm\n/;
  const neutral = (block: string) => {
    // A neutral run markRtlNeutrals gave an ActualText stays apart: MuPDF then places that text
    // at the span's end and loses the space before a left-to-right run (`إلاhr.contact@…`).
    if (/\/ReversedChars|\/Span|\bTJ\b|\bT\*|'|"/.test(block)) return false;
    const font = head.exec(block)?.[1];
    const codes = [...block.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)];
    if (!font || codes.length !== 1) return false;
    const text = glyphText(font, (codes[0] as RegExpMatchArray)[1] as string);
    return text !== undefined && text !== "" && !/[\p{L}\p{N}]/u.test(text);
  };
  const parts: string[] = [];
  let at = 0;
  let previousRtl = -1;
  for (const m of content.matchAll(/(?<=\n|^)BT\n[\s\S]*?\nET(?=\n|$)/g)) {
    const block = m[0];
    if (previousRtl >= 0 && m.index === previousRtl + 1 && neutral(block)) {
      // Drop "ET\n" before the neutral glyph (the word's own, or a joined glyph's) and its "BT\n".
      if (at < previousRtl) parts.push(content.slice(at, previousRtl - 2));
      else parts.push((parts.pop() as string).slice(0, -2));
      parts.push(block.slice(3));
      at = m.index + block.length;
      previousRtl = at;
      continue;
    }
    previousRtl = block.includes("/ReversedChars") ? m.index + block.length : -1;
  }
  parts.push(content.slice(at));
  return parts.join("");
}

interface LightBlock {
  index: number;
  text: string;
  /** The text matrix but for its x: blocks of one line share it. */
  line: string;
  x: number;
  chars: string;
  spans: boolean;
  rtl: boolean;
}

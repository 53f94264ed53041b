// Experiment (not product code): re-emit right-to-left lines of Chromium's PDFs in logical
// order, the approaches the harness compares with prepareForAts (bench/README.md, "ATS
// extraction"). Each variant is a content-stream rewrite for rewritePdf.
import { type Block, fixActualText, fixToUnicode, rewriteLines, type Unit } from "@sira/pdf-text";

export interface ReorderOptions {
  /** Glyphs inside a right-to-left word: "logical" (each placed by its own Tm) or "visual". */
  glyphs: "logical" | "visual";
  /** Start each logical line with an invisible glyph whose text is U+202D (for PDFBox). */
  lro: boolean;
  /** Multi-character ActualText in visual order (prepareForAts's fix) or left logical. */
  actualText: "visual" | "logical";
}

/** The rewrites of one variant. */
export function reorderRewrites(o: ReorderOptions) {
  return {
    content: (c: string) =>
      reorderLines(o.actualText === "visual" ? fixActualText(c) : c, o.glyphs === "logical", o.lro),
    toUnicode: (cmap: string) => {
      const fixed = fixToUnicode(cmap);
      if (!o.lro || /<FFFF>\s*<202D>/.test(fixed) || !/endcmap/.test(fixed)) return fixed;
      return fixed.replace(/endcmap/, `1 beginbfchar\n<${lroCode}> <202D>\nendbfchar\nendcmap`);
    },
  };
}

/** The code of the invisible U+202D glyph each font's ToUnicode gains (no glyph has it). */
const lroCode = "FFFF";

const fmt = (n: number) => String(Number(n.toFixed(6)));

/** A block that paints one space (Chromium's glyph 3), between the words of a line. */
const isSpace = (block: Block) => block.units.length === 1 && block.units[0]?.glyphs[0]?.hex === "0003";

/** A block's glyphs, units in the given order, each glyph placed by its own Tm. */
function emitBlock(block: Block, units: Unit[], currentFont: { value: string }): string {
  const out = ["BT"];
  for (const unit of units) {
    if (unit.span) out.push(`${unit.span} BDC`);
    for (const g of unit.glyphs) {
      if (g.font !== currentFont.value) {
        out.push(g.font);
        currentFont.value = g.font;
      }
      out.push(`${g.matrix.map(fmt).join(" ")} Tm <${g.hex}> Tj`);
    }
    if (unit.span) out.push("EMC");
  }
  if (currentFont.value !== block.endFont) {
    out.push(block.endFont);
    currentFont.value = block.endFont;
  }
  out.push("ET");
  return out.join("\n");
}

/**
 * Each right-to-left line re-emitted in logical order, without moving a glyph: the words of a
 * line (consecutive `BT … ET` blocks that share the line's `Tm`) are painted right to left with
 * left-to-right runs (Latin words, numbers) kept in their own order (UAX #9 rule L2 undone for a
 * right-to-left paragraph), and the glyphs of each right-to-left word in reading order, each
 * placed by its own `Tm`, outside `/ReversedChars`. Stream-order extractors (PDFBox, MuPDF,
 * pdfminer) then read the line as written. Lines with anything but text between their words
 * (a colour change, a link) are left alone.
 */
function reorderLines(content: string, glyphsLogical = true, lro = true): string {
  if (!content.includes("/ReversedChars")) return content;
  return rewriteLines(content, (run) => emitLine(run, glyphsLogical, lro));
}

export function emitLine(run: Block[], glyphsLogical: boolean, lro: boolean): string | null {
  const rtlGlyphs = run.filter((b) => b.rtl).reduce((n, b) => n + b.units.length, 0);
  const ltrGlyphs = run.filter((b) => !b.rtl && !isSpace(b)).reduce((n, b) => n + b.units.length, 0);
  if (rtlGlyphs === 0 || rtlGlyphs < ltrGlyphs) return null;
  const order = [...run].sort((a, b) => b.x - a.x);
  const logical: Block[] = [];
  let k = 0;
  while (k < order.length) {
    if ((order[k] as Block).rtl || isSpace(order[k] as Block)) {
      logical.push(order[k] as Block);
      k++;
      continue;
    }
    let end = k;
    while (end + 1 < order.length && !(order[end + 1] as Block).rtl) end++;
    while (end > k && isSpace(order[end] as Block)) end--;
    logical.push(...order.slice(k, end + 1).reverse());
    k = end + 1;
  }
  if (!glyphsLogical) return logical.map((b) => b.text).join("\n");
  const font = { value: "" };
  const text = logical.map((b) => emitBlock(b, b.rtl ? [...b.units].reverse() : b.units, font)).join("\n");
  const first = (logical[0] as Block).units.at(-1)?.glyphs[0];
  if (!lro || !first) return text;
  // An invisible glyph (render mode 3) whose text is U+202D at the line's start: extractors that
  // reorder a line by the bidi algorithm (PDFBox) then keep it in the order it is painted.
  const mark = `${first.font}\n3 Tr ${first.matrix.map(fmt).join(" ")} Tm <${lroCode}> Tj 0 Tr\n`;
  return text.replace(/^BT\n/, `BT\n${mark}`);
}

/**
 * prepareForAts's content plus an invisible (rendering mode 3) copy of each right-to-left line
 * painted in logical order (B), `shift` points to the right: 0 paints it over the line, a page
 * width or more off the page (extractors that keep only text on the page skip it).
 */
export function logicalCopyRewrites(shift: number) {
  return {
    content: (c: string) => {
      if (!c.includes("/ReversedChars")) return c;
      return rewriteLines(c, (run) => {
        const logical = emitLine(run, true, false);
        if (!logical) return null;
        const moved = logical.replace(
          // eslint-disable-next-line regexp/no-super-linear-move -- bounded: one text line of a sample resume's printed PDF
          /((?:-?[\d.]+ ){4})(-?[\d.]+)( -?[\d.]+ Tm)/g,
          (_, abcd: string, e: string, f: string) => `${abcd}${fmt(Number.parseFloat(e) + shift)}${f}`,
        );
        return `${run.map((b) => b.text).join("\n")}\n3 Tr\n${moved}\n0 Tr`;
      });
    },
  };
}

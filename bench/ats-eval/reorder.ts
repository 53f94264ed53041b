// Experiment (not product code): re-emit right-to-left lines of Chromium's PDFs in logical
// order, the approaches the harness compares with prepareForAts (bench/README.md, "ATS
// extraction"). Each variant is a content-stream rewrite for rewritePdf.
import { fixActualText, fixToUnicode } from "../../apps/server/src/modules/print/pdf-ats";

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

interface Glyph {
  font: string;
  matrix: number[];
  hex: string;
}
interface Unit {
  span: string | null;
  glyphs: Glyph[];
}
interface Block {
  text: string;
  rtl: boolean;
  units: Unit[];
  /** The Tm operator that starts the block (the line's origin). */
  tm: string;
  x: number;
  space: boolean;
  /** The font selected at the end of the block (text state outlives ET). */
  endFont: string;
}

const num = (s: string) => Number.parseFloat(s);
const fmt = (n: number) => n.toFixed(6).replace(/\.?0+$/, "");

/** One `BT … ET` block of Chromium's shape, or null for anything else (left alone). */
function parseBlock(text: string): Block | null {
  const body = text.slice(2, -2);
  const token =
    /\s*(?:(\/ReversedChars\s+BMC)|(\/Span\s*<<[^>]*>>\s*>>|\/Span\s*<<(?:[^<>]|<[0-9A-Fa-f]*>)*>>)\s*BDC|(\/\w+\s+[\d.]+\s+Tf)|((?:-?[\d.]+\s+){6})Tm|(-?[\d.]+)\s+(-?[\d.]+)\s+Td|<([0-9A-Fa-f]+)>\s*Tj|(EMC))/y;
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
    } else if (m[8]) {
      if (open) open = null;
    }
  }
  const first = units[0]?.glyphs[0];
  if (!first) return null;
  const xs = units.flatMap((u) => u.glyphs.map((g) => g.matrix[4] as number));
  const space = units.length === 1 && first.hex === "0003";
  return { text, rtl, units, tm, x: Math.min(...xs), space, endFont: font };
}

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
  const parts = content.split(/(?<=\n|^)(BT\n[\s\S]*?\nET)(?=\n|$)/);
  // parts: [between, block, between, block, ...]
  const out: string[] = [];
  let i = 0;
  while (i < parts.length) {
    const between = parts[i] as string;
    out.push(between);
    i++;
    if (i >= parts.length) break;
    // Collect a run of blocks separated only by white space and sharing the first block's Tm.
    const run: Block[] = [];
    const raw: string[] = [];
    let j = i;
    while (j < parts.length) {
      const block = parseBlock(parts[j] as string);
      if (!block || (run.length && block.tm !== run[0]?.tm)) break;
      run.push(block);
      raw.push(parts[j] as string);
      const sep = parts[j + 1];
      if (sep === undefined || !/^\s*$/.test(sep)) {
        j++;
        break;
      }
      j += 2;
    }
    if (run.length === 0) {
      out.push(parts[i] as string);
      i++;
      continue;
    }
    out.push(emitLine(run, glyphsLogical, lro));
    // emitLine consumed blocks i, i+2, ..., and the separators between them.
    const consumed = run.length;
    i += consumed * 2 - 1;
  }
  return out.join("");
}

function emitLine(run: Block[], glyphsLogical: boolean, lro: boolean): string {
  const rtlGlyphs = run.filter((b) => b.rtl).reduce((n, b) => n + b.units.length, 0);
  const ltrGlyphs = run.filter((b) => !b.rtl && !b.space).reduce((n, b) => n + b.units.length, 0);
  if (rtlGlyphs === 0 || rtlGlyphs < ltrGlyphs) return run.map((b) => b.text).join("\n");
  const order = [...run].sort((a, b) => b.x - a.x);
  const logical: Block[] = [];
  let k = 0;
  while (k < order.length) {
    if ((order[k] as Block).rtl || (order[k] as Block).space) {
      logical.push(order[k] as Block);
      k++;
      continue;
    }
    let end = k;
    while (end + 1 < order.length && !(order[end + 1] as Block).rtl) end++;
    while (end > k && (order[end] as Block).space) end--;
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

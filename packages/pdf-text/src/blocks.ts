import { num } from "./text-codes";

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

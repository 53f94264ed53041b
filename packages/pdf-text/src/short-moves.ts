import type * as mupdf from "mupdf";
import { cidFontOf, cidWidths } from "./cid-fonts";
import { num } from "./text-codes";
import { parseToUnicode } from "./to-unicode";
import type { PageStream } from "./types";

/**
 * Chromium (Skia) paints a line of text as one `BT … ET` holding a `Tj` per glyph (or per run of
 * glyphs drawn at the font's own advances), each placed from the previous one's origin with
 * `dx 0 Td`. pypdf up to 3.x (Debian's 3.4, older LangChain setups) does not advance its pen over
 * a shown string: a `Td` that moves more than 15 "half spaces" from the last string's start reads
 * as a word gap, and its half space is the CIDFont's `/DW` ÷ 4 (it looks the space's width up
 * under the wrong key and falls back to the default width). Chromium writes `/DW 0` for most
 * fonts, so every glyph became a word (`R i y a d h`), and a word painted as two runs broke at the
 * second (`Abdulr ahman`).
 *
 * Rewritten here, without touching what is painted:
 * - every Type0 font whose codes shown all have a `/W` entry gets `/DW` twice its space's width
 *   (`/DW` then paints nothing: each code drawn has its own width; a code without one gets the
 *   old default written into `/W`), so pypdf's half space is half a real space, as newer pypdf
 *   computes it;
 * - in each block of Chromium's shape (`Tf`, `Tm`, then `Tj` and `dx 0 Td` only), a move after a
 *   string of several glyphs that pypdf 3 would read as a gap becomes several moves that add up
 *   to it (`splitMoves`), so every glyph is drawn from the same origin. (Writing each line as one
 *   `TJ` with kerning numbers also fixed pypdf, but MuPDF rounds `/W` widths to whole units
 *   inside a string and drew glyphs up to 0.08 pt off.)
 * poppler, MuPDF, PDFBox, pdfminer and newer pypdf read what they read before; pages render
 * identically (the harness compares pixels).
 */
export function shortMoves(doc: mupdf.PDFDocument, streams: PageStream[], inForms: Set<number>): boolean {
  const fonts = new Map<number, FontMetrics | null>();
  const metricsOf = (font: mupdf.PDFObject | undefined): FontMetrics | null => {
    if (!font?.isIndirect()) return null;
    const key = font.asIndirect();
    let m = fonts.get(key);
    if (m === undefined) {
      const cidFont = cidFontOf(font);
      const dw = cidFont?.get("DW");
      const toUnicode = font.get("ToUnicode");
      const widths = cidFont ? cidWidths(cidFont) : new Map<number, number>();
      const cmap = toUnicode.isStream()
        ? parseToUnicode(Buffer.from(toUnicode.readStream().asUint8Array()).toString("latin1"))
        : new Map<string, string>();
      const space = [...cmap].find(([, text]) => text === " ")?.[0];
      const spaceWidth = space === undefined ? 0 : (widths.get(Number.parseInt(space, 16)) ?? 0);
      m =
        cidFont && spaceWidth > 0
          ? {
              cidFont,
              widths,
              dw: dw?.isNumber() ? dw.asNumber() : 1000,
              spaceWidth,
              used: new Set(),
              inForm: inForms.has(key),
            }
          : null;
      fonts.set(key, m);
    }
    return m;
  };
  for (const s of streams) {
    // Every code shown in each font (the default width must paint none of them).
    let current: FontMetrics | null = null;
    for (const t of s.after.matchAll(/(\/[\w.-]+) [\d.]+ Tf\b|<([0-9A-Fa-f]+)>/g)) {
      if (t[1]) current = metricsOf(s.fonts.get(t[1]));
      else
        for (const code of (t[2] as string).match(/.{4}/g) ?? [])
          current?.used.add(Number.parseInt(code, 16));
    }
    s.after = s.after.replace(/(?<=\n|^)BT\n\/[\w.-]+ [\d.]+ Tf\n[\s\S]*?\nET(?=\n|$)/g, (block) => {
      const font = /^BT\n(\/[\w.-]+) ([\d.]+) Tf\n/.exec(block);
      const m = font ? metricsOf(s.fonts.get(font[1] as string)) : null;
      return font && m && !m.inForm ? splitMoves(block, font[0].length, num(font[2] as string), m) : block;
    });
  }
  let changed = false;
  for (const m of fonts.values()) if (m && fixDefaultWidth(doc, m)) changed = true;
  return changed;
}

interface FontMetrics {
  cidFont: mupdf.PDFObject;
  widths: Map<number, number>;
  dw: number;
  /** The width of the glyph the ToUnicode maps to a space (glyph space). */
  spaceWidth: number;
  /** Codes the page content shows in this font. */
  used: Set<number>;
  inForm: boolean;
}

/**
 * One `BT … ET` of the shape `Tf Tm Tj (dx 0 Td Tj)*` with each move after a string of several
 * glyphs split where pypdf would read a gap, or the block unchanged. With `/DW` twice the space,
 * pypdf 3 reads a gap where a move from the last string's start exceeds 15 half spaces; pypdf 4 and
 * later where it exceeds the string's width and a half space. So the first step goes as far as
 * 90 % of the first limit, and the rest in steps of 90 % of a half space.
 */
function splitMoves(block: string, start: number, size: number, m: FontMetrics): string {
  const body = block.slice(start);
  const tm =
    /^((?:-?[\d.]+ ){4})(-?[\d.]+) (-?[\d.]+) Tm\n<[0-9A-Fa-f]+> Tj(?:\n-?[\d.]+ 0 Td <[0-9A-Fa-f]+> Tj)*\nET$/.exec(
      body,
    );
  if (!tm || !(size > 0) || tm[1] !== "1 0 0 -1 ") return block;
  const half = ((m.spaceWidth / 2) * size) / 1000;
  const first = 0.9 * 15 * half;
  const step = 0.9 * half;
  // Where each move starts from (text space: Chromium's matrix only flips y).
  let x = num(tm[2] as string);
  return (
    block.slice(0, start) +
    body.replace(/<([0-9A-Fa-f]+)> Tj\n(-?[\d.]+) 0 Td(?= <)/g, (move, shown: string, dx: string) => {
      const total = num(dx);
      x += total;
      if (shown.length <= 4 || total <= first) return move;
      const steps: string[] = [`${+first.toFixed(4)} 0 Td`];
      for (let left = total - first; left > step; left -= step) steps.push(`${+step.toFixed(4)} 0 Td`);
      // Then the exact point the move went to, anew (a sum of steps drifts in single precision).
      return `<${shown}> Tj\n${steps.join(" ")} 1 0 0 -1 ${+x.toFixed(6)} ${tm[3]} Tm`;
    })
  );
}

/** `/DW` twice the space's width, where it paints nothing (see `shortMoves`). */
function fixDefaultWidth(doc: mupdf.PDFDocument, m: FontMetrics): boolean {
  if (m.inForm || m.used.size === 0) return false;
  const dw = Math.round(2 * m.spaceWidth);
  if (dw === m.dw) return false;
  const missing = [...m.used].filter((code) => !m.widths.has(code));
  if (missing.length) {
    let w = m.cidFont.get("W");
    if (!w.isArray()) {
      w = doc.newArray();
      m.cidFont.put("W", w);
    }
    for (const code of missing) {
      w.push(doc.newInteger(code));
      const one = doc.newArray();
      one.push(doc.newReal(m.dw));
      w.push(one);
    }
  }
  m.cidFont.put("DW", doc.newInteger(dw));
  return true;
}

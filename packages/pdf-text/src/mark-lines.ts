import { type Widths, widthsByFont } from "./cid-fonts";
import { type Insert, insertIntoRtlStreams } from "./content-inserts";
import type { InvisibleMarks } from "./invisible-marks";
import { num, rtlLetter } from "./text-codes";
import type { GlyphText, PageStream } from "./types";

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
export function markLines(streams: PageStream[], invisible: InvisibleMarks) {
  const widthsOf = widthsByFont();
  insertIntoRtlStreams(streams, (s) => {
    const glyphs = placedGlyphs(s.after, s.glyphText, (name) => widthsOf(s.fonts.get(name)));
    // Where each block's glyphs start on the left and end on the right.
    const leftStart = new Map<number, number>();
    const rightEnd = new Map<number, number>();
    for (const g of glyphs) {
      leftStart.set(g.block, Math.min(leftStart.get(g.block) ?? g.x0, g.x0));
      rightEnd.set(g.block, Math.max(rightEnd.get(g.block) ?? g.x1, g.x1));
    }
    const inserts: Insert[] = [];
    // An invisible glyph right after `g` in paint order (after the spans it closes).
    // `push`: that far right of the glyph's origin (and back after it).
    const after = (g: PlacedGlyph, marks: string, push = 0) => {
      const span = g.after === null ? null : invisible(s.fonts.get(g.font), marks);
      const move = Number.isFinite(push) && push > 0 ? +push.toFixed(4) : 0;
      if (span)
        inserts.push({
          at: g.after as number,
          text: move ? `\n${move} 0 Td ${span}\n${-move} 0 Td\n` : `\n${span}\n`,
        });
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
          // Not where the block ends right where the block before it starts: one word on the page
          // (the ATS-safe PDF paints `وSQL` as two items, right to left).
          const touching =
            Math.abs((rightEnd.get(g.block) ?? Number.NaN) - (leftStart.get(prev.block) ?? Number.NaN)) <
            0.1 * g.size;
          // (A haraka painted first, `عملتُ`, counts as its letter.)
          // The space goes half an em right of the glyph's end: PDFBox then starts a new word there
          // and writes the two in paint order (a list marker before its line, `• للتواصل`, not at
          // the end of the line's first row). Chromium moves each glyph from the one before (`Td`),
          // so the glyph's origin is the line matrix's.
          if (!touching && !/\s/.test(prev.char + g.char) && /[\p{L}\p{N}\p{M}]/u.test(prev.char + g.char))
            after(prev, " ", prev.x1 - prev.x0 + 0.5 * prev.size);
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

/** A visible glyph of a content stream, where it lies and where an invisible one can go beside it. */
export interface PlacedGlyph {
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
export function placedGlyphs(
  content: string,
  glyphText: GlyphText,
  widthsOf: (font: string) => Widths | null,
) {
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

import { widthsByFont } from "./cid-fonts";
import { type Insert, insertIntoRtlStreams } from "./content-inserts";
import type { InvisibleMarks } from "./invisible-marks";
import { lightBlocks, lightLines } from "./light-blocks";
import { type PlacedGlyph, placedGlyphs } from "./mark-lines";
import { rtlLetter } from "./text-codes";
import type { PageStream } from "./types";

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
export function markNumberRuns(streams: PageStream[], invisible: InvisibleMarks) {
  const head = blockHead;
  const widthsOf = widthsByFont();
  insertIntoRtlStreams(streams, (s) => {
    const inserts: Insert[] = [];
    // Visible glyphs by block, read only where a run follows a glyph that is not a space.
    let glyphsByBlock: Map<number, PlacedGlyph[]> | undefined;
    const glyphsOf = (block: number) => {
      if (!glyphsByBlock) {
        const byBlock = new Map<number, PlacedGlyph[]>();
        for (const g of placedGlyphs(s.after, s.glyphText, (name) => widthsOf(s.fonts.get(name))))
          byBlock.set(g.block, [...(byBlock.get(g.block) ?? []), g]);
        glyphsByBlock = byBlock;
      }
      return glyphsByBlock.get(block) ?? [];
    };
    for (const line of lightLines(lightBlocks(s.after, s.glyphText))) {
      // PDFBox reads a line in paint order; its strong letters, block by block.
      const blocks = line.map(({ b }) => b).sort((x, y) => x.index - y.index);
      const strong = blocks.map((b) =>
        [...b.chars].flatMap((c) => (/\p{L}/u.test(c) ? [rtlLetter.test(c)] : [])),
      );
      // Where the glyph painted before the run (not a space) ends at the run's origin, PDFBox
      // starts a new word at a zero-width mark there (it compares the mark's start with that end
      // plus a share of an average width the mark makes zero): after `4567،` the line fell into
      // two words, each read on its own (`، البريد: … +966 55 123 4567جوال:`). The marks then
      // go a quarter of a unit inside that glyph.
      const back = (before: number | undefined, run: number) => {
        const last = before === undefined ? undefined : glyphsOf(before).at(-1);
        const first = glyphsOf(run)[0];
        if (!last || !first || /\s/.test(last.char) || Math.abs(last.y - first.y) > 0.1 * first.size)
          return 0;
        const gap = first.x0 - last.x1;
        return Math.abs(gap) < 0.5 ? +-(gap + 0.25).toFixed(4) : 0;
      };
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
        const shift = back(blocks[i - 1]?.index, b.index);
        inserts.push({
          at: b.index + m[0].length,
          text: shift ? `${shift} 0 Td ${open}\n${-shift} 0 Td ` : `${open}\n0 0 Td `,
        });
        if (close) inserts.push({ at: b.index + b.text.length - 3, text: `\n${close}` });
      });
    }
    return inserts;
  });
}

/** The start of a block that selects its font and matrix, then shows its first glyph (font name in group 1). */
const blockHead =
  /^BT\n(\/\w+) [\d.]+ Tf\n(?:-?[\d.]+ ){6}Tm\n(?:-?[\d.]+ -?[\d.]+ Td )?(?=<[0-9A-Fa-f]{4}> Tj\n)/;

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

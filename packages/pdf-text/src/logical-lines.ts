import { type Insert, insertIntoRtlStreams } from "./content-inserts";
import type { InvisibleMarks } from "./invisible-marks";
import { lightBlocks, lightLines } from "./light-blocks";
import type { PageStream } from "./types";

const arabicIndicDigit = /[\u0660-\u0669\u06F0-\u06F9]/u;

/**
 * Lines painted in reading order (the ATS-safe PDF's dates, issue 36: one flex item per word,
 * which the browser paints in document order, right to left in an Arabic line) get an invisible
 * left-to-right mark (U+200E) at the start of each of their blocks, which only PDFBox, pypdf and
 * pdfminer read. PDFBox takes a line's characters in paint order as if they were in visual order
 * and runs java.text.Bidi over them: a line painted in reading order came out with its runs
 * reversed (`2020 ديسمبر - 2016 مارس`). With a mark first the line is left to right, and with
 * one before each word every right-to-left word is a run of its own: PDFBox reverses each word's
 * glyphs (painted in visual order) and keeps the words in the order they are painted. poppler
 * and MuPDF read nothing there (empty ActualText), as `markNumberRuns`' marks.
 *
 * A line is in reading order when it holds a right-to-left word and its blocks, in paint order,
 * step left more often than right (Chromium paints a bidi paragraph's line left to right; a word
 * it splits into blocks, a final period apart, is painted left to right too). A word with
 * right-to-left letters also gets a right-to-left mark (U+200F) after the first, so its
 * neutrals stay with it.
 */
export function markLogicalLines(streams: PageStream[], invisible: InvisibleMarks) {
  insertIntoRtlStreams(streams, (s) => {
    const inserts: Insert[] = [];
    for (const line of lightLines(lightBlocks(s.after, s.glyphText))) {
      const blocks = line.map(({ b }) => b).sort((x, y) => x.index - y.index);
      // Right-to-left words, or numbers in Arabic-Indic digits (right-to-left numbers: a date
      // range of them alone is painted word by word too).
      if (blocks.length < 2 || !blocks.some((b) => b.rtl || arabicIndicDigit.test(b.chars))) continue;
      // Words: runs of blocks painted left to right (a word the browser split, `عميل.`), each
      // word left of the one before. A line with more steps right than words is a bidi line.
      const words: (typeof blocks)[] = [];
      for (const [i, b] of blocks.entries()) {
        const before = blocks[i - 1];
        if (before && b.x > before.x) words.at(-1)?.push(b);
        else words.push([b]);
      }
      if (words.length < 2 || words.length <= blocks.length - words.length) continue;
      for (const word of words) {
        const b = word[0] as (typeof blocks)[number];
        const font = /(\/\w+)\s+([\d.]+)\s+Tf/.exec(b.text);
        // Chromium writes the block's matrix on a line of its own (`1 0 0 -1 485.04 139 Tm`).
        const tmEnd = b.text.indexOf(" Tm\n");
        const tm = tmEnd < 0 ? null : [b.text.slice(b.text.lastIndexOf("\n", tmEnd) + 1, tmEnd + 3)];
        // A word with right-to-left letters is a right-to-left run of its own: its neutrals
        // (a final period painted on its left) stay with it.
        const marks = word.some((w) => /\p{Script=Arabic}|\p{Script=Hebrew}/u.test(w.chars))
          ? "\u200E\u200F"
          : "\u200E";
        const mark = font && tm ? invisible(s.fonts.get(font[1] as string), marks) : null;
        if (!font || !tm || !mark) continue;
        // The block's own font and matrix first (it sets both again after), so the marks sit on
        // the line's baseline where PDFBox joins them to the line.
        inserts.push({ at: b.index + 3, text: `${font[0]}\n${tm[0]}\n${mark}\n` });
      }
    }
    return inserts;
  });
}

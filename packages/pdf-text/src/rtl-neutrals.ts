import { type LightBlock, lightBlocks, lightLines } from "./light-blocks";
import { hex4, reversed } from "./text-codes";
import type { GlyphText } from "./types";

/**
 * Neutral words (spaces, hyphens, punctuation) of a right-to-left line that sit between a
 * right-to-left word on their left and a left-to-right run (Latin, digits) on their right get an
 * ActualText of their text plus U+200F (RIGHT-TO-LEFT MARK). The bidi algorithm gives them the
 * line's direction, but poppler groups every non-Arabic character next to a left-to-right run
 * with it, so `SAP HANA يخدم` came out `SAP HANAيخدم` and `مارس 2016 - ديسمبر` as
 * `مارس - 2016ديسمبر`; the mark keeps them on the Arabic side. Spans already inside a block are
 * left alone.
 *
 * Poppler (`TextOutputDev`'s `reorderText`) also counts the separators and signs of numbers
 * (`.`, `,`, `:`, `/`, `%`, `،`, `٪`) as left-to-right, wherever they stand: in a right-to-left
 * line each one, with the spaces next to it, became a left-to-right run of its own, so
 * `الرقمية، مستندًا` read `الرقمية ،مستندًا`, `الموضوع: طلب` `الموضوع :طلب`, and a line-final
 * period went before the Latin word or number it follows (`وAWS.` → `و.AWS`, `45٪.` → `.٪45`).
 * Every such character outside a number (not between two left-to-right runs) gets its own
 * ActualText between right-to-left marks, in neutral words and inside right-to-left words alike:
 * poppler then reads it as a left-to-right run of one character, in its place.
 *
 * A line is right-to-left when most of its runs are, or when it follows a right-to-left line and
 * holds Arabic or ends (on its left) in such a character before a left-to-right run: the last
 * line of an Arabic paragraph (`React وTypeScript وAWS.`, `45٪.`).
 */
export function markRtlNeutrals(
  content: string,
  glyphText: GlyphText,
  options: { ltrItems?: boolean } = {},
): string {
  if (!content.includes("/ReversedChars")) return content;
  const found = lightBlocks(content, glyphText);
  const marked = new Set<LightBlock>();
  const punctuation = new Set<LightBlock>();
  const inWords = new Set<LightBlock>();
  const ltr = (s: string | undefined) => s === "L" || s === "A";
  let previousRtl = false;
  for (const visual of lightLines(found)) {
    const r = visual.filter((v) => v.s === "R" || v.s === "A").length;
    const l = visual.filter((v) => v.s === "L" || v.s === "A").length;
    const afterRtl = previousRtl;
    previousRtl = r > 0 && r >= l;
    // The last line of a right-to-left paragraph may hold more Latin words than Arabic ones, or none.
    const lastOfParagraph =
      afterRtl &&
      (r > 0 ||
        (visual[0]?.s === "N" && popplerNumberish.test(visual[0].b.chars) && visual.some((v) => ltr(v.s))));
    if (!(previousRtl || lastOfParagraph)) continue;
    for (let n = 0; n < visual.length; n++) {
      if (visual[n]?.s !== "N") continue;
      let last = n;
      while (visual[last + 1]?.s === "N") last++;
      // The ATS-safe page's left-to-right items (`45٪`, `٩٢٪`): a sign painted from the same
      // origin as the number on its left is part of that item, as poppler reads it unmarked.
      const item = options.ltrItems ? visual[n - 1] : undefined;
      if (item && ltr(item.s))
        while (n <= last && sameOrigin((visual[n] as { b: LightBlock }).b, item.b)) n++;
      if (n > last) continue;
      // Arabic-Indic digits count as right-to-left on their left side (UAX #9 rule N1).
      const left = visual[n - 1]?.s;
      const right = visual[last + 1]?.s;
      if ((left === "R" || left === "A") && ltr(right))
        for (let q = n; q <= last; q++) marked.add((visual[q] as { b: LightBlock }).b);
      else if (
        // Not inside a number or a left-to-right run; at a line's end only before one (a
        // period after an Arabic word there already reads in its place).
        (left === undefined ? ltr(right) : right !== undefined && !(ltr(left) && ltr(right))) &&
        visual.slice(n, last + 1).some((v) => popplerNumberish.test(v.b.chars))
      )
        for (let q = n; q <= last; q++) punctuation.add((visual[q] as { b: LightBlock }).b);
      n = last;
    }
    // The same characters painted inside a right-to-left word (`الرقمية،`).
    for (const v of visual) if (v.s === "R" && v.b.rtl && popplerNumberish.test(v.b.chars)) inWords.add(v.b);
  }
  if (marked.size === 0 && punctuation.size === 0 && inWords.size === 0) return content;
  let out = "";
  let at = 0;
  for (const block of found) {
    // A neutral word with a span of its own (a mirrored guillemet: `»:`) is marked glyph by glyph.
    if (inWords.has(block) || (punctuation.has(block) && block.spans)) {
      const text = markPunctuationGlyphs(block.text, glyphText);
      if (text === block.text) continue;
      out += content.slice(at, block.index) + text;
      at = block.index + block.text.length;
      continue;
    }
    if (!(marked.has(block) || punctuation.has(block)) || block.spans) continue;
    // Every character between marks: poppler also counts "-", "+" and "." with numbers.
    const chars = block.rtl && marked.has(block) ? reversed(block.chars) : block.chars;
    const text = `\u200F${[...chars].map((c) => `${c}\u200F`).join("")}`;
    out += content.slice(at, block.index);
    out += block.text
      .replace(/^BT\n/, `BT\n/Span<</ActualText <FEFF${hex4(text)}>>> BDC\n`)
      .replace(/\nET$/, "\nEMC\nET");
    at = block.index + block.text.length;
  }
  return out + content.slice(at);
}

/** Whether two blocks start from one text matrix (Chromium paints one run of glyphs from one origin). */
function sameOrigin(a: LightBlock, b: LightBlock): boolean {
  // Chromium writes the matrix on a line of its own (`1 0 0 -1 557.90625 602 Tm`).
  const tm = (block: LightBlock) => {
    const end = block.text.indexOf(" Tm\n");
    return end < 0 ? undefined : block.text.slice(block.text.lastIndexOf("\n", end) + 1, end);
  };
  const origin = tm(a);
  return origin !== undefined && origin === tm(b);
}

/**
 * Characters poppler's reading order counts with numbers (it keeps them in a left-to-right run
 * with the neutrals beside them): the separators and signs of numbers, Arabic ones included.
 */
const popplerNumberish = /[.,:/%\u060C\u066A]/;

/**
 * A right-to-left word's block with each glyph that reads as one of `popplerNumberish` and is
 * not inside a span already given an ActualText of itself between right-to-left marks.
 */
function markPunctuationGlyphs(block: string, glyphText: GlyphText): string {
  let font = "";
  let depth = 0;
  let spanDepth = -1;
  // Chromium writes one operator a line (a glyph's `Td` and `Tj` share one).
  return block
    .split("\n")
    .map((line) => {
      const tf = /^(\/\w+) [\d.]+ Tf$/.exec(line);
      const glyph = /^(?:-?[\d.]+ -?[\d.]+ Td )?<([0-9A-Fa-f]+)> Tj$/.exec(line);
      if (tf) font = tf[1] as string;
      else if (/^\/Span\b.*\bBDC$/.test(line)) {
        if (spanDepth < 0) spanDepth = depth;
        depth++;
      } else if (/^\/\w+ BMC$/.test(line)) depth++;
      else if (line === "EMC") {
        depth--;
        if (depth === spanDepth) spanDepth = -1;
      } else if (glyph && spanDepth < 0) {
        const text = glyphText(font, glyph[1] as string);
        if (text?.length === 1 && popplerNumberish.test(text))
          return `/Span<</ActualText <FEFF${hex4(`\u200F${text}\u200F`)}>>> BDC\n${line}\nEMC`;
      }
      return line;
    })
    .join("\n");
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

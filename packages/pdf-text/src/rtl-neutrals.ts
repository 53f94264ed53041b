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
